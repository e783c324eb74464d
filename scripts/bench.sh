#!/usr/bin/env bash
# Builds the same generated Markdown corpus with quizgen (release) and Hugo, in alternating paired
# runs, each into a new empty output folder, and prints the medians of wall time, CPU time
# (user+sys) and peak RSS, their ratios, and quizgen's no-change and one-file-change rebuilds.
#
#   scripts/bench.sh [PAGES] [RUNS]     PAGES: 1000, 10000 (default) or 100000; RUNS default 5
#   QUIZGEN_BENCH_HUGO=0 scripts/bench.sh 100000   # quizgen only
set -euo pipefail
cd "$(dirname "$0")/.."
pages=${1:-10000}
runs=${2:-5}
work=Benchmarks/.work
need() { command -v "$1" >/dev/null 2>&1 || [ -x "$2" ]; }
install() { if [ "$(id -u)" = 0 ]; then apt-get install -y "$@"; else sudo apt-get install -y "$@"; fi; }
need hugo /usr/bin/hugo || { [ "${QUIZGEN_BENCH_HUGO:-1}" = 0 ] || install hugo; }
[ -x /usr/bin/time ] || install time

echo "== building quizgen (release) and corpus-gen"
swift build -c release --scratch-path .build-perf --product quizgen >/dev/null
# corpus-gen has no dependencies: compiled directly, so the benchmark package need not resolve.
mkdir -p Benchmarks/.build-bench
swiftc -O Benchmarks/Sources/corpus-gen/*.swift -o Benchmarks/.build-bench/corpus-gen
quizgen=$PWD/.build-perf/release/quizgen
corpus=$work/corpus-$pages
if [ ! -f "$corpus/.complete" ]; then
    rm -rf "$corpus"
    Benchmarks/.build-bench/corpus-gen "$pages" "$corpus"
    touch "$corpus/.complete"
fi
out=$work/out-$pages-$$
mkdir -p "$out"
trap 'rm -rf "$out"' EXIT

# measure NAME COMMAND...: appends "wall cpu maxrss_kib" to $out/NAME.
measure() {
    local name=$1; shift
    /usr/bin/time -f "%e %U %S %M" -o "$out/time" "$@" >/dev/null 2>"$out/err" || { cat "$out/err"; exit 1; }
    awk '{ printf "%.3f %.3f %d\n", $1, $2 + $3, $4 }' "$out/time" >>"$out/$name"
}
run_quizgen() { measure quizgen "$quizgen" build --root "$corpus/quizgen" --output "$PWD/$out/q-$1"; }
run_hugo() { measure hugo hugo --quiet -s "$corpus/hugo" -d "$PWD/$out/h-$1"; }
hugo_on() { [ "${QUIZGEN_BENCH_HUGO:-1}" != 0 ]; }

echo "== $pages pages, $runs alternating paired runs, each into a new folder"
for i in $(seq 1 "$runs"); do
    if [ $((i % 2)) = 1 ]; then run_quizgen "$i"; hugo_on && run_hugo "$i"; else hugo_on && run_hugo "$i"; run_quizgen "$i"; fi
done

# Rebuilds of the last quizgen output: nothing changed, then one page edited per run.
last=$PWD/$out/q-$runs
page=page-00001.md
cp "$corpus/quizgen/Content/pages/$page" "$out/page.bak"
for i in $(seq 1 "$runs"); do
    measure nochange "$quizgen" build --root "$corpus/quizgen" --output "$last"
    printf '\nEdited in run %s.\n' "$i" >>"$corpus/quizgen/Content/pages/$page"
    measure onefile "$quizgen" build --root "$corpus/quizgen" --output "$last"
done
cp "$out/page.bak" "$corpus/quizgen/Content/pages/$page"

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
col() { awk -v c="$2" '{ print $c }' "$out/$1" | median; }
row() { printf "%-22s %9s %9s %12s\n" "$1" "$(col "$2" 1)" "$(col "$2" 2)" "$(awk "BEGIN { printf \"%.0f\", $(col "$2" 3) / 1024 }")"; }
echo
printf "%-22s %9s %9s %12s\n" "median of $runs" "wall s" "cpu s" "peak MiB"
row "quizgen full build" quizgen
hugo_on && row "hugo full build" hugo
row "quizgen no change" nochange
row "quizgen one file" onefile
if hugo_on; then
    ratio() { awk "BEGIN { printf \"%.2f\", $(col quizgen "$1") / $(col hugo "$1") }"; }
    printf "%-22s %9s %9s %12s\n" "quizgen / hugo" "$(ratio 1)" "$(ratio 2)" "$(ratio 3)"
fi
