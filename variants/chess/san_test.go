package chess

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

const (
	castleFEN  = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	knightsFEN = "4k3/8/8/8/8/8/8/N1N1K3 w - - 0 1"
	pinnedFEN  = "4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1"
	epFEN      = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
	epPinFEN   = "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1"
	promoFEN   = "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
	foolFEN    = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2"
	rooksFEN   = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
	queensFEN  = "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1"
)

func TestParseMove(t *testing.T) {
	tests := []struct {
		fen, text string
		want      string   // canonical SAN of the move found, "" when none
		codes     []string // diagnostic codes, in order
	}{
		{StartFEN, "e4", "e4", nil},
		{StartFEN, "Nf3", "Nf3", nil},
		{StartFEN, "e4!?", "e4", nil},
		{StartFEN, "Pe4", "e4", []string{"pawn-letter"}},
		{StartFEN, "e2e4", "e4", []string{"long-algebraic"}},
		{StartFEN, "e2-e4", "e4", []string{"long-algebraic"}},
		{StartFEN, "Ng1-f3", "Nf3", []string{"long-algebraic"}},
		{StartFEN, "g1f3", "Nf3", []string{"long-algebraic"}},
		{StartFEN, "Ng1f3", "Nf3", []string{"long-algebraic"}},
		{StartFEN, "Ngf3", "Nf3", []string{"over-disambiguated"}},
		{StartFEN, "Nxf3", "Nf3", []string{"capture-mark"}},
		{StartFEN, "Nf3+", "Nf3", []string{"check-mark"}},
		{StartFEN, "--", "--", []string{"null-move"}},
		{StartFEN, "Z0", "--", []string{"null-move"}},
		{StartFEN, "e5", "", []string{"move-illegal"}},
		{StartFEN, "Nf6", "", []string{"move-illegal"}},
		{StartFEN, "Nd2", "", []string{"move-illegal"}},
		{StartFEN, "O-O", "", []string{"move-illegal"}},
		{StartFEN, "Xf3", "", []string{"move-syntax"}},
		{StartFEN, "e9", "", []string{"move-syntax"}},
		{StartFEN, "e-4", "", []string{"move-syntax"}},
		{StartFEN, "exf3", "", []string{"move-illegal"}},
		{castleFEN, "O-O", "O-O", nil},
		{castleFEN, "O-O-O", "O-O-O", nil},
		{castleFEN, "0-0", "O-O", []string{"castling-zero"}},
		{castleFEN, "0-0-0", "O-O-O", []string{"castling-zero"}},
		{castleFEN, "e1g1", "O-O", []string{"long-algebraic"}},
		{castleFEN, "Ke1-c1", "O-O-O", []string{"long-algebraic"}},
		{castleFEN, "Rxa8+", "Rxa8+", nil},
		{castleFEN, "Ra8+", "Rxa8+", []string{"capture-mark"}},
		{knightsFEN, "Nb3", "", []string{"move-ambiguous"}},
		{knightsFEN, "Nab3", "Nab3", nil},
		{knightsFEN, "Na1b3", "Nab3", []string{"over-disambiguated"}},
		{knightsFEN, "N1b3", "", []string{"move-ambiguous"}},
		{pinnedFEN, "Nc3", "Nc3", nil},
		{pinnedFEN, "Nbc3", "Nc3", []string{"over-disambiguated"}},
		{pinnedFEN, "Nd4", "", []string{"move-illegal"}},
		{epFEN, "exd6", "exd6", nil},
		{epFEN, "exd6e.p.", "exd6", []string{"en-passant-mark"}},
		{epFEN, "exd6 e.p.", "exd6", []string{"en-passant-mark"}},
		{epFEN, "ed6", "exd6", []string{"capture-mark"}},
		{epFEN, "e6", "e6", nil},
		{epFEN, "exf6", "", []string{"move-illegal"}},
		{epPinFEN, "exd6", "", []string{"move-illegal"}},
		{promoFEN, "e8=Q", "e8=Q", nil},
		{promoFEN, "e8=N", "e8=N", nil},
		{promoFEN, "e8Q", "e8=Q", []string{"promotion-mark"}},
		{promoFEN, "e7e8q", "e8=Q", []string{"long-algebraic"}},
		{promoFEN, "e8", "", []string{"move-illegal"}},
		{promoFEN, "e8=K", "", []string{"move-illegal"}},
		{promoFEN, "Ke2=Q", "", []string{"move-illegal"}},
		{foolFEN, "Qh4#", "Qh4#", nil},
		{foolFEN, "Qh4", "Qh4#", []string{"check-mark"}},
		{foolFEN, "Qh4+", "Qh4#", []string{"check-mark"}},
		{foolFEN, "Qh4++", "Qh4#", []string{"check-mark"}},
		{foolFEN, "d8h4", "Qh4#", []string{"long-algebraic"}},
		{foolFEN, "Bb4#", "Bb4", []string{"check-mark"}},
		{rooksFEN, "R1a3", "R1a3", nil},
		{rooksFEN, "Raa3", "", []string{"move-ambiguous"}},
		{queensFEN, "Qa1b2", "Qa1b2", nil},
		{queensFEN, "Qb2", "", []string{"move-ambiguous"}},
		{queensFEN, "Qab2", "", []string{"move-ambiguous"}},
		{queensFEN, "Q1b2", "", []string{"move-ambiguous"}},
		{queensFEN, "Qc1b2", "Qcb2", []string{"over-disambiguated"}},
		{queensFEN, "Qa3b2", "Q3b2", []string{"over-disambiguated"}},
		{queensFEN, "Q3b2", "Q3b2", nil},
		{queensFEN, "Qd2", "Qd2", nil},
	}
	for _, tt := range tests {
		t.Run(tt.fen+" "+tt.text, func(t *testing.T) {
			b, err := NewBoard(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			var diags pgn.DiagnosticList
			m, ok := b.ParseMove([]byte(tt.text), pgn.Position{Line: 1, Column: 1}, diags.Add)
			got := ""
			if ok {
				got = string(b.AppendMove(nil, m, "san"))
			}
			var codes []string
			for _, d := range diags {
				codes = append(codes, d.Code)
			}
			if got != tt.want || !cmp.Equal(codes, tt.codes) {
				t.Errorf("ParseMove(%q) = %q %v, want %q %v\n%v", tt.text, got, codes, tt.want, tt.codes, diags)
			}
			if ok != (tt.want != "") {
				t.Errorf("ok = %v", ok)
			}
		})
	}
}

func TestMessages(t *testing.T) {
	tests := []struct{ fen, text, want string }{
		{StartFEN, "Nf6", `1:1: error: illegal move "Nf6": no white knight can reach f6 [move-illegal]`},
		{knightsFEN, "Nb3", `1:1: error: ambiguous move "Nb3": the knights on a1 and c1 can both reach b3; name the origin file or rank [move-ambiguous]`},
		{pinnedFEN, "Nd4", `1:1: error: illegal move "Nd4": the knight on e2 cannot go to d4 without leaving the white king in check [move-illegal]`},
		{StartFEN, "Nxf3", `1:1: warning: move "Nxf3" has a capture sign but captures nothing on f3: "Nf3" [capture-mark]`},
		{foolFEN, "Qh4", `1:1: warning: move "Qh4" gives checkmate and should end with '#': "Qh4#" [check-mark]`},
		{StartFEN, "Kf9", `1:1: error: unreadable move "Kf9": it does not end with a destination square such as e4 [move-syntax]`},
		{castleFEN, "Kc2", `1:1: error: illegal move "Kc2": no white king can reach c2 [move-illegal]`},
	}
	for _, tt := range tests {
		b, err := NewBoard(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		var diags pgn.DiagnosticList
		b.ParseMove([]byte(tt.text), pgn.Position{Line: 1, Column: 1}, diags.Add)
		if len(diags) != 1 || diags[0].String() != tt.want {
			t.Errorf("ParseMove(%q) reported %v, want %s", tt.text, diags, tt.want)
		}
	}
}

// TestOriginWritten is the rule for a piece move that writes some of its
// origin: long algebraic when it writes the whole square (or a '-') and
// SAN needs none of it, over-disambiguated when SAN needs some but less
// than was written, canonical when it writes exactly what SAN needs.
func TestOriginWritten(t *testing.T) {
	const (
		// Queens on f1 and d3 both reach e2: the file tells them apart.
		fileFEN = "7k/8/8/8/8/3Q4/8/5QK1 w - - 0 1"
		// The same with a black knight to take on e2.
		fileTakesFEN = "7k/8/8/8/8/3Q4/4n3/5Q1K w - - 0 1"
		// Knights on b1 and e2 both reach c3: file or rank would do, and
		// SAN takes the file.
		eitherFEN = "4k3/8/8/8/8/8/4N3/1N2K3 w - - 0 1"
	)
	tests := []struct{ fen, text, code, msg string }{
		{fileFEN, "Qfe2", "", ""},
		{fileFEN, "Qf1e2", "over-disambiguated", `move "Qf1e2" names more of its origin square than needed: "Qfe2"`},
		{fileTakesFEN, "Qf1xe2", "over-disambiguated", `move "Qf1xe2" names more of its origin square than needed: "Qfxe2"`},
		{fileFEN, "Qf1-e2", "long-algebraic", `move "Qf1-e2" is in long algebraic or UCI notation; SAN is "Qfe2" (reported once per game)`},
		{fileFEN, "Qd3e2", "over-disambiguated", `move "Qd3e2" names more of its origin square than needed: "Qde2"`},
		{fileFEN, "Q1e2", "over-disambiguated", `move "Q1e2" names more of its origin square than needed: "Qfe2"`},
		{StartFEN, "Ng1f3", "long-algebraic", `move "Ng1f3" is in long algebraic or UCI notation; SAN is "Nf3" (reported once per game)`},
		{StartFEN, "Ngf3", "over-disambiguated", `move "Ngf3" names more of its origin square than needed: "Nf3"`},
		{StartFEN, "N1f3", "over-disambiguated", `move "N1f3" names more of its origin square than needed: "Nf3"`},
		{StartFEN, "g1f3", "long-algebraic", `move "g1f3" is in long algebraic or UCI notation; SAN is "Nf3" (reported once per game)`},
		{eitherFEN, "Nbc3", "", ""},
		{eitherFEN, "N1c3", "over-disambiguated", `move "N1c3" names more of its origin square than needed: "Nbc3"`},
		{eitherFEN, "Nb1c3", "over-disambiguated", `move "Nb1c3" names more of its origin square than needed: "Nbc3"`},
		{knightsFEN, "Na1b3", "over-disambiguated", `move "Na1b3" names more of its origin square than needed: "Nab3"`},
		{rooksFEN, "Ra1a3", "over-disambiguated", `move "Ra1a3" names more of its origin square than needed: "R1a3"`},
		{queensFEN, "Qa1b2", "", ""}, // three queens: the square is needed
	}
	for _, tt := range tests {
		b, err := NewBoard(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		var diags pgn.DiagnosticList
		if _, ok := b.ParseMove([]byte(tt.text), pgn.Position{}, diags.Add); !ok {
			t.Errorf("%s: %q rejected: %v", tt.fen, tt.text, diags)
			continue
		}
		var got []string
		for _, d := range diags {
			got = append(got, d.Code+": "+d.Message)
		}
		var want []string
		if tt.code != "" {
			want = []string{tt.code + ": " + tt.msg}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: %q (-want +got):\n%s", tt.fen, tt.text, diff)
		}
	}
}

// TestLexCommonMatchesLexAny checks the fast lexer against the general one
// on every short text over the characters that decide between SAN shapes:
// wherever lexCommon accepts a text, lexAny must read it the same way.
func TestLexCommonMatchesLexAny(t *testing.T) {
	alphabet := []byte("NBRQKPabhix0189+#=-:O!")
	maxLen := 5
	if testing.Short() {
		maxLen = 4
	}
	text := make([]byte, 0, maxLen)
	accepted := 0
	var walk func()
	walk = func() {
		var fast, slow sanMove
		if lexCommon(text, &fast) {
			accepted++
			if reason := lexAny(text, &slow); reason != "" || fast != slow {
				t.Fatalf("%q: lexCommon gives %+v, lexAny %+v (%q)", text, fast, slow, reason)
			}
		}
		if len(text) == maxLen {
			return
		}
		for _, c := range alphabet {
			text = append(text, c)
			walk()
			text = text[:len(text)-1]
		}
	}
	walk()
	if accepted == 0 {
		t.Fatal("lexCommon accepted nothing")
	}
}
