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

// SharingState wraps v so that the reader shares its game state with it,
// as it does with Builder: the reader then leaves the summary of
// suppressed diagnostics to the visitor, and at EndGame reading is handed
// the game's Reading as Builder records it. Tests give it a reference
// builder.
func SharingState(v Visitor, reading func(Reading)) Visitor {
	return &stateSharer{Visitor: v, reading: reading}
}

type stateSharer struct {
	Visitor
	st      *gameState
	reading func(Reading)
}

func (s *stateSharer) useState(st *gameState) { s.st = st }

func (s *stateSharer) EndGame(pos Position) {
	s.Visitor.EndGame(pos)
	if st := s.st; st != nil {
		s.reading(Reading{Limits: st.limits, Shown: st.cap.shown, Suppressed: st.cap.hidden,
			SuppressedErrors: st.cap.hiddenErr, Recognize: st.recognize, Recognized: st.recognized})
	}
}
