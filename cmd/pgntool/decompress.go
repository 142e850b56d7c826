package main

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"errors"
	"fmt"
	"io"

	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
)

// Game databases are shipped compressed: lichess's monthly files as zstd,
// most archives as gzip, some as bzip2 or xz. An input is recognized by
// its first bytes, whatever its name (a zstd file named .pgn is read as
// zstd), and decompressed as a stream: no input is ever held whole, so the
// per-game budgets bound memory as they do for plain text. The standard
// library reads gzip and bzip2; it has no zstd or xz, so those come from
// github.com/klauspost/compress/zstd and github.com/ulikunitz/xz, both
// pure Go and widely used.

// codec is a compressed format pgntool reads.
type codec struct {
	name  string // as in messages: "gzip"
	magic string // the first bytes of its data
	// open returns the reader of the decompressed bytes of r, and what
	// frees its resources.
	open func(r io.Reader) (io.Reader, func(), error)
}

// zstdMaxWindow is the largest zstd window (history) pgntool accepts: the
// largest zstd's command line uses without --ultra or --long=28 and more.
// The decoder's memory grows with the window a file declares, so a
// larger one is refused rather than allocated.
const zstdMaxWindow = 128 << 20

// maxLayers is how many compressions, one inside the other, are undone;
// more is refused as no real file has them.
const maxLayers = 3

var codecs = []codec{
	{"gzip", "\x1f\x8b", func(r io.Reader) (io.Reader, func(), error) {
		// Several gzip members one after another (pigz, concatenated
		// files) are read as one stream.
		z, err := gzip.NewReader(r)
		if err != nil {
			return nil, nil, err
		}
		return z, func() { z.Close() }, nil
	}},
	{"bzip2", "BZh", func(r io.Reader) (io.Reader, func(), error) {
		return bzip2.NewReader(r), func() {}, nil
	}},
	{"xz", "\xfd7zXZ\x00", func(r io.Reader) (io.Reader, func(), error) {
		z, err := xz.NewReader(r)
		if err != nil {
			return nil, nil, err
		}
		return z, func() {}, nil
	}},
	{"zstd", "\x28\xb5\x2f\xfd", func(r io.Reader) (io.Reader, func(), error) {
		z, err := zstd.NewReader(r, zstd.WithDecoderMaxWindow(zstdMaxWindow))
		if err != nil {
			return nil, nil, err
		}
		return z, z.Close, nil
	}},
}

// codecOf returns the codec whose data starts head, or nil.
func codecOf(head []byte) *codec {
	for i := range codecs {
		if bytes.HasPrefix(head, []byte(codecs[i].magic)) {
			return &codecs[i]
		}
	}
	return nil
}

// textBufferSize is the buffer of the reader charset.NewReader reads from,
// as large as what it peeks into, so that it reads on from that buffer.
const textBufferSize = 64 << 10

// decompressed is an input with its compressions undone.
type decompressed struct {
	r      *bufio.Reader
	layers []string // the codecs undone, outermost first
	close  []func()
}

// Close frees the decoders.
func (d *decompressed) Close() {
	for i := len(d.close) - 1; i >= 0; i-- {
		d.close[i]()
	}
	d.close = nil
}

// decompress undoes the compressions of r, recognized by their first
// bytes. The result reads r itself, buffered, when r is not compressed.
func decompress(r io.Reader) (*decompressed, error) {
	d := &decompressed{r: bufio.NewReaderSize(r, textBufferSize)}
	for {
		head, err := d.r.Peek(8)
		if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
			d.Close()
			return nil, corruptIf(d.layers, err)
		}
		c := codecOf(head)
		if c == nil {
			return d, nil
		}
		if len(d.layers) == maxLayers {
			d.Close()
			return nil, fmt.Errorf("%s: compressed more than %d times over; not read", layersName(d.layers), maxLayers)
		}
		dec, free, err := c.open(d.r)
		d.layers = append(d.layers, c.name)
		if err != nil {
			d.Close()
			return nil, &corruptError{codec: c.name, err: err}
		}
		d.close = append(d.close, free)
		d.r = bufio.NewReaderSize(&corruptReader{r: dec, codec: c.name}, textBufferSize)
	}
}

// layersName names the compressions undone: "gzip", "gzip inside xz".
func layersName(layers []string) string {
	s := ""
	for i := len(layers) - 1; i >= 0; i-- {
		if s != "" {
			s += " inside "
		}
		s += layers[i]
	}
	return s
}

// corruptIf returns err as an error of corrupt data when it comes from a
// decoder, as it is otherwise.
func corruptIf(layers []string, err error) error {
	var c *corruptError
	if len(layers) == 0 || errors.As(err, &c) {
		return err
	}
	return &corruptError{codec: layers[len(layers)-1], err: err}
}

// corruptError is a decoder's error: the compressed data is damaged or
// cut short. It stops the reading of the input (exit status 2).
type corruptError struct {
	codec string
	err   error
}

func (e *corruptError) Error() string {
	what := e.err.Error()
	switch {
	case errors.Is(e.err, io.ErrUnexpectedEOF):
		what = "it ends too early"
	case errors.Is(e.err, zstd.ErrWindowSizeExceeded):
		return fmt.Sprintf("the zstd data is corrupt, or needs a window over the %d MiB pgntool allows (then decompress it first: zstd -dc --long=31 FILE | pgntool ... -); it is not read", zstdMaxWindow>>20)
	}
	return fmt.Sprintf("the %s data is corrupt or cut short (%s); the rest is not read", e.codec, what)
}

func (e *corruptError) Unwrap() error { return e.err }

// corruptReader turns a decoder's errors into a corruptError that names
// the codec.
type corruptReader struct {
	r     io.Reader
	codec string
}

func (c *corruptReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if err != nil && err != io.EOF {
		var ce *corruptError
		if !errors.As(err, &ce) {
			err = &corruptError{codec: c.codec, err: err}
		}
	}
	return n, err
}
