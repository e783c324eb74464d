#!/usr/bin/env bash
# Prints the commit this source tree is (abbreviated to 7 hex digits, `-dirty` when tracked files
# have changed), for `quizgen --version`: the scripts that build quizgen export it as
# QUIZGEN_COMMIT, which Package.swift hands to the CQuizgenBuildInfo target.
# In order: QUIZGEN_COMMIT if already set; git, when this folder is the top of a work tree; the
# commit that `git archive` wrote into scripts/source-commit.txt (export-subst in
# .gitattributes), for a source tarball without git; otherwise nothing (and --version says
# "commit unknown").
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd -P)
if [ -n "${QUIZGEN_COMMIT:-}" ]; then
  echo "$QUIZGEN_COMMIT"
  exit 0
fi
if command -v git >/dev/null 2>&1 \
  && top=$(git -C "$root" rev-parse --show-toplevel 2>/dev/null) \
  && [ "$(cd "$top" && pwd -P)" = "$root" ]; then
  commit=$(git -C "$root" rev-parse --short=7 HEAD)
  if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
    commit="$commit-dirty"
  fi
  echo "$commit"
  exit 0
fi
archived=$(cat "$root/scripts/source-commit.txt" 2>/dev/null || true)
case "$archived" in
  [0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]*) echo "${archived:0:7}" ;;
  *) ;;
esac
