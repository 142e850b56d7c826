package chess

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// fmtWarnings is the reference for warnDeviations: the messages written
// with fmt, as they were before the warning path was made cheap. The two
// must agree byte for byte, since the messages are a documented output.
func fmtWarnings(p *position, text []byte, sm *sanMove, m move, wantGives, wantMate bool) []string {
	q := fmt.Sprintf("%q", text)
	san := fmt.Sprintf("%q", p.appendSAN(nil, m))
	var out []string
	warn := func(code, format string, args ...any) { out = append(out, code+": "+fmt.Sprintf(format, args...)) }
	d := sm.dev
	if d&devNull != 0 {
		warn("null-move", "null move %s passes the turn; it is no chess move, and is kept and written as \"--\"", q)
	}
	if d&devCastlingZero != 0 {
		warn("castling-zero", "castling %s is written with zeros; SAN uses the letter O: %s (reported once per game)", q, san)
	}
	if d&devPawnLetter != 0 {
		warn("pawn-letter", "move %s names the pawn; SAN writes pawn moves without a letter: %s (reported once per game)", q, san)
	}
	if d&devCaptureMissing != 0 {
		warn("capture-mark", "move %s captures on %s but has no 'x': %s", q, squareName(m.to()), san)
	}
	if d&devCaptureExtra != 0 {
		warn("capture-mark", "move %s has a capture sign but captures nothing on %s: %s", q, squareName(m.to()), san)
	}
	if d&devOverDisambiguated != 0 {
		warn("over-disambiguated", "move %s names more of its origin square than needed: %s", q, san)
	}
	if d&devLongAlgebraic != 0 {
		warn("long-algebraic", "move %s is in long algebraic or UCI notation; SAN is %s (reported once per game)", q, san)
	}
	if d&devPromotionMark != 0 {
		warn("promotion-mark", "promotion %s lacks the '=' sign: %s (reported once per game)", q, san)
	}
	if d&devEnPassantMark != 0 {
		if m.kind() == moveEnPassant {
			warn("en-passant-mark", "move %s carries an \"e.p.\" mark, which SAN leaves out: %s", q, san)
		} else {
			warn("en-passant-mark", "move %s carries an \"e.p.\" mark but is no en passant capture: %s", q, san)
		}
	}
	if sm.null || sm.mark == wantMark(wantGives, wantMate) {
		return out
	}
	switch {
	case wantMate:
		warn("check-mark", "move %s gives checkmate and should end with '#': %s", q, san)
	case wantGives:
		warn("check-mark", "move %s gives check and should end with '+': %s", q, san)
	default:
		warn("check-mark", "move %s has a check sign but gives no check: %s", q, san)
	}
	return out
}

