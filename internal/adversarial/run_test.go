package adversarial

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pgntool/pgntool/internal/testdir"
)

// The adversarial run: every command of pgntool on every case, at two
// sizes. It takes minutes and gigabytes of disk, so it runs only when
// asked:
//
//	PGNTOOL_ADVERSARIAL=1 go test -timeout 0 -run TestAdversarial ./internal/adversarial/
//
// Settings, all optional (docs/reliability.md):
//
//	PGNTOOL_ADVERSARIAL_SCALE     size of the larger run (default 1); the smaller is a quarter
//	PGNTOOL_ADVERSARIAL_CASES     regular expression on case names
//	PGNTOOL_ADVERSARIAL_COMMANDS  regular expression on command names
//	PGNTOOL_ADVERSARIAL_REPORT    file to write the markdown table to
//	PGNTOOL_ADVERSARIAL_BIN       a pgntool binary to test instead of building one
//	PGNTOOL_ADVERSARIAL_MAX_RSS   peak RSS allowed, MiB (default 64)
//	PGNTOOL_ADVERSARIAL_KILL_RSS  RSS at which a run is killed, MiB (default 1024)
//	PGNTOOL_ADVERSARIAL_LINEAR    k in cpu(large)/cpu(small) <= k * size ratio (default 2)
//	PGNTOOL_ADVERSARIAL_RATE      slowest CPU rate allowed, MB per CPU second (default 2)
//	PGNTOOL_ADVERSARIAL_DIR       where to write the inputs (default a temporary directory)

// command is one way of running pgntool on a case.
type command struct {
	name  string
	args  []string
	stdin bool // the files go to standard input, and "-" is the argument
	lint  bool // stdout is diagnostics, and every fault must be reported
	json  bool // diagnostics are lint --format json lines
}

var commands = []command{
	{name: "lint --jobs 1", args: []string{"lint", "--jobs", "1"}, lint: true},
	{name: "lint", args: []string{"lint"}, lint: true},
	{name: "lint --format json -", args: []string{"lint", "--format", "json"}, stdin: true, lint: true, json: true},
	{name: "export", args: []string{"export"}},
	{name: "export --strict", args: []string{"export", "--strict"}},
	{name: "export --no-clocks", args: []string{"export", "--no-clocks"}},
	{name: "convert --to json", args: []string{"convert", "--to", "json"}},
	{name: "convert --to xml", args: []string{"convert", "--to", "xml"}},
}

// settings are the test's knobs, from the environment.
type settings struct {
	scale            float64
	cases, commands  *regexp.Regexp
	report, bin, dir string
	maxRSS           int64
	killRSS          int64
	linear           float64
	rate             float64 // bytes per CPU second
}

