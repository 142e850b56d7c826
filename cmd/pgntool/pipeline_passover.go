package main

import "github.com/pgntool/pgntool/pgn"

// passOver returns the reader's PassOver for this run: the tag criteria's
// verdict, when a game they reject is written nowhere. Such a game is
// dropped whatever its moves, so its movetext is passed over unread
// rather than built into a tree: a selection by tags then costs less
// than lint. Not with --invert (a rejected game is selected), --rejected
// (it is written there) or --classify (the ECO tags the criteria may test
// come from the moves).
//
// The faults of an unselected game were never reported (as pgn-extract
// reports only what it outputs); what passing over changes is that the
// budgets of its movetext are not counted either, so a game the tags
// reject is not refused for being over a budget (docs/toolbox.md).
func (p *pipeline) passOver() func(pgn.Variant, []pgn.Tag) bool {
	if p.criteria == nil || p.invert || p.rejected != nil || p.classify {
		return nil
	}
	c := p.criteria
	return func(v pgn.Variant, tags []pgn.Tag) bool {
		// A game without tags is read whole: passed over, it would look
		// like stray text between games, which is counted apart from the
		// games not selected.
		return len(tags) > 0 && c.RejectsTags(v, tags)
	}
}
