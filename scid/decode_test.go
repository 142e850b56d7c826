package scid

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pgntool/pgntool/pgn"
)

// decodeRecord decodes one game record as game 1 of a file "t.sg4".
func decodeRecord(rec []byte) (*pgn.Game, error) {
	d := &decoder{file: "t.sg4", game: 1, base: 1000, rec: rec, limits: pgn.Limits{}.WithDefaults()}
	g := &pgn.Game{}
	if err := d.decode(g); err != nil {
		return nil, err
	}
	return g, nil
}

// movetext renders a decoded line as compact text: moves, $NAGs, {comments}
// and (variations), for comparing with a table's expectation.
func movetext(l *pgn.Line) string {
	var parts []string
	for _, c := range l.Comments {
		parts = append(parts, "{"+c.Text+"}")
	}
	for _, n := range l.Moves {
		parts = append(parts, n.Text)
		for _, v := range n.NAGs {
			parts = append(parts, "$"+itoa(v))
		}
		for _, c := range n.Comments {
			parts = append(parts, "{"+c.Text+"}")
		}
		for _, v := range n.Variations {
			parts = append(parts, "("+movetext(v)+")")
		}
	}
	return strings.Join(parts, " ")
}

// standard makes a record with no tags, the standard start, the given
// move section (the end-of-game marker added) and comment strings.
func standard(moves []byte, comments ...string) []byte {
	rec := append([]byte{0, 0}, moves...)
	rec = append(rec, markEndOfGame)
	for _, c := range comments {
		rec = append(rec, c...)
		rec = append(rec, 0)
	}
	return rec
}

func fromFEN(fen string, moves []byte) []byte {
	rec := append([]byte{0, 1}, fen...)
	rec = append(rec, 0)
	rec = append(rec, moves...)
	return append(rec, markEndOfGame)
}

