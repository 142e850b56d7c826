package main

import (
	"archive/zip"
	"bytes"
	"compress/bzip2"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"

	"github.com/pgntool/pgntool/charset"
)

// Zip archives (TWIC ships its weekly issues as zip) are read member by
// member: every game file inside, each under the name
// "archive.zip:member.pgn" in positions. A zip archive keeps its
// directory at its end, so it is read from a named file, never from a
// stream; a zip on standard input is refused (see newNotTextError).

// zipArchive is an open zip archive.
type zipArchive struct {
	*zip.ReadCloser
}

// Zip methods other than store and deflate that pgntool reads, as
// numbered by the zip format (APPNOTE 4.4.5).
const (
	zipMethodBzip2 = 12
	zipMethodZstd  = 93
	zipMethodXz    = 95
)

// openZip opens the zip archive at path.
func openZip(path string) (*zipArchive, error) {
	r, err := zip.OpenReader(path)
	if err != nil {
		return nil, fmt.Errorf("%s: not a readable zip archive (%v)", path, err)
	}
	r.RegisterDecompressor(zipMethodBzip2, func(r io.Reader) io.ReadCloser { return io.NopCloser(bzip2.NewReader(r)) })
	r.RegisterDecompressor(zipMethodXz, func(r io.Reader) io.ReadCloser {
		z, err := xz.NewReader(r)
		if err != nil {
			return io.NopCloser(&errReader{err})
		}
		return io.NopCloser(z)
	})
	r.RegisterDecompressor(zipMethodZstd, func(r io.Reader) io.ReadCloser {
		z, err := zstd.NewReader(r, zstd.WithDecoderMaxWindow(zstdMaxWindow), zstd.WithDecoderConcurrency(1))
		if err != nil {
			return io.NopCloser(&errReader{err})
		}
		return z.IOReadCloser()
	})
	return &zipArchive{r}, nil
}

// errReader is a reader that fails with err.
type errReader struct{ err error }

func (e *errReader) Read([]byte) (int, error) { return 0, e.err }

// listZip returns made-up arguments for the game members of the zip
// archive at path, in the order of its directory: those named as game
// files, and those whose first bytes are PGN text (or compressed data)
// whatever their name. An archive that cannot be read, or holds no game
// file, gives an argument that reports it.
func listZip(set *inputSet, archive string) []string {
	z, err := openZip(archive)
	if err != nil {
		return []string{set.failed(archive, err)}
	}
	defer z.Close()
	var out []string
	for i, f := range z.File {
		name := f.Name
		if f.FileInfo().IsDir() || strings.HasPrefix(name, "__MACOSX/") || strings.HasPrefix(path.Base(name), ".") {
			continue
		}
		if !isGameFileName(name) && !looksLikeGames(f) {
			continue
		}
		out = append(out, set.add(&virtualInput{name: archive + ":" + name, archive: archive, member: name, index: i}))
	}
	if len(out) == 0 {
		err := fmt.Errorf("%s: no game file in this zip archive (members ending %s, compressed or not, or holding PGN text)",
			archive, strings.Join(gameExtensions, " or "))
		return []string{set.failed(archive, err)}
	}
	return out
}

// looksLikeGames reports whether the member f, which is not named as a
// game file, holds PGN: compressed data, or text whose first character
// (after a byte order mark and blank space) starts a tag pair or a move
// number.
func looksLikeGames(f *zip.File) bool {
	r, err := f.Open()
	if err != nil {
		return false
	}
	defer r.Close()
	head := make([]byte, charset.SniffSize)
	n, _ := io.ReadFull(r, head)
	head = head[:n]
	if codecOf(head) != nil {
		return true
	}
	if _, binary := charset.Sniff(head, ""); binary {
		return false
	}
	head = bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")), " \t\r\n")
	return len(head) > 0 && (head[0] == '[' || head[0] >= '1' && head[0] <= '9')
}

// openMember opens the archive member v stands for, keeping the archive
// open for the members that follow.
func (s *inputSet) openMember(v *virtualInput) (io.ReadCloser, error) {
	if s.zipPath != v.archive {
		s.close()
		z, err := openZip(v.archive)
		if err != nil {
			return nil, err
		}
		s.zip, s.zipPath = z, v.archive
	}
	if v.index >= len(s.zip.File) || s.zip.File[v.index].Name != v.member {
		return nil, fmt.Errorf("%s: the archive changed while it was read", v.archive)
	}
	r, err := s.zip.File[v.index].Open()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", v.name, err)
	}
	return &corruptCloser{corruptReader{r: r, codec: "zip member's"}, r}, nil
}

// corruptCloser is a corruptReader that closes what it reads.
type corruptCloser struct {
	corruptReader
	c io.Closer
}

func (c *corruptCloser) Close() error { return c.c.Close() }
