package scid

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// The game-record encoder: the inverse of decoder, writing what Scid 4.7.4
// writes for a game (TestEncodeRecordsCorpus rebuilds every record of the
// corpus bases byte for byte), and the index fields derived from the moves.

// recordFacts are the index fields a record's main line decides.
type recordFacts struct {
	Flags                      uint32 // FlagStart, FlagPromotion, FlagUnderPromotion
	HalfMoves                  int
	NAGs, Comments, Variations int
	FinalMaterial              uint32
	HomePawns                  [9]byte
}

// isIndexTag reports whether Scid keeps the tag in the index or the name
// file rather than in the record (the first rating tag of each player
// too). A switch: every tag of every game is asked about.
func isIndexTag(name string) bool {
	switch name {
	case "Event", "Site", "Date", "Round", "White", "Black",
		"Result", "ECO", "EventDate", "ScidFlags", "FEN":
		return true
	}
	return false
}

// encoder writes one record; it is reused from game to game.
type encoder struct {
	board    chess.Board
	st       pieceState
	rec      []byte
	comments []string
	facts    recordFacts
	home     uint16 // home pawns still at home: a2 = bit 15 … h2 = bit 8, a7 = bit 7 … h7 = bit 0
	pawnLog  []byte // HomePawnData nibbles
	standard bool
	// material counts the pieces of the main line's position by colour
	// and type, for the final material signature.
	material [2][7]uint8
	// replayed, when set, holds the game's moves as a checker played
	// them, in the order line meets them, next the next one: the
	// encoder takes them instead of replaying the game on board.
	replayed  []playedMove
	next      int
	useReplay bool
	// saved is the numbering before and after each move whose
	// variations are being written.
	saved []pieceState
}

// errReplayMismatch is encodeRecord's error when the moves replayed do
// not fit the game: it encodes it again, replaying it itself.
var errReplayMismatch = errors.New("the replayed moves do not fit the game")

// encodeReplayed is encodeRecord with the moves of g taken from r, a
// checker's Replay of g: when their number is not g's, or the game has an
// error to report (whose message may name a move by its SAN, which needs
// the board), g is encoded as encodeRecord does it.
func (e *encoder) encodeReplayed(dst []byte, g *pgn.Game, r *Replay) ([]byte, recordFacts, error) {
	if r == nil || r.failed {
		return e.encodeRecord(dst, g)
	}
	e.replayed, e.next, e.useReplay = r.moves, 0, true
	rec, facts, err := e.encodeRecord(dst, g)
	e.replayed, e.useReplay = nil, false
	if err != nil {
		return e.encodeRecord(dst, g)
	}
	return rec, facts, nil
}

// encodeRecord appends the record of g to dst and returns it with the
// facts of its main line. Tags Scid cannot store (a name over 240 bytes, a
// value over 255) are an error naming the tag; so are moves that do not
// replay.
func (e *encoder) encodeRecord(dst []byte, g *pgn.Game) ([]byte, recordFacts, error) {
	e.rec = dst
	e.saved = e.saved[:0]
	e.comments = e.comments[:0]
	e.facts = recordFacts{}
	e.pawnLog = e.pawnLog[:0]
	e.home = 0xFFFF
	if err := e.tags(g.Tags); err != nil {
		return dst, e.facts, err
	}
	fen, hasFEN := "", false
	if t := pgn.FindTag(g.Tags, "FEN"); t != nil {
		fen, hasFEN = t.Value, true
	}
	start := len(e.rec)
	e.rec = append(e.rec, 0)
	e.standard = !hasFEN
	if hasFEN {
		if !e.board.Reset([]pgn.Tag{{Name: "FEN", Value: fen}}, nil) {
			return dst, e.facts, errors.New("FEN " + fen + " is not a legal chess position")
		}
		// Scid stores the position as it prints it; for the standard
		// position it stores no FEN.
		if printed := e.board.FEN(); printed == chess.StartFEN {
			e.standard = true
		} else {
			e.rec = append(e.rec, printed...)
			e.rec = append(e.rec, 0)
			e.facts.Flags |= FlagStart
			e.home = 0
		}
	} else if !e.useReplay {
		e.board.Reset(nil, nil)
	}
	if !e.st.setup(&e.board, e.standard) {
		return dst, e.facts, errors.New("the start position has more than 16 pieces of one colour")
	}
	if e.standard {
		e.material = standardMaterial
	} else {
		e.material = materialOf(&e.board)
	}
	if c := joinComments(g.Moves.Comments); c != "" {
		e.rec = append(e.rec, markComment)
		e.comments = append(e.comments, c)
	}
	if err := e.line(&g.Moves, 0); err != nil {
		return dst, e.facts, err
	}
	if e.useReplay && e.next != len(e.replayed) {
		return dst, e.facts, errReplayMismatch
	}
	e.rec = append(e.rec, markEndOfGame)
	for _, c := range e.comments {
		e.rec = append(e.rec, c...)
		e.rec = append(e.rec, 0)
	}
	e.rec[start] = byte(e.facts.Flags & 7)
	e.facts.Comments = len(e.comments)
	e.facts.FinalMaterial = signature(&e.material)
	if !e.standard {
		e.pawnLog = e.pawnLog[:0]
	}
	e.facts.HomePawns[0] = byte(len(e.pawnLog))
	for i, nib := range e.pawnLog {
		e.facts.HomePawns[1+i/2] |= nib << (4 * (1 - i%2))
	}
	return e.rec, e.facts, nil
}

