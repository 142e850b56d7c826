package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// pipelineConfigs are the commands whose output with several jobs must
// be the output with one: export plain and with selection and transform
// flags, and convert to each text format.
var pipelineConfigs = [][]string{
	{"export"},
	{"export", "--dedupe", "--classify", "--select", "Result=1-0", "--no-comments", "--plycount", "--fix-result"},
	{"export", "--invert", "--select", "plies:0-8", "--no-variations", "--notation", "lan", "--stop-after", "300"},
	{"export", "--notation", "lan", "--strict"},
	{"convert", "--to", "xml"},
	{"convert", "--to", "json"},
	{"convert", "--to", "json", "--json-lines", "--dedupe-position", "--dedupe"},
	{"convert", "--to", "epd", "--no-variations"},
	{"convert", "--to", "uci", "--player", "W1", "--invert"},
}

// withChunkSize runs f with chunks of n bytes, so that small inputs are
// cut in many places.
func withChunkSize(n int, f func()) {
	old := chunkSize
	chunkSize = n
	defer func() { chunkSize = old }()
	f()
}

// sameWithJobs runs args with one job and with several and reports any
// difference in status, output or diagnostics.
func sameWithJobs(t *testing.T, stdin string, args ...string) {
	t.Helper()
	code1, out1, err1 := runCLI(t, stdin, append([]string{args[0], "--jobs", "1"}, args[1:]...)...)
	for _, jobs := range []string{"2", "3"} {
		code, out, errOut := runCLI(t, stdin, append([]string{args[0], "--jobs", jobs}, args[1:]...)...)
		if code != code1 {
			t.Errorf("%v --jobs %s: exit %d, with one job %d", args[:min(len(args), 6)], jobs, code, code1)
		}
		if out != out1 {
			t.Errorf("%v --jobs %s: the output differs from one job's:\n%s", args[:min(len(args), 6)], jobs, firstDiff(out1, out))
		}
		if errOut != err1 {
			t.Errorf("%v --jobs %s: the diagnostics differ from one job's:\n%s", args[:min(len(args), 6)], jobs, firstDiff(err1, errOut))
		}
	}
	if len(out1) == 0 && code1 != exitTrouble {
		t.Errorf("%v: no output at all", args[:min(len(args), 6)])
	}
}

// firstDiff shows where two long texts part.
func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-200)
	return fmt.Sprintf("at byte %d:\n-%q\n+%q", i, a[from:min(len(a), i+200)], b[from:min(len(b), i+200)])
}

// TestPipelineJobsMatchCorpus: on the corpus files (all of them with
// PGNTOOL_LONG=1, else those under 96 KB), cut in chunks of 16 KB,
// export and convert write with 2 and 3 jobs byte for byte what they
// write with one, and report the same faults in the same order.
func TestPipelineJobsMatchCorpus(t *testing.T) {
	long := os.Getenv("PGNTOOL_LONG") == "1"
	var files []string
	for _, sub := range []string{"corpus/chess", "corpus/xiangqi", "corpus/cescacs", "corpus/scid", "corpus/perf"} {
		for _, f := range corpusFiles(t, sub) {
			if st, err := os.Stat(f); err == nil && (long || st.Size() < 96<<10) {
				files = append(files, f)
			}
		}
	}
	if len(files) < 50 {
		t.Fatalf("only %d corpus files", len(files))
	}
	withChunkSize(16<<10, func() {
		for _, args := range pipelineConfigs {
			sameWithJobs(t, "", append(args, files...)...)
		}
	})
}

