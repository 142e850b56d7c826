package main

import (
	"bytes"
	"io"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// lintBoth lints src sequentially and in chunks of size bytes on three
// workers, returning both outputs.
func lintBoth(t *testing.T, name string, src []byte, size int) (seq, par []string) {
	opts := pgn.ReaderOptions{File: name, Select: variants.ForTags}
	collect := func(out *[]string) printFunc {
		return func(d pgn.Diagnostic) bool {
			*out = append(*out, d.String()+" game "+strconv.Itoa(d.Pos.Game))
			return true
		}
	}
	f1, err1 := lintStream(bytes.NewReader(src), opts, collect(&seq), nil)
	f2, err2 := lintChunks(bytes.NewReader(src), opts, 3, size, collect(&par), nil)
	if f1 != f2 || (err1 == nil) != (err2 == nil) {
		t.Errorf("%s: sequential found %v (%v), chunked %v (%v)", name, f1, err1, f2, err2)
	}
	return seq, par
}

// TestLintChunksMatchesSequential lints every corpus file in small chunks:
// the output must be the sequential output, line for line.
func TestLintChunksMatchesSequential(t *testing.T) {
	files, chunks := 0, 0
	defer func() {
		// The test means something only if the files were really cut.
		if chunks < 2*files {
			t.Errorf("%d files gave only %d chunks", files, chunks)
		}
	}()
	for _, sub := range []string{"corpus/chess", "corpus/xiangqi", "corpus/cescacs"} {
		for _, path := range corpusFiles(t, sub) {
			if !strings.Contains(path, ".pgn") {
				continue
			}
			src := decoded(t, path)
			files++
			splitChunks(bytes.NewReader(src), 4096, nil, func(*chunk) bool { chunks++; return true })
			seq, par := lintBoth(t, path, src, 4096)
			if diff := cmp.Diff(seq, par); diff != "" {
				t.Errorf("%s: chunked lint differs (-sequential +chunked):\n%s", path, diff)
			}
		}
	}
}

func TestSplitChunks(t *testing.T) {
	game := "[Event \"e\"]\n[Site \"s\"]\n\n1. e4 e5 *\n\n\n"
	noResult := "[Event \"n\"]\n\n1. d4\n\n"
	src := strings.Repeat(game, 50) + noResult + strings.Repeat(game, 50)
	var pieces []string
	var starts []int
	splitChunks(strings.NewReader(src), 100, nil, func(c *chunk) bool {
		pieces = append(pieces, string(c.data))
		starts = append(starts, c.start.Line)
		return true
	})
	if strings.Join(pieces, "") != src {
		t.Fatal("chunks do not add up to the input")
	}
	for i, p := range pieces {
		if i > 0 && !strings.HasPrefix(p, "[Event ") {
			t.Errorf("chunk %d does not start at a game: %q", i, p[:20])
		}
		// Never after the game that has no termination marker.
		if i > 0 && strings.HasSuffix(strings.TrimRight(pieces[i-1], "\n"), "1. d4") {
			t.Errorf("chunk %d starts right after an unfinished game", i)
		}
		if want := strings.Count(strings.Join(pieces[:i], ""), "\n") + 1; starts[i] != want {
			t.Errorf("chunk %d starts at line %d, want %d", i, starts[i], want)
		}
	}
	if len(pieces) < 10 {
		t.Errorf("only %d chunks", len(pieces))
	}
	seq, par := lintBoth(t, "x.pgn", []byte(src), 100)
	if diff := cmp.Diff(seq, par); diff != "" {
		t.Errorf("chunked lint differs (-sequential +chunked):\n%s", diff)
	}
}

// Buffers handed back must serve again: reading must not allocate a new
// buffer for each chunk, which cost zeroing and page faults.
func TestSplitChunksReusesBuffers(t *testing.T) {
	// Games of many lengths, so that the text carried over to the next
	// buffer varies as in real files.
	var text strings.Builder
	for i := 0; text.Len() < 1<<20; i++ {
		text.WriteString("[Event \"e\"]\n[Site \"s\"]\n\n1. e4 {")
		text.WriteString(strings.Repeat("x", i*37%1500))
		text.WriteString("} e5 *\n\n")
	}
	src := []byte(text.String())
	const size = 4096
	chunks := 0
	// Buffers are the only allocations of size bytes or more (up to
	// 32 KiB, in the allocator's size classes); count those.
	buffersMade := func() (n uint64) {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		for _, c := range ms.BySize {
			if c.Size >= size {
				n += c.Mallocs
			}
		}
		return n
	}
	before := buffersMade()
	// As in lintChunks: a few chunks are in flight, and a buffer comes
	// back when its chunk has been linted and printed.
	free := make(buffers, 8)
	var inFlight [4]*chunk
	splitChunks(bytes.NewReader(src), size, free, func(c *chunk) bool {
		if old := inFlight[chunks%4]; old != nil {
			free.put(old.buf)
		}
		inFlight[chunks%4] = c
		chunks++
		return true
	})
	made := buffersMade() - before
	if chunks < 100 {
		t.Fatalf("only %d chunks", chunks)
	}
	// Those in flight, the one being filled, the one carried over, and a
	// few spare.
	if made > 10 {
		t.Errorf("%d buffers made for %d chunks; they are not reused", made, chunks)
	}
}

// TestLintChunksStopOnFailedOutput: when printing fails, the workers and
// the splitter stop and lint returns, on either kind of chunk source,
// however much input is left (here an endless stream).
func TestLintChunksStopOnFailedOutput(t *testing.T) {
	game := "[Event \"e\"]\n\n1. e4 e5 2. Ke3 *\n\n"
	src := []byte(strings.Repeat(game, 5000))
	opts := pgn.ReaderOptions{File: "stop.pgn", Select: variants.ForTags}
	for _, tc := range []struct {
		name string
		lint func(printFunc) (bool, error)
	}{
		{"stream", func(p printFunc) (bool, error) { return lintChunks(endless(src), opts, 2, 1024, p, nil) }},
	} {
		printed := 0
		done := make(chan struct{})
		go func() {
			defer close(done)
			tc.lint(func(pgn.Diagnostic) bool {
				printed++
				return printed < 10
			})
		}()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			t.Fatalf("%s: lint did not stop after the output failed", tc.name)
		}
		if printed != 10 {
			t.Errorf("%s: %d printed, want 10 and then none", tc.name, printed)
		}
	}
}

