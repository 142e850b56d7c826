package cescacs

import (
	"fmt"
	"strings"
)

// alternatives are the letters the spec allows instead of the standard
// ones, declared with the Redefine tag.
var alternatives = map[byte]kind{
	'A': bishop, 'B': bishop, 'F': bishop, 'L': bishop,
	'C': knight, 'S': knight,
	'T': rook,
	'W': wyvern,
	'Q': queen,
}

// letters is the piece alphabet of one game: the standard letters, a set
// redefined by the Redefine tag, or FAN figurines.
type letters struct {
	fan      bool
	redefine bool           // a Redefine tag with letters was given
	of       [numKinds]byte // letter written for each kind
	kindOf   [128]kind      // kind for each upper-case letter accepted
	standard [128]kind      // kind of each standard letter, for diagnostics
}

func standardAlphabet() letters {
	var l letters
	for k := pawn; k < numKinds; k++ {
		c := standardLetters[k]
		l.of[k] = c
		l.kindOf[c] = k
		l.standard[c] = k
	}
	return l
}

// parseRedefine reads a Redefine value: "FAN", or pairs "A@J" separated by
// commas. It returns the alphabet and an error naming the faulty pair.
func parseRedefine(v string) (letters, error) {
	l := standardAlphabet()
	v = strings.TrimSpace(v)
	if v == "FAN" {
		l.fan = true
		return l, nil
	}
	if v == "" {
		return l, fmt.Errorf("empty Redefine value: write pairs such as \"A@J\" or \"FAN\"")
	}
	seen := [numKinds]bool{}
	for _, part := range strings.Split(v, ",") {
		p := strings.TrimSpace(part)
		if len(p) != 3 || p[1] != '@' {
			return l, fmt.Errorf("the Redefine pair %q is not of the form X@Y (such as A@J)", p)
		}
		alt, std := p[0], p[2]
		k := kind(0)
		if std < 128 {
			k = l.standard[std]
		}
		if k == noKind {
			return l, fmt.Errorf("the Redefine pair %q: %q is not a standard piece letter", p, std)
		}
		if alternatives[alt] != k {
			return l, fmt.Errorf("the Redefine pair %q: %q is not an allowed letter for the %s (allowed: %s)", p, alt, k, allowedFor(k))
		}
		if seen[k] {
			return l, fmt.Errorf("the Redefine pair %q: the %s is redefined twice", p, k)
		}
		seen[k] = true
		l.kindOf[std] = noKind
		l.kindOf[alt] = k
		l.of[k] = alt
		l.redefine = true
	}
	return l, nil
}

func allowedFor(k kind) string {
	var s []string
	for _, c := range "ABFLCSTWQ" {
		if alternatives[byte(c)] == k {
			s = append(s, string(c))
		}
	}
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// String writes the alphabet back as a Redefine value, "" for standard.
func (l *letters) String() string {
	if l.fan {
		return "FAN"
	}
	var parts []string
	for k := pawn; k < numKinds; k++ {
		if l.of[k] != standardLetters[k] {
			parts = append(parts, string(l.of[k])+"@"+string(standardLetters[k]))
		}
	}
	return strings.Join(parts, ", ")
}

// appendPiece writes a piece in this alphabet; colour matters only for FAN
// and for TLPD (lower case for Black).
func (l *letters) appendPiece(dst []byte, k kind, s side, caseByColour bool) []byte {
	if l.fan {
		return append(dst, fanFigures[k][s]...)
	}
	c := l.of[k]
	if caseByColour && s == black {
		c += 'a' - 'A'
	}
	return append(dst, c)
}
