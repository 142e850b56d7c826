package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/filter"
	"github.com/pgntool/pgntool/pgn"
)

// export and convert are one pipeline. The input is cut into chunks at
// game boundaries (splitChunks, as lint does); --jobs workers read the
// games of a chunk and check, select, transform and encode each into
// bytes (pipeline_worker.go); one sequencer takes the chunks in input
// order and, game by game, applies what needs the order (duplicates,
// --stop-after, the counts) and writes each game's bytes to its
// destination (this file). So the output with N jobs is byte for byte the
// output with one, diagnostics on standard error included.

// pipeline is one run of export or convert: what every worker does to a
// game (read-only while the workers run) and the sequencer's state.
type pipeline struct {
	c      *cli.Context
	status *runStatus
	stderr io.Writer
	jobs   int

	// What the workers do to each game.
	criteria *filter.Criteria // nil: every game is selected
	invert   bool
	classify bool
	dedupe   *filter.Deduper // nil: duplicates are written; read by the sequencer only
	dedupeBy filter.DedupeBy
	// keys gives the workers the games' keys, replaying each distinct
	// text once.
	keys *filter.KeyCache
	// firsts is the workers' book of the first game of each key, or nil
	// (pipeline_dedupe.go).
	firsts    *firstCopies
	transform *transform
	// newCoder makes a worker's encoder of games.
	newCoder func() gameCoder
	// keepGames hands each game to the sequencer (a binary sink writes
	// the games themselves); the reader then builds every game anew.
	keepGames bool
	// chunkBytes is the text a worker takes at a time; 0 is chunkSize.
	chunkBytes int
	// splitKey, when set, names the split group of a game, in the worker.
	splitKey func(*pgn.Game) string

	// The destinations, written by the sequencer.
	main       gameSink
	rejected   *gameOutput // --rejected, or nil
	duplicates *gameOutput // --duplicates, or nil

	// The sequencer's books.
	stopAfter  int // 0: no limit
	written    int // to the main output
	unselected int
	dups       int
	refused    int
	errors     int // errors reported
	stopped    bool
	// base is the number of games before the chunk of the game being
	// written, in its file.
	base int
	// seq numbers the chunks (and the games read on one core) over the
	// run, for the input indices of the games.
	seq uint64
	// one and oneBatch take the games read on one core through.
	one      *gameWorker
	oneBatch *resultBatch
}

// errStopAfter ends the reading once --stop-after games are written.
var errStopAfter = errStop("stop after")

type errStop string

func (e errStop) Error() string { return string(e) }

// gameSink is where the sequencer writes the games of the main output:
// a file of framed text, the split files, or a binary sink that takes
// the games themselves.
type gameSink interface {
	// game writes one game: data are its encoded bytes, g the game (nil
	// unless the pipeline keeps games), key its split group.
	game(data []byte, g *pgn.Game, key string) error
}

// stage is how far a game went in its worker.
type stage uint8

const (
	// gameStray is text between games: its faults are reported, and
	// there is nothing to write.
	gameStray stage = iota
	// gameOverBudget is a game the reader passed over in part: it is
	// refused before any selection, as a cut game is not to be passed
	// off as whole.
	gameOverBudget
	// gameUnselected is a game the selection leaves out.
	gameUnselected
	// gameSelected is a game the selection keeps.
	gameSelected
)

// refusal is why a game cannot be written; the diagnostic is made by the
// sequencer, which knows the game's number in its file.
type refusal struct {
	pos  pgn.Position
	code string
	// why follows "game N " in the message; with plain set, it is the
	// whole message.
	why   string
	plain bool
}

// gameResult is what a worker made of one game.
type gameResult struct {
	stage stage
	// diags are the game's faults to report (in the batch's diags): those
	// of a game written anywhere, and always those of stray text and of a
	// refused game.
	diagStart, diagEnd int
	refuse             *refusal
	// data are the game's encoded bytes (in the batch's data).
	dataStart, dataEnd int
	key                filter.Key
	keyed              bool
	// unencoded is set on a duplicate its worker left unencoded, as an
	// earlier game had its key.
	unencoded bool
	split     string
	game      *pgn.Game // with keepGames only
}

// resultBatch is the results of consecutive games of one chunk.
type resultBatch struct {
	results []gameResult
	diags   []pgn.Diagnostic
	data    []byte
	// err, in a chunk's last batch, is what stopped the reading of the
	// chunk.
	err error
}

func (b *resultBatch) reset() {
	clear(b.results) // lets go of kept games
	b.results, b.diags, b.data, b.err = b.results[:0], b.diags[:0], b.data[:0], nil
}

// batchBytes and batchGames bound a batch: a worker hands it to the
// sequencer when it holds that much.
const (
	batchBytes = 256 << 10
	batchGames = 1024
	// batchKept bounds the games a batch holds alive for a binary sink.
	batchKept = 64
)

