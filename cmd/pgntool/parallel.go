package main

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"sync"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// Lint reads large inputs in pieces that start at game boundaries, checks
// the pieces on several cores, and prints their faults in the order of the
// file, as a single reader would.

// chunkSize is how much text one worker takes at a time. (A variable for
// the tests, which cut small files.) Half a megabyte, not one: on TCEC,
// the file that lint reads fastest, two jobs cost 6-8% less CPU with it
// (fewer pages of buffers faulted in; lint and export, 15 interleaved
// runs, docs/performance.md "Round 8"), and the other inputs the same.
var chunkSize = 512 << 10

// chunk is a piece of the input that starts at a line where a new game
// surely begins.
type chunk struct {
	data []byte
	// tail, when set, is the rest of the input after data: a game longer
	// than a chunk may be is read on as a stream, so that no buffer grows
	// with it. Such a chunk is the last.
	tail  io.Reader
	start pgn.Position // Offset and Line of data[0]
	// out carries the chunk's faults, in batches, to the printer; the
	// last batch holds the count of games and the error, and then out is
	// closed. Its small capacity bounds what a chunk holds: a worker
	// waits until the chunk's turn to be printed comes.
	out chan chunkBatch
	buf []byte // the buffer data lies in, reused once the chunk is linted
}

func newChunk(data []byte, start pgn.Position, buf []byte) *chunk {
	return &chunk{data: data, start: start, out: make(chan chunkBatch, 1), buf: buf}
}

// buffers recycles the buffers of linted chunks. Fresh buffers of a
// megabyte each cost page faults and zeroing that made reading the input,
// which one goroutine does for all workers, slower than linting it. A nil
// buffers allocates every time.
type buffers chan []byte

// get returns an empty buffer with room for n bytes.
func (l buffers) get(n int) []byte {
	select {
	case b := <-l:
		if cap(b) >= n {
			return b[:0]
		}
	default:
	}
	return make([]byte, 0, n)
}

// put offers b for reuse; it is dropped when enough are kept.
func (l buffers) put(b []byte) {
	select {
	case l <- b[:0]:
	default:
	}
}

// batchSize is how many faults a worker gathers before it hands them to
// the printer (more when one game has more).
const batchSize = 512

// diagBatches recycles the slices of printed batches, so that a worker
// fills one it had before instead of growing a new one from nothing for
// every batch: on a file with a fault in every game that was most of what
// lint allocated on two cores. A batch taken from it holds the stale
// entries of its last use past its length, so the diagnostics of at most
// cap(batches) batches stay reachable.
type diagBatches chan []pgn.Diagnostic

// get returns an empty batch.
func (l diagBatches) get() []pgn.Diagnostic {
	select {
	case b := <-l:
		return b[:0]
	default:
		return make([]pgn.Diagnostic, 0, batchSize)
	}
}

// put offers a printed batch for reuse; it is dropped when enough are
// kept, or when it grew past a batch (one game's many faults).
func (l diagBatches) put(b []pgn.Diagnostic) {
	if cap(b) > 2*batchSize {
		return
	}
	select {
	case l <- b:
	default:
	}
}

// chunkBatch is a part of what lint found in a chunk; game numbers in the
// diagnostics count from the chunk's first game. games and err are set in
// the last batch.
type chunkBatch struct {
	diags []pgn.Diagnostic
	games int
	err   error
}

// lintChunks lints r with jobs workers and hands every fault to print, in
// the order of the input. It reports whether any fault was an error.
func lintChunks(r io.Reader, opts pgn.ReaderOptions, jobs, size int, print printFunc, step stepFunc) (bool, error) {
	// Chunks in flight: queued in order, being linted, and being printed.
	free := make(buffers, 3*jobs+2)
	split := func(emit func(*chunk) bool) error { return splitChunks(r, size, free, emit) }
	return lintPieces(split, free, opts, jobs, print, step)
}