// endless repeats text forever.
func endless(text []byte) io.Reader {
	return &repeater{text: text}
}

type repeater struct {
	text []byte
	off  int
}

func (r *repeater) Read(p []byte) (int, error) {
	n := copy(p, r.text[r.off:])
	r.off = (r.off + n) % len(r.text)
	return n, nil
}

// TestChunksNotCutInsideComment: a brace comment that holds a result, a
// blank line and a line starting with '[' is no game boundary; nor is a
// '{' in a string or a ';' comment the start of one. Lint in chunks gives
// what lint in one piece gives.
func TestChunksNotCutInsideComment(t *testing.T) {
	var src strings.Builder
	const roster = "[Site \"s\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"w\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n"
	game := func(event string) {
		src.WriteString("[Event \"" + event + "\"]\n" + roster + "1. e4 e5 2. Nf3 1-0\n\n")
	}
	for range 20 {
		game("a")
	}
	src.WriteString("[Event \"c\"]\n" + roster + "1. e4 { note 1-0\n\n[Event \"fake\"]\n end } e5 1-0\n\n")
	for range 20 {
		game("b")
	}
	src.WriteString("[Event \"{\"]\n" + roster + "1. e4 ; {\n e5 1-0\n\n")
	for range 20 {
		game("d")
	}
	for _, size := range []int{64, 200, 1000} {
		seq, par := lintBoth(t, "trap.pgn", []byte(src.String()), size)
		for _, d := range seq {
			if strings.Contains(d, "error") {
				t.Errorf("chunks of %d: lint in one piece finds %q; the case is meant to be clean", size, d)
			}
		}
		if diff := cmp.Diff(seq, par); diff != "" {
			t.Errorf("chunks of %d: differs from lint in one piece (-one +chunks):\n%s", size, diff)
		}
	}
}

