package chess

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pgntool/pgntool/pgn"
)

// Messages are built here, off the hot path: ParseMove only reaches this
// file when a move is wrong or non-canonical.

func plural(t int) string { return pieceNames[t] + "s" }

func squareList(b bitboard) string {
	var names []string
	for b != 0 {
		names = append(names, squareName(b.pop()))
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func sideName(side int) string {
	return sideWord[side] + "-side"
}

// failMessage explains why text names no legal move, naming the square and
// the rule, and returns the diagnostic code.
func (p *position) failMessage(text []byte, sm *sanMove, f failure) (code, msg string) {
	q := quoteShort(text)
	us := colorName[p.side]
	to := ""
	if sm.to != noSquare {
		to = squareName(sm.to)
	}
	name := pieceNames[sm.piece]
	switch f.kind {
	case failAmbiguous:
		all := "all"
		if f.cands.count() == 2 {
			all = "both"
		}
		return pgn.CodeMoveAmbiguous, fmt.Sprintf("ambiguous move %s: the %s on %s can %s reach %s; name the origin file or rank",
			q, plural(sm.piece), squareList(f.cands), all, to)
	case failNoPiece:
		if sm.fromFile >= 0 || sm.fromRank >= 0 {
			return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: no %s %s on the given origin can reach %s", q, strings.ToLower(us), name, to)
		}
		return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: no %s %s can reach %s", q, strings.ToLower(us), name, to)
	case failOwnPiece:
		pc := p.board[sm.to]
		return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: %s has its own %s on %s", q, us, pieceNames[pc.kind()], to)
	case failSelfCheck:
		return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: the %s on %s cannot go to %s without leaving the %s king in check",
			q, name, squareList(f.cands), to, strings.ToLower(us))
	case failPromoMissing:
		return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: a pawn reaching %s must promote; write e.g. %s=Q", q, to, to)
	case failPromoBad:
		if sm.piece != pawn {
			return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: only a pawn can promote", q)
		}
		if sm.promo == king || sm.promo == pawn {
			return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: a pawn promotes to a queen, rook, bishop or knight", q)
		}
		return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: a pawn promotes only on the last rank, not on %s", q, to)
	case failPawnBlocked:
		return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: %s is occupied, and a pawn captures only diagonally", q, to)
	case failNothingToCapture:
		return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: a pawn moving diagonally must capture, but %s is empty and not the en passant square", q, to)
	case failCastle:
		return pgn.CodeMoveIllegal, "illegal move " + q + ": " + p.castleFault(sm.castle)
	case failNullInCheck:
		return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s: a null move cannot be played while %s is in check", q, us)
	}
	return pgn.CodeMoveIllegal, fmt.Sprintf("illegal move %s", q)
}

// warnDeviations reports each way text departs from the canonical SAN of m
// (the deviations d and the check sign mark that lexSAN and resolve found),
// quoting the canonical form so the fix is plain. gives and mate are what
// m really does, for the canonical form; wantGives and wantMate are what
// the mark is judged against, which differ for UCI text.
//
// Real files carry thousands of these warnings per megabyte (engine output
// without check signs), so the quoted parts are put together with append
// in stack buffers and each message is written into its string: one
// allocation per warning.
func (p *position) warnDeviations(text []byte, d deviation, mark checkMark, m move, gives, mate, wantGives, wantMate bool, pos pgn.Position, report pgn.Report, held *habits) {
	if report == nil {
		return
	}
	var qbuf, rawbuf, sanbuf [24]byte
	w := warner{pos: pos, report: report, held: held}
	q := appendQuoted(qbuf[:0], text)
	var san []byte
	if d&devNull != 0 {
		w.warn(CodeNullMove, q, san, "null move ", " passes the turn; it is no chess move, and is kept and written as \"--\"", noSquare, "", "")
	}
	badMark := d&devNull == 0 && mark != wantMark(wantGives, wantMate)
	if d&^devNull == 0 && !badMark {
		return
	}
	san = appendQuoted(sanbuf[:0], p.appendSANStatus(rawbuf[:0], m, gives, mate))
	if d&devCastlingZero != 0 {
		w.habit(devCastlingZero, CodeCastlingZero, q, san, "castling ", " is written with zeros; SAN uses the letter O: ")
	}
	if d&devPawnLetter != 0 {
		w.habit(devPawnLetter, CodePawnLetter, q, san, "move ", " names the pawn; SAN writes pawn moves without a letter: ")
	}
	if d&devCaptureMissing != 0 {
		w.warn(CodeCaptureMark, q, san, "move ", " captures on ", m.to(), " but has no 'x': ", "")
	}
	if d&devCaptureExtra != 0 {
		w.warn(CodeCaptureMark, q, san, "move ", " has a capture sign but captures nothing on ", m.to(), ": ", "")
	}
	if d&devOverDisambiguated != 0 {
		w.warn(CodeOverDisambiguated, q, san, "move ", " names more of its origin square than needed: ", noSquare, "", "")
	}
	if d&devLongAlgebraic != 0 {
		w.habit(devLongAlgebraic, CodeLongAlgebraic, q, san, "move ", " is in long algebraic or UCI notation; SAN is ")
	}
	if d&devPromotionMark != 0 {
		w.habit(devPromotionMark, CodePromotionMark, q, san, "promotion ", " lacks the '=' sign: ")
	}
	if d&devEnPassantMark != 0 {
		if m.kind() == moveEnPassant {
			w.warn(CodeEnPassantMark, q, san, "move ", " carries an \"e.p.\" mark, which SAN leaves out: ", noSquare, "", "")
		} else {
			w.warn(CodeEnPassantMark, q, san, "move ", " carries an \"e.p.\" mark but is no en passant capture: ", noSquare, "", "")
		}
	}
	if badMark {
		w.warnMark(q, san, wantGives, wantMate)
	}
}

// warnCheckMark reports the check sign of text, which is canonical SAN but
// for that sign, when the sign does not say what the move does (gives,
// mate). A message made before for the same text and sign is reported
// again: strings are immutable, and files of engine games without check
// signs have thousands of these warnings per megabyte.
func (b *Board) warnCheckMark(text []byte, gives, mate bool, pos pgn.Position, report pgn.Report) {
	if report == nil {
		return
	}
	want := wantMark(gives, mate)
	key, ok := markKey(text, want)
	if !ok {
		report(checkMarkWarning(pos, checkMarkMessage(text, want)))
		return
	}
	if b.marks == nil {
		b.marks = newMarkCache(minMarkBits)
	}
	report(checkMarkWarning(pos, b.marks.message(key, text, want)))
}

// markCache keeps check-mark messages by move text and sign, one per slot
// of a table indexed by a hash of both; a message whose slot another took
// is made again. A Go map of strings did the same at three times the
// cost, most of it hashing and cache misses on lichess files without
// signs. The table starts small, since a board may be made for one game,
// and grows while messages are made again more often than it has slots,
// up to 1024 slots (24 KB).
type markCache struct {
	slots []markSlot
	shift uint // 64 - log2(len(slots))
	made  int  // messages made since the table last grew
}

const minMarkBits, maxMarkBits = 5, 10

// markSlot is one message of markCache and the key it was made for.
type markSlot struct {
	key uint64
	msg string
}

func newMarkCache(bits uint) *markCache {
	return &markCache{slots: make([]markSlot, 1<<bits), shift: 64 - bits}
}

// message returns the message for key, made from text and want unless
// its slot holds it.
func (c *markCache) message(key uint64, text []byte, want checkMark) string {
	slot := &c.slots[(key*0x9E3779B97F4A7C15)>>c.shift&uint64(len(c.slots)-1)]
	if slot.key == key {
		return slot.msg
	}
	*slot = markSlot{key, checkMarkMessage(text, want)}
	if c.made++; c.made > len(c.slots) && c.shift > 64-maxMarkBits {
		*c = *newMarkCache(64 - c.shift + 1)
	}
	return slot.msg
}

// markKey packs a move text of up to seven bytes and the sign it should
// carry into a number no other pair gives: SAN has no zero bytes, so the
// text's bytes and its length are read back from the low seven bytes,
// and the top byte holds the sign plus one, so that no key is zero (an
// empty slot). ok is false for a longer text.
func markKey(text []byte, want checkMark) (key uint64, ok bool) {
	if len(text) > 7 {
		return 0, false
	}
	for i, c := range text {
		key |= uint64(c) << (8 * i)
	}
	return key | uint64(want+1)<<56, true
}

func checkMarkWarning(pos pgn.Position, msg string) pgn.Diagnostic {
	return pgn.Diagnostic{Pos: pos, Severity: pgn.Warning, Code: pgn.CodeCheckMark, Message: msg}
}

// checkMarkMessage is the warning about text's check sign, where text
// should carry want. The canonical form is the text with the right sign,
// so it is not written afresh from the board. quickMove takes only
// letters, digits, 'x', '-', '+' and '#', which %q leaves as they are, so
// the text is quoted by putting quotes round it, and the message is
// written straight into its string.
func checkMarkMessage(text []byte, want checkMark) string {
	_, n := trailingMark(text)
	mid := markMid[want]
	var b strings.Builder
	b.Grow(len(`move ""`) + len(text) + len(mid) + len(`""`) + n + 1)
	b.WriteString(`move "`)
	b.Write(text)
	b.WriteByte('"')
	b.WriteString(mid)
	b.WriteByte('"')
	b.Write(text[:n])
	if want != markNone {
		b.WriteByte(markSign[want])
	}
	b.WriteByte('"')
	return b.String()
}

// markMid is the middle of a check-mark warning, by the sign the move
// should carry; markSign is that sign.
var (
	markMid = [3]string{
		markNone:  " has a check sign but gives no check: ",
		markCheck: " gives check and should end with '+': ",
		markMate:  " gives checkmate and should end with '#': ",
	}
	markSign = [3]byte{markCheck: '+', markMate: '#'}
)

// warnMark reports a check sign that does not say what the move does
// (wantGives, wantMate); q is the text quoted and san the canonical SAN
// quoted.
func (w *warner) warnMark(q, san []byte, wantGives, wantMate bool) {
	w.warn(pgn.CodeCheckMark, q, san, "move ", markMid[wantMark(wantGives, wantMate)], noSquare, "", "")
}

// oncePerGameNote ends the message of a habit of oncePerGame that a board
// reports at once, not holding it for EndGame.
const oncePerGameNote = " (reported once per game)"

// warner holds where the warnings about one move go.
type warner struct {
	pos    pgn.Position
	report pgn.Report
	// held takes the habits' warnings when the board holds them for
	// EndGame; nil reports them at once.
	held *habits
}

// habit reports or holds the warning about a habit k of oncePerGame.
func (w *warner) habit(k deviation, code string, q, san []byte, head, mid string) {
	if w.held == nil {
		w.warn(code, q, san, head, mid, noSquare, "", oncePerGameNote)
		return
	}
	w.held.hold(k, w.warning(code, q, san, head, mid, noSquare, "", ""))
}

// warn reports head q mid, then the square sq and tail when sq is given,
// then san, the quoted canonical SAN (empty for the null-move warning),
// then note.
// q and san are parameters rather than fields so that escape analysis
// keeps their buffers on the caller's stack. The message is written into
// a string of its exact length, with no buffer to clear and copy.
func (w *warner) warn(code string, q, san []byte, head, mid string, sq int, tail, note string) {
	w.report(w.warning(code, q, san, head, mid, sq, tail, note))
}

// warning is the diagnostic warn reports.
func (w *warner) warning(code string, q, san []byte, head, mid string, sq int, tail, note string) pgn.Diagnostic {
	size := len(head) + len(q) + len(mid) + len(san) + len(note)
	if sq != noSquare {
		size += 2 + len(tail)
	}
	var b strings.Builder
	b.Grow(size)
	b.WriteString(head)
	b.Write(q)
	b.WriteString(mid)
	if sq != noSquare {
		b.WriteByte(byte('a' + sqFile(sq)))
		b.WriteByte(byte('1' + sqRank(sq)))
		b.WriteString(tail)
	}
	b.Write(san)
	b.WriteString(note)
	return pgn.Diagnostic{Pos: w.pos, Severity: pgn.Warning, Code: code, Message: b.String()}
}

// appendQuoted appends s as %q writes it. Move text is nearly always plain
// ASCII, which needs no escaping; anything else goes to strconv.
func appendQuoted(dst, s []byte) []byte {
	for _, c := range s {
		if c < ' ' || c > '~' || c == '"' || c == '\\' {
			return strconv.AppendQuote(dst, string(s))
		}
	}
	dst = append(dst, '"')
	dst = append(dst, s...)
	return append(dst, '"')
}

// maxQuoted is the most of a text a message quotes: a token of garbage
// can be megabytes long, and its message should not be.
const maxQuoted = 48

// quoteShort quotes s as %q does, cut after maxQuoted bytes (at a
// character's start) with an ellipsis and the whole length, so that a
// message costs no more than a line however long the text it names.
func quoteShort[T ~string | ~[]byte](s T) string {
	if len(s) <= maxQuoted {
		return strconv.Quote(string(s))
	}
	n := maxQuoted
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strconv.Quote(string(s[:n])) + "… (" + strconv.Itoa(len(s)) + " bytes)"
}
