#!/usr/bin/env bash
# Two jobs against one, by CPU accounting (issue 16): runs lint and export
# at --jobs 1 and --jobs 2 on the bench inputs, interleaved (each round runs
# every command on every input once, in turn), and prints for each input
# and command the median CPU milliseconds of each and 2 x CPU1 / CPU2 from
# the medians and from the fastest runs (the nearest to a quiet machine:
# a busy neighbour inflates a run that keeps both cores busy the more).
#
# Usage: [ROUNDS=9] [PGNTOOL=bench/out/pgntool] [INPUTS=bench/out/inputs] bench/jobs.sh
# Needs perf (linux-perf) for task-clock; bench/run.sh builds the inputs
# and the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${ROUNDS:-9}
bin=${PGNTOOL:-bench/out/pgntool}
inputs=${INPUTS:-bench/out/inputs}
command -v perf >/dev/null || { echo "jobs.sh: perf not found (apt-get install linux-perf)" >&2; exit 1; }
[ -x "$bin" ] || { echo "jobs.sh: $bin not found (bench/run.sh builds it)" >&2; exit 1; }
raw=$(mktemp)
trap 'rm -f "$raw"' EXIT
for ((r = 1; r <= rounds; r++)); do
  for f in lichess twic big tcec; do
    [ -s "$inputs/$f.pgn" ] || { echo "jobs.sh: $inputs/$f.pgn not found (bench/inputs.sh)" >&2; exit 1; }
    for c in lint export; do
      for j in 1 2; do
        # lint exits 1 on an input with faults (CorentinGS): not a failure here.
        ms=$({ perf stat -x, -e task-clock "$bin" "$c" --quiet --jobs "$j" "$inputs/$f.pgn" 2>&1 >/dev/null || true; } | grep task-clock | cut -d, -f1)
        [ -n "$ms" ] || { echo "jobs.sh: no task-clock from perf for $c --jobs $j $f" >&2; exit 1; }
        echo "$f $c $j $ms" >> "$raw"
      done
    done
  done
  echo "round $r/$rounds done" >&2
done
echo "$(date -u '+%Y-%m-%d %H:%M') UTC, $rounds rounds, load $(cut -d' ' -f1-3 /proc/loadavg), $bin"
python3 - "$raw" <<'PY'
import collections, statistics, sys
d = collections.defaultdict(list)
for line in open(sys.argv[1]):
    f, c, j, v = line.split()
    d[(f, c, j)].append(float(v))
print("| input | command | CPU ms, 1 / 2 jobs (medians) | by CPU, medians | by CPU, minimums |")
print("|---|---|---|---|---|")
for f in ["lichess", "twic", "big", "tcec"]:
    for c in ["lint", "export"]:
        one, two = d[(f, c, "1")], d[(f, c, "2")]
        a, b = statistics.median(one), statistics.median(two)
        print(f"| {f} | {c} | {a:.0f} / {b:.0f} | {2*a/b:.2f}× | {2*min(one)/min(two):.2f}× |")
PY
