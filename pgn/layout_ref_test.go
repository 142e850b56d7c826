package pgn

import (
	"bytes"
	"math"
	"math/rand"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// commentByFields is the general way to lay out a comment, which the fast
// path of lineWriter.comment must match: every word through pending, split
// by strings.Fields.
func (lw *lineWriter) commentByFields(text string) {
	words := strings.Fields(text)
	if len(words) == 0 {
		lw.word("{}")
		return
	}
	for i, w := range words {
		lw.start()
		if i == 0 {
			lw.pending = append(lw.pending, '{', ' ')
		}
		lw.pending = append(lw.pending, w...)
	}
	lw.pending = append(lw.pending, ' ', '}')
}

// layoutBoth lays out the same tokens with the fast and the general
// comment layout. Each comment of texts follows a run of lead words, with
// an opening parenthesis before it when open is set, and a closing one
// and a last word after it.
func layoutBoth(texts []string, lead int, open bool) (fast, general string) {
	run := func(ref bool) string {
		var pending, prefix [96]byte
		lw := lineWriter{pending: pending[:0], prefix: prefix[:0]}
		for _, text := range texts {
			for k := 0; k < lead; k++ {
				// Words of more bytes than characters too: the plain
				// layout counts columns from the comment, not from the
				// line's first byte.
				lw.word(leadWords[k%len(leadWords)])
			}
			if open {
				lw.open("(")
			}
			if ref {
				lw.commentByFields(text)
			} else {
				// As the reader marks a comment it found printable.
				lw.comment(text, isPrintable([]byte(text)) && len(text)%2 == 0)
			}
			if open {
				lw.close(")")
			}
		}
		lw.word("1-0")
		return string(lw.finish())
	}
	return run(false), run(true)
}

// leadWords are the words layoutBoth writes before each comment.
var leadWords = []string{"Nf3", "Kéé", "Qxh7+", "→"}

// commentPieces are the parts random comments are made of: ASCII words
// and spaces, the white space of unicode.IsSpace beyond ASCII, other wide
// characters, invalid UTF-8 and words longer than a line.
var commentPieces = []string{
	"a", "d=30,", "pv=e4", "Nf3", " ", "  ", "\t", "\n", "\r\n", "\v\f",
	"\u00a0", "\u0085", "\u2003", "\u3000", "é", "→", "♞", "\xff", "\xe2\x86",
	strings.Repeat("x", 78), strings.Repeat("y", 85), strings.Repeat("é", 40),
}

func randomComment(rng *rand.Rand) string {
	var b strings.Builder
	n := rng.Intn(40)
	for i := 0; i < n; i++ {
		b.WriteString(commentPieces[rng.Intn(len(commentPieces))])
	}
	return b.String()
}

// randomPlainComment makes a comment that takes the plain path: printable
// ASCII words of 1 to 90 characters separated by single spaces.
func randomPlainComment(rng *rand.Rand) string {
	var b strings.Builder
	n := 1 + rng.Intn(30)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		size := 1 + rng.Intn(6)
		if rng.Intn(10) == 0 {
			size = 1 + rng.Intn(90)
		}
		for k := 0; k < size; k++ {
			b.WriteByte(byte('!' + rng.Intn(94)))
		}
	}
	return b.String()
}

// The fast comment layout writes what the general one writes: random
// comments at every place in a line, alone, nested and after words.
func TestCommentLayoutMatchesFields(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	fixed := []string{"", " ", "\u00a0", "one", " one ", "one two", "one two three", " [%clk 0:03:00] ", "  a b  ", "a  b c", "a\x7fb c", "{ } x", "é é", "\xff\xfe",
		strings.Repeat("abcdefg ", 30) + "z", strings.Repeat("x", 100) + " y " + strings.Repeat("w", 79) + " v"}
	for _, text := range fixed {
		for lead := 0; lead < 3; lead++ {
			for _, open := range []bool{false, true} {
				if fast, general := layoutBoth([]string{text}, lead, open); fast != general {
					t.Fatalf("comment %q, lead %d, open %v:\nfast    %q\ngeneral %q", text, lead, open, fast, general)
				}
			}
		}
	}
	for n := 0; n < 3000; n++ {
		texts := make([]string, 1+rng.Intn(4))
		for i := range texts {
			texts[i] = randomComment(rng)
			if rng.Intn(2) == 0 {
				texts[i] = randomPlainComment(rng)
				if !isPlainCommentText(texts[i]) {
					t.Fatalf("%q does not take the plain path", texts[i])
				}
				// Spaces inside the braces, as most comments are read.
				texts[i] = strings.Repeat(" ", rng.Intn(3)) + texts[i] + strings.Repeat(" ", rng.Intn(3))
			}
		}
		lead, open := rng.Intn(25), rng.Intn(2) == 0
		if fast, general := layoutBoth(texts, lead, open); fast != general {
			t.Fatalf("comments %q, lead %d, open %v:\nfast    %q\ngeneral %q", texts, lead, open, fast, general)
		}
	}
}

// FuzzCommentLayout compares the fast comment layout with the general one
// on any text.
func FuzzCommentLayout(f *testing.F) {
	for _, s := range []string{"", "d=30, sd=45 pv=e4 e5", "\u00a0é\u2003x", strings.Repeat("w ", 60)} {
		f.Add(s, uint8(3), true)
	}
	f.Fuzz(func(t *testing.T, text string, lead uint8, open bool) {
		if fast, general := layoutBoth([]string{text, text}, int(lead%40), open); fast != general {
			t.Fatalf("comment %q:\nfast    %q\ngeneral %q", text, fast, general)
		}
	})
}