// TestTextState: the scanner's state at a line start after each text.
func TestTextState(t *testing.T) {
	for text, outside := range map[string]bool{
		"1. e4 {a\n":               false,
		"1. e4 {a}\n":              true,
		"[Event \"{\"]\n":          true,
		"[Event \"a\\\"{\"]\n":     true,
		"[Event \"a\n{\n":          false,
		"1. e4 ; {\n":              true,
		"%{\n":                     true,
		" %{\n":                    false,
		"{ \"}\" \n":               true,
		"1. e4 {a\r\n[Event \"b\"": false,
	} {
		var st textState
		for i := 0; i < len(text); i++ {
			st.step(text[i])
		}
		if st.outside() != outside {
			t.Errorf("after %q: outside %v, want %v", text, st.outside(), outside)
		}
	}
}

// TestEndsWithEveryResult: the pieces of a file end after any plugin's
// termination marker, as its Info gives them, C'escacs scores included.
func TestEndsWithEveryResult(t *testing.T) {
	for _, v := range variants.All() {
		for _, r := range v.Info().Results {
			if !endsWithResult([]byte("12. a1 b2 " + r + " \r")) {
				t.Errorf("%s: a line ending in %q does not end a game", v.Name(), r)
			}
			if endsWithResult([]byte("12. a1 b2x" + r)) {
				t.Errorf("%s: %q glued to a move ends a game", v.Name(), r)
			}
		}
	}
}

// lastBoundaryByBytes is lastBoundaryForward stepping every byte: the reference
// the passing over of plain text and ';' comments must agree with.
func lastBoundaryByBytes(data []byte, st *textState) int {
	cut := 0
	for ; st.pos < len(data)-1; st.pos++ {
		i := st.pos
		st.step(data[i])
		if data[i] == '\n' && data[i+1] == '[' && st.within == 0 && followsResult(data, i) {
			cut = i + 1
		}
	}
	return cut
}

