package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"

	"github.com/pgntool/pgntool/pgn"
)

// Bounds of a source excerpt, so that a hostile line (megabytes without a
// line end) costs a bounded amount of memory and output.
const (
	// sourceKeepBytes is how much of a line is kept; a column past it
	// gets no excerpt.
	sourceKeepBytes = 64 << 10
	// sourceWidth is how many terminal columns of the line are shown.
	sourceWidth = 120
	// sourceLead is how many columns are shown before the caret when the
	// line is cut on the left.
	sourceLead = 40
	// tabWidth is how many spaces a tab is shown as, as rustc does.
	tabWidth = 4
)

// maxRereads is how many times a file is read again from its start.
const maxRereads = 8

// sourceLines reads the lines that diagnostics point at again from their
// files, moving forward through each file as lint moves through it (the
// diagnostics of a file come in the order of the text), so that showing
// them costs one more reading of the file at most.
type sourceLines struct {
	// open opens a file, by the name positions give it, as lint read it
	// (decoded to UTF-8); ok is false for an input that cannot be read
	// again (standard input).
	open func(name string) (r io.Reader, close func(), ok bool)

	file string
	r    *bufio.Reader
	shut func()
	next int // number of the line r reads next
	dead bool
	// rereads counts the times file was read again from its start for a
	// line behind the one read; past maxRereads the file shows no more
	// source, so that diagnostics out of order cannot make the reading
	// quadratic.
	rereads int
	line    int    // number of the line in text, 0 for none
	text    []byte // its first sourceKeepBytes bytes, without the line end
	whole   bool   // text is the whole line
	// cells are the characters of text, measured once for all the
	// diagnostics on the line.
	cells []sourceCell
}

// sourceCell is one character of a line: its bytes and its width on a
// terminal.
type sourceCell struct{ start, end, width int }

// measure splits line into its characters.
func measure(line []byte, cells []sourceCell) []sourceCell {
	cells = cells[:0]
	for i := 0; i < len(line); {
		r, n := utf8.DecodeRune(line[i:])
		cells = append(cells, sourceCell{i, i + n, runeWidth(r)})
		i += n
	}
	return cells
}

// sourceExcerpt is the part of a line to show and where its caret goes.
type sourceExcerpt struct {
	text    string
	caretAt int // terminal columns before the caret
}

// close closes the file being read.
func (s *sourceLines) close() {
	if s.shut != nil {
		s.shut()
	}
	s.r, s.shut, s.file, s.line = nil, nil, "", 0
}

// excerpt returns the line at pos, cut to fit, with the caret's place.
func (s *sourceLines) excerpt(pos pgn.Position) (sourceExcerpt, bool) {
	if !s.seek(pos.File, pos.Line) {
		return sourceExcerpt{}, false
	}
	return cutExcerpt(s.text, s.cells, s.whole, max(pos.Column, 1))
}

// seek makes line n of file the current line.
func (s *sourceLines) seek(file string, n int) bool {
	if file == s.file && s.dead {
		return false
	}
	if file == s.file && n == s.line {
		return true
	}
	if file != s.file || n < s.next {
		rereads := 0
		if file == s.file {
			rereads = s.rereads + 1
		}
		s.close()
		if rereads > maxRereads {
			s.file, s.dead = file, true
			return false
		}
		r, shut, ok := s.open(file)
		s.file, s.dead, s.rereads = file, !ok, rereads
		if !ok {
			return false
		}
		s.r, s.shut, s.next = bufio.NewReaderSize(r, 32<<10), shut, 1
	}
	for s.next < n {
		if !s.skipLine() {
			s.dead = true
			return false
		}
	}
	return s.readLine()
}

// skipLine passes over the line r is at.
func (s *sourceLines) skipLine() bool {
	for {
		_, err := s.r.ReadSlice('\n')
		if err == nil {
			s.next++
			return true
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return false
		}
	}
}

