#!/usr/bin/env bash
# Builds the libFuzzer harness and runs every target (or those named) for a fixed time each,
# starting from the committed seed corpus; the corpus each run grows is kept in a scratch folder.
#
#   Fuzz/run.sh                      # every target, 60 s each
#   Fuzz/run.sh 300 gift moodle-xml  # 300 s each, two targets
#
# Exit status 1 when a target crashed or hung (its log names the input and the trap).
# Run from anywhere; needs the main package's system libraries (scripts/bootstrap.sh).
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(bank-md front-matter yaml json markdown gift aiken moodle-xml text2qti qti)
fi
# SwiftPM renames an executable's main and gold cannot link libFuzzer's beside it: lld can.
swift build --scratch-path .build-fuzz --product quizgen-fuzz -Xswiftc -sanitize=fuzzer -Xlinker -fuse-ld=lld
fuzzer="$PWD/.build-fuzz/debug/quizgen-fuzz"
failed=0
for target in "${targets[@]}"; do
  work=".build-fuzz/runs/$target"
  mkdir -p "$work/corpus"
  if (cd "$work" && QUIZGEN_FUZZ_TARGET="$target" "$fuzzer" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=4096 corpus "../../../Corpus/$target" >log 2>&1); then
    echo "$target: no crash in ${seconds} s ($(grep -o 'Done [0-9]* runs' "$work/log" || true))"
  else
    echo "$target: CRASH or hang, see Fuzz/$work/log (the input is the last one written there or in /tmp/quizgen-fuzz-*)"
    failed=1
  fi
done
exit "$failed"
