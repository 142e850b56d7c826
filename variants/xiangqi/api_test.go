package xiangqi

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

func TestNewBoardLenient(t *testing.T) {
	cases := []struct{ in, fen string }{
		{"", StartFEN},
		{"  ", StartFEN},
		{StartFEN, StartFEN},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", StartFEN},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", StartFEN},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - -", StartFEN},
		{"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1", StartFEN},
		{"4k4/9/9/9/9/9/9/9/9/3K5 b - - 7 30", "4k4/9/9/9/9/9/9/9/9/3K5 b - - 7 30"},
	}
	for _, tc := range cases {
		b, err := NewBoard(tc.in)
		if err != nil {
			t.Errorf("NewBoard(%q): %v", tc.in, err)
			continue
		}
		if got := b.FEN(); got != tc.fen {
			t.Errorf("NewBoard(%q).FEN() = %q, want %q", tc.in, got, tc.fen)
		}
	}
}

func TestNewBoardErrors(t *testing.T) {
	cases := []struct{ in, want string }{
		{"rnbakabnr/9/1c5c1", "3 ranks"},
		{"rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "more than 9 files"},
		{"rnbakabnx/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", `letter 'x'`},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", `side to move "x"`},
		{"3k5/9/9/9/9/9/9/9/9/K8 w", "never leaves its palace"},
		{"4k4/9/9/9/9/9/9/9/9/4K4 w", "side not to move (Black) is in check"},
		{"4k4/9/9/9/9/9/9/9/9/3K5 w - - x 1", "halfmove clock"},
	}
	for _, tc := range cases {
		b, err := NewBoard(tc.in)
		if err == nil || b != nil {
			t.Errorf("NewBoard(%q) = %v, %v; want an error", tc.in, b, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), "xiangqi: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("NewBoard(%q): %v; want a message with %q", tc.in, err, tc.want)
		}
	}
}

func TestBoardQueries(t *testing.T) {
	b, _ := NewBoard("3k5/4a4/9/9/9/2p6/9/9/4C4/4K4 b - - 3 12")
	if b.Turn() != Black || b.Turn().Other() != Red || b.Turn().String() != "black" {
		t.Errorf("Turn = %v", b.Turn())
	}
	if b.HalfmoveClock() != 3 || b.FullmoveNumber() != 12 {
		t.Errorf("clocks %d %d", b.HalfmoveClock(), b.FullmoveNumber())
	}
	for _, tc := range []struct {
		sq   Square
		want string
	}{{E1, "C"}, {E0, "K"}, {D9, "k"}, {E8, "a"}, {C4, "p"}, {A0, "."}, {NoSquare, "."}} {
		if got := b.PieceAt(tc.sq).String(); got != tc.want {
			t.Errorf("PieceAt(%v) = %q, want %q", tc.sq, got, tc.want)
		}
	}
	if p := b.PieceAt(E1); p.Type() != Cannon || p.Color() != Red || p != NewPiece(Red, Cannon) {
		t.Errorf("E1 holds %v %v", p.Color(), p.Type())
	}
	if b.GeneralSquare(Red) != E0 || b.GeneralSquare(Black) != D9 {
		t.Errorf("generals on %v and %v", b.GeneralSquare(Red), b.GeneralSquare(Black))
	}
	if b.InCheck() {
		t.Error("Black is not in check")
	}
	b2, _ := NewBoard("4k4/9/9/9/9/9/9/9/4C4/3K5 b")
	if b2.InCheck() {
		t.Error("a cannon without a screen gives no check")
	}
	b3, _ := NewBoard("4k4/9/9/4p4/9/9/9/9/4C4/3K5 b")
	if !b3.InCheck() {
		t.Error("a cannon over a screen gives check")
	}
}

func TestSquares(t *testing.T) {
	for s := A0; s <= I9; s++ {
		back, err := ParseSquare(s.String())
		if err != nil || back != s || SquareAt(s.File(), s.Rank()) != s {
			t.Errorf("square %d: %q reads back as %v, %v", s, s, back, err)
		}
	}
	if s, err := ParseSquare("H2"); err != nil || s != H2 {
		t.Errorf("ParseSquare(H2) = %v, %v", s, err)
	}
	for _, bad := range []string{"", "e", "j0", "e10", "e-", "E0x"} {
		if s, err := ParseSquare(bad); err == nil || s != NoSquare {
			t.Errorf("ParseSquare(%q) = %v, %v", bad, s, err)
		}
	}
	if SquareAt(9, 0) != NoSquare || SquareAt(0, 10) != NoSquare || NoSquare.String() != "-" {
		t.Error("points off the board")
	}
	if E0.String() != "e0" || I9 != 89 || A1 != 9 {
		t.Errorf("numbering: E0 %v, I9 %d, A1 %d", E0, I9, A1)
	}
}

func TestPieces(t *testing.T) {
	want := map[PieceType][3]string{
		General: {"general", "K", "K"}, Advisor: {"advisor", "A", "A"}, Elephant: {"elephant", "B", "E"},
		Horse: {"horse", "N", "H"}, Chariot: {"chariot", "R", "R"}, Cannon: {"cannon", "C", "C"}, Soldier: {"soldier", "P", "P"},
	}
	for pt, w := range want {
		if pt.String() != w[0] || string(pt.Letter()) != w[1] || string(pt.WXFLetter()) != w[2] {
			t.Errorf("%d: %s %c %c", pt, pt, pt.Letter(), pt.WXFLetter())
		}
		for _, c := range []Color{Red, Black} {
			p := NewPiece(c, pt)
			if p.Color() != c || p.Type() != pt {
				t.Errorf("NewPiece(%v, %v) = %v %v", c, pt, p.Color(), p.Type())
			}
		}
	}
	if NewPiece(Black, Horse).String() != "n" || NoPiece.String() != "." || Piece(-128).String() != "." || NewPiece(Red, 9) != NoPiece {
		t.Error("piece letters")
	}
}

func TestBoardString(t *testing.T) {
	b, _ := NewBoard("")
	want := `r n b a k a b n r
. . . . . . . . .
. c . . . . . c .
p . p . p . p . p
. . . . . . . . .
. . . . . . . . .
P . P . P . P . P
. C . . . . . C .
. . . . . . . . .
R N B A K A B N R`
	if got := b.String(); got != want {
		t.Errorf("String:\n%s\nwant\n%s", got, want)
	}
}

// perftPublic counts leaves through the public API only.
func perftPublic(b *Board, depth int) int64 {
	moves := b.LegalMoves(make([]pgn.Move, 0, maxMoves))
	if depth == 1 {
		return int64(len(moves))
	}
	var n int64
	for _, m := range moves {
		b.Make(m)
		n += perftPublic(b, depth-1)
		b.Unmake()
	}
	return n
}

func TestPerftPublic(t *testing.T) {
	long := os.Getenv("PGNTOOL_LONG") == "1"
	for _, tc := range perftCases {
		b, err := NewBoard(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		key := b.Key()
		for d, want := range tc.nodes {
			if d+1 > tc.long && !long {
				break
			}
			if got := perftPublic(b, d+1); got != want {
				t.Errorf("%s: perft(%d) through LegalMoves = %d, want %d", tc.name, d+1, got, want)
			}
			if got := b.Perft(d + 1); got != uint64(want) {
				t.Errorf("%s: Perft(%d) = %d, want %d", tc.name, d+1, got, want)
			}
		}
		if b.FEN() != tc.fen || b.Key() != key {
			t.Errorf("%s: perft changed the board to %s", tc.name, b.FEN())
		}
	}
}

func TestPlayRefuses(t *testing.T) {
	b, _ := NewBoard("")
	cannon, err := b.Parse("h2e2")
	if err != nil {
		t.Fatal(err)
	}
	old := b.FEN()
	other, _ := NewBoard("4k4/9/9/9/9/9/9/9/4A4/3K5 w")
	foreign := other.LegalMoves(nil)[0]
	cases := []struct {
		name string
		m    pgn.Move
		want string
	}{
		{"zero", 0, "not a move made by a xiangqi board"},
		{"all bits", ^pgn.Move(0), "not a move made by a xiangqi board"},
		{"untagged", mkMove(sq(7, 2), sq(4, 2)), "not a move made by a xiangqi board"},
		{"chess-like tag", 0xC4E5<<48 | cannon&0xFFFF_FFFF_FFFF, "not a move made by a xiangqi board"},
		{"off the board", moveTag | realMove | 200 | 3<<8, "not a move made by a xiangqi board"},
		{"other position", foreign, "was made for another position"},
		{"not legal", b.move(sq(0, 0), sq(0, 5)), "not legal"},               // chariot through its soldier
		{"other side", b.move(sq(7, 7), sq(4, 7)), "not legal"},              // Black's cannon on Red's turn
		{"not a move", b.move(sq(4, 0), sq(4, 0)), "not legal"},              // the general stays
		{"empty point", b.move(sq(4, 4), sq(4, 5)), "not legal"},             // nothing on e4
		{"stray bits", cannon | 1<<44, "not a move made by a xiangqi board"}, // bits no board sets
	}
	for _, tc := range cases {
		err := b.Play(tc.m)
		if err == nil || !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Play = %v; want an ErrIllegalMove with %q", tc.name, err, tc.want)
		}
		if _, err := b.Describe(tc.m); err == nil {
			t.Errorf("%s: Describe accepted it", tc.name)
		}
		if b.ICCS(tc.m) != "" || b.WXF(tc.m) != "" {
			t.Errorf("%s: notations written for a refused move", tc.name)
		}
	}
	if b.FEN() != old {
		t.Fatalf("refused moves changed the board to %s", b.FEN())
	}
	// A stale move: made before the cannon moved, played after.
	if err := b.Play(cannon); err != nil {
		t.Fatal(err)
	}
	if err := b.Play(cannon); err == nil || !strings.Contains(err.Error(), "another position") {
		t.Errorf("playing the cannon move twice: %v", err)
	}
	// A stale move whose points still make a legal move, but for another
	// piece: a1a5 was the cannon's; after the cannon steps aside and the
	// chariot takes its place, a1a5 made then is refused.
	s, _ := NewBoard("4k4/9/9/9/9/9/9/9/C8/R2K5 w")
	stale, _ := s.Parse("a1a5")
	for _, text := range []string{"a1b1", "e9e8", "a0a1", "e8e9"} {
		m, err := s.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		s.Play(m)
	}
	if now, _ := s.Parse("a1a5"); now == stale {
		t.Fatal("the chariot's move equals the cannon's")
	}
	if err := s.Play(stale); err == nil || !strings.Contains(err.Error(), "it moves a red cannon from a1 and takes nothing, but a red chariot stands on a1") {
		t.Errorf("the cannon's a1a5 played by the chariot: %v", err)
	}
	if _, err := (*Board)(nil).Parse("h2e2"); err == nil || (&Board{}).Play(cannon) == nil {
		t.Error("boards without a position accept moves")
	}
}

func TestParse(t *testing.T) {
	b, _ := NewBoard("")
	want, _ := b.Parse("h2e2")
	for _, text := range []string{"炮二平五", "炮2平5", "C2.5", "C2=5", "Ｃ２＝５", "H2-E2", "h2e2", "Che2", "Che3", "h3e3"} {
		m, err := b.Parse(text)
		if err != nil || m != want {
			t.Errorf("Parse(%q) = %v, %v", text, m, err)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"炮八平一", "cannot make this move"},
		{"zz", "is not a move"},
		{"h2h9x", "is not a move"},
	} {
		if _, err := b.Parse(tc.text); err == nil || !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v; want %q", tc.text, err, tc.want)
		}
	}
	// Parse leaves the reading state of a game alone: after it read a
	// coordinate move with ranks from 1, ParseMove still knows nothing.
	if b.rankBase != -1 || b.firstFamily != famNone {
		t.Errorf("Parse changed the parse state: base %d, family %v", b.rankBase, b.firstFamily)
	}
}

