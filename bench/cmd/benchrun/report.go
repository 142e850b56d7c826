package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"
)

// results holds every sample, by input and tool.
type results struct {
	samples map[string]map[string][]sample
}

func newResults() *results { return &results{samples: map[string]map[string][]sample{}} }

func (r *results) add(in, tool string, s sample) {
	if r.samples[in] == nil {
		r.samples[in] = map[string][]sample{}
	}
	r.samples[in][tool] = append(r.samples[in][tool], s)
}

// summary is the medians of one tool's runs on one input, each figure's
// median taken on its own.
type summary struct {
	runs       int
	cpu, wall  float64
	user, sys  float64
	rssMiB     float64
	exit       int
	cpuSpreads [2]float64 // lowest and highest CPU seconds
}

// get summarises the runs of tool on in; ok is false when there are none.
func (r *results) get(in, tool string) (summary, bool) {
	ss := r.samples[in][tool]
	if len(ss) == 0 {
		return summary{}, false
	}
	pick := func(f func(sample) float64) []float64 {
		v := make([]float64, len(ss))
		for i, s := range ss {
			v[i] = f(s)
		}
		return v
	}
	cpus := pick(sample.cpu)
	return summary{
		runs:       len(ss),
		cpu:        median(cpus),
		wall:       median(pick(func(s sample) float64 { return s.wall })),
		user:       median(pick(func(s sample) float64 { return s.user })),
		sys:        median(pick(func(s sample) float64 { return s.sys })),
		rssMiB:     median(pick(sample.rssMiB)),
		exit:       ss[0].exit,
		cpuSpreads: [2]float64{slices.Min(cpus), slices.Max(cpus)},
	}, true
}

// median of v (the mean of the middle two for an even count); 0 for none.
func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	m := len(s) / 2
	if len(s)%2 == 1 {
		return s[m]
	}
	return (s[m-1] + s[m]) / 2
}

// ratio is a/b as "1.23×", or "–" when either is missing or b is zero.
func ratio(a, b summary, okA, okB bool) string {
	if !okA || !okB || b.cpu <= 0 {
		return "–"
	}
	return fmt.Sprintf("%.2f×", a.cpu/b.cpu)
}

// speedUp compares one job with two: the speed-up in wall time, and the
// one CPU accounting allows, 2 × CPU₁ ÷ CPU₂ (two cores kept busy by work
// that costs CPU₂ in all). On a shared machine the first depends on the
// neighbours; the second does not.
func speedUp(one, two summary, okOne, okTwo bool) string {
	if !okOne || !okTwo || two.wall <= 0 || two.cpu <= 0 {
		return "–"
	}
	return fmt.Sprintf("%.2f× / %.2f×", one.wall/two.wall, 2*one.cpu/two.cpu)
}

// report is everything the markdown shows.
type report struct {
	cfg                   config
	inputs                []input
	tools                 []*tool
	res                   *results
	rounds                int // completed
	notes                 []string
	start, end            time.Time
	loadBefore, loadAfter string
	machine               string
}

// bytes is the report as markdown.
func (rep *report) bytes() []byte {
	var b bytes.Buffer
	rep.write(&b)
	return b.Bytes()
}

func (rep *report) write(w io.Writer) {
	fmt.Fprintf(w, "Run of %s to %s UTC (%.0f min), %d rounds", rep.start.Format("2006-01-02 15:04"), rep.end.Format("15:04"), rep.end.Sub(rep.start).Minutes(), rep.rounds)
	if rep.rounds < rep.cfg.rounds {
		fmt.Fprintf(w, " of the %d asked for", rep.cfg.rounds)
	}
	fmt.Fprintf(w, ", each figure the median of %d runs.\n\n", rep.rounds)
	fmt.Fprintf(w, "- machine: %s\n", rep.machine)
	fmt.Fprintf(w, "- load average (1, 5, 15 min): %s before, %s after\n", rep.loadBefore, rep.loadAfter)
	if rep.cfg.command != "" {
		fmt.Fprintf(w, "- command: `%s`\n", rep.cfg.command)
	}
	if timeOwn.precise {
		fmt.Fprintf(w, "- CPU s: user + system seconds of the child, to the microsecond (the rusage of the harness's wait for /usr/bin/time, which holds the tool's), less what /usr/bin/time and a program's start cost on `true` (%.1f ms CPU, %.1f ms wall; the user / sys columns keep them); wall s: from the start to the end of the wait, less the same; MB/s: megabytes (10⁶ bytes) of uncompressed input per CPU second and per wall second; RSS: peak resident memory (%%M)\n",
			1000*timeOwn.cpu, 1000*timeOwn.wall)
	} else {
		fmt.Fprintf(w, "- CPU s: user + system seconds of the child (/usr/bin/time %%U + %%S, in hundredths); MB/s: megabytes (10⁶ bytes) of uncompressed input per CPU second and per wall second; RSS: peak resident memory (%%M)\n")
	}
	fmt.Fprintf(w, "- 2 jobs' speed-up: wall₁ ÷ wall₂, and by CPU accounting 2 × CPU₁ ÷ CPU₂ (what two cores give when the work of two jobs keeps both busy; it does not depend on the neighbours' load)\n")
	fmt.Fprintf(w, "- ÷ cl_lint, ÷ pgn-extract: the row's CPU seconds divided by those of chess-library's `cl_lint` and of `pgn-extract -r` on the same input (below 1.00: less CPU)\n")
	for _, n := range rep.notes {
		fmt.Fprintf(w, "- %s\n", n)
	}
	fmt.Fprintln(w)
	rep.writeSummary(w)
	for _, in := range rep.inputs {
		rep.writeInput(w, in)
	}
	fmt.Fprintln(w, "Commands (`{in}` is the input, `{out}` a file in the work directory):")
	fmt.Fprintln(w)
	cwd, _ := os.Getwd()
	for _, t := range rep.tools {
		in := "{in}"
		if t.zst {
			in = "{in}.zst"
		}
		cmd := strings.Join(expand(t.argv, in, "{out}"), " ")
		if cwd != "" {
			cmd = strings.ReplaceAll(cmd, cwd+string(os.PathSeparator), "")
		}
		fmt.Fprintf(w, "- %s: `%s`\n", t.name, cmd)
	}
}

