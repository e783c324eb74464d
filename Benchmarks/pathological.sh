#!/usr/bin/env bash
# Issue 35, class 2: the time of `quizgen build` (and `quizgen import`) on each pathological
# shape of nesting and repetition, at two sizes. Linear code takes about five times as long at
# the second size as at the first; quadratic code about twenty-five times. Not a test: it prints
# the times and leaves the judging to the reader.
#
#   Benchmarks/pathological.sh                       # .build/release/quizgen if built, else debug
#   Benchmarks/pathological.sh .build/debug/quizgen  # another binary
#
# Shapes: nested `>` quotes and nested `-` lists in a feed post, `{` repeated in an i18n plural
# text, tens of thousands of nested elements in Moodle XML and of nested divs in a question's
# HTML on import, thousands of sub-questions in one Moodle cloze question, thousands of text
# entries in one QTI 2.1 item on one line and of [name] blanks in one QTI 1.2 item, tables with
# thousands of columns in a page. Run from the repository root; needs python3 to write the inputs.
set -euo pipefail
cd "$(dirname "$0")/.."
quizgen="${1:-}"
if [ -z "$quizgen" ]; then
  if [ -x .build/release/quizgen ]; then quizgen=.build/release/quizgen; else quizgen=.build/debug/quizgen; fi
fi
quizgen="$(cd "$(dirname "$quizgen")" && pwd)/$(basename "$quizgen")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Seconds that `$@` takes, run in the current folder (its exit status is printed, not checked:
# a located error is a fine outcome for a hostile input, a crash is not).
seconds() {
  local start end status=0
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || status=$?
  end=$(date +%s.%N)
  printf '%.2f s (exit %d)' "$(echo "$end - $start" | bc)" "$status"
}

site() {
  rm -rf "$work/site"
  "$quizgen" init "$work/site" >/dev/null
}

feed_post() { # $1: the post's text as a Python expression
  site
  python3 - "$work/site" "$1" <<'PY'
import json, os, sys
root, text = sys.argv[1], eval(sys.argv[2])
with open(os.path.join(root, "quizgen.yaml"), "a") as f:
    f.write("feeds:\n  club:\n    title: Club\n")
os.makedirs(os.path.join(root, "Content/feeds/club"))
json.dump([{"id": "ana", "username": "ana", "name": "Ana"}], open(os.path.join(root, "Content/feeds/club/users.json"), "w"))
json.dump([{"id": "p1", "author": "ana", "time": "2024-04-01T09:00:00Z", "text": text}],
          open(os.path.join(root, "Content/feeds/club/posts.json"), "w"))
PY
}

plural_braces() { # $1: how many `{`
  site
  mkdir -p "$work/site/i18n"
  python3 -c "
n = $1
open('$work/site/i18n/en.yaml', 'w').write('pages:\n  count:\n    one: \"' + '{' * n + '\"\n    other: \"' + '{' * n + '\"\n')"
}

moodle() { # $1: depth, $2: 'xml' (nested elements) or 'html' (nested divs in CDATA)
  python3 -c "
n, kind = $1, '$2'
inner = '<a>' * n + 'x' + '</a>' * n if kind == 'xml' else '<![CDATA[' + '<div>' * n + 'x' + '</div>' * n + ']]>'
open('$work/deep.xml', 'w').write('<?xml version=\"1.0\"?>\n<quiz><question type=\"essay\"><name><text>Q</text></name>'
    + '<questiontext format=\"html\"><text>' + inner + '</text></questiontext></question></quiz>\n')"
}

cloze() { # $1: how many `{1:SA:=a}` sub-questions in one Moodle cloze question
  python3 -c "
n = $1
open('$work/cloze.xml', 'w').write('<?xml version=\"1.0\"?>\n<quiz><question type=\"cloze\"><name><text>Q</text></name>'
    + '<questiontext format=\"html\"><text>' + '{1:SA:=a}' * n + '</text></questiontext></question></quiz>\n')"
}