// generatedGames makes a file of n games in every shape the chunk cutter
// and the readers must agree on: good games, faulty ones, stray text,
// comments holding what looks like a game's end and start, CRLF lines,
// xiangqi games, games without a result, and a comment longer than
// several chunks.
func generatedGames(seed uint64, n int) string {
	rng := rand.New(rand.NewPCG(seed, 7))
	moves := []string{"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", "1. d4 d5 2. c4 e6", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6",
		"1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#", "1. e4 e5 2. Ke3", "1. f3 e5 2. g4 Qh4#", "1. Nf3 {[%clk 0:03:00]} d5 {[%eval 0.3]} (1... Nf6 2. c4) 2. g3 $1"}
	results := []string{"1-0", "0-1", "1/2-1/2", "*"}
	var b strings.Builder
	for i := range n {
		nl := "\n"
		if rng.IntN(10) == 0 {
			nl = "\r\n"
		}
		switch rng.IntN(14) {
		case 0:
			b.WriteString("some stray text between games" + nl + nl)
			continue
		case 1:
			fmt.Fprintf(&b, "[Game \"Chinese Chess\"]%s[Event \"x%d\"]%s[Red \"r\"]%s[Black \"b\"]%s[Result \"1-0\"]%s%s1. 炮二平五 马８进７ 2. 马二进三 1-0%s%s", nl, i, nl, nl, nl, nl, nl, nl, nl)
			continue
		case 2:
			// A comment that holds a result, blank lines and a tag line.
			fmt.Fprintf(&b, "[Event \"c%d\"]%s[Result \"1-0\"]%s%s1. e4 { 1-0%s%s[Event \"no\"] } e5 1-0%s%s", i, nl, nl, nl, nl, nl, nl, nl)
			continue
		case 3:
			if rng.IntN(4) == 0 {
				fmt.Fprintf(&b, "[Event \"long%d\"]%s%s1. e4 {%s} e5 *%s%s", i, nl, nl, strings.Repeat("a long comment ", 300+rng.IntN(300)), nl, nl)
				continue
			}
		case 4:
			// No result: the game ends at the next tag.
			fmt.Fprintf(&b, "[Event \"open%d\"]%s%s1. e4 e5%s%s", i, nl, nl, nl, nl)
			continue
		}
		r := results[rng.IntN(len(results))]
		fmt.Fprintf(&b, "[Event \"e%d\"]%s[Site \"?\"]%s[Date \"20%02d.01.01\"]%s[Round \"%d\"]%s[White \"W%d\"]%s[Black \"B%d\"]%s[Result \"%s\"]%s%s%s %s%s%s",
			i, nl, nl, rng.IntN(25), nl, i, nl, rng.IntN(5), nl, rng.IntN(5), nl, r, nl, nl, moves[rng.IntN(len(moves))], r, nl, nl)
	}
	return b.String()
}

// TestPipelineJobsMatchGenerated: on generated files cut in chunks of
// 512 bytes (a long comment spans many), several jobs write what one
// writes.
func TestPipelineJobsMatchGenerated(t *testing.T) {
	dir := t.TempDir()
	for seed := range uint64(3) {
		path := filepath.Join(dir, fmt.Sprintf("gen%d.pgn", seed))
		if err := os.WriteFile(path, []byte(generatedGames(seed, 600)), 0o644); err != nil {
			t.Fatal(err)
		}
		withChunkSize(512, func() {
			for _, args := range pipelineConfigs {
				sameWithJobs(t, "", append(args, path)...)
			}
			// Standard input is cut in chunks too.
			text, _ := os.ReadFile(path)
			sameWithJobs(t, string(text), "export", "--no-nags", "-")
		})
	}
}

// slowSink is a main output that takes its time over the first games,
// so that the readers and workers run ahead of the sequencer as far as
// the queue lets them.
type slowSink struct{ games int }

func (s *slowSink) game([]byte, *pgn.Game, string) error {
	s.games++
	if s.games < 200 {
		time.Sleep(200 * time.Microsecond)
	}
	return nil
}

// TestPipelineQueueBound: however far ahead the reading runs, the chunks
// read and not yet written never exceed the queue's bound, which is what
// bounds the memory of a run whatever the input's size.
func TestPipelineQueueBound(t *testing.T) {
	text := generatedGames(9, 3000)
	for _, jobs := range []int{1, 2, 4} {
		inFlight.now.Store(0)
		inFlight.peak.Store(0)
		sink := &slowSink{}
		var stderr bytes.Buffer
		p := &pipeline{jobs: jobs, stderr: &stderr, status: &runStatus{count: newTally("export", false)}, transform: &transform{}, main: sink,
			newCoder: func() gameCoder { return newExportCoder(pgn.WriterOptions{}, "utf-8") }}
		var readErr, seqErr error
		withChunkSize(1024, func() {
			readErr, seqErr = p.chunks(strings.NewReader(text), pgn.ReaderOptions{File: "gen.pgn"})
		})
		if readErr != nil || seqErr != nil {
			t.Fatal(readErr, seqErr)
		}
		if sink.games < 2500 {
			t.Errorf("--jobs %d: %d games written", jobs, sink.games)
		}
		if peak := inFlight.peak.Load(); peak > int64(maxInFlight(jobs)) || peak < 2 {
			t.Errorf("--jobs %d: %d chunks in flight at once, want 2 to %d", jobs, peak, maxInFlight(jobs))
		}
		if now := inFlight.now.Load(); now != 0 {
			t.Errorf("--jobs %d: %d chunks left in flight", jobs, now)
		}
	}
}

