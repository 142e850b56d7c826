package pgn

import (
	"math"
	"strconv"
	"strings"
	"time"
)

// ParseClock reads the argument of [%clk] or [%emt]: hours, minutes and
// seconds as "H:MM:SS", the seconds with an optional fraction
// ("1:02:03", "0:00:05.25"). Minutes and seconds of one digit, or of 60
// and more, are read as written (python-chess reads them so too); a
// fraction is kept to the nanosecond.
func ParseClock(args string) (time.Duration, error) { return parseClock(CommandClock, args) }

// parseClock is ParseClock for the command name, which errors quote.
func parseClock(name, args string) (time.Duration, error) {
	if d, ok := quickClock(args); ok {
		return d, nil
	}
	return parseClockGeneral(name, args)
}

// parseClockGeneral is parseClock for every form.
func parseClockGeneral(name, args string) (time.Duration, error) {
	bad := func(why string) (time.Duration, error) {
		return 0, &commandError{name, args, why}
	}
	h, rest, ok := strings.Cut(args, ":")
	if !ok {
		return bad("want H:MM:SS")
	}
	m, s, ok := strings.Cut(rest, ":")
	if !ok {
		return bad("want H:MM:SS")
	}
	secs, frac, hasFrac := strings.Cut(s, ".")
	if !allDigits(h) || !allDigits(m) || !allDigits(secs) || (hasFrac && frac != "" && !allDigits(frac)) {
		return bad("want H:MM:SS with digits only")
	}
	if len(m) > 2 || len(secs) > 2 {
		return bad("minutes and seconds have at most two digits")
	}
	hours, err := strconv.ParseInt(h, 10, 64)
	if err != nil || hours > int64(math.MaxInt64/time.Hour)-1 {
		return bad("too many hours")
	}
	mins, _ := strconv.Atoi(m)
	sec, _ := strconv.Atoi(secs)
	d := time.Duration(hours)*time.Hour + time.Duration(mins)*time.Minute + time.Duration(sec)*time.Second
	if len(frac) > 9 {
		frac = frac[:9] // below a nanosecond
	}
	if frac != "" {
		n, _ := strconv.Atoi(frac)
		for i := len(frac); i < 9; i++ {
			n *= 10
		}
		d += time.Duration(n)
	}
	return d, nil
}

// quickClock reads the form nearly every clock has, H:MM:SS or HH:MM:SS
// without a fraction, as parseClock would; ok is false for any other
// text, which parseClock reads by its general rules.
func quickClock(args string) (time.Duration, bool) {
	h := len(args) - 6 // the digits of the hours
	if h != 1 && h != 2 || args[h] != ':' || args[h+3] != ':' {
		return 0, false
	}
	var v [6]int
	n := 0
	for i := 0; i < len(args); i++ {
		if i == h || i == h+3 {
			continue
		}
		d := int(args[i]) - '0'
		if d < 0 || d > 9 {
			return 0, false
		}
		v[n] = d
		n++
	}
	hours := v[0]
	if h == 2 {
		hours = v[0]*10 + v[1]
	}
	m := v[h]*10 + v[h+1]
	sec := v[h+2]*10 + v[h+3]
	return time.Duration(hours)*time.Hour + time.Duration(m)*time.Minute + time.Duration(sec)*time.Second, true
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i]-'0' >= 10 {
			return false
		}
	}
	return true
}

// FormatClock writes d as [%clk] and [%emt] want it: "H:MM:SS", with the
// fraction of a second after a '.' when there is one, without trailing
// zeros ("0:00:05.25"). A negative d is written as 0:00:00.
func FormatClock(d time.Duration) string {
	return string(AppendClock(nil, d))
}

// AppendClock appends d as [FormatClock] writes it.
func AppendClock(dst []byte, d time.Duration) []byte {
	if d < 0 {
		d = 0
	}
	h := d / time.Hour
	m := d % time.Hour / time.Minute
	s := d % time.Minute / time.Second
	ns := d % time.Second
	dst = strconv.AppendInt(dst, int64(h), 10)
	dst = append(dst, ':', byte('0'+m/10), byte('0'+m%10), ':', byte('0'+s/10), byte('0'+s%10))
	if ns > 0 {
		var frac [9]byte
		for i := 8; i >= 0; i-- {
			frac[i] = byte('0' + ns%10)
			ns /= 10
		}
		n := 9
		for frac[n-1] == '0' {
			n--
		}
		dst = append(dst, '.')
		dst = append(dst, frac[:n]...)
	}
	return dst
}

