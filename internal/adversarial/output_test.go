package adversarial

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"hash/fnv"
	"io"
	"regexp"
	"strconv"
)

// outputCheck reads one stream of pgntool's output line by line, without
// keeping it, and notes what the adversarial test asserts: diagnostics
// and their positions, panics, lines that are neither.
type outputCheck struct {
	json bool // lines are lint --format json objects

	diagnostics int
	errors      int
	unplaced    int      // diagnostics without file:line:col
	stray       int      // lines that are neither a diagnostic nor "pgntool: ..."
	panics      []string // lines of a panic or a fatal runtime error
	examples    []string // a few unplaced or stray lines, cut short

	sum       uint64 // FNV-1a of every diagnostic's line, column, severity and code
	last      place  // the last diagnostic
	lastError place  // the last error
	refused   int    // game number of the last "game N not written", or 0
}

// place is where a diagnostic points.
type place struct {
	line, column, game int
}

// severityAt finds ": error: " or ": warning: " in a text diagnostic line.
var severityAt = regexp.MustCompile(`: (error|warning): `)

// textPosition is the file:line:col before the severity.
var textPosition = regexp.MustCompile(`:([0-9]+):([0-9]+)$`)

// refusedGame is the number in strict export's refusal message.
var refusedGame = regexp.MustCompile(`game ([0-9]+) not written`)

// maxLine is the longest line kept whole; beyond it only the start is read.
const maxLine = 1 << 20

// read consumes r to its end.
func (o *outputCheck) read(r io.Reader) {
	br := bufio.NewReaderSize(r, maxLine)
	for {
		line, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			// A line longer than the buffer: judge it by its start and
			// pass over the rest.
			o.line(line)
			for err == bufio.ErrBufferFull {
				_, err = br.ReadSlice('\n')
			}
		} else if len(line) > 0 {
			o.line(bytes.TrimSuffix(line, []byte("\n")))
		}
		if err != nil {
			return
		}
	}
}

func (o *outputCheck) line(b []byte) {
	switch {
	case bytes.HasPrefix(b, []byte("panic:")), bytes.HasPrefix(b, []byte("fatal error:")),
		bytes.HasPrefix(b, []byte("goroutine ")), bytes.HasPrefix(b, []byte("runtime: ")):
		if len(o.panics) < 20 {
			o.panics = append(o.panics, cut(b))
		}
		return
	case bytes.HasPrefix(b, []byte("pgntool: ")):
		return
	case o.json && bytes.HasPrefix(b, []byte("{")):
		o.jsonLine(b)
		return
	}
	m := severityAt.FindSubmatchIndex(b)
	if m == nil {
		o.stray++
		o.example(b)
		return
	}
	o.diagnostics++
	isError := string(b[m[2]:m[3]]) == "error"
	p := textPosition.FindSubmatch(b[:m[0]])
	if p == nil {
		o.unplaced++
		o.example(b)
		return
	}
	at := place{line: atoi(p[1]), column: atoi(p[2])}
	if g := refusedGame.FindSubmatch(b[m[1]:]); g != nil {
		o.refused = atoi(g[1])
	}
	var code []byte
	if i := bytes.LastIndexByte(b, '['); i >= 0 && bytes.HasSuffix(b, []byte("]")) {
		code = b[i+1 : len(b)-1]
	}
	o.note(at, isError, code)
}

func (o *outputCheck) jsonLine(b []byte) {
	var d struct {
		Game     int    `json:"game"`
		Line     int    `json:"line"`
		Column   int    `json:"column"`
		Severity string `json:"severity"`
		Code     string `json:"code"`
	}
	o.diagnostics++
	if err := json.Unmarshal(b, &d); err != nil || d.Code == "" {
		o.stray++
		o.example(b)
		return
	}
	if d.Line <= 0 || d.Column <= 0 {
		o.unplaced++
		o.example(b)
		return
	}
	o.note(place{line: d.Line, column: d.Column, game: d.Game}, d.Severity == "error", []byte(d.Code))
}

// note counts a placed diagnostic, and adds it to the sum that compares
// the diagnostics of two runs without keeping them.
func (o *outputCheck) note(at place, isError bool, code []byte) {
	h := fnv.New64a()
	h.Write(binary.AppendUvarint(binary.AppendUvarint(nil, uint64(at.line)), uint64(at.column)))
	if isError {
		h.Write([]byte{1})
	}
	h.Write(code)
	// Order matters: the sum of one diagnostic is mixed into the running
	// sum, so the same diagnostics in another order give another sum.
	o.sum = o.sum*1099511628211 ^ h.Sum64()
	o.last = at
	if isError {
		o.errors++
		o.lastError = at
	}
}

func (o *outputCheck) example(b []byte) {
	if len(o.examples) < 3 {
		o.examples = append(o.examples, cut(b))
	}
}

// cut keeps the start of a line for a message, quoted.
func cut(b []byte) string {
	if len(b) > 200 {
		b = b[:200]
	}
	return strconv.Quote(string(b))
}

func atoi(b []byte) int {
	n, _ := strconv.Atoi(string(b))
	return n
}
