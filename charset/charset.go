// Package charset reads and writes the text encodings of PGN files met in
// practice: UTF-8 (with or without a byte order mark), GB18030 and its
// subsets GBK and GB2312 (mainland xiangqi tools), Big5 (Taiwanese
// collections) and Latin-1 (old chess files). Detection scores the text as
// each encoding, because many GBK files are also valid Big5.
package charset

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/transform"
)

// Canonical encoding names.
const (
	UTF8    = "utf-8"
	GB18030 = "gb18030"
	Big5    = "big5"
	Latin1  = "latin1"
)

// sampleSize is how much of the input detection looks at.
const sampleSize = 64 << 10

type entry struct {
	name    string
	aliases []string
	enc     encoding.Encoding // nil for UTF-8
}

// table lists the encodings. latin1 is decoded as Windows-1252: files
// labelled Latin-1 come from Windows tools, and their bytes 0x80–0x9F
// are curly quotes, dashes and the euro sign, never C1 controls.
var table = []entry{
	{UTF8, []string{"utf8"}, nil},
	{GB18030, []string{"gbk", "gb2312", "cp936"}, simplifiedchinese.GB18030},
	{Big5, []string{"big-5", "cp950"}, traditionalchinese.Big5},
	{Latin1, []string{"iso-8859-1", "latin-1", "cp1252", "windows-1252"}, charmap.Windows1252},
}

// lookup finds an encoding by canonical name or alias, ignoring case.
func lookup(name string) (entry, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	for _, e := range table {
		if n == e.name {
			return e, nil
		}
		for _, a := range e.aliases {
			if n == a {
				return e, nil
			}
		}
	}
	return entry{}, fmt.Errorf("unknown encoding %q; valid names: %s, or auto", name, strings.Join(Names(), "; "))
}

// ErrNilReader is returned by NewReader for a nil reader.
var ErrNilReader = errors.New("charset: nil reader")

// ErrNilWriter is returned by NewWriter for a nil writer.
var ErrNilWriter = errors.New("charset: nil writer")

// Names lists the canonical names with their aliases, one string each,
// such as "gb18030 (gbk, gb2312, cp936)".
func Names() []string {
	out := make([]string, len(table))
	for i, e := range table {
		out[i] = e.name + " (" + strings.Join(e.aliases, ", ") + ")"
	}
	return out
}

// NewReader returns a reader of UTF-8 text. name "" or "auto" detects the
// encoding from the first 64 KiB (peeked, not consumed); a BOM is removed.
// detected is the canonical name used.
func NewReader(r io.Reader, name string) (rd io.Reader, detected string, err error) {
	if r == nil {
		return nil, "", ErrNilReader
	}
	br := bufio.NewReaderSize(r, sampleSize)
	sample, err := br.Peek(sampleSize)
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		return nil, "", err
	}
	e, err := choose(sample, name)
	if err != nil {
		return nil, "", err
	}
	if e.enc == nil {
		br.Discard(bomLength(sample)) // cannot fail: the bytes are buffered
		return br, e.name, nil
	}
	return transform.NewReader(br, e.enc.NewDecoder()), e.name, nil
}

// Passthrough reports whether text, read in the named encoding ("" or
// "auto" to detect it from the first 64 KiB, as NewReader does), is UTF-8
// already, so that NewReader would pass it on unchanged after a byte order
// mark of skip bytes. A caller holding the whole text in memory can then
// read it in place.
func Passthrough(text []byte, name string) (skip int, ok bool, err error) {
	sample := text[:min(len(text), sampleSize)]
	e, err := choose(sample, name)
	if err != nil || e.enc != nil {
		return 0, false, err
	}
	return bomLength(sample), true, nil
}

// choose finds the named encoding, or detects it from sample.
func choose(sample []byte, name string) (entry, error) {
	if name == "" || strings.EqualFold(name, "auto") {
		e, _ := lookup(Detect(sample))
		return e, nil
	}
	return lookup(name)
}

// bomLength is the length of the UTF-8 byte order mark that starts text,
// or 0.
func bomLength(text []byte) int {
	if strings.HasPrefix(string(text[:min(3, len(text))]), bom) {
		return len(bom)
	}
	return 0
}

const bom = "\xef\xbb\xbf"

// NewWriter encodes UTF-8 written to it into the named encoding. A
// character the encoding cannot represent makes Write fail rather than
// be replaced silently.
func NewWriter(w io.Writer, name string) (io.Writer, error) {
	if w == nil {
		return nil, ErrNilWriter
	}
	e, err := lookup(name)
	if err != nil {
		return nil, err
	}
	if e.enc == nil {
		return w, nil
	}
	return transform.NewWriter(w, e.enc.NewEncoder()), nil
}
