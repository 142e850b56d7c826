package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Names of the rows the ratios and the summary refer to.
const (
	toolCLLint     = "chess-library cl_lint"
	toolCLSyntax   = "chess-library cl_syntax"
	toolExtractR   = "pgn-extract -r"
	toolLint1      = "lint --jobs 1"
	toolLint2      = "lint --jobs 2"
	toolSyntaxOnly = "lint --syntax-only --jobs 1"
	toolExport1    = "export --jobs 1"
	toolExport2    = "export --jobs 2"
)

// tool is one row of the table: a program and its arguments.
type tool struct {
	name string
	// alternatives are argument lists, the program first, tried in turn
	// on a small game until one is accepted: a flag that this build of
	// pgntool does not have yet leaves its row out, or takes the next
	// form, which names the row. "{in}" stands for the input, "{out}"
	// for an output file in the work directory.
	alternatives []alternative
	argv         []string // the accepted alternative
	// zst reads the input's zstd-compressed copy.
	zst bool
	// probe is set for pgntool's rows: each alternative is tried first.
	probe bool
	// okExit are the exit statuses of a successful run besides 0 (lint
	// exits 1 when it found errors).
	okExit []int
}

// alternative is one form of a row's command and the row's name with it.
type alternative struct {
	name string
	argv []string
}

// one is a row of a single form.
func one(name string, argv ...string) *tool {
	return &tool{name: name, alternatives: []alternative{{name, argv}}}
}

// pgntoolRow is a row of pgntool: each form is tried first.
func pgntoolRow(findings []int, alts ...alternative) *tool {
	return &tool{name: alts[0].name, alternatives: alts, probe: true, okExit: findings}
}

// toolSet is every row, in table order.
func toolSet(cfg config) []*tool {
	pt := cfg.pgntool
	exit1 := func(t *tool) *tool { t.okExit = []int{1}; return t }
	ts := []*tool{
		one("cat", "cat", "{in}"),
		exit1(one(toolCLSyntax, cfg.clSyntax, "{in}")),
		exit1(one(toolCLLint, cfg.clLint, "{in}")),
	}
	if cfg.pgnExtract != "" {
		ts = append(ts,
			// Validate and write nothing.
			exit1(one(toolExtractR, cfg.pgnExtract, "-r", "-s", "{in}")),
			// Read and write every game: beside export.
			exit1(one("pgn-extract (write all)", cfg.pgnExtract, "-s", "-o", "{out}.pgn", "{in}")),
		)
	}
	// lint, export and convert exit 1 when they found errors.
	f := []int{1}
	zst := pgntoolRow(f, alternative{"lint --jobs 1 (.zst)", []string{pt, "lint", "--quiet", "--jobs", "1", "{in}"}})
	zst.zst = true
	ts = append(ts,
		pgntoolRow(f, alternative{toolLint1, []string{pt, "lint", "--quiet", "--jobs", "1", "{in}"}}),
		pgntoolRow(f, alternative{toolLint2, []string{pt, "lint", "--quiet", "--jobs", "2", "{in}"}}),
		pgntoolRow(f, alternative{toolSyntaxOnly, []string{pt, "lint", "--quiet", "--syntax-only", "--jobs", "1", "{in}"}}),
		zst,
		pgntoolRow(f,
			alternative{toolExport1, []string{pt, "export", "--quiet", "--jobs", "1", "{in}"}},
			alternative{"export", []string{pt, "export", "--quiet", "{in}"}}),
		pgntoolRow(f, alternative{toolExport2, []string{pt, "export", "--quiet", "--jobs", "2", "{in}"}}),
		pgntoolRow(f,
			alternative{"convert --to json --jobs 1", []string{pt, "convert", "--quiet", "--to", "json", "--jobs", "1", "{in}"}},
			alternative{"convert --to json", []string{pt, "convert", "--quiet", "--to", "json", "{in}"}}),
		pgntoolRow(f,
			alternative{"convert --to parquet --jobs 1", []string{pt, "convert", "--quiet", "--to", "parquet", "--jobs", "1", "-o", "{out}.parquet", "{in}"}},
			alternative{"convert --to parquet", []string{pt, "convert", "--quiet", "--to", "parquet", "-o", "{out}.parquet", "{in}"}}),
	)
	return ts
}

// probeGame is the small input each pgntool row is tried on first.
const probeGame = `[Event "probe"]
[Site "?"]
[Date "2026.11.24"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
`

// prepare chooses the row's arguments. It returns why the row is left
// out, or "".
func (t *tool) prepare(work string) string {
	prog := t.alternatives[0].argv[0]
	if strings.ContainsRune(prog, '/') {
		if _, err := os.Stat(prog); err != nil {
			return fmt.Sprintf("%s not found", prog)
		}
	} else if _, err := exec.LookPath(prog); err != nil {
		return fmt.Sprintf("%s not found", prog)
	}
	if !t.probe {
		t.argv = t.alternatives[0].argv
		return ""
	}
	in := filepath.Join(work, "probe.pgn")
	if err := os.WriteFile(in, []byte(probeGame), 0o644); err != nil {
		return err.Error()
	}
	if t.zst {
		if err := exec.Command("zstd", "-q", "-f", in, "-o", in+".zst").Run(); err != nil {
			return "zstd could not compress the probe: " + err.Error()
		}
		in += ".zst"
	}
	var why string
	for _, alt := range t.alternatives {
		args := expand(alt.argv, in, filepath.Join(work, "probe-out"))
		cmd := exec.Command(args[0], args[1:]...)
		var errOut bytes.Buffer
		cmd.Stderr = &errOut
		err := cmd.Run()
		code := exitCode(err)
		if code == 0 || t.accepts(code) {
			t.name, t.argv = alt.name, alt.argv
			return ""
		}
		line, _, _ := strings.Cut(strings.TrimSpace(errOut.String()), "\n")
		why = fmt.Sprintf("`%s` exits %d on a valid game: %s", strings.Join(alt.argv[1:], " "), code, line)
	}
	return why
}

