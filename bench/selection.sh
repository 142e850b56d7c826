#!/usr/bin/env bash
# Issue 15's selection figures: lint beside export with a tag selection that
# selects nothing (tag-none) and one that selects strong games (tag-elo), a
# position search for a position no game reaches (pos-never) and for the
# Sicilian (pos-sicilian), and duplicate removal, on the four bench inputs
# (bench/inputs.sh), one job each, interleaved; task-clock seconds from
# perf stat, medians, each beside lint's.
#
# Usage: [ROUNDS=5] bench/selection.sh [PGNTOOL]   (run from anywhere)
#   PGNTOOL  the binary (default: built from this tree into bench/out/pgntool)
#   INPUTS   directory of the inputs (default bench/out/inputs)
# Needs: perf, python3.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${ROUNDS:-5}
inputs=${INPUTS:-bench/out/inputs}
p=${1:-}
if [ -z "$p" ]; then
  go build -o bench/out/pgntool ./cmd/pgntool
  p=bench/out/pgntool
fi
command -v perf >/dev/null || { echo "selection.sh: perf not found" >&2; exit 1; }
sic='rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
never='8/8/8/4k3/8/8/8/R3K3 w - - 0 1'
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run() {
  local name=$1; shift
  local ms
  # A file with faults makes lint exit 1: the figure counts all the same.
  ms=$({ perf stat -x, -e task-clock "$@" 2>&1 >/dev/null || true; } | grep task-clock | cut -d, -f1)
  echo "$f $name $ms" >> "$log"
}
for _ in $(seq "$rounds"); do
  for f in lichess twic big tcec; do
    in=$inputs/$f.pgn
    run lint "$p" lint --jobs 1 --quiet "$in"
    run tag-none "$p" export --jobs 1 --quiet --select 'White=No Such Player' "$in"
    run tag-elo "$p" export --jobs 1 --quiet --select 'WhiteElo>=2700' "$in"
    run pos-never "$p" export --jobs 1 --quiet --position "$never" "$in"
    run pos-sicilian "$p" export --jobs 1 --quiet --position "$sic" "$in"
    run dedupe "$p" export --jobs 1 --quiet --dedupe "$in"
  done
done
echo "$(date -u '+%Y-%m-%d %H:%M') UTC, $rounds rounds, load average $(cut -d' ' -f1-3 /proc/loadavg), task-clock seconds, medians (× lint)"
python3 - "$log" <<'PY'
import sys, collections, statistics
d = collections.defaultdict(list)
for line in open(sys.argv[1]):
    f, c, ms = line.split()
    d[(f, c)].append(float(ms))
cols = ['lint', 'tag-none', 'tag-elo', 'pos-never', 'pos-sicilian', 'dedupe']
print('| input | ' + ' | '.join(cols) + ' |')
print('|---' * (len(cols) + 1) + '|')
for f in ['lichess', 'twic', 'big', 'tcec']:
    lint = statistics.median(d[(f, 'lint')])
    row = [f'{lint / 1000:.3f}']
    for c in cols[1:]:
        v = statistics.median(d[(f, c)])
        row.append(f'{v / 1000:.3f} ({v / lint:.2f}×)')
    print(f'| {f} | ' + ' | '.join(row) + ' |')
PY
