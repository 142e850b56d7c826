package pgn

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// NewGame returns an empty game of variant v: the variant's required
// tags in roster order with unknown values ("?", and the Date's "????.??.??"
// or the variant's own form), the Result "*", and the tag that names the
// game when it is not the default game (xiangqi's Game, C'escacs's
// Variant), as the variant's reduced export gives them; a Variant tag is
// added when those tags would not make [ChooseVariant] choose v. A nil v
// gives the Seven Tag Roster and a game without a board, to which no move
// can be added.
func NewGame(v Variant) *Game {
	g := &Game{Variant: v, Result: "*"}
	e := TagExport{Result: "*", Reduced: true}
	if v == nil {
		g.Tags = exportStandardTags(nil, e)
		return g
	}
	e.Notation = canonicalNotation(v)
	g.Tags = v.ExportTags(nil, e)
	// A reader chooses the game's variant from its tags ([ChooseVariant]):
	// name a variant that is not the default game when they would not
	// choose it (its reduced export names no game, or it is not
	// registered).
	f := factsOf(v)
	if w := ChooseVariant(g.Tags); !f.Default && (w == nil || factsOf(w).Name != f.Name) {
		g.Tags = append(g.Tags, Tag{Name: "Variant", Value: f.Name})
	}
	return g
}

// canonicalNotation is the notation edited moves are stored in: the
// variant's first.
func canonicalNotation(v Variant) Notation {
	if n := factsOf(v).Notations; len(n) > 0 {
		return n[0]
	}
	return ""
}

// SetTag sets the value of the tag name. An existing tag keeps its place
// and later tags of the same name are removed; a new tag goes at the end
// (export orders tags anyway). The name must be a PGN symbol (a letter or
// digit, then letters, digits and "_+#=:-"), and the value may hold no
// control character and must be UTF-8.
//
// The Result tag and g.Result are kept in step: setting Result checks
// that the value is a termination marker of the game's variant and sets
// g.Result to it, which export writes after the moves.
func (g *Game) SetTag(name, value string) error {
	if g == nil {
		return ErrNilGame
	}
	if err := checkTag(name, value); err != nil {
		return err
	}
	if name == "Result" {
		if !contains(g.results(), value) {
			return fmt.Errorf("%w: %q is not a result of %s (%s)", ErrTag, value, g.variantName(), strings.Join(g.results(), " "))
		}
		g.Result = value
	}
	first := -1
	kept := g.Tags[:0]
	for _, t := range g.Tags {
		if t.Name == name {
			if first >= 0 {
				continue
			}
			first = len(kept)
			t.Value = value
		}
		kept = append(kept, t)
	}
	clear(g.Tags[len(kept):])
	g.Tags = kept
	if first < 0 {
		g.Tags = append(g.Tags, Tag{Name: name, Value: value})
	}
	return nil
}

// SetResult sets the game's result and its Result tag together, as
// SetTag("Result", result) does.
func (g *Game) SetResult(result string) error { return g.SetTag("Result", result) }

// DeleteTag removes every tag with this name and reports whether there
// was one. Deleting Result also clears g.Result, so export writes "*".
func (g *Game) DeleteTag(name string) bool {
	if g == nil {
		return false
	}
	kept := g.Tags[:0]
	for _, t := range g.Tags {
		if t.Name != name {
			kept = append(kept, t)
		}
	}
	found := len(kept) < len(g.Tags)
	clear(g.Tags[len(kept):])
	g.Tags = kept
	if name == "Result" {
		g.Result = ""
	}
	return found
}

func (g *Game) results() []string { return factsOf(g.Variant).Results }

func (g *Game) variantName() string {
	if g.Variant == nil {
		return "a game without a variant"
	}
	return factsOf(g.Variant).Name
}

// checkTag checks a tag pair that is about to be set.
func checkTag(name, value string) error {
	if name == "" || !isSymbolStart(name[0]) {
		return fmt.Errorf("%w: name %q does not start with a letter or digit", ErrTag, name)
	}
	for i := 1; i < len(name); i++ {
		if !isSymbolByte(name[i]) {
			return fmt.Errorf("%w: name %q holds %q; a tag name is letters, digits and _+#=:-", ErrTag, name, name[i])
		}
	}
	if !utf8.ValidString(value) {
		return fmt.Errorf("%w: the value of %s is not UTF-8", ErrTag, name)
	}
	for _, r := range value {
		if r < 0x20 || r == 0x7f {
			return fmt.Errorf("%w: the value of %s holds the control character %U, which a PGN string cannot", ErrTag, name, r)
		}
	}
	return nil
}
