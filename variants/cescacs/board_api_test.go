package cescacs

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

func TestNewBoardStart(t *testing.T) {
	b, err := NewBoard("")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.TLPD(); got != initialTLPD {
		t.Errorf("TLPD() = %q, want %q", got, initialTLPD)
	}
	if b.Turn() != White || b.InCheck() || b.HalfmoveClock() != 0 || b.FullmoveNumber() != 1 {
		t.Errorf("turn %v, check %v, clocks %d %d", b.Turn(), b.InCheck(), b.HalfmoveClock(), b.FullmoveNumber())
	}
	for _, tc := range []struct {
		cell string
		want Piece
	}{
		{"G1", Piece{King, White}}, {"G27", Piece{King, Black}}, {"F0", Piece{Wyvern, White}},
		{"E27", Piece{Queen, Black}}, {"F14", Piece{}}, {"D24", Piece{Elephant, Black}},
	} {
		c, err := ParseCell(tc.cell)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.PieceAt(c); got != tc.want {
			t.Errorf("PieceAt(%s) = %v, want %v", tc.cell, got, tc.want)
		}
	}
	all := CastlingRights{King: true, KingRook: true, QueenRook: true}
	if b.CastlingRights(White) != all || b.CastlingRights(Black) != all || !all.CanCastle() {
		t.Errorf("castling %+v %+v", b.CastlingRights(White), b.CastlingRights(Black))
	}
	if b.EnPassant() != (EnPassant{}) {
		t.Errorf("EnPassant() = %+v", b.EnPassant())
	}
	if b.King(White).String() != "G1" || b.King(Black).String() != "G27" {
		t.Errorf("Kings on %s %s", b.King(White), b.King(Black))
	}
}

// TestNewBoardErrors: each fault names the field, the line or cell and
// the character.
func TestNewBoardErrors(t *testing.T) {
	tests := []struct {
		tlpd  string
		field int
		off   int
		msg   string
	}{
		{"/28:v/27:dk/22:2pxp2/1:DK/ w", 1, 17, `TLPD line 22 at F22: "x" is not a piece letter`},
		{"/28:v/27:dk/ w", 1, 0, "TLPD has no White King"},
		{"/27:dk/1:DK/ x", 2, 13, `TLPD turn "x" is neither w nor b`},
		{"/27:dk/1:DK/ w Q", 3, 15, `castling field "Q"`},
		{"/27:dk/1:DK/ w -- Z99", 4, 18, `"Z99" does not start with a board cell`},
		{"/27:dk/1:DK/ w -- - x", 5, 20, `halfmove clock "x"`},
		{"/27:dk/1:DK/ w -- - 0 0", 6, 22, `move number "0"`},
		{"/27:dk/1:DK/ w -- - 0 1 extra", 6, 24, `"extra" is extra`},
		{"/27:dk/3:2r1/1:DK/ b", 1, 0, "White's King on G1 is in check with Black to move"},
	}
	for _, tc := range tests {
		b, err := NewBoard(tc.tlpd)
		var te *TLPDError
		if b != nil || !errors.As(err, &te) {
			t.Errorf("NewBoard(%q) = %v, %v; want a *TLPDError", tc.tlpd, b, err)
			continue
		}
		if te.Field != tc.field || te.Offset != tc.off || !strings.Contains(te.Msg, tc.msg) {
			t.Errorf("NewBoard(%q): field %d, offset %d, %q; want field %d, offset %d, containing %q",
				tc.tlpd, te.Field, te.Offset, te.Msg, tc.field, tc.off, tc.msg)
		}
		if !strings.Contains(err.Error(), fieldNames[tc.field]) {
			t.Errorf("error %q does not name field %q", err, fieldNames[tc.field])
		}
	}
}

// TestNewBoardLenient: trailing fields may be left out, as python-chess
// takes a FEN without its clocks.
func TestNewBoardLenient(t *testing.T) {
	placement := initialTLPD[:strings.IndexByte(initialTLPD, ' ')]
	for _, tc := range []struct{ tail, want string }{
		{" w", " w -- - 0 ?"},
		{" b RKRrkr", " b RKRrkr - 0 ?"},
		{" w RKRrkr -", " w RKRrkr - 0 ?"},
		{" w RKRrkr - 3", " w RKRrkr - 3 ?"},
	} {
		b, err := NewBoard(placement + tc.tail)
		if err != nil {
			t.Errorf("%q: %v", tc.tail, err)
			continue
		}
		if got := b.TLPD(); got != placement+tc.want {
			t.Errorf("%q: TLPD() = %q, want %q", tc.tail, got, placement+tc.want)
		}
	}
}

