package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/parquet"
	"github.com/pgntool/pgntool/pgn"
)

// parquetFormat is convert's --to parquet: the games table written to -o
// (docs/scale.md). The positions table needs a second file (--positions),
// which convertToParquet opens.
func parquetFormat() gameFormat {
	return gameFormat{
		Name:  "parquet",
		Usage: "an Apache Parquet file, one row per game (with --positions FILE a second one, one row per position), named with -o (docs/scale.md)",
		New: func(w io.Writer, _ convert.Options) gameEncoder {
			return parquet.NewEncoder(w, parquet.Options{})
		},
		Binary: true,
	}
}

// parquetFlags are the flags of convert --to parquet.
func parquetFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "positions", Usage: "with --to parquet, also write the positions table, one row per main-line position (game_id, ply, move, key, position), to `FILE`"},
	}
}

// checkParquetOutput refuses a --to parquet without a file to write: the
// games table is binary, for a file (or a pipe), never a terminal.
func checkParquetOutput(c *cli.Context) error {
	if c.String("output") == "" {
		return usageError("convert --to parquet writes a binary file: name it with -o FILE.parquet")
	}
	if c.String("output") == "-" {
		return usageError("convert --to parquet writes a binary file: -o - is not one; name a file with -o FILE.parquet")
	}
	if c.String("positions") == c.String("output") {
		return usageError("--positions and -o name the same file; the positions table needs a file of its own")
	}
	return nil
}

// parquetRowGroupBytes is the data a table of convert --to parquet holds
// before it writes a row group: 8 MiB of values, 1–2 MiB compressed, so
// that the live heap stays well under the 40 MiB soft limit of main (with
// 16 MiB the collector ran three times as often on TWIC with the positions
// table), and a file of a lichess month still has row groups enough to
// read on every core.
const parquetRowGroupBytes = 8 << 20

// parquetWriteBuffer is the buffer of each table's file: the writer hands
// it a row group at a time in writes of pages, so a larger one saves
// few system calls and costs heap under the soft limit.
const parquetWriteBuffer = 256 << 10

// parquetChunkBytes is the text a worker of convert --to parquet takes at
// a time: a quarter of export's. The tables' writer, on the sequencer's
// core, sets the pace, so the workers gain nothing from reading far
// ahead; the pipeline holds up to 2×jobs+3 chunks' buffers of twice this,
// 14 MiB at --jobs 2 with export's size, which with the tables' footers
// took a gigabyte of TWIC with positions past 64 MiB.
const parquetChunkBytes = 256 << 10

// parquetRefused are the flags of export and convert that --to parquet
// does not take: side outputs and split files are text. (A game the
// sequencer drops as a duplicate would now leave nothing behind, its rows
// being its bytes, but --dedupe has not been tried with the tables.)
var parquetRefused = []string{"dedupe", "dedupe-position", "rejected", "duplicates", flagSplitEvery, flagSplitBy, flagSplitPattern}

