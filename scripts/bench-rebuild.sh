#!/usr/bin/env bash
# Compares the rebuilds of two quizgen binaries on scripts/bench.sh's generated corpus (default
# theme, search on): each binary first builds its own output folder, then, in alternating order
# (before, after, after, before, ...), a line of words the site has is appended to one page's
# body and each binary rebuilds its folder (a patch: one page and the search files it changes),
# then each rebuilds with nothing changed. Prints the medians and quartiles of the wall times,
# timed around the command to the microsecond (fork and exec included), the medians of the CPU
# times (user + system, GNU time's 10 ms steps), and the ratios after / before.
#
#   scripts/bench-rebuild.sh BEFORE AFTER [PAGES] [RUNS]    PAGES default 10000, RUNS default 30
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bench-lib.sh
before=$(realpath "$1")
after=$(realpath "$2")
pages=${3:-10000}
runs=${4:-30}
work=Benchmarks/.work
need_time
corpus=$(corpus "$pages")
out=$work/rebuild-$pages-$$
mkdir -p "$out"
page=$corpus/quizgen/Content/pages/posts/page-00001.md
cp "$page" "$out/page.bak"
trap 'cp "$out/page.bak" "$page"; rm -rf "$out"' EXIT

build() {  # build LABEL BINARY KIND
    measure "$1-$3" "$2" build --root "$corpus/quizgen" --output "$PWD/$out/$1"
    grep -q "re-rendered" "$out/err" || [ "$3" != onepage ] || { echo "$1: not a patch:" >&2; cat "$out/err" >&2; exit 1; }
}
echo "== $pages pages: first builds"
build before "$before" full
build after "$after" full
echo "== $runs rounds: one page edited, then nothing changed, alternating the order"
for i in $(seq 1 "$runs"); do
    printf '\nContent quiz page task feed.\n' >>"$page"
    if [ $((i % 2)) = 1 ]; then
        build before "$before" onepage; build after "$after" onepage
        build before "$before" nochange; build after "$after" nochange
    else
        build after "$after" onepage; build before "$before" onepage
        build after "$after" nochange; build before "$before" nochange
    fi
done

quartiles() {  # quartiles NAME: median (p25-p75) of the wall times in ms
    awk '{ print $1 * 1000 }' "$out/$1" | sort -n | awk '{ v[NR] = $1 } END {
        printf "%.1f (%.1f-%.1f)", v[int((NR + 1) / 2)], v[int((NR + 3) / 4)], v[int((3 * NR + 3) / 4)] }'
}
ratio() { awk "BEGIN { printf \"%.3f\", $(col "after-$1" "$2") / $(col "before-$1" "$2") }"; }
echo
printf "%-10s %22s %22s %7s %9s %9s %7s\n" "$runs runs" "before wall ms" "after wall ms" "ratio" \
    "before cpu" "after cpu" "ratio"
for kind in onepage nochange; do
    printf "%-10s %22s %22s %7s %9s %9s %7s\n" "$kind" "$(quartiles "before-$kind")" \
        "$(quartiles "after-$kind")" "$(ratio "$kind" 1)" "$(col "before-$kind" 2)" \
        "$(col "after-$kind" 2)" "$(ratio "$kind" 2)"
done
