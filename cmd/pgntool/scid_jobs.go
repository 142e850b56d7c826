package main

import (
	"errors"
	"fmt"
	"sync"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
)

// A Scid base has random access: with --jobs N, each of N workers opens
// the base for itself and decodes and encodes runs of scidRun games in
// turn (the base's games are split into runs by number, handed out in
// order), and the sequencer takes the runs in order, so the output is
// byte for byte that of one job: the games' bytes and faults, and the
// games that cannot be decoded reported at their place.

// scidRun (a variable for the tests) is how many games (by number,
// deleted ones included) a worker decodes at a time: enough that handing
// a run over costs nothing beside its games, few enough that the runs in
// flight (2·jobs+2 at most) hold little memory even when every game is
// near Scid's 128 KiB limit. A run's games share one batch whatever its
// size, so the run, not the batch limit, bounds them. 64 measured a little
// faster than 512 and 16 on the bases of docs/performance.md's "Scid".
var scidRun = 64

// scidPart is one run of games and what a worker made of them.
type scidPart struct {
	first, end int // game numbers, end not included
	// seq numbers the part among the run's chunks and parts, in input
	// order: its games' input indices (gameIndex) for the --dedupe book
	// are taken from it, since the workers decode parts out of order.
	seq   uint64
	batch *resultBatch
	// corrupt are the games that could not be decoded, each reported
	// before the result it precedes.
	corrupt []scidCorrupt
	// err is an error reading the files, which ends the reading after
	// the part's results.
	err  error
	done chan struct{}
}

// scidCorrupt is a game that could not be decoded: its diagnostic goes
// before results[at] of its part.
type scidCorrupt struct {
	at int
	d  pgn.Diagnostic
}

// scidParts writes the games of base b on p.jobs
// workers; see scidRun.
func (p *pipeline) scidParts(b *scidBase) error {
	jobs := p.jobs
	bases := []*scidBase{b}
	for range jobs - 1 {
		// Each worker reads through files of its own; the name lists are
		// shared.
		o, err := b.Reopen()
		if err != nil {
			for _, o := range bases[1:] {
				o.Close()
			}
			return err
		}
		bases = append(bases, &scidBase{Base: o, name: b.name, opts: b.opts})
	}
	defer func() {
		for _, o := range bases[1:] {
			o.Close()
		}
	}()
	work := make(chan *scidPart, jobs)
	order := make(chan *scidPart, 2*jobs)
	free := make(chan *resultBatch, 3*jobs)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for _, o := range bases {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := p.scidWorker(p.newWorker(), o)
			for part := range work {
				p.scidPart(w, o, part, stop)
			}
		}()
	}
	go func() {
		defer close(work)
		defer close(order)
		for first := 1; first <= b.NumGames(); first += scidRun {
			// Only this goroutine numbers inputs while the base is read.
			p.seq++
			part := &scidPart{first: first, end: first + scidRun, seq: p.seq, done: make(chan struct{})}
			select {
			case part.batch = <-free:
			default:
				part.batch = &resultBatch{}
			}
			select {
			case order <- part:
			case <-stop:
				return
			}
			select {
			case work <- part:
			case <-stop:
				return
			}
		}
	}()
	err := p.scidSequence(b, order, free)
	close(stop)
	for range order {
		// Let the dispatcher see stop.
	}
	wg.Wait()
	if err != nil {
		if p.firsts != nil {
			// The workers noted the keys of parts the sequencer never
			// took: a copy of one of those games in a later input would be
			// left unencoded though it is the first the sequencer meets.
			// A new book is always right; it only costs encodings.
			p.firsts = newFirstCopies()
		}
		return err
	}
	return b.err()
}

// scidPart decodes and encodes the games of one part with worker w and
// base o, unless the sequencer has stopped.
func (p *pipeline) scidPart(w *gameWorker, o *scidBase, part *scidPart, stop <-chan struct{}) {
	defer close(part.done)
	select {
	case <-stop:
		return
	default:
	}
	batch := part.batch
	i := 0
	for g, err := range o.GamesIn(o.opts, part.first, part.end) {
		if err != nil {
			// Tested apart: ce, whose address errors.As takes, would be
			// allocated for every game.
			var ce *scid.CorruptError
			if errors.As(err, &ce) {
				part.corrupt = append(part.corrupt, scidCorrupt{at: len(batch.results), d: scidCorruptDiagnostic(ce)})
				continue
			}
			part.err = err
			return
		}
		w.gameAt(g, batch, gameIndex(part.seq, i))
		i++
	}
}

// scidSequence writes the parts in order, each game's results and the
// games that could not be decoded at their place, until a part's read
// error, the error of a destination or errStopAfter (as an *outputFailed
// or errStopAfter, as scidFile returns them). It counts the corrupt
// games in b.
func (p *pipeline) scidSequence(b *scidBase, order <-chan *scidPart, free chan<- *resultBatch) error {
	bad := func(d pgn.Diagnostic) {
		b.corrupt++
		p.status.reported(d)
		fmt.Fprintln(p.stderr, d)
	}
	for part := range order {
		<-part.done
		batch, next := part.batch, 0
		for i := range batch.results {
			for ; next < len(part.corrupt) && part.corrupt[next].at == i; next++ {
				bad(part.corrupt[next].d)
			}
			if err := p.step(batch, &batch.results[i], 0); err != nil {
				return err
			}
		}
		for ; next < len(part.corrupt); next++ {
			bad(part.corrupt[next].d)
		}
		if part.err != nil {
			return fmt.Errorf("%s: %w", b.name, part.err)
		}
		batch.reset()
		select {
		case free <- batch:
		default:
		}
	}
	return nil
}