func (p *pipeline) full(b *resultBatch) bool {
	return len(b.data) >= batchBytes || len(b.results) >= batchGames || p.keepGames && len(b.results) >= batchKept
}

// take is the sequencer's step for one game: base is the number of games
// of its file before the game's chunk. It returns errStopAfter once
// --stop-after games are written, or the error of a destination.
func (p *pipeline) take(b *resultBatch, r *gameResult, base int) error {
	p.status.game()
	p.base = base
	diags := b.diags[r.diagStart:r.diagEnd]
	data := b.data[r.dataStart:r.dataEnd]
	switch r.stage {
	case gameStray:
		p.report(diags, base)
		return nil
	case gameOverBudget:
		p.report(diags, base)
		p.refuse(r.refuse, base)
		return nil
	case gameUnselected:
		p.unselected++
		if p.rejected == nil {
			return nil
		}
		return p.other(p.rejected, r, diags, data, base)
	}
	if r.keyed && p.dedupe.SeenKey(r.key) {
		p.dups++
		if p.duplicates == nil {
			return nil
		}
		return p.other(p.duplicates, r, diags, data, base)
	}
	if r.unencoded {
		panic("pgntool: a game left unencoded as a duplicate is the first of its key")
	}
	p.report(diags, base)
	if r.refuse != nil {
		p.refuse(r.refuse, base)
		return nil
	}
	if err := p.main.game(data, r.game, r.split); err != nil {
		if p.refusedByEncoder(err, base) {
			return nil
		}
		return err
	}
	p.written++
	if p.stopAfter > 0 && p.written >= p.stopAfter {
		p.stopped = true
		return errStopAfter
	}
	return nil
}

// other writes a game to --rejected or --duplicates.
func (p *pipeline) other(o *gameOutput, r *gameResult, diags []pgn.Diagnostic, data []byte, base int) error {
	p.report(diags, base)
	if r.refuse != nil {
		p.refuse(r.refuse, base)
		return nil
	}
	err := o.game(data, r.game, "")
	if p.refusedByEncoder(err, base) {
		return nil
	}
	return err
}

// refusedByEncoder reports a game a binary format's encoder could not
// write, and whether err was that.
func (p *pipeline) refusedByEncoder(err error, base int) bool {
	var er *encoderRefusal
	if !errors.As(err, &er) {
		return false
	}
	p.refuse(er.r, base)
	return true
}

// reportAt is the report of a binary format's encoder, which runs in the
// sequencer: its faults are numbered in the file of the game being
// written.
func (p *pipeline) reportAt(d pgn.Diagnostic) {
	if d.Pos.Game > 0 {
		d.Pos.Game += p.base
	}
	p.print(d)
}

// report writes the faults of a game, numbered in its file.
func (p *pipeline) report(diags []pgn.Diagnostic, base int) {
	for _, d := range diags {
		if d.Pos.Game > 0 {
			d.Pos.Game += base
		}
		p.print(d)
	}
}

// print writes one diagnostic on standard error and counts it.
func (p *pipeline) print(d pgn.Diagnostic) {
	if d.Severity == pgn.Error {
		p.errors++
	}
	p.status.reported(d)
	fmt.Fprintln(p.stderr, d)
}

// refuse reports a game that is not written.
func (p *pipeline) refuse(r *refusal, base int) {
	p.refused++
	pos := r.pos
	if pos.Game > 0 {
		pos.Game += base
	}
	if r.plain {
		p.print(pgn.Errorf(pos, r.code, "%s", r.why))
		return
	}
	p.print(pgn.Errorf(pos, r.code, "game %d %s", pos.Game, r.why))
}

// summary is the closing line on standard error about the games the
// selection and --dedupe sent elsewhere or left out, or "" when nothing
// was selected, deduplicated or stopped.
func (p *pipeline) summary() string {
	if p.criteria == nil && p.dedupe == nil && p.stopAfter == 0 {
		return ""
	}
	line := fmt.Sprintf("pgntool: %d game(s) written", p.written)
	if p.criteria != nil {
		line += fmt.Sprintf(", %d not selected", p.unselected)
		if p.rejected != nil {
			line += " (written to " + p.rejected.name + ")"
		}
	}
	if p.dedupe != nil {
		line += fmt.Sprintf(", %d duplicate(s)", p.dups)
		if p.duplicates != nil {
			line += " (written to " + p.duplicates.name + ")"
		} else {
			line += " left out"
		}
	}
	if p.refused > 0 {
		line += fmt.Sprintf(", %d refused (each reported above)", p.refused)
	}
	if p.stopped {
		line += fmt.Sprintf("; stopped after %d (--stop-after)", p.stopAfter)
	}
	return line
}
