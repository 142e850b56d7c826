package scid

import (
	"errors"
	"io"
	"iter"
	"os"
	"strconv"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// Base is an open Scid 4 database. Its methods are for one goroutine at a
// time (they share a read buffer and a decoder); Reopen it for each other
// goroutine that reads it in parallel.
type Base struct {
	// Header is the index header: description, type, autoload, flag names.
	Header Header

	siName, snName, sgName string
	iwin                   indexWindow // the index entries read last
	headerSize, entrySize  int
	names                  names
	sg                     *os.File
	sgSize                 int64
	window                 []byte // a run of the .sg4 file read ahead
	windowAt               int64  // its offset in the file
	dec                    decoder
	// last is the game decoded last: the decoder's board is still in its
	// final position (see PGNWriter).
	last *pgn.Game
	// lastEntry is the index entry of last: its name ids.
	lastEntry Entry
	// spare is the game that Games builds each game in with ReuseGames.
	spare *pgn.Game
	texts tagTexts
}

// Options choose which games Base.Games gives and the budgets of decoding.
type Options struct {
	// IncludeDeleted gives the games marked deleted too; by default they
	// are passed over, as Scid's export leaves them out once compacted.
	IncludeDeleted bool
	// Limits bounds each game: Plies (moves, variations included),
	// VariationDepth, Tags and TokenBytes (one comment). A zero field
	// takes pgn.DefaultLimits's value.
	Limits pgn.Limits
	// ReuseGames lets Games build each game in the memory of the game
	// before it (the *pgn.Game, its tag list, its nodes and main line),
	// for a program that is done with a game before it takes the next,
	// as pgn.ReaderOptions.ReuseGames does for PGN text: decoding a game
	// then allocates little more than its strings. A game is then valid
	// only until the next step of the iteration; its strings (tag values,
	// move texts, comments) stay valid, its nodes, lines and slices do
	// not. A program that keeps games must leave it unset, the default.
	ReuseGames bool
}

// windowSize is how much of the .sg4 file one read brings in: records are
// below 128 KiB, and reading the games in order then costs one read per
// window rather than one per game.
const windowSize = 256 << 10

// Open opens the Scid 4 base at path, which may be the base name (BASE,
// for BASE.si4, BASE.sn4 and BASE.sg4) or the name of one of its three
// files. It reads the index's header and the name file and checks them;
// the index entries and the game file are read game by game. A Scid 5 base (BASE.si5) is refused with
// ErrScid5; a corrupt file gives a *CorruptError.
func Open(path string) (*Base, error) {
	base := path
	for _, ext := range []string{".si4", ".sn4", ".sg4", ".si5", ".sn5", ".sg5", ".si", ".sg", ".sn"} {
		if strings.HasSuffix(base, ext) {
			base = strings.TrimSuffix(base, ext)
			break
		}
	}
	b := &Base{siName: base + ".si4", snName: base + ".sn4", sgName: base + ".sg4"}
	si, err := os.Open(b.siName)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			if _, err5 := os.Stat(base + ".si5"); err5 == nil {
				return nil, &os.PathError{Op: "open", Path: base + ".si5", Err: ErrScid5}
			}
		}
		return nil, err
	}
	ok := false
	defer func() {
		if !ok {
			b.Close()
		}
	}()
	b.iwin.f = si
	st, err := si.Stat()
	if err != nil {
		return nil, err
	}
	head, err := readHeader(si, st.Size())
	if err != nil {
		return nil, err
	}
	h, headerSize, entrySize, err := parseHeaderOf(head, int(min(st.Size(), maxIndexSize)), b.siName)
	if err != nil {
		return nil, err
	}
	b.Header, b.headerSize, b.entrySize = h, headerSize, entrySize
	sn, err := os.ReadFile(b.snName)
	if err != nil {
		return nil, err
	}
	if b.names, err = parseNames(sn, b.snName); err != nil {
		return nil, err
	}
	if b.sg, err = os.Open(b.sgName); err != nil {
		return nil, err
	}
	if st, err = b.sg.Stat(); err != nil {
		return nil, err
	}
	b.sgSize = st.Size()
	b.dec.file = b.sgName
	ok = true
	return b, nil
}

