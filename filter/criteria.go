package filter

import (
	"strconv"
	"strings"

	"github.com/pgntool/pgntool/pgn"
)

// Criteria is a compiled selection: a game matches when it meets every
// condition. A Criteria is read-only once compiled, so one value may serve
// many goroutines.
type Criteria struct {
	groups     []tagGroup
	groupIndex map[string]int // tag name to its OR group
	ecos       []ecoCond
	variants   []string // the game's variant must be one of these
	minPlies   int
	maxPlies   int // -1: no bound
	checkmate  bool
	stalemate  bool
	positions  []positionCond
	materials  []materialCond
	variations bool
	sides      sidesTable
}

// Compile compiles criteria given one per string, as command-line flags
// give them. A blank criterion is an error.
func Compile(criteria ...string) (*Criteria, error) {
	c := newCriteria()
	for _, text := range criteria {
		if err := c.add(text); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// Parse compiles a criteria file: one criterion a line; blank lines and
// lines starting with '#' or '%' (pgn-extract's comment) are skipped.
// Errors carry the line number.
func Parse(text string) (*Criteria, error) {
	c := newCriteria()
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSuffix(line, "\r")
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' || t[0] == '%' {
			continue
		}
		if err := c.add(line); err != nil {
			err.Line = i + 1
			return nil, err
		}
	}
	return c, nil
}

func newCriteria() *Criteria {
	return &Criteria{groupIndex: map[string]int{}, maxPlies: -1, sides: newSidesTable()}
}

// Replays tells whether Match has to replay games: only position,
// material, checkmate and stalemate criteria need the moves played.
func (c *Criteria) Replays() bool {
	if c == nil {
		return false
	}
	return c.checkmate || c.stalemate || len(c.positions) > 0 || len(c.materials) > 0
}

// keywords are the criteria written "name:value" or as a bare word.
var keywords = []string{"player", "result", "eco", "ecco", "variant", "plies", "position", "material", "checkmate", "stalemate", "variations"}

// add compiles one criterion.
func (c *Criteria) add(text string) *CriterionError {
	start := len(text) - len(strings.TrimLeft(text, " \t"))
	s := strings.TrimSpace(text)
	fail := func(col int, msg string) *CriterionError {
		return &CriterionError{Text: text, Column: start + col + 1, Msg: msg}
	}
	if s == "" {
		return fail(0, "empty criterion")
	}
	name := s
	value, hasValue := "", false
	if i := strings.IndexByte(s, ':'); i >= 0 {
		name, value, hasValue = s[:i], strings.TrimSpace(s[i+1:]), true
	}
	valueCol := len(s) - len(value)
	for _, k := range keywords {
		if name != k {
			continue
		}
		switch k {
		case "checkmate", "stalemate", "variations":
			if hasValue {
				return fail(len(name), k+" takes no value")
			}
		default:
			if value == "" {
				return fail(len(name), k+" wants a value after ':'")
			}
		}
		return c.addKeyword(k, value, fail, valueCol)
	}
	return c.addTag(s, fail)
}

func (c *Criteria) addKeyword(k, value string, fail func(int, string) *CriterionError, col int) *CriterionError {
	switch k {
	case "player":
		c.addCond(tagCond{tag: pseudoPlayer, op: opEq, value: unquote(value)})
	case "result":
		c.addCond(tagCond{tag: "Result", op: opEq, value: unquote(value)})
	case "eco", "ecco":
		from, to, isRange := strings.Cut(strings.ToUpper(value), "-")
		if !isRange {
			to = from
		}
		from, to = strings.TrimSpace(from), strings.TrimSpace(to)
		if !validCode(from) || !validCode(to) {
			return fail(col, "want an opening code such as B90, or a range such as B90-B99")
		}
		if from > to {
			return fail(col, "the range's first code comes after its last")
		}
		c.ecos = append(c.ecos, ecoCond{from: from, to: to, onlyECCO: k == "ecco"})
	case "variant":
		v, ok := pgn.LookupVariant(value)
		if !ok {
			return fail(col, "no game is called "+strconv.Quote(value))
		}
		c.variants = append(c.variants, v.Name())
	case "plies":
		lo, hi, isRange := strings.Cut(value, "-")
		if !isRange {
			hi = lo
		}
		min, max := 0, -1
		var err error
		if lo = strings.TrimSpace(lo); lo != "" {
			if min, err = strconv.Atoi(lo); err != nil || min < 0 {
				return fail(col, "want a ply count, or bounds such as 20-80, 20- or -80")
			}
		}
		if hi = strings.TrimSpace(hi); hi != "" {
			if max, err = strconv.Atoi(hi); err != nil || max < 0 {
				return fail(col, "want a ply count, or bounds such as 20-80, 20- or -80")
			}
		}
		if max >= 0 && min > max {
			return fail(col, "the lower bound is above the upper one")
		}
		if min > c.minPlies {
			c.minPlies = min
		}
		if max >= 0 && (c.maxPlies < 0 || max < c.maxPlies) {
			c.maxPlies = max
		}
	case "position", "material":
		if len(c.positions)+len(c.materials) >= maxSought {
			return fail(0, "too many position and material criteria (at most 64)")
		}
	}
	switch k {
	case "position":
		p, ok := parsePosition(unquote(value))
		if !ok {
			return fail(col, "no game can set this position up")
		}
		c.positions = append(c.positions, p)
	case "material":
		m, mcol, msg := parseMaterial(value)
		if msg != "" {
			return fail(col+mcol, msg)
		}
		c.materials = append(c.materials, m)
	case "checkmate":
		c.checkmate = true
	case "stalemate":
		c.stalemate = true
	case "variations":
		c.variations = true
	}
	return nil
}

// addTag compiles "Name<op>value".
func (c *Criteria) addTag(s string, fail func(int, string) *CriterionError) *CriterionError {
	n := 0
	for n < len(s) && (s[n] == '_' || s[n] >= '0' && s[n] <= '9' || s[n] >= 'A' && s[n] <= 'Z' || s[n] >= 'a' && s[n] <= 'z') {
		n++
	}
	if n == 0 {
		return fail(0, "want a tag name or one of "+strings.Join(keywords, ", "))
	}
	i := n
	for i < len(s) && s[i] == ' ' {
		i++
	}
	for _, o := range operators {
		if !strings.HasPrefix(s[i:], o.text) {
			continue
		}
		rest := s[i+len(o.text):]
		value := strings.TrimSpace(rest)
		col := len(s) - len(value)
		cond := tagCond{tag: s[:n], op: o.op, value: unquote(value)}
		if err := cond.compile(s, col+1); err != nil {
			e := fail(col, err.Msg)
			return e
		}
		c.addCond(cond)
		return nil
	}
	return fail(i, "want an operator: = *= ~= != < <= > >=")
}

// addCond puts equality, substring and pattern conditions into their tag's
// OR group, and each comparison into a group of its own (ANDed).
func (c *Criteria) addCond(cond tagCond) {
	if cond.op <= opRe {
		if i, ok := c.groupIndex[cond.tag]; ok {
			c.groups[i].conds = append(c.groups[i].conds, cond)
			return
		}
		c.groupIndex[cond.tag] = len(c.groups)
	}
	c.groups = append(c.groups, tagGroup{conds: []tagCond{cond}})
}

// unquote takes off one pair of surrounding double quotes, as pgn-extract's
// tag files write values.
func unquote(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}
