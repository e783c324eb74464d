#!/usr/bin/env bash
# Builds the same generated Markdown corpus (RFC 3339 dates, tags, one section) three ways in
# alternating runs, each into a new empty output folder: quizgen with the default theme as
# `quizgen init` leaves a site (the headline figure), quizgen with minimal like-for-like templates,
# and Hugo with minimal layouts. Prints the medians of wall time, CPU time (user+sys) and peak RSS,
# the ratios to Hugo, the scaling (the PAGES build over ten builds of PAGES/10, default theme), the
# largest page of the default-theme site, and the no-change and one-page-edited rebuilds.
#
#   scripts/bench.sh [PAGES] [RUNS]     PAGES: 1000, 10000 (default) or 100000; RUNS default 5
#   QUIZGEN_BENCH_HUGO=0 scripts/bench.sh 100000   # quizgen only
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bench-lib.sh
pages=${1:-10000}
runs=${2:-5}
work=Benchmarks/.work
need() { command -v "$1" >/dev/null 2>&1 || [ -x "$2" ]; }
install() { if [ "$(id -u)" = 0 ]; then apt-get install -y "$@"; else sudo apt-get install -y "$@"; fi; }
need hugo /usr/bin/hugo || { [ "${QUIZGEN_BENCH_HUGO:-1}" = 0 ] || install hugo; }
[ -x /usr/bin/time ] || install time

echo "== building quizgen (release) and corpus-gen"
swift build -c release --scratch-path .build-perf --product quizgen --static-swift-stdlib >/dev/null
# corpus-gen has no dependencies: compiled directly, so the benchmark package need not resolve.
mkdir -p Benchmarks/.build-bench
swiftc -O Benchmarks/Sources/corpus-gen/*.swift -o Benchmarks/.build-bench/corpus-gen
quizgen=$PWD/.build-perf/release/quizgen
make_corpus() {
    local dir=$work/corpus-$1
    if [ ! -f "$dir/.complete" ]; then
        rm -rf "$dir"
        Benchmarks/.build-bench/corpus-gen "$1" "$dir" >/dev/null
        touch "$dir/.complete"
    fi
    echo "$dir"
}
small=$((pages / 10))
corpus=$(make_corpus "$pages")
corpus_small=$(make_corpus "$small")
out=$work/out-$pages-$$
mkdir -p "$out"
trap 'rm -rf "$out"' EXIT

run_default() { measure quizgen "$quizgen" build --root "$corpus/quizgen" --output "$PWD/$out/q-$1"; }
run_minimal() { measure minimal "$quizgen" build --root "$corpus/quizgen-minimal" --output "$PWD/$out/m-$1"; }
run_small() { measure small "$quizgen" build --root "$corpus_small/quizgen" --output "$PWD/$out/s-$1"; }
run_hugo() { measure hugo hugo --quiet -s "$corpus/hugo" -d "$PWD/$out/h-$1"; }
hugo_on() { [ "${QUIZGEN_BENCH_HUGO:-1}" != 0 ]; }

echo "== $pages pages, $runs alternating runs (default theme, minimal, hugo), each into a new folder"
for i in $(seq 1 "$runs"); do
    case $((i % 3)) in
        1) run_default "$i"; run_minimal "$i"; hugo_on && run_hugo "$i" ;;
        2) hugo_on && run_hugo "$i"; run_default "$i"; run_minimal "$i" ;;
        0) run_minimal "$i"; hugo_on && run_hugo "$i"; run_default "$i" ;;
    esac
    run_small "$i"
done

# Rebuilds of the last default-theme output: nothing changed, then one page's body edited per run.
last=$PWD/$out/q-$runs
largest=$(find "$last" -name '*.html' -printf '%s %P\n' | sort -n | tail -1)
page=posts/page-00001.md
cp "$corpus/quizgen/Content/pages/$page" "$out/page.bak"
for i in $(seq 1 "$runs"); do
    measure nochange "$quizgen" build --root "$corpus/quizgen" --output "$last"
    printf '\nEdited in run %s.\n' "$i" >>"$corpus/quizgen/Content/pages/$page"
    measure onefile "$quizgen" build --root "$corpus/quizgen" --output "$last"
done
cp "$out/page.bak" "$corpus/quizgen/Content/pages/$page"

row() { printf "%-28s %9s %9s %12s\n" "$1" "$(col "$2" 1)" "$(col "$2" 2)" "$(awk "BEGIN { printf \"%.0f\", $(col "$2" 3) / 1024 }")"; }
echo
printf "%-28s %9s %9s %12s\n" "median of $runs" "wall s" "cpu s" "peak MiB"
row "quizgen default theme" quizgen
row "quizgen minimal templates" minimal
hugo_on && row "hugo minimal layouts" hugo
row "quizgen default, $small pages" small
row "quizgen no change" nochange
row "quizgen one page edited" onefile
if hugo_on; then
    ratio() { awk "BEGIN { printf \"%.2f\", $(col "$1" "$2") / $(col hugo "$2") }"; }
    printf "%-28s %9s %9s %12s\n" "default theme / hugo" "$(ratio quizgen 1)" "$(ratio quizgen 2)" "$(ratio quizgen 3)"
    printf "%-28s %9s %9s %12s\n" "minimal / hugo" "$(ratio minimal 1)" "$(ratio minimal 2)" "$(ratio minimal 3)"
fi
printf "%-28s %9s\n" "scaling $pages / (10 x $small)" "$(awk "BEGIN { printf \"%.2f\", $(col quizgen 1) / (10 * $(col small 1)) }")"
printf "%-28s %s\n" "largest page (bytes, path)" "$largest"
