package xiangqi

import "testing"

func TestPlayText(t *testing.T) {
	b, err := NewBoard("")
	if err != nil {
		t.Fatal(err)
	}
	start := string(b.AppendPosition(nil))
	if _, err := b.PlayText("炮二平五"); err != nil {
		t.Fatalf("PlayText: %v", err)
	}
	after := string(b.AppendPosition(nil))
	if after == start {
		t.Fatal("the board did not change")
	}
	b.Unmake()
	if got := string(b.AppendPosition(nil)); got != start {
		t.Fatalf("Unmake: %s, want %s", got, start)
	}
	if _, err := b.PlayText("h2e2"); err != nil {
		t.Fatalf("PlayText(h2e2): %v", err)
	}
	if got := string(b.AppendPosition(nil)); got != after {
		t.Errorf("h2e2 gave %s, 炮二平五 gave %s", got, after)
	}
	for _, text := range []string{"帅五进二", "zz", ""} {
		if _, err := b.PlayText(text); err == nil {
			t.Errorf("PlayText(%q) played", text)
		}
		if got := string(b.AppendPosition(nil)); got != after {
			t.Errorf("PlayText(%q) changed the board: %s", text, got)
		}
	}
}
