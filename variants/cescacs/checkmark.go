package cescacs

import "github.com/pgntool/pgntool/pgn"

// checkMark compares the written check mark with the check m gives.
func (b *Board) checkMark(n *notation, m pgn.Move, text []byte, pos pgn.Position, report pgn.Report) {
	ci := b.checkAfter(m)
	mpos := at(pos, text, n.markOff)
	want := ci.mark()
	written := n.mark
	if written == markOld {
		b.habit("^+", pgn.Warnf(mpos, CodeOldCheckMark, "^+ is the old spelling of the check mark: write +^"))
		written = markNear
	}
	switch {
	case written == markNone && want != markNone:
		report(pgn.Warnf(mpos, CodeCheckMark, "%s gives %s but has no mark: add %s", text, describeCheck(ci), markText[want]))
	case written != markNone && want == markNone:
		report(pgn.Warnf(mpos, CodeCheckMark, "%s gives no check: remove %s", text, markText[n.mark]))
	case want == markMate && written != markMate:
		report(pgn.Warnf(mpos, CodeCheckMark, "%s mates: write # instead of %s", text, markText[n.mark]))
	case written == markMate && want != markMate:
		report(pgn.Warnf(mpos, CodeCheckMark, "%s gives %s but not mate: write %s instead of #", text, describeCheck(ci), markText[want]))
	case written == markNear && ci.near == 0:
		report(pgn.Warnf(mpos, CodeCheckMark, "+^ marks an adjoining or knight-jump check, but this check is distant: write +∞ or +"))
	case written == markFar && ci.far == 0:
		report(pgn.Warnf(mpos, CodeCheckMark, "+∞ marks a distant check, but this check comes from next to the King or a knight jump: write +^ or +"))
	case written == markDouble && ci.checks() < 2:
		report(pgn.Warnf(mpos, CodeCheckMark, "++ marks a double check, but only one piece gives check: write %s", markText[want]))
	}
}

func describeCheck(ci checkInfo) string {
	switch ci.mark() {
	case markMate:
		return "mate"
	case markDouble:
		return "double check"
	case markNear:
		return "check from next to the King or a knight jump away"
	}
	return "distant check"
}
