package main

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
)

// jobsFlag is the --jobs flag of export and convert.
func jobsFlag() cli.Flag {
	return &cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.NumCPU(), Usage: "read, check and encode the games on `N` cores; the output is the same as with 1"}
}

// jobsOf reads --jobs.
func jobsOf(c *cli.Context) (int, error) {
	n := c.Int("jobs")
	if n < 1 {
		return 0, usageError("--jobs must be 1 or more, not %d", n)
	}
	return n, nil
}

// outputFailed wraps the error of a destination: nothing more can be
// written, so the rest is not read.
type outputFailed struct{ err error }

func (e *outputFailed) Error() string { return e.err.Error() }
func (e *outputFailed) Unwrap() error { return e.err }

// run writes the games of every input. trouble is set when an input
// could not be read whole (each reported); exit is an error that ends
// the command at once.
func (p *pipeline) run() (trouble bool, exit error) {
	for _, path := range p.c.Args().Slice() {
		err := p.file(path)
		if errors.Is(err, errStopAfter) {
			return trouble, nil
		}
		var failed *outputFailed
		if errors.As(err, &failed) {
			return trouble, nil
		}
		if err != nil {
			trouble = true
			if exit := inputFailed(err, p.status, p.stderr); exit != nil {
				return trouble, exit
			}
		}
	}
	return trouble, nil
}

// file writes the games of one input. Errors found in the games go to
// stderr; the returned error is about the input itself, errStopAfter, or
// an *outputFailed.
func (p *pipeline) file(path string) error {
	if isScidInput(path) {
		// A base is decoded in order by package scid, and its games go
		// through the sequencer one by one.
		return p.scidFile(path)
	}
	in, err := openInput(p.c, path, p.c.String("encoding"))
	if err != nil {
		return err
	}
	defer in.Close()
	opts, err := readerOptions(p.c, in.name)
	if err != nil {
		return err
	}
	opts.PassOver = p.passOver()
	r := p.status.file(in)
	var readErr, seqErr error
	if p.jobs > 1 {
		readErr, seqErr = p.chunks(r, opts)
	} else {
		readErr, seqErr = p.stream(r, opts)
	}
	if seqErr != nil {
		return seqErr
	}
	if readErr != nil {
		return fmt.Errorf("%s: %w", in.name, readErr)
	}
	return nil
}

// writeGame takes one game through a worker and the sequencer at once:
// the way of the games of a Scid base, which come decoded in order.
func (p *pipeline) writeGame(g *pgn.Game, _ string) error {
	if p.one == nil {
		p.one, p.oneBatch = p.newWorker(), &resultBatch{}
	}
	b := p.oneBatch
	b.reset()
	p.one.game(g, b)
	return p.step(b, &b.results[0], 0)
}

// step is take, with the error of a destination marked as such.
func (p *pipeline) step(b *resultBatch, r *gameResult, base int) error {
	err := p.take(b, r, base)
	if err != nil && !errors.Is(err, errStopAfter) {
		return &outputFailed{err}
	}
	return err
}

// stream reads the games of r on one core, each through a worker and the
// sequencer in turn.
func (p *pipeline) stream(r io.Reader, opts pgn.ReaderOptions) (readErr, seqErr error) {
	opts.ReuseGames = p.reuseGames()
	opts.ReuseComments = opts.ReuseGames
	rd := pgn.NewReader(r, opts)
	if p.one == nil {
		p.one, p.oneBatch = p.newWorker(), &resultBatch{}
	}
	for {
		b := p.oneBatch
		b.reset()
		g, written, err := p.one.next(rd, b)
		if written {
			p.seq++
			if err := p.step(b, &b.results[0], 0); err != nil {
				return nil, err
			}
			continue
		}
		if g != nil {
			if err := p.writeGame(g, opts.File); err != nil {
				return nil, err
			}
		}
		if errors.Is(err, io.EOF) {
			return nil, nil
		}
		if err != nil {
			return err, nil
		}
	}
}

// reuseGames tells whether a reader may build each game in the memory of
// the one before, its comments' text included: each game is encoded and
// dropped before the next is read, and what the sequencer keeps of it
// (bytes, diagnostics, a key) holds none of its strings, unless a binary
// format keeps the games until the sequencer has written them.
func (p *pipeline) reuseGames() bool { return !p.keepGames }

// gameChunk is a chunk of the input and the results of its games, in
// batches; results is closed after the last.
type gameChunk struct {
	*chunk
	results chan *resultBatch
	// seq numbers the chunk in the run.
	seq uint64
}

