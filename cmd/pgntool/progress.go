package main

import (
	"bytes"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/urfave/cli/v2"
)

// The progress bar is drawn here rather than with github.com/vbauerster/mpb:
// lint's diagnostics go to standard output, most often the same terminal,
// so the bar must be wiped before each of them is written and drawn again
// after. mpb prints lines above its bars only through (*Progress).Write,
// which writes them to the bar's own output, standard error: the
// diagnostics would leave standard output. Drawing one line is a page of
// code and adds no dependency.

// progressDelay is how long a run goes before the bar shows: a short run
// shows none. (A variable for the tests.)
var progressDelay = time.Second

// progressTick is how often the bar is drawn again. (A variable for the
// tests.)
var progressTick = 200 * time.Millisecond

// progress draws one line on standard error, a terminal, while a command
// reads its input: the file, the bytes read (of how many, when known),
// the games, the rate and the time left. Its methods may be called on a
// nil *progress, which draws nothing.
type progress struct {
	w     *os.File
	mu    sync.Mutex
	drawn bool // a bar is on the screen
	// guarded are the writers guard returned.
	guarded []*guardedWriter

	name  atomic.Pointer[string]
	total atomic.Int64 // bytes of the file, or -1 when unknown
	bytes atomic.Int64 // bytes of it read
	games atomic.Int64 // games of it read
	began atomic.Int64 // the file's start, in Unix nanoseconds

	stop chan struct{}
	done chan struct{}
}

// newProgress starts the bar of a command, or returns nil when it is not
// to be shown: standard error is no live terminal, or --quiet is set.
func newProgress(stderr io.Writer, term terminalState, quiet bool) *progress {
	f, ok := stderr.(*os.File)
	if !ok || !term.live || quiet {
		return nil
	}
	p := &progress{w: f, stop: make(chan struct{}), done: make(chan struct{})}
	p.total.Store(-1)
	go p.run()
	return p
}

// run draws the bar every tick once the delay is over.
func (p *progress) run() {
	defer close(p.done)
	select {
	case <-time.After(progressDelay):
	case <-p.stop:
		return
	}
	t := time.NewTicker(progressTick)
	defer t.Stop()
	for {
		p.draw()
		select {
		case <-t.C:
		case <-p.stop:
			return
		}
	}
}

// file starts the bar of a file of size bytes (-1 when unknown: standard
// input, a compressed stream).
func (p *progress) file(name string, size int64) {
	if p == nil {
		return
	}
	p.name.Store(&name)
	p.total.Store(size)
	p.bytes.Store(0)
	p.games.Store(0)
	p.began.Store(time.Now().UnixNano())
}

// reader counts the bytes read from r on the bar.
func (p *progress) reader(r io.Reader) io.Reader {
	if p == nil {
		return r
	}
	return &countingReader{r: r, n: &p.bytes}
}

// reached records that the file has been read up to offset.
func (p *progress) reached(offset int64) {
	if p == nil {
		return
	}
	for {
		old := p.bytes.Load()
		if offset <= old || p.bytes.CompareAndSwap(old, offset) {
			return
		}
	}
}

// addGames counts n more games read.
func (p *progress) addGames(n int) {
	if p != nil {
		p.games.Add(int64(n))
	}
}

// close wipes the bar, stops drawing it, and writes what the guarded
// writers kept back.
func (p *progress) close() {
	if p == nil {
		return
	}
	close(p.stop)
	<-p.done
	p.mu.Lock()
	defer p.mu.Unlock()
	p.wipe()
	for _, g := range p.guarded {
		g.flush()
	}
}

// clear wipes the bar off the screen, until the next tick draws it.
func (p *progress) clear() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.wipe()
}

func (p *progress) wipe() {
	if p.drawn {
		p.w.WriteString("\r\x1b[K")
		p.drawn = false
	}
}

// guard returns a writer to w, a terminal the bar shares, that wipes the
// bar before each write and writes whole lines only: it keeps the start
// of a line back until its end comes, so that the bar is never drawn
// after the start of a line (and wiped with it). close writes what is
// kept back.
func (p *progress) guard(w io.Writer) io.Writer {
	if p == nil {
		return w
	}
	g := &guardedWriter{p: p, w: w}
	p.mu.Lock()
	p.guarded = append(p.guarded, g)
	p.mu.Unlock()
	return g
}

// guardedWriter is the writer guard returns.
type guardedWriter struct {
	p       *progress
	w       io.Writer
	pending []byte // the start of a line
	err     error
}

// maxPending bounds what is kept back of a line: a longer line is
// written in pieces.
const maxPending = 64 << 10

