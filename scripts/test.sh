#!/usr/bin/env bash
# Runs the whole test suite (unit, end-to-end, CLI and browser tests).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh --browser
swift build --build-tests
swift test --skip-build "$@"
