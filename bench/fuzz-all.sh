#!/usr/bin/env bash
# fuzz-all.sh runs every fuzz target of the module, two at a time at most,
# each with one worker (-parallel 1), and writes a markdown summary: the
# target, how long it ran, its executions, the new interesting inputs it
# found, its corpus, the coverage bits go saw, and the failing input of any
# target that failed.
#
#   bench/fuzz-all.sh            # the campaign: 10 min for the scanner, reader,
#                                # round-trip and convert targets, 3 min for the rest
#   bench/fuzz-all.sh --quick    # 10 s each, to check that everything runs
#
# Settings (environment):
#   FUZZ_LONG=10m FUZZ_SHORT=3m  durations (go test -fuzztime values)
#   FUZZ_QUICK=10s               duration of every target with --quick
#   FUZZ_JOBS=2                  targets run at once
#   FUZZ_MINIMIZE=5s             go test -fuzzminimizetime: how long go shrinks each new
#                                interesting input (go's own 60s left short runs of the
#                                whole-file targets shrinking instead of fuzzing; a
#                                failing input is shrunk for as long, so raise it to keep
#                                a crasher shorter)
#   FUZZ_MATCH=REGEXP            run only targets whose pkg.Name matches (e.g. 'pgn\.FuzzScan$')
#   FUZZ_LONG_MATCH=REGEXP       which pkg.Name targets get FUZZ_LONG
#   FUZZ_OUT=DIR                 where logs and summary.md go (default: a new temporary directory)
#
# It exits 1 when a target fails; go writes the failing input under the
# package's testdata/fuzz/FuzzName/, and the summary names that file (keep it:
# it becomes a regression seed). Run from anywhere inside the repository.
set -u -o pipefail

quick=0
for arg in "$@"; do
	case $arg in
	--quick) quick=1 ;;
	-h | --help)
		sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'
		exit 0
		;;
	*)
		echo "fuzz-all.sh: unknown argument $arg (try --help)" >&2
		exit 2
		;;
	esac
done

long=${FUZZ_LONG:-10m}
short=${FUZZ_SHORT:-3m}
if [ "$quick" = 1 ]; then
	long=${FUZZ_QUICK:-10s}
	short=$long