// singleSpaced agrees with isPlainCommentText on printable text: spaces
// in pairs and at the ends at every offset of the eight-byte words.
func TestSingleSpacedMatchesIsPlain(t *testing.T) {
	// One pair of spaces at every place of texts of every length up to
	// past two windows of 64 pairs, the rest words of one letter.
	for n := 3; n < 200; n++ {
		b := make([]byte, n)
		for i := range b {
			b[i] = "x "[i%2]
		}
		b[n-1] = 'y'
		if !singleSpaced(string(b)) {
			t.Fatalf("singleSpaced(%q) = false", b)
		}
		for j := 1; j+2 < n; j++ {
			c := append([]byte(nil), b...)
			c[j], c[j+1] = ' ', ' '
			if singleSpaced(string(c)) {
				t.Fatalf("singleSpaced(%q) = true", c)
			}
		}
	}
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 20000; n++ {
		b := make([]byte, rng.Intn(100))
		for i := range b {
			b[i] = byte('a' + rng.Intn(3))
			if rng.Intn(4) == 0 {
				b[i] = ' '
			}
		}
		if got, want := singleSpaced(string(b)), isPlainCommentText(string(b)); got != want {
			t.Fatalf("singleSpaced(%q) = %v, isPlainCommentText %v", b, got, want)
		}
	}
}

// isPlainCommentText agrees with a byte loop: spaces in pairs at every
// offset of the eight-byte words, and each kind of byte it refuses.
func TestIsPlainCommentTextMatchesByteLoop(t *testing.T) {
	ref := func(s string) bool {
		if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' || strings.Contains(s, "  ") {
			return false
		}
		for i := 0; i < len(s); i++ {
			if s[i] < 0x20 || s[i] >= 0x7F {
				return false
			}
		}
		return true
	}
	alphabet := []byte{' ', ' ', 'a', 'b', '~', '!', '\t', 0x1f, 0x7f, 0x80, 0xc3, 0xff}
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 50000; n++ {
		b := make([]byte, rng.Intn(120))
		for i := range b {
			b[i] = alphabet[rng.Intn(len(alphabet))]
			if rng.Intn(3) != 0 {
				b[i] = 'x'
			}
		}
		if got, want := isPlainCommentText(string(b)), ref(string(b)); got != want {
			t.Fatalf("isPlainCommentText(%q) = %v, want %v", b, got, want)
		}
	}
	// Long texts of printable bytes and spaces, where the answer turns on
	// the pairs of spaces alone, at every offset of the 32-byte blocks.
	printable := []byte{' ', 'x', '~', '!'}
	for n := 0; n < 50000; n++ {
		b := make([]byte, 8+rng.Intn(200))
		for i := range b {
			b[i] = 'x'
			if rng.Intn(4) == 0 {
				b[i] = printable[rng.Intn(len(printable))]
			}
		}
		if got, want := isPlainCommentText(string(b)), ref(string(b)); got != want {
			t.Fatalf("isPlainCommentText(%q) = %v, want %v", b, got, want)
		}
	}
	for i := 0; i < 100; i++ {
		s := strings.Repeat("x", i) + "  " + strings.Repeat("y", 80)
		if isPlainCommentText(s) {
			t.Fatalf("isPlainCommentText(%q) = true", s)
		}
		if s := strings.Repeat("x", i) + "\x7f" + strings.Repeat("y", 80); isPlainCommentText(s) {
			t.Fatalf("isPlainCommentText(%q) = true", s)
		}
	}
}

// TestRuneCountMatchesUTF8 compares runeCount with utf8.RuneCount on
// words of every length up to 40 holding a byte outside ASCII (a lone
// byte, or a character of two or three bytes) at every place, and none,
// with and without spare capacity behind them.
func TestRuneCountMatchesUTF8(t *testing.T) {
	for n := 0; n <= 40; n++ {
		for at := -1; at < n; at++ {
			for _, wide := range []string{"\x80", "é", "帅"} {
				b := []byte(strings.Repeat("a", n))
				if at >= 0 {
					b = append(b[:at], append([]byte(wide), b[at:]...)...)
					b = b[:n]
				}
				if got, want := runeCount(b), utf8.RuneCount(b); got != want {
					t.Fatalf("%q: %d, utf8.RuneCount %d", b, got, want)
				}
				// As pending is: spare capacity behind the word,
				// holding bytes outside ASCII.
				spare := bytes.Repeat([]byte{0xFF}, 96)
				copy(spare, b)
				if got, want := runeCount(spare[:len(b)]), utf8.RuneCount(b); got != want {
					t.Fatalf("%q with spare capacity: %d, utf8.RuneCount %d", b, got, want)
				}
			}
		}
	}
}

// TestAppendDecimalMatchesStrconv compares appendDecimal with strconv on
// every number from -20 to 20,000 and at the ends of int.
func TestAppendDecimalMatchesStrconv(t *testing.T) {
	check := func(n int) {
		if got, want := string(appendDecimal([]byte("x"), n)), "x"+strconv.Itoa(n); got != want {
			t.Fatalf("%d: %q, strconv %q", n, got, want)
		}
	}
	for n := -20; n <= 20000; n++ {
		check(n)
	}
	check(math.MaxInt)
	check(math.MinInt)
}
