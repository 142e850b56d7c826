package cescacs

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func mustCell(t *testing.T, s string) Cell {
	t.Helper()
	c, err := ParseCell(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestDescribe(t *testing.T) {
	tests := []struct {
		name   string
		tlpd   string // "" for setup below
		status string
		pieces []string
		before []string
		move   string
		want   func(t *testing.T) MoveInfo
	}{
		{
			name: "knight jump", move: "NE3-C7",
			want: func(t *testing.T) MoveInfo {
				return MoveInfo{Kind: PlainMove, From: mustCell(t, "E3"), To: mustCell(t, "C7"),
					Piece: Piece{Knight, White}, Text: "NE3-C7", FAN: "♘E3-C7"}
			},
		},
		{
			name: "knight ride", move: "NE3-C13",
			want: func(t *testing.T) MoveInfo {
				return MoveInfo{Kind: KnightRide, From: mustCell(t, "E3"), To: mustCell(t, "C13"),
					Piece: Piece{Knight, White}, Text: "NE3-C13", FAN: "♘E3-C13"}
			},
		},
		{
			name: "triple step", move: "E7-E13",
			want: func(t *testing.T) MoveInfo {
				return MoveInfo{Kind: TripleStep, From: mustCell(t, "E7"), To: mustCell(t, "E13"),
					Piece: Piece{Pawn, White}, Text: "E7-E13", FAN: "E7-E13"}
			},
		},
		{
			name: "castling", status: "w RKR- - 0 1", pieces: []string{"KG1", "RC3", "RI3", "kG27"}, move: "KRK-II",
			want: func(t *testing.T) MoveInfo {
				return MoveInfo{Kind: Castling, From: mustCell(t, "G1"), To: mustCell(t, "I5"),
					Piece: Piece{King, White}, Castle: "KRK-II", Text: "KRK-II", FAN: "KRK-II"}
			},
		},
		{
			name: "king leap", status: "w K- - 0 1", pieces: []string{"KG1", "kG27"}, move: "KG1-I5",
			want: func(t *testing.T) MoveInfo {
				return MoveInfo{Kind: KingLeap, From: mustCell(t, "G1"), To: mustCell(t, "I5"),
					Piece: Piece{King, White}, Text: "KG1-I5", FAN: "♔G1-I5"}
			},
		},
		{
			name: "en passant onto the farther cell", status: "w -- - 0 1",
			pieces: []string{"PG7", "pF12", "pH14", "KF0", "kF28"}, before: []string{"G7-G13"}, move: "F12@@G9",
			want: func(t *testing.T) MoveInfo {
				return MoveInfo{Kind: EnPassantFar, From: mustCell(t, "F12"), To: mustCell(t, "G9"),
					Piece: Piece{Pawn, Black}, Captured: Piece{Pawn, White}, CapturedAt: mustCell(t, "G13"),
					Text: "F12@@G9", FAN: "F12@@G9"}
			},
		},
		{
			name: "scornful capture", status: "w -- - 0 1",
			pieces: []string{"PE13", "pE15", "KF0", "kF28"}, before: []string{"E13-F14"}, move: "E15@F14",
			want: func(t *testing.T) MoveInfo {
				return MoveInfo{Kind: ScornfulCapture, From: mustCell(t, "E15"), To: mustCell(t, "F14"),
					Piece: Piece{Pawn, Black}, Captured: Piece{Pawn, White}, CapturedAt: mustCell(t, "F14"),
					Text: "E15@F14", FAN: "E15@F14"}
			},
		},
		{
			name: "capture with promotion and far check", status: "w -- - 0 1",
			pieces: []string{"PC23", "rD26", "KF0", "kF28"}, move: "C23×RD26=D",
			want: func(t *testing.T) MoveInfo {
				return MoveInfo{Kind: PlainMove, From: mustCell(t, "C23"), To: mustCell(t, "D26"),
					Piece: Piece{Pawn, White}, Captured: Piece{Rook, Black}, CapturedAt: mustCell(t, "D26"),
					Promotion: Queen, Text: "C23×RD26=D+∞", FAN: "C23×♜D26=♕+∞"} // far check along D26 E27 F28
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b *Board
			if tc.pieces == nil {
				b, _ = NewBoard("")
			} else {
				b = setup(t, tc.status, tc.pieces...)
			}
			play(t, b, tc.before...)
			m, err := b.Parse(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			got, err := b.Describe(m)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want(t), got); d != "" {
				t.Errorf("Describe(%s) (-want +got):\n%s", tc.move, d)
			}
			if got.String() != got.Text {
				t.Errorf("String() = %q, want %q", got.String(), got.Text)
			}
			if got.IsEnPassant() != (got.Kind == EnPassantFar || got.Kind == ScornfulCapture) {
				t.Errorf("IsEnPassant() = %v", got.IsEnPassant())
			}
			b.Make(m)
			if _, err := b.Describe(m); err == nil {
				t.Error("Describe accepts the move once it is made")
			}
		})
	}
}
