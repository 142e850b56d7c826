#!/usr/bin/env bash
# The speed harness of issue 16: builds the bench inputs (bench/inputs.sh),
# chess-library's two drivers (g++, from ../shared/bench/chess-library;
# nothing of it is committed) and pgntool, then runs every tool on every
# input in one interleaved run (bench/cmd/benchrun) and writes a markdown
# table: MB/s, CPU seconds, peak RSS, and each row's CPU beside
# chess-library's and pgn-extract's.
#
# Usage: [ROUNDS=5] [ONLY=TEXT] bench/run.sh [OUT.md]   (run from anywhere)
#   OUT.md   default bench/out/bench.md (also printed on standard output)
#   ROUNDS   rounds of the interleaved run; each figure is a median
#   ONLY     run only the rows whose name contains TEXT (e.g. "lint")
#   INPUTS   directory of the inputs (default bench/out/inputs, built if absent)
#   CORPUS   the corpus inputs.sh reads (default ../shared/corpus)
#   CL_SRC   chess-library's source (default ../shared/bench/chess-library)
# Needs: go, g++, zstd, /usr/bin/time; pgn-extract is installed with
# apt-get when absent and possible, else its rows are left out.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=$root/bench/out
report=${1:-$out/bench.md}
rounds=${ROUNDS:-5}
inputs=${INPUTS:-$out/inputs}
corpus=${CORPUS:-$root/../shared/corpus}
cl_src=${CL_SRC:-$root/../shared/bench/chess-library}
mkdir -p "$out"
for tool in go g++ zstd /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "run.sh: $tool not found" >&2; exit 1; }
done

# The inputs.
names=(lichess twic big tcec)
for n in "${names[@]}"; do
  if [ ! -s "$inputs/$n.pgn" ] || [ ! -s "$inputs/$n.pgn.zst" ]; then
    bench/inputs.sh "$corpus" "$inputs"
    break
  fi
done

# chess-library's drivers, as its README builds them.
for d in cl_lint cl_syntax; do
  if [ ! -x "$out/$d" ] || [ "$cl_src/$d.cpp" -nt "$out/$d" ] || [ "$cl_src/chess.hpp" -nt "$out/$d" ]; then
    echo "run.sh: building $d" >&2
    g++ -O3 -march=native -std=c++17 -DNDEBUG -I"$cl_src" "$cl_src/$d.cpp" -o "$out/$d"
  fi
done

# pgn-extract, from Debian.
pgn_extract=$(command -v pgn-extract || true)
[ -z "$pgn_extract" ] && [ -x /usr/games/pgn-extract ] && pgn_extract=/usr/games/pgn-extract
if [ -z "$pgn_extract" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get install -y -q pgn-extract >&2 || true
  [ -x /usr/games/pgn-extract ] && pgn_extract=/usr/games/pgn-extract
fi
[ -z "$pgn_extract" ] && echo "run.sh: pgn-extract not found; its rows are left out" >&2

# pgntool as a user builds it.
go build -o "$out/pgntool" ./cmd/pgntool
go build -o "$out/benchrun" ./bench/cmd/benchrun

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
dirty=$(git status --porcelain --untracked-files=no 2>/dev/null | head -1)
[ -n "$dirty" ] && commit="$commit (with uncommitted changes)"
"$out/benchrun" -inputs "$inputs" -rounds "$rounds" -pgntool "$out/pgntool" \
  -cl-lint "$out/cl_lint" -cl-syntax "$out/cl_syntax" -pgn-extract "$pgn_extract" \
  -work "$out/work" -o "$report" -only "${ONLY:-}" \
  -command "ROUNDS=$rounds bench/run.sh at pgntool $commit"
