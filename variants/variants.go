// Package variants imports every game plugin of pgntool, so that each
// registers itself with package pgn, and keeps the names the command line
// has used to pick one. The rule that picks a plugin lives in pgn
// ([pgn.ChooseVariant], [pgn.LookupVariant], [pgn.VariantForFile]), as
// data of each plugin's [pgn.VariantInfo]; the functions here call it.
package variants

import (
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/cescacs"
	"github.com/pgntool/pgntool/variants/chess"
	"github.com/pgntool/pgntool/variants/xiangqi"
)

// The plugins register themselves in their init functions; naming them
// here is what imports them.
var _ = []pgn.Variant{chess.Variant, xiangqi.Variant, cescacs.Variant}

// All returns the registered plugins in the order they are tried:
// [pgn.Registered]. Chess comes first because it is the default game of
// PGN.
func All() []pgn.Variant { return pgn.Registered() }

// Default is the variant of a game whose tags name none.
func Default() pgn.Variant { return chess.Variant }

// Lookup finds the variant with this name or alias: [pgn.LookupVariant].
// Case, surrounding space, full-width letters and typographic apostrophes
// do not matter.
func Lookup(name string) (pgn.Variant, bool) { return pgn.LookupVariant(name) }

// ForTags picks the variant of a game from its tags: [pgn.ChooseVariant].
// It returns nil when a tag names a game that no plugin reads, so that its
// moves are not judged by the wrong rules.
func ForTags(tags []pgn.Tag) pgn.Variant { return pgn.ChooseVariant(tags) }

// ForTagsOr is ForTags with another variant for games whose tags name none,
// such as the game a file's extension names: [pgn.ChooseVariantOr].
func ForTagsOr(tags []pgn.Tag, fallback pgn.Variant) pgn.Variant {
	return pgn.ChooseVariantOr(tags, fallback)
}

// ForFile returns the variant a file name's extension implies, or nil:
// [pgn.VariantForFile]. The tags of a game still win: this is the fallback
// for games whose tags name no game.
func ForFile(name string) pgn.Variant {
	v, _ := pgn.VariantForFile(name)
	return v
}

// Names lists every plugin's canonical name.
func Names() []string {
	var names []string
	for _, v := range All() {
		names = append(names, v.Name())
	}
	return names
}