// writeSummary writes the goals: lint --jobs 1 beside chess-library and
// pgn-extract, syntax-only beside chess-library's syntax pass, and what a
// second job costs.
func (rep *report) writeSummary(w io.Writer) {
	fmt.Fprintln(w, "| input | MB | lint --jobs 1 CPU s | ÷ cl_lint (goal ≤ 1.00) | ÷ pgn-extract -r | syntax-only ÷ cl_syntax | lint 2 jobs: speed-up wall / by CPU | export 2 jobs: speed-up wall / by CPU |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
	for _, in := range rep.inputs {
		l1, ok1 := rep.res.get(in.name, toolLint1)
		l2, ok2 := rep.res.get(in.name, toolLint2)
		cl, okCL := rep.res.get(in.name, toolCLLint)
		cs, okCS := rep.res.get(in.name, toolCLSyntax)
		px, okPX := rep.res.get(in.name, toolExtractR)
		so, okSO := rep.res.get(in.name, toolSyntaxOnly)
		e1, okE1 := rep.res.get(in.name, toolExport1)
		e2, okE2 := rep.res.get(in.name, toolExport2)
		cpu := "–"
		if ok1 {
			cpu = fmt.Sprintf("%.3f", l1.cpu)
		}
		fmt.Fprintf(w, "| %s | %.0f | %s | %s | %s | %s | %s | %s |\n", in.name, in.mb(), cpu,
			ratio(l1, cl, ok1, okCL), ratio(l1, px, ok1, okPX), ratio(so, cs, okSO, okCS),
			speedUp(l1, l2, ok1, ok2), speedUp(e1, e2, okE1, okE2))
	}
	fmt.Fprintln(w)
}

// writeInput writes the table of one input: every tool's row.
func (rep *report) writeInput(w io.Writer, in input) {
	fmt.Fprintf(w, "**%s** (%.1f MB", in.name, in.mb())
	if in.zst != "" {
		fmt.Fprintf(w, "; .zst copy for the .zst row")
	}
	fmt.Fprintln(w, ")")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| tool | MB/s CPU | MB/s wall | CPU s (min–max) | user / sys s | wall s | peak RSS MiB | ÷ cl_lint | ÷ pgn-extract -r | exit |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|")
	cl, okCL := rep.res.get(in.name, toolCLLint)
	px, okPX := rep.res.get(in.name, toolExtractR)
	for _, t := range rep.tools {
		s, ok := rep.res.get(in.name, t.name)
		if !ok {
			continue
		}
		fmt.Fprintf(w, "| %s | %s | %s | %.3f (%.3f–%.3f) | %.3f / %.3f | %.3f | %.1f | %s | %s | %d |\n",
			t.name, perSecond(in.mb(), s.cpu), perSecond(in.mb(), s.wall), s.cpu, s.cpuSpreads[0], s.cpuSpreads[1],
			s.user, s.sys, s.wall, s.rssMiB, ratio(s, cl, true, okCL), ratio(s, px, true, okPX), s.exit)
	}
	fmt.Fprintln(w)
}

// perSecond is mb/sec as a whole number, or "–" for no time.
func perSecond(mb, sec float64) string {
	if sec <= 0 {
		return "–"
	}
	return fmt.Sprintf("%.0f", mb/sec)
}
