#!/usr/bin/env bash
# Builds the example site in Content/ into Site/ with a release build of quizgen.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
swift build -c release --product quizgen
.build/release/quizgen build "$@"
