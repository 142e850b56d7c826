package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestMedian(t *testing.T) {
	for _, tt := range []struct {
		in   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		if got := median(tt.in); got != tt.want {
			t.Errorf("median(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestParseTime(t *testing.T) {
	s, err := parseTime("Command exited with non-zero status 1\n1.50 0.70 0.05 16080\n")
	if err != nil {
		t.Fatal(err)
	}
	if s.wall != 1.5 || s.user != 0.7 || s.sys != 0.05 || s.rssKiB != 16080 {
		t.Errorf("parseTime = %+v", s)
	}
	if s, err := parseTime("29.23 5.17 0.43 2800\n36\n"); err != nil || s.rssKiB != 2800 {
		t.Errorf("parseTime with a line after the figures = %+v, %v", s, err)
	}
	if _, err := parseTime("garbage"); err == nil {
		t.Error("parseTime accepted garbage")
	}
}

// TestReportRatios: each row's CPU is divided by chess-library's and
// pgn-extract's on the same input, and the summary shows the 2-job
// speed-ups.
func TestReportRatios(t *testing.T) {
	res := newResults()
	for _, v := range []float64{1.0, 3.0, 2.0} {
		res.add("x", toolCLLint, sample{user: v / 2, sys: v / 2, wall: v, rssKiB: 1024})
	}
	res.add("x", toolExtractR, sample{user: 8, wall: 8})
	res.add("x", toolLint1, sample{user: 3, wall: 3})
	res.add("x", toolLint2, sample{user: 4, wall: 2})
	rep := report{
		cfg:    config{rounds: 3},
		rounds: 3,
		inputs: []input{{name: "x", bytes: 100e6}},
		tools:  []*tool{{name: toolCLLint, argv: []string{"cl"}}, {name: toolExtractR, argv: []string{"pe"}}, {name: toolLint1, argv: []string{"pt"}}, {name: toolLint2, argv: []string{"pt"}}},
		res:    res,
	}
	var b bytes.Buffer
	rep.write(&b)
	out := b.String()
	for _, want := range []string{
		"| x | 100 | 3.000 | 1.50× | 0.38× | – | 1.50× / 1.50× | – |",
		"| lint --jobs 1 | 33 | 33 | 3.000 (3.000–3.000) | 3.000 / 0.000 | 3.000 | 0.0 | 1.50× | 0.38× | 0 |",
		"| chess-library cl_lint | 50 | 50 | 2.000 (1.000–3.000) | 1.000 / 1.000 | 2.000 | 1.0 | 1.00× | 0.25× | 0 |",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
}
