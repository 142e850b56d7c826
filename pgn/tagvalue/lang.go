package tagvalue

import "strings"

// Lang checks a Lang value (CTL-PGN): an ISO 639 language code, either one
// of the two-letter codes of ISO 639-1 ("en", "ca"), checked against the
// full list, or three lower-case letters (ISO 639-2/3, "cat"), checked by
// form only.
//
// These are deviations (see [ErrDeviation]): capitals ("EN"), a code
// withdrawn from ISO 639-1 ("iw", now "he"), and a BCP 47 tag whose
// language is valid but which adds a region or script ("pt-BR").
func Lang(v string) error {
	primary, rest, tagged := strings.Cut(strings.ReplaceAll(v, "_", "-"), "-")
	lower := strings.ToLower(primary)
	switch {
	case !isLetters(primary) || len(primary) < 2 || len(primary) > 3:
		return fault(`language %q is not an ISO 639 code of two or three letters, such as "en" or "cat"`, v)
	case len(lower) == 2 && !iso6391[lower] && withdrawn[lower] == "":
		return fault("language %q is not an ISO 639-1 code", v)
	case tagged && !isSubtags(rest):
		return fault(`language %q is not an ISO 639 code of two or three letters, such as "en" or "cat"`, v)
	case withdrawn[lower] != "":
		return deviation("language code %q was withdrawn from ISO 639-1; write %s", primary, withdrawn[lower])
	case tagged:
		return deviation("language %q adds %q to the ISO 639 code; write %q", v, v[len(primary):], lower)
	case lower != primary:
		return deviation("language code %q should be in lower case; write %q", v, lower)
	}
	return nil
}

// isSubtags reports whether s is BCP 47 subtags: runs of one to eight
// letters or digits separated by '-'.
func isSubtags(s string) bool {
	for sub := range strings.SplitSeq(s, "-") {
		if len(sub) < 1 || len(sub) > 8 {
			return false
		}
		if !every(sub, func(c byte) bool { return isLetter(c) || isDigit(c) }) {
			return false
		}
	}
	return true
}