// Reopen opens the base again for another goroutine: its own game and
// index files, read-ahead windows and decoder, and the header and name
// lists of b, which are only read. A program that reads a base on N cores
// then holds its names once rather than N times.
func (b *Base) Reopen() (*Base, error) {
	o := &Base{Header: b.Header, siName: b.siName, snName: b.snName, sgName: b.sgName,
		headerSize: b.headerSize, entrySize: b.entrySize, names: b.names}
	var err error
	if o.iwin.f, err = os.Open(b.siName); err != nil {
		return nil, err
	}
	if o.sg, err = os.Open(b.sgName); err != nil {
		o.Close()
		return nil, err
	}
	// The files are those b checked at Open; if they were changed since,
	// the windows' reads report what they find.
	o.sgSize = b.sgSize
	o.dec.file = b.sgName
	return o, nil
}

// maxIndexSize is more than the largest index Scid writes (its most games,
// 47 bytes each, and the header): a larger file is reported as holding more
// entries than its header announces, whatever its size on a 32-bit int.
const maxIndexSize = headerSize400 + (maxGames+1)*entrySize400

// Close closes the game file and the index. The games already returned
// stay valid.
func (b *Base) Close() error {
	var err error
	if b.iwin.f != nil {
		err = b.iwin.f.Close()
		b.iwin.f, b.iwin.buf = nil, nil
	}
	if b.sg != nil {
		if serr := b.sg.Close(); err == nil {
			err = serr
		}
		b.sg = nil
	}
	return err
}

// NumGames returns the number of games in the base, deleted ones included.
func (b *Base) NumGames() int { return b.Header.Games }

// Name returns the base's name: the path without its extension.
func (b *Base) Name() string { return strings.TrimSuffix(b.siName, ".si4") }

// Entry returns the index entry of game n (1-based).
func (b *Base) Entry(n int) (Entry, error) {
	if n < 1 || n > b.Header.Games {
		return Entry{}, errors.New("scid: " + b.siName + ": no game " + itoa(n) + " (the base has " + itoa(b.Header.Games) + ")")
	}
	p, err := b.entryBytes(n)
	if err != nil {
		return Entry{}, err
	}
	return decodeEntry(p, b.Header.Version), nil
}

// Game decodes game n (1-based), deleted or not, with the default limits.
func (b *Base) Game(n int) (*pgn.Game, error) {
	return b.game(n, pgn.Limits{}, false)
}

// GameWith decodes game n (1-based) with the given limits.
func (b *Base) GameWith(n int, limits pgn.Limits) (*pgn.Game, error) {
	return b.game(n, limits, false)
}

// Games iterates over the games in base order, each with its 1-based
// number known from Game.Pos.Game. Deleted games are passed over unless
// opts.IncludeDeleted. A game that cannot be decoded yields a nil game and
// its error, and the iteration goes on with the next game; an error
// reading the file ends it.
func (b *Base) Games(opts Options) iter.Seq2[*pgn.Game, error] {
	return b.GamesIn(opts, 1, b.Header.Games+1)
}

// GamesIn is Games over the games numbered from first up to, not
// including, end (1-based; numbers outside the base are passed over). A
// program that reads a base on several cores reopens it for each goroutine
// and gives each a run of game numbers.
func (b *Base) GamesIn(opts Options, first, end int) iter.Seq2[*pgn.Game, error] {
	first, end = max(first, 1), min(end, b.Header.Games+1)
	return func(yield func(*pgn.Game, error) bool) {
		for n := first; n < end; n++ {
			if !opts.IncludeDeleted {
				p, err := b.entryBytes(n)
				if err != nil {
					yield(nil, err)
					return
				}
				if flagsOf(p, b.Header.Version)&FlagDeleted != 0 {
					continue
				}
			}
			g, err := b.game(n, opts.Limits, opts.ReuseGames)
			if err != nil && !isCorrupt(err) {
				yield(nil, err)
				return
			}
			if !yield(g, err) {
				return
			}
		}
	}
}

