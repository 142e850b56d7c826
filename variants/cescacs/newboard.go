package cescacs

import (
	"fmt"
	"strings"
)

// NewBoard sets up the position of a TLPD string in standard letters, or
// the start position when tlpd is empty. Like python-chess with a FEN it
// is lenient: the trailing fields may be left out (no castling field means
// every King has moved; no en passant field means none; no clocks mean 0
// and an unknown move number), and field 4 may be in the implementation's
// form. A TLPD it cannot read, or a position without both Kings or with the
// side not to move in check, gives a *TLPDError.
func NewBoard(tlpd string) (*Board, error) {
	b := &Board{hist: make([]undo, 0, 256), letters: standardAlphabet()}
	if strings.TrimSpace(tlpd) == "" {
		if startErr != nil {
			return nil, startErr
		}
		b.pos = startPosition
		return b, nil
	}
	pos, err := parseTLPD(tlpd, nil, nil)
	if err != nil {
		return nil, newTLPDError(tlpd, err)
	}
	b.pos = pos
	return b, nil
}

// TLPDError says what is wrong in a TLPD string and where.
type TLPDError struct {
	TLPD   string // the text given to NewBoard
	Offset int    // byte offset of the fault in TLPD
	Field  int    // the field holding it: 1 placement to 6 move number
	Msg    string // what is wrong, naming the line, cell and character
}

// fieldNames names the six TLPD fields.
var fieldNames = [...]string{1: "placement", 2: "turn", 3: "castling", 4: "en passant", 5: "halfmove clock", 6: "move number"}

// Error gives the message with the field and the byte offset.
func (e *TLPDError) Error() string {
	name := "placement"
	if e.Field >= 1 && e.Field < len(fieldNames) {
		name = fieldNames[e.Field]
	}
	return fmt.Sprintf("cescacs: %s (field %d, %s, byte %d)", e.Msg, e.Field, name, e.Offset)
}

func newTLPDError(tlpd string, err error) error {
	te, ok := err.(*tlpdError)
	if !ok {
		return err
	}
	field := 1
	_, offs := splitFields(tlpd)
	for i, o := range offs {
		if te.off >= o {
			field = min(i+1, len(fieldNames)-1)
		}
	}
	return &TLPDError{TLPD: tlpd, Offset: te.off, Field: field, Msg: te.msg}
}