qti21_entries() { # $1: how many text entries in one QTI 2.1 item, all on one line
  python3 -c "
n = $1
decl = ''.join('<responseDeclaration identifier=\"R%d\" cardinality=\"single\" baseType=\"string\"><correctResponse><value>a%d</value></correctResponse></responseDeclaration>' % (i, i) for i in range(n))
body = ' '.join('<textEntryInteraction responseIdentifier=\"R%d\"/>' % i for i in range(n))
open('$work/entries.xml', 'w').write('<?xml version=\"1.0\"?>\n<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" identifier=\"i\" title=\"t\">'
    + decl + '<itemBody><p>' + body + '</p></itemBody></assessmentItem>\n')"
}

qti12_variables() { # $1: how many [name] blanks in one QTI 1.2 fill-in-multiple-blanks item
  python3 -c "
n = $1
text = ' '.join('[r%d]' % i for i in range(n))
lids = ''.join('<response_lid ident=\"response_r%d\"><material><mattext>r%d</mattext></material><render_choice><response_label ident=\"%d\"><material><mattext texttype=\"text/plain\">a%d</mattext></material></response_label></render_choice></response_lid>\n' % (i, i, i, i) for i in range(n))
conds = ''.join('<respcondition><conditionvar><varequal respident=\"response_r%d\">%d</varequal></conditionvar><setvar varname=\"SCORE\" action=\"Add\">1</setvar></respcondition>\n' % (i, i) for i in range(n))
open('$work/variables.xml', 'w').write('<?xml version=\"1.0\"?>\n<questestinterop><assessment ident=\"a\" title=\"A\"><section ident=\"s\"><item ident=\"q\" title=\"Blanks\"><itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>fill_in_multiple_blanks_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata><presentation><material><mattext texttype=\"text/html\">&lt;p&gt;'
    + text + '&lt;/p&gt;</mattext></material>\n' + lids + '</presentation><resprocessing>\n' + conds + '</resprocessing></item></section></assessment></questestinterop>\n')"
}

page() { # $1: the body of Content/pages/probe.md as a Python expression
  site
  python3 -c "
open('$work/site/Content/pages/probe.md', 'w').write('---\ntitle: Probe\n---\n' + ($1) + '\n')"
}

echo "quizgen: $quizgen"
for n in 10000 50000; do
  feed_post "'> ' * $n + 'x'"
  echo "feed post, $n nested '>' quotes: $(cd "$work/site" && seconds "$quizgen" build)"
done
for n in 10000 50000; do
  feed_post "'- ' * $n + 'x'"
  echo "feed post, $n nested '-' lists: $(cd "$work/site" && seconds "$quizgen" build)"
done
for n in 8000 40000; do
  plural_braces "$n"
  echo "i18n plural text, $n '{': $(cd "$work/site" && seconds "$quizgen" build)"
done
for kind in xml html; do
  for n in 20000 100000; do
    moodle "$n" "$kind"
    echo "Moodle XML import, $n nested $kind elements: $(cd "$work" && seconds "$quizgen" import deep.xml --output "$work/out.md" --force)"
  done
done
for n in 4000 20000; do
  cloze "$n"
  echo "Moodle XML import, $n cloze sub-questions: $(cd "$work" && seconds "$quizgen" import cloze.xml --output "$work/out.md" --force)"
done
for n in 2000 8000; do
  qti21_entries "$n"
  echo "QTI 2.1 import, $n text entries on one line: $(cd "$work" && seconds "$quizgen" import entries.xml --output "$work/out.md" --force)"
done
for n in 1000 4000; do
  qti12_variables "$n"
  echo "QTI 1.2 import, $n [name] blanks in one item: $(cd "$work" && seconds "$quizgen" import variables.xml --output "$work/out.md" --force)"
done
# cmark-gfm's (0.29.0.gfm.6, Debian's) table extension, not quizgen's code: still faster than
# linear (see README).
for n in 10000 20000; do
  page "'|a' * $n + '|\\n' + '|-' * $n + '|\\n' + '|x' * $n + '|'"
  echo "page, a table of $n columns: $(cd "$work/site" && seconds "$quizgen" build)"
done
for n in 1000 2000; do
  page "'x|' * $n + '\\n' + '-|' * $n + '\\n' + 'x|\\n' * $n"
  echo "page, a table of $n columns and $n one-cell rows: $(cd "$work/site" && seconds "$quizgen" build)"
done
