#!/usr/bin/env bash
# Installs the Debian packages quizgen builds against, if any is missing:
# cmark-gfm (Markdown), its GFM extensions, gumbo (HTML5 parser for imported HTML), SQLite (the
# collector's store, through GRDB), mimalloc (the allocator the quizgen binary links), libvips
# (images sized for phones and stripped of their metadata, docs/images.md), pkg-config.
# Pass --browser to also install chromium and chromium-driver for the browser tests, exiftool
# (the tests read the published images' metadata with it), and the Python modules the tests use
# (feedparser, jsonschema, axe-core's axe.min.js).
set -euo pipefail
packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev libgumbo-dev libsqlite3-dev libmimalloc-dev libvips-dev pkg-config)
if [ "${1:-}" = "--browser" ]; then packages+=(chromium chromium-driver libimage-exiftool-perl); fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# feedparser validates the Atom and RSS feeds, jsonschema the published JSON Schemas, and
# check-jsonschema (with the GitHub workflow and GitLab CI schemas it bundles) docs/ci.md's
# recipes in the tests (each test is skipped with a reason without its module). Only when
# bootstrapping for tests.
if [ "${1:-}" = "--browser" ] && command -v python3 >/dev/null 2>&1; then
  for entry in feedparser:feedparser jsonschema:jsonschema check_jsonschema:check-jsonschema; do
    module=${entry%%:*} package=${entry#*:}
    python3 -c "import $module" 2>/dev/null && continue
    echo "bootstrap: installing $package for python3" >&2
    python3 -m pip install --quiet --disable-pip-version-check "$package" >/dev/null 2>&1 \
      || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages "$package" >/dev/null 2>&1 \
      || echo "bootstrap: could not install $package; its test will be skipped" >&2
  done
  # axe-core for the accessibility tests: the axe.min.js that axe-playwright-python ships, without
  # Playwright (its browser download cannot work here); the tests inject it through WebDriver.
  if ! python3 -c "import importlib.util as u, sys; sys.exit(0 if u.find_spec('axe_playwright_python') else 1)" 2>/dev/null; then
    echo "bootstrap: installing axe-core (axe-playwright-python, --no-deps) for python3" >&2
    python3 -m pip install --quiet --disable-pip-version-check --no-deps axe-playwright-python >/dev/null 2>&1 \
      || python3 -m pip install --quiet --disable-pip-version-check --no-deps --break-system-packages axe-playwright-python >/dev/null 2>&1 \
      || echo "bootstrap: could not install axe-core; the accessibility tests will be skipped" >&2
  fi
fi