// lintPieces lints the chunks that split emits with jobs workers, prints
// their faults in the order of the text, and hands each chunk's buffer
// back to free once it is linted. When print reports that the output
// failed, the workers and split are stopped. step, when not nil, is told
// of each chunk printed.
func lintPieces(split func(emit func(*chunk) bool) error, free buffers, opts pgn.ReaderOptions, jobs int, print printFunc, step stepFunc) (bool, error) {
	work := make(chan *chunk, jobs)
	order := make(chan *chunk, 2*jobs)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	batches := make(diagBatches, 4*jobs+4)
	for i := 0; i < jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// One linter for all the chunks of a worker: its checker's
			// board and buffers are set up once, not per chunk.
			lint := newGameLinter(pgn.Position{})
			for c := range work {
				lintChunk(c, opts, stop, lint, batches)
				// The faults hold nothing of the chunk's text (their
				// messages are copies), so its buffer goes back to the
				// splitter now rather than once the chunk is printed:
				// fewer buffers in flight, fewer pages faulted in.
				free.put(c.buf)
			}
		}()
	}
	var readErr error
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		defer close(order)
		defer close(work)
		readErr = split(func(c *chunk) bool {
			select {
			case order <- c:
			case <-stop:
				return false
			}
			select {
			case work <- c:
				return true
			case <-stop:
				// Queued for printing but never linted: the printer has
				// stopped and will not wait for it.
				return false
			}
		})
	}()

	found, stopped := false, false
	games := 0
	var err error
	for c := range order {
		if stopped {
			continue
		}
		n := 0
		for b := range c.out {
			for _, d := range b.diags {
				if d.Pos.Game > 0 {
					d.Pos.Game += games
				}
				if d.Severity == pgn.Error {
					found = true
				}
				if !print(d) {
					stopped = true
					close(stop)
					break
				}
			}
			if stopped {
				break
			}
			batches.put(b.diags)
			n = b.games
			if b.err != nil && err == nil {
				err = b.err
			}
		}
		games += n
		if step != nil && !stopped {
			step(n, c.start.Offset+int64(len(c.data)))
		}
	}
	<-readDone
	wg.Wait()
	if readErr != nil {
		return found, readErr
	}
	return found, err
}

// lintChunk lints one chunk and sends its faults on c.out. It gives up
// when stop is closed.
func lintChunk(c *chunk, opts pgn.ReaderOptions, stop <-chan struct{}, lint *gameLinter, batches diagBatches) {
	defer close(c.out)
	var last chunkBatch
	send := func(b chunkBatch) bool {
		select {
		case c.out <- b:
			return true
		case <-stop:
			return false
		}
	}
	defer func() {
		send(last)
	}()
	opts.Start = c.start
	rd := chunkReader(&lint.rd, c.data, c.tail, opts)
	lint.reset(c.start)
	batch := batches.get()
	for {
		select {
		case <-stop:
			return
		default:
		}
		diags, more, err := lint.next(rd)
		batch = append(batch, diags...)
		if more {
			last.games++
		}
		if err != nil || !more {
			last.diags, last.err = batch, err
			return
		}
		if len(batch) >= batchSize {
			if !send(chunkBatch{diags: batch}) {
				return
			}
			batch = batches.get()
		}
	}
}

// chunkReader returns the reader of a piece of an input: the worker's
// kept reader, reset on data (made at its first piece), so that the
// memory its games grew serves the next piece, where a reader per piece
// allocated all of it again; or, for the last piece of an input read on
// as a stream (tail), a reader of its own.
func chunkReader(kept **pgn.Reader, data []byte, tail io.Reader, opts pgn.ReaderOptions) *pgn.Reader {
	if tail != nil {
		return pgn.NewReader(io.MultiReader(bytes.NewReader(data), tail), opts)
	}
	if *kept == nil {
		*kept = new(pgn.Reader)
	}
	(*kept).ResetBytes(data, opts)
	return *kept
}

// maxChunk is how far a chunk read from a stream may grow, in chunk
// sizes, while no game boundary is found in it. Past that (a game of
// megabytes, or no PGN at all) the rest of the input is linted as one
// stream by one worker, so that memory stays bounded whatever the input.
// Eight chunks of 512 KiB keep that point at 4 MiB, where it was with
// four chunks of 1 MiB: a game of a few megabytes does not send the rest
// of a file to one core.
const maxChunk = 8

