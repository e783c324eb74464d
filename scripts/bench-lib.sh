# Sourced by scripts/bench.sh, bench-compare.sh and bench-rebuild.sh: timing a command, taking
# medians, the generated corpus.
# Both expect $out, the run's scratch folder.

# measure NAME COMMAND...: appends "wall cpu maxrss_kib" to $out/NAME. The wall time is taken
# around the command to the microsecond (GNU time's %e has 10 ms steps, too coarse for rebuilds
# of tens of milliseconds); it includes starting /usr/bin/time itself, about a millisecond.
measure() {
    local name=$1; shift
    local start=$EPOCHREALTIME
    /usr/bin/time -f "%U %S %M" -o "$out/time" "$@" >/dev/null 2>"$out/err" || { cat "$out/err"; exit 1; }
    local end=$EPOCHREALTIME
    awk -v s="$start" -v e="$end" '{ printf "%.4f %.3f %d\n", e - s, $1 + $2, $3 }' "$out/time" >>"$out/$name"
}

# The median of the numbers on standard input, one a line.
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# col NAME N: the median of column N of $out/NAME.
col() { awk -v c="$2" '{ print $c }' "$out/$1" | median; }

# need_time: installs GNU time (apt) when it is missing.
need_time() {
    [ -x /usr/bin/time ] || { if [ "$(id -u)" = 0 ]; then apt-get install -y time; else sudo apt-get install -y time; fi; }
}

# corpus PAGES: the folder of scripts/bench.sh's generated corpus of PAGES pages (corpus-gen,
# compiled on first use), generated once into $work.
corpus() {
    mkdir -p Benchmarks/.build-bench
    [ -x Benchmarks/.build-bench/corpus-gen ] || swiftc -O Benchmarks/Sources/corpus-gen/*.swift -o Benchmarks/.build-bench/corpus-gen
    local dir=$work/corpus-$1
    if [ ! -f "$dir/.complete" ]; then
        rm -rf "$dir"
        Benchmarks/.build-bench/corpus-gen "$1" "$dir" >/dev/null
        touch "$dir/.complete"
    fi
    echo "$dir"
}
