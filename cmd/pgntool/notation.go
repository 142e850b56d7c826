package main

import (
	"errors"
	"slices"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// asRead is the notation that keeps every move as it was read.
const asRead = "as-read"

// checkNotation returns the notation a --notation value names, ignoring
// case ("UCI" is uci), and refuses, with status 2, one that no game can be
// written in: a typing error, not a fault of one game. A notation that
// some games can be written in and others not (uci in a file that also
// holds an Antichess game) is decided game by game.
//
// With --variant naming the game of every input, the notation must be one
// that game can write.
func checkNotation(name, variant string) (pgn.Notation, error) {
	if name == "" || strings.EqualFold(name, asRead) {
		return pgn.Notation(strings.ToLower(name)), nil
	}
	if v, ok := variants.Lookup(variant); ok && variant != "" {
		n, err := pgn.ParseNotation(v, name)
		if err != nil {
			return "", usageError("--notation %q: %v", name, err)
		}
		return n, nil
	}
	var known []string
	for _, v := range variants.All() {
		n, err := pgn.ParseNotation(v, name)
		if err == nil {
			return n, nil
		}
		var ne *pgn.NotationError
		if errors.As(err, &ne) {
			for _, n := range ne.Valid {
				if !slices.Contains(known, string(n)) {
					known = append(known, string(n))
				}
			}
		}
	}
	return "", usageError("unknown --notation %q; choose one of %s", name, strings.Join(known, ", "))
}

// notationRefusal is the diagnostic for a game that cannot be written in
// the asked notation. It names the game's Variant tag, which is most often
// why: a game pgntool has no board for is written only as read.
func notationRefusal(code string, g *pgn.Game, err error) pgn.Diagnostic {
	if t, ok := g.Tag("Variant"); ok {
		return pgn.Errorf(g.Pos, code, "game %d (Variant %q) not written: %v", g.Pos.Game, t, err)
	}
	return pgn.Errorf(g.Pos, code, "game %d not written: %v", g.Pos.Game, err)
}
