package main

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
)

// notTextError is the error of an input that is neither text nor a format
// pgntool reads: a compressed stream, an archive, another program's
// database, an executable. Such a file is not read at all, since read as
// text it splits into thousands of garbage "games"; its one diagnostic
// says what it looks like and what to do. It counts as an unreadable
// input (exit status 2).
type notTextError struct {
	diag pgn.Diagnostic
}

func (e *notTextError) Error() string { return e.diag.String() }

// newNotTextError builds the diagnostic of the input shown as name (path
// is "-" for standard input), found to look like f, for the command cmd.
func newNotTextError(name, path, cmd string, f charset.Format) *notTextError {
	msg := fmt.Sprintf("the input looks like %s, not PGN text, and is not read", f.Name)
	file := shellQuote(path)
	if path == "-" {
		file = "FILE"
	}
	// pipe is how the command reads what tool writes.
	pipe := func(tool string) string {
		return fmt.Sprintf("as in `%s %s | pgntool %s -`", tool, file, cmd)
	}
	switch f.Kind {
	case charset.Compressed:
		msg += "; compressed input is not read yet: decompress it first, " + pipe(f.Tool)
	case charset.Archive:
		if f.Tool != "" {
			msg += "; archives are not read yet: extract the game files first, " + pipe(f.Tool)
		} else {
			msg += "; archives are not read yet: extract the game files first"
		}
	case charset.Database:
		msg += "; export its games to PGN with the program that wrote it"
	case charset.Scid:
		msg += "; Scid databases are not read yet: export the games to PGN from Scid first"
	case charset.UTF16:
		msg += "; convert it to UTF-8 first, " + pipe("iconv -f UTF-16 -t UTF-8")
	case charset.XML:
		msg += "; XML game records (such as CCBridge .cbf files) are not PGN"
	}
	pos := pgn.Position{File: name, Line: 1, Column: 1}
	return &notTextError{diag: pgn.Errorf(pos, pgn.CodeInputBinary, "%s", msg)}
}

// shellQuote quotes path for a POSIX shell when it needs quoting.
func shellQuote(path string) string {
	for _, r := range path {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '/' || r == '.' || r == '_' || r == '-' || r == '+' || r >= 0x80) {
			return "'" + strings.ReplaceAll(path, "'", `'\''`) + "'"
		}
	}
	return path
}