func TestNotationsOfMove(t *testing.T) {
	b, _ := NewBoard("")
	for _, tc := range []struct{ text, chinese, wxf, iccs, ucci string }{
		{"h2e2", "炮二平五", "C2.5", "H2-E2", "h2e2"},
		{"h0g2", "马二进三", "H2+3", "H0-G2", "h0g2"},
		{"a0a1", "车九进一", "R9+1", "A0-A1", "a0a1"},
	} {
		m, err := b.Parse(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		got := [4]string{b.Chinese(m), b.WXF(m), b.ICCS(m), b.UCCI(m)}
		if got != [4]string{tc.chinese, tc.wxf, tc.iccs, tc.ucci} {
			t.Errorf("%s: %v", tc.text, got)
		}
	}
}

func TestDescribe(t *testing.T) {
	b, _ := NewBoard("")
	for _, tc := range []struct {
		text             string
		from, to         Square
		piece, captured  Piece
		check, mate      bool
		chinese, wxf, cc string
	}{
		{"h2e2", H2, E2, NewPiece(Red, Cannon), NoPiece, false, false, "炮二平五", "C2.5", "H2-E2"},
		{"h2h9", H2, H9, NewPiece(Red, Cannon), NewPiece(Black, Horse), false, false, "炮二进七", "C2+7", "H2-H9"},
	} {
		m, _ := b.Parse(tc.text)
		info, err := b.Describe(m)
		if err != nil {
			t.Fatal(err)
		}
		if info.From != tc.from || info.To != tc.to || info.Piece != tc.piece || info.Captured != tc.captured ||
			info.Check != tc.check || info.Mate != tc.mate || info.IsCapture() != (tc.captured != NoPiece) ||
			info.Chinese() != tc.chinese || info.WXF() != tc.wxf || info.ICCS() != tc.cc || info.UCCI() != tc.text ||
			info.String() != tc.wxf || info.Move != m {
			t.Errorf("%s: %+v", tc.text, info)
		}
	}
	// A soldier's step that mates, and one that checks.
	mate, _ := NewBoard("4k4/9/4P4/9/9/9/9/9/3R1R3/4K4 w")
	m, _ := mate.Parse("e7e8")
	if info, _ := mate.Describe(m); !info.Check || !info.Mate || info.WXF() != "P5+1" {
		t.Errorf("e7e8: %+v", info)
	}
	m, _ = mate.Parse("d1d9")
	if info, _ := mate.Describe(m); !info.Check || info.Mate {
		t.Errorf("d1d9: %+v", info)
	}
}

func TestCheckmateAndStalemate(t *testing.T) {
	for _, tc := range []struct {
		fen                string
		check, mate, stale bool
		result, reason     string
	}{
		{StartFEN, false, false, false, "", ""},
		{"4k4/4P4/9/9/9/9/9/9/3R1R3/4K4 b", true, true, false, "1-0", "checkmate"},
		{"4k4/9/4P4/9/9/9/9/9/3R1R3/4K4 b", false, false, true, "1-0", "stalemate"},
		{"4k4/9/4P4/9/9/9/9/9/3R1R3/4K4 w", false, false, false, "", ""},
		{"3rkr3/9/9/9/9/9/9/9/4p4/4K4 w", true, true, false, "0-1", "checkmate"},
	} {
		b, err := NewBoard(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		result, reason := b.Outcome()
		if b.InCheck() != tc.check || b.IsCheckmate() != tc.mate || b.IsStalemate() != tc.stale || result != tc.result || reason != tc.reason {
			t.Errorf("%s: check %v mate %v stalemate %v outcome %q %q", tc.fen, b.InCheck(), b.IsCheckmate(), b.IsStalemate(), result, reason)
		}
	}
}

func TestCopyIsIndependent(t *testing.T) {
	b, _ := NewBoard("")
	m, _ := b.Parse("h2e2")
	b.Play(m)
	c := b.Copy()
	if c.FEN() != b.FEN() || c.Key() != b.Key() {
		t.Fatal("the copy differs")
	}
	m2, _ := c.Parse("h9g7")
	c.Play(m2)
	if b.FEN() == c.FEN() {
		t.Fatal("a move on the copy changed the board")
	}
	c.Unmake()
	c.Unmake()
	if c.FEN() != StartFEN || b.FEN() == StartFEN {
		t.Errorf("the copy took back %s, the board is %s", c.FEN(), b.FEN())
	}
	if (*Board)(nil).Copy() != nil {
		t.Error("nil copy")
	}
}

// TestPublicAPIDoesNotAllocate holds LegalMoves (given room), Play, Key and
// the other per-move queries to zero allocations.
func TestPublicAPIDoesNotAllocate(t *testing.T) {
	b, _ := NewBoard("")
	buf := make([]pgn.Move, 0, maxMoves)
	if n := testing.AllocsPerRun(100, func() { buf = b.LegalMoves(buf[:0]) }); n != 0 {
		t.Errorf("LegalMoves allocates %v times", n)
	}
	m := buf[0]
	if n := testing.AllocsPerRun(100, func() {
		if err := b.Play(m); err != nil {
			t.Fatal(err)
		}
		b.Unmake()
	}); n != 0 {
		t.Errorf("Play allocates %v times", n)
	}
	var sink uint64
	if n := testing.AllocsPerRun(100, func() { sink += b.Key() }); n != 0 {
		t.Errorf("Key allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { b.Describe(m) }); n != 0 {
		t.Errorf("Describe allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { b.InCheck(); b.Repetitions(); b.IsCheckmate(); b.IsStalemate() }); n != 0 {
		t.Errorf("InCheck, Repetitions, IsCheckmate, IsStalemate allocate %v times", n)
	}
}
