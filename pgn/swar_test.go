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

// naivePlainComment is plainComment as a byte loop.
func naivePlainComment(b []byte) int {
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

// plainComment must agree with a byte loop on any input.
func TestPlainCommentMatchesByteLoop(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for n := 0; n < 50000; n++ {
		// Up to 117 bytes, so that the 32-byte steps are taken too.
		const alphabet = "ab }}{\n\r\t\x00\x1f\x20\x7e\x7f\x80\xc2\xff"
		b := randomText(rng, alphabet, 6+n%200)
		b = append(append(b, randomText(rng, alphabet, 6+n%200)...), randomText(rng, alphabet, 6)...)
		if got, want := plainComment(b), naivePlainComment(b); got != want {
			t.Fatalf("plainComment(%q) = %d, want %d", b, got, want)
		}
	}
}

// plainComment's pattern for clock comments agrees with the byte loop on
// clocks and on texts one byte away from one, at every byte, and
// plainCommentClock tells the clocks apart.
func TestPlainCommentClock(t *testing.T) {
	clocks := 0
	for _, clock := range []string{" [%clk 0:03:00] } 2. e4", " [%clk 9:59:59] }\n", " [%clk 1:00:07] }"} {
		base := []byte(clock)
		if got := plainComment(base); got != 16 {
			t.Fatalf("plainComment(%q) = %d, want 16", base, got)
		}
		for i := 0; i <= 16; i++ {
			for _, c := range []byte{'0', '5', '9', '/', ':', 'a', ' ', '}', '{', '[', 0x00, 0x1f, 0x7f, 0x80, 0xb0, 0xff} {
				b := append([]byte(nil), base...)
				b[i] = c
				want := naivePlainComment(b)
				isClock := want == 16 && isClockComment(binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[8:]))
				if isClock {
					clocks++
				}
				if got := plainComment(b); got != want {
					t.Fatalf("plainComment(%q) = %d, want %d", b, got, want)
				}
				if got, clock := plainCommentClock(b); got != want || clock != isClock {
					t.Fatalf("plainCommentClock(%q) = %d, %v, want %d, %v", b, got, clock, want, isClock)
				}
			}
		}
	}
	if clocks == 0 {
		t.Fatal("no text took the clock pattern")
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

// numberWithPeriods, which reads a word at a time, must agree with byte
// loops on any input, over every byte value around the digits and '.'.
func TestNumberWithPeriodsMatchesByteLoop(t *testing.T) {
	naive := func(b []byte) (n, m int) {
		for n < len(b) && b[n] >= '0' && b[n] <= '9' {
			n++
		}
		for n+m < len(b) && b[n+m] == '.' {
			m++
		}
		if m == 0 {
			return 0, 0
		}
		return n, m
	}
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 200000; i++ {
		b := randomText(rng, "0123456789.....//::\x00\x2f\x3a\x80\xb9\xba\xff e", 2)
		gn, gm := numberWithPeriods(b)
		if wn, wm := naive(b); gn != wn || gm != wm {
			t.Fatalf("numberWithPeriods(%q) = %d, %d, want %d, %d", b, gn, gm, wn, wm)
		}
	}
	for c := 0; c < 256; c++ {
		for at := 0; at < 8; at++ {
			b := []byte("12345678.")
			b[at] = byte(c)
			marks := nonDigitMarks(binary.LittleEndian.Uint64(b))
			first := 8
			for i, d := range b[:8] {
				if d < '0' || d > '9' {
					first = i
					break
				}
			}
			if got := min(8, bitsTrailing(marks)/8); got != first {
				t.Fatalf("nonDigitMarks(%q) finds the first non-digit at %d, want %d", b[:8], got, first)
			}
		}
	}
}

// bitsTrailing counts the zero bits below the lowest set bit (64 for 0).
func bitsTrailing(x uint64) int {
	n := 0
	for n < 64 && x&(1<<n) == 0 {
		n++
	}
	return n
}

// lastSpace agrees with a byte loop at every range of a text with spaces
// at every offset of its eight-byte words, and with bytes that could
// carry or borrow into a neighbour (0x00, 0x1F, 0x21, 0x7F, 0xA0, 0xFF).
func TestLastSpaceMatchesByteLoop(t *testing.T) {
	naive := func(b []byte, from, to int) int {
		for j := to - 1; j >= from; j-- {
			if b[j] == ' ' {
				return j
			}
		}
		return -1
	}
	rng := rand.New(rand.NewSource(3))
	fill := []byte{' ', 'a', 0x00, 0x1F, 0x21, 0x7F, 0xA0, 0xFF, 0x20 | 0x80}
	for n := 0; n < 2000; n++ {
		b := make([]byte, rng.Intn(40))
		for i := range b {
			b[i] = fill[rng.Intn(len(fill))]
			if rng.Intn(3) > 0 {
				b[i] = 'x'
			}
		}
		for from := 0; from <= len(b); from++ {
			for to := from; to <= len(b); to++ {
				if got, want := lastSpace(b, from, to), naive(b, from, to); got != want {
					t.Fatalf("lastSpace(%q, %d, %d) = %d, want %d", b, from, to, got, want)
				}
			}
		}
	}
}
