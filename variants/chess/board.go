package chess

import "github.com/pgntool/pgntool/pgn"

// Board is a chess position with the moves that led to it. Get one from
// [NewBoard] (a FEN, or "" for the start position), [NewBoard960], or
// Variant.NewBoard (the tags of a PGN game).
//
// On its own, a Board lists legal moves ([Board.LegalMoves]), plays them
// checked ([Board.Play]) and takes them back ([Board.Unmake]), and answers
// the questions of python-chess's Board: check, mate, draws, FEN, Polyglot
// key. It also implements [pgn.Board], the interface through which package
// pgn replays games without allocating (ParseMove, Make, AppendMove).
//
// A Board is used by one goroutine at a time; [Board.Copy] makes another. A
// Board that holds no position (a zero or nil one, or one whose Reset
// failed) is safe to use: ParseMove reports an error, Play refuses, Make
// and Unmake do nothing, and the other methods give empty results.
type Board struct {
	p position
	// ready is set when p holds a position the rules can play from.
	ready bool
	// marks keeps the check-mark warnings made so far, by move text and
	// the sign it should carry: files of engine games without check signs
	// repeat a few thousand messages a hundred thousand times. It is made
	// at the first such warning and kept by Reset, like the undo stack.
	marks *markCache
	// habits are the deviations of oncePerGame met in this game, and
	// their warnings held for EndGame.
	habits habits
	// parsed is what ParseMove learnt of the text it read last, in the
	// bits below (see ParsedAsWritten and AppendParsedText).
	parsed parsedText
	// saved holds the positions of SavePosition, by slot.
	saved []savedPosition
}

var _ pgn.Board = (*Board)(nil)

// newBoard returns a board whose undo stack has room for most games (4 KB),
// so Make rarely allocates while a game is replayed; longer games grow it.
func newBoard() *Board {
	b := &Board{}
	b.p.history = make([]undo, 0, 256)
	b.p.clear()
	return b
}

// ParseMove finds the legal move text names, accepting the lenient import
// forms of docs/chess.md with a warning for each deviation from SAN.
//
// A nil report asks for no diagnostics at all: a replay that only needs
// the moves (a position search) then skips the mate search that verifies
// a check sign, for canonical SAN; the moves found are the same.
func (b *Board) ParseMove(text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	if m, ok := b.parseQuick(text, &pos, report); ok {
		return m, true
	}
	return b.parseMoveGeneral(text, pos, report)
}

// parseQuick is ParseMove for a move written in canonical SAN, which
// quickMove reads; ok is false for any other text, which the general
// rules read.
func (b *Board) parseQuick(text []byte, pos *pgn.Position, report pgn.Report) (pgn.Move, bool) {
	if b == nil {
		return 0, false
	}
	if !b.ready {
		b.parsed = 0
		return 0, false
	}
	m, mark, gives, ok := b.p.quickMove(text)
	if !ok {
		b.parsed = 0
		return 0, false
	}
	// Canonical SAN: only the check sign is left to verify.
	// quickOrigin holds sanStatus and sanOrigin too.
	b.p.next, b.p.nextCheck, b.p.nextSAN = m, checkOf(gives), b.p.quickOrigin
	if !gives && mark == markNone {
		b.parsed = parsedAsWritten | parsedSignKnown
	} else {
		b.quickMark(text, m, mark, gives, *pos, report)
	}
	return pgn.Move(m) | moveTag, true
}

// quickMark verifies the check sign mark of m, the move quickMove read
// from text, when m checks or text has a sign: for a check, it searches
// for mate (checkStatus written out) and notes the verdict for AppendSAN.
// It is out of ParseMove's way: most moves neither check nor carry a sign.
func (b *Board) quickMark(text []byte, m move, mark checkMark, gives bool, pos pgn.Position, report pgn.Report) {
	if report == nil {
		if gives {
			b.p.nextSAN &^= sanStatus // the mate verdict is not known
		}
		// Without the mate verdict the sign cannot be vouched for.
		b.parsed = 0
		return
	}
	mate := false
	if gives {
		// mates keeps next for the Make that follows.
		if mate = b.p.mates(m); mate {
			b.p.nextSAN |= sanMate
		}
	}
	want := wantMark(gives, mate)
	b.parsed = parsedSignKnown | parsedText(want)
	if mark == want {
		b.parsed |= parsedAsWritten
	} else {
		b.warnCheckMark(text, gives, mate, pos, report)
	}
}

