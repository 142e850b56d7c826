#!/usr/bin/env bash
# Issue 14's Scid figures: Scid 4.7.4 (tkscid, headless) and pgntool side
# by side on two bases of about 100,000 games, export and import,
# interleaved. Builds the work directory once:
#   large: the corpus eco.pgn fifty times (100,700 short games);
#   real:  the chess corpus files under 3 MB, which Scid imports as 7,468
#          games, fourteen times (104,552 games).
# Each base is made by Scid's own import, and the PGN each program imports
# is Scid's export of it, so both read the same files.
#
# Usage: [ROUNDS=5] bench/scid.sh [PGNTOOL [OLD]]   (run from anywhere)
#   PGNTOOL  the binary (default: built from this tree into bench/out/pgntool)
#   OLD      another binary measured at --jobs 1 beside it (optional)
#   WORK     work directory (default bench/out/scid)
#   CORPUS   the corpus (default ../shared/corpus)
# Needs: tkscid (Debian's scid; .ci/install-peers), /usr/bin/time, python3.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
rounds=${ROUNDS:-5}
work=${WORK:-$root/bench/out/scid}
corpus=${CORPUS:-$root/../shared/corpus}
export PATH=$PATH:/usr/games
command -v tkscid >/dev/null || { echo "scid.sh: tkscid not found (apt-get install scid)" >&2; exit 1; }
new=${1:-}
if [ -z "$new" ]; then
  go build -o bench/out/pgntool ./cmd/pgntool
  new=$root/bench/out/pgntool
fi
old=${2:-}
mkdir -p "$work"
cd "$work"
# The corpus README's two scripts: import a PGN into a new base, export a
# base (the import's warnings printed under a catch).
cat > mk.tcl <<'TCL'
set base [lindex $argv 0]; set pgn [lindex $argv 1]
if {[catch {sc_base create $base} db]} { puts stderr "create: $db"; exit 1 }
set r [sc_base import $db $pgn]
puts "imported: [lindex $r 0]"
# The warnings quote bytes of the games that Tcl may refuse to write; the
# base must be closed all the same.
catch {puts "warn: [lindex $r 1]"}
sc_base close $db; exit 0
TCL
cat > exp.tcl <<'TCL'
set base [lindex $argv 0]
if {[catch {sc_base open $base} db]} { puts stderr "open: $db"; exit 1 }
set n [sc_base numGames $db]
for {set i 1} {$i <= $n} {incr i} {
  if {[catch {sc_game load $i} e]} { puts stderr "load $i: $e"; continue }
  puts [sc_game pgn -tags 1 -comments 1 -var 1]
}
sc_base close $db; exit 0
TCL
if [ ! -s large.si4 ]; then
  for _ in $(seq 50); do cat "$corpus/scid/eco/eco.pgn"; echo; done > eco50.pgn
  tkscid mk.tcl large eco50.pgn > large.import.log
  tkscid exp.tcl large > large.export.pgn
fi
if [ ! -s real.si4 ]; then
  find "$corpus/chess" -name '*.pgn' -size -3M | sort | while read -r f; do cat "$f"; echo; done > corpus.pgn
  rm -f one.*
  tkscid mk.tcl one corpus.pgn > one.import.log
  tkscid exp.tcl one > one.export.pgn
  for _ in $(seq 14); do cat one.export.pgn; done > real14.pgn
  tkscid mk.tcl real real14.pgn > real.import.log
  tkscid exp.tcl real > real.export.pgn
fi
log=$(mktemp)
trap 'rm -f "$log" m_*.si4 m_*.sn4 m_*.sg4' EXIT
t() { local name=$1; shift; /usr/bin/time -a -o "$log" -f "$name %U %S %e" "$@" > /dev/null 2>&1 || true; }
for _ in $(seq "$rounds"); do
  for b in large real; do
    t "$b export scid" tkscid exp.tcl $b
    t "$b export new-j2" "$new" export --quiet $b
    t "$b export new-j1" "$new" export --quiet --jobs 1 $b
    [ -n "$old" ] && t "$b export old-j1" "$old" export --quiet --jobs 1 $b
    rm -f m_*.si4 m_*.sn4 m_*.sg4
    t "$b import scid" tkscid mk.tcl m_s $b.export.pgn
    t "$b import new-j2" "$new" convert --quiet --to scid -o m_p $b.export.pgn
    t "$b import new-j1" "$new" convert --quiet --jobs 1 --to scid -o m_q $b.export.pgn
    [ -n "$old" ] && t "$b import old-j1" "$old" convert --quiet --jobs 1 --to scid -o m_o $b.export.pgn
  done
done
echo "$(date -u '+%Y-%m-%d %H:%M') UTC, $rounds rounds, load average $(cut -d' ' -f1-3 /proc/loadavg); CPU (user + sys) / wall seconds, medians"
python3 - "$log" <<'PY'
import sys, collections, statistics
d = collections.defaultdict(list)
for line in open(sys.argv[1]):
    if line.startswith('Command'):
        continue  # /usr/bin/time's note of a non-zero exit
    b, task, who, u, s, e = line.split()
    d[(b, task, who)].append((float(u) + float(s), float(e)))
who = ['scid', 'new-j2', 'new-j1', 'old-j1']
print('| base | task | ' + ' | '.join(w for w in who if d[('real', 'export', w)]) + ' | new-j1 ÷ Scid (CPU) |')
print('|---|---|' + '---|' * (sum(1 for w in who if d[('real', 'export', w)]) + 1))
for b in ['large', 'real']:
    for task in ['export', 'import']:
        cells = []
        for w in who:
            v = d[(b, task, w)]
            if v:
                cells.append(f'{statistics.median(x[0] for x in v):.2f} / {statistics.median(x[1] for x in v):.2f}')
        scid = statistics.median(x[0] for x in d[(b, task, 'scid')])
        j1 = statistics.median(x[0] for x in d[(b, task, 'new-j1')])
        print(f'| {b} | {task} | ' + ' | '.join(cells) + f' | {j1 / scid:.2f} |')
PY
