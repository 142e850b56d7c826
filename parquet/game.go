package parquet

import (
	"strconv"
	"strings"
	"time"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/pgn"
)

// rowBuilder turns a game into its row and its positions, reusing its
// memory from game to game. The row's strings are the game's; the moves
// and positions are the walk's texts, which the record (record.go)
// carries to the encoder.
type rowBuilder struct {
	positions bool
	gameRows  [1]GameRow
	// vals holds the values the optional columns point to.
	vals [nTagColumns]string
	nums [4]int32
	keys [1]uint64
	// strs holds the start and final positions (set by Rows.Game only),
	// and the error and its code.
	strs      [4]string
	otherTags map[string]string
	moves     movesWalk
	// gameBytes and positionBytes are the sizes of the last game's rows.
	gameBytes, positionBytes int
}

// The typed columns filled from tags, as indexes of rowBuilder.vals.
const (
	colEvent = iota
	colSite
	colDateText
	colRound
	colWhite
	colBlack
	colWhiteTitle
	colBlackTitle
	colResultTag
	colECO
	colOpening
	colVariation
	colTimeControl
	colTermination
	colWhiteElo
	colBlackElo
	nTagColumns
)

// tagColumn maps a tag name to its column: xiangqi's Red tags share the
// White columns (a game gives one or the other).
var tagColumn = map[string]int{
	"Event": colEvent, "Site": colSite, "Date": colDateText, "Round": colRound,
	"White": colWhite, "Red": colWhite, "Black": colBlack,
	"WhiteTitle": colWhiteTitle, "RedTitle": colWhiteTitle, "BlackTitle": colBlackTitle,
	"Result": colResultTag, "ECO": colECO, "Opening": colOpening, "Variation": colVariation,
	"TimeControl": colTimeControl, "Termination": colTermination,
	"WhiteElo": colWhiteElo, "RedElo": colWhiteElo, "BlackElo": colBlackElo,
}

// game builds the rows of g. A panic is returned as a
// *convert.InternalError.
func (rb *rowBuilder) game(g *pgn.Game) (err error) {
	defer func() {
		if p := recover(); p != nil {
			if _, fault := p.(interface{ Addr() uintptr }); fault {
				// A memory fault is its caller's (a mapped file cut short).
				panic(p)
			}
			err = &convert.InternalError{Pos: g.Pos, Value: p}
		}
	}()
	row := &rb.gameRows[0]
	*row = GameRow{File: g.Pos.File, Line: int64(g.Pos.Line), Result: g.ExportResult()}
	if g.Variant != nil {
		row.Variant = g.Variant.Name()
	}
	size := len(row.File) + len(row.Variant) + len(row.Result) + 64
	size += rb.tags(row, g.Tags)

	w := &rb.moves
	w.walk(g, rb.positions)
	n := w.moves()
	row.PlyCount = int32(n)
	row.MovesNotPlayed = int32(len(g.Moves.Moves) - n)
	size += len(w.san) + 4*n
	if w.hasUCI {
		size += len(w.uci) + 4*n
	}
	if w.set {
		// The positions stay in the walk's buffers: the record copies
		// them, and Rows.Game makes their strings if asked.
		size += len(w.start) + len(w.final) + 8
	}
	if d, ok := firstError(g.Diagnostics, w.firstError); ok {
		rb.strs[2], rb.strs[3] = d.String(), d.Code
		row.Error, row.ErrorCode = &rb.strs[2], &rb.strs[3]
		size += len(rb.strs[2]) + len(d.Code)
	}
	rb.gameBytes = size
	rb.positionBytes = w.rowBytes
	return nil
}

// tags fills the tag columns and OtherTags, and returns the size of the
// values.
func (rb *rowBuilder) tags(row *GameRow, tags []pgn.Tag) (size int) {
	if rb.otherTags == nil {
		rb.otherTags = make(map[string]string)
	}
	clear(rb.otherTags)
	var set [nTagColumns]bool
	for _, t := range tags {
		size += len(t.Name) + len(t.Value) + 8
		if col, ok := tagColumn[t.Name]; ok && !set[col] && rb.typed(row, col, t.Value) {
			set[col] = true
			continue
		}
		if old, ok := rb.otherTags[t.Name]; ok {
			rb.otherTags[t.Name] = old + "\n" + t.Value
		} else {
			rb.otherTags[t.Name] = t.Value
		}
	}
	row.OtherTags = rb.otherTags
	return size
}

// typed puts a tag's value in its column; false means the column cannot
// hold it (an Elo that is not a number).
func (rb *rowBuilder) typed(row *GameRow, col int, value string) bool {
	switch col {
	case colWhiteElo, colBlackElo:
		n, err := strconv.ParseInt(value, 10, 32)
		if err != nil || n < 0 {
			// "?", "-" and "" say there is no rating; anything else is
			// kept as read in OtherTags.
			return value == "?" || value == "-" || value == ""
		}
		i := 0
		if col == colBlackElo {
			i = 1
		}
		rb.nums[i] = int32(n)
		if col == colWhiteElo {
			row.WhiteElo = &rb.nums[i]
		} else {
			row.BlackElo = &rb.nums[i]
		}
		return true
	case colDateText:
		if days, ok := parseDate(value); ok {
			rb.nums[2] = days
			row.Date = &rb.nums[2]
		}
	}
	rb.vals[col] = value
	p := &rb.vals[col]
	switch col {
	case colEvent:
		row.Event = p
	case colSite:
		row.Site = p
	case colDateText:
		row.DateText = p
	case colRound:
		row.Round = p
	case colWhite:
		row.White = p
	case colBlack:
		row.Black = p
	case colWhiteTitle:
		row.WhiteTitle = p
	case colBlackTitle:
		row.BlackTitle = p
	case colResultTag:
		row.ResultTag = p
	case colECO:
		row.ECO = p
	case colOpening:
		row.Opening = p
	case colVariation:
		row.Variation = p
	case colTimeControl:
		row.TimeControl = p
	case colTermination:
		row.Termination = p
	}
	return true
}

// parseDate reads a complete PGN date, YYYY.MM.DD, as days since
// 1970-01-01 (Parquet's DATE). A date with "??" or out of the calendar
// (2023.02.30) is not one.
func parseDate(s string) (int32, bool) {
	if len(s) != 10 || s[4] != '.' || s[7] != '.' {
		return 0, false
	}
	y, err1 := strconv.Atoi(s[0:4])
	m, err2 := strconv.Atoi(s[5:7])
	d, err3 := strconv.Atoi(s[8:10])
	if err1 != nil || err2 != nil || err3 != nil || strings.ContainsAny(s, "+-") {
		return 0, false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Year() != y || int(t.Month()) != m || t.Day() != d {
		return 0, false
	}
	return int32(t.Unix() / 86400), true
}

// firstError returns the first error among the game's reading diagnostics,
// else the replay's first error.
func firstError(read pgn.DiagnosticList, replay pgn.Diagnostic) (pgn.Diagnostic, bool) {
	for _, d := range read {
		if d.Severity == pgn.Error {
			return d, true
		}
	}
	return replay, replay.Severity == pgn.Error && replay.Code != ""
}