func (g *guardedWriter) Write(b []byte) (int, error) {
	g.p.mu.Lock()
	defer g.p.mu.Unlock()
	if g.err != nil {
		return 0, g.err
	}
	end := bytes.LastIndexByte(b, '\n') + 1
	if end == 0 && len(g.pending)+len(b) <= maxPending {
		g.pending = append(g.pending, b...)
		return len(b), nil
	}
	if end == 0 {
		end = len(b)
	}
	g.p.wipe()
	if len(g.pending) > 0 {
		if _, g.err = g.w.Write(g.pending); g.err != nil {
			return 0, g.err
		}
		g.pending = g.pending[:0]
	}
	if _, g.err = g.w.Write(b[:end]); g.err != nil {
		return 0, g.err
	}
	g.pending = append(g.pending, b[end:]...)
	return len(b), nil
}

// flush writes what is kept back; the caller holds p.mu.
func (g *guardedWriter) flush() {
	if len(g.pending) > 0 && g.err == nil {
		g.p.wipe()
		_, g.err = g.w.Write(g.pending)
		g.pending = nil
	}
}

// draw writes the bar over the line.
func (p *progress) draw() {
	name := p.name.Load()
	if name == nil {
		return
	}
	width := terminalWidth(p.w)
	if width <= 0 {
		width = 80
	}
	line := progressLine(*name, p.bytes.Load(), p.total.Load(), p.games.Load(),
		time.Since(time.Unix(0, p.began.Load())), width-1)
	p.mu.Lock()
	defer p.mu.Unlock()
	p.w.WriteString("\r" + line + "\x1b[K")
	p.drawn = true
}

// progressLine is the text of the bar, at most width columns:
//
//	games.pgn [=======>        ] 12.0/40.0 MiB  1234 games  8.1 MiB/s  ETA 3s
//	<stdin> 12.0 MiB  1234 games  8.1 MiB/s
//
// A long file name is cut on its left to leave room for the rest.
func progressLine(name string, done, total, games int64, elapsed time.Duration, width int) string {
	rate := 0.0
	if s := elapsed.Seconds(); s > 0 {
		rate = float64(done) / s
	}
	known := total >= done && total > 0
	counts := "  " + strconv.FormatInt(games, 10) + " games  " + byteSize(int64(rate)) + "/s"
	if known {
		counts = " " + byteSizeOf(done, total) + counts
		if rate > 0 {
			left := time.Duration(float64(total-done) / rate * float64(time.Second))
			counts += "  ETA " + left.Round(time.Second).String()
		}
	} else {
		counts = " " + byteSize(done) + counts
	}
	// The name gives way first, down to its last few characters.
	name = shortenLeft(name, max(min(width-runeCount(counts), max(width/3, 12)), 8))
	line := name
	if bar := min(width-runeCount(name)-runeCount(counts)-3, 40); known && bar >= 10 {
		fill := int(int64(bar) * done / total)
		line += " [" + strings.Repeat("=", fill) + strings.Repeat(" ", bar-fill) + "]"
	}
	line += counts
	if runeCount(line) > width {
		line = string([]rune(line)[:max(width, 0)])
	}
	return line
}

// shortenLeft cuts s to n characters from its end, marking the cut.
func shortenLeft(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	if n == 0 {
		return ""
	}
	return "…" + string(r[len(r)-n+1:])
}

func runeCount(s string) int { return utf8.RuneCountInString(s) }

// byteSize writes n bytes in binary units: 512 B, 12.0 KiB, 3.4 MiB.
func byteSize(n int64) string {
	const units = "KMGTPE"
	if n < 1024 {
		return strconv.FormatInt(n, 10) + " B"
	}
	v, u := float64(n)/1024, 0
	for v >= 1024 && u < len(units)-1 {
		v /= 1024
		u++
	}
	return strconv.FormatFloat(v, 'f', 1, 64) + " " + units[u:u+1] + "iB"
}

// byteSizeOf writes "done/total unit" in the unit of total.
func byteSizeOf(done, total int64) string {
	t := byteSize(total)
	i := strings.IndexByte(t, ' ')
	unit := t[i+1:]
	div := float64(1)
	for _, u := range []string{"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"} {
		div *= 1024
		if u == unit {
			return strconv.FormatFloat(float64(done)/div, 'f', 1, 64) + "/" + t
		}
	}
	return strconv.FormatInt(done, 10) + "/" + t
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c *countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n.Add(int64(n))
	return n, err
}

// quietFlag is --quiet, shared by the commands.
var quietFlag = &cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "write no progress bar and no summary on standard error (they are written only to a terminal)"}