// Eval is an engine's evaluation, as [%eval] gives it: from White's
// point of view, in centipawns or as a mate in so many moves, with the
// search depth when the writer gave it (lichess: [%eval 0.25,18]).
type Eval struct {
	// Mate is set when Value counts moves to mate: [%eval #3] is a mate
	// by White in 3, [%eval #-3] by Black.
	Mate bool
	// Value is centipawns ([%eval 0.25] is 25, [%eval -1.5] is -150) or,
	// with Mate, moves to mate.
	Value int
	// Depth is the search depth, 0 when none was written.
	Depth int
}

// maxEvalValue bounds the numbers an evaluation holds, so that every
// value written reads back the same.
const maxEvalValue = 1_000_000_000

// ParseEval reads the argument of [%eval]: pawns with up to two decimals
// ("0.25", "-1.50", "+3"; more decimals are rounded to the centipawn) or
// "#n" for a mate in n moves ("#-3"), then optionally ",depth".
func ParseEval(args string) (Eval, error) {
	bad := func(why string) (Eval, error) {
		return Eval{}, &commandError{CommandEval, args, why}
	}
	var e Eval
	value, depth, hasDepth := strings.Cut(args, ",")
	if hasDepth {
		if !allDigits(depth) {
			return bad("the depth after ',' is digits")
		}
		d, err := strconv.Atoi(depth)
		if err != nil || d > maxEvalValue {
			return bad("the depth is too large")
		}
		e.Depth = d
	}
	if rest, ok := strings.CutPrefix(value, "#"); ok {
		n, err := parseSigned(rest)
		if err != nil {
			return bad("a mate is # and a number of moves, such as #3 or #-3")
		}
		e.Mate, e.Value = true, n
		return e, nil
	}
	cp, ok := parsePawns(value)
	if !ok {
		return bad("an evaluation is pawns, such as 0.25 or -1.50, or a mate such as #-3")
	}
	e.Value = cp
	return e, nil
}

