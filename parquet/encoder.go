package parquet

import (
	"errors"
	"io"

	pq "github.com/parquet-go/parquet-go"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/pgn"
)

// DefaultRowGroupBytes is the size of the data a table gathers before it
// writes a row group, when Options.RowGroupBytes is 0: 64 MiB of values
// as the rows hold them, which zstd makes 5–15 MiB in the file. A reader
// such as DuckDB reads row groups in parallel, so a file of a few hundred
// megabytes should have tens of them.
const DefaultRowGroupBytes = 64 << 20

// pageBufferSize is the most values a column gathers before it writes them
// as a page: 128 KiB, half parquet-go's default. Each of the tables'
// thirty-odd columns has such a buffer, and with 256 KiB they kept the
// heap of convert --to parquet near its soft limit, where the collector
// runs without pause. With convert's 8 MiB row groups, the collector
// ran a third as often on TWIC with the positions table, for files 7 %
// (games) and 1 % (positions) larger.
const pageBufferSize = 128 << 10

// A Parquet writer keeps each page's bounds (the smallest and largest value,
// cut to 16 bytes) for the file's page index until it writes the footer, so
// that memory grows with the file: on a gigabyte of TWIC with the positions
// table, to 10 MiB for the bounds alone. For the columns below, the page
// bounds serve no query (a FEN, a move list, the text of other tags or of an
// error is not searched by range), so they are not kept; the row groups'
// own statistics, which readers such as DuckDB use to skip data, stay.
var gamesWithoutPageBounds = []pq.WriterOption{
	pq.SkipPageBounds("moves", "list", "element"),
	pq.SkipPageBounds("moves_uci", "list", "element"),
	pq.SkipPageBounds("start_position"),
	pq.SkipPageBounds("final_position"),
	pq.SkipPageBounds("other_tags", "key_value", "key"),
	pq.SkipPageBounds("other_tags", "key_value", "value"),
	pq.SkipPageBounds("error"),
}

// positionsLayout is the positions table's: no page bounds for its text
// columns, as above. It has a row per position, a hundred million for a
// gigabyte of PGN, so its pages are the most numerous.
var positionsLayout = []pq.WriterOption{
	pq.SkipPageBounds("position"),
	pq.SkipPageBounds("move"),
	pq.SkipPageBounds("move_uci"),
}

// Options configure an [Encoder].
type Options struct {
	// Positions, when set, receives the positions table: one row per
	// position of each game's main line ([PositionRow]). It is a Parquet
	// file of its own; nil writes the games table only.
	Positions io.Writer
	// RowGroupBytes bounds the data each table holds in memory before it
	// writes it as a row group; 0 is DefaultRowGroupBytes. The memory an
	// encoder holds is about this, compressed, plus a page per column.
	RowGroupBytes int
}

// Encoder writes games to a Parquet file of [GameRow]s, and optionally
// their positions to a second file of [PositionRow]s. Call Game for each
// game, then End, which writes the files' footers; a file is not readable
// before End. An Encoder holds one row group at a time, so files of any
// number of games are written in bounded memory. It is not safe for
// concurrent use.
type Encoder struct {
	games     *pq.GenericWriter[GameRow]
	positions *pq.GenericWriter[PositionRow]
	rowGroup  int
	// gameBytes and positionBytes count the data written to each table
	// since its last row group.
	gameBytes, positionBytes int
	nextID                   int64
	// rows are the rows of Game, built one game at a time, and rec their
	// record: every game reaches the writers as a record.
	rows  *Rows
	rec   []byte
	in    recordReader
	ended bool
	err   error
}

// ErrEnded is returned by Game and End after End.
var ErrEnded = errors.New("parquet: the encoder has ended its files")

// ErrNilWriter is returned by an encoder made with a nil writer.
var ErrNilWriter = errors.New("parquet: nil writer")

// ErrZeroEncoder is returned by the methods of an Encoder that was not
// made by NewEncoder.
var ErrZeroEncoder = errors.New("parquet: the encoder was not made by NewEncoder")

// NewEncoder returns an encoder of the games table to w (and of the
// positions table to opts.Positions, when set). Both are compressed with
// zstd.
func NewEncoder(w io.Writer, opts Options) *Encoder {
	e := &Encoder{rowGroup: opts.RowGroupBytes, nextID: 1}
	if e.rowGroup <= 0 {
		e.rowGroup = DefaultRowGroupBytes
	}
	if w == nil {
		e.err = ErrNilWriter
		return e
	}
	// One codec serves both tables: they are written by one goroutine,
	// and a zstd encoder's tables are megabytes.
	config := []pq.WriterOption{
		pq.Compression(new(zstdCodec)), pq.CreatedBy("pgntool", "", ""), pq.PageBufferSize(pageBufferSize),
	}
	e.games = pq.NewGenericWriter[GameRow](w, append(config, gamesWithoutPageBounds...)...)
	if opts.Positions != nil {
		e.positions = pq.NewGenericWriter[PositionRow](opts.Positions, append(config, positionsLayout...)...)
	}
	return e
}

// Begin does nothing: a Parquet file starts with its first row group. It
// is there so that an Encoder serves where XML and JSON encoders do.
func (e *Encoder) Begin() error {
	switch {
	case e == nil:
		return ErrZeroEncoder
	case e.err != nil:
		return e.err
	case e.ended:
		return ErrEnded
	}
	return nil
}

