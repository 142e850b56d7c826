package chess

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestTagValueChecked checks that a tag TagValueChecked passes over gets
// no diagnostic but the roster's from CheckTags alone, whatever its value,
// and that each name it does not pass over has a value CheckTags reports.
func TestTagValueChecked(t *testing.T) {
	names := []string{"Event", "Site", "Date", "Round", "White", "Black", "Result",
		"EventDate", "TimeControl", "ECO", "WhiteElo", "BlackElo", "Time", "UTCTime", "UTCDate",
		"PlyCount", "SetUp", "Mode", "Termination", "FEN", "Variant", "Opening", "Variation",
		"Annotator", "WhiteTitle", "WhiteFideId", "date", "", "Eco", "Elo"}
	values := []string{"", "?", "-", "x", "1", "0", "2-0", "1-0", "*", "????.??.??", "2024.13.45",
		"A00", "Z99", "abc", "1:2:3", "-5", "40/7200", "99999999999", StartFEN, "8/8/8/8/8/8/8/8 w - - 0 1"}
	for _, name := range names {
		reported := false
		for _, v := range values {
			Variant.CheckTags([]pgn.Tag{{Name: name, Value: v}}, pgn.Position{}, func(d pgn.Diagnostic) {
				if d.Code == pgn.CodeTagMissing {
					return
				}
				reported = true
				if !TagValueChecked(name) {
					t.Errorf("TagValueChecked(%q) = false, but CheckTags of value %q reports %v", name, v, d)
				}
			})
		}
		if TagValueChecked(name) && !reported {
			t.Errorf("TagValueChecked(%q) = true, but no value tried gets a diagnostic", name)
		}
	}
}
