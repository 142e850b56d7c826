package tagvalue

import "strings"

// Integer checks a value that is a single non-negative integer in decimal
// digits, such as Board ("1"). Leading zeros ("07") are a deviation (see
// [ErrDeviation]). Ratings have their own check, [Elo].
func Integer(v string) error { return count(v, "value") }

// PlyCount checks a PlyCount value: the number of plies (half-moves) of the
// game, a non-negative integer. Leading zeros are a deviation.
func PlyCount(v string) error { return count(v, "ply count") }

// count checks a non-negative integer; what names it in messages.
func count(v, what string) error {
	if !isDigits(v) {
		return fault("%s %q is not a non-negative integer", what, v)
	}
	if c := trimZeros(v); c != v {
		return deviation("%s %q has leading zeros; write %q", what, v, c)
	}
	return nil
}

// maxEloDigits bounds ratings: the highest in real files are engine
// ratings just over 4000, so a fifth digit is a slip.
const maxEloDigits = 4

// Elo checks a WhiteElo or BlackElo value, and suits the other rating tags
// (WhiteUSCF): an integer from 0 to 9999, "-" for an unrated player, or
// "?" for an unknown rating (lichess writes it). A consultation game gives
// one rating per player, separated by ':' ("2450:-:2610"), as the White and
// Black tags list the players.
//
// The provisional mark of lichess ("1500?"), leading zeros and an empty
// value are deviations (see [ErrDeviation]).
func Elo(v string) error {
	if quickElo(v) {
		return nil
	}
	return eloSlow(v)
}

// eloSlow is Elo for every value.
func eloSlow(v string) error {
	if v == "" {
		return deviation(`empty rating; write "-" for an unrated player or leave the tag out`)
	}
	var dev error
	for r := range strings.SplitSeq(v, ":") {
		if err := rating(r, v); err == nil {
			continue
		} else if !isDeviation(err) {
			return err
		} else if dev == nil {
			dev = err
		}
	}
	return dev
}

// rating checks one player's rating r, part of the value v.
func rating(r, v string) error {
	if r == "-" || r == "?" {
		return nil
	}
	provisional := strings.HasSuffix(r, "?")
	digits := strings.TrimSuffix(r, "?")
	if !isDigits(digits) {
		if r == v {
			return fault(`rating %q is not an integer, "-" (unrated) or "?" (unknown)`, v)
		}
		return fault(`rating %q in %q is not an integer, "-" (unrated) or "?" (unknown)`, r, v)
	}
	trimmed := trimZeros(digits)
	if len(trimmed) > maxEloDigits {
		return fault("rating %s is out of range (0-9999)", trimmed)
	}
	switch {
	case provisional:
		return deviation("rating %q carries a provisional mark '?'; write %q", r, trimmed)
	case trimmed != digits:
		return deviation("rating %q has leading zeros; write %q", r, trimmed)
	}
	return nil
}

// SetUp checks a SetUp value: "0" for a game from the usual start
// position, "1" for one from the position in the FEN tag.
func SetUp(v string) error {
	if v == "0" || v == "1" {
		return nil
	}
	return fault(`SetUp must be "0" (usual start) or "1" (position from the FEN tag), not %q`, v)
}
