#!/usr/bin/env bash
# Builds the example site in Content/ into Site/ with a release build of quizgen.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
# The commit `quizgen --version` names (see scripts/source-commit.sh).
QUIZGEN_COMMIT=$(scripts/source-commit.sh)
export QUIZGEN_COMMIT
# The Swift runtime and Foundation linked into the binary: no dynamic loading of them at every
# start, which a one-page rebuild of a large site would otherwise pay (about 4 ms of 60).
swift build -c release --product quizgen --static-swift-stdlib
.build/release/quizgen build "$@"