// TestLastBoundaryMatchesByBytes: on generated texts, corpus files and
// texts made of the bytes that matter, searched as splitChunks searches
// (the text growing by pieces), lastBoundary (backwards) finds the cuts
// that stepping every byte does, and lastBoundaryForward finds them and
// leaves the state that stepping every byte does.
func TestLastBoundaryMatchesByBytes(t *testing.T) {
	texts := []string{generatedGames(1, 200), generatedGames(2, 200)}
	rng := rand.New(rand.NewPCG(3, 4))
	alphabet := []string{"{", "}", "\"", "\\", ";", "%", "\n", "\r", "[", "1-0", " ", "e4", "\n\n", "[Event \"x\"]\n", "*"}
	for range 200 {
		var b strings.Builder
		for range 200 {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		texts = append(texts, b.String())
	}
	for _, f := range corpusFiles(t, "corpus/chess")[:20] {
		texts = append(texts, string(decoded(t, f)))
	}
	for n, text := range texts {
		data := []byte(text)
		for _, step := range []int{1, 7, 100, 4096, len(data)} {
			var back, fast, slow textState
			for end := min(step, len(data)); ; end = min(end+step, len(data)) {
				got, want := lastBoundaryForward(data[:end], &fast), lastBoundaryByBytes(data[:end], &slow)
				if got != want {
					t.Fatalf("text %d, %d bytes: cut at %d, by bytes %d", n, end, got, want)
				}
				if got := lastBoundary(data[:end], &back); got != want {
					t.Fatalf("text %d, %d bytes: cut backwards at %d, by bytes %d", n, end, got, want)
				}
				if fast != slow {
					t.Fatalf("text %d, %d bytes: state %+v, by bytes %+v", n, end, fast, slow)
				}
				if end == len(data) {
					break
				}
			}
		}
	}
}

// TestLastLineThenBracket compares the block search with bytes.LastIndex
// on texts of line feeds, brackets and other bytes, of lengths about the
// block's, where a pair may be split between two blocks.
func TestLastLineThenBracket(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	alphabet := []byte("\n[x")
	for _, n := range []int{0, 1, 2, 3, 2047, 2048, 2049, 4095, 4096, 4097, 10000} {
		for range 300 {
			data := make([]byte, n)
			for i := range data {
				// Mostly other bytes, so that pairs are sparse and
				// some texts hold one near a block's edge only.
				if rng.IntN(40) == 0 {
					data[i] = alphabet[rng.IntN(2)]
				} else {
					data[i] = alphabet[2]
				}
			}
			if n >= 2 && rng.IntN(3) == 0 {
				// A pair at a chosen place: across a block edge, first
				// or last.
				at := []int{n - 2049, n - 2048, 0, n - 2}[rng.IntN(4)]
				if at >= 0 && at+1 < n {
					data[at], data[at+1] = '\n', '['
				}
			}
			if got, want := lastLineThenBracket(data), bytes.LastIndex(data, lineThenBracket); got != want {
				t.Fatalf("%d bytes: %d, bytes.LastIndex %d", n, got, want)
			}
		}
	}
}

// TestLastBoundaryLinear: on texts full of "\n[" that are no boundaries
// (lines of "[" alone, tag pairs without a game, a pair in every line),
// lastBoundary's searches, each begun again below the candidate it turned
// down, read each byte a few times in all, not a block per candidate.
func TestLastBoundaryLinear(t *testing.T) {
	for name, unit := range map[string]string{
		"brackets":  "[\n",
		"tag pairs": "[Extra \"value\"]\n",
		"pairs":     "\n[",
		"lines":     "x\n[x\n",
	} {
		data := []byte(strings.Repeat(unit, (256<<10)/len(unit)))
		// lastBoundary's loop, counting what the searches read.
		total := 0
		for hi := len(data); ; {
			j, scanned := lastLineThenBracketScanned(data[:hi])
			total += scanned
			if j < 0 {
				break
			}
			hi = j + 1
		}
		if total > 4*len(data)+4096 {
			t.Errorf("%s: the searches read %d bytes of %d", name, total, len(data))
		}
		var st textState
		if got := lastBoundary(data, &st); got != 0 {
			t.Errorf("%s: a boundary at %d", name, got)
		}
	}
}

// TestLastLineThenBracketEveryPlace puts one pair at every place of texts
// of many lengths, so that the pair meets every edge between the backward
// search and the blocks, and between blocks.
func TestLastLineThenBracketEveryPlace(t *testing.T) {
	for _, n := range []int{2, 3, 63, 64, 65, 66, 127, 128, 129, 200, 1000, 2100, 4300, 6200} {
		data := bytes.Repeat([]byte{'x'}, n)
		for at := 0; at+1 < n; at++ {
			data[at], data[at+1] = '\n', '['
			if got := lastLineThenBracket(data); got != at {
				t.Fatalf("%d bytes, pair at %d: found at %d", n, at, got)
			}
			// A second pair before it changes nothing.
			if at > 1 {
				data[0], data[1] = '\n', '['
				if got := lastLineThenBracket(data); got != at {
					t.Fatalf("%d bytes, pairs at 0 and %d: found at %d", n, at, got)
				}
				data[0], data[1] = 'x', 'x'
			}
			data[at], data[at+1] = 'x', 'x'
		}
		if got := lastLineThenBracket(data); got != -1 {
			t.Fatalf("%d bytes without a pair: found at %d", n, got)
		}
	}
}
