package chess

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// operaGame is Morphy against the Duke of Brunswick and Count Isouard,
// Paris 1858: short, with castling, checks, captures and a mate.
const operaGame = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 " +
	"Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#"

func operaMoves() [][]byte { return bytes.Fields([]byte(operaGame)) }

// replayTexts parses and plays every move, then takes them all back; it is
// what lint does with a game's main line.
func replayTexts(tb testing.TB, b *Board, moves [][]byte) {
	for _, text := range moves {
		m, ok := b.ParseMove(text, pgn.Position{}, nil)
		if !ok {
			tb.Fatalf("move %q rejected", text)
		}
		b.Make(m)
	}
	for range moves {
		b.Unmake()
	}
}

func TestHotPathsDoNotAllocate(t *testing.T) {
	b, _ := NewBoard(StartFEN)
	moves := operaMoves()
	if n := testing.AllocsPerRun(20, func() { replayTexts(t, b, moves) }); n != 0 {
		t.Errorf("ParseMove+Make+Unmake over a game: %v allocations, want 0", n)
	}
	buf := make([]byte, 0, 64)
	m, _ := b.ParseMove([]byte("Nf3"), pgn.Position{}, nil)
	for _, notation := range info.Notations {
		if n := testing.AllocsPerRun(20, func() { buf = b.AppendMove(buf[:0], m, notation) }); n != 0 {
			t.Errorf("AppendMove(%s): %v allocations, want 0", notation, n)
		}
	}
	if n := testing.AllocsPerRun(20, func() {
		m, _ := b.MoveFromTo(G1, F3, NoPieceType)
		buf = b.AppendSAN(buf[:0], m)
	}); n != 0 {
		t.Errorf("MoveFromTo+AppendSAN: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(5, func() { b.Perft(3) }); n != 0 {
		t.Errorf("Perft(3): %v allocations, want 0", n)
	}
}

func BenchmarkPerft(b *testing.B) {
	for _, c := range perftCases[:2] {
		b.Run(c.name, func(b *testing.B) {
			board, err := strictBoard(c.fen, c.chess960)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			var nodes uint64
			for b.Loop() {
				nodes += board.Perft(4)
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
		})
	}
}

func BenchmarkParseSAN(b *testing.B) {
	board, _ := NewBoard("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	texts := [][]byte{[]byte("Nxf7"), []byte("Bxa6"), []byte("O-O-O"), []byte("d6"), []byte("Qxh3"), []byte("Nc6")}
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range texts {
			if _, ok := board.ParseMove(t, pgn.Position{}, nil); !ok {
				b.Fatalf("%s rejected", t)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(texts))/b.Elapsed().Seconds()/1e6, "Mmoves/s")
}

func BenchmarkReplayGame(b *testing.B) {
	board, _ := NewBoard(StartFEN)
	moves := operaMoves()
	b.SetBytes(int64(len(operaGame)))
	b.ReportAllocs()
	for b.Loop() {
		replayTexts(b, board, moves)
	}
}

// corpusGame is a game's main line as move texts, with its start position,
// loaded before a benchmark so that only replay is timed.
type corpusGame struct {
	board *Board
	moves [][]byte
}

// loadCorpusGames reads the main lines of a shared corpus file; when
// unmark is set, check and mate signs are cut off, so that every check
// produces a check-mark warning as in files written without them.
func loadCorpusGames(b *testing.B, rel string, unmark bool) (games []corpusGame, nmoves int) {
	b.Helper()
	path := filepath.Join(sharedDir(b), rel)
	f, err := os.Open(path)
	if err != nil {
		b.Skip(err)
	}
	defer f.Close()
	r := pgn.NewReader(f, pgn.ReaderOptions{File: path, Variant: Variant})
	for {
		g, err := r.ReadGame()
		if err == io.EOF {
			break
		}
		if err != nil {
			b.Fatal(err)
		}
		pb, ok := Variant.NewBoard(g.Tags, nil)
		if !ok {
			continue
		}
		cg := corpusGame{board: pb.(*Board)}
		for _, n := range g.Moves.Moves {
			text := []byte(n.Text)
			if unmark {
				text = bytes.TrimRight(text, "+#")
			}
			cg.moves = append(cg.moves, text)
		}
		games = append(games, cg)
		nmoves += len(cg.moves)
	}
	return games, nmoves
}

// benchCorpus replays each game as lint does, reporting into a counter,
// and gives the cost per move.
func benchCorpus(b *testing.B, rel string, unmark bool) {
	games, nmoves := loadCorpusGames(b, rel, unmark)
	warnings := 0
	report := func(d pgn.Diagnostic) { warnings++ }
	b.ReportAllocs()
	for b.Loop() {
		replayCorpus(games, report)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(nmoves), "ns/move")
	b.ReportMetric(float64(warnings)/float64(b.N), "warnings/op")
}

// BenchmarkReplayLichess replays 1 MB of lichess games, whose check signs
// are all right: the no-warning path.
func BenchmarkReplayLichess(b *testing.B) {
	benchCorpus(b, "corpus/chess/shakmaty/pgn-reader/benches/lichess_db_1000k.pgn", false)
}

// BenchmarkReplayLichessQuiet replays the same games with a nil report,
// as a position search may: no diagnostics, so no mate search for checks.
func BenchmarkReplayLichessQuiet(b *testing.B) {
	games, nmoves := loadCorpusGames(b, "corpus/chess/shakmaty/pgn-reader/benches/lichess_db_1000k.pgn", false)
	b.ReportAllocs()
	for b.Loop() {
		replayCorpus(games, nil)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(nmoves), "ns/move")
}

// BenchmarkReplayLichessParseAndMake replays the same games as
// BenchmarkReplayLichess with one ParseAndMake a move instead of ParseMove
// and Make, both called through the pgn.Board interface as a replay does.
func BenchmarkReplayLichessParseAndMake(b *testing.B) {
	games, nmoves := loadCorpusGames(b, "corpus/chess/shakmaty/pgn-reader/benches/lichess_db_1000k.pgn", false)
	report := func(pgn.Diagnostic) {}
	b.ReportAllocs()
	for b.Loop() {
		replayCorpusParseAndMake(games, report)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(nmoves), "ns/move")
}

// moveParseMaker is the optional interface a replay would test a board for.
type moveParseMaker interface {
	ParseAndMake(text []byte, pos *pgn.Position, report pgn.Report) (pgn.Move, bool)
}

// replayCorpusParseAndMake is replayCorpus with ParseAndMake.
//
//go:noinline
func replayCorpusParseAndMake(games []corpusGame, report pgn.Report) {
	for i := range games {
		g := &games[i]
		var pm moveParseMaker = g.board
		for _, text := range g.moves {
			if _, ok := pm.ParseAndMake(text, &pgn.Position{}, report); !ok {
				break
			}
		}
		for len(g.board.p.history) > 0 {
			g.board.Unmake()
		}
	}
}

// BenchmarkReplayLichessUnmarked replays the same games without check
// signs, so that every check costs a check-mark warning.
func BenchmarkReplayLichessUnmarked(b *testing.B) {
	benchCorpus(b, "corpus/chess/shakmaty/pgn-reader/benches/lichess_db_1000k.pgn", true)
}

// replayCorpus is the timed part of benchCorpus, kept out of line so that
// an instruction-counting profiler can be limited to it, e.g.
//
//	GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind \
//	    --toggle-collect='*chess.replayCorpus' chess.test -test.bench Lichess -test.benchtime 1x
//
//go:noinline
func replayCorpus(games []corpusGame, report pgn.Report) {
	for i := range games {
		g := &games[i]
		var board pgn.Board = g.board // called as a replay calls it
		for _, text := range g.moves {
			m, ok := board.ParseMove(text, pgn.Position{}, report)
			if !ok {
				break
			}
			board.Make(m)
		}
		for len(g.board.p.history) > 0 {
			g.board.Unmake()
		}
	}
}

// loadMovetext returns the movetext lines of a shared corpus file, joined,
// as the scanner's buffer holds them.
func loadMovetext(b *testing.B, rel string) []byte {
	b.Helper()
	data, err := os.ReadFile(filepath.Join(sharedDir(b), rel))
	if err != nil {
		b.Skip(err)
	}
	var out []byte
	for _, line := range bytes.SplitAfter(data, []byte("\n")) {
		if len(line) > 0 && line[0] != '[' {
			out = append(out, line...)
		}
	}
	return out
}

// BenchmarkScanMovetext classifies the tokens of 1 MB of lichess movetext
// (moves, move numbers, periods between clock comments) through the
// interface, as the core's scanner does, and gives the cost per token.
func BenchmarkScanMovetext(b *testing.B) {
	text := loadMovetext(b, "corpus/chess/shakmaty/pgn-reader/benches/lichess_db_1000k.pgn")
	var tokens int
	for b.Loop() {
		tokens = scanCorpus(Variant, text)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(tokens), "ns/token")
	b.ReportMetric(float64(tokens), "tokens/op")
}

// scanCorpus walks text as the core's scanner does: white space and brace
// comments are skipped, periods the variant leaves are read as a run, and
// every other token start goes to ScanMovetext. It returns the number of
// calls. It is kept out of line for the instruction-counting profiler, as
// replayCorpus is.
//
//go:noinline
func scanCorpus(v pgn.Variant, text []byte) (calls int) {
	for p := 0; p < len(text); {
		switch c := text[p]; {
		case c <= ' ':
			p++
			continue
		case c == '{':
			if j := bytes.IndexByte(text[p:], '}'); j >= 0 {
				p += j + 1
				continue
			}
			return calls
		}
		_, n := v.ScanMovetext(text[p:])
		calls++
		for n == 0 && p+n < len(text) && text[p+n] == '.' {
			n++
		}
		if n == 0 {
			n = 1 // a character no rule takes, such as '('
		}
		p += n
	}
	return calls
}

// corpusSquares is a game's main line as origin, destination and
// promotion, as a binary format such as Scid's stores it.
type corpusSquares struct {
	board *Board
	moves []fromToPromo
}

type fromToPromo struct {
	from, to Square
	promo    PieceType
}

// loadCorpusSquares reads the main lines of a shared corpus file as
// squares, with castling as the king's two-square step.
func loadCorpusSquares(b *testing.B, rel string) (games []corpusSquares, nmoves int) {
	texts, _ := loadCorpusGames(b, rel, false)
	for _, g := range texts {
		cs := corpusSquares{board: g.board}
		for _, text := range g.moves {
			m, ok := g.board.ParseMove(text, pgn.Position{}, nil)
			if !ok {
				break
			}
			info, err := g.board.Describe(m)
			if err != nil {
				b.Fatal(err)
			}
			cs.moves = append(cs.moves, fromToPromo{info.From, info.To, info.Promotion})
			g.board.Make(m)
		}
		for len(g.board.p.history) > 0 {
			g.board.Unmake()
		}
		games = append(games, cs)
		nmoves += len(cs.moves)
	}
	return games, nmoves
}

// BenchmarkDecodeSquares replays the lichess games given as squares and
// writes each move's SAN, as a decoder of a binary format does: with
// MoveFromTo and AppendSAN, and the old way with ParseUCI and AppendMove.
func BenchmarkDecodeSquares(b *testing.B) {
	games, nmoves := loadCorpusSquares(b, "corpus/chess/shakmaty/pgn-reader/benches/lichess_db_1000k.pgn")
	san := make([]byte, 0, 16)
	b.Run("MoveFromTo", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			decodeSquares(b, games, san)
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(nmoves), "ns/move")
	})
	b.Run("ParseUCI", func(b *testing.B) {
		b.ReportAllocs()
		var uci [5]byte
		for b.Loop() {
			for i := range games {
				g := &games[i]
				for _, m := range g.moves {
					u := appendSquare(appendSquare(uci[:0], int(m.from)), int(m.to))
					if m.promo != NoPieceType {
						u = append(u, "  nbrqk"[m.promo])
					}
					pm, err := g.board.ParseUCI(string(u))
					if err != nil {
						b.Fatal(err)
					}
					san = g.board.AppendMove(san[:0], pm, SAN)
					g.board.Make(pm)
				}
				for len(g.board.p.history) > 0 {
					g.board.Unmake()
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(nmoves), "ns/move")
	})
}

// decodeSquares is the timed part of BenchmarkDecodeSquares/MoveFromTo.
//
//go:noinline
func decodeSquares(b *testing.B, games []corpusSquares, san []byte) {
	for i := range games {
		g := &games[i]
		for _, m := range g.moves {
			pm, ok := g.board.MoveFromTo(m.from, m.to, m.promo)
			if !ok {
				b.Fatalf("%v not legal in %s", m, g.board.FEN())
			}
			san = g.board.AppendSAN(san[:0], pm)
			g.board.Make(pm)
		}
		for len(g.board.p.history) > 0 {
			g.board.Unmake()
		}
	}
}