func TestParseCell(t *testing.T) {
	n := 0
	for c := range Cells() {
		got, err := ParseCell(c.String())
		if err != nil || got != c {
			t.Errorf("ParseCell(%q) = %v, %v", c, got, err)
		}
		if got.Column() < 0 || got.Line() < 0 || columnLetters[got.Column()] != c.String()[0] {
			t.Errorf("%s: column %d line %d", c, got.Column(), got.Line())
		}
		n++
	}
	if n != 169 {
		t.Errorf("Cells yields %d cells, want 169", n)
	}
	for _, tc := range []struct{ in, msg string }{
		{"F13", "column F holds the even lines 0 to 28"},
		{"P5", "column P holds the odd lines 7 to 21"},
		{"J5", "is not a cell"},
		{"G", "is not a cell"},
		{"G270", "is not a cell"},
		{"", "is not a cell"},
	} {
		if c, err := ParseCell(tc.in); err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseCell(%q) = %v, %v; want an error with %q", tc.in, c, err, tc.msg)
		}
	}
	if NoCell.Valid() || NoCell.Line() != -1 || NoCell.String() != "?" {
		t.Errorf("NoCell is valid or printable: %v %d %q", NoCell.Valid(), NoCell.Line(), NoCell)
	}
}

// TestPlayRefuses: Play takes only a move legal in the current position
// and leaves the board as it was when it refuses.
func TestPlayRefuses(t *testing.T) {
	b, _ := NewBoard("")
	m, err := b.Parse("E7-E13")
	if err != nil {
		t.Fatal(err)
	}
	other, _ := NewBoard("/27:1k/13:R7/1:1K/ w -- - 0 1")
	foreign, err := other.Parse("RP13-P15")
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Play(m); err != nil {
		t.Fatalf("Play(E7-E13): %v", err)
	}
	before := b.TLPD()
	for name, tc := range map[string]struct {
		m   pgn.Move
		msg string
	}{
		"the same move again (stale)": {m, "E7 is empty"},
		"a move of another position":  {foreign, "is empty"},
		"not a C'escacs move":         {pgn.Move(^uint64(0)), "not a move of a C'escacs board"},
		"zero":                        {0, "not a move of a C'escacs board"},
	} {
		err := b.Play(tc.m)
		if !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: Play = %v, want ErrIllegalMove with %q", name, err, tc.msg)
		}
		if b.TLPD() != before {
			t.Errorf("%s: the refused move changed the board", name)
		}
	}
	// A White move when Black is to move.
	w, _ := NewBoard("")
	wm := w.LegalMoves(nil)[0]
	if err := b.Play(wm); !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "Black is to move") {
		t.Errorf("White move on Black's turn: %v", err)
	}
	// A move that was legal but whose captured piece differs (the board
	// changed under it): the capture is part of the move.
	c, _ := NewBoard("/27:1k/15:p7/13:R7/1:1K/ w -- - 0 1")
	take, _ := c.Parse("RP13×P15")
	c2, _ := NewBoard("/27:1k/15:n7/13:R7/1:1K/ w -- - 0 1")
	if err := c2.Play(take); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("capture of a pawn played where a knight stands: %v", err)
	}
}

// TestPublicValuesMatchInternal: the exported enumerations are conversions
// of the internal values, so each must equal its counterpart.
func TestPublicValuesMatchInternal(t *testing.T) {
	type pair struct{ public, internal int }
	for name, p := range map[string]pair{
		"White": {int(White), int(white)}, "Black": {int(Black), int(black)},
		"NoCell":      {int(NoCell), int(noCell)},
		"NoEnPassant": {int(NoEnPassant), int(passNone)}, "AfterDouble": {int(AfterDouble), int(passDouble)},
		"AfterTriple": {int(AfterTriple), int(passTriple)}, "AfterScornful": {int(AfterScornful), int(passScornful)},
		"PlainMove": {int(PlainMove), int(mvNormal)}, "DoubleStep": {int(DoubleStep), int(mvDouble)},
		"TripleStep": {int(TripleStep), int(mvTriple)}, "EnPassantNear": {int(EnPassantNear), int(mvPassing)},
		"EnPassantFar": {int(EnPassantFar), int(mvPassing2)}, "ScornfulCapture": {int(ScornfulCapture), int(mvScornful)},
		"Castling": {int(Castling), int(mvCastle)}, "WaitingPromotion": {int(WaitingPromotion), int(mvPromoteWaiting)},
		"KnightRide": {int(KnightRide), int(mvRide)}, "KingLeap": {int(KingLeap), int(mvLeap)},
		"Pawn": {int(Pawn), int(pawn)}, "Elephant": {int(Elephant), int(elephant)}, "Bishop": {int(Bishop), int(bishop)},
		"Knight": {int(Knight), int(knight)}, "Pegasus": {int(Pegasus), int(pegasus)}, "Rook": {int(Rook), int(rook)},
		"Wyvern": {int(Wyvern), int(wyvern)}, "Queen": {int(Queen), int(queen)}, "King": {int(King), int(king)},
	} {
		if p.public != p.internal {
			t.Errorf("%s = %d, internal %d", name, p.public, p.internal)
		}
	}
	for k := Pawn; k <= King; k++ {
		for _, c := range []Color{White, Black} {
			p := Piece{k, c}
			if publicPiece(p.internal()) != p {
				t.Errorf("%v does not round-trip", p)
			}
		}
	}
}