// convertToParquet is convert --to parquet, on the pipeline of export and
// convert: --jobs workers read, check, select and transform the games and
// build each game's rows; the sequencer writes the rows in input order to
// the games table -o names (and the positions table --positions names),
// so the files are the same with any --jobs. Both are written through
// temporary files, renamed into place only when complete. A game with
// errors is written as export writes it (the moves up to the first that
// cannot be played; the error in its error column) and its errors are
// reported; a game over a budget is reported and left out.
func convertToParquet(c *cli.Context) error {
	if err := checkParquetOutput(c); err != nil {
		return err
	}
	if c.String("notation") != "" {
		return usageError("--notation does not go with --to parquet: its tables hold each move in two notations (docs/scale.md)")
	}
	for _, name := range parquetRefused {
		if c.IsSet(name) {
			return usageError("--%s does not go with --to parquet (dedupe or split with export first)", name)
		}
	}
	jobs, err := jobsOf(c)
	if err != nil {
		return err
	}
	positionsWanted := c.String("positions") != ""
	p := &pipeline{c: c, jobs: jobs, chunkBytes: parquetChunkBytes, newCoder: func() gameCoder {
		return &parquetCoder{positions: positionsWanted}
	}}
	if err := p.selectFrom(c); err != nil {
		return err
	}
	dst, err := openOutput(c)
	if err != nil {
		return err
	}
	defer dst.Abort()
	if writerIsTerminal(dst.w) {
		return usageError("convert --to parquet writes a binary file, not to a terminal: name a file with -o FILE.parquet")
	}
	outputs := []*output{dst}
	opts := parquet.Options{RowGroupBytes: parquetRowGroupBytes}
	var positionsBuf *bufio.Writer
	if positionsWanted {
		positions, err := openOutputFile(c, c.String("positions"), "--positions")
		if err != nil {
			return err
		}
		defer positions.Abort()
		if writerIsTerminal(positions.w) {
			return usageError("--positions writes a binary file, not to a terminal: name a file")
		}
		outputs = append(outputs, positions)
		positionsBuf = bufio.NewWriterSize(positions, parquetWriteBuffer)
		opts.Positions = positionsBuf
	}
	status := newRunStatus(c)
	defer status.end()
	stderr := bufio.NewWriter(status.errors())
	defer stderr.Flush()
	p.status, p.stderr = status, stderr
	buf := bufio.NewWriterSize(dst, parquetWriteBuffer)
	sink := &parquetSink{enc: parquet.NewEncoder(buf, opts)}
	p.main = sink
	trouble, exit := p.run()
	if exit != nil {
		return exit
	}
	if err := sink.enc.End(); err != nil && dst.Err() == nil {
		return cli.Exit(fmt.Sprintf("pgntool: %s: %v", dst.name, err), exitTrouble)
	}
	buf.Flush()
	if positionsBuf != nil {
		positionsBuf.Flush()
	}
	return p.finish(stderr, outputs, trouble, nil)
}

// parquetCoder is a worker's part of convert --to parquet: it reports the
// game's errors and builds its rows, which it hands to the sequencer as a
// record (parquet.Rows.AppendRecord) in the worker's bytes for the game.
// The rows waiting for the sequencer are then bytes the pipeline counts
// and bounds like any format's output (a batch is full at batchBytes);
// held as rows apart, a few thousand games' strings, move lists and
// positions were kept at once, most of the command's memory.
type parquetCoder struct {
	rows      parquet.Rows
	positions bool
	errs      errorCheck
}

func (pc *parquetCoder) skipEmpty() bool     { return true }
func (pc *parquetCoder) refusedCode() string { return CodeConvertRefused }

func (pc *parquetCoder) encode(dst []byte, g *pgn.Game, report func(pgn.Diagnostic)) ([]byte, *refusal) {
	pc.errs.check(g, report)
	err := pc.rows.Build(g, pc.positions)
	if err == nil {
		dst, err = pc.rows.AppendRecord(dst)
	}
	var internal *convert.InternalError
	switch {
	case errors.As(err, &internal):
		// A bug met in one game costs that game, not the run.
		d := internalError(g.Pos, internal.Value)
		return dst, &refusal{pos: d.Pos, code: d.Code, why: d.Message, plain: true}
	case err != nil:
		d := internalError(g.Pos, err)
		return dst, &refusal{pos: d.Pos, code: d.Code, why: d.Message, plain: true}
	}
	return dst, nil
}

// parquetSink is the sequencer's end of convert --to parquet: it writes
// each game's record, in input order.
type parquetSink struct {
	enc *parquet.Encoder
}

func (s *parquetSink) game(data []byte, _ *pgn.Game, _ string) error {
	if len(data) == 0 {
		return errors.New("convert --to parquet: a game has no rows (a bug in pgntool)")
	}
	return s.enc.WriteRecord(data)
}
