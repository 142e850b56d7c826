// Package variants lists the game plugins of pgntool and picks one for a
// game by name or by its tags. It is the only package that knows every
// plugin; package pgn depends on the [pgn.Variant] interface alone.
package variants

import (
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/text/width"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/cescacs"
	"github.com/pgntool/pgntool/variants/chess"
	"github.com/pgntool/pgntool/variants/xiangqi"
)

// All returns the plugins in the order they are tried; chess comes first
// because it is the default game of PGN.
func All() []pgn.Variant {
	return []pgn.Variant{chess.Variant, xiangqi.Variant, cescacs.Variant}
}

// Default is the variant of a game whose tags name none.
func Default() pgn.Variant { return chess.Variant }

// extraNames are names other programs write in the Variant tag for a game
// that one of the plugins reads. Lichess writes "From Position" for
// standard chess set up from a FEN.
var extraNames = map[string]func() pgn.Variant{
	"from position": func() pgn.Variant { return chess.Variant },
}

// Lookup finds the variant with this name or alias. Case, surrounding
// space, full-width letters and typographic apostrophes do not matter.
func Lookup(name string) (pgn.Variant, bool) {
	if v, ok := lookups.Load(name); ok {
		r := v.(lookupResult)
		return r.v, r.ok
	}
	key := fold(name)
	v, ok := namesByKey()[key]
	if !ok {
		var f func() pgn.Variant
		if f, ok = extraNames[key]; ok {
			v = f()
		}
	}
	if lookupsStored.Add(1) <= maxLookups {
		lookups.Store(name, lookupResult{v, ok})
	}
	return v, ok
}

// lookups remembers the answers for the names files actually use, since
// every game of a file asks again; maxLookups bounds it against inputs
// with a new name in every game.
var (
	lookups       sync.Map
	lookupsStored atomic.Int64
)

const maxLookups = 1024

type lookupResult struct {
	v  pgn.Variant
	ok bool
}

// namesByKey maps the folded name and aliases of every plugin to it; the
// first plugin to claim a name keeps it.
var namesByKey = sync.OnceValue(func() map[string]pgn.Variant {
	m := map[string]pgn.Variant{}
	for _, v := range All() {
		for _, n := range append([]string{v.Name()}, v.Aliases()...) {
			if k := fold(n); k != "" {
				if _, taken := m[k]; !taken {
					m[k] = v
				}
			}
		}
	}
	return m
})

// ForTags picks the variant of a game from its Variant tag, else its Game
// tag, else from tags only one game uses (Red or RedTeam without White for
// xiangqi, whose files often omit the Game tag; TLPD, PDTL or Redefine for
// C'escacs), else the default. It returns nil when a tag names a game that
// no plugin reads, so that its moves are not judged by the wrong rules.
func ForTags(tags []pgn.Tag) pgn.Variant {
	return ForTagsOr(tags, Default())
}

// ForTagsOr is ForTags with another variant for games whose tags name none,
// such as the game a file's extension names.
func ForTagsOr(tags []pgn.Tag, fallback pgn.Variant) pgn.Variant {
	// A pass over the tags instead of one per name: lint chooses a
	// variant for every game.
	var named [2]string // the values of the first Variant and Game tags, when not blank
	var first [2]bool   // a Variant, a Game tag was seen: only the first counts
	var red, white, ctl bool
	for i := range tags {
		switch t := &tags[i]; t.Name {
		case "Variant", "Game":
			k := 0
			if t.Name == "Game" {
				k = 1
			}
			if !first[k] && strings.TrimSpace(t.Value) != "" {
				named[k] = t.Value
			}
			first[k] = true
		case "Red", "RedTeam":
			red = true
		case "White":
			white = true
		case "TLPD", "PDTL", "Redefine":
			ctl = true
		}
	}
	for _, value := range named {
		if value == "" {
			continue
		}
		v, found := Lookup(value)
		if !found {
			return nil
		}
		return v
	}
	switch {
	case red && !white:
		return xiangqi.Variant
	case ctl:
		return cescacs.Variant
	}
	return fallback
}

// ForFile returns the variant a file name's extension implies, or nil.
// Only extensions that one game's files use count: C'escacs records are
// *.ctl-pgn; xiangqi move lists are *.wxf (XieXie and elephantchess),
// *.uci, *.ucci and *.iccs (coordinate lists), hbsxcjp's cchess writes
// *.pgn_zh, *.pgn_iccs and *.pgn_cc, and *.xqf is XQStudio's binary
// xiangqi record: pgntool cannot read it, but what it reports on one is
// then about a xiangqi game, not a chess one. The tags of a game still
// win: this is the fallback for games whose tags name no game.
func ForFile(name string) pgn.Variant {
	ext := strings.ToLower(name)
	if i := strings.LastIndexAny(ext, "./\\"); i >= 0 && ext[i] == '.' {
		ext = ext[i+1:]
	} else {
		return nil
	}
	switch ext {
	case "ctl-pgn":
		return cescacs.Variant
	case "wxf", "uci", "ucci", "iccs", "pgn_zh", "pgn_iccs", "pgn_cc", "xqf":
		return xiangqi.Variant
	}
	return nil
}

// Names lists every plugin's canonical name.
func Names() []string {
	var names []string
	for _, v := range All() {
		names = append(names, v.Name())
	}
	return names
}

func fold(s string) string {
	s = width.Fold.String(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "’", "'")
	s = strings.Join(strings.Fields(s), " ")
	return strings.ToLower(s)
}