// TestPlayRefusesSelfCheck: a move that obeys its piece's movement but
// leaves the King attacked is refused. The White Rook on G3 stands between
// its King on G1 and the Black Rook on G21: its 17 moves off column G
// (H4 I5 K6 L7 X8 Z9, H2, F4 E5 D6 C7 B8 A9 T10 P11, F2 E1) are
// pseudo-legal only; its moves up the column and the King's six steps
// (H2 F2 F0 E1 H4 F4, none on column G) are legal.
func TestPlayRefusesSelfCheck(t *testing.T) {
	b := setup(t, "w -- - 0 1", "KG1", "RG3", "rG21", "kF28")
	legal := b.LegalMoves(nil)
	var pl moveList
	b.pos.pseudo(&pl)
	refused := 0
	for _, m := range pl.moves[:pl.n] {
		if slices.Contains(legal, m) {
			if err := b.Play(m); err != nil {
				t.Errorf("Play refuses legal %s: %v", b.appendMove(nil, m, NotationLetters, false), err)
			} else {
				b.Unmake()
			}
			continue
		}
		refused++
		if err := b.Play(m); !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "is not legal in") {
			t.Errorf("Play(%s) = %v, want a refusal", b.appendMove(nil, m, NotationLetters, false), err)
		}
	}
	if refused != 17 || len(legal) != 9+6 {
		t.Errorf("%d moves refused, %d legal; want 17 and 15 (G5..G19, ×G21, six King steps)", refused, len(legal))
	}
}

// TestStateQueries: castling rights, the en passant chance and the clocks
// as the moves change them.
func TestStateQueries(t *testing.T) {
	placement := initialTLPD[:strings.IndexByte(initialTLPD, ' ')]
	// "KR": White's King and king's rook unmoved; "rk": Black's queen's
	// rook and King.
	b, err := NewBoard(placement + " w KRrk - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := b.CastlingRights(White), (CastlingRights{King: true, KingRook: true}); got != want {
		t.Errorf("White %+v, want %+v", got, want)
	}
	if got, want := b.CastlingRights(Black), (CastlingRights{King: true, QueenRook: true}); got != want {
		t.Errorf("Black %+v, want %+v", got, want)
	}
	if (CastlingRights{KingRook: true, QueenRook: true}).CanCastle() {
		t.Error("a moved King can castle")
	}

	b, _ = NewBoard("")
	steps := []struct {
		move     string
		want     EnPassant
		halfmove int
		number   int
	}{
		{"E7-E13", EnPassant{AfterTriple, mustCell(t, "E13"), [2]Cell{mustCell(t, "E11"), mustCell(t, "E9")}}, 0, 1},
		{"E21-E15", EnPassant{AfterTriple, mustCell(t, "E15"), [2]Cell{mustCell(t, "E17"), mustCell(t, "E19")}}, 0, 2},
		{"E13-F14", EnPassant{AfterScornful, mustCell(t, "F14"), [2]Cell{mustCell(t, "E15")}}, 0, 2},
		{"NE25-C21", EnPassant{}, 1, 3},
		{"F8-F12", EnPassant{AfterDouble, mustCell(t, "F12"), [2]Cell{mustCell(t, "F10")}}, 0, 3},
		{"NC21-E25", EnPassant{}, 1, 4},
	}
	for _, st := range steps {
		play(t, b, st.move)
		if got := b.EnPassant(); got != st.want {
			t.Errorf("after %s: EnPassant() = %+v, want %+v", st.move, got, st.want)
		}
		if b.HalfmoveClock() != st.halfmove || b.FullmoveNumber() != st.number {
			t.Errorf("after %s: clocks %d %d, want %d %d", st.move, b.HalfmoveClock(), b.FullmoveNumber(), st.halfmove, st.number)
		}
	}
	// Copy is independent: moves on the copy leave the original alone.
	c := b.Copy()
	play(t, c, "NE3-C7")
	c.Unmake()
	c.Unmake()
	if c.TLPD() == b.TLPD() || c.Key() == b.Key() {
		t.Error("the copy did not take back its moves")
	}
	if b.PieceAt(mustCell(t, "E25")) != (Piece{Knight, Black}) {
		t.Errorf("the original changed: %s", b.TLPD())
	}
}
