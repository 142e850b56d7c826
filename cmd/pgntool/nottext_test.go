package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/charset"
)

// notTextInputs are small files with the first bytes of each format an
// input is refused as (compressed data and zip archives are read: see
// decompress_test.go), followed by junk that, read as text, would give
// diagnostics of its own. want is what the diagnostic says it looks like,
// hint what it says to do.
var notTextInputs = []struct {
	name, text, want, hint string
}{
	{"a.xqf", "XQ\x12\xab\x00\x00\x00\x00" + junk, "an XQF xiangqi record", "program that wrote it"},
	{"a.xqf10", "XQ\x0a\x00\x00\x00\x00\x00" + junk, "an XQF xiangqi record", "program that wrote it"},
	{"a.CBL", "CCBridgeLibrary\x00\x03\x00" + junk, "a CCBridge library (CBL)", "program that wrote it"},
	{"a.cbr", "CCBridge Record\x00\x00\x00" + junk, "a CCBridge record (CBR)", "program that wrote it"},
	{"a.cbf", "\xef\xbb\xbf<?xml version=\"1.0\"?>\n<ChineseChessRecord>\n1. e4 e5 *\n", "XML text", "not PGN"},
	// A .si4 file named on the command line is read as a base (scid_test.go);
	// under another name, an index file is refused as the others are.
	{"a-si4.dat", "Scid.si\x00\x01\x90" + junk, "a Scid index file (.si4)", "index file is named on the command line"},
	{"a.sn4", "Scid.sn\x00\x00\x00" + junk, "a Scid name file (.sn4)", "index file is named on the command line"},
	{"a.elf", "\x7fELF\x02\x01\x01" + junk, "an ELF executable", "is not read"},
	{"a.pdf", "%PDF-1.4\n" + junk, "a PDF document", "is not read"},
	{"a.png", "\x89PNG\r\n\x1a\n" + junk, "a PNG image", "is not read"},
	{"a16le.pgn", "\xff\xfe[\x00E\x00v\x00", "UTF-16 text (little-endian)", "iconv -f UTF-16 -t UTF-8"},
	{"a16be.pgn", "\xfe\xff\x00[\x00E\x00v", "UTF-16 text (big-endian)", "iconv -f UTF-16 -t UTF-8"},
	{"a16.pgn", utf16LE("[Event \"a\"]\n\n1. e4 e5 *\n"), "UTF-16 text", "iconv -f UTF-16 -t UTF-8"},
	{"random.pgn", binaryJunk(), "binary data", "is not read"},
}

// junk is binary junk that, read as text, holds control characters and
// bad moves.
var junk = strings.Repeat("\x01\x02[Event\x00 1. e4 \x03\x04 Kz9 \x05\n", 20)

// binaryJunk is bytes with no magic and a tenth of control bytes.
func binaryJunk() string {
	var b strings.Builder
	for i := range 2000 {
		b.WriteByte(byte(i*37 + i/7))
	}
	return b.String()
}

// utf16LE encodes ASCII text as UTF-16, little-endian, with no byte
// order mark.
func utf16LE(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		b.WriteByte(c)
		b.WriteByte(0)
	}
	return b.String()
}

