package chess

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// generalMove reads text by the general route, lexSAN then resolve, and
// reports the move with ok only when that route finds it without any
// deviation from canonical SAN, which is what quickMove must agree with.
func generalMove(p *position, text []byte) (m move, mark checkMark, ok bool) {
	var sm sanMove
	if lexSAN(text, &sm) != "" {
		return 0, 0, false
	}
	m, f := p.resolve(&sm)
	if f.kind != failNone || sm.dev != 0 || sm.null {
		return 0, 0, false
	}
	return m, sm.mark, true
}

// checkQuickMove compares quickMove with the general route on one text: a
// text quickMove accepts must read the same by the general route, with
// nothing to warn about but the check sign.
func checkQuickMove(t *testing.T, b *Board, text []byte) (accepted bool) {
	t.Helper()
	qm, qmark, qgives, ok := b.p.quickMove(text)
	if !ok {
		return false
	}
	if want := b.p.givesCheck(qm); qgives != want {
		t.Fatalf("%s: %q: quickMove says gives check %v, givesCheck %v", b.AppendPosition(nil), text, qgives, want)
	}
	gm, gmark, gok := generalMove(&b.p, text)
	if !gok || gm != qm || gmark != qmark {
		t.Fatalf("%s: %q: quickMove gives %s mark %d; the general route %s mark %d ok %v",
			b.AppendPosition(nil), text, b.p.appendUCI(nil, qm), qmark, b.p.appendUCI(nil, gm), gmark, gok)
	}
	// warnCheckMark takes the canonical SAN to be the text with the
	// right sign.
	gives, mate := b.p.checkStatus(qm)
	_, n := trailingMark(text)
	if want, got := string(b.p.appendSAN(nil, qm)), string(appendMark(text[:n:n], gives, mate)); got != want {
		t.Fatalf("%s: %q: canonical SAN %q, but the text with its sign corrected is %q", b.AppendPosition(nil), text, want, got)
	}
	// ParseMove words a wrong sign with warnCheckMark, which writes the
	// message from the text, or takes it from the board's store when made
	// before; warnDeviations writes it from the board.
	if qmark != wantMark(gives, mate) {
		var quick, general []pgn.Diagnostic
		for range 2 {
			b.warnCheckMark(text, gives, mate, pgn.Position{}, func(d pgn.Diagnostic) { quick = append(quick, d) })
		}
		b.p.warnDeviations(text, 0, qmark, qm, gives, mate, gives, mate, pgn.Position{}, func(d pgn.Diagnostic) { general = append(general, d) }, nil)
		if len(quick) != 2 || len(general) != 1 || quick[0] != general[0] || quick[1] != general[0] {
			t.Fatalf("%s: %q: warnCheckMark reports %v; warnDeviations %v", b.AppendPosition(nil), text, quick, general)
		}
	}
	return true
}

// quickTexts lists move texts of every shape quickMove reads and of the
// shapes near them: each piece letter (or none, or P) with no origin, an
// origin file, rank or square, with and without 'x' or ':', to each
// square, with and without a check sign; promotions and castling.
func quickTexts() [][]byte {
	var texts [][]byte
	origins := []string{""}
	for f := 'a'; f <= 'h'; f++ {
		origins = append(origins, string(f))
	}
	for r := '1'; r <= '8'; r++ {
		origins = append(origins, string(r))
	}
	origins = append(origins, "e2", "g1", "b8")
	for _, letter := range []string{"", "N", "B", "R", "Q", "K", "P"} {
		for _, origin := range origins {
			for _, capture := range []string{"", "x", ":"} {
				for sq := 0; sq < 64; sq++ {
					for _, suffix := range []string{"", "+", "#", "=Q", "++"} {
						texts = append(texts, []byte(letter+origin+capture+squareName(sq)+suffix))
					}
				}
			}
		}
	}
	for _, s := range []string{"O-O", "O-O-O", "0-0", "0-0-0", "O-O+", "O-O-O#", "O-O++", "O-O-O-O", "O-", "--", "Z0"} {
		texts = append(texts, []byte(s))
	}
	return texts
}

// quickFENs are positions for the comparison: the fuzz seeds, which hold
// pins, en passant, promotions and Chess960 castling, kings in check that
// cannot step back along the checking line, and the positions of a whole
// game.
func quickFENs(t *testing.T) []string {
	fens := append([]string(nil), fuzzFENs...)
	fens = append(fens, "4k3/8/8/8/8/8/8/r2K4 w - - 0 1", "4k3/8/8/8/8/2K5/8/b7 w - - 0 1")
	b, _ := NewBoard(StartFEN)
	for _, text := range operaMoves() {
		m, ok := b.ParseMove(text, pgn.Position{}, nil)
		if !ok {
			t.Fatalf("opera game: %q rejected", text)
		}
		b.Make(m)
		fens = append(fens, string(b.AppendPosition(nil)))
	}
	return fens
}

// TestQuickMoveMatchesGeneral runs checkQuickMove over quickTexts in many
// positions, and checks that quickMove does take the canonical SAN of
// nearly every legal move, so that the fast path cannot silently stop
// being used.
func TestQuickMoveMatchesGeneral(t *testing.T) {
	texts := quickTexts()
	for i, fen := range quickFENs(t) {
		b, err := strictBoard(fen, i%2 == 1 && i < len(fuzzFENs))
		if err != nil {
			continue
		}
		for _, text := range texts {
			checkQuickMove(t, b, text)
		}
		var legal moveList
		b.p.generate(&legal)
		for j := 0; j < legal.n; j++ {
			m := legal.m[j]
			san := b.p.appendSAN(nil, m)
			_, n := trailingMark(san)
			canQuick := m.promo() == noType && (n <= 4 || m.kind() == moveCastle)
			if got, _, _, ok := b.p.quickMove(san); canQuick && (!ok || got != m) {
				t.Errorf("%s: quickMove does not take the canonical %q", fen, san)
			}
		}
	}
}

// FuzzQuickMove compares quickMove with the general route on any text in
// any position.
func FuzzQuickMove(f *testing.F) {
	for i, fen := range fuzzFENs {
		for _, text := range []string{"e4", "Nf3", "exd5", "Nbd7", "R1e2", "O-O", "O-O-O+", "Qxe7#", "exd6", "Kxh1", "e8=Q"} {
			f.Add(fen, text, i%2 == 1)
		}
	}
	f.Fuzz(func(t *testing.T, fen, text string, c960 bool) {
		b, err := strictBoard(fen, c960)
		if err != nil {
			return
		}
		checkQuickMove(t, b, []byte(text))
	})
}