func (t *tool) accepts(code int) bool {
	for _, c := range t.okExit {
		if c == code {
			return true
		}
	}
	return false
}

// expand replaces {in} and {out} in args.
func expand(args []string, in, out string) []string {
	r := strings.NewReplacer("{in}", in, "{out}", out)
	res := make([]string, len(args))
	for i, a := range args {
		res[i] = r.Replace(a)
	}
	return res
}

// exitCode is the exit status err stands for: 0 for nil, -1 when the
// program could not run or a signal ended it.
func exitCode(err error) int {
	if err == nil {
		return 0
	}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode()
	}
	return -1
}

// sample is one run of one tool on one input.
type sample struct {
	user, sys float64 // CPU seconds of the child (with /usr/bin/time's own, when precise)
	own       float64 // /usr/bin/time's own CPU seconds, taken off their sum
	wall      float64 // seconds
	rssKiB    int64   // peak resident memory
	exit      int
}

// cpu is the tool's CPU seconds. The kernel shares a process's time out
// between user and system by ticks, so only their sum is exact: what
// /usr/bin/time spends itself is taken off the sum.
func (s sample) cpu() float64    { return max(0, s.user+s.sys-s.own) }
func (s sample) rssMiB() float64 { return float64(s.rssKiB) / 1024 }

// measure runs the tool once on in through /usr/bin/time.
func (t *tool) measure(in input, work string, timeout time.Duration) (sample, error) {
	path := in.path
	if t.zst {
		if in.zst == "" {
			return sample{}, fmt.Errorf("%s.zst not found (bench/inputs.sh makes it)", in.path)
		}
		path = in.zst
	}
	out := filepath.Join(work, "out-"+in.name)
	defer removeOutputs(out)
	timeFile := filepath.Join(work, "time.txt")
	args := append([]string{"-f", "%e %U %S %M", "-o", timeFile}, expand(t.argv, path, out)...)
	cmd := exec.Command("/usr/bin/time", args...)
	devnull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return sample{}, err
	}
	defer devnull.Close()
	cmd.Stdout, cmd.Stderr = devnull, devnull
	began := time.Now()
	if err := cmd.Start(); err != nil {
		return sample{}, err
	}
	timer := time.AfterFunc(timeout, func() { cmd.Process.Kill() })
	err = cmd.Wait()
	wall := time.Since(began).Seconds()
	timer.Stop()
	code := exitCode(err)
	if code != 0 && !t.accepts(code) {
		return sample{}, fmt.Errorf("exit status %d: %s", code, strings.Join(cmd.Args, " "))
	}
	b, err := os.ReadFile(timeFile)
	if err != nil {
		return sample{}, err
	}
	s, err := parseTime(string(b))
	s.exit = code
	if user, sys, ok := childCPU(cmd.ProcessState); ok && err == nil && timeOwn.precise {
		// To the microsecond, less the cost of /usr/bin/time and of
		// starting a program, as timed on true.
		s.user, s.sys, s.own = user, sys, timeOwn.cpu
		s.wall = max(0, wall-timeOwn.wall)
	}
	return s, err
}

// timeOwn is what /usr/bin/time costs around a program that does nothing
// (measureTimeOwn): CPU and wall seconds, taken off each run's figures.
// precise is set when they were measured; else the runs keep the
// figures /usr/bin/time prints, in hundredths.
var timeOwn struct {
	cpu, wall float64
	precise   bool
}

// measureTimeOwn sets timeOwn: the medians of 21 runs of /usr/bin/time
// on true.
func measureTimeOwn(work string) {
	var cpus, walls []float64
	for range 21 {
		cmd := exec.Command("/usr/bin/time", "-f", "%e %U %S %M", "-o", filepath.Join(work, "time.txt"), "true")
		began := time.Now()
		if cmd.Run() != nil {
			return
		}
		wall := time.Since(began).Seconds()
		user, sys, ok := childCPU(cmd.ProcessState)
		if !ok {
			return
		}
		cpus, walls = append(cpus, user+sys), append(walls, wall)
	}
	timeOwn.cpu, timeOwn.wall, timeOwn.precise = median(cpus), median(walls), true
}

// removeOutputs removes what a tool wrote under the name out.
func removeOutputs(out string) {
	matches, _ := filepath.Glob(out + "*")
	for _, m := range matches {
		os.RemoveAll(m)
	}
}

// parseTime reads the "%e %U %S %M" line /usr/bin/time writes. Other
// lines may come before it (a line about the exit status) or after it
// (the child inherits the file and may write to it, as pgn-extract once
// did): the last line that reads as four numbers counts.
func parseTime(text string) (sample, error) {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if s, ok := timeLine(lines[i]); ok {
			return s, nil
		}
	}
	return sample{}, fmt.Errorf("unreadable /usr/bin/time output %q", text)
}

// timeLine reads one "%e %U %S %M" line.
func timeLine(line string) (sample, bool) {
	f := strings.Fields(line)
	if len(f) != 4 {
		return sample{}, false
	}
	var s sample
	var err error
	for i, p := range []*float64{&s.wall, &s.user, &s.sys} {
		if *p, err = strconv.ParseFloat(f[i], 64); err != nil {
			return sample{}, false
		}
	}
	if s.rssKiB, err = strconv.ParseInt(f[3], 10, 64); err != nil {
		return sample{}, false
	}
	return s, true
}
