package chess

import (
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

var fuzzFENs = []string{
	StartFEN, castleFEN, knightsFEN, pinnedFEN, epFEN, epPinFEN, promoFEN, foolFEN, rooksFEN, queensFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
	"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
	"8/8/8/8/8/8/8/8 w - - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
	"4k3/8/8/8/8/8/8/4K2R w Kkq - 0 1",
}

// FuzzParseMove checks that no text crashes the SAN reader, and that every
// move it accepts is legal, round-trips through canonical SAN, LAN and UCI,
// and is taken back exactly.
func FuzzParseMove(f *testing.F) {
	texts := []string{"e4", "Nf3", "O-O", "0-0-0", "exd6 e.p.", "e8=Q", "e7e8q", "Ng1-f3", "--", "Z0", "Qh4#",
		"Rxa8+", "Nab3", "Qa1b2", "Pe4", "e2e4", "d8h4", "e1h1", "Kxh1", "bxa8=N+", "K", "x", "=Q", "e.p."}
	for i, fen := range fuzzFENs {
		for j, text := range texts {
			if (i+j)%3 == 0 {
				f.Add(fen, text, i%2 == 1)
			}
		}
	}
	f.Fuzz(func(t *testing.T, fen, text string, c960 bool) {
		b, err := strictBoard(fen, c960)
		if err != nil {
			return
		}
		before := string(b.AppendPosition(nil))
		var said pgn.DiagnosticList
		m, ok := b.ParseMove([]byte(text), pgn.Position{}, said.Add)
		for _, d := range said {
			// A message is a line, however long the text it quotes.
			if len(d.Message) == 0 || len(d.Message) > 400 {
				t.Fatalf("%s: ParseMove(%q) reports a message of %d bytes: %.100s", fen, text, len(d.Message), d.Message)
			}
		}
		if !ok {
			return
		}
		var legal moveList
		b.p.generate(&legal)
		found := move(m) == nullMove
		for i := 0; i < legal.n; i++ {
			found = found || legal.m[i] == move(m)
		}
		if !found {
			t.Fatalf("%s: ParseMove(%q) returned %s, which is not a legal move", fen, text, b.AppendMove(nil, m, "uci"))
		}
		for _, notation := range []pgn.Notation{SAN, LAN, UCI} {
			out := b.AppendMove(nil, m, notation)
			if move(m) == nullMove && notation == "uci" {
				continue
			}
			var diags pgn.DiagnosticList
			m2, ok := b.ParseMove(out, pgn.Position{}, diags.Add)
			if !ok || m2 != m || (notation == "san" && len(diags) > 0 && move(m) != nullMove) {
				t.Fatalf("%s: %s %q of %q reads back as %v %v: %v", fen, notation, out, text, m2, ok, diags)
			}
		}
		b.Make(m)
		b.AppendPosition(nil)
		b.Unmake()
		if after := string(b.AppendPosition(nil)); after != before {
			t.Fatalf("%s: %q: make and unmake changed the position to %s", fen, text, after)
		}
	})
}

// FuzzFEN checks that no record crashes the FEN reader, that an accepted
// record writes back as itself up to normalisation, that givesCheck agrees
// with playing each legal move, that in check hasEvasion agrees with the
// move generator, and that the position can be searched two plies deep
// and restored.
func FuzzFEN(f *testing.F) {
	for i, fen := range fuzzFENs {
		f.Add(fen, i%3 == 0)
	}
	f.Fuzz(func(t *testing.T, fen string, c960 bool) {
		b, err := strictBoard(fen, c960)
		if err != nil {
			return
		}
		out := string(b.AppendPosition(nil))
		b2, err := strictBoard(out, c960)
		if err != nil {
			t.Fatalf("%q writes as %q, which reads back with: %v", fen, out, err)
		}
		if again := string(b2.AppendPosition(nil)); again != out {
			t.Fatalf("%q writes as %q, then as %q", fen, out, again)
		}
		checkEvasion(t, &b.p)
		var l moveList
		b.p.generate(&l)
		for i := 0; i < l.n; i++ {
			predicted := b.p.givesCheck(l.m[i])
			b.p.makeMove(l.m[i])
			if actual := b.p.inCheck(); actual != predicted {
				t.Fatalf("%s: givesCheck(%s) = %v, but the move checks: %v", out, b.p.appendUCI(nil, l.m[i]), predicted, actual)
			}
			checkEvasion(t, &b.p)
			b.p.unmakeMove()
		}
		b.Perft(2)
		if after := string(b.AppendPosition(nil)); after != out {
			t.Fatalf("perft changed %q to %q", out, after)
		}
		b.Outcome()
	})
}

// checkEvasion fails when p is in check and hasEvasion, the mate test's
// search, disagrees with the move generator.
func checkEvasion(t *testing.T, p *position) {
	t.Helper()
	if !p.inCheck() {
		return
	}
	var l moveList
	p.generate(&l)
	if got := p.hasEvasion(); got != (l.n > 0) {
		t.Fatalf("%s: hasEvasion() = %v, but there are %d legal moves", p.appendFEN(nil), got, l.n)
	}
}

// FuzzScanMovetext checks that the token scanner never reads past its
// input, always makes progress on a token it claims, and that its fast
// path agrees with the general rules.
func FuzzScanMovetext(f *testing.F) {
	for _, s := range []string{"e4 e5", "exd6 e.p.", "exd6e.p.", "-- Z0", "O-O-O+!?", "1-0", "12.", "!!", "e", "exd6e.p"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		kind, n := Variant.ScanMovetext(b)
		if n < 0 || n > len(b) {
			t.Fatalf("ScanMovetext(%q) = %v %d: length out of range", b, kind, n)
		}
		if n > 0 && kind != pgn.Symbol && kind != pgn.Integer && kind != pgn.Glyph {
			t.Fatalf("ScanMovetext(%q) = %v %d: a kind the core does not expect from a variant", b, kind, n)
		}
		if gk, gn := scanMovetextGeneral(b); gk != kind || gn != n {
			t.Fatalf("ScanMovetext(%q) = %v %d; the general rules give %v %d", b, kind, n, gk, gn)
		}
		checkStandardNumbers(t, b, kind, n)
		checkASCIIMovetext(t, b, kind, n)
	})
}

