package pgn

import (
	"encoding/binary"
	"math/rand"
	"testing"
)

// The word-at-a-time helpers must agree with byte loops on any input.
func TestWordHelpersMatchByteLoops(t *testing.T) {
	naivePlain := func(b []byte) int {
		for i, c := range b {
			if c >= 0x80 || c == '\n' || c == '\r' {
				return i
			}
		}
		return len(b)
	}
	rng := rand.New(rand.NewSource(1))
	for n := 0; n < 20000; n++ {
		b := randomText(rng, "ab \n\r\t\x00\x1f\x20\x7e\x7f\x80\xc2\xff{}", 4)
		if got, want := plainPrefix(b), naivePlain(b); got != want {
			t.Fatalf("plainPrefix(%q) = %d, want %d", b, got, want)
		}
		p := printablePrefix(b)
		if p%8 != 0 || p > len(b) {
			t.Fatalf("printablePrefix(%q) = %d: not whole words", b, p)
		}
		for _, c := range b[:p] {
			if c < 0x20 || c >= 0x7F {
				t.Fatalf("printablePrefix(%q) = %d passes byte 0x%02X", b, p, c)
			}
		}
		if p+8 <= len(b) {
			clean := true
			for _, c := range b[p : p+8] {
				clean = clean && c >= 0x20 && c < 0x7F
			}
			if clean {
				t.Fatalf("printablePrefix(%q) = %d stops before a printable word", b, p)
			}
		}
	}
}

// plainComment must agree with a byte loop on any input.
func TestPlainCommentMatchesByteLoop(t *testing.T) {
	naive := func(b []byte) int {
		for i, c := range b {
			if c == '}' {
				return i
			}
			if c < 0x20 || c >= 0x7F {
				return -1
			}
		}
		return -1
	}
	rng := rand.New(rand.NewSource(2))
	for n := 0; n < 50000; n++ {
		// Up to 117 bytes, so that the 32-byte steps are taken too.
		const alphabet = "ab }}{\n\r\t\x00\x1f\x20\x7e\x7f\x80\xc2\xff"
		b := randomText(rng, alphabet, 6+n%200)
		b = append(append(b, randomText(rng, alphabet, 6+n%200)...), randomText(rng, alphabet, 6)...)
		if got, want := plainComment(b), naive(b); got != want {
			t.Fatalf("plainComment(%q) = %d, want %d", b, got, want)
		}
	}
}

// randomText returns up to 39 bytes of printable ASCII with, one time in
// oneIn, a byte of alphabet instead.
func randomText(rng *rand.Rand, alphabet string, oneIn int) []byte {
	b := make([]byte, rng.Intn(40))
	for i := range b {
		if rng.Intn(oneIn) == 0 {
			b[i] = alphabet[rng.Intn(len(alphabet))]
		} else {
			b[i] = byte(32 + rng.Intn(95))
		}
	}
	return b
}

// isPrintable and isPlainValue must agree with a byte loop, wherever in a
// 32-byte block the one bad byte falls.
func TestPrintableRunsMatchByteLoop(t *testing.T) {
	tests := []struct {
		name string
		fn   func([]byte) bool
		ok   func(c byte) bool
	}{
		{"isPrintable", isPrintable, func(c byte) bool { return c >= 0x20 && c < 0x7F }},
		{"isPlainValue", isPlainValue, func(c byte) bool { return c >= 0x20 && c < 0x7F && c != '\\' }},
	}
	rng := rand.New(rand.NewSource(3))
	for _, tt := range tests {
		for n := 0; n < 200; n++ {
			for _, bad := range []byte{0x00, 0x1f, 0x7f, 0x80, 0xff, '\n', '\\', 0x20, 0x7e} {
				b := make([]byte, n)
				for i := range b {
					b[i] = byte(32 + rng.Intn(95))
					if b[i] == '\\' {
						b[i] = 'x'
					}
				}
				if n > 0 {
					b[rng.Intn(n)] = bad
				}
				want := true
				for _, c := range b {
					want = want && tt.ok(c)
				}
				if got := tt.fn(b); got != want {
					t.Fatalf("%s(%q) = %v, want %v", tt.name, b, got, want)
				}
			}
		}
	}
}

// plainWord must accept exactly the words whose first n bytes are all
// between 0x20 and 0x7F, whatever the bytes after them.
func TestPlainWordMatchesByteLoop(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	special := []byte{0x00, 0x09, '\n', '\r', 0x1f, 0x20, 0x7e, 0x7f, 0x80, 0xff}
	for round := 0; round < 200000; round++ {
		var b [8]byte
		for i := range b {
			if rng.Intn(4) == 0 {
				b[i] = special[rng.Intn(len(special))]
			} else {
				b[i] = byte(32 + rng.Intn(95))
			}
		}
		n := 1 + rng.Intn(8)
		want := true
		for _, c := range b[:n] {
			want = want && c >= 0x20 && c < 0x80
		}
		if got := plainWord(binary.LittleEndian.Uint64(b[:]), n); got != want {
			t.Fatalf("plainWord(%q, %d) = %v, want %v", b, n, got, want)
		}
	}
}
