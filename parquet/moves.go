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
type movesWalk struct {
	// The results of the last walk.
	moves, movesUCI []string
	uci             bool
	// set says the board could be set up: start and final hold its
	// positions, finalKey the final one's key.
	set          bool
	start, final []byte
	finalKey     uint64
	firstError   pgn.Diagnostic
	rows         []PositionRow
	rowBytes     int
	// ends holds where each row's position ends in arena.
	ends []int

	// The state of the walk.
	id        int64
	positions bool
	board     pgn.Board
	canonical pgn.Notation
	mainDone  bool // a main-line move could not be played
	lastMain  *pgn.Node
	text      []byte
	// arena holds the position texts of the positions rows.
	arena []byte
	names names
}

// walk replays the main line of g, the game numbered id; positions asks
// for the positions table's rows too.
func (w *movesWalk) walk(g *pgn.Game, id int64, positions bool) {
	w.moves, w.movesUCI, w.rows, w.ends = w.moves[:0], w.movesUCI[:0], w.rows[:0], w.ends[:0]
	w.set, w.start, w.final, w.finalKey = false, w.start[:0], w.final[:0], 0
	w.firstError, w.rowBytes = pgn.Diagnostic{}, 0
	w.id, w.positions, w.mainDone, w.arena = id, positions, false, w.arena[:0]
	w.uci, w.canonical = false, ""
	if g.Variant == nil {
		return
	}
	info := g.Variant.Info()
	if len(info.Notations) > 0 {
		w.canonical = info.Notations[0]
	}
	for _, n := range info.Notations {
		if n == "uci" {
			w.uci = true
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
		w.addRow(0, nil, nil, w.finalKey, 0)
	}
	pgn.WalkTree(g, b, true, w, report)
	// Nothing of the game is kept past the walk: a pooled walk would
	// keep its tree alive.
	w.board, w.lastMain = nil, nil
	w.finishRows()
}

// addRow adds one row to the positions table; its position is the end of
// the arena from start.
func (w *movesWalk) addRow(ply int32, move, moveUCI *string, key uint64, start int) {
	w.rows = append(w.rows, PositionRow{GameID: w.id, Ply: ply, Move: move, MoveUCI: moveUCI, Key: key})
	w.ends = append(w.ends, len(w.arena))
	w.rowBytes += len(w.arena) - start + 24
	if move != nil {
		w.rowBytes += len(*move)
	}
	if moveUCI != nil {
		w.rowBytes += len(*moveUCI)
	}
}

// finishRows points each row at its position in the arena, which may have
// moved while it grew.
func (w *movesWalk) finishRows() {
	start := 0
	for i := range w.rows {
		end := w.ends[i]
		w.rows[i].Position = w.arena[start:end:end]
		start = end
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
	w.text = p.Board.AppendMove(w.text[:0], p.Move, w.canonical)
	w.moves = append(w.moves, w.names.get(w.text))
	if w.uci {
		w.text = p.Board.AppendMove(w.text[:0], p.Move, "uci")
		w.movesUCI = append(w.movesUCI, w.names.get(w.text))
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
		i := len(w.moves) - 1
		var uci *string
		if w.uci {
			uci = &w.movesUCI[i]
		}
		start := len(w.arena)
		w.arena = p.Board.AppendPosition(w.arena)
		w.addRow(int32(i+1), &w.moves[i], uci, key, start)
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
