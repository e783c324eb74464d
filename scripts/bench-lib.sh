# Sourced by scripts/bench.sh and scripts/bench-compare.sh: timing a command and taking medians.
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
