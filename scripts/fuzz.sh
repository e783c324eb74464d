#!/usr/bin/env bash
# Builds the libFuzzer harness (Fuzz/, a package of its own: the normal build and CI never
# compile it) and runs one target, or every target in turn, for a fixed time each, starting
# from the committed seed corpus Fuzz/Corpus/<target>/ with the tokens of its format
# (Fuzz/Dictionaries/). What a run adds to the corpus stays in Fuzz/.build-fuzz/runs/<target>/
# corpus, where a later run goes on from it; a crash, a trap or an input slower than 10 s is
# written there as crash-*, timeout-* or oom-* and the run's log names it.
#
#   scripts/fuzz.sh                 # every target, 60 s each
#   scripts/fuzz.sh gift 300        # one target, 300 s
#   scripts/fuzz.sh all 120         # every target, 120 s each
#   scripts/fuzz.sh list            # the targets
#
# Exit status 1 when a target crashed or hung. Needs the main package's system libraries
# (scripts/bootstrap.sh); the first build compiles everything with coverage instrumentation
# (about 7 minutes on two busy cores), later ones take seconds.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
target=${1:-all}
seconds=${2:-60}
all=$(ls Corpus)
if [ "$target" = list ]; then echo "$all"; exit 0; fi
if [ "$target" = all ]; then targets=$all; else targets=$target; fi
for name in $targets; do
    [ -d "Corpus/$name" ] || { echo "fuzz: no target '$name'; one of: $(echo $all)" >&2; exit 64; }
done
# SwiftPM renames an executable's main and gold cannot link libFuzzer's beside it: lld can.
mkdir -p .build-fuzz
swift build --scratch-path .build-fuzz --product quizgen-fuzz -Xswiftc -sanitize=fuzzer \
    -Xlinker -fuse-ld=lld >.build-fuzz/build.log 2>&1 || { tail -30 .build-fuzz/build.log >&2; exit 1; }
fuzzer=$PWD/.build-fuzz/debug/quizgen-fuzz
# The tokens of each target's format (Dictionaries/), which mutations insert.
dictionary() {
    case $1 in
        moodle-xml | qti12 | qti21) echo xml ;;
        gift) echo gift ;;
        config | exam | i18n | yaml) echo yaml ;;
        bank-md | front-matter | markdown) echo markdown ;;
        bank-json | json | feed | mastodon | twitter | submission-json) echo json ;;
        *) echo text ;;
    esac
}
failed=0
for name in $targets; do
    work=.build-fuzz/runs/$name
    mkdir -p "$work/corpus"
    # Swift's backtracer would take the crash signal from libFuzzer, which then saves no input;
    # replay the saved input with it on (Fuzz/README.md) for the file and line.
    if (cd "$work" && SWIFT_BACKTRACE=enable=no QUIZGEN_FUZZ_TARGET=$name "$fuzzer" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=4096 -max_len=16384 -artifact_prefix="$PWD/" -print_final_stats=1 \
        -dict="../../../Dictionaries/$(dictionary "$name").dict" \
        corpus "../../../Corpus/$name" >log 2>&1); then
        runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/log" | grep -o '[0-9]*$' || true)
        echo "$name: no crash in $seconds s (${runs:-?} inputs; corpus $(ls "$work/corpus" | wc -l) files)"
    else
        echo "$name: CRASH or hang, see Fuzz/$work/log and $(ls "$work" | grep -E '^(crash|timeout|oom|slow-unit)-' | sed "s|^|Fuzz/$work/|" | tr '\n' ' ')"
        failed=1
    fi
done
exit "$failed"
