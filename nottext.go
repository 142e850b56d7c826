package pgntool

import (
	"fmt"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
)

// NotTextError is the error of an input that is not PGN text in any
// encoding pgntool reads: a compressed stream, an archive, another
// program's database, UTF-16 text, an executable. Such an input is not
// read at all: read as text it would split into thousands of broken games.
type NotTextError struct {
	// Format is what the input looks like.
	Format charset.Format
	// Diagnostic is the fault as the command line reports it: code
	// input-binary, at line 1, column 1 of the input, with a message that
	// says what to do.
	Diagnostic pgn.Diagnostic
}

// Error returns the diagnostic as text, file:line:col first.
func (e *NotTextError) Error() string {
	if e == nil {
		return "<nil>"
	}
	return e.Diagnostic.String()
}

// newNotTextError builds the error of the input called name, found to
// look like f.
func newNotTextError(name string, f charset.Format) *NotTextError {
	msg := fmt.Sprintf("the input looks like %s, not PGN text, and is not read", f.Name)
	switch f.Kind {
	case charset.Compressed:
		msg += "; compressed input is not read yet: decompress it first, as with `" + f.Tool + "`"
	case charset.Archive:
		msg += "; archives are not read yet: extract the game files first"
		if f.Tool != "" {
			msg += ", as with `" + f.Tool + "`"
		}
	case charset.Database:
		msg += "; export its games to PGN with the program that wrote it"
	case charset.Scid:
		msg += "; Scid databases are not read yet: export the games to PGN from Scid first"
	case charset.UTF16:
		msg += "; convert it to UTF-8 first, as with `iconv -f UTF-16 -t UTF-8`"
	case charset.XML:
		msg += "; XML game records (such as CCBridge .cbf files) are not PGN"
	}
	pos := pgn.Position{File: name, Line: 1, Column: 1}
	return &NotTextError{Format: f, Diagnostic: pgn.Errorf(pos, pgn.CodeInputBinary, "%s", msg)}
}
