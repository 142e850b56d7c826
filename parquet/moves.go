package parquet

import (
	"github.com/pgntool/pgntool/pgn"
)

// movesWalk gathers a game's main line as it is replayed: each move in the
// variant's canonical and coordinate notations, the start and final
// positions and, for the positions table, every position of the main
// line. It is the pgn.TreeVisitor of pgn.WalkTree, the traversal
// pgn.Plies runs on: Plies gives the board after each move only, and a
// move is written from the board before it.
//
// The texts go into byte buffers reused from game to game, not into a
// string apiece: the rows are encoded as a record (record.go) that the
// encoder decodes, so the walk makes no strings at all.
type movesWalk struct {
	// The results of the last walk. san and uci hold the moves' texts,
	// one after the other; sanEnds and uciEnds where each ends.
	san, uci         []byte
	sanEnds, uciEnds []int32
	hasUCI           bool
	// set says the board could be set up: start and final hold its
	// positions, finalKey the final one's key.
	set          bool
	start, final []byte
	finalKey     uint64
	firstError   pgn.Diagnostic
	// For the positions table: each position's key, and its text in
	// arena, ending at ends; rowBytes is the size of the rows as the
	// encoder counts it.
	keys     []uint64
	arena    []byte
	ends     []int32
	rowBytes int

	// The state of the walk.
	positions bool
	board     pgn.Board
	canonical pgn.Notation
	mainDone  bool // a main-line move could not be played
	lastMain  *pgn.Node
}

// walk replays the main line of g; positions asks for the positions
// table's rows too.
func (w *movesWalk) walk(g *pgn.Game, positions bool) {
	w.san, w.uci, w.sanEnds, w.uciEnds = w.san[:0], w.uci[:0], w.sanEnds[:0], w.uciEnds[:0]
	w.set, w.start, w.final, w.finalKey = false, w.start[:0], w.final[:0], 0
	w.firstError, w.rowBytes = pgn.Diagnostic{}, 0
	w.keys, w.arena, w.ends = w.keys[:0], w.arena[:0], w.ends[:0]
	w.positions, w.mainDone = positions, false
	w.hasUCI, w.canonical = false, ""
	if g.Variant == nil {
		return
	}
	info := g.Variant.Info()
	if len(info.Notations) > 0 {
		w.canonical = info.Notations[0]
	}
	for _, n := range info.Notations {
		if n == "uci" {
			w.hasUCI = true
		}
	}
	report := func(d pgn.Diagnostic) {
		if d.Severity == pgn.Error && w.firstError.Code == "" {
			w.firstError = d
		}
	}
	b, ok := g.Variant.NewBoard(g.Tags, report)
	if !ok || b == nil {
		return
	}
	w.board, w.set = b, true
	w.start = b.AppendPosition(w.start)
	w.final = append(w.final, w.start...)
	w.finalKey = positionKey(b)
	if n := len(g.Moves.Moves); n > 0 {
		w.lastMain = g.Moves.Moves[n-1]
	} else {
		w.lastMain = nil
	}
	if positions {
		w.arena = append(w.arena, w.start...)
		w.addRow(w.finalKey, 0)
	}
	pgn.WalkTree(g, b, true, w, report)
	// Nothing of the game is kept past the walk: a pooled walk would
	// keep its tree alive.
	w.board, w.lastMain = nil, nil
}

// moves returns how many main-line moves were played.
func (w *movesWalk) moves() int { return len(w.sanEnds) }

// move returns the canonical text of move i.
func (w *movesWalk) move(i int) []byte { return textAt(w.san, w.sanEnds, i) }

// moveUCI returns the coordinate text of move i.
func (w *movesWalk) moveUCI(i int) []byte { return textAt(w.uci, w.uciEnds, i) }

// position returns the text of the positions table's row i.
func (w *movesWalk) position(i int) []byte { return textAt(w.arena, w.ends, i) }

// textAt returns text i of a buffer of texts that end at ends.
func textAt(buf []byte, ends []int32, i int) []byte {
	start := int32(0)
	if i > 0 {
		start = ends[i-1]
	}
	return buf[start:ends[i]]
}

// addRow adds one row to the positions table: key, and the position at
// the end of the arena from start. The row after move i also counts the
// move's texts, as the encoder does.
func (w *movesWalk) addRow(key uint64, start int) {
	w.keys = append(w.keys, key)
	w.ends = append(w.ends, int32(len(w.arena)))
	w.rowBytes += len(w.arena) - start + 24
	if i := len(w.keys) - 2; i >= 0 {
		w.rowBytes += len(w.move(i))
		if w.hasUCI {
			w.rowBytes += len(w.moveUCI(i))
		}
	}
}

// Comments is part of pgn.TreeVisitor; comments are not kept.
func (w *movesWalk) Comments([]pgn.Comment, int) {}

// BeforeMove writes a main-line move from the board before it.
func (w *movesWalk) BeforeMove(p pgn.Ply, played bool) {
	if !p.MainLine || w.mainDone {
		return
	}
	if !played {
		// The final position is the one before the first move that
		// cannot be played; the board stands in it now.
		w.mainDone = true
		w.final = w.board.AppendPosition(w.final[:0])
		w.finalKey = positionKey(w.board)
		return
	}
	w.san = p.Board.AppendMove(w.san, p.Move, w.canonical)
	w.sanEnds = append(w.sanEnds, int32(len(w.san)))
	if w.hasUCI {
		w.uci = p.Board.AppendMove(w.uci, p.Move, "uci")
		w.uciEnds = append(w.uciEnds, int32(len(w.uci)))
	}
}

// AfterMove records the position after a main-line move: the final
// position after the last one, every position for the positions table.
func (w *movesWalk) AfterMove(p pgn.Ply) bool {
	if !p.MainLine {
		return true
	}
	last := p.Node == w.lastMain
	if !w.positions && !last {
		return true
	}
	key := positionKey(p.Board)
	if last {
		w.final = p.Board.AppendPosition(w.final[:0])
		w.finalKey = key
	}
	if w.positions {
		start := len(w.arena)
		w.arena = p.Board.AppendPosition(w.arena)
		w.addRow(key, start)
	}
	return true
}

// BeginVariation passes over variations: the tables hold the main line.
func (w *movesWalk) BeginVariation(*pgn.Line, int) (skip bool) { return true }

// EndVariation is part of pgn.TreeVisitor.
func (w *movesWalk) EndVariation(*pgn.Line, int) {}

// polyglotKeyer is a chess board; keyer a xiangqi or C'escacs board.
type (
	polyglotKeyer interface{ PolyglotKey() uint64 }
	keyer         interface{ Key() uint64 }
)

// positionKey returns the board's 64-bit position key: the Polyglot key
// of a chess board, the Zobrist key of the others; 0 for a board with
// neither.
func positionKey(b pgn.Board) uint64 {
	switch k := b.(type) {
	case polyglotKeyer:
		return k.PolyglotKey()
	case keyer:
		return k.Key()
	}
	return 0
}