// tags appends the extra tags: every tag but those of the index, and but
// the first rating tag of each player, in the game's order.
func (e *encoder) tags(tags []pgn.Tag) error {
	rated := [2]bool{}
	for i := range tags {
		t := &tags[i] // not a copy: a tag is 128 bytes with its places
		if isIndexTag(t.Name) {
			continue
		}
		if side, ok := ratingTag(t.Name); ok && !rated[side] {
			rated[side] = true
			continue
		}
		if len(t.Value) > 255 {
			return errors.New("the value of tag " + t.Name + " is longer than the 255 bytes Scid stores")
		}
		if code := commonTagCode(t.Name); code != 0 {
			e.rec = append(e.rec, code)
		} else {
			if len(t.Name) == 0 || len(t.Name) > maxTagNameLength {
				return errors.New("tag name " + t.Name + " is not 1 to 240 bytes long, as Scid stores names")
			}
			e.rec = append(e.rec, byte(len(t.Name)))
			e.rec = append(e.rec, t.Name...)
		}
		e.rec = append(e.rec, byte(len(t.Value)))
		e.rec = append(e.rec, t.Value...)
	}
	e.rec = append(e.rec, 0)
	return nil
}

// ratingTag reports whether name is a rating tag Scid keeps in the index
// (WhiteElo, BlackUSCF…) and whose (0 White, 1 Black).
func ratingTag(name string) (int, bool) {
	if len(name) < len("WhiteElo") || name[0] != 'W' && name[0] != 'B' {
		return 0, false
	}
	for side, prefix := range [2]string{"White", "Black"} {
		if rest, ok := strings.CutPrefix(name, prefix); ok {
			for _, r := range ratingTypes {
				if rest == r {
					return side, true
				}
			}
		}
	}
	return 0, false
}

func commonTagCode(name string) byte {
	for i, n := range commonTagNames {
		if n == name {
			return byte(tagCommonFirst + i)
		}
	}
	return 0
}

// joinComments is the one comment Scid keeps for a place: the comments
// written there, each normalised as Scid's import does, run together
// without a separator, as Scid 4.7.4 joins them ("[%clk 0:02:52]A57" for
// "{[%clk 0:02:52]} {A57}").
func joinComments(cs []pgn.Comment) string {
	switch len(cs) {
	case 0:
		return ""
	case 1:
		return normaliseComment(cs[0].Text)
	}
	parts := make([]string, 0, len(cs))
	for _, c := range cs {
		if t := normaliseComment(c.Text); t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, "")
}

