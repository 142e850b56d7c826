package pgn

import (
	"reflect"
	"slices"
	"sync"
	"sync/atomic"
)

// VariantInfo holds the facts of a [Variant] as data: what names it, what
// it writes, and what tells the registry that a game is of this variant.
// [Variant.Info] returns one whose slices the caller owns.
type VariantInfo struct {
	// Name is the canonical name, as export writes it; equal to
	// [Variant.Name].
	Name string
	// Aliases are further names that select the variant, compared with the
	// Variant or Game tag ignoring case, surrounding and repeated space,
	// full-width letters and typographic apostrophes.
	Aliases []string
	// Results are the game termination markers, such as "1-0" and "*".
	Results []string
	// Notations are the move notations the variant can write; the first
	// is the canonical one.
	Notations []Notation
	// Sides names the first and the second player: "White" and "Black";
	// xiangqi's are "Red" and "Black".
	Sides [2]string
	// RepeatableTags are tags a record may give more than once (C'escacs:
	// Annotator); repeating them is no fault.
	RepeatableTags []string
	// StandardNumbers promises that ScanMovetext reads move numbers as the
	// standard's symbol class does: for text that starts with one or more
	// ASCII digits followed by '.', it returns Integer and the number of
	// digits, and for text that starts with '.' a length of 0, leaving the
	// periods to the core. The scanner then reads such tokens itself,
	// which saves two calls for most moves of a game.
	StandardNumbers bool
	// ASCIIMovetext promises that every token ScanMovetext claims is
	// printable ASCII (bytes 0x20 to 0x7E), so that the scanner counts
	// its columns as bytes without looking at them. A variant whose moves
	// may be other text (xiangqi's Chinese notation) leaves it unset.
	ASCIIMovetext bool
	// ResultOptional says that records may end without a termination
	// marker (C'escacs records end with the last move's ':' or '#'); a
	// missing marker is then a warning, not an error.
	ResultOptional bool
	// ChecksMoveNumbers says that the variant checks move number
	// indications itself; the core's move-number check then leaves its
	// games alone, so that one fault is not reported twice.
	ChecksMoveNumbers bool
	// Extensions are file-name endings that only this game's files use,
	// such as ".ctl-pgn", compared ignoring case; see [VariantForFile].
	Extensions []string

	// Default marks the game a record plays when its tags name none and
	// carry none of any plugin's OwnTags: chess, PGN's own game.
	Default bool
	// OwnTags are tags that only this game's records use (C'escacs: TLPD);
	// a game whose tags name no game but give one of them is this game's,
	// unless it also gives one of OwnTagsUnless.
	OwnTags []string
	// OwnTagsUnless are tags that make OwnTags prove nothing: xiangqi
	// records name the players Red and Black, but a chess record may also
	// carry a Red tag beside its White one.
	OwnTagsUnless []string
	// Rank orders the plugins, highest first: [Registered] lists them so,
	// and when tags fit more than one, the first wins. Chess, the most
	// common game, ranks highest; xiangqi, whose Red tag is the surer
	// sign, ranks above C'escacs.
	Rank int
}

// Clone returns a copy of info whose slices share nothing with info's. A
// plugin's Info method returns its facts so, since callers own what Info
// returns.
func (info VariantInfo) Clone() VariantInfo {
	info.Aliases = slices.Clone(info.Aliases)
	info.Results = slices.Clone(info.Results)
	info.Notations = slices.Clone(info.Notations)
	info.RepeatableTags = slices.Clone(info.RepeatableTags)
	info.Extensions = slices.Clone(info.Extensions)
	info.OwnTags = slices.Clone(info.OwnTags)
	info.OwnTagsUnless = slices.Clone(info.OwnTagsUnless)
	return info
}

// factsOf returns v's facts, those of standard PGN without a board when v
// is nil: the core's own copy, read once per variant value so that no game
// pays for Info's copies. It does not allocate once v has been seen.
func factsOf(v Variant) *VariantInfo {
	if v == nil {
		return genericFacts
	}
	if !reflect.TypeOf(v).Comparable() {
		return newFacts(v)
	}
	if f, ok := factsCache.Load(v); ok {
		return f.(*VariantInfo)
	}
	f := newFacts(v)
	if factsStored.Add(1) <= maxFacts {
		factsCache.Store(v, f)
	}
	return f
}

var (
	factsCache  sync.Map // Variant → *VariantInfo
	factsStored atomic.Int64
)

// maxFacts bounds factsCache against a program that makes a new Variant
// value for every game; past it, facts are read per call.
const maxFacts = 1024

var genericFacts = newFacts(genericVariant{})

func newFacts(v Variant) *VariantInfo {
	info := v.Info().Clone()
	return &info
}
