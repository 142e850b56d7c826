package pgn

// SetGeneralOnly turns the scanner's quick path off, for tests that
// compare it with the general rules.
func SetGeneralOnly(s *Scanner, on bool) { s.general = on }

// SetReaderGeneralOnly turns the quick paths of r's scanner off.
func SetReaderGeneralOnly(r *Reader, on bool) { r.s.general = on }