// Game writes one game, with or without errors: the moves up to the first
// that cannot be played, the error in the Error column (see [GameRow]). A
// panic while the game is turned into rows (a bug in pgntool or in a
// plugin) is returned as a [*convert.InternalError] and nothing is
// written for the game; the encoder stays usable. Errors of the
// underlying writers are returned by every later call.
func (e *Encoder) Game(g *pgn.Game) error {
	if err := e.Begin(); err != nil {
		return err
	}
	if e.rows == nil {
		e.rows = new(Rows)
	}
	if err := e.rows.Build(g, e.positions != nil); err != nil {
		return err
	}
	return e.WriteRows(e.rows)
}

// WriteRows writes the rows r holds, built by [Rows.Build], as the next
// game: it numbers them (GameID) in the order written. A program that
// builds rows on several cores writes them through one Encoder, in the
// order of the games; one that hands them from goroutine to goroutine
// does better to hand records ([Rows.AppendRecord], WriteRecord).
func (e *Encoder) WriteRows(r *Rows) error {
	if err := e.Begin(); err != nil {
		return err
	}
	rec, err := r.AppendRecord(e.rec[:0])
	if err != nil {
		return err
	}
	e.rec = rec
	if err := e.WriteRecord(rec); err != nil {
		return err
	}
	r.b.gameRows[0].GameID = e.nextID - 1
	return nil
}

// WriteRecord writes the game whose rows rec holds, made by
// [Rows.AppendRecord], as the next game: it numbers it (GameID) in the
// order written. It keeps nothing of rec, which the caller may reuse. A
// rec that is not such a record is refused with [ErrBadRecord], and
// nothing is written.
func (e *Encoder) WriteRecord(rec []byte) error {
	if err := e.Begin(); err != nil {
		return err
	}
	in := &e.in
	if err := in.read(rec, e.positions != nil); err != nil {
		return err
	}
	id := e.nextID
	e.nextID++
	in.rows[0].GameID = id
	if _, err := e.games.Write(in.rows[:]); err != nil {
		e.err = err
		return err
	}
	e.gameBytes += in.gameBytes
	if e.positions != nil {
		for i := range in.positions {
			in.positions[i].GameID = id
		}
		if _, err := e.positions.Write(in.positions); err != nil {
			e.err = err
			return err
		}
		e.positionBytes += in.positionBytes
	}
	return e.flushFull()
}

// ErrNotBuilt is returned by WriteRows for rows that Build did not make.
var ErrNotBuilt = errors.New("parquet: the rows were not built")

// Rows holds one game's rows: its row of the games table and, when built
// with positions, its rows of the positions table. Build them apart from
// the [Encoder] to turn games into rows on several cores, then write them
// in order with Encoder.WriteRows, or as records (AppendRecord). A Rows is
// reused from game to game; it must not be copied.
type Rows struct {
	b     rowBuilder
	built bool
}

// Build makes the rows of g, the positions rows too when positions is
// set. A panic while the game is turned into rows (a bug in pgntool or in
// a plugin) is returned as a [*convert.InternalError].
func (r *Rows) Build(g *pgn.Game, positions bool) error {
	if r == nil {
		return ErrNotBuilt
	}
	r.built = false
	if g == nil {
		return convert.ErrNilGame
	}
	r.b.positions = positions
	if err := r.b.game(g); err != nil {
		return err
	}
	r.built = true
	return nil
}

// Game returns the game's row; its GameID is set when it is written by
// WriteRows. It is valid until the next Build.
func (r *Rows) Game() *GameRow {
	if r == nil || !r.built {
		return nil
	}
	rb := &r.b
	row, w := &rb.gameRows[0], &rb.moves
	// The moves and positions stay bytes while the rows are built: the
	// record copies them. Their strings are made here, for the caller.
	row.Moves, row.MovesUCI = make([]string, w.moves()), nil
	for i := range row.Moves {
		row.Moves[i] = string(w.move(i))
	}
	if w.hasUCI {
		row.MovesUCI = make([]string, w.moves())
		for i := range row.MovesUCI {
			row.MovesUCI[i] = string(w.moveUCI(i))
		}
	}
	if w.set {
		rb.strs[0], rb.strs[1], rb.keys[0] = string(w.start), string(w.final), w.finalKey
		row.StartPosition, row.FinalPosition, row.FinalKey = &rb.strs[0], &rb.strs[1], &rb.keys[0]
	}
	return row
}

// flushFull writes the row group of each table that holds enough data.
func (e *Encoder) flushFull() error {
	if e.gameBytes >= e.rowGroup {
		e.gameBytes = 0
		if err := e.games.Flush(); err != nil {
			e.err = err
			return err
		}
	}
	if e.positions != nil && e.positionBytes >= e.rowGroup {
		e.positionBytes = 0
		if err := e.positions.Flush(); err != nil {
			e.err = err
			return err
		}
	}
	return nil
}

// End writes the last row groups and the footers. It does not close the
// underlying writers. A second End returns nil.
func (e *Encoder) End() error {
	switch {
	case e == nil:
		return ErrZeroEncoder
	case e.ended:
		return nil
	case e.err != nil:
		return e.err
	}
	e.ended = true
	if err := e.games.Close(); err != nil {
		e.err = err
		return err
	}
	if e.positions != nil {
		if err := e.positions.Close(); err != nil {
			e.err = err
			return err
		}
	}
	return nil
}

// Games returns how many games were written.
func (e *Encoder) Games() int64 {
	if e == nil || e.nextID == 0 {
		return 0
	}
	return e.nextID - 1
}