// checkASCIIMovetext fails when ScanMovetext claims a token that is not
// printable ASCII, breaking the promise of pgn.VariantInfo.ASCIIMovetext,
// on which the core's scanner counts the token's columns as bytes.
func checkASCIIMovetext(t *testing.T, b []byte, kind pgn.Kind, n int) {
	t.Helper()
	if !Variant.Info().ASCIIMovetext {
		return
	}
	for _, c := range b[:n] {
		if c < 0x20 || c > 0x7E {
			t.Fatalf("ScanMovetext(%q) = %v %d claims byte %#x, which is not printable ASCII", b, kind, n, c)
		}
	}
}

// checkStandardNumbers fails when ScanMovetext's answer kind, n for b
// breaks the promise of pgn.StandardNumbers, on which the core's scanner
// reads move numbers and periods without asking.
func checkStandardNumbers(t *testing.T, b []byte, kind pgn.Kind, n int) {
	t.Helper()
	if len(b) > 0 && b[0] == '.' && n != 0 {
		t.Fatalf("ScanMovetext(%q) = %v %d; periods are the core's", b, kind, n)
	}
	digits := 0
	for digits < len(b) && b[digits] >= '0' && b[digits] <= '9' {
		digits++
	}
	if digits > 0 && digits < len(b) && b[digits] == '.' && (kind != pgn.Integer || n != digits) {
		t.Fatalf("ScanMovetext(%q) = %v %d; want a move number of %d digits", b, kind, n, digits)
	}
}

func TestStandardNumbers(t *testing.T) {
	if !Variant.Info().StandardNumbers {
		t.Fatal("chess does not tell the core that it reads move numbers as the standard does")
	}
	for _, s := range []string{"1.", "12. e4", "123...", "1.e4", "0.", ".", "...", ". e4", "1-0", "0-0", "12 e4", "12", "1/2-1/2"} {
		kind, n := Variant.ScanMovetext([]byte(s))
		checkStandardNumbers(t, []byte(s), kind, n)
	}
}

// TestASCIIMovetext tries every first byte before texts that end a token
// in different ways, with bytes outside ASCII among them.
func TestASCIIMovetext(t *testing.T) {
	if !Variant.Info().ASCIIMovetext {
		t.Fatal("chess does not tell the core that its movetext tokens are ASCII")
	}
	for c := range 256 {
		for _, rest := range []string{"", "e4", "xd6 e.p.", "xd6e.p.", "\xff", "4\x80", "\x01e4", "é", "O-O\t", "7=Q#!?", "1-0", "--", "....", "a8=N\u2658"} {
			b := append([]byte{byte(c)}, rest...)
			b = append(b, make([]byte, 16)...)[:len(b)] // room past the text, as the scanner gives
			kind, n := Variant.ScanMovetext(b)
			checkASCIIMovetext(t, b, kind, n)
		}
	}
}

// FuzzNewBoard checks that NewBoard never crashes, that its error is one
// line that names the FEN, and that a board it accepts writes a FEN that
// reads back to the same board, key and legal moves, and survives playing
// and taking back each legal move.
func FuzzNewBoard(f *testing.F) {
	for _, fen := range fuzzFENs {
		f.Add(fen)
	}
	f.Add("")
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
	f.Add("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq")
	f.Fuzz(func(t *testing.T, fen string) {
		b, err := NewBoard(fen)
		if err != nil {
			if msg := err.Error(); !strings.HasPrefix(msg, "chess: FEN") || strings.Contains(msg, "\n") && !strings.Contains(fen, "\n") {
				t.Fatalf("NewBoard(%q) error %q", fen, msg)
			}
			return
		}
		out := b.FEN()
		again, err := newBoardFEN(out, b.Chess960())
		if err != nil {
			t.Fatalf("NewBoard(%q) writes %q, which reads back with %v", fen, out, err)
		}
		if again.FEN() != out || again.PolyglotKey() != b.PolyglotKey() {
			t.Fatalf("%q: round trip gives %q", out, again.FEN())
		}
		moves := b.LegalMoves(nil)
		if !sameMoves(moves, again.LegalMoves(nil)) {
			t.Fatalf("%q: legal moves differ after the round trip", out)
		}
		for _, m := range moves {
			if err := b.Play(m); err != nil {
				t.Fatalf("%q: Play(%s): %v", out, again.UCI(m), err)
			}
			b.Unmake()
		}
		if b.FEN() != out {
			t.Fatalf("Play and Unmake changed %q to %q", out, b.FEN())
		}
	})
}