// panicCoder is export's coder failing, on purpose, on the games whose
// White is "boom".
type panicCoder struct{ *exportCoder }

func (c panicCoder) encode(dst []byte, g *pgn.Game, report func(pgn.Diagnostic)) ([]byte, *refusal) {
	if w, _ := g.Tag("White"); w == "boom" {
		panic("a coder that fails on purpose")
	}
	return c.exportCoder.encode(dst, g, report)
}

// TestPipelinePanicInOneGame: a panic while one game is encoded is that
// game's internal-fault diagnostic and refusal, numbered in its file, on
// one core and on several; the other games are written.
func TestPipelinePanicInOneGame(t *testing.T) {
	var src strings.Builder
	for i := range 300 {
		white := "w"
		if i%100 == 50 {
			white = "boom"
		}
		fmt.Fprintf(&src, "[Event \"e\"]\n[White \"%s\"]\n\n1. e4 e5 *\n\n", white)
	}
	for _, jobs := range []int{1, 3} {
		var stderr bytes.Buffer
		out := &countingSink{}
		p := &pipeline{jobs: jobs, stderr: &stderr, status: &runStatus{count: newTally("export", false)}, transform: &transform{}, main: out,
			newCoder: func() gameCoder { return panicCoder{newExportCoder(pgn.WriterOptions{}, "utf-8")} }}
		withChunkSize(256, func() {
			if jobs == 1 {
				_, _ = p.stream(strings.NewReader(src.String()), pgn.ReaderOptions{File: "boom.pgn"})
			} else {
				_, _ = p.chunks(strings.NewReader(src.String()), pgn.ReaderOptions{File: "boom.pgn"})
			}
		})
		if out.games != 297 || p.refused != 3 {
			t.Errorf("--jobs %d: %d games written, %d refused; want 297 and 3", jobs, out.games, p.refused)
		}
		for _, game := range []int{51, 151, 251} {
			want := fmt.Sprintf("boom.pgn:%d:1: error: internal fault while reading this game (a coder that fails on purpose)", 1+(game-1)*5)
			if !strings.Contains(stderr.String(), want) {
				t.Errorf("--jobs %d: no %q in\n%s", jobs, want, stderr.String())
			}
			if !strings.Contains(stderr.String(), fmt.Sprintf("error: game %d not written: pgntool failed inside it", game)) {
				t.Errorf("--jobs %d: game %d not refused:\n%s", jobs, game, stderr.String())
			}
		}
	}
}

// countingSink counts the games written to it.
type countingSink struct{ games int }

func (s *countingSink) game([]byte, *pgn.Game, string) error { s.games++; return nil }