// TestNotTextInput: every command refuses a file that looks like another
// format, named or on standard input, with one input-binary diagnostic
// that names the format, exit status 2, and nothing written.
func TestNotTextInput(t *testing.T) {
	dir := t.TempDir()
	commands := [][]string{{"lint"}, {"export"}, {"convert", "--to", "json"}, {"convert", "--to", "xml"}}
	for _, in := range notTextInputs {
		path := filepath.Join(dir, in.name)
		if err := os.WriteFile(path, []byte(in.text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, cmd := range commands {
			for _, stdin := range []bool{false, true} {
				args, input, shown := append(cmd, path), "", path
				if stdin {
					args, input, shown = append(cmd, "-"), in.text, "<stdin>"
				}
				code, stdout, stderr := runCLI(t, input, args...)
				out, rest := stderr, stdout
				if cmd[0] == "lint" {
					out, rest = stdout, stderr
				}
				// convert writes its envelope, with no game in it.
				if cmd[0] == "convert" && !strings.Contains(rest, "e4") {
					rest = ""
				}
				if rest != "" {
					t.Errorf("%s %v: wrote %q besides", in.name, args, rest)
				}
				if code != 2 {
					t.Errorf("%s %v: exit %d, want 2", in.name, args, code)
				}
				lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
				if len(lines) != 1 {
					t.Errorf("%s %v: %d lines, want 1:\n%s", in.name, args, len(lines), out)
					continue
				}
				want := shown + ":1:1: error: the input looks like " + in.want + ", not PGN text, and is not read"
				if !strings.HasPrefix(lines[0], want) || !strings.HasSuffix(lines[0], "[input-binary]") {
					t.Errorf("%s %v: got\n%s\nwant it to start\n%s", in.name, args, lines[0], want)
				}
				if !strings.Contains(lines[0], in.hint) {
					t.Errorf("%s %v: %q says nothing of %q", in.name, args, lines[0], in.hint)
				}
			}
		}
	}
}

// TestTextWithStrayControlsIsRead: a PGN file with a stray NUL or a few
// control bytes, or one that starts "XQ", is read as text, its faults
// reported as usual.
func TestTextWithStrayControlsIsRead(t *testing.T) {
	for name, text := range map[string]string{
		"one NUL":      "[Event \"a\"]\n\n1. e4 \x00 e5 *\n",
		"few controls": "[Event \"a\"]\n\n1. e4 {\x01\x02\x03} e5 " + strings.Repeat("2. Nf3 Nc6 3. Ng1 Nb8 ", 10) + "*\n",
		"XQ word":      "XQ is short for xiangqi\n\n[Event \"a\"]\n\n1. e4 e5 *\n",
	} {
		for _, stdin := range []bool{false, true} {
			path := filepath.Join(t.TempDir(), "a.pgn")
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			arg, input := path, ""
			if stdin {
				arg, input = "-", text
			}
			_, stdout, _ := runCLI(t, input, "lint", arg)
			if strings.Contains(stdout, "input-binary") {
				t.Errorf("%s (stdin %v): refused:\n%s", name, stdin, stdout)
			}
			if _, out, _ := runCLI(t, input, "export", arg); !strings.Contains(out, "e4") {
				t.Errorf("%s (stdin %v): export wrote %q", name, stdin, out)
			}
		}
	}
}

// TestCorpusBinaryFilesRefused: every text game file of the corpus is
// read, and every binary one (XQF, CBL, CBR, Scid, zip, gzip) is refused
// with one input-binary diagnostic; on the command line, a Scid base's
// .si4 is read as the base, and only its .sn4 and .sg4 are refused.
func TestCorpusBinaryFilesRefused(t *testing.T) {
	root := filepath.Join("..", "..", "..", "shared", "corpus")
	if _, err := os.Stat(root); err != nil {
		t.Skip("no corpus at", root)
	}
	textExt := map[string]bool{".pgn": true, ".PGN": true, ".ctl-pgn": true, ".wxf": true, ".txt": true, ".uci": true}
	binaryExt := map[string]bool{".xqf": true, ".XQF": true, ".CBL": true, ".si4": true, ".sn4": true, ".sg4": true, ".cbr": true, ".zip": true, ".gz": true}
	var text, binary int
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ext := filepath.Ext(path)
		isText := textExt[ext] || strings.HasPrefix(ext, ".pgn_")
		if !isText && !binaryExt[ext] {
			return nil
		}
		head := make([]byte, charset.SniffSize)
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		n, _ := io.ReadFull(f, head)
		f.Close()
		format, refused := charset.Sniff(head[:n], path)
		switch {
		case isText && refused:
			t.Errorf("%s: text refused as %s", path, format.Name)
		case !isText && !refused:
			t.Errorf("%s: binary read as text", path)
		}
		if isText {
			text++
		} else {
			binary++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d text files read, %d binary files refused", text, binary)
	// Through the command line too, for the binary ones: one line each.
	for _, dir := range []string{"xiangqi/walker8088_cchess/tests/data", "scid/eco"} {
		entries, _ := os.ReadDir(filepath.Join(root, dir))
		for _, e := range entries {
			if !binaryExt[filepath.Ext(e.Name())] || filepath.Ext(e.Name()) == ".si4" {
				// A base's index file is read as the base (scid_test.go).
				continue
			}
			path := filepath.Join(root, dir, e.Name())
			code, out, _ := runCLI(t, "", "lint", path)
			if code != 2 || strings.Count(out, "\n") != 1 || !strings.Contains(out, "[input-binary]") {
				t.Errorf("%s: exit %d,\n%s", path, code, out)
			}
		}
	}
}
