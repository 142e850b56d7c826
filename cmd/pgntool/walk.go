package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"
)

// A command that reads game files takes directories and zip archives as
// well as files: expandInputs replaces each with the game files it holds,
// in a stable order, before the command runs. The members of an archive,
// and the inputs that could not be listed, become arguments made up for
// the purpose, which openInput knows; they start with a NUL byte, which no
// argument from the system can hold.

// gameExtensions are the endings of the names of game files, before any
// compression ending.
var gameExtensions = []string{".pgn", ".ctl-pgn"}

// scidIndexExtension ends the index file of a Scid 4 base, the file a
// directory walk takes the base by.
const scidIndexExtension = ".si4"

// compressionExtensions are the endings of compressed files pgntool reads.
var compressionExtensions = []string{".gz", ".bz2", ".zst", ".xz"}

// zipMagic starts a zip archive (its first local file header).
const zipMagic = "PK\x03\x04"

// trimCompression drops one compression ending from name.
func trimCompression(name string) string {
	lower := strings.ToLower(name)
	for _, ext := range compressionExtensions {
		if strings.HasSuffix(lower, ext) {
			return name[:len(name)-len(ext)]
		}
	}
	return name
}

// isGameFileName reports whether name is that of a game file, compressed
// or not.
func isGameFileName(name string) bool {
	lower := strings.ToLower(trimCompression(name))
	for _, ext := range gameExtensions {
		if strings.HasSuffix(lower, ext) {
			return true
		}
	}
	return false
}

// isZipName reports whether name is that of a zip archive.
func isZipName(name string) bool { return strings.HasSuffix(strings.ToLower(name), ".zip") }

// madeUpPrefix starts the arguments expandInputs makes up.
const madeUpPrefix = "\x00"

// isMadeUp reports whether arg is an argument expandInputs made up.
func isMadeUp(arg string) bool { return strings.HasPrefix(arg, madeUpPrefix) }

// virtualInput is what an argument made up by expandInputs stands for: a
// member of a zip archive, or an input that could not be listed.
type virtualInput struct {
	name    string // as shown in positions: "games.zip:twic1599.pgn"
	archive string // the archive's path
	member  string // the member's name in it
	index   int    // the member's place in the archive's directory
	err     error  // set for an input that could not be listed
}

// inputSet holds the made-up arguments of one run and the archive being
// read.
type inputSet struct {
	virtual map[string]*virtualInput
	// The members of an archive come one after another, so one archive
	// is kept open at a time.
	zipPath string
	zip     *zipArchive
}

// inputsKey is the key of a run's inputSet in the cli.App's Metadata.
const inputsKey = "pgntool.inputs"

// inputsOf returns the inputSet of app, made on first use.
func inputsOf(app *cli.App) *inputSet {
	if app.Metadata == nil {
		app.Metadata = map[string]any{}
	}
	s, ok := app.Metadata[inputsKey].(*inputSet)
	if !ok {
		s = &inputSet{virtual: map[string]*virtualInput{}}
		app.Metadata[inputsKey] = s
	}
	return s
}

// add makes up an argument for v.
func (s *inputSet) add(v *virtualInput) string {
	arg := fmt.Sprintf("%s%d:%s", madeUpPrefix, len(s.virtual), v.name)
	s.virtual[arg] = v
	return arg
}

// failed makes up an argument for an input that could not be listed; the
// command reports err when it comes to it.
func (s *inputSet) failed(name string, err error) string {
	return s.add(&virtualInput{name: name, err: err})
}

// close closes the archive kept open.
func (s *inputSet) close() {
	if s.zip != nil {
		s.zip.Close()
		s.zip, s.zipPath = nil, ""
	}
}

// displayName returns how arg, one of a command's arguments, is shown:
// the name of the input a made-up argument stands for, "<stdin>" for
// "-", and any other as it is.
func displayName(app *cli.App, arg string) string {
	switch {
	case arg == "-":
		return "<stdin>"
	case isMadeUp(arg):
		if v, ok := inputsOf(app).virtual[arg]; ok {
			return v.name
		}
	}
	return arg
}

// inputFile returns the file on disk that arg, one of a command's
// arguments, reads: the archive of a made-up argument for a member, ""
// for one that stands for an input that could not be listed, and any
// other as it is.
func inputFile(app *cli.App, arg string) string {
	if !isMadeUp(arg) {
		return arg
	}
	if v, ok := inputsOf(app).virtual[arg]; ok && v.err == nil {
		return v.archive
	}
	return ""
}

// expandInputs returns the operands of a command that reads game files
// with each directory replaced by the game files under it and each zip
// archive by its game members.
func expandInputs(app *cli.App, operands []string) []string {
	set := inputsOf(app)
	var out []string
	for _, arg := range operands {
		if arg == "-" {
			out = append(out, arg)
			continue
		}
		st, err := os.Stat(arg)
		switch {
		case err != nil:
			// openInput reports it.
			out = append(out, arg)
		case st.IsDir():
			out = append(out, walkDir(set, arg)...)
		case st.Mode().IsRegular() && hasZipMagic(arg):
			out = append(out, listZip(set, arg)...)
		default:
			out = append(out, arg)
		}
	}
	return out
}

// hasZipMagic reports whether the file at path starts as a zip archive.
func hasZipMagic(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, len(zipMagic))
	_, err = io.ReadFull(f, head)
	return err == nil && string(head) == zipMagic
}

// walkDir returns the game files and zip archives under dir, in the
// order of their paths, zip archives listed in place. Hidden files and
// directories (".git") are passed over. A directory that cannot be read,
// or that holds no game file, gives an argument that reports it.
func walkDir(set *inputSet, dir string) []string {
	var out []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			out = append(out, set.failed(path, err))
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		name := d.Name()
		if path != dir && strings.HasPrefix(name, ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		switch {
		case isGameFileName(name):
			out = append(out, path)
		case strings.HasSuffix(name, scidIndexExtension):
			// A Scid base, read through its index; its name and game
			// files (.sn4, .sg4) come with it.
			out = append(out, path)
		case isZipName(name):
			out = append(out, listZip(set, path)...)
		}
		return nil
	})
	if err != nil {
		out = append(out, set.failed(dir, err))
	}
	if len(out) == 0 {
		out = append(out, set.failed(dir, fmt.Errorf("%s: no game file in this directory (files ending %s, compressed or not, zip archives and Scid bases, *%s)",
			dir, strings.Join(gameExtensions, " or "), scidIndexExtension)))
	}
	return out
}