// line writes the moves of l with their NAGs, comments and variations
// (each written before the move it replaces is made), and, for a
// variation, takes its moves back at its end.
func (e *encoder) line(l *pgn.Line, depth int) error {
	made := 0
	for _, n := range l.Moves {
		var m pgn.Move
		var info *playedMove
		if e.useReplay {
			if e.next == len(e.replayed) {
				return errReplayMismatch
			}
			info = &e.replayed[e.next]
			e.next++
		} else {
			// Moves are read as leniently as the PGN reader read them
			// (long algebraic, other piece letters… with warnings it
			// already gave). ParseMove only reads the text: it is lent,
			// not copied. With no report it skips the mate search that
			// verifies a check sign, which the record does not need.
			var ok bool
			m, ok = e.board.ParseMove(unsafe.Slice(unsafe.StringData(n.Text), len(n.Text)), n.Pos, nil)
			if !ok {
				if _, err := e.board.ParseSAN(n.Text); err != nil {
					return err
				}
				return errors.New("move " + n.Text + " does not replay")
			}
			var own playedMove
			if err := describeMove(&e.board, m, &own); err != nil {
				return err
			}
			info = &own
		}
		// The numbering before the move, kept on a stack only for a
		// move with variations: most moves have none.
		vars := len(n.Variations) > 0
		if vars {
			e.saved = append(e.saved, e.st)
		}
		if err := e.move(info); err != nil {
			if e.useReplay {
				return err
			}
			return e.moveError(m, err)
		}
		for _, v := range n.NAGs {
			if v < 0 || v > 255 {
				return errors.New("NAG $" + strconv.Itoa(v) + " after " + n.Text + " is not one of Scid's 0 to 255")
			}
			e.rec = append(e.rec, markNAG, byte(v))
		}
		e.facts.NAGs += len(n.NAGs)
		// A comment after a variation's closing parenthesis has no place
		// of its own in Scid: its import gives it to the move the
		// variation replaces, as this does.
		comments := n.Comments
		for _, v := range n.Variations {
			if len(v.After) > 0 {
				comments = append(slices.Clip(comments), v.After...)
			}
		}
		if len(comments) > 0 {
			if c := joinComments(comments); c != "" {
				e.rec = append(e.rec, markComment)
				e.comments = append(e.comments, c)
			}
		}
		if vars {
			if err := e.variations(n, depth); err != nil {
				return err
			}
		}
		if depth == 0 {
			e.mainLine(info)
		}
		if !e.useReplay {
			e.board.Make(m)
			made++
		}
	}
	if depth > 0 {
		for range made {
			e.board.Unmake()
		}
	}
	return nil
}

// variations writes the variations of n, a move just written, each from
// the numbering before the move, the top of saved, which it takes off
// the stack; it leaves the numbering after the move.
func (e *encoder) variations(n *pgn.Node, depth int) error {
	top := len(e.saved) - 1
	e.saved = append(e.saved, e.st)
	for _, v := range n.Variations {
		e.st = e.saved[top]
		e.rec = append(e.rec, markVarStart)
		e.facts.Variations++
		if c := joinComments(v.Comments); c != "" {
			e.rec = append(e.rec, markComment)
			e.comments = append(e.comments, c)
		}
		if err := e.line(v, depth+1); err != nil {
			return err
		}
		e.rec = append(e.rec, markVarEnd)
	}
	e.st = e.saved[top+1]
	e.saved = e.saved[:top]
	return nil
}

// mainLine counts a main-line move into the facts: plies, promotions and
// the home pawns it moves or takes.
func (e *encoder) mainLine(info *playedMove) {
	e.facts.HalfMoves++
	if info.promotion != chess.NoPieceType {
		e.facts.Flags |= FlagPromotion
		if info.promotion != chess.Queen {
			e.facts.Flags |= FlagUnderPromotion
		}
	}
	if info.null {
		return
	}
	c := colourIndex(info.piece.Color())
	if info.captured != chess.NoPiece {
		e.material[1-c][info.captured.Type()]--
	}
	if info.promotion != chess.NoPieceType {
		e.material[c][chess.Pawn]--
		e.material[c][info.promotion]++
	}
	if e.home != 0 {
		e.homePawn(info.from)
		e.homePawn(info.to)
	}
}

// homePawn notes that the pawn of home square sq, if it is still there,
// moved or was taken.
func (e *encoder) homePawn(sq chess.Square) {
	if bit, ok := homeBit(sq); ok && e.home&(1<<bit) != 0 && len(e.pawnLog) < 16 {
		e.home &^= 1 << bit
		e.pawnLog = append(e.pawnLog, byte(bit))
	}
}

// homeBit gives the HomePawnData bit of a pawn's home square: a2 = 15 …
// h2 = 8, a7 = 7 … h7 = 0.
func homeBit(sq chess.Square) (int, bool) {
	switch sq.Rank() {
	case 1:
		return 15 - sq.File(), true
	case 6:
		return 7 - sq.File(), true
	}
	return 0, false
}