func TestWarningsMatchFmt(t *testing.T) {
	tests := []struct{ fen, text string }{
		{StartFEN, "Pe4"}, {StartFEN, "e2e4"}, {StartFEN, "e2-e4"}, {StartFEN, "Ng1-f3"},
		{StartFEN, "g1f3"}, {StartFEN, "Ngf3"}, {StartFEN, "Nxf3"}, {StartFEN, "Nf3+"},
		{StartFEN, "--"}, {StartFEN, "Z0"}, {StartFEN, "Pe2-e4+"}, {StartFEN, "Pe4!?"},
		{castleFEN, "0-0"}, {castleFEN, "0-0-0"}, {castleFEN, "e1g1"}, {castleFEN, "Ke1-c1"},
		{castleFEN, "Ra8+"}, {castleFEN, "Ra1xa8"}, {castleFEN, "O-O+"}, {castleFEN, "0-0-0+"},
		{knightsFEN, "Na1b3"}, {pinnedFEN, "Nbc3"}, {pinnedFEN, "Nb1c3#"},
		{epFEN, "exd6e.p."}, {epFEN, "exd6 e.p."}, {epFEN, "ed6"}, {epFEN, "e6e.p."}, {epFEN, "e5d6"},
		{promoFEN, "e8Q"}, {promoFEN, "e7e8q"}, {promoFEN, "e8Q+"}, {promoFEN, "Pe7-e8Q"},
		{foolFEN, "Qh4"}, {foolFEN, "Qh4+"}, {foolFEN, "Qh4++"}, {foolFEN, "d8h4"}, {foolFEN, "d8h4+"},
		{foolFEN, "Bb4#"}, {foolFEN, "Qd8-h4"}, {foolFEN, "Qxh4"},
		{queensFEN, "Qc1b2"}, {queensFEN, "Qa3b2+"},
	}
	for _, tt := range tests {
		b, err := NewBoard(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		text := []byte(tt.text)
		var got []string
		_, ok := b.ParseMove(text, pgn.Position{}, func(d pgn.Diagnostic) { got = append(got, d.Code+": "+d.Message) })
		if !ok {
			t.Errorf("%s: %q rejected: %q", tt.fen, tt.text, got)
			continue
		}
		var sm sanMove
		lexSAN(text, &sm)
		m, _ := b.p.resolve(&sm)
		gives, mate := b.p.checkStatus(m)
		if sm.uciForm() && sm.mark == markNone {
			gives, mate = false, false
		}
		want := fmtWarnings(&b.p, text, &sm, m, gives, mate)
		if len(want) == 0 {
			t.Errorf("%s: %q gives no warning; the test wants a deviation", tt.fen, tt.text)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: %q (-fmt +got):\n%s", tt.fen, tt.text, diff)
		}
	}
}

func TestAppendQuotedMatchesFmt(t *testing.T) {
	for _, s := range []string{"", "e4", "exd6 e.p.", "a\"b", `a\b`, "\x00\t", "é4", "\xff", "~\x7f"} {
		if got, want := string(appendQuoted(nil, []byte(s))), fmt.Sprintf("%q", []byte(s)); got != want {
			t.Errorf("appendQuoted(%q) = %s, want %s", s, got, want)
		}
	}
}

// TestWarningAllocatesOnlyItsMessage keeps the warning path as cheap as
// lint needs it on files without check signs: the message string is the
// only allocation, and a message made before costs none.
func TestWarningAllocatesOnlyItsMessage(t *testing.T) {
	b, _ := NewBoard(foolFEN)
	text := []byte("Qh4")
	got := make([]string, 0, 1)
	report := func(d pgn.Diagnostic) { got = append(got[:0], d.Message) }
	if a := testing.AllocsPerRun(20, func() { b.ParseMove(text, pgn.Position{}, report) }); a != 0 {
		t.Errorf("ParseMove with a check-mark warning made before: %v allocations, want 0", a)
	}
	if len(got) != 1 || got[0] != `move "Qh4" gives checkmate and should end with '#': "Qh4#"` {
		t.Errorf("warning %q", got)
	}
	// A slot taken by another text makes the message again.
	for i := range b.marks.slots {
		b.marks.slots[i] = markSlot{key: uint64(i) + 1, msg: "stale"}
	}
	b.warnCheckMark([]byte("Qh4+"), true, true, pgn.Position{}, report)
	if got[0] != `move "Qh4+" gives checkmate and should end with '#': "Qh4#"` {
		t.Errorf("after a full store: warning %q", got)
	}
	// The same text with another sign has its own slot and message.
	b.warnCheckMark([]byte("Qh4"), true, true, pgn.Position{}, report)
	b.warnCheckMark([]byte("Qh4"), true, false, pgn.Position{}, report)
	if want := checkMarkMessage([]byte("Qh4"), markCheck); got[0] != want || strings.Contains(want, "#") {
		t.Errorf("Qh4 that only checks: warning %q, want %q", got[0], want)
	}
	// A text too long for a key is told all the same.
	b.warnCheckMark([]byte("Qa1xb2c3"), true, false, pgn.Position{}, report)
	if got[0] != checkMarkMessage([]byte("Qa1xb2c3"), markCheck) {
		t.Errorf("long text: warning %q", got[0])
	}
}

// TestMarkCacheGrowsToItsBound: a board that warns about many different
// moves gets a larger table, never one past its bound, and every message
// stays right.
func TestMarkCacheGrowsToItsBound(t *testing.T) {
	b, _ := NewBoard(foolFEN)
	var got string
	report := func(d pgn.Diagnostic) { got = d.Message }
	for i := 0; i < 20000; i++ {
		text := []byte{"NBRQK"[i%5], byte('a' + i/5%8), byte('1' + i/40%8), "xy"[i/320%2], byte('a' + i/640%26)}
		b.warnCheckMark(text, true, false, pgn.Position{}, report)
		if want := checkMarkMessage(text, markCheck); got != want {
			t.Fatalf("%s: warning %q, want %q", text, got, want)
		}
	}
	if n := len(b.marks.slots); n != 1<<maxMarkBits {
		t.Errorf("after 20000 different messages the table has %d slots, want %d", n, 1<<maxMarkBits)
	}
}