func TestDecodeMoves(t *testing.T) {
	tests := []struct {
		name string
		rec  []byte
		want string
	}{
		{"pawn double push, queen diagonal (two bytes)", standard([]byte{0xCF, 0xCF, 0x43, 0x67}), "e4 e5 Qh5"},
		{"queen along a file and a rank", standard([]byte{0xBF, 0xCF, 0x4A, 0x61, 0x40}), "d4 e5 Qd3 Nf6 Qa3"},
		{"knight codes", standard([]byte{0x67, 0x22, 0x28, 0x61}), "Nf3 Nc6 Nc3 Nf6"},
		{"bishop both diagonals (code +8 up-left)", standard([]byte{0xCF, 0xCF, 0x5A, 0xB1, 0x55}), "e4 e5 Bc4 d6 Bxf7+"},
		{"rook along file and rank", standard([]byte{0xFF, 0xFF, 0x7A, 0x7D, 0x76, 0x76, 0x7D, 0xD0}), "h4 h5 Rh3 Rh6 Rg3 Rg6 Rxg6 fxg6"},
		{"castling short and long", standard([]byte{0xCF, 0xB1, 0x67, 0x3E, 0x5C, 0x22, 0x0A, 0x4E, 0xBF, 0x09}), "e4 d6 Nf3 Bg4 Be2 Nc6 O-O Qd7 d4 O-O-O"},
		{"king steps", standard([]byte{0xCF, 0xCF, 0x07, 0x02}), "e4 e5 Ke2 Ke7"},
		{"en passant renumbers the captured side", standard([]byte{0xCF, 0x61, 0xC1, 0xBF, 0xC0, 0xB1}), "e4 Nf6 e5 d5 exd6 h6"},
		{"null move", standard([]byte{0xCF, 0x00, 0xBF}), "e4 -- d4"},
		{"NAGs, comments, pre-game comment", standard([]byte{markComment, 0xCF, markNAG, 1, markNAG, 14, markComment, 0xCF}, "before", "after e4"), "{before} e4 $1 $14 {after e4} e5"},
		{"nested variations with a comment before the first move",
			standard([]byte{0xCF, 0xCF, markVarStart, markComment, 0xBF, markVarStart, 0xAF, markVarEnd, 0x67, markVarEnd, 0x67}, "or"),
			"e4 e5 ({or} d5 (c5) Nf3) Nf3"},
		{"two variations of one move", standard([]byte{0xCF, markVarStart, 0xBF, markVarEnd, markVarStart, 0xAF, markVarEnd, 0xCF}), "e4 (d4) (c4) e5"},
		{"empty comment string is dropped", standard([]byte{0xCF, markComment}, ""), "e4"},
		{"FEN numbering: the king takes slot 0; promotion to queen", fromFEN("8/P6k/8/8/8/8/6Kp/8 w - - 0 60", []byte{0x14, 0x14, 0x03}), "a8=Q h1=Q+ Kxh1"},
		{"under-promotions", fromFEN("8/P6k/8/8/8/8/6Kp/8 w - - 0 60", []byte{0x1D, 0x1A}), "a8=N h1=B+"},
		{"rook promotion", fromFEN("8/P6k/8/8/8/8/6Kp/8 w - - 0 60", []byte{0x17}), "a8=R"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := decodeRecord(tt.rec)
			if err != nil {
				t.Fatal(err)
			}
			if got := movetext(&g.Moves); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestDecodeTags(t *testing.T) {
	rec := []byte{
		0xF3, 6, 'T', 'e', 's', 't', 'e', 'r', // Annotator
		4, 'M', 'o', 'd', 'e', 3, 'O', 'T', 'B', // a named tag
		0xFA, 1, '1', // SetUp
		0xFF, 0x0F, 0xCA, 0x6E, // binary EventDate 2021.03.14
		0, 0, markEndOfGame,
	}
	g, err := decodeRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	want := []pgn.Tag{{Name: "Annotator", Value: "Tester"}, {Name: "Mode", Value: "OTB"}, {Name: "SetUp", Value: "1"}, {Name: "EventDate", Value: "2021.03.14"}}
	if diff := cmp.Diff(want, g.Tags); diff != "" {
		t.Error(diff)
	}
}

// TestDecodeErrors checks that each fault of a record is an error naming
// the file, the game and the offset of the faulty byte (the record lies at
// 1000 in the file).
func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		name   string
		rec    []byte
		offset int64
		msg    string
	}{
		{"empty record", nil, 1000, "record ends in the tags"},
		{"truncated tag name", []byte{5, 'a'}, 1000, "tag name"},
		{"unused tag code", []byte{251}, 1000, "tag code 251"},
		{"truncated tag value", []byte{0xF3, 9, 'x'}, 1001, "value of tag Annotator"},
		{"no start byte", []byte{0}, 1001, "start-position byte"},
		{"FEN without NUL", []byte{0, 1, '8', '/'}, 1002, "FEN"},
		{"bad FEN", append([]byte{0, 1}, "8/8/8/8/8/8/8/8 w - - 0 1\x00\x0f"...), 1002, "not a legal chess position"},
		{"no end marker", []byte{0, 0, 0xCF}, 1003, "no end-of-game marker"},
		{"piece number beyond the list", fromFEN("8/P6k/8/8/8/8/6Kp/8 w - - 0 60", []byte{0x24}), 1033, "names piece 2"},
		{"illegal move", standard([]byte{0xCF, 0xC2}), 1003, "not legal"},
		{"off the board", standard([]byte{0x01}), 1002, "off the board"},
		{"queen diagonal second byte", standard([]byte{0xBF, 0xCF, 0x43, 0x10}), 1005, "not 64 + a square"},
		{"truncated queen diagonal", []byte{0, 0, 0xBF, 0xCF, 0x43}, 1005, "diagonal"},
		{"variation before a move", standard([]byte{markVarStart}), 1002, "variation before the first move"},
		{"end of variation on the main line", standard([]byte{0xCF, markVarEnd}), 1003, "end of a variation on the main line"},
		{"end of game in a variation", []byte{0, 0, 0xCF, markVarStart, 0xBF, markEndOfGame}, 1005, "inside a variation"},
		{"NAG before a move", standard([]byte{markNAG, 3}), 1002, "NAG $3 before"},
		{"missing comment", standard([]byte{0xCF, markComment}), 1005, "comment 1 of 1"},
		{"comment without NUL", append(standard([]byte{0xCF, markComment, markComment}), "a\x00bc"...), 1008, "comment 2 of 2"},
		{"null move in check", fromFEN("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1", []byte{0x00}), 1034, "null move while in check"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := decodeRecord(tt.rec)
			var ce *CorruptError
			if !errors.As(err, &ce) {
				t.Fatalf("error %v is not a *CorruptError", err)
			}
			if !errors.Is(err, ErrCorrupt) {
				t.Errorf("error does not wrap ErrCorrupt")
			}
			if ce.File != "t.sg4" || ce.Game != 1 || ce.Offset != tt.offset {
				t.Errorf("error at %s game %d offset %d, want t.sg4 game 1 offset %d: %v", ce.File, ce.Game, ce.Offset, tt.offset, err)
			}
			if !strings.Contains(ce.Error(), tt.msg) {
				t.Errorf("error %q does not say %q", ce.Error(), tt.msg)
			}
		})
	}
}

func TestDecodeLimits(t *testing.T) {
	moves := []byte{0x67, 0x22, 0x62, 0x27, 0x67, 0x22, 0x62, 0x27}
	d := &decoder{file: "t.sg4", game: 1, rec: standard(moves), limits: pgn.Limits{Plies: 5}.WithDefaults()}
	if err := d.decode(&pgn.Game{}); err == nil || !strings.Contains(err.Error(), "ply budget") {
		t.Errorf("8 plies with a budget of 5: %v", err)
	}
	deep := []byte{0xCF}
	for range 3 {
		deep = append(deep, markVarStart, 0xBF)
	}
	d = &decoder{file: "t.sg4", game: 1, rec: standard(deep), limits: pgn.Limits{VariationDepth: 2}.WithDefaults()}
	if err := d.decode(&pgn.Game{}); err == nil || !strings.Contains(err.Error(), "depth budget") {
		t.Errorf("3 nested variations with a depth budget of 2: %v", err)
	}
}
