package chess

import (
	"math/bits"
	"slices"

	"github.com/pgntool/pgntool/pgn"
)

// maxQuickTags is the most tags exportTagsQuick orders on the stack; more
// take the general route.
const maxQuickTags = 48

// exportTagsQuick is ExportTags written out for the writer, which calls it
// for every game, appending to dst: no allocation when dst has room (the
// writer's slice of the game before), the output in its final order at once,
// the roster found by one switch per tag, the other tags ordered by
// insertion, where the general route builds the list, searches it for
// each roster name, and sorts it again through pgn.OrderTags. ok is false
// for more than maxQuickTags tags.
func exportTagsQuick(dst, tags []pgn.Tag, e pgn.TagExport) (out []pgn.Tag, ok bool) {
	if len(tags) > maxQuickTags {
		return dst, false
	}
	setup := needsSetup(tags)
	keepSetup := e.Reduced && setup
	// rank is each tag's place in the roster (pgn.RosterBit), 7 for a tag
	// outside it, or skip for a tag that is not written.
	const outside, skip = 7, 8
	var rank [maxQuickTags]uint8
	var others [maxQuickTags + 1]uint8 // indices of the kept tags outside the roster
	nOthers, present := 0, uint8(0)
	for i := range tags {
		name := tags[i].Name
		rb := pgn.RosterBit(name)
		present |= rb
		r := uint8(bits.TrailingZeros8(rb)) // 8 outside the roster
		switch {
		case rb == 1<<6: // Result: e.Result replaces it
			r = skip
		case rb != 0:
		case !e.Reduced,
			keepSetup && (name == "SetUp" || name == "FEN"),
			keepSetup && name == "Variant" && is960(tags):
			r = outside
			// Insert by name, after the equal names: the order is stable.
			j := nOthers
			for j > 0 && tags[others[j-1]].Name > name {
				others[j] = others[j-1]
				j--
			}
			others[j] = uint8(i)
			nOthers++
		default:
			r = skip
		}
		rank[i] = r
	}
	addSetup := setup && !hasTagNamed(tags, &rank, outside, "SetUp")
	out = slices.Grow(dst, len(tags)+len(pgn.SevenTagRoster)+1)
	for r := range uint8(7) {
		switch {
		case r == 6:
			out = append(out, pgn.Tag{Name: "Result", Value: e.Result})
		case present&(1<<r) == 0:
			v := "?"
			if r == 2 {
				v = "????.??.??"
			}
			out = append(out, pgn.Tag{Name: pgn.SevenTagRoster[r], Value: v})
		default:
			for i := range tags {
				if rank[i] == r {
					out = append(out, tags[i])
				}
			}
		}
	}
	setupDone := !setup
	for _, i := range others[:nOthers] {
		if addSetup && tags[i].Name > "SetUp" {
			out = append(out, pgn.Tag{Name: "SetUp", Value: "1"})
			addSetup = false
		}
		out = append(out, tags[i])
		if !setupDone && tags[i].Name == "SetUp" {
			// §9.7, as the general route: the first SetUp says "1".
			out[len(out)-1].Value = "1"
			setupDone = true
		}
	}
	if addSetup {
		out = append(out, pgn.Tag{Name: "SetUp", Value: "1"})
	}
	return out, true
}

// hasTagNamed reports whether a tag of rank want is named name.
func hasTagNamed(tags []pgn.Tag, rank *[maxQuickTags]uint8, want uint8, name string) bool {
	for i := range tags {
		if rank[i] == want && tags[i].Name == name {
			return true
		}
	}
	return false
}
