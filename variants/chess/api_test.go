package chess

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pgntool/pgntool/pgn"
)

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// TestNewBoardLenient checks the records NewBoard reads as python-chess
// does: no clocks, no fields after the placement, X-FEN and Shredder-FEN
// castling, and Chess960 recognised from the castling field.
func TestNewBoardLenient(t *testing.T) {
	tests := []struct {
		in, fen string
		c960    bool
	}{
		{"", StartFEN, false},
		{"  ", StartFEN, false},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", StartFEN, false},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", StartFEN, false},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", false},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1", false},
		// Shredder letters on the standard array stay standard chess.
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", StartFEN, false},
		// Rights of a king off the e-file make a Chess960 board.
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", true},
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", true},
		// Without rights nothing says Chess960.
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w - - 2 9", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w - - 2 9", false},
	}
	for _, tt := range tests {
		b, err := NewBoard(tt.in)
		if err != nil {
			t.Errorf("NewBoard(%q): %v", tt.in, err)
			continue
		}
		if got := b.FEN(); got != tt.fen {
			t.Errorf("NewBoard(%q).FEN() = %q, want %q", tt.in, got, tt.fen)
		}
		if b.Chess960() != tt.c960 {
			t.Errorf("NewBoard(%q).Chess960() = %v, want %v", tt.in, b.Chess960(), tt.c960)
		}
	}
	b, err := NewBoard960("")
	if err != nil || !b.Chess960() || b.FEN() != StartFEN {
		t.Errorf("NewBoard960(\"\") = %v, %v", b.FEN(), err)
	}
}

// TestNewBoardErrors checks that the error names the field and character.
func TestNewBoardErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", `chess: FEN rank 1 has 'X', which is neither a piece letter (PNBRQK, pnbrqk) nor a digit 1-8`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", `chess: FEN piece placement has 7 ranks, want 8 separated by '/'`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", `chess: FEN side to move is "x", want "w" or "b"`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkZ - 0 1", `chess: FEN castling field "KQkZ" has 'Z'; want '-', KQkq, or file letters A-H/a-h`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", `chess: FEN en passant field is "e9", want '-' or a square such as e3`},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", `chess: FEN halfmove clock is "x", want a number from 0 to 1000000`},
		{"8/8/8/8/8/8/8/8 w - - 0 1", `chess: FEN gives White 0 kings, want exactly 1; FEN gives Black 0 kings, want exactly 1`},
	}
	for _, tt := range tests {
		b, err := NewBoard(tt.in)
		if err == nil {
			t.Errorf("NewBoard(%q) = %s, want an error", tt.in, b.FEN())
			continue
		}
		if err.Error() != tt.want {
			t.Errorf("NewBoard(%q) error:\n got %s\nwant %s", tt.in, err, tt.want)
		}
	}
}

