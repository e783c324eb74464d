#!/usr/bin/env bash
# Load test of `quizgen collect` (release build, SQLite): a scratch site with one exam, a
# collector on a free loopback port, then Benchmarks/collect-load.py (2,000 students, 500 at
# once by default). See Benchmarks/README.md.
#
#   scripts/collect-load.sh [STUDENTS] [CONCURRENCY]
set -euo pipefail
cd "$(dirname "$0")/.."
students=${1:-2000}
concurrency=${2:-500}
swift build -c release --scratch-path .build-perf --product quizgen >/dev/null
quizgen=$PWD/.build-perf/release/quizgen
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
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
"$quizgen" collect --root "$work/site" --port 0 --quiet --attempts-per-minute 1000000 > "$work/out" 2>"$work/err" &
pid=$!
for _ in $(seq 100); do grep -q 'http://' "$work/out" 2>/dev/null && break; sleep 0.1; done
port=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/out")
[ -n "$port" ] || { cat "$work/err"; exit 1; }
ulimit -n 4096 2>/dev/null || true
python3 Benchmarks/collect-load.py "$port" "$students" "$concurrency"
echo "stored: $(sqlite3 "$work/site/.quizgen/collect.sqlite" 'select count(*) from submissions' 2>/dev/null || echo '?')"
