package pgn

import (
	"bytes"
	"encoding/binary"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

const (
	initialBufSize = 64 << 10
	// lookahead is how much text a variant's ScanMovetext sees at least.
	lookahead = 512
	// maxLineLength is the standard's import limit (§4.3).
	maxLineLength = 255
)

// scanner reads PGN tokens from an io.Reader. It keeps one buffer that
// grows only as far as the longest token needs, and it never fails on bad
// input: each fault is reported through the Report function and a usable
// token is returned, so reading goes on.
//
// After Scan, Kind, Pos and Lit describe the token. Lit aliases the
// scanner's buffer and is valid until the next call of Scan.
type scanner struct {
	Kind Kind
	Pos  Position
	Lit  []byte

	r      io.Reader
	report Report
	file   string
	game   int

	buf        []byte
	start, end int // the unread bytes are buf[start:end]
	eof        bool
	readErr    error

	// Where buf[start] stands.
	off  int64
	line int
	col  int

	movetext bool
	variant  Variant
	results  []string
	// resultBytes marks the bytes that begin some termination marker
	// (resultFirst), make one (resultWhole), or come second in one
	// (resultSecond), so that most tokens skip the comparison.
	resultBytes [256]uint8
	// stdNumbers is set when the variant implements StandardNumbers.
	stdNumbers bool
	// asciiMovetext is set when the variant promises ASCIIMovetext.
	asciiMovetext bool
	// variantSet is set once SetVariant has filled the tables above.
	variantSet bool

	quiet   bool  // set while a skipped part is scanned
	afterCR bool  // the last byte consumed was a CR
	atEnd   bool  // the end of the input was reached
	closing []int // quotes on a tag line that may end its value
	// offsetPosition's running count within the token at offset colTok.
	colTok            int64
	colFrom, colRunes int
	tabLine           int // the last line reported for a tab
	longLineGame      int // the last game with a line-too-long report
	str               []byte
	// general turns off the quick path, so that tests can check that both
	// paths read the same tokens.
	general bool
	// skipKinds holds the kinds, as bits 1<<Kind, that the quick path
	// passes over instead of returning, because the reader would drop
	// them. passed tells the reader that it did, and passedOff, passedLine
	// and passedCol are where the last token passed over began.
	skipKinds uint32
	// moveSink, when set, takes the moves the quick path reads (tokens
	// of kind Symbol) instead of their being returned; Pos is at the move
	// during the call. It is the reader itself rather than a func value:
	// a static call, for every move of a file, is cheaper than a call
	// through a method value's wrapper.
	moveSink *Reader
	// mergeNumbers, with moveSink, offers each move number with its
	// periods ("12.", "12...") to moveSink's takeNumber as one token.
	mergeNumbers bool
	// litShape is what the quick path learnt of the brace comment it read
	// last: printable ASCII on one line (no tab), or lichess's clock
	// comment " [%clk h:mm:ss] ", which the layout of an export in one
	// pass need not test again.
	litShape commentShape
	// mergeComments, with moveSink, hands each brace comment the quick
	// path reads to moveSink's takeComment instead of returning it.
	mergeComments         bool
	passed                bool
	passedOff             int64
	passedLine, passedCol int
	// num is the move number read last, for the move after it.
	num numberNote
	// invalidText is the text of the unreadable token being reported.
	invalidText []byte
	// tokenBytes is the budget of one token, and bufMax the most the
	// buffer may hold: a token and the lookahead after it.
	tokenBytes, bufMax int
}

// setTokenBytes sets the token budget.
func (s *scanner) setTokenBytes(n int) {
	s.tokenBytes = n
	s.bufMax = n + lookahead
}

// noteNumber notes the move number indication lit, read at pos, for the
// move that follows.
func (s *scanner) noteNumber(lit []byte, pos Position) {
	s.num.note(digitsValue(lit), 0, pos.Offset, pos.Line, pos.Column, lit)
}

// note sets the note to a number of the given value, read at offset off,
// line and column col, from digits. It writes the fields one by one: a
// composite literal would copy the whole note, string included, and a
// string written into the heap costs a write barrier check for every
// move number of a file.
func (n *numberNote) note(value, dots int, off int64, line, col int, digits []byte) {
	n.set, n.open, n.value, n.dots, n.second, n.off, n.line, n.col = true, true, value, dots, dots > 1, off, line, col
	if value >= saturatedNumber || n.written != "" {
		n.keepSaturated(digits)
	}
}

// keepSaturated keeps the digits as written of a number too large to be
// held, so that a report quotes the number the file has; it clears them
// for any other number.
func (n *numberNote) keepSaturated(digits []byte) {
	n.written = ""
	if n.value >= saturatedNumber {
		n.written = string(digits)
	}
}

// noteDots notes the periods after a move number: more than one, or an
// ellipsis, announce the second player's move. Periods after something
// else (a comment, an unreadable byte) belong to no number, as in the
// tree's builder: the reader's note and the tree give the same number.
func (s *scanner) noteDots(lit []byte) {
	if s.num.set && s.num.open {
		s.num.dots += len(lit)
		s.num.second = s.num.dots > 1
	}
}

// saturatedNumber is the value of every number at least that large.
const saturatedNumber = 1 << 30

// digitsValue reads decimal digits, saturating far above any move number.
func digitsValue(b []byte) int {
	n := 0
	for _, c := range b {
		if c-'0' >= 10 {
			break
		}
		if n = n*10 + int(c-'0'); n > saturatedNumber {
			return saturatedNumber
		}
	}
	return n
}

// newStreamScanner returns a scanner over r. file names the input in positions;
// report receives the faults found (it may be nil).
func newStreamScanner(r io.Reader, file string, report Report) *scanner {
	s := newScanner(file, report)
	s.r = r
	s.buf = make([]byte, initialBufSize)
	if r == nil {
		s.eof, s.readErr = true, ErrNilInput
	}
	return s
}

func newScanner(file string, report Report) *scanner {
	s := &scanner{file: file, report: report, line: 1, col: 1, longLineGame: -1}
	// Only the numbers of Pos change from token to token: the file name
	// is written once.
	s.Pos.File = file
	s.SetVariant(nil)
	s.setTokenBytes(DefaultLimits().TokenBytes)
	return s
}

// newBytesScanner returns a scanner that reads data in place, without
// copying it into a buffer of its own. data must not change while the
// scanner is in use.
func newBytesScanner(data []byte, file string, report Report) *scanner {
	s := newScanner(file, report)
	// Capped at its length: the word-at-a-time reads that look past a
	// token where its slice has room (the caches of short texts and tag
	// values) must not read the caller's bytes past data, which the
	// caller may be writing.
	data = data[:len(data):len(data)]
	s.buf, s.end, s.eof = data, len(data), true
	return s
}

// SetVariant chooses the variant whose ScanMovetext and Results classify
// movetext tokens. nil selects the standard symbol class and results.
func (s *scanner) SetVariant(v Variant) {
	if s.variantSet && v != nil && sameVariant(v, s.variant) {
		// The next game of a file is nearly always of the same variant:
		// its tables stand.
		return
	}
	s.variant, s.variantSet = v, true
	f := factsOf(v)
	s.stdNumbers = f.StandardNumbers
	s.asciiMovetext = f.ASCIIMovetext
	results := f.Results
	s.results = s.results[:0]
	s.resultBytes = [256]uint8{}
	for _, r := range results {
		if r != "" {
			s.results = append(s.results, r)
			s.resultBytes[r[0]] |= resultFirst
			if len(r) == 1 {
				s.resultBytes[r[0]] |= resultWhole
			} else {
				s.resultBytes[r[1]] |= resultSecond
			}
		}
	}
	// Longest first, so that "1/2-1/2" is not read as something shorter.
	for i := 1; i < len(s.results); i++ {
		for j := i; j > 0 && len(s.results[j]) > len(s.results[j-1]); j-- {
			s.results[j], s.results[j-1] = s.results[j-1], s.results[j]
		}
	}
}

// SetMovetext switches between the tag section's token rules and the
// movetext rules, where the variant classifies symbols.
func (s *scanner) SetMovetext(on bool) {
	s.movetext = on
	s.skipKinds = 0
	s.moveSink, s.mergeNumbers, s.mergeComments = nil, false, false
}

// SetGame sets the game index written into positions.
func (s *scanner) SetGame(n int) { s.game = n }

// SetQuiet stops or resumes reporting; a visitor that skips part of a game
// does not want that part's faults.
func (s *scanner) SetQuiet(q bool) { s.quiet = q }

// Err returns the first read error other than io.EOF.
func (s *scanner) Err() error { return s.readErr }

func (s *scanner) position() Position {
	return Position{File: s.file, Game: s.game, Offset: s.off, Line: s.line, Column: s.col}
}

func (s *scanner) errorf(pos Position, code, format string, args ...any) {
	if s.report != nil && !s.quiet {
		s.report(Errorf(pos, code, format, args...))
	}
}

func (s *scanner) warnf(pos Position, code, format string, args ...any) {
	if s.report != nil && !s.quiet {
		s.report(Warnf(pos, code, format, args...))
	}
}

// fill makes at least n unread bytes available unless the input ends
// first, and reports whether it could.
//
// The buffer grows only up to the token budget and the lookahead after
// it: no token the scanner returns is longer, so no input makes it hold
// more.
func (s *scanner) fill(n int) bool {
	if s.r == nil {
		// A scanner without input, such as a zero scanner.
		s.eof = true
		return s.end-s.start >= n
	}
	stalls := 0
	for s.end-s.start < n && !s.eof {
		if s.start > 0 {
			copy(s.buf, s.buf[s.start:s.end])
			s.end -= s.start
			s.start = 0
		}
		if s.end == len(s.buf) {
			if len(s.buf) >= s.bufMax {
				break
			}
			nb := make([]byte, min(2*len(s.buf), s.bufMax))
			copy(nb, s.buf[:s.end])
			s.buf = nb
		}
		m, err := s.r.Read(s.buf[s.end:])
		s.end += m
		if err != nil {
			s.eof = true
			if err != io.EOF {
				s.readErr = err
			}
		} else if m == 0 {
			if stalls++; stalls > 100 {
				s.eof = true
				s.readErr = io.ErrNoProgress
			}
		}
	}
	return s.end-s.start >= n
}

// grow reads more input, doubling what is unread, and reports whether
// anything new arrived.
func (s *scanner) grow() bool {
	have := s.end - s.start
	s.fill(2*have + 1)
	return s.end-s.start > have
}

// avail returns the unread bytes, refilling when fewer than n remain.
func (s *scanner) avail(n int) []byte {
	if s.end-s.start < n {
		s.fill(n)
	}
	return s.buf[s.start:s.end]
}

// advance consumes n bytes, keeping line and column, and checks line
// lengths. LF, CR LF and a lone CR each end a line (§3.2.2 lets files keep
// their system's convention).
func (s *scanner) advance(n int) {
	seg := s.buf[s.start : s.start+n]
	// Most spans are plain ASCII on one line: count them in one pass.
	plain := plainPrefix(seg)
	if plain == len(seg) {
		if n > 0 {
			s.afterCR = false
		}
		s.col += n
		s.start += n
		s.off += int64(n)
		return
	}
	col := s.col + plain
	if plain > 0 {
		s.afterCR = false
	}
	for i := plain; i < len(seg); i++ {
		c := seg[i]
		if c != '\n' && c != '\r' && c < utf8.RuneSelf {
			// Skip the plain run that follows, eight bytes a step.
			k := plainPrefix(seg[i:])
			col += k
			i += k - 1
			s.afterCR = false
			continue
		}
		switch {
		case c == '\n':
			if !s.afterCR {
				s.endLine(col, s.off+int64(i))
			}
			col = 1
		case c == '\r':
			s.endLine(col, s.off+int64(i))
			col = 1
			s.afterCR = true
			continue
		case c < utf8.RuneSelf:
			col++
		default:
			r, size := utf8.DecodeRune(seg[i:])
			if r != '\uFEFF' {
				// A byte order mark has no width.
				col++
			}
			i += size - 1
		}
		s.afterCR = false
	}
	s.col = col
	s.start += n
	s.off += int64(n)
}

// endLine closes the current line, whose end is at offset end and whose
// next column would be col.
//
// Only the first long line of each game is reported: files that break the
// limit break it on most lines, and one report per line would bury
// everything else.
func (s *scanner) endLine(col int, end int64) {
	if length := col - 1; length > maxLineLength && s.report != nil && !s.quiet && s.longLineGame != s.game {
		s.longLineGame = s.game
		// Built without fmt: files from online servers have a long line in
		// nearly every game.
		s.report(Diagnostic{Pos: Position{File: s.file, Game: s.game, Offset: end - int64(length-maxLineLength), Line: s.line, Column: maxLineLength + 1},
			Severity: Warning, Code: CodeLineTooLong, Message: "line is " + strconv.Itoa(length) + longLineNote})
	}
	s.line++
}

// longLineNote ends the line-too-long message after the length.
var longLineNote = " characters long; the standard allows " + strconv.Itoa(maxLineLength) + " (later long lines of this game are not reported)"

// lineEnd returns the index of the first line end in b, or -1.
func lineEnd(b []byte) int {
	for i, c := range b {
		if c == '\n' || c == '\r' {
			return i
		}
	}
	return -1
}

// passBlanks consumes the spaces and line feeds that start before buffer
// index limit, nearly all the white space there is, with the cursor in
// locals. The last byte consumed must not be a CR, whose LF ends no line.
func (s *scanner) passBlanks(limit int) {
	buf := s.buf
	p, col, line := s.start, s.col, s.line
	base := s.off - int64(p) // the offset of buf[0]
	for p < limit {
		if c := buf[p]; c == ' ' {
			col++
		} else if c == '\n' {
			if col-1 > maxLineLength {
				s.start, s.off, s.col, s.line = p, base+int64(p), col, line
				s.endLine(col, base+int64(p))
				line = s.line
			} else {
				line++
			}
			col = 1
		} else {
			break
		}
		p++
	}
	s.start, s.off, s.col, s.line = p, base+int64(p), col, line
}

// skipSpace consumes white space, reporting tabs once per line.
func (s *scanner) skipSpace() {
	for {
		if s.end-s.start < 3 {
			s.fill(3)
		}
		b := s.buf[s.start:s.end]
		if len(b) == 0 {
			return
		}
		if !s.afterCR {
			if s.passBlanks(s.end); s.start == s.end {
				continue
			}
			b = s.buf[s.start:s.end]
		}
		if c := b[0]; c > ' ' && c != 0xEF {
			return
		}
		if len(b) < 3 && !s.eof {
			s.fill(3)
			continue
		}
		i := 0
		for i < len(b) {
			c := b[i]
			if c == ' ' || c == '\n' || c == '\r' {
				i++
				continue
			}
			if c == 0xEF && i+2 < len(b) && b[i+1] == 0xBB && b[i+2] == 0xBF {
				// A byte order mark: files joined with cat carry one at
				// each join. It is an encoding signature, not text.
				i += 3
				continue
			}
			if c == '\t' || c == '\v' || c == '\f' {
				// The line count must be up to date before it is
				// compared, whatever part of the input is buffered.
				s.advance(i)
				b = s.buf[s.start:s.end]
				i = 0
				if s.line != s.tabLine {
					s.tabLine = s.line
					s.warnf(s.position(), CodeTab, "tab character; export format allows only spaces")
				}
				i++
				continue
			}
			break
		}
		s.advance(i)
		if i < len(b) {
			return
		}
	}
}

// Peek skips white space and returns the next byte without consuming it,
// or 0 at the end of the input.
func (s *scanner) Peek() byte {
	s.skipSpace()
	b := s.avail(1)
	if len(b) == 0 {
		return 0
	}
	return b[0]
}

// Unread steps back to the start of the token just scanned, so that the
// next Scan reads it again, for instance under movetext rules. It must be
// called right after Scan, before Peek or any other read; it reports
// whether it could.
func (s *scanner) Unread() bool {
	n := int(s.off - s.Pos.Offset)
	if n <= 0 || n > s.start {
		return false
	}
	s.start -= n
	s.off = s.Pos.Offset
	s.line = s.Pos.Line
	s.col = s.Pos.Column
	s.Kind = Invalid
	s.Lit = nil
	return true
}

// AtEOF skips white space and reports whether the input is exhausted.
func (s *scanner) AtEOF() bool {
	s.skipSpace()
	return len(s.avail(1)) == 0
}

// NextPos skips white space and returns the position of the next token.
func (s *scanner) NextPos() Position {
	s.skipSpace()
	return s.position()
}

// skipLine consumes the rest of the current line and its line end.
func (s *scanner) skipLine() {
	for {
		b := s.avail(1)
		if len(b) == 0 {
			return
		}
		if j := lineEnd(b); j >= 0 {
			n := j + 1
			if b[j] == '\r' && j+1 < len(b) && b[j+1] == '\n' {
				n++
			}
			s.advance(n)
			return
		}
		s.advance(len(b))
	}
}

// AtLineStart reports whether the next unread byte is the first of its line.
func (s *scanner) AtLineStart() bool { return s.col == 1 }

// Scan reads the next token and returns its kind. At the end of the input
// it returns EOF, again on every further call.
func (s *scanner) Scan() Kind {
	if s.movetext && s.variant != nil && !s.general {
		if k := s.quick(); k != Invalid {
			return k
		}
	}
	s.skipSpace()
	s.Pos.Game, s.Pos.Offset, s.Pos.Line, s.Pos.Column = s.game, s.off, s.line, s.col
	s.Lit = nil
	b := s.avail(lookahead)
	if len(b) == 0 {
		if !s.atEnd {
			// The last line has no line end to close it.
			s.atEnd = true
			s.endLine(s.col, s.off)
			s.line--
		}
		s.Kind = EOF
		return EOF
	}
	c := b[0]
	switch {
	case c == '{':
		s.scanBraceComment()
		return s.Kind
	case c == ';':
		s.scanToLineEnd(LineComment, 1)
		return s.Kind
	case c == '%' && s.col == 1:
		s.scanToLineEnd(Escape, 0)
		return s.Kind
	case c == '"':
		s.scanString()
		return s.Kind
	case c == '[':
		return s.single(LBracket)
	}
	if s.movetext {
		if n := s.matchResult(b); n > 0 {
			return s.token(Result, n)
		}
		if s.variant != nil {
			w := b
			if len(w) > lookahead {
				w = w[:lookahead]
			}
			k, n := s.variant.ScanMovetext(w)
			if n >= len(w) && (len(w) < len(b) || !s.eof) || n > s.tokenBytes {
				// Longer than the window, or than the budget: widen measures
				// it the same way however the text arrives, and cuts it.
				k, n = s.scanVariant()
			}
			// A measure past the text read (a variant that assumes more
			// bytes than there are) is not taken.
			if n > 0 && n <= s.end-s.start {
				if k == Symbol && s.matchResult(s.buf[s.start:s.start+n]) == n {
					// The variant's move token is a termination marker on
					// its own ("1-0" before a byte no move holds).
					k = Result
				}
				return s.token(k, n)
			}
			b = s.buf[s.start:s.end]
		}
	}
	switch c {
	case ']':
		return s.single(RBracket)
	case '(':
		return s.single(LParen)
	case ')':
		return s.single(RParen)
	case '<':
		return s.single(LAngle)
	case '>':
		return s.single(RAngle)
	case '*':
		if s.movetext && s.matchResult(b) == 1 {
			return s.token(Result, 1)
		}
		return s.single(Asterisk)
	case '.':
		_, n := s.widen(scanPeriods)
		return s.token(Period, n)
	case '$':
		_, n := s.widen(scanNAG)
		if n == 1 {
			s.errorf(s.Pos, CodeNAGSyntax, "'$' must be followed by digits")
			return s.single(Invalid)
		}
		s.token(NAG, n)
		s.Lit = s.Lit[1:]
		return NAG
	}
	if bytes.HasPrefix(b, ellipsis) {
		return s.token(Period, len(ellipsis))
	}
	w := b
	if len(w) > lookahead {
		w = w[:lookahead]
	}
	k, n := ScanStandardSymbol(w)
	if n == len(w) && (len(w) < len(b) || !s.eof) || n > s.tokenBytes {
		k, n = s.widen(ScanStandardSymbol)
	}
	if n > 0 {
		return s.token(k, n)
	}
	return s.scanInvalid(b)
}

// scanNumber reads a move number followed by '.', or a run of periods, as
// a variant that implements StandardNumbers would; n is 0 for other text.
func scanNumber(b []byte) (Kind, int) {
	if b[0] == '.' {
		return scanPeriods(b)
	}
	if n, _ := numberWithPeriods(b); n > 0 {
		return Integer, n
	}
	return EOF, 0
}

func scanPeriods(b []byte) (Kind, int) {
	n := 0
	for n < len(b) && b[n] == '.' {
		n++
	}
	return Period, n
}

// scanNAG measures '$' and its digits.
func scanNAG(b []byte) (Kind, int) {
	n := 1
	for n < len(b) && b[n]-'0' < 10 {
		n++
	}
	return NAG, n
}

var ellipsis = []byte("…")

func (s *scanner) single(k Kind) Kind { return s.token(k, 1) }

func (s *scanner) token(k Kind, n int) Kind {
	s.Kind = k
	s.Lit = s.buf[s.start : s.start+n]
	if n <= 8 && s.end-s.start >= 8 && plainWord(binary.LittleEndian.Uint64(s.buf[s.start:]), n) {
		// Most tokens are a few ASCII bytes: one word tells that no line
		// ends inside.
		s.start += n
		s.off += int64(n)
		s.col += n
		s.afterCR = false
		return k
	}
	s.advance(n)
	return k
}

// scanVariant asks the variant to classify the token.
func (s *scanner) scanVariant() (Kind, int) {
	return s.widen(s.variant.ScanMovetext)
}

// widen runs a token measure over the unread text, showing it more text
// while the token may run past what it saw, so that the token does not
// depend on how the input arrives.
//
// The measure sees a window of the text, never more than the token budget
// and a byte, so that a long token costs the same whether the text is in
// memory or read piece by piece. A token longer than the budget is
// reported and cut there.
func (s *scanner) widen(measure func([]byte) (Kind, int)) (Kind, int) {
	want := lookahead
	for {
		b := s.avail(want)
		whole := len(b) <= want && s.eof // b runs to the end of the input
		if len(b) > want {
			b = b[:want]
		}
		k, n := measure(b)
		if n > len(b) || n < 0 {
			return Invalid, 0
		}
		if n > s.tokenBytes {
			s.tokenOver()
			return k, s.tokenBytes
		}
		if n < len(b) || whole {
			return k, n
		}
		if len(b) < want {
			// The buffer can hold no more: the token is over the budget.
			s.tokenOver()
			return k, min(n, s.tokenBytes)
		}
		want = min(2*want, s.tokenBytes+1)
	}
}

// tokenOver reports the token at Pos as longer than the token budget.
func (s *scanner) tokenOver() {
	if s.report != nil && !s.quiet {
		s.report(limitExceeded(s.Pos, budgetTokenBytes, int64(s.tokenBytes)))
	}
}

// matchResult returns the length of the termination marker at the start of
// b, or 0. A marker must stand alone: "1-0" inside "1-0-0" is no marker.
func (s *scanner) matchResult(b []byte) int {
	if len(b) == 0 || s.resultBytes[b[0]]&resultFirst == 0 {
		return 0
	}
	for _, r := range s.results {
		// The conversion in the comparison does not allocate.
		if len(b) < len(r) || string(b[:len(r)]) != r {
			continue
		}
		if len(b) == len(r) || !continuesWord(b[len(r)]) {
			return len(r)
		}
	}
	return 0
}

// The flags of scanner.resultBytes.
const (
	resultFirst uint8 = 1 << iota
	resultWhole
	resultSecond
)

// mayBeResult reports whether the bytes at b[i:], with one byte after
// b[i] to look at, can start a termination marker.
func (s *scanner) mayBeResult(b []byte, i int) bool {
	f := s.resultBytes[b[i]]
	return f&resultWhole != 0 || f&resultFirst != 0 && s.resultBytes[b[i+1]]&resultSecond != 0
}

// continuesWord reports whether c, after a result, would make it part of a
// longer word.
func continuesWord(c byte) bool {
	return isSymbolByte(c) || c == '/' || c >= 0x80
}

// scanInvalid consumes one character that starts no token.
func (s *scanner) scanInvalid(b []byte) Kind {
	// A run of text is reported as one token of at most the lookahead, so
	// that it is cut at the same place whatever the buffer holds.
	if len(b) > lookahead {
		b = b[:lookahead]
	}
	r, n := utf8.DecodeRune(b)
	switch {
	case r == utf8.RuneError && n <= 1:
		// One report for a run of such bytes: binary data or text in
		// another encoding has them by the thousand.
		for n < len(b) && b[n] >= utf8.RuneSelf {
			if r2, size := utf8.DecodeRune(b[n:]); r2 != utf8.RuneError || size != 1 {
				break
			}
			n++
		}
		if n > 1 {
			s.errorf(s.Pos, CodeCharInvalid, "%d bytes from 0x%02X on are not valid UTF-8 text; give the file's encoding with --encoding", n, b[0])
		} else {
			s.errorf(s.Pos, CodeCharInvalid, "byte 0x%02X is not valid UTF-8 text; give the file's encoding with --encoding", b[0])
		}
	case r >= 0x7F && r <= 0x9F || r < 0x20:
		for n < len(b) && isControlByte(b[n]) {
			n++
		}
		if n > 1 {
			s.errorf(s.Pos, CodeCharControl, "%d control characters from U+%04X on are not allowed", n, r)
		} else {
			s.errorf(s.Pos, CodeCharControl, "control character U+%04X is not allowed", r)
		}
	case r >= 0x80:
		// One report for a run of foreign text, such as a move in a
		// notation the game's variant does not read.
		for n < len(b) && b[n] >= utf8.RuneSelf {
			r2, size := utf8.DecodeRune(b[n:])
			if r2 == utf8.RuneError || r2 == '\uFEFF' || r2 <= 0x9F {
				break
			}
			n += size
		}
		// Printed as written: an ideographic space is no escape.
		s.invalidText = b[:n]
		if n > len(string(r)) {
			s.errorf(s.Pos, CodeCharNonASCII, "non-ASCII text %s outside a string or comment", strconv.QuoteToGraphic(string(b[:n])))
		} else {
			s.errorf(s.Pos, CodeCharNonASCII, "non-ASCII character %s outside a string or comment", strconv.QuoteRuneToGraphic(r))
		}
		s.invalidText = nil
	default:
		for n < len(b) && isStray(b[n]) {
			n++
		}
		if n > 1 {
			s.errorf(s.Pos, CodeCharInvalid, "unexpected text %q", b[:n])
		} else {
			s.errorf(s.Pos, CodeCharInvalid, "unexpected character %q", r)
		}
	}
	return s.token(Invalid, n)
}

// isControlByte reports whether c is an ASCII control character that
// is no white space, which continues a run of them.
func isControlByte(c byte) bool {
	return c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\v' && c != '\f' || c == 0x7F
}

// isStray reports whether an ASCII byte can neither start a token nor
// separate one, so that it continues a run of unexpected text such as a
// "=======" rule under a game.
func isStray(c byte) bool {
	if c >= utf8.RuneSelf || c <= ' ' || isSymbolStart(c) {
		return false
	}
	return !strings.ContainsRune("[]{}()<>;\"$.*%!?", rune(c))
}

// checkText reports control characters and bytes that are not UTF-8
// inside a string or comment whose text starts lead bytes (all ASCII) after
// the token's position. One report per token is enough.
func (s *scanner) checkText(text []byte, pos Position, lead int) {
	for i := printablePrefix(text); i < len(text); i++ {
		c := text[i]
		if c >= 0x20 && c < 0x7F {
			i += printablePrefix(text[i:])
			if i >= len(text) {
				return
			}
			c = text[i]
			if c >= 0x20 && c < 0x7F {
				continue
			}
		}
		if c < utf8.RuneSelf {
			if c == 0x7F || (c < 0x20 && c != '\n' && c != '\r' && c != '\t') {
				s.errorf(textPosition(pos, lead, text[:i]), CodeCharControl,
					"control character U+%04X in text; the standard excludes codes 0-31 and 127-159", c)
				return
			}
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			s.errorf(textPosition(pos, lead, text[:i]), CodeCharInvalid,
				"byte 0x%02X is not valid UTF-8 text; give the file's encoding with --encoding", c)
			return
		case r <= 0x9F:
			s.errorf(textPosition(pos, lead, text[:i]), CodeCharControl,
				"control character U+%04X in text; the standard excludes codes 0-31 and 127-159", r)
			return
		}
		i += size - 1
	}
}

// textPosition is the position of the byte after before, which follows
// lead bytes of the token at pos.
func textPosition(pos Position, lead int, before []byte) Position {
	pos.Offset += int64(lead + len(before))
	lines, last := 0, -1
	for i, c := range before {
		if c == '\n' && i > 0 && before[i-1] == '\r' {
			last = i
			continue
		}
		if c == '\n' || c == '\r' {
			lines++
			last = i
		}
	}
	if lines > 0 {
		pos.Line += lines
		pos.Column = 1 + utf8.RuneCount(before[last+1:])
		return pos
	}
	pos.Column += lead + utf8.RuneCount(before)
	return pos
}

// scanToLineEnd reads a ';' comment or '%' escape line; skip is the length
// of the introducing character left out of the literal.
func (s *scanner) scanToLineEnd(k Kind, skip int) {
	i := 0
	for {
		b := s.buf[s.start:s.end]
		if len(b) > s.tokenBytes {
			b = b[:s.tokenBytes+1]
		}
		if j := lineEnd(b[i:]); j >= 0 {
			i += j
			break
		}
		i = len(b)
		if i > s.tokenBytes {
			// A line over the token budget is reported and passed over
			// to its end, as a comment over it is: its tail is no
			// further tokens (after a result it would read as a game).
			s.tokenOver()
			s.passLine(k)
			return
		}
		if !s.grow() {
			break
		}
	}
	n := i
	s.Kind = k
	s.Lit = s.buf[s.start+skip : s.start+n]
	s.checkText(s.Lit, s.Pos, skip)
	s.advance(n)
}

// passLine passes over a ';' comment or '%' escape line over the token
// budget, up to its line end, reading the input piece by piece; its
// literal is empty.
func (s *scanner) passLine(k Kind) {
	s.Kind, s.Lit = k, nil
	for {
		b := s.avail(1)
		if len(b) == 0 {
			return
		}
		if j := lineEnd(b); j >= 0 {
			s.advance(j)
			return
		}
		s.advance(len(b))
	}
}

// scanBraceComment reads a {...} comment. One that never closes ends before
// the next line that starts with '[', so the games after it are still read.
//
// A comment longer than the token budget is reported and passed over up
// to its '}', or up to the next line that starts with '[' when that comes
// first, without being held in memory; its literal is empty.
func (s *scanner) scanBraceComment() {
	i := 1
	for {
		b := s.buf[s.start:s.end]
		if len(b) > s.tokenBytes {
			b = b[:s.tokenBytes]
		}
		if j := bytes.IndexByte(b[i:], '}'); j >= 0 {
			i += j
			s.Kind = BraceComment
			s.Lit = b[1:i]
			s.checkText(s.Lit, s.Pos, 1)
			s.advance(i + 1)
			return
		}
		i = len(b)
		if i >= s.tokenBytes {
			// No '}' within the budget: a line that starts with '['
			// within it ends the comment as unclosed, as it does when
			// the input ends sooner, so that a short unclosed comment
			// reads the same whatever follows it. Only a comment with
			// neither is over the budget.
			if unclosedEnd(b) < len(b) {
				break
			}
			s.tokenOver()
			s.passComment()
			return
		}
		if !s.grow() {
			break
		}
	}
	// A failed grow may have moved the buffer: take the comment anew.
	b := s.buf[s.start:s.end]
	if len(b) > s.tokenBytes {
		b = b[:s.tokenBytes]
	}
	stop := unclosedEnd(b)
	s.Kind = BraceComment
	s.Lit = b[1:stop]
	pos := s.Pos
	s.advance(stop)
	s.errorf(pos, CodeCommentUnterminated, "comment has no closing '}'; reading resumes at line %d", s.line)
}

// unclosedEnd is where a comment b that has no '}' ends: before the first
// line that starts with '[', or at the end of b.
func unclosedEnd(b []byte) int {
	for j := 1; j+1 < len(b); j++ {
		if (b[j] == '\n' || b[j] == '\r') && b[j+1] == '[' {
			return j + 1
		}
	}
	return len(b)
}

// passComment passes over a comment over the token budget from its '{',
// up to its '}' or before the next line that starts with '[', reading the
// input piece by piece.
func (s *scanner) passComment() {
	s.Kind, s.Lit = BraceComment, nil
	s.advance(1)
	for {
		b := s.avail(2)
		if len(b) == 0 {
			return
		}
		for i, c := range b {
			switch {
			case c == '}':
				s.advance(i + 1)
				return
			case (c == '\n' || c == '\r') && i+1 < len(b) && b[i+1] == '[':
				s.advance(i + 1)
				return
			}
		}
		if n := len(b) - 1; n > 0 && !s.eof {
			// The last byte may be a line end whose '[' is still unread.
			s.advance(n)
		} else {
			s.advance(len(b))
		}
	}
}

// scanString reads a "..." string into s.str, undoing the escapes. In the
// tag section a quote counts as text when it is not followed by ']' while a
// later quote on the line is: real files write [White "Foo "Bar""] and
// [Event "Tournament \"].
func (s *scanner) scanString() {
	if s.scanPlainString() {
		return
	}
	s.str = s.str[:0]
	pos := s.Pos
	i := 1
	closed := false
	end := -1 // where the text ends, before the closing quote
	s.closing = s.closing[:0]
	lineScanned := false
	next := 0 // the next entry of s.closing not yet passed
	closes := func(q int) bool {
		if s.movetext {
			return true
		}
		if !lineScanned {
			s.scanTagLine()
			lineScanned = true
		}
		for next < len(s.closing) && s.closing[next] < q {
			next++
		}
		return next == len(s.closing) || s.closing[next] == q
	}
	for !closed {
		if s.start+i >= s.end && !s.fill(i+1) {
			s.errorf(pos, CodeStringUnterminated, "string has no closing '\"'")
			break
		}
		c := s.buf[s.start+i]
		switch c {
		case '\\':
			if s.start+i+1 >= s.end && !s.fill(i+2) {
				s.str = append(s.str, c)
				i++
				continue
			}
			nc := s.buf[s.start+i+1]
			if nc == '"' && !s.movetext && closes(i+1) && len(s.closing) > 0 && s.closing[len(s.closing)-1] == i+1 {
				// The last quote of the line, followed by ']': the
				// backslash before it is text, not an escape.
				s.warnf(s.offsetPosition(i), CodeStringEscape, "backslash before the closing quote is read as a backslash; write it as \\\\")
				s.str = append(s.str, c)
				end = i + 1
				i += 2
				closed = true
				continue
			}
			if nc == '"' || nc == '\\' {
				s.str = append(s.str, nc)
				i += 2
				continue
			}
			s.warnf(s.offsetPosition(i), CodeStringEscape, "backslash before %q is not an escape; only \\\" and \\\\ are", rune(nc))
			s.str = append(s.str, c)
			i++
		case '"':
			if !closes(i) {
				s.warnf(s.offsetPosition(i), CodeStringQuote, "quote inside a tag value must be escaped as \\\"")
				s.str = append(s.str, c)
				i++
				continue
			}
			end = i
			i++
			closed = true
		case '\n', '\r':
			s.errorf(pos, CodeStringUnterminated, "string has no closing '\"' on its line")
			closed = true
		default:
			if c == '\t' {
				s.warnf(s.offsetPosition(i), CodeTab, "tab character inside a string")
			}
			s.str = append(s.str, c)
			i++
		}
		if i > s.tokenBytes {
			s.tokenOver()
			break
		}
	}
	if end < 0 {
		end = i
	}
	s.checkText(s.buf[s.start+1:s.start+end], pos, 1)
	if n := utf8.RuneCount(s.str); n > maxLineLength {
		s.warnf(pos, CodeStringTooLong, "string is %d characters long; the standard allows %d", n, maxLineLength)
	}
	s.Kind = String
	s.Lit = s.str
	s.advance(i)
}

// scanPlainString reads the common string: no escapes, tabs or line ends
// before its closing quote, which ends the tag pair. Its literal is the
// buffer itself. It reports false, consuming nothing, for any other string.
func (s *scanner) scanPlainString() bool {
	b := s.buf[s.start+1 : s.end]
	cut := len(b) > s.tokenBytes
	if cut {
		b = b[:s.tokenBytes]
	}
	j := bytes.IndexByte(b, '"')
	if j < 0 || j+2 > s.tokenBytes || (!s.movetext && !closesTag(b[j+1:])) {
		return false
	}
	for _, c := range b[:j] {
		if c == '\\' || c == '\n' || c == '\r' || c == '\t' {
			return false
		}
	}
	if j+1 == len(b) && (cut || !s.eof) {
		// The line may go on past what is buffered.
		return false
	}
	text := b[:j]
	s.checkText(text, s.Pos, 1)
	if len(text) > maxLineLength {
		if n := utf8.RuneCount(text); n > maxLineLength {
			s.warnf(s.Pos, CodeStringTooLong, "string is %d characters long; the standard allows %d", n, maxLineLength)
		}
	}
	s.Kind = String
	s.Lit = text
	s.advance(j + 2)
	return true
}

// offsetPosition is the position of the byte i bytes into the current token,
// which lies on one line. Calls for one token must come with growing i:
// the column is counted on from the previous call, so that a token with
// many faults is not recounted from its start each time.
func (s *scanner) offsetPosition(i int) Position {
	if s.colFrom > i || s.colTok != s.off {
		s.colFrom, s.colRunes, s.colTok = 0, 0, s.off
	}
	s.colRunes += utf8.RuneCount(s.buf[s.start+s.colFrom : s.start+i])
	s.colFrom = i
	p := s.position()
	p.Offset += int64(i)
	p.Column += s.colRunes
	return p
}

// scanTagLine lists in s.closing the quotes of the current line, counted
// from the token start, that are followed by nothing but blanks and then
// ']' or the line end: the places where a tag value may end.
func (s *scanner) scanTagLine() {
	for lineEnd(s.buf[s.start:s.end]) < 0 && !s.eof && s.end-s.start <= s.tokenBytes {
		if !s.grow() {
			break
		}
	}
	line := s.buf[s.start:s.end]
	if j := lineEnd(line); j >= 0 {
		line = line[:j]
	}
	for q := 1; q < len(line); q++ {
		if line[q] == '"' && closesTag(line[q+1:]) {
			s.closing = append(s.closing, q)
		}
	}
}

// closesTag reports whether b, after a quote, is where a tag pair ends.
func closesTag(b []byte) bool {
	b = bytes.TrimLeft(b, " \t")
	return len(b) == 0 || b[0] == ']'
}