// inFlight counts the chunks read and not yet written, and the most there
// were at once: memory is bounded by the queue, which TestPipelineQueueBound
// checks.
var inFlight struct{ now, peak atomic.Int64 }

func chunkBegun() {
	n := inFlight.now.Add(1)
	for {
		peak := inFlight.peak.Load()
		if n <= peak || inFlight.peak.CompareAndSwap(peak, n) {
			return
		}
	}
}

// maxInFlight is the most chunks a run with jobs workers holds at once:
// 2*jobs queued in order, one being written, one being cut from the
// input.
func maxInFlight(jobs int) int { return 2*jobs + 2 }

// chunks reads r in chunks on p.jobs workers and writes their games in
// the order of the input.
func (p *pipeline) chunks(r io.Reader, opts pgn.ReaderOptions) (readErr, seqErr error) {
	opts.ReuseGames = p.reuseGames()
	opts.ReuseComments = opts.ReuseGames
	jobs := p.jobs
	free := make(buffers, 3*jobs+2)
	batches := make(chan *resultBatch, 3*jobs)
	work := make(chan *gameChunk, jobs)
	order := make(chan *gameChunk, 2*jobs)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := p.newWorker()
			for c := range work {
				p.chunk(w, c, opts, stop, batches)
				// The results hold copies of what they keep of the
				// chunk's text (their batch's data), so its buffer goes
				// back to the splitter now rather than once written.
				free.put(c.buf)
			}
		}()
	}
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		defer close(order)
		defer close(work)
		size := chunkSize
		if p.chunkBytes > 0 {
			size = p.chunkBytes
		}
		readErr = splitChunks(r, size, free, func(c *chunk) bool {
			chunkBegun()
			p.seq++
			gc := &gameChunk{chunk: c, results: make(chan *resultBatch, 1), seq: p.seq}
			select {
			case order <- gc:
			case <-stop:
				inFlight.now.Add(-1)
				return false
			}
			select {
			case work <- gc:
				return true
			case <-stop:
				return false
			}
		})
	}()

	base, stopped := 0, false
	var chunkErr error
	for c := range order {
		if !stopped {
			n := 0
			for b := range c.results {
				for i := range b.results {
					if err := p.step(b, &b.results[i], base); err != nil {
						seqErr, stopped = err, true
						close(stop)
						break
					}
				}
				n += len(b.results)
				if b.err != nil && chunkErr == nil {
					chunkErr = b.err
				}
				b.reset()
				select {
				case batches <- b:
				default:
				}
				if stopped {
					break
				}
			}
			base += n
		}
		inFlight.now.Add(-1)
	}
	<-readDone
	wg.Wait()
	if seqErr != nil {
		return nil, seqErr
	}
	if readErr != nil {
		return readErr, nil
	}
	return chunkErr, nil
}

// chunk reads the games of one chunk and hands their results to the
// sequencer in batches. It gives up when stop is closed.
func (p *pipeline) chunk(w *gameWorker, c *gameChunk, opts pgn.ReaderOptions, stop <-chan struct{}, batches chan *resultBatch) {
	defer close(c.results)
	opts.Start = c.start
	rd := chunkReader(&w.rd, c.data, c.tail, opts)
	b := newBatch(batches)
	games := 0
	send := func() bool {
		select {
		case c.results <- b:
			return true
		case <-stop:
			return false
		}
	}
	for {
		select {
		case <-stop:
			return
		default:
		}
		g, written, err := w.next(rd, b)
		if written {
			games++
		} else if g != nil {
			w.gameAt(g, b, gameIndex(c.seq, games))
			games++
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				b.err = err
			}
			send()
			return
		}
		if p.full(b) {
			if !send() {
				return
			}
			b = newBatch(batches)
		}
	}
}

// newBatch takes a batch the sequencer is done with, or makes one.
func newBatch(batches chan *resultBatch) *resultBatch {
	select {
	case b := <-batches:
		return b
	default:
		return newResultBatch()
	}
}

// newResultBatch returns an empty batch whose bytes have room for a full
// batch and a game past it: grown from nothing by doubling, each of the
// batches in flight on several cores left twice its size in garbage, all
// of it fresh pages to fault in.
func newResultBatch() *resultBatch {
	return &resultBatch{data: make([]byte, 0, batchBytes+batchBytes/4)}
}
