#!/usr/bin/env bash
# Load test of `quizgen collect` (release build) with its default settings: a scratch site with
# one exam, collectors on free loopback ports, then Benchmarks/collect-load.py (2,000 students,
# all at once by default, all from one address as behind a school's NAT; a start refused with
# 429 waits for its Retry-After as the exam page does). See Benchmarks/README.md.
#
#   scripts/collect-load.sh [STUDENTS] [CONCURRENCY]              one collector, SQLite
#   scripts/collect-load.sh --postgres [STUDENTS] [CONCURRENCY]   two collectors, one PostgreSQL
#   scripts/collect-load.sh --kill [--postgres] [STUDENTS] ...     the same, through a SIGKILL
#
# --kill: once a third of the students have handed in, the (first) collector is killed with
# SIGKILL and started again on the same port; the client sends again what failed on the
# connection, as the exam page does, and afterwards every acknowledged hand-in must be there.
#
# --postgres installs Debian's postgresql when missing and starts a throwaway cluster on
# loopback as the postgres user (needs root), as scripts/test.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
postgres=0
kill=0
if [ "${1:-}" = "--kill" ]; then kill=1; shift; fi
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
# Starts collector n on `port` (0: a free one) and waits until it listens.
start_collector() {
  local n=$1 port=$2
  : > "$work/out$n"
  "$quizgen" collect --root "$work/site" --port "$port" --quiet "${database[@]}" > "$work/out$n" 2>"$work/err$n" &
  pids[$n]=$!
  for _ in $(seq 200); do grep -q 'http://' "$work/out$n" 2>/dev/null && break; sleep 0.1; done
  grep -q 'http://' "$work/out$n" || { cat "$work/err$n"; exit 1; }
}
for n in $(seq "$collectors"); do
  start_collector "$n" 0
  port=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/out$n")
  ports="${ports:+$ports,}$port"
done
if [ "$kill" = 1 ]; then
  mark="$work/third-handed-in"
  python3 Benchmarks/collect-load.py "$ports" "$students" "$concurrency" LOAD-1 "$((students / 3)):$mark" &
  client=$!
  while [ ! -e "$mark" ] && kill -0 "$client" 2>/dev/null; do sleep 0.05; done
  if [ -e "$mark" ]; then
    first_port=${ports%%,*}
    kill -KILL "${pids[1]}"; wait "${pids[1]}" 2>/dev/null || true
    echo "collector 1 killed with SIGKILL after $((students / 3)) hand-ins; starting it again on port $first_port"
    start_collector 1 "$first_port"
  fi
  wait "$client"
else
  python3 Benchmarks/collect-load.py "$ports" "$students" "$concurrency"
fi
if [ "$postgres" = 1 ]; then
  echo "stored: $(psql -h 127.0.0.1 -p "$pg_port" -U postgres -Atc 'select count(*) from submissions')"
else
  echo "stored: $(sqlite3 "$work/site/.quizgen/collect.sqlite" 'select count(*) from submissions' 2>/dev/null || echo '?')"
fi
