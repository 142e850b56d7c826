package xiangqi

import (
	"fmt"

	"github.com/pgntool/pgntool/pgn"
)

// ParseMove reads one move token in any dialect (Chinese, WXF, ICCS,
// UCCI, generalised UCI, WinBoard or pychess SAN) and finds the legal move
// it names in the current position.
func (b *Board) ParseMove(text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	if report == nil {
		report = func(pgn.Diagnostic) {}
	}
	if b == nil {
		report(pgn.Errorf(pos, pgn.CodeMoveIllegal, "%s: there is no board to play it on", quoteToken(text)))
		return 0, false
	}
	var t token
	if !t.load(text) {
		report(unreadable(text, pos))
		return 0, false
	}
	fam, m, ok := b.parseAny(&t, text, pos, report)
	if !ok {
		return 0, false
	}
	b.checkFamily(fam, text, pos, report)
	return m, true
}

func unreadable(text []byte, pos pgn.Position) pgn.Diagnostic {
	return pgn.Errorf(pos, pgn.CodeMoveSyntax, "%s is not a move in Chinese, WXF, ICCS, UCCI or SAN notation", quoteToken(text))
}

// maxShownRunes bounds the text of a token quoted in a message: a run of
// a million letters is no move, and the message need not repeat it.
const maxShownRunes = 24

// quoteToken quotes a token for a message, cut after maxShownRunes
// characters with the length of the whole.
func quoteToken(text []byte) string {
	n, cut := 0, len(text)
	for i := range string(text) {
		if n == maxShownRunes {
			cut = i
			break
		}
		n++
	}
	if cut == len(text) {
		return fmt.Sprintf("%q", text)
	}
	return fmt.Sprintf("%q… (%d bytes)", text[:cut], len(text))
}

// parseAny tells the dialect from the token's shape; the shapes do not
// overlap except in their rank numbering, which resolveCoords settles.
func (b *Board) parseAny(t *token, text []byte, pos pgn.Position, report pgn.Report) (family, pgn.Move, bool) {
	ascii := true
	for _, r := range t.r[:t.n] {
		if r >= 0x80 {
			ascii = false
		}
	}
	if !ascii {
		v, ok := parseChinese(t)
		if !ok {
			report(unreadable(text, pos))
			return 0, 0, false
		}
		m, ok := b.vertical(v, text, pos, report)
		return famChinese, m, ok
	}
	if c, fam, ok := parseCoord(t); ok {
		m, ok := b.coords(c, fam, text, pos, report)
		return fam, m, ok
	}
	if v, ok := parseWXF(t); ok {
		m, ok := b.vertical(v, text, pos, report)
		return famWXF, m, ok
	}
	if c, ok := parseSAN(t); ok {
		m, ok := b.coords(c, famSAN, text, pos, report)
		if ok {
			b.checkMark(c, m, text, pos, report)
		}
		return famSAN, m, ok
	}
	report(unreadable(text, pos))
	return 0, 0, false
}

// vertical resolves a Chinese or WXF move and explains a failure.
func (b *Board) vertical(v vmove, text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	res := b.resolveVertical(v)
	kind := v.kind
	if kind == 0 {
		kind = pawn
	}
	if res.matches == 1 && !res.untied {
		return res.move, true // the hot path: no message to build
	}
	piece := sideName(b.side) + " " + kindNames[kind]
	switch {
	case res.matches == 1:
		if res.untied {
			report(pgn.Warnf(pos, CodeTandemMissing, "%s: %d %ss stand on %s and only one of them can make this move, so it was read as that one's; write which (前/后, WXF + or -)",
				text, res.onFile, piece, fileName(b.side, v.file)))
		}
		return res.move, true
	case res.matches > 1:
		report(pgn.Errorf(pos, pgn.CodeMoveAmbiguous, "%s: more than one %s can make this move", text, piece))
	case res.pieces == 0:
		report(pgn.Errorf(pos, pgn.CodeMoveIllegal, "%s: %s has no %s on the board", text, sideName(b.side), kindNames[kind]))
	case v.file != 0 && res.onFile == 0:
		report(pgn.Errorf(pos, pgn.CodeMoveIllegal, "%s: no %s stands on %s", text, piece, fileName(b.side, v.file)))
	case v.tpos != 0 && v.file == 0 && !b.hasTandem(kind):
		report(pgn.Errorf(pos, pgn.CodeMoveIllegal, "%s: the move names one of several %ss on a file, but no file holds two of them", text, piece))
	default:
		report(pgn.Errorf(pos, pgn.CodeMoveIllegal, "%s: the %s %s cannot make this move here", text, piece, fileDesc(b.side, v.file)))
	}
	return 0, false
}

// hasTandem reports whether some file holds two or more of the side's
// pieces of kind k.
func (b *Board) hasTandem(k int8) bool {
	var col [ranks]int
	for f := 0; f < files; f++ {
		if b.column(b.side, k, f, &col) >= 2 {
			return true
		}
	}
	return false
}

// fileName names a file both ways, as the mover counts it and in ICCS.
func fileName(side, n int) string {
	return fmt.Sprintf("file %d (ICCS %c)", n, 'a'+fileOfNum(side, n))
}

func fileDesc(side, n int) string {
	if n == 0 {
		return "named"
	}
	return "on " + fileName(side, n)
}

