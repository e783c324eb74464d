#!/usr/bin/env bash
# Issue 18's search targets at 100,000 posts: the index writer's time (release build), then the
# time from typing to the first results and the index bytes one query downloads, in headless
# Chromium (the browser test SearchScaleBrowserTests, with QUIZGEN_SEARCH_BENCH=1 so that it
# prints its measurements). Needs scripts/bootstrap.sh --browser. Run from the repository root.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-bench --product search-bench
./Benchmarks/.build-bench/release/search-bench "${1:-100000}"
swift build --build-tests
QUIZGEN_SEARCH_BENCH=1 swift test --skip-build --filter SearchScaleBrowserTests 2>&1 | grep -E 'search-bench:|passed|failed'