// splitChunks reads r and cuts it into chunks of about size bytes. A cut
// goes before a line starting with '[' that follows one or more empty
// lines, which follow a line ending with a termination marker: there the
// previous game is complete and the next begins in every reading (the
// reader ends a game at a '[' after its marker). Text with no such line
// for maxChunk chunk sizes goes, with the rest of r, into a last chunk
// read as a stream. It stops when emit returns false.
func splitChunks(r io.Reader, size int, free buffers, emit func(*chunk) bool) error {
	start := pgn.Position{Line: 1}
	// Every buffer has room for a chunk and the start of the next game
	// cut off before it, so that a recycled one serves again.
	data := free.get(2 * size)
	var scanned textState // where data has been searched for a boundary
	for {
		if len(data) >= maxChunk*size {
			// No boundary in sight: the rest is one stream.
			c := newChunk(data, start, data)
			c.tail = r
			emit(c)
			return nil
		}
		if cap(data)-len(data) < size {
			// A game longer than a chunk.
			grown := free.get(2*len(data) + size)[:len(data)]
			copy(grown, data)
			free.put(data)
			data = grown
		}
		n, err := io.ReadFull(r, data[len(data):len(data)+size])
		data = data[:len(data)+n]
		last := err != nil
		if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
			// The games read before the error are read as one reader
			// reads them, and then the error.
			c := newChunk(data, start, data)
			c.tail = failingTail{err}
			emit(c)
			return nil
		}
		cut := len(data)
		if !last {
			cut = lastBoundary(data, &scanned)
		}
		if cut > 0 {
			piece := data[:cut:cut]
			c := newChunk(piece, start, data)
			start.Offset += int64(len(piece))
			start.Line += lineEnds(piece)
			// The chunk keeps its bytes; the rest moves to another buffer
			// before the chunk goes out and its buffer may be reused.
			rest := free.get(max(2*size, len(data)-cut+size))[:len(data)-cut]
			copy(rest, data[cut:])
			if !emit(c) {
				return nil
			}
			data = rest
			// The rest starts at the cut, outside any token; it is
			// searched again, once, with the text that follows it.
			scanned = textState{}
		}
		if last {
			free.put(data)
			return nil
		}
	}
}

// lastBoundary returns the index of the '[' of the last safe game start in
// data, or 0 when there is none, among those at or after the line feed at
// st.pos; it leaves st.pos at the last byte, so that a caller whose data
// grows searches each line feed once. data must begin outside every token
// (at the input's start or at a cut). A line starting with '[' is a
// boundary only where the scanner stands outside every token: not within
// a brace comment that holds a result, a blank line and a '[' at a line's
// start.
//
// It searches backwards from the end, so on a chunk of games it reads
// little more than the last game, where following the scanner's state
// forward read every byte of the chunk: a tenth of the CPU time of lint
// and export with two jobs. At a line's start, the only token the scanner
// can stand within is a brace comment, as strings, ';' comments and
// escape lines end with their line. A brace comment open at a place has
// no '}' between its '{' and that place, so a place whose nearest brace
// before it is a '}', or that has no brace before it, is outside every
// comment. Only when the nearest brace is a '{' (a comment around the
// candidate, or a '{' in a string or a ';' comment) is the state followed
// forward from data's start, by lastBoundaryForward.
func lastBoundary(data []byte, st *textState) int {
	end := len(data) - 1
	from := st.pos
	if from >= end {
		return 0
	}
	st.pos = end
	// The last byte is left for the next call: whether a line feed
	// starts a boundary depends on the byte after it.
	for hi := end + 1; ; {
		j := lastLineThenBracket(data[from:hi])
		if j < 0 {
			return 0
		}
		i := from + j
		hi = i + 1
		if i > 0 && data[i-1] > ' ' && data[i-1] < 0x7f {
			// The line before ends with a printable character: not blank
			// (most often a tag pair's ']').
			continue
		}
		if !followsResult(data, i) {
			continue
		}
		if lastBrace(data[:i]) != '{' {
			return i + 1
		}
		var fwd textState
		if cut := lastBoundaryForward(data, &fwd); cut > from {
			return cut
		}
		return 0
	}
}

var lineThenBracket = []byte("\n[")