// parseMoveGeneral is ParseMove for every text quickMove leaves: any
// lenient form, and every fault, each explained. It is kept out of
// ParseMove so that the quick path's frame stays small.
//
//go:noinline
func (b *Board) parseMoveGeneral(text []byte, pos pgn.Position, report pgn.Report) (pgn.Move, bool) {
	if b == nil || !b.ready {
		emit(report, pgn.Errorf(pos, pgn.CodeMoveIllegal, "move %s cannot be played: the board holds no position (set it up with NewBoard or Reset)", quoteShort(text)))
		return 0, false
	}
	var sm sanMove
	if reason := lexSAN(text, &sm); reason != "" {
		emit(report, pgn.Errorf(pos, pgn.CodeMoveSyntax, "unreadable move %s: %s", quoteShort(text), reason))
		return 0, false
	}
	m, f := b.p.resolve(&sm)
	if f.kind != failNone {
		code, msg := b.p.failMessage(text, &sm, f)
		emit(report, pgn.Errorf(pos, code, "%s", msg))
		return 0, false
	}
	gives, mate := b.p.checkStatus(m)
	b.p.next, b.p.nextCheck, b.p.nextSAN = m, checkOf(gives), statusSAN(mate)
	wantGives, wantMate := gives, mate
	if sm.uciForm() && sm.mark == markNone {
		wantGives, wantMate = false, false // UCI has no check signs to check
	}
	dev := sm.dev&^oncePerGame | b.habits.note(sm.dev)
	if dev != 0 || sm.mark != wantMark(wantGives, wantMate) {
		var held *habits
		if b.habits.holding {
			held = &b.habits
		}
		b.p.warnDeviations(text, dev, sm.mark, m, gives, mate, wantGives, wantMate, pos, report, held)
	}
	return pgn.Move(m) | moveTag, true
}

// statusSAN is the nextSAN of a move whose check status is known.
func statusSAN(mate bool) uint8 {
	if mate {
		return sanStatus | sanMate
	}
	return sanStatus
}

func emit(report pgn.Report, d pgn.Diagnostic) {
	if report != nil {
		report(d)
	}
}

func wantMark(gives, mate bool) checkMark {
	switch {
	case mate:
		return markMate
	case gives:
		return markCheck
	}
	return markNone
}

// checkStatus tells whether m gives check, and if so whether it mates; only
// a check needs the move played and the replies searched.
func (p *position) checkStatus(m move) (gives, mate bool) {
	gives = p.givesCheck(m)
	return gives, gives && p.mates(m)
}

// mates reports whether m, a legal move that gives check, leaves the
// opponent without a legal move.
//
// A normal move other than a pawn's double step is played on the piece
// sets alone, which is all the evasion search reads, and taken back by
// copying them back: a third of the cost of makeMove and unmakeMove,
// which also keep the mailbox, the castling rights and the undo stack.
// (A double step sets an en passant square, whose test reads the
// mailbox; castling and en passant move a second piece.)
func (p *position) mates(m move) bool {
	from, to := m.from(), m.to()
	t := p.board[from].kind()
	if m.kind() != moveNormal || t == pawn && (to-from == 16 || from-to == 16) {
		return p.matesByMake(m)
	}
	us, them := p.side&1, (p.side^1)&1
	pieces, occ, ep := p.pieces, p.occ, p.ep
	if c := p.board[to]; c != 0 {
		p.pieces[them][c.kind()] &^= bit(to)
		p.pieces[them][0] &^= bit(to)
	}
	nt := t
	if pr := m.promo(); pr != noType {
		nt = pr
	}
	p.pieces[us][t] &^= bit(from)
	p.pieces[us][nt] |= bit(to)
	p.pieces[us][0] = p.pieces[us][0]&^bit(from) | bit(to)
	p.occ = occ&^bit(from) | bit(to)
	p.ep = noSquare
	p.side = them
	mate := !p.hasEvasion()
	p.side = us
	p.pieces, p.occ, p.ep = pieces, occ, ep
	return mate
}

