#!/usr/bin/env bash
# Compares the speed of `pgntool lint` on a large file with its speed on
# the same file compressed, from the same text: zstd (as lichess ships its
# databases), and gzip, bzip2 and xz for reference. Prints MB/s of the
# uncompressed text (wall and CPU) for each form, and the share of the
# plain speed, from the best of RUNS interleaved runs of each (default 5).
# The issue's target: .pgn.zst at least 80 % of .pgn.
#
# Usage: [RUNS=N] [JOBS=N] bench/compressed.sh [MIN_MB]   (run from anywhere)
# Needs: go, zstd, gzip, bzip2, xz, and ../shared/corpus (the lichess-style
# self-play corpus and the lichess sample).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
shared=$root/../shared/corpus
out=$root/bench/out
min_mb=${1:-50}
runs=${RUNS:-5}
jobs=${JOBS:-}
if ! [[ $runs =~ ^[1-9][0-9]*$ ]]; then
  echo "RUNS must be a positive number, not '$runs'" >&2
  exit 2
fi
for tool in zstd gzip bzip2 xz; do
  command -v "$tool" >/dev/null || { echo "$tool not found" >&2; exit 1; }
done
[ -d "$shared/perf" ] || { echo "corpus not found at $shared" >&2; exit 1; }
mkdir -p "$out"
go build -o "$out/pgntool" ./cmd/pgntool

# The lichess-style corpus, repeated to at least MIN_MB megabytes.
plain=$out/compressed-bench.pgn
gunzip -c "$shared/perf/sf-selfplay-lichess-style.pgn.gz" >"$out/.once.pgn"
cat "$shared"/chess/shakmaty/pgn-reader/benches/lichess_db_1000k.pgn >>"$out/.once.pgn" 2>/dev/null || true
: >"$plain"
while [ "$(stat -c %s "$plain")" -lt $((min_mb * 1000000)) ]; do
  cat "$out/.once.pgn" >>"$plain"
done
rm -f "$out/.once.pgn"
# zstd -19 as lichess's files; the others at their defaults.
[ "$plain.zst" -nt "$plain" ] || zstd -q -f -19 -T0 "$plain" -o "$plain.zst"
[ "$plain.gz" -nt "$plain" ] || gzip -c "$plain" >"$plain.gz"
[ "$plain.bz2" -nt "$plain" ] || bzip2 -c "$plain" >"$plain.bz2"
[ "$plain.xz" -nt "$plain" ] || xz -T0 -c "$plain" >"$plain.xz"

# measure CMD...: runs CMD once, prints "wall cpu" in seconds.
measure() {
  local TIMEFORMAT='%R %U %S' t
  t=$({ time "$@" >/dev/null 2>&1; } 2>&1 | tail -1) || true
  if ! awk 'NF == 3 {printf "%.3f %.3f\n", $1, $2 + $3; ok = 1} END {exit !ok}' <<<"$t"; then
    echo "could not time: $*" >&2
    exit 1
  fi
}

flags=()
[ -n "$jobs" ] && flags=(--jobs "$jobs")
forms=(pgn zst gz bz2 xz)
# file FORM: the bench file in that form.
file() { if [ "$1" = pgn ]; then echo "$plain"; else echo "$plain.$1"; fi; }
declare -A wall cpu
for f in "${forms[@]}"; do wall[$f]=999999; cpu[$f]=999999; done
cat "$plain"* >/dev/null # warm the page cache alike
# The machine may be shared: the forms run in turn, RUNS rounds, and the
# best wall and CPU times of each count. bzip2 and xz are slow; they run
# in the first round only.
for i in $(seq "$runs"); do
  for f in "${forms[@]}"; do
    if [ "$i" -gt 1 ] && { [ "$f" = bz2 ] || [ "$f" = xz ]; }; then
      continue
    fi
    read -r w c < <(measure "$out/pgntool" lint "${flags[@]}" "$(file "$f")")
    wall[$f]=$(awk -v a="${wall[$f]}" -v b="$w" 'BEGIN{print (b < a) ? b : a}')
    cpu[$f]=$(awk -v a="${cpu[$f]}" -v b="$c" 'BEGIN{print (b < a) ? b : a}')
  done
done
mb=$(awk -v b="$(stat -c %s "$plain")" 'BEGIN{printf "%.1f", b/1e6}')
printf 'lint %s, %s MB of text, best of %s runs (bz2, xz: 1)\n' "${flags[*]:-(default jobs)}" "$mb" "$runs"
printf '%-6s %10s  %-20s %s\n' form "size MB" "MB/s wall / CPU" "share of plain wall / CPU"
for f in "${forms[@]}"; do
  size=$(awk -v b="$(stat -c %s "$(file "$f")")" 'BEGIN{printf "%.1f", b/1e6}')
  awk -v name=".$f" -v size="$size" -v mb="$mb" -v w="${wall[$f]}" -v c="${cpu[$f]}" -v pw="${wall[pgn]}" -v pc="${cpu[pgn]}" \
    'BEGIN{printf "%-6s %10s  %6.0f / %-10.0f %5.0f %% / %.0f %%\n", name, size, mb/w, mb/c, 100*pw/w, 100*pc/c}'
done
