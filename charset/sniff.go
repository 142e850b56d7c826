package charset

import (
	"bytes"
	"path/filepath"
	"strings"
)

// SniffSize is how much of an input Sniff looks at: the same first bytes
// whether the input is read, mapped or piped, so that every way of
// reading it takes the same decision.
const SniffSize = 4 << 10

// Kind groups the formats Sniff recognises by what a user can do about
// them.
type Kind int

// The kinds of non-text input.
const (
	Binary     Kind = iota // a binary file of no use to a PGN reader (ELF, PDF, PNG, unknown data)
	Compressed             // a compressed stream: decompress it first
	Archive                // an archive of files (zip): extract them first
	Database               // the game records of another program (XQF, CBL, CBR)
	Scid                   // a file of a Scid database
	UTF16                  // UTF-16 text: convert it to UTF-8
	XML                    // XML text, such as a CCBridge .cbf record
)

// Format is what a non-text input looks like.
type Format struct {
	Name string // what it is, as a phrase: "gzip-compressed data"
	Kind Kind
	Tool string // for Compressed and Archive: the command that writes the content to stdout ("gzip -dc")
}

// magic is a format known by the bytes it starts with.
type magic struct {
	prefix string
	format Format
}

// magics are the formats known by their first bytes. Their files are
// binary, or, for XML, text of another kind; none starts a PGN file.
var magics = []magic{
	{"\x1f\x8b", Format{"gzip-compressed data", Compressed, "gzip -dc"}},
	{"BZh", Format{"bzip2-compressed data", Compressed, "bzip2 -dc"}},
	{"\xfd7zXZ\x00", Format{"xz-compressed data", Compressed, "xz -dc"}},
	{"\x28\xb5\x2f\xfd", Format{"zstd-compressed data", Compressed, "zstd -dc"}},
	{"PK\x03\x04", Format{"a zip archive", Archive, "unzip -p"}},
	{"PK\x05\x06", Format{"an empty zip archive", Archive, ""}},
	{"7z\xbc\xaf\x27\x1c", Format{"a 7-Zip archive", Archive, ""}},
	{"Rar!\x1a\x07", Format{"a RAR archive", Archive, ""}},
	{"CCBridgeLibrary\x00", Format{"a CCBridge library (CBL)", Database, ""}},
	{"CCBridge Record\x00", Format{"a CCBridge record (CBR)", Database, ""}},
	{"Scid.si\x00", Format{"a Scid index file (.si4)", Scid, ""}},
	{"Scid.sn\x00", Format{"a Scid name file (.sn4)", Scid, ""}},
	{"\x7fELF", Format{"an ELF executable", Binary, ""}},
	{"%PDF-", Format{"a PDF document", Binary, ""}},
	{"\x89PNG\r\n\x1a\n", Format{"a PNG image", Binary, ""}},
	{"\xff\xfe", Format{"UTF-16 text (little-endian)", UTF16, ""}},
	{"\xfe\xff", Format{"UTF-16 text (big-endian)", UTF16, ""}},
}

// scidExtensions name the files of a Scid database. A Scid 4 game file
// (.sg4) has no magic bytes, nor, as far as is known, do Scid 5 files, so
// their name, with control bytes inside, says what they are.
var scidExtensions = map[string]string{
	".si4": "a Scid index file (.si4)",
	".sn4": "a Scid name file (.sn4)",
	".sg4": "a Scid game file (.sg4)",
	".si5": "a Scid 5 index file (.si5)",
	".sn5": "a Scid 5 name file (.sn5)",
	".sg5": "a Scid 5 game file (.sg5)",
}

// Sniff reports what head, the first SniffSize bytes of an input (or all
// of a shorter one), looks like when it is not text a PGN reader reads;
// ok is false for text in any encoding this package reads. name is the
// file's name, "" for standard input: Scid game files are known by it.
//
// A few stray control bytes do not make a file binary: PGN files met in
// practice hold a NUL or an escape here and there, and the reader reports
// each. Only a share of them that text never has does (see binaryShare).
func Sniff(head []byte, name string) (f Format, ok bool) {
	head = head[:min(len(head), SniffSize)]
	for _, m := range magics {
		if bytes.HasPrefix(head, []byte(m.prefix)) {
			return m.format, true
		}
	}
	// XQF files start "XQ", a version byte (10 to 18) and, in bytes 4 to
	// 7, zeros; text that starts "XQ" (a word) has none of these.
	if len(head) >= 8 && head[0] == 'X' && head[1] == 'Q' && head[2] < 0x20 && string(head[4:8]) == "\x00\x00\x00\x00" {
		return Format{"an XQF xiangqi record", Database, ""}, true
	}
	if isXML(head) {
		return Format{"XML text", XML, ""}, true
	}
	if utf16Text(head) {
		return Format{"UTF-16 text", UTF16, ""}, true
	}
	controls := countControls(head)
	if what, scid := scidExtensions[strings.ToLower(filepath.Ext(name))]; scid && controls > 0 {
		return Format{what, Scid, ""}, true
	}
	if binaryShare(controls, len(head)) {
		return Format{"binary data", Binary, ""}, true
	}
	return Format{}, false
}

// isXML reports whether head, after a byte order mark and white space,
// starts with an XML declaration (CCBridge .cbf records are XML).
func isXML(head []byte) bool {
	head = bytes.TrimPrefix(head, []byte(bom))
	head = bytes.TrimLeft(head, " \t\r\n")
	return bytes.HasPrefix(head, []byte("<?xml"))
}

// utf16Text reports whether head is UTF-16 without a byte order mark:
// ASCII text in UTF-16 has a NUL in every other byte.
func utf16Text(head []byte) bool {
	if len(head) < 16 {
		return false
	}
	var nul [2]int
	for i, b := range head[:len(head)&^1] {
		if b == 0 {
			nul[i&1]++
		}
	}
	half := len(head) / 2
	// Nine in ten of one half NUL, and few of the other: ASCII characters
	// with some non-ASCII ones.
	for i := range nul {
		if nul[i]*10 >= half*9 && nul[1-i]*10 < half {
			return true
		}
	}
	return false
}

// isControl reports whether b is a control byte that text does not hold:
// codes 0–31 other than tab, line feed, form feed and carriage return,
// and 127.
func isControl(b byte) bool {
	switch b {
	case '\t', '\n', '\f', '\r':
		return false
	}
	return b < 0x20 || b == 0x7f
}

// countControls counts the control bytes of head.
func countControls(head []byte) int {
	n := 0
	for _, b := range head {
		if isControl(b) {
			n++
		}
	}
	return n
}

// binaryShare reports whether n control bytes among size make binary
// data: one in twenty, and at least eight. Random bytes have one in
// nine; text files, in any encoding, next to none (the corpus test
// checks every text file of the corpus).
func binaryShare(n, size int) bool {
	return n >= 8 && n*20 >= size
}