// matesByMake is mates for any move: the move is made, the replies are
// searched, and the move is taken back.
func (p *position) matesByMake(m move) bool {
	next, nextCheck := p.next, p.nextCheck // kept for Make of the move ParseMove found
	p.makeMove(m)
	p.check = checkYes
	mate := !p.hasEvasion()
	p.unmakeMove()
	p.next, p.nextCheck = next, nextCheck
	return mate
}

// sanitize keeps a move from outside within the encoding's valid range, so
// a corrupt value cannot index past the piece tables.
func sanitize(m pgn.Move) move {
	mv := move(m) & (1<<17 - 1)
	if pr := mv.promo(); pr != noType && (pr < knight || pr > queen) {
		mv = newMove(mv.from(), mv.to(), noType, mv.kind())
	}
	return mv
}

// Make plays m, a legal move of the current position (from ParseMove or
// LegalMoves), without telling whether it did: a move that is not legal is
// not played, since it would corrupt the board. [Board.Play] is the same
// with an error for a refused move.
func (b *Board) Make(m pgn.Move) {
	if b == nil {
		return
	}
	// The move ParseMove just found, as replay makes it after every
	// ParseMove, is known legal (next is only set on a ready board).
	if next := b.p.next; m == pgn.Move(next)|moveTag && next != 0 {
		b.p.makeMove(next)
		return
	}
	if !b.ready {
		return
	}
	if mv := sanitize(m); b.p.isLegal(mv) {
		b.p.makeMove(mv)
	}
}

// Unmake takes back the last move made; without one it does nothing.
func (b *Board) Unmake() {
	if b != nil {
		b.p.unmakeMove()
	}
}

// isLegal reports whether m is a legal move of the position. The move
// ParseMove, MoveFromTo or AppendSAN just found is known to be; any other
// is tested alone by moveFromTo, which finds the same moves as generate.
func (p *position) isLegal(m move) bool {
	switch {
	case m == p.next && m != 0:
		return true
	case m.kind() == moveNull:
		return m == nullMove && !p.inCheck()
	}
	found, ok := p.moveFromTo(m.from(), m.to(), m.promo())
	return ok && found == m
}

// AppendMove writes m in notation [SAN] (also for an unknown notation),
// [LAN] or [UCI]. A move that is not legal in the position is not written.
func (b *Board) AppendMove(dst []byte, m pgn.Move, notation pgn.Notation) []byte {
	switch notation {
	case UCI, LAN:
	default:
		return b.AppendSAN(dst, m)
	}
	if b == nil || !b.ready {
		return dst
	}
	mv := sanitize(m)
	if !b.p.isLegal(mv) {
		return dst
	}
	if notation == UCI {
		return b.p.appendUCI(dst, mv)
	}
	return b.p.appendLAN(dst, mv)
}

// MoveNumber returns the fullmove number and whether Black is to move.
func (b *Board) MoveNumber() (int, bool) {
	if b == nil || !b.ready {
		return 1, false
	}
	return b.p.fullmove, b.p.side == black
}

// Outcome returns the result forced by checkmate or stalemate, as lint
// compares it with a game's result. Other draws (insufficient material,
// repetition, the fifty-move rule) need a claim or an agreement in real
// games, so they never force a result here; [Board.Ending] reports them.
func (b *Board) Outcome() (result, reason string) {
	if b == nil || !b.ready || b.p.hasLegalMove() {
		return "", ""
	}
	if !b.p.inCheck() {
		return "1/2-1/2", "stalemate"
	}
	if b.p.side == white {
		return "0-1", "checkmate"
	}
	return "1-0", "checkmate"
}

// AppendPosition appends the position as FEN.
// A board that holds no position appends nothing.
func (b *Board) AppendPosition(dst []byte) []byte {
	if b == nil || !b.ready {
		return dst
	}
	return b.p.appendFEN(dst)
}

// Perft counts the leaf nodes of the legal move tree to depth, the standard
// test of a move generator.
// Depth 0 or less counts the position itself; a board that holds no
// position has no nodes.
func (b *Board) Perft(depth int) uint64 {
	if b == nil || !b.ready {
		return 0
	}
	return b.p.perft(max(depth, 0))
}