// move appends the byte(s) of one move and updates the piece numbering.
func (e *encoder) move(info *playedMove) error {
	if info.null {
		e.rec = append(e.rec, 0)
		return nil
	}
	from, to := int(info.from), int(info.to)
	c := colourIndex(info.piece.Color())
	num := e.st.num[from]
	if num < 0 {
		return errors.New("no piece number for the piece on " + info.from.String())
	}
	var code int
	second := -1
	df, dr := to&7-from&7, to>>3-from>>3
	switch info.piece.Type() {
	case chess.King:
		switch {
		case info.castling && to > from:
			code = 10
		case info.castling:
			code = 9
		default:
			code = deltaCode(&kingCodes, to-from)
		}
	case chess.Queen, chess.Rook:
		switch {
		case dr == 0:
			code = to & 7
		case df == 0:
			code = 8 + to>>3
		default: // a queen's diagonal: its own file, then 64 + the square
			code, second = from&7, 64+to
		}
	case chess.Bishop:
		code = to & 7
		if (df > 0) != (dr > 0) {
			code |= 8
		}
	case chess.Knight:
		code = deltaCode(&knightCodes, to-from)
	case chess.Pawn:
		d := to - from
		if d < 0 {
			d = -d
		}
		if d == 16 {
			code = 15
		} else {
			code = d - 7
			switch info.promotion {
			case chess.Queen:
				code += 3
			case chess.Rook:
				code += 6
			case chess.Bishop:
				code += 9
			case chess.Knight:
				code += 12
			}
		}
	}
	if code < 0 {
		return errNoCode
	}
	e.rec = append(e.rec, byte(num)<<4|byte(code))
	if second >= 0 {
		e.rec = append(e.rec, byte(second))
	}
	if info.captured != chess.NoPiece {
		capSq := to
		if info.enPassant {
			capSq = from&^7 | to&7
		}
		if e.st.num[capSq] >= 0 {
			e.st.remove(1-c, capSq)
		}
	}
	e.st.move(c, num, to)
	if info.castling {
		if r := e.st.num[info.rookFrom]; r >= 0 {
			e.st.move(c, r, int(info.rookTo))
		}
	}
	return nil
}

// errNoCode is encoder.move's error for a move with no Scid code, which
// moveError names by its SAN.
var errNoCode = errors.New("no Scid code")

// moveError is err of encoder.move for m, a move of the board's position.
func (e *encoder) moveError(m pgn.Move, err error) error {
	if err == errNoCode {
		return errors.New("move " + e.board.SAN(m) + " has no Scid code")
	}
	return err
}

// deltaIndex is the code (1 to 8) of square delta d in deltas, the king's
// or the knight's moves, or -1.
func deltaIndex(deltas []int, d int) int {
	for i := 1; i < len(deltas); i++ {
		if deltas[i] == d {
			return i
		}
	}
	return -1
}

// deltaCodes holds deltaIndex of every square delta from -17 to 17, at
// d+17: a look-up for each king and knight move the encoder writes.
type deltaCodes [35]int8

func codesOf(deltas []int) (t deltaCodes) {
	for d := -17; d <= 17; d++ {
		t[d+17] = int8(deltaIndex(deltas, d))
	}
	return t
}

var kingCodes, knightCodes = codesOf(kingDelta[:]), codesOf(knightDelta[:])

// deltaCode is deltaIndex by t, the codes of the same deltas.
func deltaCode(t *deltaCodes, d int) int {
	if d < -17 || d > 17 {
		return -1
	}
	return int(t[d+17])
}

// materialOf counts the pieces on b by colour and type.
func materialOf(b *chess.Board) (n [2][7]uint8) {
	for sq := chess.A1; sq <= chess.H8; sq++ {
		if p := b.PieceAt(sq); p != chess.NoPiece {
			n[colourIndex(p.Color())][p.Type()]++
		}
	}
	return n
}

// standardMaterial is the material of the standard start position.
var standardMaterial = [2][7]uint8{
	{chess.Pawn: 8, chess.Knight: 2, chess.Bishop: 2, chess.Rook: 2, chess.Queen: 1, chess.King: 1},
	{chess.Pawn: 8, chess.Knight: 2, chess.Bishop: 2, chess.Rook: 2, chess.Queen: 1, chess.King: 1},
}

// signature is Scid's 24-bit signature of the material n counts: per
// colour pawns (4 bits), then knights, bishops, rooks and queens (2 bits
// each, counts capped at 3), Black in the low 12 bits. The encoder keeps
// the counts of the main line's position move by move (mainLine), which
// saves reading the 64 squares of the final position.
func signature(n *[2][7]uint8) uint32 {
	sig := uint32(0)
	for c, shift := range [2]uint{12, 0} {
		v := uint32(min(n[c][chess.Pawn], 15)) | uint32(min(n[c][chess.Knight], 3))<<4 | uint32(min(n[c][chess.Bishop], 3))<<6 |
			uint32(min(n[c][chess.Rook], 3))<<8 | uint32(min(n[c][chess.Queen], 3))<<10
		sig |= v << shift
	}
	return sig
}
