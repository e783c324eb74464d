#!/usr/bin/env bash
# Runs the whole test suite (unit, end-to-end, CLI and browser tests), built with the PostgreSQL
# trait, against a throwaway PostgreSQL server on loopback (its tests skip, saying why, when
# none can be started). QUIZGEN_TEST_NO_POSTGRES=1 skips starting one.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh --browser
# The code is kept formatted by .swift-format (docs/architecture.md).
scripts/format.sh --check
pg_tmp=""
stop_postgres() {
  if [ -n "$pg_tmp" ]; then
    runuser -u postgres -- "$pg_bin/pg_ctl" -D "$pg_tmp/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$pg_tmp"
  fi
}
trap stop_postgres EXIT
if [ "${QUIZGEN_TEST_NO_POSTGRES:-0}" != 1 ] && [ "$(id -u)" = 0 ]; then
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null 2>&1 \
      || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null; } || true
  fi
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [ -n "$pg_bin" ] && id postgres >/dev/null 2>&1; then
    pg_tmp=$(mktemp -d)
    chown postgres "$pg_tmp"
    pg_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    if runuser -u postgres -- "$pg_bin/initdb" -D "$pg_tmp/data" -A trust -U postgres >/dev/null \
      && runuser -u postgres -- "$pg_bin/pg_ctl" -D "$pg_tmp/data" -l "$pg_tmp/log" -w \
        -o "-p $pg_port -k $pg_tmp -c listen_addresses=127.0.0.1" start >/dev/null; then
      export QUIZGEN_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
      echo "test: PostgreSQL on 127.0.0.1:$pg_port" >&2
    else
      echo "test: could not start PostgreSQL; its tests will be skipped" >&2
    fi
  fi
fi
# The commit for `quizgen --version`, which the CLI test checks against this variable.
QUIZGEN_COMMIT=$(scripts/source-commit.sh)
export QUIZGEN_COMMIT
# Every module's imports must be declared in Package.swift (docs/architecture.md).
swift build --build-tests --traits PostgreSQL --explicit-target-dependency-import-check error
swift test --skip-build --traits PostgreSQL "$@"
