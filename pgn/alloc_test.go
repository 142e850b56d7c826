package pgn_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// gameWith builds one game with n full moves, comments, NAGs and a
// variation every ten moves.
func gameWith(n int) []byte {
	var b strings.Builder
	b.WriteString("[Event \"E\"]\n[Site \"S\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n")
	for i := 0; i < n; i++ {
		b.WriteString("Nf3 Nf6 Ng1 Ng8\n")
		if i%10 == 0 {
			b.WriteString("{a comment} $1 (Ng8 Nf3 Nf6 Ng1) ")
		}
	}
	b.WriteString("*\n")
	return []byte(b.String())
}

// allocs counts the allocations of one run of f over src.
func allocs(src []byte, f func(*bytes.Reader)) float64 {
	return testing.AllocsPerRun(5, func() { f(bytes.NewReader(src)) })
}

// The scanner, the reader and the checker must not allocate per token: a
// game ten times longer may cost only the few allocations of undo stacks
// that grow by doubling, never one per move.
func TestNoAllocationPerToken(t *testing.T) {
	chess, _ := variants.Lookup("chess")
	short, long := gameWith(20), gameWith(200)
	cases := map[string]func(*bytes.Reader){
		"scan": func(r *bytes.Reader) {
			s := pgn.NewScanner(r, "a", nil)
			s.SetVariant(chess)
			s.SetMovetext(true)
			for s.Scan() != pgn.EOF {
			}
		},
		"visit": func(r *bytes.Reader) {
			pgn.NewReader(r, pgn.ReaderOptions{Variant: chess}).Visit(pgn.NopVisitor{})
		},
		"lint": func(r *bytes.Reader) {
			pgn.NewReader(r, pgn.ReaderOptions{Variant: chess}).Visit(pgn.NewChecker(func(d pgn.Diagnostic) { t.Fatal(d) }))
		},
	}
	for name, f := range cases {
		a, b := allocs(short, f), allocs(long, f)
		if b > a+4 {
			t.Errorf("%s: %v allocations for 80 moves, %v for 800: something allocates per token", name, a, b)
		}
	}
	// Tree paths: reading a tree allocates its nodes, but replaying and
	// checking one must not allocate per move.
	trees := map[string]func(*pgn.Game){
		"replay": func(g *pgn.Game) { pgn.Replay(g, chess, nil, nil) },
		"check":  func(g *pgn.Game) { pgn.Check(g, func(d pgn.Diagnostic) { t.Fatal(d) }) },
	}
	read := func(src []byte) *pgn.Game {
		g, err := pgn.NewReader(bytes.NewReader(src), pgn.ReaderOptions{Variant: chess}).ReadGame()
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	gs, gl := read(short), read(long)
	for name, f := range trees {
		a := testing.AllocsPerRun(5, func() { f(gs) })
		b := testing.AllocsPerRun(5, func() { f(gl) })
		if b > a+4 {
			t.Errorf("%s: %v allocations for 80 moves, %v for 800: something allocates per token", name, a, b)
		}
	}
}
