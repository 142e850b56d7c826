#!/usr/bin/env bash
# Gathers the profile that `go build` optimises pgntool with:
# cmd/pgntool/default.pgo (Go's profile-guided optimisation; `go build`,
# `go install` and `go test` use it for the command on their own). It runs
# a build without it on the workloads users run at scale, each run writing
# a CPU profile (PGNTOOL_CPUPROFILE), and merges the profiles:
#
#   lint (one and two jobs, and a .zst input), export (one and two jobs),
#   convert --to json and --to parquet, and stats, on the four bench
#   inputs (50 MB each, built by bench/inputs.sh from the corpus); lint,
#   export and convert --to json of the xiangqi and C'escacs corpus.
#
# Run it again when the hot code has changed much: an old profile still
# helps and never breaks the build, but helps less. docs/performance.md
# ("Round 12") gives what the profile gains and how it was measured.
#
# Usage: bench/pgo.sh   (from anywhere; about two minutes)
#   CORPUS     the corpus (default ../shared/corpus)
#   MIN_BYTES  the size of each bench input (default 50000000)
#   OUT        the profile (default cmd/pgntool/default.pgo)
# Needs: go, zstd (for bench/inputs.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
corpus=${CORPUS:-$root/../shared/corpus}
out=${OUT:-$root/cmd/pgntool/default.pgo}
work=$root/bench/out/pgo
[ -d "$corpus/chess" ] || { echo "pgo.sh: no corpus at $corpus" >&2; exit 1; }
rm -rf "$work/prof"
mkdir -p "$work/prof" "$work/inputs"
MIN_BYTES=${MIN_BYTES:-50000000} bench/inputs.sh "$corpus" "$work/inputs"
# Without the profile, so that the profile is not of code it shaped.
go build -pgo=off -o "$work/pgntool" ./cmd/pgntool

n=0
# prof ARGS...: one run of pgntool under the profiler. Exit 1 (faults in
# the games) is expected of lint on some inputs; 2 is not.
prof() {
  n=$((n + 1))
  local code=0
  PGNTOOL_CPUPROFILE="$work/prof/$n.prof" "$work/pgntool" "$@" > /dev/null 2> "$work/stderr" || code=$?
  if [ "$code" -gt 1 ]; then
    echo "pgo.sh: pgntool $* exited $code:" >&2
    head -5 "$work/stderr" >&2
    exit 1
  fi
}
for f in lichess twic big tcec; do
  in=$work/inputs/$f.pgn
  prof lint --quiet --jobs 1 "$in"
  prof lint --quiet --jobs 2 "$in"
  prof lint --quiet --jobs 1 "$in.zst"
  prof export --quiet --jobs 1 "$in"
  prof export --quiet --jobs 2 "$in"
  prof convert --to json --quiet --jobs 1 "$in"
  prof convert --to parquet --quiet --jobs 1 -o "$work/games.parquet" "$in"
  prof stats --quiet "$in"
done
for game in xiangqi cescacs; do
  prof lint --quiet --jobs 1 "$corpus/$game"
  prof export --quiet --jobs 1 "$corpus/$game"
  prof convert --to json --quiet --jobs 1 "$corpus/$game"
done
go tool pprof -proto "$work"/prof/*.prof > "$out.tmp"
mv "$out.tmp" "$out"
rm -f "$work/games.parquet" "$work/stderr"
echo "pgo.sh: $out from $n runs ($(wc -c < "$out") bytes)" >&2