// parseSigned reads an optionally signed decimal integer within
// ±maxEvalValue.
func parseSigned(s string) (int, error) {
	neg := false
	switch {
	case strings.HasPrefix(s, "-"):
		neg, s = true, s[1:]
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	}
	if !allDigits(s) {
		return 0, ErrCommand
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > maxEvalValue {
		return 0, ErrCommand
	}
	if neg {
		n = -n
	}
	return n, nil
}

// parsePawns reads "[+-]digits[.digits]" (or ".digits") as centipawns,
// rounding half away from zero past two decimals.
func parsePawns(s string) (int, bool) {
	neg := false
	switch {
	case strings.HasPrefix(s, "-"):
		neg, s = true, s[1:]
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	}
	whole, frac, hasFrac := strings.Cut(s, ".")
	if whole == "" && frac == "" {
		return 0, false
	}
	if (whole != "" && !allDigits(whole)) || (hasFrac && frac != "" && !allDigits(frac)) {
		return 0, false
	}
	if len(whole) > 9 {
		return 0, false
	}
	cp := 0
	if whole != "" {
		w, _ := strconv.Atoi(whole)
		cp = w * 100
	}
	if len(frac) > 0 {
		cp += 10 * int(frac[0]-'0')
	}
	if len(frac) > 1 {
		cp += int(frac[1] - '0')
	}
	if len(frac) > 2 && frac[2] >= '5' {
		cp++ // rounded half away from zero
	}
	if cp > maxEvalValue {
		return 0, false
	}
	if neg {
		cp = -cp
	}
	return cp, true
}

// String writes e as the argument of [%eval], as lichess does: pawns
// with one or two decimals, no trailing zero after the first ("0.25",
// "-1.5", "0.0", "10.2"), or "#3", "#-3"; then ",depth" when Depth is
// set. Every evaluation of the corpus is written so.
func (e Eval) String() string { return string(e.AppendText(nil)) }

// AppendText appends e as String writes it.
func (e Eval) AppendText(dst []byte) []byte {
	v := e.Value
	if e.Mate {
		dst = append(dst, '#')
		dst = strconv.AppendInt(dst, int64(v), 10)
	} else {
		if v < 0 {
			dst = append(dst, '-')
			v = -v
		}
		dst = strconv.AppendInt(dst, int64(v/100), 10)
		dst = append(dst, '.', byte('0'+v%100/10))
		if v%10 != 0 {
			dst = append(dst, byte('0'+v%10))
		}
	}
	if e.Depth > 0 {
		dst = append(dst, ',')
		dst = strconv.AppendInt(dst, int64(e.Depth), 10)
	}
	return dst
}

// valid reports whether e can be written and read back the same.
func (e Eval) valid() bool {
	return e.Value >= -maxEvalValue && e.Value <= maxEvalValue && e.Depth >= 0 && e.Depth <= maxEvalValue
}

// The colours of arrows and marked squares, as ChessBase and lichess
// write them.
const (
	ColorRed    = 'R'
	ColorGreen  = 'G'
	ColorYellow = 'Y'
	ColorBlue   = 'B'
)

// Arrow is one arrow of [%cal]: a colour letter (R, G, Y, B) and the
// squares it goes from and to, as text. The core knows no board, so a
// square is only checked for its shape: letters followed by digits
// ("e4", "a10", xiangqi "i9", C'escacs "F12").
type Arrow struct {
	Color    byte
	From, To string
}

// Mark is one coloured square of [%csl].
type Mark struct {
	Color  byte
	Square string
}

// String writes the arrow as [%cal] does: "Ge2e4".
func (a Arrow) String() string { return string(a.Color) + a.From + a.To }

// String writes the mark as [%csl] does: "Ge4".
func (m Mark) String() string { return string(m.Color) + m.Square }

func isShapeColor(c byte) bool {
	return c == ColorRed || c == ColorGreen || c == ColorYellow || c == ColorBlue
}

// squareLen returns the length of the square at the start of s: one or
// more ASCII letters, then one or more digits; 0 when there is none.
func squareLen(s string) int {
	i := 0
	for i < len(s) && (s[i]-'a' < 26 || s[i]-'A' < 26) {
		i++
	}
	if i == 0 || i > 4 {
		return 0
	}
	j := i
	for j < len(s) && s[j]-'0' < 10 {
		j++
	}
	if j == i || j-i > 4 {
		return 0
	}
	return j
}

// isSquare reports whether s is one square.
func isSquare(s string) bool { n := squareLen(s); return n > 0 && n == len(s) }

// shapeItems splits a [%cal] or [%csl] argument at commas; space around
// an item is allowed. An empty argument has no items.
func shapeItems(args string) []string {
	if strings.TrimSpace(args) == "" {
		return nil
	}
	items := strings.Split(args, ",")
	for i := range items {
		items[i] = strings.TrimSpace(items[i])
	}
	return items
}

// ParseArrows reads the argument of [%cal]: arrows separated by commas,
// each a colour letter and two squares ("Ge2e4,Rd1d8").
func ParseArrows(args string) ([]Arrow, error) {
	var out []Arrow
	for _, it := range shapeItems(args) {
		if len(it) < 2 || !isShapeColor(it[0]) {
			return nil, &commandError{CommandArrows, args, "an arrow is a colour (R, G, Y, B) and two squares, such as Ge2e4"}
		}
		n := squareLen(it[1:])
		if n == 0 || !isSquare(it[1+n:]) {
			return nil, &commandError{CommandArrows, args, "an arrow is a colour (R, G, Y, B) and two squares, such as Ge2e4"}
		}
		out = append(out, Arrow{Color: it[0], From: it[1 : 1+n], To: it[1+n:]})
	}
	return out, nil
}

// ParseMarks reads the argument of [%csl]: squares separated by commas,
// each after a colour letter ("Ge4,Ra1").
func ParseMarks(args string) ([]Mark, error) {
	var out []Mark
	for _, it := range shapeItems(args) {
		if len(it) < 2 || !isShapeColor(it[0]) || !isSquare(it[1:]) {
			return nil, &commandError{CommandMarks, args, "a mark is a colour (R, G, Y, B) and a square, such as Ge4"}
		}
		out = append(out, Mark{Color: it[0], Square: it[1:]})
	}
	return out, nil
}

// FormatArrows writes arrows as the argument of [%cal]; it fails on an
// arrow with another colour or a square of another shape.
func FormatArrows(arrows []Arrow) (string, error) {
	var b strings.Builder
	for i, a := range arrows {
		if !isShapeColor(a.Color) || !isSquare(a.From) || !isSquare(a.To) {
			return "", &commandError{CommandArrows, a.String(), "an arrow is a colour (R, G, Y, B) and two squares, such as Ge2e4"}
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(a.String())
	}
	return b.String(), nil
}

// FormatMarks writes marks as the argument of [%csl].
func FormatMarks(marks []Mark) (string, error) {
	var b strings.Builder
	for i, m := range marks {
		if !isShapeColor(m.Color) || !isSquare(m.Square) {
			return "", &commandError{CommandMarks, m.String(), "a mark is a colour (R, G, Y, B) and a square, such as Ge4"}
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(m.String())
	}
	return b.String(), nil
}
