package convert

import (
	"strconv"
	"strings"
	"time"

	"github.com/pgntool/pgntool/pgn"
)

// commandValues are the typed values of a comment's commands that both
// formats carry beside the comment's text: the first well-formed [%clk],
// [%emt] and [%eval], and the items of every well-formed [%cal] and
// [%csl]. Malformed commands stay in the text only.
type commandValues struct {
	clock, emt       time.Duration
	hasClock, hasEMT bool
	eval             pgn.Eval
	hasEval          bool
	arrows           []pgn.Arrow
	marks            []pgn.Mark
	// found is the comment's commands, kept to reuse its room.
	found []pgn.Command
}

// read parses the commands of text into v, reusing v's slices.
func (v *commandValues) read(text string) {
	*v = commandValues{arrows: v.arrows[:0], marks: v.marks[:0], found: v.found[:0]}
	if !strings.Contains(text, "[%") {
		return
	}
	v.found = pgn.AppendCommands(v.found, text)
	for _, c := range v.found {
		switch c.Name {
		case pgn.CommandClock:
			if d, err := pgn.ParseClock(c.Args); err == nil && !v.hasClock {
				v.clock, v.hasClock = d, true
			}
		case pgn.CommandEMT:
			if d, err := pgn.ParseClock(c.Args); err == nil && !v.hasEMT {
				v.emt, v.hasEMT = d, true
			}
		case pgn.CommandEval:
			if e, err := pgn.ParseEval(c.Args); err == nil && !v.hasEval {
				v.eval, v.hasEval = e, true
			}
		case pgn.CommandArrows:
			if a, err := pgn.ParseArrows(c.Args); err == nil {
				v.arrows = append(v.arrows, a...)
			}
		case pgn.CommandMarks:
			if m, err := pgn.ParseMarks(c.Args); err == nil {
				v.marks = append(v.marks, m...)
			}
		}
	}
}

// appendSeconds writes d in seconds, with the fraction as far as it goes
// ("179.5"); durations are whole nanoseconds, so the text is exact.
func appendSeconds(dst []byte, d time.Duration) []byte {
	dst = strconv.AppendInt(dst, int64(d/time.Second), 10)
	ns := d % time.Second
	if ns == 0 {
		return dst
	}
	frac := strconv.AppendInt(nil, int64(ns)+1e9, 10)[1:] // nine digits
	return append(append(dst, '.'), strings.TrimRight(string(frac), "0")...)
}

// appendJSONCommands appends the comment's typed values as JSON members,
// each after a comma. Squares and colours are ASCII letters and digits,
// so they need no escaping.
func appendJSONCommands(dst []byte, v *commandValues) []byte {
	if v.hasClock {
		dst = appendSeconds(append(dst, `,"clock":`...), v.clock)
	}
	if v.hasEMT {
		dst = appendSeconds(append(dst, `,"emt":`...), v.emt)
	}
	if v.hasEval {
		key := `,"eval":{"cp":`
		if v.eval.Mate {
			key = `,"eval":{"mate":`
		}
		dst = strconv.AppendInt(append(dst, key...), int64(v.eval.Value), 10)
		if v.eval.Depth > 0 {
			dst = strconv.AppendInt(append(dst, `,"depth":`...), int64(v.eval.Depth), 10)
		}
		dst = append(dst, '}')
	}
	if len(v.arrows) > 0 {
		dst = append(dst, `,"arrows":[`...)
		for i, a := range v.arrows {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, `{"color":"`...)
			dst = append(dst, a.Color)
			dst = append(dst, `","from":"`...)
			dst = append(dst, a.From...)
			dst = append(dst, `","to":"`...)
			dst = append(dst, a.To...)
			dst = append(dst, `"}`...)
		}
		dst = append(dst, ']')
	}
	if len(v.marks) > 0 {
		dst = append(dst, `,"marks":[`...)
		for i, m := range v.marks {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, `{"color":"`...)
			dst = append(dst, m.Color)
			dst = append(dst, `","square":"`...)
			dst = append(dst, m.Square...)
			dst = append(dst, `"}`...)
		}
		dst = append(dst, ']')
	}
	return dst
}

// appendXMLCommands appends the comment's typed values as attributes of
// <comment>: clock and emt in seconds, eval-cp or eval-mate with
// eval-depth, and arrows and marks in their commands' own form
// ("Ge2e4,Rd1d8"), which needs no escaping.
func appendXMLCommands(dst []byte, v *commandValues) []byte {
	if v.hasClock {
		dst = append(appendSeconds(append(dst, ` clock="`...), v.clock), '"')
	}
	if v.hasEMT {
		dst = append(appendSeconds(append(dst, ` emt="`...), v.emt), '"')
	}
	if v.hasEval {
		key := ` eval-cp="`
		if v.eval.Mate {
			key = ` eval-mate="`
		}
		dst = append(strconv.AppendInt(append(dst, key...), int64(v.eval.Value), 10), '"')
		if v.eval.Depth > 0 {
			dst = append(strconv.AppendInt(append(dst, ` eval-depth="`...), int64(v.eval.Depth), 10), '"')
		}
	}
	if len(v.arrows) > 0 {
		dst = append(dst, ` arrows="`...)
		for i, a := range v.arrows {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, a.String()...)
		}
		dst = append(dst, '"')
	}
	if len(v.marks) > 0 {
		dst = append(dst, ` marks="`...)
		for i, m := range v.marks {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, m.String()...)
		}
		dst = append(dst, '"')
	}
	return dst
}
