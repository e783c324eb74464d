#!/usr/bin/env bash
# Formats every hand-written Swift file with the repository's .swift-format (4 spaces,
# 100 columns). `scripts/format.sh --check` changes nothing and fails, naming the files, when
# any file is not formatted; scripts/test.sh runs it so CI refuses unformatted code.
set -euo pipefail
cd "$(dirname "$0")/.."
files() {
  git ls-files -z --cached --others --exclude-standard -- '*.swift'
}
if [ "${1:-}" = "--check" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  files | xargs -0 cp --parents -t "$tmp"
  cp .swift-format "$tmp/"
  (cd "$tmp" && find . -name '*.swift' -print0 | xargs -0 -n 100 -P 2 swift format --in-place --configuration .swift-format)
  unformatted=$(cd "$tmp" && find . -name '*.swift' -printf '%P\n' | sort | while read -r f; do cmp -s "$f" "$OLDPWD/$f" || echo "$f"; done)
  if [ -n "$unformatted" ]; then
    echo "format: these files are not formatted by .swift-format; run scripts/format.sh:" >&2
    echo "$unformatted" | sed 's/^/  /' >&2
    exit 1
  fi
  exit 0
fi
files | xargs -0 -n 100 -P 2 swift format --in-place --configuration .swift-format