// coords resolves a coordinate or SAN move, reading the ranks 0–9 or 1–10
// as the position and the game's earlier moves decide.
func (b *Board) coords(c cmove, fam family, text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	var m [2]pgn.Move
	var n [2]int
	m[0], n[0] = b.resolveCoord(c, 0)
	if fam != famICCS || c.toR == 10 || c.fromR == 10 {
		m[1], n[1] = b.resolveCoord(c, 1)
	}
	base := -1
	switch {
	case b.rankBase >= 0 && n[b.rankBase] == 1:
		return m[b.rankBase], true
	case b.rankBase >= 0 && n[b.rankBase] > 1:
		report(pgn.Errorf(pos, pgn.CodeMoveAmbiguous, "%s: more than one %s piece can make this move", text, sideName(b.side)))
		return 0, false
	case n[0] == 1 && n[1] == 1:
		// Both readings are legal and the game has not told yet: plain
		// coordinates and WinBoard SAN count from 0, pychess writes P.
		base = 0
		if fam == famSAN && c.kind == pawn {
			base = 1
		}
		return m[base], true
	case n[0] == 1:
		base = 0
	case n[1] == 1:
		base = 1
	case n[0] > 1 || n[1] > 1:
		report(pgn.Errorf(pos, pgn.CodeMoveAmbiguous, "%s: more than one %s piece can make this move", text, sideName(b.side)))
		return 0, false
	default:
		report(pgn.Errorf(pos, pgn.CodeMoveIllegal, "%s: %s", text, b.whyNot(c)))
		return 0, false
	}
	if b.rankBase >= 0 && !b.warnedBase {
		b.warnedBase = true // once a game: a writer that mixes does so throughout
		report(pgn.Warnf(pos, CodeNotationMixed, "%s was read with ranks counted from %d, the only legal reading, though earlier moves count them from %d", text, base, b.rankBase))
	}
	b.rankBase = int8(base)
	return m[base], true
}

// checkMark warns when a SAN check sign does not fit the move; a missing
// sign is not reported, as several writers leave signs out.
func (b *Board) checkMark(c cmove, m pgn.Move, text []byte, pos pgn.Position, report pgn.Report) {
	if c.mark == 0 {
		return
	}
	b.Make(m)
	gives := b.inCheck(b.side)
	var buf [maxMoves]pgn.Move
	mate := gives && len(b.legalMoves(buf[:0])) == 0
	b.Unmake()
	switch {
	case mate && c.mark == '+':
		report(pgn.Warnf(pos, pgn.CodeCheckMark, "%s gives checkmate and should end with '#'", text))
	case !mate && c.mark == '#':
		report(pgn.Warnf(pos, pgn.CodeCheckMark, "%s has a mate sign but does not mate", text))
	case !gives:
		report(pgn.Warnf(pos, pgn.CodeCheckMark, "%s has a check sign but gives no check", text))
	}
}

// whyNot explains why no legal move fits a coordinate move.
func (b *Board) whyNot(c cmove) string {
	if c.fromF >= 0 && c.fromR >= 0 && c.kind == 0 {
		p := b.sq[sq(c.fromF, min(c.fromR, ranks-1))]
		if p == empty || sideOf(p) != b.side {
			return fmt.Sprintf("no %s piece stands on %c%d", sideName(b.side), 'a'+c.fromF, c.fromR)
		}
		return fmt.Sprintf("the %s %s on %c%d cannot move to %c%d", sideName(b.side), kindNames[kindOf(p)], 'a'+c.fromF, c.fromR, 'a'+c.toF, c.toR)
	}
	k := c.kind
	if k == 0 {
		k = pawn
	}
	return fmt.Sprintf("no %s %s can move to %c%d", sideName(b.side), kindNames[k], 'a'+c.toF, c.toR)
}

// formatFamily maps the Format tag to the family it announces.
func formatFamily(format string) family {
	switch format {
	case "Chinese":
		return famChinese
	case "WXF":
		return famWXF
	case "ICCS":
		return famICCS
	}
	return famNone
}

// checkFamily warns, once per game, when the notation disagrees with the
// Format tag or changes within the game. Every move is read by its own
// shape whatever the tag says, so the messages say what was read and
// which tag would state it, not that anything was misread.
func (b *Board) checkFamily(fam family, text []byte, pos pgn.Position, report pgn.Report) {
	if b.firstFamily == famNone {
		b.firstFamily = fam
	} else if fam != b.firstFamily && !b.warnedMix {
		b.warnedMix = true
		report(pgn.Warnf(pos, CodeNotationMixed, "%s is in %s, but the game began in %s; each move was read in its own notation", text, fam.describe(), b.firstFamily.describe()))
	}
	if b.warnedFmt {
		return
	}
	want := formatFamily(b.format)
	if want == famICCS && fam == famUCCI {
		return // xiangqi.js and others write lower-case ICCS under this tag
	}
	switch {
	case b.formatTag && want != fam && want != famNone:
		b.warnedFmt = true
		report(pgn.Warnf(pos, CodeFormatMismatch, "%s is in %s, not in the %s notation the Format tag names; moves are read by their form, so it was read as %s; %s",
			text, fam.describe(), b.format, fam, fam.formatAdvice()))
	case !b.formatTag && fam == famSAN && b.winboard:
		// WinBoard's and pychess's convention: the game is named by the
		// Variant tag and its moves are SAN, which no Format value names.
	case !b.formatTag && fam != famChinese:
		b.warnedFmt = true
		report(pgn.Warnf(pos, CodeFormatMissing, "%s: moves are in %s and were read so; %s (readers that follow the seed take moves without one as Chinese)",
			text, fam.describe(), fam.formatAdvice()))
	}
}
