#!/bin/sh
# Builds the four ~100 MB bench inputs of bench/run.sh from the corpus, by
# repetition, and a zstd-compressed copy of each (FILE.pgn.zst, for the
# compressed-input row):
#
#   lichess.pgn  lichess-style self-play games (clock comments)
#   twic.pgn     two TWIC issues (many tags, few comments)
#   big.pgn      CorentinGS big.pgn (lichess analysis: evaluations, variations)
#   tcec.pgn     the TCEC master archive (engine games, long comments)
#
# usage: bench/inputs.sh [CORPUS_DIR [OUT_DIR]]
#   CORPUS_DIR  default: ../shared/corpus beside the repository
#   OUT_DIR     default: bench/out/inputs
# An input that exists is kept; FORCE=1 builds every one again. MIN_BYTES
# (default 100000000) is the size each input reaches at least; ZSTD_LEVEL
# (default 9) the compression level of the .zst copies.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
C=${1:-$root/../shared/corpus}
O=${2:-$root/bench/out/inputs}
min=${MIN_BYTES:-100000000}
level=${ZSTD_LEVEL:-9}
force=${FORCE:-0}
[ -d "$C/chess" ] || { echo "inputs.sh: no corpus at $C" >&2; exit 1; }
command -v zstd >/dev/null || { echo "inputs.sh: zstd not found" >&2; exit 1; }
mkdir -p "$O"

# rep OUT FILE...: concatenates the FILEs (each followed by a blank line)
# until OUT holds at least $min bytes.
rep() {
  out=$1; shift
  if [ -s "$out" ] && [ "$force" != 1 ]; then
    return
  fi
  : > "$out.tmp"
  while [ "$(stat -c %s "$out.tmp")" -lt "$min" ]; do
    for f in "$@"; do
      case $f in *.gz) gzip -dc "$f" ;; *) cat "$f" ;; esac
      printf '\n\n'
    done >> "$out.tmp"
  done
  mv "$out.tmp" "$out"
  rm -f "$out.zst"
}

rep "$O/lichess.pgn" "$C/perf/sf-selfplay-lichess-style.pgn.gz"
rep "$O/twic.pgn" "$C/chess/shakmaty/pgn-reader/benches/twic1599_1000k.pgn" "$C/chess/notnil-chess/assets/twic0920.pgn"
rep "$O/big.pgn" "$C/chess/CorentinGS-chess/fixtures/pgns/big.pgn"
rep "$O/tcec.pgn" "$C"/chess/tcecgames/master-archive/*.pgn

# Lichess ships its monthly databases at level 19, which took over ten
# minutes for one input on the shared bench machine; decompression, which
# the .zst row measures, runs at about the same speed whatever the level.
for f in lichess twic big tcec; do
  if [ ! -s "$O/$f.pgn.zst" ] || [ "$force" = 1 ]; then
    zstd -q -f "-$level" -T0 "$O/$f.pgn" -o "$O/$f.pgn.zst.tmp"
    mv "$O/$f.pgn.zst.tmp" "$O/$f.pgn.zst"
  fi
done
ls -l "$O"
