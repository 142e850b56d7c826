#!/usr/bin/env bash
# Compares the speed of `pgntool lint` with `pgn-extract -r` (validate,
# write nothing) on the same large chess files: the TCEC archive, the
# lichess samples and CorentinGS big.pgn, each repeated to at least 50 MB.
# Prints MB/s (wall and CPU) for each tool and the ratio pgntool/pgn-extract,
# from the best of RUNS alternating runs of each (default 5).
#
# Usage: [RUNS=N] bench/lint-vs-pgn-extract.sh [MIN_MB]   (run from anywhere)
# Needs: go, pgn-extract (.ci/install-peers), gzip, and ../shared/corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
shared=$root/../shared/corpus
out=$root/bench/out
min_mb=${1:-50}
runs=${RUNS:-5}
if ! [[ $runs =~ ^[1-9][0-9]*$ ]]; then
  echo "RUNS must be a positive number, not '$runs'" >&2
  exit 2
fi
mkdir -p "$out"

pgn_extract=$(command -v pgn-extract || true)
[ -z "$pgn_extract" ] && [ -x /usr/games/pgn-extract ] && pgn_extract=/usr/games/pgn-extract
if [ -z "$pgn_extract" ]; then
  echo "pgn-extract not found; run .ci/install-peers" >&2
  exit 1
fi
[ -d "$shared/chess" ] || { echo "corpus not found at $shared" >&2; exit 1; }

go build -o "$out/pgntool" ./cmd/pgntool

# repeat FILE... into OUT until it holds at least min_mb megabytes.
repeat() {
  local dst=$1
  shift
  local once=$out/.once.pgn
  : >"$once"
  for f in "$@"; do
    cat "$f" >>"$once"
    printf '\n\n' >>"$once" # a file may end without a newline
  done
  : >"$dst"
  while [ "$(stat -c %s "$dst")" -lt $((min_mb * 1000000)) ]; do
    cat "$once" >>"$dst"
  done
  rm -f "$once"
}

lichess_gz=$shared/perf/sf-selfplay-lichess-style.pgn.gz
gunzip -c "$lichess_gz" >"$out/sf-selfplay.pgn"
repeat "$out/tcec.pgn" "$shared"/chess/tcecgames/master-archive/*.pgn
repeat "$out/lichess.pgn" "$shared"/chess/shakmaty/pgn-reader/benches/lichess_db_1000k.pgn "$out/sf-selfplay.pgn"
repeat "$out/corentings.pgn" "$shared"/chess/CorentinGS-chess/fixtures/pgns/big.pgn
rm -f "$out/sf-selfplay.pgn"

# measure CMD...: runs CMD once, prints "wall cpu" in seconds.
measure() {
  local TIMEFORMAT='%R %U %S' t
  t=$({ time "$@" >/dev/null 2>&1; } 2>&1 | tail -1) || true
  if ! awk 'NF == 3 {printf "%.3f %.3f\n", $1, $2 + $3; ok = 1} END {exit !ok}' <<<"$t"; then
    echo "could not time: $*" >&2
    exit 1
  fi
}

# The machine may be shared: each tool runs RUNS times, the two
# alternating, and the best wall and CPU times of each count.
printf '%-16s %8s  %-22s %-22s %s\n' file MB "pgntool MB/s wall/cpu" "pgn-extract MB/s w/c" "ratio wall/cpu"
for f in tcec lichess corentings; do
  file=$out/$f.pgn
  mb=$(awk -v b="$(stat -c %s "$file")" 'BEGIN{printf "%.1f", b/1e6}')
  cat "$file" >/dev/null # warm the page cache for both tools alike
  pw=999 pc=999 ew=999 ec=999
  for _ in $(seq "$runs"); do
    read -r w c < <(measure "$out/pgntool" lint "$file")
    pw=$(awk -v a="$pw" -v b="$w" 'BEGIN{print (b < a) ? b : a}')
    pc=$(awk -v a="$pc" -v b="$c" 'BEGIN{print (b < a) ? b : a}')
    read -r w c < <(measure "$pgn_extract" -r -s "$file")
    ew=$(awk -v a="$ew" -v b="$w" 'BEGIN{print (b < a) ? b : a}')
    ec=$(awk -v a="$ec" -v b="$c" 'BEGIN{print (b < a) ? b : a}')
  done
  awk -v f="$f" -v mb="$mb" -v pw="$pw" -v pc="$pc" -v ew="$ew" -v ec="$ec" 'BEGIN{
    printf "%-16s %8.1f  %9.1f / %-10.1f %9.1f / %-10.1f %5.1fx / %.1fx\n",
      f, mb, mb/pw, mb/pc, mb/ew, mb/ec, ew/pw, ec/pc }'
done
