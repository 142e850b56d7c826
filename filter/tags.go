package filter

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// op is a tag condition's operator.
type op uint8

const (
	opEq  op = iota // =
	opSub           // *=
	opRe            // ~=
	opNE            // !=
	opLT            // <
	opLE            // <=
	opGT            // >
	opGE            // >=
)

// operators in the order they are tried: two-byte ones first.
var operators = []struct {
	text string
	op   op
}{{"*=", opSub}, {"~=", opRe}, {"!=", opNE}, {"<=", opLE}, {">=", opGE}, {"=", opEq}, {"<", opLT}, {">", opGT}}

// Pseudo-tags that stand for both sides' tags.
const (
	pseudoPlayer = "Player"
	pseudoElo    = "Elo"
)

// tagCond is one condition on a tag's value.
type tagCond struct {
	tag    string
	op     op
	value  string
	re     *regexp.Regexp
	isDate bool
	isNum  bool
	num    float64
	date   date
}

// tagGroup holds conditions on one tag that are ORed together.
type tagGroup struct {
	conds []tagCond
}

// isDateTag tells whether a tag's values are PGN dates (Date, EventDate, UTCDate).
func isDateTag(name string) bool {
	return strings.HasSuffix(name, "Date")
}

// compile checks the condition's value and prepares it; column is where the
// value starts, for errors.
func (c *tagCond) compile(text string, column int) *CriterionError {
	switch c.op {
	case opRe:
		re, err := regexp.Compile(c.value)
		if err != nil {
			return &CriterionError{Text: text, Column: column, Msg: "bad regular expression: " + err.Error()}
		}
		c.re = re
	case opLT, opLE, opGT, opGE, opNE:
		if isDateTag(c.tag) {
			d, ok := parseDate(c.value)
			if !ok || d[0] < 0 {
				if c.op == opNE {
					return nil // a plain inequality of texts
				}
				return &CriterionError{Text: text, Column: column, Msg: "want a date such as 2020.01.31, 2020.01 or 2020"}
			}
			c.isDate, c.date = true, d
			return nil
		}
		f, err := strconv.ParseFloat(c.value, 64)
		if err != nil {
			if c.op == opNE {
				return nil
			}
			return &CriterionError{Text: text, Column: column, Msg: "want a number to compare with"}
		}
		c.num, c.isNum = f, true
	}
	return nil
}

// matchValue tests one tag value.
func (c *tagCond) matchValue(v string) bool {
	switch c.op {
	case opEq:
		return v == c.value
	case opSub:
		return strings.Contains(v, c.value)
	case opRe:
		return c.re.MatchString(v)
	}
	var cmp int
	if c.isDate {
		d, ok := parseDate(v)
		if !ok || d[0] < 0 {
			return false // an unknown year is no answer to a date comparison
		}
		cmp = compareDates(d, c.date)
	} else if !c.isNum {
		return v != c.value // only "!=" compiles without a number
	} else {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return false
		}
		switch {
		case f < c.num:
			cmp = -1
		case f > c.num:
			cmp = 1
		}
	}
	switch c.op {
	case opNE:
		return cmp != 0
	case opLT:
		return cmp < 0
	case opLE:
		return cmp <= 0
	case opGT:
		return cmp > 0
	default: // opGE
		return cmp >= 0
	}
}

// match tests the condition on a game's tags; sides are the variant's tag
// names of the two players and of their Elo ratings.
func (c *tagCond) match(tags []pgn.Tag, s *sides) bool {
	switch c.tag {
	case pseudoPlayer:
		return c.matchTag(tags, s.players[0]) || c.matchTag(tags, s.players[1])
	case pseudoElo:
		return c.matchTag(tags, s.elos[0]) || c.matchTag(tags, s.elos[1])
	}
	return c.matchTag(tags, c.tag)
}

// matchTag tests the first tag called name; a missing tag matches only "!=".
func (c *tagCond) matchTag(tags []pgn.Tag, name string) bool {
	v, ok := pgn.TagValue(tags, name)
	if !ok {
		return c.op == opNE
	}
	return c.matchValue(v)
}

// match is true when any condition of the group matches.
func (g *tagGroup) match(tags []pgn.Tag, s *sides) bool {
	for i := range g.conds {
		if g.conds[i].match(tags, s) {
			return true
		}
	}
	return false
}
