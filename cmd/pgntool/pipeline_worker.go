package main

import (
	"fmt"
	"strings"

	"github.com/pgntool/pgntool/eco"
	"github.com/pgntool/pgntool/pgn"
)

// gameCoder encodes one game for its destination; each worker has its
// own.
type gameCoder interface {
	// encode appends g's bytes to dst. Faults to report go to report (in
	// the order they are to be printed); refuse is non-nil when the game
	// cannot be written, and dst is then returned as it was. skipEmpty
	// is whether stray text between games is left out.
	encode(dst []byte, g *pgn.Game, report func(pgn.Diagnostic)) (out []byte, refuse *refusal)
	skipEmpty() bool
	// refusedCode is the code of a game the command does not write.
	refusedCode() string
}

// gameWorker does a worker's part for each game: check, select,
// transform, encode.
type gameWorker struct {
	p     *pipeline
	coder gameCoder
	// b is the batch the current game's result goes to.
	b *resultBatch
	// addFn is add as a function value, made once.
	addFn func(pgn.Diagnostic)
	// at is the input index of the current game (gameIndex).
	at uint64
	// rd reads the worker's chunks, one after another.
	rd *pgn.Reader
	// direct is the coder when it writes games in one pass as they are
	// read (pipeline_onepass.go), else nil.
	direct *exportCoder
}

func (p *pipeline) newWorker() *gameWorker {
	w := &gameWorker{p: p, coder: p.newCoder()}
	w.addFn = w.add
	if e, ok := w.coder.(*exportCoder); ok && e.plain && p.onePass() {
		w.direct = e
	}
	return w
}

// add keeps a fault of the current game.
func (w *gameWorker) add(d pgn.Diagnostic) { w.b.diags = append(w.b.diags, d) }

// game does the worker's part for g, read on one core after every game
// before it went through the sequencer, and appends its result to b.
func (w *gameWorker) game(g *pgn.Game, b *resultBatch) {
	w.p.seq++
	w.gameAt(g, b, gameIndex(w.p.seq, 0))
}

// gameAt does the worker's part for g, the game at input index at, and
// appends its result to b. A panic
// (a bug met in one game) becomes that game's internal-fault diagnostic
// and its refusal; the other games go on.
func (w *gameWorker) gameAt(g *pgn.Game, b *resultBatch, at uint64) {
	w.b, w.at = b, at
	b.results = append(b.results, gameResult{diagStart: len(b.diags), dataStart: len(b.data)})
	r := &b.results[len(b.results)-1]
	defer func() {
		if v := recover(); v != nil {
			b.data = b.data[:r.dataStart]
			b.diags = append(b.diags[:r.diagStart], internalError(g.Pos, v))
			r.stage, r.keyed, r.unencoded = gameSelected, false, false
			r.refuse = &refusal{pos: g.Pos, code: w.coder.refusedCode(), why: "not written: pgntool failed inside it (see internal-fault)"}
			r.diagEnd, r.dataEnd = len(b.diags), len(b.data)
		}
	}()
	w.process(g, r)
	r.diagEnd, r.dataEnd = len(b.diags), len(b.data)
	if w.p.firsts != nil && r.stage == gameSelected && r.keyed && !r.unencoded {
		// Noted only now: a game that failed above lost its key.
		w.p.firsts.note(r.key, at)
	}
}

func (w *gameWorker) process(g *pgn.Game, r *gameResult) {
	p, b := w.p, w.b
	if overBudget(g) {
		// Part of the game was passed over: writing the rest would pass a
		// cut game off as whole. This comes before the test for stray
		// text: a game whose tags were passed over looks empty, and is
		// refused as convert refuses it.
		pgn.Check(g, w.errorsOnly(g))
		r.stage = gameOverBudget
		r.refuse = &refusal{pos: g.Pos, code: w.coder.refusedCode(), why: "not written: it exceeds a budget (see limit-exceeded)"}
		return
	}
	if cutByFault(g) {
		// Its reading faults only: the checks could meet the fault again.
		report := w.errorsOnly(g)
		for _, d := range g.Diagnostics {
			report(d)
		}
		r.stage = gameOverBudget
		r.refuse = &refusal{pos: g.Pos, code: w.coder.refusedCode(), why: "not written: pgntool failed inside it (see internal-fault)"}
		return
	}
	if w.coder.skipEmpty() && g.Empty() {
		// Stray text between games: its faults are reported, and there
		// is nothing to write.
		for _, d := range g.Diagnostics {
			if d.Severity == pgn.Error {
				w.add(d)
			}
		}
		r.stage = gameStray
		return
	}
	if p.classify {
		// A game that is not chess, or has no move the table names,
		// keeps its tags.
		_, _, _ = eco.SetTags(g)
	}
	r.stage = gameSelected
	if p.criteria != nil && p.criteria.Match(g) == p.invert {
		r.stage = gameUnselected
		if p.rejected == nil {
			// Left out and written nowhere: nothing more to do, and its
			// faults are not reported, as pgn-extract reports only what
			// it outputs.
			return
		}
	}
	if r.stage == gameSelected && p.dedupe != nil {
		// A game that cannot be replayed is never taken for a duplicate.
		k, err := p.keys.Key(g)
		r.key, r.keyed = k, err == nil
		if r.keyed && p.firsts != nil && p.firsts.earlier(k, w.at) {
			// The sequencer drops it unwritten and unreported.
			r.unencoded = true
			return
		}
	}
	p.transform.apply(g)
	if p.splitKey != nil && r.stage == gameSelected {
		r.split = p.splitKey(g)
	}
	out, refuse := w.coder.encode(b.data, g, w.addFn)
	b.data, r.refuse = out, refuse
	if p.keepGames && refuse == nil {
		r.game = g
	}
}

// errorsOnly returns a report that keeps the errors of g, placed in
// their base when g comes from a Scid base.
func (w *gameWorker) errorsOnly(g *pgn.Game) func(pgn.Diagnostic) {
	return func(d pgn.Diagnostic) {
		if d.Severity == pgn.Error {
			w.add(locateScid(g, d))
		}
	}
}

// refusalOf turns a diagnostic made with the game's number in its
// message ("game N ...") into a refusal, which the sequencer numbers in
// the file.
func refusalOf(g *pgn.Game, d pgn.Diagnostic) *refusal {
	why, ok := strings.CutPrefix(d.Message, fmt.Sprintf("game %d ", g.Pos.Game))
	if !ok {
		why = d.Message
	}
	return &refusal{pos: d.Pos, code: d.Code, why: why}
}
