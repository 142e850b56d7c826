package chess

import "testing"

func TestPlayText(t *testing.T) {
	b, err := NewBoard("")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"e4", "e7e5", "Ng1-f3"} {
		if _, err := b.PlayText(text); err != nil {
			t.Fatalf("PlayText(%q): %v", text, err)
		}
	}
	const want = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
	if got := b.FEN(); got != want {
		t.Errorf("after e4 e5 Nf3: %s, want %s", got, want)
	}
	for _, text := range []string{"Ke2", "Nf3", "zz", ""} {
		if _, err := b.PlayText(text); err == nil {
			t.Errorf("PlayText(%q) played", text)
		}
		if got := b.FEN(); got != want {
			t.Errorf("PlayText(%q) changed the board: %s", text, got)
		}
	}
}