func readSettings(t *testing.T) settings {
	t.Helper()
	s := settings{scale: 1, maxRSS: 64 << 20, killRSS: 1 << 30, linear: 2, rate: 2e6}
	num := func(name string, dst *float64) {
		if v := os.Getenv(name); v != "" {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || f <= 0 {
				t.Fatalf("%s=%q: want a positive number", name, v)
			}
			*dst = f
		}
	}
	num("PGNTOOL_ADVERSARIAL_SCALE", &s.scale)
	num("PGNTOOL_ADVERSARIAL_LINEAR", &s.linear)
	mib := func(name string, dst *int64) {
		f := float64(*dst) / (1 << 20)
		num(name, &f)
		*dst = int64(f * (1 << 20))
	}
	mib("PGNTOOL_ADVERSARIAL_MAX_RSS", &s.maxRSS)
	mib("PGNTOOL_ADVERSARIAL_KILL_RSS", &s.killRSS)
	rate := s.rate / 1e6
	num("PGNTOOL_ADVERSARIAL_RATE", &rate)
	s.rate = rate * 1e6
	re := func(name string) *regexp.Regexp {
		re, err := regexp.Compile(os.Getenv(name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return re
	}
	s.cases = re("PGNTOOL_ADVERSARIAL_CASES")
	s.commands = re("PGNTOOL_ADVERSARIAL_COMMANDS")
	s.report = os.Getenv("PGNTOOL_ADVERSARIAL_REPORT")
	s.bin = os.Getenv("PGNTOOL_ADVERSARIAL_BIN")
	s.dir = os.Getenv("PGNTOOL_ADVERSARIAL_DIR")
	return s
}

// measured is one run in the report.
type measured struct {
	c      Case
	cmd    command
	count  int   // case size in its unit
	size   int64 // input bytes
	r      run
	faults []string
}

func TestAdversarial(t *testing.T) {
	if os.Getenv("PGNTOOL_ADVERSARIAL") != "1" {
		t.Skip("the adversarial run takes minutes; set PGNTOOL_ADVERSARIAL=1 to run it")
	}
	s := readSettings(t)
	bin := s.bin
	if bin == "" {
		bin = filepath.Join(t.TempDir(), "pgntool")
		build := exec.Command("go", "build", "-o", bin, "./cmd/pgntool")
		build.Dir = testdir.Root(t)
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
	}
	dir := s.dir
	if dir == "" {
		dir = t.TempDir()
	}
	var all []measured
	start := time.Now()
	defer func() {
		if s.report != "" {
			if err := os.WriteFile(s.report, []byte(markdown(s, all, time.Since(start))), 0o644); err != nil {
				t.Error(err)
			}
		}
	}()
	scales := []float64{s.scale / 4, s.scale}
	for _, c := range Cases() {
		if !s.cases.MatchString(c.Name) {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			var runs [2][]measured
			for i, scale := range scales {
				if c.Fixed && i == 0 {
					continue // one size only: it does not grow
				}
				runs[i] = runCase(t, s, bin, dir, c, scale)
			}
			if !c.Fixed {
				checkLinear(t, s, runs[0], runs[1])
			}
			all = append(append(all, runs[0]...), runs[1]...)
		})
	}
}

// runCase generates c at one scale, runs every command on it, checks each
// run, and removes the input.
func runCase(t *testing.T, s settings, bin, dir string, c Case, scale float64) []measured {
	sub, err := os.MkdirTemp(dir, "case")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(sub)
	files, err := c.Generate(sub, scale)
	if err != nil {
		t.Fatal(err)
	}
	var size int64
	for _, f := range files {
		st, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		size += st.Size()
	}
	var ms []measured
	for _, cmd := range commands {
		if !s.commands.MatchString(cmd.name) {
			continue
		}
		args := append([]string(nil), cmd.args...)
		if c.Variant != "" {
			args = append(args, "--variant", c.Variant)
		}
		var stdin io.Reader
		if cmd.stdin {
			args = append(args, "-")
			var readers []io.Reader
			for _, f := range files {
				fh, err := os.Open(f)
				if err != nil {
					t.Fatal(err)
				}
				defer fh.Close()
				readers = append(readers, fh)
			}
			// Not an *os.File: exec makes a pipe, so pgntool reads a
			// stream it cannot map or measure.
			stdin = io.MultiReader(readers...)
		} else {
			args = append(args, files...)
		}
		lim := limits{killRSS: s.killRSS, timeout: 60*time.Second + time.Duration(size)*time.Microsecond}
		r, err := execute(bin, args, stdin, cmd.lint, cmd.json, lim)
		if err != nil {
			t.Fatalf("%s: %v", cmd.name, err)
		}
		m := measured{c: c, cmd: cmd, count: c.Count(scale), size: size, r: r}
		m.faults = judge(s, c, cmd, m.count, len(files), size, r)
		for _, f := range m.faults {
			t.Errorf("%s, %d %s (%d bytes): %s", cmd.name, m.count, c.Unit, size, f)
		}
		t.Logf("%-22s %12d bytes  exit %d  cpu %7.2fs  wall %7.2fs  rss %6.1f MiB", cmd.name, size, r.exit, r.cpu.Seconds(), r.wall.Seconds(), float64(r.maxRSS)/(1<<20))
		ms = append(ms, m)
	}
	if len(files) == 1 {
		sameReading(t, ms)
	}
	return ms
}

// sameReading checks that every way of linting one file (mapped or read,
// one job or many, named or on standard input) gives the same diagnostics.
func sameReading(t *testing.T, ms []measured) {
	var first *measured
	for i := range ms {
		m := &ms[i]
		if !m.cmd.lint || m.r.killed != "" {
			continue
		}
		if first == nil {
			first = m
			continue
		}
		if m.r.out.sum != first.r.out.sum {
			f := fmt.Sprintf("diagnostics differ from %s: %d diagnostics (%d errors) against %d (%d errors)",
				first.cmd.name, m.r.out.diagnostics, m.r.out.errors, first.r.out.diagnostics, first.r.out.errors)
			m.faults = append(m.faults, f)
			t.Errorf("%s: %s", m.cmd.name, f)
		}
	}
}

// judge lists what is wrong with one run.
func judge(s settings, c Case, cmd command, count, files int, size int64, r run) []string {
	var faults []string
	add := func(format string, args ...any) { faults = append(faults, fmt.Sprintf(format, args...)) }
	if r.killed != "" {
		add("%s", r.killed)
	}
	if p := append(r.out.panics, r.errOut.panics...); len(p) > 0 {
		add("panic: %s", strings.Join(p[:min(len(p), 3)], " | "))
	}
	if r.exit < 0 || r.exit > 2 {
		add("exit status %d", r.exit)
	}
	if r.maxRSS > s.maxRSS {
		add("peak RSS %.1f MiB > %d MiB (anon %.1f, file %.1f MiB sampled)", float64(r.maxRSS)/(1<<20), s.maxRSS>>20,
			float64(r.anon)/(1<<20), float64(r.file)/(1<<20))
	}
	// A second to start, the rate for the bytes, and 5 ms to open, map
	// and close each file.
	limit := time.Second + time.Duration(float64(size)/s.rate*float64(time.Second)) + time.Duration(files)*perFile
	if r.cpu > limit && r.killed == "" {
		add("CPU %.1fs > %.1fs allowed for %d bytes (%.1f MB/s)", r.cpu.Seconds(), limit.Seconds(), size, s.rate/1e6)
	}
	for _, o := range []outputCheck{r.out, r.errOut} {
		if o.unplaced > 0 {
			add("%d diagnostics without file:line:col, e.g. %s", o.unplaced, strings.Join(o.examples, " | "))
		}
		if o.stray > 0 {
			add("%d output lines that are neither diagnostics nor \"pgntool: ...\", e.g. %s", o.stray, strings.Join(o.examples, " | "))
		}
	}
	if !cmd.lint || r.killed != "" {
		return faults
	}
	if c.Faulty && r.out.diagnostics == 0 {
		add("no diagnostic for an input with faults")
	}
	if c.Last != nil {
		want := c.Last(count)
		got := r.out
		if got.errors != want.ErrorsAll {
			add("%d errors, want %d", got.errors, want.ErrorsAll)
		}
		if got.lastError.line != want.Line || got.lastError.column != want.Column {
			add("last error at %d:%d, want %d:%d", got.lastError.line, got.lastError.column, want.Line, want.Column)
		}
		if got.last.line != want.Line {
			add("last diagnostic on line %d, want %d", got.last.line, want.Line)
		}
		if cmd.json && got.last.game != want.Game {
			add("last diagnostic in game %d, want %d", got.last.game, want.Game)
		}
	}
	return faults
}

// perFile is the CPU time allowed for opening and closing one file.
const perFile = 5 * time.Millisecond

// floorCPU is the CPU time below which a run is start-up more than work:
// the linear check compares against at least this much.
const floorCPU = 50 * time.Millisecond

// checkLinear compares each command's CPU time at the two sizes.
func checkLinear(t *testing.T, s settings, small, large []measured) {
	for i, l := range large {
		for _, sm := range small {
			if sm.cmd.name != l.cmd.name || sm.r.killed != "" || l.r.killed != "" || sm.size == 0 {
				continue
			}
			sizeRatio := float64(l.size) / float64(sm.size)
			cpuRatio := l.r.cpu.Seconds() / max(sm.r.cpu, floorCPU).Seconds()
			if cpuRatio > s.linear*sizeRatio {
				f := fmt.Sprintf("CPU %.2fs → %.2fs (×%.1f) for input ×%.1f: more than %g × linear",
					sm.r.cpu.Seconds(), l.r.cpu.Seconds(), cpuRatio, sizeRatio, s.linear)
				large[i].faults = append(large[i].faults, f)
				t.Errorf("%s: %s", l.cmd.name, f)
			}
		}
	}
}

// markdown is the report: one row per case and command, the smaller
// size beside the larger, then the verdict of both runs.
func markdown(s settings, all []measured, took time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Scale %g and %g, peak RSS bound %d MiB, linear factor %g, %s in all. "+
		"Each cell gives the smaller run, then the larger; a fixed-size case ran once.\n\n",
		s.scale/4, s.scale, s.maxRSS>>20, s.linear, took.Round(time.Second))
	b.WriteString("| case | command | size | exit | CPU s | wall s | RSS MiB | verdict |\n")
	b.WriteString("|---|---|---:|---:|---:|---:|---:|---|\n")
	type key struct{ c, cmd string }
	var order []key
	rows := map[key][]measured{}
	for _, m := range all {
		k := key{m.c.Name, m.cmd.name}
		if rows[k] == nil {
			order = append(order, k)
		}
		rows[k] = append(rows[k], m)
	}
	for _, k := range order {
		ms := rows[k]
		cell := func(f func(m measured) string) string {
			var parts []string
			for _, m := range ms {
				parts = append(parts, f(m))
			}
			return strings.Join(parts, " → ")
		}
		var faults []string
		for _, m := range ms {
			faults = append(faults, m.faults...)
		}
		verdict := "ok"
		if len(faults) > 0 {
			verdict = strings.ReplaceAll(strings.Join(faults, "; "), "|", "\\|")
		}
		last := ms[len(ms)-1]
		size := cell(func(m measured) string { return bytesText(m.size) })
		if last.c.Unit != "bytes" {
			size = cell(func(m measured) string { return strconv.Itoa(m.count) }) + " " + last.c.Unit + ", " + size
		}
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s | %s | %s | %s | %s |\n", k.c, k.cmd, size,
			cell(func(m measured) string { return strconv.Itoa(m.r.exit) }),
			cell(func(m measured) string { return fmt.Sprintf("%.2f", m.r.cpu.Seconds()) }),
			cell(func(m measured) string { return fmt.Sprintf("%.2f", m.r.wall.Seconds()) }),
			cell(func(m measured) string { return fmt.Sprintf("%.1f", float64(m.r.maxRSS)/(1<<20)) }),
			verdict)
	}
	return b.String()
}

// bytesText writes a size in B, KB or MB.
func bytesText(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
