package pgn

// The scanner is the package's own; the tests of package pgn_test reach
// it under these names.
type Scanner = scanner

var (
	NewScanner      = newStreamScanner
	NewScannerBytes = newBytesScanner
)

// SetGeneralOnly turns the scanner's quick path off, for tests that
// compare it with the general rules.
func SetGeneralOnly(s *Scanner, on bool) { s.general = on }

// SetReaderGeneralOnly turns the quick paths of r's scanner off.
func SetReaderGeneralOnly(r *Reader, on bool) { r.s.general = on }
