// Command benchrun times pgntool beside its peers on large PGN files in one
// interleaved run and writes the result as a markdown table.
//
// Each round runs every tool once on every input, in turn, so that a busy
// spell of a shared machine falls on all tools alike; after N rounds each
// figure is the median of its N runs. Every run goes through /usr/bin/time,
// which gives the child's peak resident memory. (The rusage a Go parent
// reads itself would not do for that: os/exec starts the child with vfork,
// and exec records the parent's own peak as the child's; /usr/bin/time
// forks from a process of a megabyte or two.) The CPU seconds are the
// rusage of the wait for /usr/bin/time, which holds the tool's, to the
// microsecond, and the wall seconds the wait's own clock, each less what
// /usr/bin/time and a program's start cost on one that does nothing.
//
// bench/run.sh builds the tools and calls it; see there for the usage.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchrun:", err)
		os.Exit(2)
	}
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "benchrun:", err)
		os.Exit(1)
	}
}

// config is what one run of the harness measures, from the flags.
type config struct {
	inputs     string   // directory of NAME.pgn and NAME.pgn.zst
	names      []string // the inputs, in table order
	rounds     int
	pgntool    string
	clLint     string
	clSyntax   string
	pgnExtract string
	work       string // directory for the outputs of convert --to parquet
	out        string // the markdown file written
	command    string // the command line shown in the report
	only       string // when set, only the tools whose name contains it
	timeout    time.Duration
}

func parseFlags(args []string) (config, error) {
	var c config
	fs := flag.NewFlagSet("benchrun", flag.ContinueOnError)
	fs.StringVar(&c.inputs, "inputs", "bench/out/inputs", "directory holding NAME.pgn and NAME.pgn.zst")
	names := fs.String("names", "lichess,twic,big,tcec", "the inputs, comma-separated")
	fs.IntVar(&c.rounds, "rounds", 5, "rounds; each figure is the median of this many runs")
	fs.StringVar(&c.pgntool, "pgntool", "bench/out/pgntool", "the pgntool binary")
	fs.StringVar(&c.clLint, "cl-lint", "bench/out/cl_lint", "chess-library's legality driver")
	fs.StringVar(&c.clSyntax, "cl-syntax", "bench/out/cl_syntax", "chess-library's syntax driver")
	fs.StringVar(&c.pgnExtract, "pgn-extract", "/usr/games/pgn-extract", "pgn-extract, or \"\" to leave it out")
	fs.StringVar(&c.work, "work", "bench/out/work", "directory for the tools' output files")
	fs.StringVar(&c.out, "o", "bench/out/bench.md", "the markdown report written")
	fs.StringVar(&c.command, "command", "", "the command line named in the report")
	fs.StringVar(&c.only, "only", "", "run only the tools whose name contains this text")
	fs.DurationVar(&c.timeout, "timeout", 10*time.Minute, "longest run of one tool on one input")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if c.rounds < 1 {
		return c, fmt.Errorf("-rounds must be at least 1, not %d", c.rounds)
	}
	for _, n := range strings.Split(*names, ",") {
		if n = strings.TrimSpace(n); n != "" {
			c.names = append(c.names, n)
		}
	}
	if len(c.names) == 0 {
		return c, errors.New("-names lists no input")
	}
	return c, nil
}

