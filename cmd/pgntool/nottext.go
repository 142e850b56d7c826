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
// is "-" for standard input), found to look like f, for the command cmd;
// layers are the compressions undone before (see decompress).
func newNotTextError(name, path, cmd string, f charset.Format, layers []string) *notTextError {
	msg := fmt.Sprintf("the input looks like %s, not PGN text, and is not read", f.Name)
	if len(layers) > 0 {
		msg = fmt.Sprintf("the input, once decompressed (%s), looks like %s, not PGN text, and is not read", layersName(layers), f.Name)
	}
	file := shellQuote(path)
	if isMadeUp(path) {
		file = shellQuote(name)
	}
	if path == "-" {
		file = "FILE"
	}
	// pipe is how the command reads what tool writes.
	pipe := func(tool string) string {
		return fmt.Sprintf("as in `%s %s | pgntool %s -`", tool, file, cmd)
	}
	switch f.Kind {
	case charset.Compressed:
		msg += "; this compression is not read: decompress it first, " + pipe(f.Tool)
	case charset.Archive:
		switch {
		case f.Name == "an empty zip archive":
			msg += "; it holds no file"
		case f.Name == "a zip archive" && path == "-" && len(layers) == 0:
			// A zip keeps its directory at its end: it needs a file.
			msg += "; a zip archive is read from a named file only, not from standard input: name the file on the command line instead"
		case f.Name == "a zip archive":
			msg += "; a zip archive is read when it is named on the command line or found in a directory, not inside another file: extract it first"
		case f.Tool != "":
			msg += "; archives of this kind are not read: extract the game files first, " + pipe(f.Tool)
		default:
			msg += "; archives of this kind are not read: extract the game files first"
		}
	case charset.Database:
		msg += "; export its games to PGN with the program that wrote it"
	case charset.Scid:
		msg += "; a Scid 4 base is read when its index file is named on the command line (BASE.si4, or BASE) or found in a directory: not its .sn4 or .sg4 file, nor from standard input, an archive or a compressed file"
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