// TestRejectedAndDuplicates: --rejected gets the games the selection
// leaves out (with --invert, those it keeps), --duplicates those --dedupe
// drops, each in the output's format; together with the output they hold
// every game, and the summary counts each.
func TestRejectedAndDuplicates(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"games.pgn": selectionGames})
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	for _, tc := range []struct {
		args                []string
		out, rejected, dups string
		summary             string
	}{
		{[]string{"--checkmate", "--rejected", "rej.pgn"}, "a b", "c d", "",
			"pgntool: 2 game(s) written, 2 not selected (written to rej.pgn)"},
		{[]string{"--checkmate", "--invert", "--rejected", "rej.pgn"}, "c d", "a b", "",
			"pgntool: 2 game(s) written, 2 not selected (written to rej.pgn)"},
		{[]string{"--dedupe", "--duplicates", "dups.pgn"}, "a c d", "", "b",
			"pgntool: 3 game(s) written, 1 duplicate(s) (written to dups.pgn)"},
		{[]string{"--dedupe", "--duplicates", "dups.pgn", "--select", "Round<=3", "--rejected", "rej.pgn"}, "a c", "d", "b",
			"pgntool: 2 game(s) written, 1 not selected (written to rej.pgn), 1 duplicate(s) (written to dups.pgn)"},
	} {
		os.Remove(filepath.Join(dir, "rej.pgn"))
		os.Remove(filepath.Join(dir, "dups.pgn"))
		r := runBinary(t, dir, "", append([]string{"export", "games.pgn", "--no-comments"}, tc.args...)...)
		if r.code != exitOK {
			t.Errorf("%v: exit %d: %s", tc.args, r.code, r.stderr)
			continue
		}
		if got := events(r.stdout); got != tc.out {
			t.Errorf("%v: output %q, want %q", tc.args, got, tc.out)
		}
		if tc.rejected != "" {
			rej := read("rej.pgn")
			if got := events(rej); got != tc.rejected {
				t.Errorf("%v: rejected %q, want %q", tc.args, got, tc.rejected)
			}
			if strings.Contains(rej, "{") {
				t.Errorf("%v: the rejected games were not written as the output (--no-comments): %q", tc.args, rej)
			}
		}
		if tc.dups != "" {
			if got := events(read("dups.pgn")); got != tc.dups {
				t.Errorf("%v: duplicates %q, want %q", tc.args, got, tc.dups)
			}
		}
		if strings.TrimSpace(r.stderr) != tc.summary {
			t.Errorf("%v: stderr %q, want %q", tc.args, r.stderr, tc.summary)
		}
	}
	// convert writes each file as a document of its own.
	r := runBinary(t, dir, "", "convert", "--to", "json", "games.pgn", "--checkmate", "--rejected", "rej.json", "-o", "out.json")
	if r.code != exitOK {
		t.Fatalf("convert: exit %d: %s", r.code, r.stderr)
	}
	for name, want := range map[string]int{"out.json": 2, "rej.json": 2} {
		var games []any
		if err := json.Unmarshal([]byte(read(name)), &games); err != nil || len(games) != want {
			t.Errorf("convert: %s holds %d games (%v), want %d", name, len(games), err, want)
		}
	}
}

