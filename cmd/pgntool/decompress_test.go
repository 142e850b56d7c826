package main

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
)

// gzipped returns text compressed with gzip.
func gzipped(t testing.TB, text string) string {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(text))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// zstded returns text compressed with zstd.
func zstded(t testing.TB, text string) string {
	var b bytes.Buffer
	w, err := zstd.NewWriter(&b)
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte(text))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// xzed returns text compressed with xz.
func xzed(t testing.TB, text string) string {
	var b bytes.Buffer
	w, err := xz.NewWriter(&b)
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte(text))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// bzip2ed returns faultyGame compressed with bzip2: the standard library
// reads bzip2 but does not write it, so the file was made once with
// `bzip2 -9 -c game.pgn` (testdata/compressed).
func bzip2ed(t testing.TB) string {
	root := repoRoot(t)
	b, err := os.ReadFile(filepath.Join(root, "testdata", "compressed", "game.pgn.bz2"))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := os.ReadFile(filepath.Join(root, "testdata", "compressed", "game.pgn"))
	if err != nil || string(plain) != faultyGame {
		t.Fatalf("testdata/compressed/game.pgn is not faultyGame (%v)", err)
	}
	return string(b)
}

// zipped returns a zip archive of files, in the order of their names,
// deflated.
func zipped(t testing.TB, files map[string]string) string {
	var b bytes.Buffer
	w := zip.NewWriter(&b)
	for _, name := range slices.Sorted(maps.Keys(files)) {
		f, err := w.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(f, files[name])
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestCompressedInput: each compression is recognized by its first bytes,
// whatever the name, and read on every path (one job, several, standard
// input) with the diagnostics of the plain text under the name given.
func TestCompressedInput(t *testing.T) {
	dir := t.TempDir()
	forms := map[string]string{
		"g.pgn.gz":  gzipped(t, faultyGame),
		"g.pgn.bz2": bzip2ed(t),
		"g.pgn.zst": zstded(t, faultyGame),
		"g.pgn.xz":  xzed(t, faultyGame),
		// Named as plain text, compressed all the same.
		"zstd-named.pgn": zstded(t, faultyGame),
		// Two layers.
		"g.pgn.gz.xz": xzed(t, gzipped(t, faultyGame)),
	}
	files := map[string]string{"plain.pgn": faultyGame}
	for name, data := range forms {
		files[name] = data
	}
	writeFiles(t, dir, files)
	plain := runBinary(t, dir, "", "lint", "plain.pgn", "--jobs", "1")
	if plain.code != exitFindings || plain.stdout == "" {
		t.Fatalf("lint plain.pgn: exit %d, %q", plain.code, plain.stdout)
	}
	for name, data := range forms {
		for _, jobs := range []string{"1", "2"} {
			want := strings.ReplaceAll(plain.stdout, "plain.pgn:", name+":")
			r := runBinary(t, dir, "", "lint", name, "--jobs", jobs)
			if r.code != exitFindings || r.stdout != want || r.stderr != "" {
				t.Errorf("lint %s --jobs %s: exit %d, stdout %q, stderr %q; want\n%s", name, jobs, r.code, r.stdout, r.stderr, want)
			}
		}
		r := runBinary(t, dir, data, "lint", "-")
		if want := strings.ReplaceAll(plain.stdout, "plain.pgn:", "<stdin>:"); r.code != exitFindings || r.stdout != want {
			t.Errorf("lint - < %s: exit %d, stdout %q, stderr %q", name, r.code, r.stdout, r.stderr)
		}
		r = runBinary(t, dir, "", "export", name)
		if r.code != exitFindings || !strings.Contains(r.stdout, "[Event \"compressed\"]") || !strings.Contains(r.stderr, name+":9:17: error:") {
			t.Errorf("export %s: exit %d, stdout %q, stderr %q", name, r.code, r.stdout, r.stderr)
		}
	}
}

// TestCorruptCompressedInput: damaged or cut compressed data gives one
// message naming the file and the compression, and exit status 2.
func TestCorruptCompressedInput(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat(cleanGame+"\n", 200)
	gz := gzipped(t, long)
	badCRC := []byte(gz)
	badCRC[len(badCRC)-6] ^= 0xff // in the CRC-32 of the trailer
	badHeader := []byte(gz)
	badHeader[2] = 7 // a compression method other than deflate
	writeFiles(t, dir, map[string]string{
		"cut.pgn.gz":    gz[:len(gz)/2],
		"crc.pgn.gz":    string(badCRC),
		"header.pgn.gz": string(badHeader),
		"cut.pgn.zst":   zstded(t, long)[:100],
		"cut.pgn.xz":    xzed(t, long)[:100],
	})
	for _, name := range []string{"cut.pgn.gz", "crc.pgn.gz", "header.pgn.gz", "cut.pgn.zst", "cut.pgn.xz"} {
		codec := strings.TrimPrefix(filepath.Ext(name), ".")
		codec = map[string]string{"gz": "gzip", "zst": "zstd", "xz": "xz"}[codec]
		for _, cmd := range [][]string{{"lint"}, {"export"}, {"convert", "--to", "json"}} {
			r := runBinary(t, dir, "", append(cmd, name)...)
			want := "pgntool: " + name + ": the " + codec + " data is corrupt or cut short"
			if r.code != exitTrouble || strings.Count(r.stderr, want) != 1 || strings.Count(r.stderr, "\n") != 1 {
				t.Errorf("%v %s: exit %d, stderr %q; want one line starting %q", cmd, name, r.code, r.stderr, want)
			}
			if strings.Contains(r.stdout, "error") {
				t.Errorf("%v %s: errors reported besides the corruption:\n%s", cmd, name, r.stdout)
			}
		}
	}
}

// TestZstdWindowTooLarge: a zstd frame that declares a window larger than
// pgntool allows is refused with a message that says so, before any
// memory is taken for it.
func TestZstdWindowTooLarge(t *testing.T) {
	// A frame by hand (RFC 8878): the magic, a header descriptor with no
	// content size, no single segment, no checksum; a window descriptor
	// of 2^(10+18) bytes, 256 MiB; one last raw block of 8 bytes.
	content := "1. e4 *\n"
	frame := "\x28\xb5\x2f\xfd" + string([]byte{0, 18 << 3, 1 | byte(len(content))<<3, 0, 0}) + content
	if frame[5] != 0x90 {
		t.Fatalf("window descriptor %#x", frame[5])
	}
	var b bytes.Buffer
	b.WriteString(frame)
	code, out, stderr := runCLI(t, b.String(), "lint", "-")
	if code != exitTrouble || out != "" || !strings.Contains(stderr, "<stdin>: the zstd data is corrupt, or needs a window over the 128 MiB pgntool allows") {
		t.Errorf("lint of a zstd frame with a 256 MiB window: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// TestDecompressionBomb: a small compressed file that expands enormously
// is read as a stream within the per-game budgets: bounded memory, one
// limit-exceeded, and binary expansions (zeros) are refused at once.
func TestDecompressionBomb(t *testing.T) {
	dir := t.TempDir()
	const size = 256 << 20
	var text bytes.Buffer
	text.WriteString("[Event \"bomb\"]\n\n1. e4 {")
	var zeros, comment bytes.Buffer
	{
		w, _ := zstd.NewWriter(&comment, zstd.WithEncoderLevel(zstd.SpeedFastest))
		w.Write(text.Bytes())
		chunk := bytes.Repeat([]byte("ab "), 1<<16)
		for n := 0; n < size; n += len(chunk) {
			w.Write(chunk)
		}
		w.Write([]byte("} e5 *\n"))
		w.Close()
	}
	{
		w := gzip.NewWriter(&zeros)
		chunk := make([]byte, 1<<20)
		for n := 0; n < 64<<20; n += len(chunk) {
			w.Write(chunk)
		}
		w.Close()
	}
	if comment.Len() > 1<<20 || zeros.Len() > 1<<20 {
		t.Fatalf("bombs of %d and %d bytes: not small", comment.Len(), zeros.Len())
	}
	writeFiles(t, dir, map[string]string{"comment.pgn.zst": comment.String(), "zeros.pgn.gz": zeros.String()})
	r := runBinary(t, dir, "", "lint", "comment.pgn.zst")
	if r.code != exitFindings || strings.Count(r.stdout, "[limit-exceeded]") != 1 || !strings.Contains(r.stdout, "--max-token-bytes") {
		t.Errorf("lint comment.pgn.zst: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	if r.maxRSS > 100<<20 {
		t.Errorf("lint comment.pgn.zst (%d MiB of text) held %d MiB", size>>20, r.maxRSS>>20)
	}
	r = runBinary(t, dir, "", "lint", "zeros.pgn.gz")
	want := "zeros.pgn.gz:1:1: error: the input, once decompressed (gzip), looks like binary data, not PGN text, and is not read"
	if r.code != exitTrouble || !strings.HasPrefix(r.stdout, want) || strings.Count(r.stdout, "\n") != 1 {
		t.Errorf("lint zeros.pgn.gz: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

// TestZipInput: every game file of a zip archive is read, by name or by
// content, under "archive.zip:member"; other members are passed over; a
// zip on standard input, a damaged zip and one without games are refused.
func TestZipInput(t *testing.T) {
	dir := t.TempDir()
	archive := zipped(t, map[string]string{
		"a.pgn":          faultyGame,
		"sub/b.pgn.gz":   gzipped(t, faultyGame),
		"games":          faultyGame, // no extension, PGN text
		"readme.txt":     "Read me: Kz9 is no move.\n",
		"__MACOSX/a.pgn": faultyGame,
		"image.png":      "\x89PNG\r\n\x1a\n\x00\x00\x00",
	})
	writeFiles(t, dir, map[string]string{
		"twic.zip":     archive,
		"named.pgn":    archive, // a zip by its content
		"nogames.zip":  zipped(t, map[string]string{"readme.txt": "hello\n"}),
		"damaged.zip":  archive[:len(archive)/2],
		"compress.pgn": cleanGame,
	})
	for _, name := range []string{"twic.zip", "named.pgn"} {
		r := runBinary(t, dir, "", "lint", name)
		var files []string
		for _, line := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
			if i := strings.Index(line, ":9:17: error:"); i > 0 {
				files = append(files, line[:i])
			}
		}
		want := []string{name + ":a.pgn", name + ":games", name + ":sub/b.pgn.gz"}
		if r.code != exitFindings || strings.Join(files, " ") != strings.Join(want, " ") || r.stderr != "" {
			t.Errorf("lint %s: exit %d, files %q, want %q\n%s%s", name, r.code, files, want, r.stdout, r.stderr)
		}
	}
	r := runBinary(t, dir, "", "export", "twic.zip", "-o", "out.pgn")
	out, _ := os.ReadFile(filepath.Join(dir, "out.pgn"))
	if r.code != exitFindings || strings.Count(string(out), "[Event \"compressed\"]") != 3 {
		t.Errorf("export twic.zip: exit %d, %d games written, stderr %q", r.code, strings.Count(string(out), "[Event"), r.stderr)
	}
	r = runBinary(t, dir, "", "export", "twic.zip", "-o", "twic.zip")
	if after, _ := os.ReadFile(filepath.Join(dir, "twic.zip")); r.code != exitTrouble || !strings.Contains(r.stderr, "the same file as the input twic.zip:a.pgn") || string(after) != archive {
		t.Errorf("export twic.zip -o twic.zip: exit %d, stderr %q", r.code, r.stderr)
	}
	r = runBinary(t, dir, archive, "lint", "-")
	if r.code != exitTrouble || !strings.Contains(r.stdout, "a zip archive is read from a named file only") {
		t.Errorf("lint - < twic.zip: exit %d, stdout %q", r.code, r.stdout)
	}
	r = runBinary(t, dir, "", "lint", "nogames.zip", "compress.pgn")
	if r.code != exitTrouble || !strings.Contains(r.stderr, "nogames.zip: no game file in this zip archive") {
		t.Errorf("lint nogames.zip: exit %d, stderr %q", r.code, r.stderr)
	}
	r = runBinary(t, dir, "", "lint", "damaged.zip")
	if r.code != exitTrouble || !strings.Contains(r.stderr, "damaged.zip: not a readable zip archive") {
		t.Errorf("lint damaged.zip: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestBinaryInput: a file of a format pgntool does not read gives one
// input-binary line through the built command, and exit status 2.
func TestBinaryInput(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"prog": "\x7fELF\x02\x01\x01" + junk, "g.xqf.gz": gzipped(t, "XQ\x12\xab\x00\x00\x00\x00"+junk)})
	r := runBinary(t, dir, "", "lint", "prog", "g.xqf.gz")
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != exitTrouble || len(lines) != 2 ||
		!strings.HasPrefix(lines[0], "prog:1:1: error: the input looks like an ELF executable") ||
		!strings.HasPrefix(lines[1], "g.xqf.gz:1:1: error: the input, once decompressed (gzip), looks like an XQF xiangqi record") {
		t.Errorf("lint prog g.xqf.gz: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

// TestCompressedOnEveryPath: a compressed file and a zip member give the
// diagnostics of their text on every path, cut into tiny chunks too.
func TestCompressedOnEveryPath(t *testing.T) {
	oldChunk := chunkSize
	defer func() { chunkSize = oldChunk }()
	chunkSize = 64
	dir := t.TempDir()
	text := strings.Repeat(faultyGame+"\n", 20)
	writeFiles(t, dir, map[string]string{"plain.pgn": text, "c.pgn": zstded(t, text), "c.zip": zipped(t, map[string]string{"m.pgn": text})})
	for _, jobs := range []string{"1", "2"} {
		_, want, _ := runCLI(t, "", "lint", "--jobs", jobs, filepath.Join(dir, "plain.pgn"))
		for _, name := range []string{"c.pgn", "c.zip"} {
			path := filepath.Join(dir, name)
			shown := path
			if name == "c.zip" {
				shown += ":m.pgn"
			}
			code, got, stderr := runCLI(t, "", "lint", "--jobs", jobs, path)
			if w := strings.ReplaceAll(want, filepath.Join(dir, "plain.pgn"), shown); code != exitFindings || got != w {
				t.Errorf("lint --jobs %s %s: exit %d, stderr %q, stdout\n%s\nwant\n%s", jobs, name, code, stderr, got, w)
			}
		}
	}
}
