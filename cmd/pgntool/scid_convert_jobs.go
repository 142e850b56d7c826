package main

import (
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
)

// convert --to scid with --jobs N reads a PGN input as export does: cut
// into chunks at game boundaries, N workers read, check and encode the
// games of a chunk each (a scid.Encoder each), and the sequencer, in
// input order, reports each game's faults and adds its record to the
// base (scid.Writer.AddEncoded: the names, the index entry, the game
// file). The base and the diagnostics are those of one job.

// scidChunkSize is the size of the chunks: smaller than export's, as a
// chunk's games stay encoded in memory until the sequencer adds them, and
// the base being written keeps its index in memory too (the collector
// would run again and again near the soft memory limit).
const scidChunkSize = 256 << 10

// scidConvertItem is what a worker made of one game.
type scidConvertItem struct {
	pos        pgn.Position // the game's, numbered in its chunk
	diags      []pgn.Diagnostic
	overBudget bool
	enc        scid.Encoded
}

// scidConvertPart is one chunk's games; err is what ended its reading.
type scidConvertPart struct {
	*chunk
	items []scidConvertItem
	err   error
	done  chan struct{}
}

// scidFileJobs adds the games of the PGN input path to the base on jobs
// workers; it returns what scidFile returns.
func scidFileJobs(c *cli.Context, path string, w *scid.Writer, stderr io.Writer, status *runStatus, jobs int) (refused int, found bool, err error) {
	in, err := openInput(c, path, c.String("encoding"))
	if err != nil {
		return 0, false, err
	}
	defer in.Close()
	opts, err := readerOptions(c, in.name)
	if err != nil {
		return 0, false, err
	}
	// Each game is encoded and dropped before the next is read.
	opts.ReuseGames = true
	free := make(buffers, 2*jobs+2)
	work := make(chan *scidConvertPart, jobs)
	order := make(chan *scidConvertPart, jobs)
	spare := make(chan *scidConvertPart, 2*jobs+2)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cw := &scidConvertWorker{}
			cw.keep = cw.keepError
			for part := range work {
				cw.chunk(part, opts, stop)
			}
		}()
	}
	var readErr error
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		defer close(order)
		defer close(work)
		readErr = splitChunks(status.file(in), min(chunkSize, scidChunkSize), free, func(ch *chunk) bool {
			var part *scidConvertPart
			select {
			case part = <-spare:
				part.items = part.items[:0]
				part.err = nil
			default:
				part = &scidConvertPart{}
			}
			part.chunk, part.done = ch, make(chan struct{})
			select {
			case order <- part:
			case <-stop:
				return false
			}
			select {
			case work <- part:
				return true
			case <-stop:
				return false
			}
		})
	}()

	report := func(g *pgn.Game, d pgn.Diagnostic) {
		d = locateScid(g, d)
		status.reported(d)
		fmt.Fprintln(stderr, d)
	}
	base := 0
	var seqErr error
	// The game that reports and add name, and add itself, are made once
	// rather than for each game.
	var g pgn.Game
	var enc *scid.Encoded
	add := func() ([]string, error) { return w.AddEncoded(enc) }
	for part := range order {
		if seqErr != nil {
			continue
		}
		<-part.done
		for i := range part.items {
			it := &part.items[i]
			g = pgn.Game{Pos: it.pos}
			if g.Pos.Game > 0 {
				g.Pos.Game += base
			}
			status.game()
			for _, d := range it.diags {
				found = true
				if d.Pos.Game > 0 {
					d.Pos.Game += base
				}
				report(&g, d)
			}
			enc = &it.enc
			if addToBase(&g, it.overBudget, add, report) {
				refused++
			}
		}
		base += len(part.items)
		if part.err != nil {
			seqErr = fmt.Errorf("%s: %w", in.name, part.err)
			close(stop)
			continue
		}
		free.put(part.buf)
		select {
		case spare <- part:
		default:
		}
	}
	<-readDone
	wg.Wait()
	if seqErr != nil {
		return refused, found, seqErr
	}
	if readErr != nil {
		return refused, found, fmt.Errorf("%s: %w", in.name, readErr)
	}
	return refused, found, nil
}

// scidConvertWorker is one worker's checker and encoder.
type scidConvertWorker struct {
	check errorChecker
	enc   scid.Encoder
	cur   *scidConvertItem
	keep  func(pgn.Diagnostic) // keepError, made once
	rd    *pgn.Reader          // reads the worker's parts, one after another
}

// keepError keeps an error of the current game.
func (cw *scidConvertWorker) keepError(d pgn.Diagnostic) { cw.cur.diags = append(cw.cur.diags, d) }

// chunk reads, checks and encodes the games of one chunk, as scidFile
// does one game at a time, unless the sequencer has stopped.
func (cw *scidConvertWorker) chunk(part *scidConvertPart, opts pgn.ReaderOptions, stop <-chan struct{}) {
	defer close(part.done)
	select {
	case <-stop:
		return
	default:
	}
	opts.Start = part.start
	rd := chunkReader(&cw.rd, part.data, part.tail, opts)
	for {
		g, err := rd.ReadGame()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			// As convert's reading: the game cut by the error is left.
			part.err = err
			return
		}
		if len(part.items) < cap(part.items) {
			part.items = part.items[:len(part.items)+1]
		} else {
			part.items = append(part.items, scidConvertItem{})
		}
		it := &part.items[len(part.items)-1]
		it.pos, it.diags, it.overBudget = g.Pos, it.diags[:0], false
		cw.cur = it
		replay := cw.check.errors(g, cw.keep)
		if overBudget(g) {
			it.overBudget = true
			continue
		}
		cw.enc.EncodeReplayed(g, replay, &it.enc)
	}
}
