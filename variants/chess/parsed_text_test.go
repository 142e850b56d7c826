package chess

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestParsedAsWrittenTable checks ParsedAsWritten and AppendParsedText on
// texts that are, are nearly, and are not the move as SAN writes it.
func TestParsedAsWrittenTable(t *testing.T) {
	tests := []struct {
		fen, text string
		report    bool
		want      bool
		// fixed is what AppendParsedText writes, "" when it cannot.
		fixed string
	}{
		{"", "e4", true, true, "e4"},
		{"", "Nf3", true, true, "Nf3"},
		{"", "Ng1f3", true, false, ""}, // needless origin
		{"", "e2e4", true, false, ""},  // UCI read leniently
		{"", "e4+", true, false, "e4"}, // a sign where there is no check
		{"", "e4#", true, false, "e4"},
		{"rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "Qh5#", true, true, "Qh5#"},
		{"rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "Qh5+", true, false, "Qh5#"}, // mate written as check
		{"rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "Qh5", true, false, "Qh5#"},  // sign missing
		{"rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "Qh5#", false, false, ""},    // no report: mate not searched
		{"rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "Qh5", false, false, ""},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "Ra8", true, false, "Ra8+"}, // check without its sign
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "Ra8#", true, false, "Ra8+"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "Ra8+", true, true, "Ra8+"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "Rd1", true, true, "Rd1"},
		{"4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "Rad1", true, true, "Rad1"},
		{"4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "Rd1", true, false, ""}, // ambiguous: refused
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O", true, true, "O-O"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "0-0", true, false, ""},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O+", true, false, "O-O-O"},
		{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=Q+", true, false, ""}, // promotions take the general route
	}
	for _, tt := range tests {
		b, err := NewBoard(tt.fen)
		if err != nil {
			t.Fatalf("NewBoard(%q): %v", tt.fen, err)
		}
		var report pgn.Report
		if tt.report {
			report = func(pgn.Diagnostic) {}
		}
		m, ok := b.ParseMove([]byte(tt.text), pgn.Position{}, report)
		if !ok {
			if tt.fixed == "" && !tt.want {
				continue // a text the board refuses is refused by both
			}
			t.Fatalf("%s: ParseMove(%s) failed", tt.fen, tt.text)
		}
		fixed, fixable := b.AppendParsedText([]byte("x"), []byte(tt.text), SAN)
		if got := string(fixed); fixable && got != "x"+tt.fixed || !fixable && (got != "x" || tt.fixed != "") {
			t.Errorf("%q after %s (report %v): AppendParsedText = %q, %v; want %q", tt.fen, tt.text, tt.report, got, fixable, "x"+tt.fixed)
		}
		if got := string(b.AppendMove(nil, m, SAN)); fixable && got != tt.fixed {
			t.Errorf("%q: AppendParsedText writes %s for %s, but AppendMove writes %s", tt.fen, tt.fixed, tt.text, got)
		}
		for _, n := range []pgn.Notation{UCI, LAN} {
			if _, ok := b.AppendParsedText(nil, []byte(tt.text), n); ok {
				t.Errorf("%q after %s: AppendParsedText writes %s", tt.fen, tt.text, n)
			}
		}
		if got := b.ParsedAsWritten(SAN); got != tt.want {
			t.Errorf("%q after %s (report %v): ParsedAsWritten = %v, want %v", tt.fen, tt.text, tt.report, got, tt.want)
		}
		if got := string(b.AppendMove(nil, m, SAN)); b.ParsedAsWritten(SAN) && got != tt.text {
			t.Errorf("%q: ParsedAsWritten for %s, but AppendMove writes %s", tt.fen, tt.text, got)
		}
		if b.ParsedAsWritten(UCI) || b.ParsedAsWritten(LAN) {
			t.Errorf("%q after %s: ParsedAsWritten true for UCI or LAN", tt.fen, tt.text)
		}
	}
}

// TestParsedAsWrittenOnCorpus replays every main line of the chess corpus
// and checks that a move whose text ParsedAsWritten vouches for is the
// text AppendMove writes, and that it vouches for most moves; and that
// what AppendParsedText writes is what AppendMove writes.
func TestParsedAsWrittenOnCorpus(t *testing.T) {
	moves, vouched, fixed := 0, 0, 0
	report := func(pgn.Diagnostic) {}
	eachCorpusGame(t, func(path string, g *pgn.Game) {
		pb, ok := Variant.NewBoard(g.Tags, nil)
		if !ok {
			return
		}
		b := pb.(*Board)
		for _, n := range g.Moves.Moves {
			m, ok := b.ParseMove([]byte(n.Text), n.Pos, report)
			if !ok {
				break
			}
			moves++
			if out, ok := b.AppendParsedText(nil, []byte(n.Text), SAN); ok {
				fixed++
				if got := string(b.AppendMove(nil, m, SAN)); got != string(out) {
					t.Fatalf("%s:%d: AppendParsedText writes %s for %s, but AppendMove writes %s", path, n.Pos.Line, out, n.Text, got)
				}
			}
			if b.ParsedAsWritten(SAN) {
				vouched++
				if got := string(b.AppendMove(nil, m, SAN)); got != n.Text {
					t.Fatalf("%s:%d: ParsedAsWritten for %s, but AppendMove writes %s", path, n.Pos.Line, n.Text, got)
				}
			}
			b.Make(m)
		}
	})
	if moves == 0 {
		t.Fatal("no move replayed; is the corpus there?")
	}
	// Nearly all real movetext is canonical SAN: a ParsedAsWritten that
	// vouches for little would pass the test above and save nothing.
	if vouched*2 < moves {
		t.Errorf("ParsedAsWritten vouched for %d of %d moves", vouched, moves)
	}
	t.Logf("ParsedAsWritten vouched for %d of %d moves, AppendParsedText wrote %d", vouched, moves, fixed)
}
