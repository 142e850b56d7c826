package variants

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/cescacs"
	"github.com/pgntool/pgntool/variants/chess"
	"github.com/pgntool/pgntool/variants/xiangqi"
)

// uncomparable is a Variant that == would panic on; Recognize must still
// tell it from the plugins.
type uncomparable struct {
	pgn.Variant
	names []string
}

func TestRecognize(t *testing.T) {
	tests := []struct {
		name    string
		current pgn.Variant
		moves   []string
		want    pgn.Variant // nil for none
	}{
		{"chess moves under xiangqi", xiangqi.Variant, []string{"e4", "e5", "Nf3", "Nc6", "Bb5"}, chess.Variant},
		{"Chinese xiangqi moves under chess", chess.Variant, []string{"炮二平五", "马８进７", "马二进三", "车９平８"}, xiangqi.Variant},
		{"WXF moves under chess", chess.Variant, []string{"C2.5", "H8+7", "H2+3"}, xiangqi.Variant},
		{"UCCI moves under chess", chess.Variant, []string{"h2e2", "h9g7"}, xiangqi.Variant},
		{"C'escacs moves under chess", chess.Variant, []string{"E7-E13", "E21-E15", "F8-F12", "F20-F16"}, cescacs.Variant},
		{"C'escacs moves under xiangqi", xiangqi.Variant, []string{"E7-E13", "E21-E15"}, cescacs.Variant},
		{"Chinese moves with no variant", nil, []string{"炮二平五"}, xiangqi.Variant},
		// Chess first: "e4 e5" is also legal WinBoard SAN for two xiangqi
		// soldiers, but chess is the likelier game.
		{"short chess text under C'escacs", cescacs.Variant, []string{"e4"}, chess.Variant},
		{"xiangqi SAN that chess cannot play", cescacs.Variant, []string{"e4", "e5", "Ch3"}, xiangqi.Variant},
		{"chess text under C'escacs", cescacs.Variant, []string{"e4", "e5", "Nf3"}, chess.Variant},
		{"the game's own variant is never the answer", xiangqi.Variant, []string{"炮二平五"}, nil},
		{"garbage", chess.Variant, []string{"xyzzy", "!!"}, nil},
		{"legal nowhere", chess.Variant, []string{"e4", "e4"}, nil},
		{"the failing move is illegal everywhere", chess.Variant, []string{"炮二平五", "炮二平五", "炮二平五"}, nil},
		{"empty list", chess.Variant, nil, nil},
		{"empty list, no variant", nil, []string{}, nil},
		{"empty move text", chess.Variant, []string{""}, nil},
		{"uncomparable current", uncomparable{xiangqi.Variant, nil}, []string{"炮二平五"}, nil},
	}
	for _, tt := range tests {
		got := Recognize(tt.current, tt.moves)
		if name(got) != name(tt.want) {
			t.Errorf("%s: Recognize(%v) = %q, want %q", tt.name, tt.moves, name(got), name(tt.want))
		}
	}
}

func name(v pgn.Variant) string {
	if v == nil {
		return "<nil>"
	}
	return v.Name()
}

// FuzzRecognize checks that no move text makes Recognize panic, and that
// it never names the game's own variant.
func FuzzRecognize(f *testing.F) {
	f.Add("炮二平五 马８进７", 0)
	f.Add("e4 e5 Nf3", 1)
	f.Add("E7-E13 E21-E15", 2)
	f.Add("C2.5 h2e2 Cbe3", 3)
	f.Fuzz(func(t *testing.T, text string, which int) {
		var moves []string
		start := 0
		for i := 0; i <= len(text) && len(moves) < 8; i++ {
			if i == len(text) || text[i] == ' ' {
				moves = append(moves, text[start:i])
				start = i + 1
			}
		}
		all := append(All(), nil)
		current := all[uint(which)%uint(len(all))]
		if got := Recognize(current, moves); got != nil && current != nil && got.Name() == current.Name() {
			t.Fatalf("Recognize(%s, %q) named the game's own variant", current.Name(), moves)
		}
	})
}
