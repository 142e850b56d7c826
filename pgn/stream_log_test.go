package pgn

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestStreamLogAppendText appends texts of every length up to 20 bytes,
// some lying in a larger buffer (so the word copy may read past them) and
// some not, to logs whose text has room or none, and checks that the log's
// text is their concatenation and that each text handed out by lastText
// still reads as it did until the log is reset.
func TestStreamLogAppendText(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var l streamLog
	var want []byte
	type given struct {
		s    string
		want string
	}
	var kept []given
	for i := range 5000 {
		if i%700 == 0 {
			l.reset(&Position{})
			want, kept = want[:0], kept[:0]
			if i%1400 == 0 {
				l.text = nil // no room at all
			}
		}
		n := rng.IntN(21)
		src := make([]byte, n+rng.IntN(12))
		for j := range src {
			src[j] = byte('a' + rng.IntN(26))
		}
		text := src[:n]
		if rng.IntN(3) == 0 {
			text = src[:n:n] // nothing readable after it
		}
		l.addText(evMove, &Position{}, text, false)
		want = append(want, text...)
		kept = append(kept, given{l.lastText(n), string(text)})
		// The bytes read past the text must not have been kept.
		clear(src)
		if !bytes.Equal(l.text, want) {
			at := 0
			for at < min(len(l.text), len(want)) && l.text[at] == want[at] {
				at++
			}
			t.Fatalf("append %d of %q: log text of %d bytes, want %d; they part at byte %d", i, text, len(l.text), len(want), at)
		}
		for _, k := range kept {
			if k.s != k.want {
				t.Fatalf("append %d: a text handed out earlier reads %q, was %q", i, k.s, k.want)
			}
		}
	}
}