// isCorrupt reports whether err is a *CorruptError. Out of GamesIn's
// loop: the variable whose address errors.As takes is allocated, and
// would be for every game there.
func isCorrupt(err error) bool {
	var ce *CorruptError
	return errors.As(err, &ce)
}

// flagsOf reads the low 16 flag bits of an index entry without decoding it.
func flagsOf(p []byte, version int) uint32 {
	if version >= 400 {
		return uint32(be16(p[7:]))
	}
	return uint32(be16(p[6:]))
}

// game decodes game n; with reuse, into the memory of the game decoded
// before it with reuse.
func (b *Base) game(n int, limits pgn.Limits, reuse bool) (*pgn.Game, error) {
	e, err := b.Entry(n)
	if err != nil {
		return nil, err
	}
	rec, err := b.record(n, &e)
	if err != nil {
		return nil, err
	}
	b.last = nil
	d := &b.dec
	d.game, d.base, d.rec = n, int64(e.Offset), rec
	d.limits = limits.WithDefaults()
	d.expect = e.HalfMoves
	d.reuse = reuse
	var g *pgn.Game
	if reuse && b.spare != nil {
		g = b.spare
		*g = pgn.Game{Tags: g.Tags[:0], Moves: pgn.Line{Moves: g.Moves.Moves[:0]}}
	} else {
		g = &pgn.Game{Tags: make([]pgn.Tag, 0, 12)}
		if reuse {
			b.spare = g
		}
	}
	g.Pos = pgn.Position{File: b.siName, Game: n, Offset: int64(e.Offset)}
	g.Result = resultText[e.Result&3]
	g.Variant = chess.Variant
	g.Tags = b.indexTags(g.Tags, &e)
	if err := d.decode(g); err != nil {
		return nil, err
	}
	b.last, b.lastEntry = g, e
	return g, nil
}

// record returns the bytes of game n's record, from the read-ahead window
// when it holds them. The slice is valid until the next call.
func (b *Base) record(n int, e *Entry) ([]byte, error) {
	if b.sg == nil {
		return nil, errors.New("scid: " + b.sgName + ": base is closed")
	}
	off, length := int64(e.Offset), int64(e.Length)
	if off+length > b.sgSize {
		// The offset named is where the file ends, inside it; the message
		// gives the index's record offset.
		return nil, &CorruptError{File: b.sgName, Game: n, Offset: b.sgSize,
			Msg: "the index puts the record at offset " + strconv.FormatInt(off, 10) + " with " + itoa(int(length)) + " bytes, past the end of the file"}
	}
	if off >= b.windowAt && off+length <= b.windowAt+int64(len(b.window)) {
		return b.window[off-b.windowAt : off-b.windowAt+length], nil
	}
	size := max(int64(windowSize), length)
	size = min(size, b.sgSize-off)
	if int64(cap(b.window)) < size {
		b.window = make([]byte, size)
	}
	b.window = b.window[:size]
	got, err := b.sg.ReadAt(b.window, off)
	if int64(got) < size {
		b.window, b.windowAt = b.window[:0], 0
		if err == nil || err == io.EOF {
			err = &CorruptError{File: b.sgName, Game: n, Offset: off + int64(got), Msg: "file ends in the record"}
		}
		return nil, err
	}
	b.windowAt = off
	return b.window[:length], nil
}

// IsBase reports whether path names a Scid base for Open: it ends in
// .si4 (or .si5, which Open refuses with ErrScid5), or it is the base name
// of an existing BASE.si4 (or BASE.si5) and no file of its own. Commands
// that read games call it to choose between a PGN file and a base.
func IsBase(path string) bool {
	if strings.HasSuffix(path, ".si4") || strings.HasSuffix(path, ".si5") {
		return true
	}
	if _, err := os.Stat(path); err == nil {
		return false
	}
	for _, ext := range []string{".si4", ".si5"} {
		if st, err := os.Stat(path + ext); err == nil && st.Mode().IsRegular() {
			return true
		}
	}
	return false
}