fi
jobs=${FUZZ_JOBS:-2}
minimize=${FUZZ_MINIMIZE:-5s}
match=${FUZZ_MATCH:-.}
# The scanner, the readers, the round trip and convert read whole files;
# they get the long run.
long_match=${FUZZ_LONG_MATCH:-'^(pgn\.Fuzz(Scan|QuickScan|RoundTrip|ElementFilter|Read[A-Za-z]*)|convert\.Fuzz[A-Za-z]*|cescacs\.FuzzRecord|xiangqi\.FuzzGame)$'}
out=${FUZZ_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/fuzz-all.XXXXXX")}
mkdir -p "$out"
root=$(go list -m -f '{{.Dir}}') || exit 2
module=$(go list -m) || exit 2
cd "$root" || exit 2

# Every target, as "import/path FuzzName" lines. `go test -list` prints a
# package's targets, then "ok  path  time".
list=$out/targets.txt
if ! go test -list '^Fuzz' ./... >"$out/list.log" 2>&1; then
	echo "fuzz-all.sh: go test -list failed:" >&2
	cat "$out/list.log" >&2
	exit 2
fi
awk '/^Fuzz/ { names[n++] = $1; next }
     /^ok / { for (i = 0; i < n; i++) print $2, names[i]; n = 0 }' "$out/list.log" >"$list"
if [ ! -s "$list" ]; then
	echo "fuzz-all.sh: no fuzz targets found" >&2
	exit 2
fi

# run_target PKG NAME: fuzz one target and write one summary row to
# $out/rows/PKG.NAME.
run_target() {
	local pkg=$1 name=$2 short_pkg key time log row status
	short_pkg=${pkg#"$module"/}
	[ "$short_pkg" = "$module" ] && short_pkg=.
	key="${pkg##*/}.$name"
	time=$short
	if [[ $key =~ $long_match ]]; then
		time=$long
	fi
	log=$out/logs/${short_pkg//\//_}.$name.log
	# fuzzdebug makes go print the coverage bits it has seen, the
	# campaign's measure of coverage.
	GODEBUG=${GODEBUG:+$GODEBUG,}fuzzdebug=1 nice go test -run '^$' -fuzz "^$name\$" -fuzztime "$time" -fuzzminimizetime "$minimize" -parallel 1 "./$short_pkg" >"$log" 2>&1
	status=$?
	# The last progress line: "fuzz: elapsed: 10s, execs: 91234 (9122/sec),
	# new interesting: 3 (total: 152)".
	local last elapsed secs execs rate newint total bits failing
	last=$(grep -E '^fuzz: elapsed: .*execs: ' "$log" | tail -n 1)
	elapsed=$(sed -nE 's/^fuzz: elapsed: ([^,]+),.*/\1/p' <<<"$last")
	execs=$(sed -nE 's/.*execs: ([0-9]+).*/\1/p' <<<"$last")
	newint=$(sed -nE 's/.*new interesting: ([0-9]+).*/\1/p' <<<"$last")
	total=$(sed -nE 's/.*\(total: ([0-9]+)\).*/\1/p' <<<"$last")
	# The rate over the whole run (go's last line gives the last interval's).
	secs=$(awk -v d="$elapsed" 'BEGIN { s = 0; if (match(d, /[0-9]+h/)) s += 3600 * substr(d, RSTART, RLENGTH - 1)
		if (match(d, /[0-9]+m/)) s += 60 * substr(d, RSTART, RLENGTH - 1)
		if (match(d, /[0-9.]+s/)) s += substr(d, RSTART, RLENGTH - 1); print s }')
	rate=$(awk -v e="${execs:-0}" -v s="$secs" 'BEGIN { if (s > 0) printf "%d", e / s }')
	# Coverage bits: the baseline's, then the total after each new input.
	bits=$(sed -nE 's/.*(initial coverage bits|total bits): ([0-9]+).*/\2/p' "$log" | tail -n 1)
	failing=$(sed -nE 's/.*Failing input written to (.*)$/\1/p' "$log" | tail -n 1)
	if [ "$status" = 0 ]; then
		row="ok"
	elif [ -n "$failing" ]; then
		row="**FAIL**: \`$short_pkg/$failing\`"
	else
		row="**FAIL** (exit $status): see \`$log\`"
	fi
	printf '| %s | `%s` | %s | %s | %s | %s | %s | %s | %s | %s |\n' \
		"$short_pkg" "$name" "$time" "${elapsed:--}" "${execs:--}" "${rate:--}" "${newint:--}" "${total:--}" "${bits:--}" "$row" \
		>"$out/rows/${short_pkg//\//_}.$name"
	echo "fuzz-all.sh: $short_pkg $name ($time): ${row%%:*}" >&2
	return "$status"
}

mkdir -p "$out/logs" "$out/rows"
count=$(grep -c . "$list")
echo "fuzz-all.sh: $count targets, long $long, short $short, $jobs at a time; logs in $out" >&2
failed=0
running=0
while read -r pkg name; do
	key="${pkg##*/}.$name"
	[[ $key =~ $match ]] || continue
	if [ "$running" -ge "$jobs" ]; then
		wait -n || failed=1
		running=$((running - 1))
	fi
	run_target "$pkg" "$name" &
	running=$((running + 1))
done <"$list"
while [ "$running" -gt 0 ]; do
	wait -n || failed=1
	running=$((running - 1))
done

summary=$out/summary.md
{
	echo "Fuzz campaign of $(git log -1 --format='%h %s' 2>/dev/null), $(date -u '+%Y-%m-%d %H:%M UTC'), $(go env GOVERSION), one worker per target, $jobs targets at once."
	echo
	echo "| package | target | asked | ran | execs | execs/s | new interesting | corpus | coverage bits | result |"
	echo "|---|---|---|---:|---:|---:|---:|---:|---:|---|"
	cat "$out"/rows/* 2>/dev/null
} >"$summary"
cat "$summary"
echo "fuzz-all.sh: summary in $summary" >&2
exit "$failed"
