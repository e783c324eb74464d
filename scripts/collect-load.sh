#!/usr/bin/env bash
# Load test of `quizgen collect` (release build) with its default settings: a scratch site with
# one exam, collectors on free loopback ports, then Benchmarks/collect-load.py (2,000 students,
# all at once by default, all from one address as behind a school's NAT; a start refused with
# 429 waits for its Retry-After as the exam page does). See Benchmarks/README.md.
#
#   scripts/collect-load.sh [STUDENTS] [CONCURRENCY]              one collector, SQLite
#   scripts/collect-load.sh --postgres [STUDENTS] [CONCURRENCY]   two collectors, one PostgreSQL
#
# --postgres installs Debian's postgresql when missing and starts a throwaway cluster on
# loopback as the postgres user (needs root), as scripts/test.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
postgres=0
if [ "${1:-}" = "--postgres" ]; then postgres=1; shift; fi
students=${1:-2000}
concurrency=${2:-$students}
# Every student at once is a connection each, on both sides: as many descriptors as allowed.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
swift build -c release --scratch-path .build-perf --product quizgen --traits PostgreSQL >/dev/null
quizgen=$PWD/.build-perf/release/quizgen
work=$(mktemp -d)
pids=()
pg_bin=""
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  if [ -n "$pg_bin" ]; then runuser -u postgres -- "$pg_bin/pg_ctl" -D "$work/pg/data" -m fast -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/site/Content/banks" "$work/site/Content/exams"
printf 'title: Load\nbase_url: https://quiz.example.org/\n' > "$work/site/quizgen.yaml"
cat > "$work/site/Content/banks/rivers.md" <<'MD'
---
category: Rivers
---
## The Rhine rises in the Alps. {#rhine-source}
- [x] True
- [ ] False

## Capital of Austria? {#capital-at type=short}
- Vienna

## Longest river? {#longest}
- [ ] Rhine
- [x] Danube
MD
printf 'title: Load\ncode: LOAD-1\ntime_limit: 30m\nquestions: [rhine-source, capital-at, longest]\n' > "$work/site/Content/exams/load.yaml"
database=()
collectors=1
if [ "$postgres" = 1 ]; then
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  chmod 755 "$work"
  mkdir -p "$work/pg" && chown postgres "$work/pg"
  pg_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  runuser -u postgres -- "$pg_bin/initdb" -D "$work/pg/data" -A trust -U postgres >/dev/null
  runuser -u postgres -- "$pg_bin/pg_ctl" -D "$work/pg/data" -l "$work/pg/log" -w \
    -o "-p $pg_port -k $work/pg -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
  database=(--database "postgres://postgres@127.0.0.1:$pg_port/postgres")
  collectors=2
fi
export QUIZGEN_COLLECT_SECRET=$(python3 -c 'import secrets; print(secrets.token_hex(32))')
ports=""
for n in $(seq "$collectors"); do
  "$quizgen" collect --root "$work/site" --port 0 --quiet "${database[@]}" > "$work/out$n" 2>"$work/err$n" &
  pids+=($!)
  for _ in $(seq 200); do grep -q 'http://' "$work/out$n" 2>/dev/null && break; sleep 0.1; done
  port=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/out$n")
  [ -n "$port" ] || { cat "$work/err$n"; exit 1; }
  ports="${ports:+$ports,}$port"
done
python3 Benchmarks/collect-load.py "$ports" "$students" "$concurrency"
if [ "$postgres" = 1 ]; then
  echo "stored: $(psql -h 127.0.0.1 -p "$pg_port" -U postgres -Atc 'select count(*) from submissions')"
else
  echo "stored: $(sqlite3 "$work/site/.quizgen/collect.sqlite" 'select count(*) from submissions' 2>/dev/null || echo '?')"
fi
