package pgntool

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// An Option changes how [Open] and [NewReader] read.
type Option func(*options)

type options struct {
	encoding string
	variant  pgn.Variant
	limits   pgn.Limits
}

// WithEncoding names the input's text encoding ("utf-8", "gb18030" or
// "gbk", "big5", "latin1"; see [charset.Names]) instead of detecting it.
// "" and "auto" detect it, as without the option.
func WithEncoding(name string) Option {
	return func(o *options) { o.encoding = name }
}

// WithVariant reads every game as v, whatever its tags and the file name
// say. A nil v chooses per game, as without the option.
func WithVariant(v pgn.Variant) Option {
	return func(o *options) { o.variant = v }
}

// WithLimits bounds what one game may use (see [pgn.Limits]); zero fields
// keep their defaults.
func WithLimits(l pgn.Limits) Option {
	return func(o *options) { o.limits = l }
}

// File is a PGN file or stream opened for reading games, by [Open] or
// [NewReader]. It is not safe for use by several goroutines at once.
type File struct {
	name     string
	encoding string
	games    *pgn.Reader
	counter  *replacementCounter
	// closer is the file Open opened; nil for NewReader's input, which
	// belongs to the caller.
	closer io.Closer
}

// ErrNilFile is the error of a method called on a nil File, or on one
// that Open or NewReader did not make.
var ErrNilFile = errors.New("pgntool: no file")

// Open opens the named file for reading games: see the package comment
// for what it detects. The file's name is used in positions and chooses
// the variant of games whose tags name none. A file that is not text is
// refused with a [*NotTextError]; a name that cannot be opened gives the
// error of [os.Open] (a [*fs.PathError]). Close the File when done.
func Open(name string, opts ...Option) (*File, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err == nil && st.IsDir() {
		f.Close()
		return nil, &os.PathError{Op: "open", Path: name, Err: errors.New("is a directory")}
	}
	file, err := newFile(f, name, opts)
	if err != nil {
		f.Close()
		return nil, err
	}
	file.closer = f
	return file, nil
}

// NewReader reads games from r as [Open] reads them from a file: name
// stands for the input in positions and chooses the variant of games whose
// tags name none, as a file name does ("" for none). The first bytes of r
// are read at once, to tell whether it is text and in which encoding; an
// error reading them is returned. Closing the File does not close r.
func NewReader(r io.Reader, name string, opts ...Option) (*File, error) {
	if r == nil {
		return nil, pgn.ErrNilInput
	}
	return newFile(r, name, opts)
}

// newFile sniffs raw, sets up its decoding and the game reader.
func newFile(raw io.Reader, name string, opts []Option) (*File, error) {
	var o options
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	// The buffer is as large as the one charset.NewReader peeks into, so
	// that it reads on from this one.
	br := bufio.NewReaderSize(raw, 64<<10)
	head, err := br.Peek(charset.SniffSize)
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		return nil, named(name, err)
	}
	if f, ok := charset.Sniff(head, name); ok {
		return nil, newNotTextError(name, f)
	}
	text, encoding, err := charset.NewReader(br, o.encoding)
	if err != nil {
		return nil, named(name, err)
	}
	file := &File{name: name, encoding: encoding}
	if encoding != charset.UTF8 {
		file.counter = &replacementCounter{r: text}
		text = file.counter
	}
	file.games = pgn.NewReader(text, readerOptions(name, o))
	return file, nil
}

// named prefixes err with the input's name, when it has one.
func named(name string, err error) error {
	if name == "" {
		return err
	}
	return fmt.Errorf("%s: %w", name, err)
}

// readerOptions are the reader options for the input called name. A
// game's tags choose its variant among the registered plugins; the file
// name chooses it for a game whose tags name none.
func readerOptions(name string, o options) pgn.ReaderOptions {
	ro := pgn.ReaderOptions{File: name, Variant: o.variant, Limits: o.limits, Recognize: variants.Recognize}
	if byName, ok := pgn.VariantForFile(name); ok && o.variant == nil {
		// Tagless records are common in C'escacs: the extension says
		// what they are.
		ro.Select = func(tags []pgn.Tag) pgn.Variant { return pgn.ChooseVariantOr(tags, byName) }
	}
	return ro
}

// Name returns the name the File was opened with.
func (f *File) Name() string {
	if f == nil {
		return ""
	}
	return f.name
}

// Encoding returns the canonical name of the encoding the input is read
// in, detected or given: "utf-8", "gb18030", "big5" or "latin1".
func (f *File) Encoding() string {
	if f == nil {
		return ""
	}
	return f.encoding
}

// Replaced returns how many byte sequences of the input read so far were
// not valid in its encoding and were decoded as U+FFFD. It is 0 for UTF-8
// input, whose invalid bytes the reader reports in the games'
// Diagnostics instead (code char-invalid).
func (f *File) Replaced() int64 {
	if f == nil || f.counter == nil {
		return 0
	}
	return f.counter.n
}

// Games returns an iterator over the games of the input, read as trees:
// see [pgn.Reader.Games]. Faults of a game's text are in its Diagnostics;
// an error reading the input is yielded once, after the last game.
func (f *File) Games() iter.Seq2[*pgn.Game, error] {
	return f.Reader().Games()
}

// ReadGame reads the next game as a tree, with the contract of
// [pgn.Reader.ReadGame]: a game and a nil error, or a nil game and an
// error (io.EOF at the end of the input).
func (f *File) ReadGame() (*pgn.Game, error) {
	return f.Reader().ReadGame()
}

// Reader returns the reader of the games, to visit them as a stream with
// [pgn.Reader.Visit] instead of building trees. It is nil for a nil File,
// and a nil *pgn.Reader reports [pgn.ErrNilInput].
func (f *File) Reader() *pgn.Reader {
	if f == nil {
		return nil
	}
	return f.games
}

// Close closes the file that Open opened; for a File of NewReader it does
// nothing, since the caller's reader is the caller's to close. Read no
// games after Close: those already buffered would still come, and then
// the error of the closed file. Closing twice returns that error.
func (f *File) Close() error {
	if f == nil {
		return ErrNilFile
	}
	if f.closer == nil {
		return nil
	}
	return f.closer.Close()
}