// TestSideOutputsUsage: --rejected needs a selection, --duplicates needs
// --dedupe, and no two outputs may be the same file.
func TestSideOutputsUsage(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"games.pgn": selectionGames})
	for _, args := range [][]string{
		{"--rejected", "r.pgn"},
		{"--duplicates", "d.pgn"},
		{"--checkmate", "--rejected", "same.pgn", "-o", "same.pgn"},
		{"--checkmate", "--dedupe", "--rejected", "same.pgn", "--duplicates", "same.pgn"},
		{"--checkmate", "--rejected", "games.pgn"},
		{"--jobs", "0"},
	} {
		r := runBinary(t, dir, "", append([]string{"export", "games.pgn"}, args...)...)
		if r.code != exitTrouble || r.stdout != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "same.pgn")); err == nil {
		t.Error("a refused run left a file")
	}
	if diff := cmp.Diff(selectionGames, string(mustRead(t, filepath.Join(dir, "games.pgn")))); diff != "" {
		t.Errorf("the input changed: %s", diff)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestPipelineMemoryBoundLong: export and convert at --jobs 2 hold less
// than 64 MiB however large the input: a file of more than 1 GB, made by
// repeating the chess corpus, is written with a peak resident memory
// (VmHWM of the child) below the bound. It takes minutes: PGNTOOL_LONG=1.
func TestPipelineMemoryBoundLong(t *testing.T) {
	if os.Getenv("PGNTOOL_LONG") != "1" {
		t.Skip("set PGNTOOL_LONG=1 to export and convert a file of more than 1 GB")
	}
	var corpus []byte
	for _, f := range corpusFiles(t, "corpus/chess") {
		if strings.HasSuffix(strings.ToLower(f), ".pgn") {
			corpus = append(corpus, decoded(t, f)...)
			corpus = append(corpus, "\n\n"...)
		}
	}
	dir := t.TempDir()
	big := filepath.Join(dir, "big.pgn")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	size := int64(0)
	for size < 1<<30 {
		n, err := f.Write(corpus)
		if err != nil {
			t.Fatal(err)
		}
		size += int64(n)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	const bound = 64 << 20
	for _, args := range [][]string{
		{"export", "--jobs", "2", "-o", os.DevNull, big},
		{"convert", "--to", "json", "--jobs", "2", "-o", os.DevNull, big},
		{"export", "--jobs", "2", "--select", "Result=1-0", "--rejected", os.DevNull, "-o", os.DevNull, big},
	} {
		r := runBinary(t, dir, "", args...)
		if r.code == exitTrouble {
			t.Fatalf("%v: exit %d: %.500s", args, r.code, r.stderr)
		}
		t.Logf("%v: peak RSS %.1f MiB for %.2f GB", args[:3], float64(r.maxRSS)/(1<<20), float64(size)/1e9)
		if r.maxRSS <= 0 || r.maxRSS >= bound {
			t.Errorf("%v: peak RSS %d bytes, want below %d", args, r.maxRSS, bound)
		}
	}
}

// eventRecorder is the encoder of a binary format that notes the Event
// of each game it is given, and the move texts, as it gets them.
type eventRecorder struct{ events []string }

func (e *eventRecorder) Begin() error { return nil }
func (e *eventRecorder) End() error   { return nil }
func (e *eventRecorder) Game(g *pgn.Game) error {
	ev, _ := g.Tag("Event")
	moves := make([]string, 0, len(g.Moves.Moves))
	for _, n := range g.Moves.Moves {
		moves = append(moves, n.Text)
	}
	e.events = append(e.events, ev+" "+strings.Join(moves, " "))
	return nil
}

// TestPipelineBinarySinkInOrder: a binary format's encoder gets the games
// themselves in input order, whole, with several jobs as with one (the
// workers do not build the next game over one the sequencer has not
// written yet).
func TestPipelineBinarySinkInOrder(t *testing.T) {
	text := generatedGames(5, 2000)
	var want []string
	for _, jobs := range []int{1, 3} {
		rec := &eventRecorder{}
		var stderr bytes.Buffer
		p := &pipeline{jobs: jobs, stderr: &stderr, status: &runStatus{count: newTally("convert", false)}, transform: &transform{},
			keepGames: true, newCoder: func() gameCoder { return &checkCoder{} }}
		p.main = &gameOutput{w: bufio.NewWriter(io.Discard), enc: rec}
		withChunkSize(512, func() {
			opts := pgn.ReaderOptions{File: "gen.pgn", ReuseGames: true}
			if jobs == 1 {
				_, _ = p.stream(strings.NewReader(text), opts)
			} else {
				_, _ = p.chunks(strings.NewReader(text), opts)
			}
		})
		if len(rec.events) < 1900 {
			t.Fatalf("--jobs %d: %d games", jobs, len(rec.events))
		}
		if want == nil {
			want = rec.events
			continue
		}
		if diff := cmp.Diff(want, rec.events); diff != "" {
			t.Errorf("--jobs %d: games differ from one job's (-one +several):\n%.2000s", jobs, diff)
		}
	}
}

// TestEarlyCommentsOverTagBudgetEveryPath: a game with a comment among
// tags over --max-tags, followed by games that a chunk boundary may fall
// before: export writes the same on one job and on several, in chunks of
// any size. (The comment went to the next game when one reader read on,
// and nowhere when the next game began a chunk.)
func TestEarlyCommentsOverTagBudgetEveryPath(t *testing.T) {
	var text strings.Builder
	for i := range 40 {
		if i%7 == 3 {
			text.WriteString("[Event \"a\"]\n{early one}\n[Site \"b\"]\n[Date \"c\"]\n[Round \"d\"]\n\n1. e4 e5 *\n\n")
			continue
		}
		fmt.Fprintf(&text, "[Event \"g%d\"]\n\n1. d4 d5 *\n\n", i)
	}
	for _, size := range []int{64, 300, 1 << 20} {
		withChunkSize(size, func() {
			sameWithJobs(t, text.String(), "export", "--max-tags", "3", "-")
		})
	}
}