func mustBoard(t testing.TB, fen string) *Board {
	t.Helper()
	b, err := NewBoard(fen)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// uciList writes moves in UCI, sorted by the generator's order.
func uciList(b *Board, moves []pgn.Move) []string {
	var out []string
	for _, m := range moves {
		out = append(out, b.UCI(m))
	}
	return out
}

func TestLegalMovesAndQueries(t *testing.T) {
	b := mustBoard(t, "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1")
	if !b.InCheck() {
		t.Error("InCheck() = false with a rook giving check")
	}
	got := uciList(b, b.LegalMoves(nil))
	want := []string{"e1d1", "e1f1", "e1e2"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("LegalMoves (-want +got):\n%s", diff)
	}
	// LegalMoves appends.
	pre := []pgn.Move{NullMove}
	if all := b.LegalMoves(pre); len(all) != 4 || all[0] != NullMove {
		t.Errorf("LegalMoves(pre) does not append: %v", all)
	}
	if b.Turn() != White || b.Turn().String() != "white" {
		t.Errorf("Turn() = %v", b.Turn())
	}
	if p := b.PieceAt(E2); p != NewPiece(Black, Rook) || p.String() != "r" || p.Type() != Rook || p.Color() != Black {
		t.Errorf("PieceAt(e2) = %v", p)
	}
	if p := b.PieceAt(E4); p != NoPiece || p.String() != "." {
		t.Errorf("PieceAt(e4) = %v", p)
	}
	if k, q := b.CastlingRights(White); k != H1 || q != NoSquare {
		t.Errorf("CastlingRights(White) = %v, %v", k, q)
	}
	if k, q := b.CastlingRights(Black); k != NoSquare || q != NoSquare {
		t.Errorf("CastlingRights(Black) = %v, %v", k, q)
	}
	e := mustBoard(t, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 7 3")
	if e.EnPassant() != F6 || e.HalfmoveClock() != 7 || e.FullmoveNumber() != 3 {
		t.Errorf("EnPassant, HalfmoveClock, FullmoveNumber = %v, %d, %d", e.EnPassant(), e.HalfmoveClock(), e.FullmoveNumber())
	}
	if s, err := ParseSquare("e4"); s != E4 || err != nil || s.String() != "e4" || s.File() != 4 || s.Rank() != 3 {
		t.Errorf("ParseSquare(e4) = %v, %v", s, err)
	}
	if _, err := ParseSquare("i9"); err == nil || !strings.Contains(err.Error(), `"i9"`) {
		t.Errorf("ParseSquare(i9) error = %v", err)
	}
	if SquareAt(4, 3) != E4 || SquareAt(8, 0) != NoSquare || NoSquare.String() != "-" {
		t.Error("SquareAt or NoSquare.String wrong")
	}
}

func TestBoardString(t *testing.T) {
	want := "r n b q k b n r\np p p p p p p p\n. . . . . . . .\n. . . . . . . .\n. . . . P . . .\n. . . . . . . .\nP P P P . P P P\nR N B Q K B N R"
	b := mustBoard(t, "")
	if err := b.Play(mustUCI(t, b, "e2e4")); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != want {
		t.Errorf("String():\n%s\nwant\n%s", got, want)
	}
}

func mustUCI(t testing.TB, b *Board, s string) pgn.Move {
	t.Helper()
	m, err := b.ParseUCI(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestPlayRefuses checks that Play refuses a move of an earlier position,
// of another game's board, a made-up number and a move played twice, and
// leaves the board as it was.
func TestPlayRefuses(t *testing.T) {
	b := mustBoard(t, "")
	e4 := mustUCI(t, b, "e2e4")
	if err := b.Play(e4); err != nil {
		t.Fatal(err)
	}
	before := b.FEN()
	xiangqiMove := pgn.Move(12 | 28<<8 | 1<<16) // a xiangqi board's encoding
	for name, m := range map[string]pgn.Move{
		"the same move again":       e4,
		"a move of another game":    xiangqiMove,
		"the untagged bits of e2e4": e4 & moveBits,
		"a number":                  12345,
		"zero":                      0,
		"high garbage":              e4 | 1<<40,
	} {
		err := b.Play(m)
		if err == nil || !errors.Is(err, ErrIllegalMove) {
			t.Errorf("Play(%s) = %v, want ErrIllegalMove", name, err)
		}
		if _, err := b.Describe(m); err == nil {
			t.Errorf("Describe(%s) accepted", name)
		}
		if b.SAN(m) != "" || b.UCI(m) != "" {
			t.Errorf("SAN/UCI(%s) not empty", name)
		}
		if b.FEN() != before {
			t.Fatalf("Play(%s) changed the board to %s", name, b.FEN())
		}
	}
	if err := b.Play(e4); err == nil || err.Error() != "chess: move e2e4 is not legal in rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" {
		t.Errorf("Play(stale) error = %v", err)
	}
	// The null move is legal out of check and not in check.
	if err := b.Play(NullMove); err != nil {
		t.Errorf("Play(NullMove): %v", err)
	}
	c := mustBoard(t, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")
	if err := c.Play(NullMove); err == nil {
		t.Error("Play(NullMove) in check accepted")
	}
	var nilBoard *Board
	if err := nilBoard.Play(e4); err == nil || nilBoard.LegalMoves(nil) != nil || nilBoard.InCheck() || nilBoard.FEN() != "" {
		t.Error("nil board not safe")
	}
}

func TestCopyIsIndependent(t *testing.T) {
	b := mustBoard(t, "")
	b.Play(mustUCI(t, b, "g1f3"))
	c := b.Copy()
	c.Play(mustUCI(t, c, "g8f6"))
	if b.FEN() == c.FEN() {
		t.Error("Copy shares the position")
	}
	c.Unmake()
	c.Unmake()
	if c.FEN() != StartFEN || b.FEN() != "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1" {
		t.Errorf("after Unmake: copy %s, original %s", c.FEN(), b.FEN())
	}
}

func TestNotations(t *testing.T) {
	b := mustBoard(t, "4k2r/P7/8/3pP3/8/8/8/R3K2R w KQk d6 0 1")
	tests := []struct{ uci, san string }{
		{"e5d6", "exd6"}, {"a7a8q", "a8=Q+"}, {"a7a8n", "a8=N"}, {"e1g1", "O-O"}, {"e1c1", "O-O-O"}, {"a1a2", "Ra2"},
		{"a7b8q", ""}, {"e1e3", ""},
	}
	for _, tt := range tests {
		m, err := b.ParseUCI(tt.uci)
		if tt.san == "" {
			if err == nil || !errors.Is(err, ErrIllegalMove) {
				t.Errorf("ParseUCI(%s) = %v, want an illegal-move error", tt.uci, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseUCI(%s): %v", tt.uci, err)
			continue
		}
		if b.SAN(m) != tt.san || b.UCI(m) != tt.uci {
			t.Errorf("%s: SAN %q UCI %q, want %q", tt.uci, b.SAN(m), b.UCI(m), tt.san)
		}
		if m2, err := b.ParseSAN(tt.san); err != nil || m2 != m {
			t.Errorf("ParseSAN(%s) = %v, %v, want the move of %s", tt.san, m2, err, tt.uci)
		}
	}
	for _, bad := range []string{"e5", "e2e4x", "i1a1", ""} {
		if _, err := b.ParseUCI(bad); err == nil {
			t.Errorf("ParseUCI(%q) accepted", bad)
		}
	}
	if _, err := b.ParseSAN("Nf3"); err == nil || err.Error() != "chess: illegal move \"Nf3\": no white knight can reach f3" {
		t.Errorf("ParseSAN(Nf3) error = %v", err)
	}
	c960, _ := NewBoard960("")
	if m := mustUCI(t, c960, "b1c3"); c960.SAN(m) != "Nc3" {
		t.Errorf("960 SAN = %s", c960.SAN(m))
	}
}

func TestDescribe(t *testing.T) {
	b := mustBoard(t, "4k2r/P7/8/3pP3/8/8/8/R3K2R w KQk d6 0 1")
	tests := []struct {
		uci  string
		want MoveInfo
	}{
		{"e5d6", MoveInfo{From: E5, To: D6, RookFrom: NoSquare, RookTo: NoSquare, Piece: NewPiece(White, Pawn), Captured: NewPiece(Black, Pawn), EnPassant: true}},
		{"a7b8q", MoveInfo{}}, // illegal
		{"a7a8q", MoveInfo{From: A7, To: A8, RookFrom: NoSquare, RookTo: NoSquare, Piece: NewPiece(White, Pawn), Promotion: Queen, Check: true}},
		{"e1c1", MoveInfo{From: E1, To: C1, RookFrom: A1, RookTo: D1, Piece: NewPiece(White, King), Castling: true}},
		{"h1h8", MoveInfo{From: H1, To: H8, RookFrom: NoSquare, RookTo: NoSquare, Piece: NewPiece(White, Rook), Captured: NewPiece(Black, Rook), Check: true}},
	}
	for _, tt := range tests {
		m, err := b.ParseUCI(tt.uci)
		if err != nil {
			if tt.want != (MoveInfo{}) {
				t.Errorf("ParseUCI(%s): %v", tt.uci, err)
			}
			continue
		}
		got, err := b.Describe(m)
		if err != nil {
			t.Fatal(err)
		}
		tt.want.Move = m
		opt := cmp.Comparer(func(a, b MoveInfo) bool {
			a.san, a.uci, a.sanLen, a.uciLen = b.san, b.uci, b.sanLen, b.uciLen
			return a == b
		})
		if diff := cmp.Diff(tt.want, got, opt); diff != "" {
			t.Errorf("Describe(%s) (-want +got):\n%+v\n%+v", tt.uci, tt.want, got)
		}
		if got.UCI() != tt.uci || got.String() != b.SAN(m) {
			t.Errorf("Describe(%s): UCI %s, String %s", tt.uci, got.UCI(), got)
		}
	}
	n, _ := b.Describe(NullMove)
	if !n.Null || n.From != NoSquare || n.String() != "--" || n.UCI() != "0000" {
		t.Errorf("Describe(NullMove) = %+v", n)
	}
}

// perftPublic counts leaves through the exported API only: LegalMoves,
// Make and Unmake, with one slice per ply so that nothing allocates.
func perftPublic(b *Board, depth int, bufs [][]pgn.Move) uint64 {
	moves := b.LegalMoves(bufs[depth][:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		b.Make(m)
		n += perftPublic(b, depth-1, bufs)
		b.Unmake()
	}
	return n
}

// TestPerftPublic runs the perft table through LegalMoves, Make and Unmake:
// the start position and Kiwipete to depth 4 always, every case to its
// full depth with PGNTOOL_LONG=1.
func TestPerftPublic(t *testing.T) {
	for _, c := range perftCases {
		depth := min(4, len(c.nodes))
		if c.name != "initial" && c.name != "kiwipete" {
			depth = 3
		}
		if longTests() {
			depth = len(c.nodes)
		}
		b, err := newBoardFEN(c.fen, c.chess960)
		if err != nil {
			t.Fatal(err)
		}
		bufs := make([][]pgn.Move, depth+1)
		for i := range bufs {
			bufs[i] = make([]pgn.Move, 0, 256)
		}
		for d := 1; d <= depth; d++ {
			if got := perftPublic(b, d, bufs); got != c.nodes[d-1] {
				t.Errorf("%s: perft(%d) = %d, want %d", c.name, d, got, c.nodes[d-1])
			}
		}
	}
}

func TestPublicAPIDoesNotAllocate(t *testing.T) {
	b := mustBoard(t, kiwipete)
	buf := make([]pgn.Move, 0, 256)
	if n := testing.AllocsPerRun(50, func() { buf = b.LegalMoves(buf[:0]) }); n != 0 {
		t.Errorf("LegalMoves: %v allocations, want 0", n)
	}
	moves := b.LegalMoves(nil)
	if n := testing.AllocsPerRun(50, func() {
		for _, m := range moves {
			if err := b.Play(m); err != nil {
				t.Fatal(err)
			}
			b.Unmake()
		}
	}); n != 0 {
		t.Errorf("Play: %v allocations, want 0", n)
	}
	var key uint64
	if n := testing.AllocsPerRun(50, func() { key ^= b.PolyglotKey() }); n != 0 {
		t.Errorf("PolyglotKey: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(50, func() { b.Describe(moves[0]); b.InCheck() }); n != 0 {
		t.Errorf("Describe: %v allocations, want 0", n)
	}
}

// TestIllegalMoveIsShared checks that a refused move of every game matches
// the one pgn.ErrIllegalMove, so that callers test refusals alike.
func TestIllegalMoveIsShared(t *testing.T) {
	if ErrIllegalMove != pgn.ErrIllegalMove {
		t.Fatal("chess.ErrIllegalMove is not pgn.ErrIllegalMove")
	}
	b, err := NewBoard("")
	if err != nil {
		t.Fatal(err)
	}
	moves := b.LegalMoves(nil)
	if err := b.Play(moves[0]); err != nil {
		t.Fatal(err)
	}
	if err := b.Play(moves[0]); !errors.Is(err, pgn.ErrIllegalMove) {
		t.Errorf("a stale move gave %v, want an error matching pgn.ErrIllegalMove", err)
	}
}
