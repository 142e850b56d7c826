package main

import "github.com/pgntool/pgntool/pgn"

// A plain export, the games written as they are read, checked and
// normalised, with nothing selected, transformed or kept, is written in
// one pass over each game's text (pgn.Writer.ReadAppend): no tree is
// built for a game that can be written so. The rest (a move that cannot
// be played, a budget exceeded, stray text and the other cases
// ReadAppend names) come back as trees and take the usual way
// (gameWorker.gameAt), so the output is the same byte for byte.

// onePass reports whether the run's games may be written in one pass:
// nothing between the reading and the writing looks at a game's tree.
func (p *pipeline) onePass() bool {
	return p.criteria == nil && !p.classify && p.dedupe == nil && p.transform.none() &&
		p.splitKey == nil && !p.keepGames && p.rejected == nil && p.duplicates == nil
}

// next reads the next game of rd. A game written in one pass has its
// result in b already, and written is true; else g is the game, as
// rd.ReadGame returns it, or err ends the reading.
func (w *gameWorker) next(rd *pgn.Reader, b *resultBatch) (g *pgn.Game, written bool, err error) {
	e := w.direct
	if e == nil {
		g, err = rd.ReadGame()
		return g, false, err
	}
	e.faults = e.faults[:0]
	start := len(b.data)
	out, g, err := e.w.ReadAppend(b.data, rd)
	if g != nil || err != nil {
		return g, false, err
	}
	b.data = out
	r := gameResult{stage: gameSelected, diagStart: len(b.diags), dataStart: start, dataEnd: len(out)}
	// As exportCoder.encode: only the errors are shown. A game written
	// in one pass has none, but the rule is the coder's to keep.
	for _, d := range e.faults {
		if d.Severity == pgn.Error {
			b.diags = append(b.diags, d)
		}
	}
	r.diagEnd = len(b.diags)
	b.results = append(b.results, r)
	return nil, true, nil
}
