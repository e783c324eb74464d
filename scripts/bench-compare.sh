#!/usr/bin/env bash
# Compares two quizgen binaries on scripts/bench.sh's generated corpus, in alternating runs
# (before, after, after, before, ...), each into a new empty output folder: the default theme
# as `quizgen init` leaves a site, and the minimal templates. Prints the medians of wall time,
# CPU time and peak RSS of each binary and the ratio after / before. Use it to show that a
# change is no slower: build the two binaries the way scripts/bench.sh does
# (swift build -c release --static-swift-stdlib), once from each commit.
#
#   scripts/bench-compare.sh BEFORE AFTER [PAGES] [RUNS]    PAGES default 10000, RUNS default 7
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bench-lib.sh
before=$(realpath "$1")
after=$(realpath "$2")
pages=${3:-10000}
runs=${4:-7}
work=Benchmarks/.work
need_time
corpus=$(corpus "$pages")
out=$work/compare-$pages-$$
mkdir -p "$out"
trap 'rm -rf "$out"' EXIT

# Outputs are kept until the end: deleting 10,000 pages between runs leaves the disk busy
# with the unlinks during the next run (it tripled the wall time here).
run() {  # run LABEL BINARY SITE I
    measure "$1-$3" "$2" build --root "$corpus/$3" --output "$PWD/$out/$1-$3-$4"
}
echo "== $pages pages, $runs alternating runs of each binary (default theme, minimal templates)"
for i in $(seq 1 "$runs"); do
    for site in quizgen quizgen-minimal; do
        if [ $((i % 2)) = 1 ]; then run before "$before" "$site" "$i"; run after "$after" "$site" "$i"
        else run after "$after" "$site" "$i"; run before "$before" "$site" "$i"; fi
    done
done
echo
printf "%-30s %9s %9s %10s\n" "median of $runs" "wall s" "cpu s" "peak MiB"
for site in quizgen quizgen-minimal; do
    for label in before after; do
        printf "%-30s %9s %9s %10s\n" "$label, ${site/quizgen-minimal/minimal templates}" "$(col "$label-$site" 1)" "$(col "$label-$site" 2)" \
            "$(awk "BEGIN { printf \"%.0f\", $(col "$label-$site" 3) / 1024 }")"
    done
    printf "%-30s %9s %9s\n" "after / before" "$(awk "BEGIN { printf \"%.3f\", $(col "after-$site" 1) / $(col "before-$site" 1) }")" \
        "$(awk "BEGIN { printf \"%.3f\", $(col "after-$site" 2) / $(col "before-$site" 2) }")"
done