// lastLineThenBracket returns the index of the last "\n[" in data, or -1.
// bytes.LastIndex searches backwards a byte at a time (Rabin-Karp), and
// the last game of a chunk of engine games is tens of kilobytes long: that
// was half of what the splitting goroutine spent on such files.
//
// lastBoundary calls it again below each candidate it turns down, so a
// call must cost about as much as the distance back to the pair it finds,
// however dense the pairs (a text of nothing but "[\n", tag pairs without
// a game). The last 64 bytes are searched backwards a byte at a time;
// beyond them, blocks twice as large each time, up to 2 KiB, each
// searched forwards with bytes.Index, which skips ahead with vector
// instructions. Consecutive pieces share a byte, so that a pair split
// between two is found.
func lastLineThenBracket(data []byte) int {
	i, _ := lastLineThenBracketScanned(data)
	return i
}

// lastLineThenBracketScanned is lastLineThenBracket that also returns how
// many bytes it searched, for the tests of its cost.
func lastLineThenBracketScanned(data []byte) (at, scanned int) {
	const near, most = 64, 2048
	lo := max(0, len(data)-near)
	for i := len(data) - 2; i >= lo; i-- {
		scanned++
		if data[i] == '\n' && data[i+1] == '[' {
			return i, scanned
		}
	}
	block := 2 * near
	for hi := lo + 1; hi > 1; {
		lo := max(0, hi-block)
		block = min(2*block, most)
		b := data[lo:hi]
		scanned += len(b)
		last := -1
		for i := 0; ; {
			j := bytes.Index(b[i:], lineThenBracket)
			if j < 0 {
				break
			}
			last = i + j
			i += j + 1
		}
		if last >= 0 {
			return lo + last, scanned
		}
		hi = lo + 1
	}
	return -1, scanned
}

// lastBrace returns the last '{' or '}' in data, or 0 when there is none.
func lastBrace(data []byte) byte {
	const block = 4096
	for hi := len(data); hi > 0; {
		lo := max(0, hi-block)
		b := data[lo:hi]
		// Two quick searches pass over a block without braces.
		if bytes.IndexByte(b, '{') >= 0 || bytes.IndexByte(b, '}') >= 0 {
			for k := len(b) - 1; k >= 0; k-- {
				if b[k] == '{' || b[k] == '}' {
					return b[k]
				}
			}
		}
		hi = lo
	}
	return 0
}

// lastBoundaryForward returns the index of the '[' of the last safe game start in
// data, or 0 when there is none. It searches data forward from st.pos,
// where the scanner would be in state st, and leaves st where it stopped,
// so that a caller whose data grows searches each byte once. A line
// starting with '[' is a boundary only where the scanner stands outside
// every token: not within a brace comment that holds a result, a blank
// line and a '[' at a line's start.
func lastBoundaryForward(data []byte, st *textState) int {
	cut := 0
	// A copy in a local variable keeps the loop fast.
	s := *st
	// The last byte is left for the next call: whether a line feed
	// starts a boundary depends on the byte after it.
	end := len(data) - 1
	for s.pos < end {
		if s.within == '{' {
			// Nothing inside a comment but its end matters.
			j := bytes.IndexByte(data[s.pos:end], '}')
			if j < 0 {
				s.midLine = !isLineEnd(data[end-1])
				s.pos = end
				break
			}
			s.pos += j + 1
			s.within, s.midLine = 0, true
			continue
		}
		if s.within == 0 && s.midLine {
			// Outside every token and past a line's first byte, only a
			// byte that opens a token or ends the line changes the
			// state: the bytes before it are passed over at once.
			j := s.pos
			for j < end && !stateBytes[data[j]] {
				j++
			}
			if s.pos = j; j == end {
				break
			}
		} else if (s.within == ';' || s.within == '%') && s.pos < end {
			// A ';' comment or an escape line ends with its line.
			j := s.pos
			for j < end && data[j] != '\n' && data[j] != '\r' {
				j++
			}
			if j > s.pos {
				s.pos, s.midLine = j, true
			}
			if j == end {
				break
			}
		}
		i := s.pos
		s.step(data[i])
		s.pos++
		if data[i] == '\n' && data[i+1] == '[' && s.within == 0 && followsResult(data, i) {
			cut = i + 1
		}
	}
	*st = s
	return cut
}