func run(cfg config) error {
	if err := os.MkdirAll(cfg.work, 0o755); err != nil {
		return err
	}
	inputs, err := findInputs(cfg.inputs, cfg.names)
	if err != nil {
		return err
	}
	all := toolSet(cfg)
	var tools []*tool
	var notes []string
	for _, t := range all {
		if cfg.only != "" && !strings.Contains(t.name, cfg.only) {
			continue
		}
		if why := t.prepare(cfg.work); why != "" {
			notes = append(notes, fmt.Sprintf("`%s` left out: %s", t.name, why))
			continue
		}
		tools = append(tools, t)
	}
	if len(tools) == 0 {
		return errors.New("no tool to run")
	}
	before := loadAverage()
	start := time.Now().UTC()
	// Every input once through the page cache, so that no tool pays for
	// the first reading from disk.
	for _, in := range inputs {
		warm(in.path)
		warm(in.zst)
	}
	measureTimeOwn(cfg.work)
	res := newResults()
	var b []byte
	// A row that fails on an input (a crash, a status that is no
	// success) is noted and not run on that input again: the run goes
	// on unattended.
	failed := map[string]bool{}
	for r := 0; r < cfg.rounds; r++ {
		for _, in := range inputs {
			// The order of the tools turns by one each round: a tool does
			// not always follow the same neighbour.
			for k := range tools {
				t := tools[(k+r)%len(tools)]
				if failed[t.name+"\x00"+in.name] {
					continue
				}
				s, err := t.measure(in, cfg.work, cfg.timeout)
				if err != nil {
					failed[t.name+"\x00"+in.name] = true
					notes = append(notes, fmt.Sprintf("`%s` failed on %s in round %d and was not run on it again: %v", t.name, in.name, r+1, err))
					fmt.Fprintf(os.Stderr, "round %d/%d %-8s %-28s FAILED: %v\n", r+1, cfg.rounds, in.name, t.name, err)
					continue
				}
				res.add(in.name, t.name, s)
				fmt.Fprintf(os.Stderr, "round %d/%d %-8s %-28s cpu %7.3fs wall %7.3fs rss %7.1f MiB exit %d\n",
					r+1, cfg.rounds, in.name, t.name, s.cpu(), s.wall, s.rssMiB(), s.exit)
			}
		}
		// The report so far, after every round: a run cut short still
		// leaves the medians of the rounds it completed.
		rep := report{
			cfg: cfg, inputs: inputs, tools: tools, res: res, notes: notes, rounds: r + 1,
			start: start, end: time.Now().UTC(), loadBefore: before, loadAfter: loadAverage(),
			machine: machine(),
		}
		b = rep.bytes()
		if err := os.WriteFile(cfg.out, b, 0o644); err != nil {
			return err
		}
	}
	os.Stdout.Write(b)
	return nil
}

// input is one bench file and its compressed copy.
type input struct {
	name  string
	path  string // NAME.pgn
	zst   string // NAME.pgn.zst, "" when absent
	bytes int64  // of the uncompressed text
}

// mb is the input's size in megabytes (10^6 bytes), as MB/s counts.
func (in input) mb() float64 { return float64(in.bytes) / 1e6 }

func findInputs(dir string, names []string) ([]input, error) {
	var ins []input
	for _, n := range names {
		p := filepath.Join(dir, n+".pgn")
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("input %s: %w (bench/inputs.sh builds the inputs)", n, err)
		}
		in := input{name: n, path: p, bytes: st.Size()}
		if _, err := os.Stat(p + ".zst"); err == nil {
			in.zst = p + ".zst"
		}
		ins = append(ins, in)
	}
	return ins, nil
}

// warm reads a file once and throws its bytes away.
func warm(path string) {
	if path == "" {
		return
	}
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	io.Copy(io.Discard, f)
}

// loadAverage is the first three fields of /proc/loadavg, or "unknown".
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

// machine describes the computer: its processor model, how many cores
// the harness may use, and Go's version.
func machine() string {
	model := "unknown processor"
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				model = strings.TrimSpace(v)
				break
			}
		}
	}
	host, _ := os.Hostname()
	gcc := "g++ unknown"
	if out, err := exec.Command("g++", "--version").Output(); err == nil {
		gcc, _, _ = strings.Cut(string(out), "\n")
	}
	return fmt.Sprintf("%s, %d cores (%s), host %s, %s, %s", model, runtime.NumCPU(), runtime.GOARCH, host, runtime.Version(), gcc)
}