// readLine reads the line r is at into text, keeping at most
// sourceKeepBytes of it.
func (s *sourceLines) readLine() bool {
	s.text, s.whole, s.line = s.text[:0], true, s.next
	for {
		chunk, err := s.r.ReadSlice('\n')
		keep := min(len(chunk), sourceKeepBytes-len(s.text))
		if keep < len(chunk) {
			s.whole = false
		}
		s.text = append(s.text, chunk[:keep]...)
		if err == nil || !errors.Is(err, bufio.ErrBufferFull) {
			if err != nil && len(chunk) == 0 && len(s.text) == 0 {
				// Past the end of the text.
				return false
			}
			break
		}
	}
	s.next++
	if s.whole {
		s.text = bytes.TrimSuffix(s.text, []byte("\n"))
		s.text = bytes.TrimSuffix(s.text, []byte("\r"))
	} else {
		// Cut: drop a character cut in two.
		s.whole = false
		i := len(s.text) - 1
		for i > 0 && !utf8.RuneStart(s.text[i]) {
			i--
		}
		if !utf8.FullRune(s.text[i:]) {
			s.text = s.text[:i]
		}
	}
	s.cells = measure(s.text, s.cells)
	return true
}

// cutExcerpt renders line for a terminal and places the caret under
// character column col (1-based, as positions count). Tabs become
// tabWidth spaces, as rustc shows them; wide characters take two
// columns and combining marks none; control and formatting characters
// (bidirectional overrides among them), which would move the cursor or
// reorder the line, are shown as U+FFFD. A long line is cut to
// sourceWidth columns around the caret, with an ellipsis where it is
// cut. cells are line measured; whole is false when line is only the
// start of the line.
func cutExcerpt(line []byte, cells []sourceCell, whole bool, col int) (sourceExcerpt, bool) {
	more := !whole // the line goes on after the last cell
	caret := col - 1
	if caret > len(cells) || caret == len(cells) && !whole {
		// Past what was kept of the line. (At the end of a whole line,
		// where a token is missing, the caret stands after the text.)
		return sourceExcerpt{}, false
	}
	before := 0
	for _, c := range cells[:caret] {
		before += c.width
	}
	first := 0
	var b strings.Builder
	if before > sourceWidth-sourceLead {
		// Cut on the left; the ellipsis takes a column.
		for before > sourceLead-1 {
			before -= cells[first].width
			first++
		}
		b.WriteString("…")
		before++
	}
	shown := before
	for _, c := range cells[first:caret] {
		shown -= c.width
	}
	for _, c := range cells[first:] {
		if shown+c.width > sourceWidth {
			more = true
			break
		}
		writeCell(&b, line[c.start:c.end], c.width)
		shown += c.width
	}
	if more {
		b.WriteString("…")
	}
	return sourceExcerpt{text: b.String(), caretAt: before}, true
}

// shownAsReplacement reports whether r is shown as U+FFFD: invalid text,
// control characters, and formatting characters such as the
// bidirectional overrides.
func shownAsReplacement(r rune) bool {
	return r == utf8.RuneError || r != '\t' && (r < 0x20 || r >= 0x7f && r < 0xa0) || unicode.Is(unicode.Cf, r)
}

// runeWidth is how many terminal columns r takes as the excerpt shows it.
func runeWidth(r rune) int {
	switch {
	case r >= 0x20 && r < 0x7f:
		// Printable ASCII, most of any PGN file.
		return 1
	case r == '\t':
		return tabWidth
	case shownAsReplacement(r):
		return 1
	case unicode.In(r, unicode.Mn, unicode.Me):
		return 0
	}
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return 2
	}
	return 1
}

// writeCell writes one character of the excerpt as runeWidth measures it.
func writeCell(b *strings.Builder, text []byte, w int) {
	r, _ := utf8.DecodeRune(text)
	switch {
	case r == '\t':
		b.WriteString(strings.Repeat(" ", w))
	case shownAsReplacement(r):
		b.WriteRune(utf8.RuneError)
	default:
		b.Write(text)
	}
}
