#!/usr/bin/env bash
# ReadGame against the code of the day issue 12 was filed (73568fe), in
# the issue's own unit and in CPU time. It builds two test binaries: the
# old tree with a benchmark that reads every game of a file with ReadGame
# (written below, the same loop as pgn/bench_test.go's benchReadGame), and
# this tree. Then, in interleaved rounds, it runs on the lichess and TWIC
# samples (1 MB each, from ../shared/corpus):
#   before   the old ReadGame
#   default  ReadGame now (trees kept: ReaderOptions zero but Select)
#   reused   ReadGame with ReaderOptions.ReuseGames (a stream of games)
# and, with BOUND=1, a bound on what any smaller node could give:
#   bound    this tree patched so that a kept game's nodes and its lines'
#            node pointers cost nothing: their chunks are handed out again
#            for each game, as ReuseGames does (the trees are not kept
#            valid: an experiment, never a build to use)
# and measures each three ways:
#   MB/s     go test -bench's figure (wall time; GOMAXPROCS as the machine has)
#   cpu      task-clock of all threads per reading, GOMAXPROCS as the machine
#            has: (22 readings - 2 readings) / 20, so setup cancels out
#   cpu1     the same with GOMAXPROCS=1
# and prints the medians and each one's ratio to before.
#
# Usage: [ROUNDS=5] [BOUND=1] bench/readgame.sh
# Needs perf (task-clock), python3, ../shared/corpus, and a clone with the
# history back to 73568fe (not a shallow one).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${ROUNDS:-5}
command -v perf >/dev/null || { echo "readgame.sh: perf not found (apt-get install linux-perf)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "readgame.sh: python3 not found" >&2; exit 1; }
perf stat -x, -e task-clock true 2>&1 >/dev/null | grep -q '^[0-9.]*,msec,task-clock' ||
  { echo "readgame.sh: perf cannot count task-clock here" >&2; exit 1; }
git cat-file -e 73568fe^{commit} 2>/dev/null || { echo "readgame.sh: commit 73568fe is not in this clone (a shallow clone?)" >&2; exit 1; }
[ -d ../shared/corpus ] || { echo "readgame.sh: ../shared/corpus not found" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git archive 73568fe | tar -x -C "$work"
rm -f "$work"/pgn/*_test.go
cat > "$work/pgn/readgame_test.go" <<'EOF'
package pgn_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

func BenchmarkReadTrees(b *testing.B) {
	for name, path := range map[string]string{
		"lichess": "corpus/chess/shakmaty/pgn-reader/benches/lichess_db_1000k.pgn",
		"twic":    "corpus/chess/shakmaty/pgn-reader/benches/twic1599_1000k.pgn",
	} {
		b.Run(name, func(b *testing.B) {
			src, err := os.ReadFile(os.Getenv("READGAME_SHARED") + "/" + path)
			if err != nil {
				b.Skip(err)
			}
			src = append(src, '\n')
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				r := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{Select: variants.ForTags})
				for {
					if _, err := r.ReadGame(); err != nil {
						break
					}
				}
			}
		})
	}
}
EOF
# The old tree lives outside the repository: its benchmark finds the
# corpus through READGAME_SHARED.
export READGAME_SHARED=$(cd ../shared && pwd)
(cd "$work/pgn" && go test -c -o "$work/before.test" .)
(cd pgn && go test -c -o "$work/now.test" .)
labels="before default reused"
if [ -n "${BOUND:-}" ]; then
  # The working tree as it is, patched in a copy.
  mkdir "$work/bound"
  git ls-files -z | tar -c --null -T - | tar -x -C "$work/bound"
  python3 - "$work/bound/pgn" <<'PY'
import sys
d = sys.argv[1]
def patch(name, old, new):
    s = open(f"{d}/{name}").read()
    if old not in s:
        sys.exit(f"readgame.sh: BOUND: pgn/{name} no longer has the code the patch expects")
    open(f"{d}/{name}", "w").write(s.replace(old, new, 1))
patch("builder.go", "\t} else {\n\t\tb.g = &Game{Pos: pos}\n",
      "\t} else {\n\t\tif b.g != nil {\n\t\t\tb.mem.nodes.reset()\n\t\t\tb.mem.nodePtrs.reset()\n\t\t}\n\t\tb.g = &Game{Pos: pos}\n")
patch("arena.go", "\treturn treeMemory{text: arena{size: treeTextBlock, max: treeTextBlock / 16}}\n",
      "\tm := treeMemory{text: arena{size: treeTextBlock, max: treeTextBlock / 16}}\n"
      "\tm.nodes.keep, m.nodePtrs.keep = true, true\n\treturn m\n")
PY
  (cd "$work/bound/pgn" && go test -c -o "$work/bound.test" .)
  labels="$labels bound"
fi
run() { # label binary benchmark
  local label=$1 bin=$2 bench=$3 dir
  if [ "$label" = before ]; then dir=$work/pgn; else dir=pgn; fi
  for in in lichess twic; do
    local b="^$bench\$/^$in\$"
    mbs=$(cd "$dir" && "$bin" -test.run '^$' -test.bench "$b" -test.benchtime 20x | awk '/^Benchmark/ {print $5}')
    for procs in "" 1; do
      ms=()
      for n in 2 22; do
        ms+=("$(cd "$dir" && env ${procs:+GOMAXPROCS=$procs} perf stat -x, -e task-clock "$bin" -test.run '^$' -test.bench "$b" -test.benchtime ${n}x 2>&1 >/dev/null | grep task-clock | cut -d, -f1)")
      done
      echo "$in $label cpu${procs} $(python3 -c 'import sys; a, b = map(float, sys.argv[1:]); print((b - a) / 20)' "${ms[@]}")"
    done
    echo "$in $label mbs $mbs"
  done
}
raw=$work/raw
for ((r = 1; r <= rounds; r++)); do
  run before "$work/before.test" BenchmarkReadTrees >> "$raw"
  run default "$work/now.test" BenchmarkReadTrees >> "$raw"
  run reused "$work/now.test" BenchmarkReadTreesReused >> "$raw"
  if [ -n "${BOUND:-}" ]; then run bound "$work/bound.test" BenchmarkReadTrees >> "$raw"; fi
  echo "round $r/$rounds done" >&2
done
echo "$(date -u '+%Y-%m-%d %H:%M') UTC, $rounds rounds, load $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $(git describe --always --dirty)"
python3 - "$raw" $labels <<'PY'
import collections, statistics, sys
d = collections.defaultdict(list)
for line in open(sys.argv[1]):
    i, l, m, v = line.split()
    d[(i, l, m)].append(float(v))
print("| input | build | MB/s | × | cpu ms | × | cpu ms, 1 core | × |")
print("|---|---|---|---|---|---|---|---|")
for i in ["lichess", "twic"]:
    base = {m: statistics.median(d[(i, "before", m)]) for m in ["mbs", "cpu", "cpu1"]}
    for l in sys.argv[2:]:
        med = {m: statistics.median(d[(i, l, m)]) for m in ["mbs", "cpu", "cpu1"]}
        print(f"| {i} | {l} | {med['mbs']:.1f} | {med['mbs'] / base['mbs']:.2f} "
              f"| {med['cpu']:.2f} | {base['cpu'] / med['cpu']:.2f} "
              f"| {med['cpu1']:.2f} | {base['cpu1'] / med['cpu1']:.2f} |")
PY