// stateBytes are the bytes that change textState outside every token and
// away from a line's start: those that open a token, and line ends.
var stateBytes = [256]bool{'{': true, '"': true, ';': true, '\n': true, '\r': true}

func isLineEnd(c byte) bool { return c == '\n' || c == '\r' }

// followsResult reports whether the line feed at data[nl] ends one or more
// empty lines that follow a line ending with a termination marker.
func followsResult(data []byte, nl int) bool {
	blanks := 0
	for {
		line, ok := previousLine(data, nl)
		if !ok || !isBlank(line) {
			return ok && blanks > 0 && endsWithResult(line)
		}
		blanks++
		nl -= len(line) + 1
	}
}

// textState follows, byte by byte, what the scanner reads in: a brace
// comment, a string, a ';' comment or a '%' escape line. A string, a ';'
// comment and an escape line end at the end of their line; only a brace
// comment goes on past it, to its '}'.
type textState struct {
	pos     int  // bytes read
	within  byte // '{', '"', ';', '%', or 0 outside every token
	escaped bool // the byte before, in a string, was a backslash
	midLine bool // bytes have been read since the last line end
}

// outside reports whether the scanner stands between tokens.
func (st *textState) outside() bool { return st.within == 0 }

// step reads one byte.
func (st *textState) step(c byte) {
	lineEnd := c == '\n' || c == '\r'
	col1 := !st.midLine
	st.midLine = !lineEnd
	switch st.within {
	case '{':
		if c == '}' {
			st.within = 0
		}
		return
	case '"':
		switch {
		case lineEnd:
			st.within = 0
		case st.escaped:
			// The scanner reads \" and \\ as escapes; any other byte after a
			// backslash is text.
			st.escaped = false
		case c == '\\':
			st.escaped = true
		case c == '"':
			st.within = 0
		}
		return
	case ';', '%':
		if lineEnd {
			st.within = 0
		}
		return
	}
	switch {
	case c == '{', c == '"', c == ';':
		st.within, st.escaped = c, false
	case c == '%' && col1:
		st.within = c
	}
}

// previousLine returns the line that ends with the line feed at data[nl].
func previousLine(data []byte, nl int) ([]byte, bool) {
	if nl <= 0 || nl > len(data) {
		return nil, false
	}
	j := bytes.LastIndexByte(data[:nl], '\n')
	return data[j+1 : nl], j >= 0
}

func isBlank(line []byte) bool { return len(bytes.TrimSpace(line)) == 0 }

// results are the termination markers of every game pgntool reads, as
// the plugins give them, longest first so that none is taken for the end
// of a longer one.
var results = sync.OnceValue(func() [][]byte {
	var all [][]byte
	for _, v := range variants.All() {
		for _, r := range v.Info().Results {
			if r != "" && !slices.ContainsFunc(all, func(b []byte) bool { return string(b) == r }) {
				all = append(all, []byte(r))
			}
		}
	}
	slices.SortStableFunc(all, func(a, b []byte) int { return len(b) - len(a) })
	return all
})

// endsWithResult reports whether a line ends with a termination marker
// standing as a word of its own: the game before it is complete.
func endsWithResult(line []byte) bool {
	line = bytes.TrimRight(line, " \t\r")
	if len(line) == 0 || line[0] == '[' || line[0] == '%' {
		return false
	}
	for _, r := range results() {
		if bytes.HasSuffix(line, r) {
			rest := line[:len(line)-len(r)]
			return len(rest) == 0 || rest[len(rest)-1] == ' '
		}
	}
	return false
}

// lineEnds counts the line ends in b as the scanner does: LF, CR LF, or a
// lone CR.
func lineEnds(b []byte) int {
	n := bytes.Count(b, []byte("\n"))
	if bytes.IndexByte(b, '\r') < 0 {
		return n
	}
	for i, c := range b {
		if c == '\r' && (i+1 == len(b) || b[i+1] != '\n') {
			n++
		}
	}
	return n
}

// failingTail is the end of an input whose reading failed: it returns the
// error.
type failingTail struct{ err error }

func (f failingTail) Read([]byte) (int, error) { return 0, f.err }
