package parquet

import (
	"encoding/binary"
	"errors"
	"math/bits"
)

// A record is one game's rows as bytes: what Rows.AppendRecord makes and
// Encoder.WriteRecord writes. A program that builds rows on several cores
// hands records, not Rows, to the one goroutine that writes: a record
// holds only bytes, so games waiting to be written cost their size and
// nothing more (no strings, maps or slices of their own), and a pipeline
// that bounds the bytes it holds bounds them. The format is private to
// this package and may change between versions: write a record with the
// Encoder of the same build.
//
// The layout: recordMagic; a uvarint of flags (rec*); the game's and the
// positions' sizes as the encoder counts them (uvarints); file, line,
// variant and result; the tag columns the flags name, in column order
// (strings; the Elos and the date as varints); the other tags (a count,
// then name and value); the moves played and the moves not played
// (uvarints), the canonical texts, the coordinate texts when recUCI (the
// lengths, then the texts one after the other); the
// start and final positions and the final key when recSet; the error and
// its code when recError; the positions' rows when recPositions (a count,
// then each row's key and position). A string is a uvarint length and its
// bytes; a key 8 bytes, little-endian.
const recordMagic = 0xA7

// The flags of a record past the tag columns (bits 0 to nTagColumns-1).
const (
	recDate = 1 << (nTagColumns + iota)
	recUCI
	recSet
	recError
	recPositions
)

// ErrBadRecord is returned by WriteRecord for bytes that are not a record
// made by Rows.AppendRecord.
var ErrBadRecord = errors.New("parquet: not a record of Rows.AppendRecord")

// AppendRecord appends the rows r holds, built by [Rows.Build], to dst as
// a record for [Encoder.WriteRecord], and returns the extended slice.
func (r *Rows) AppendRecord(dst []byte) ([]byte, error) {
	if r == nil || !r.built {
		return dst, ErrNotBuilt
	}
	return r.b.appendRecord(dst), nil
}

// appendRecord appends the last game's record to dst.
func (rb *rowBuilder) appendRecord(dst []byte) []byte {
	row, w := &rb.gameRows[0], &rb.moves
	flags := uint64(0)
	for col := range nTagColumns {
		if rb.tagSet(row, col) {
			flags |= 1 << col
		}
	}
	if row.Date != nil {
		flags |= recDate
	}
	if w.hasUCI {
		flags |= recUCI
	}
	if w.set {
		flags |= recSet
	}
	if row.Error != nil {
		flags |= recError
	}
	if rb.positions && w.set {
		flags |= recPositions
	}
	dst = append(dst, recordMagic)
	dst = binary.AppendUvarint(dst, flags)
	dst = binary.AppendUvarint(dst, uint64(rb.gameBytes))
	dst = binary.AppendUvarint(dst, uint64(rb.positionBytes))
	dst = appendString(dst, row.File)
	dst = binary.AppendUvarint(dst, uint64(row.Line))
	dst = appendString(dst, row.Variant)
	dst = appendString(dst, row.Result)
	for col := range nTagColumns {
		if flags&(1<<col) == 0 {
			continue
		}
		switch col {
		case colWhiteElo:
			dst = binary.AppendVarint(dst, int64(*row.WhiteElo))
		case colBlackElo:
			dst = binary.AppendVarint(dst, int64(*row.BlackElo))
		default:
			dst = appendString(dst, rb.vals[col])
		}
	}
	if row.Date != nil {
		dst = binary.AppendVarint(dst, int64(*row.Date))
	}
	dst = binary.AppendUvarint(dst, uint64(len(row.OtherTags)))
	for name, value := range row.OtherTags {
		dst = appendString(dst, name)
		dst = appendString(dst, value)
	}
	n := w.moves()
	dst = binary.AppendUvarint(dst, uint64(n))
	dst = binary.AppendUvarint(dst, uint64(row.MovesNotPlayed))
	dst = appendTexts(dst, w.san, w.sanEnds)
	if w.hasUCI {
		dst = appendTexts(dst, w.uci, w.uciEnds)
	}
	if w.set {
		dst = appendBytes(dst, w.start)
		dst = appendBytes(dst, w.final)
		dst = binary.LittleEndian.AppendUint64(dst, w.finalKey)
	}
	if row.Error != nil {
		dst = appendString(dst, *row.Error)
		dst = appendString(dst, *row.ErrorCode)
	}
	if flags&recPositions != 0 {
		dst = binary.AppendUvarint(dst, uint64(len(w.keys)))
		for i, key := range w.keys {
			dst = binary.LittleEndian.AppendUint64(dst, key)
			dst = appendBytes(dst, w.position(i))
		}
	}
	return dst
}

// tagSet says whether the tag column col of row is set.
func (rb *rowBuilder) tagSet(row *GameRow, col int) bool {
	switch col {
	case colWhiteElo:
		return row.WhiteElo != nil
	case colBlackElo:
		return row.BlackElo != nil
	}
	return *tagField(row, col) != nil
}

// tagField returns the field of row that holds the string column col.
func tagField(row *GameRow, col int) **string {
	switch col {
	case colEvent:
		return &row.Event
	case colSite:
		return &row.Site
	case colDateText:
		return &row.DateText
	case colRound:
		return &row.Round
	case colWhite:
		return &row.White
	case colBlack:
		return &row.Black
	case colWhiteTitle:
		return &row.WhiteTitle
	case colBlackTitle:
		return &row.BlackTitle
	case colResultTag:
		return &row.ResultTag
	case colECO:
		return &row.ECO
	case colOpening:
		return &row.Opening
	case colVariation:
		return &row.Variation
	case colTimeControl:
		return &row.TimeControl
	case colTermination:
		return &row.Termination
	}
	panic("parquet: no string column")
}

// appendTexts appends texts that end at ends in buf: their lengths, then
// the texts one after the other, which the reader takes as one string.
func appendTexts(dst, buf []byte, ends []int32) []byte {
	start := int32(0)
	for _, end := range ends {
		if n := end - start; n < 0x80 {
			dst = append(dst, byte(n))
		} else {
			dst = binary.AppendUvarint(dst, uint64(n))
		}
		start = end
	}
	return append(dst, buf[:start]...)
}

func appendString(dst []byte, s string) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(s)))
	return append(dst, s...)
}

func appendBytes(dst, b []byte) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(b)))
	return append(dst, b...)
}

// The string slots of recordReader.last: the dictionary columns of the
// games table, whose values repeat from game to game.
const (
	lastFile = nTagColumns + iota
	lastVariant
	lastResult
	lastStart
	lastErrorCode
	nLast
)

// recordReader decodes records into rows, reusing its memory from record
// to record; the rows are written before the next is decoded.
type recordReader struct {
	// rows holds the one row of the games table, as the writer takes it.
	rows [1]GameRow
	// vals, nums, keys and strs hold what the row's optional columns
	// point to.
	vals      [nTagColumns]string
	nums      [3]int32
	keys      [1]uint64
	strs      [4]string
	otherTags map[string]string
	moves     []string
	movesUCI  []string
	lens      []int32
	positions []PositionRow
	// gameBytes and positionBytes are the record's sizes of the rows.
	gameBytes, positionBytes int
	// last holds the last value of each dictionary column: a value met
	// in the game before is not made again (most games of a file share
	// their event, site, date, file and variant).
	last [nLast]string
	// names makes the moves' and the other tags' names, which a few
	// hundred texts make up.
	names, tagNames names
	// in is the rest of the record being read; bad is set when it ends
	// early or holds what no record holds.
	in  []byte
	bad bool
}

// read decodes rec into r.rows (and r.positions, when the record holds
// positions and positions is set). It makes the strings the row needs:
// the parquet-go writer keeps some of them (a dictionary's values), so
// they must not share the record's memory, which its caller reuses. The
// positions' texts are the record's bytes, which the writer copies.
func (r *recordReader) read(rec []byte, positions bool) error {
	r.in, r.bad = rec, false
	if r.byte() != recordMagic {
		return ErrBadRecord
	}
	flags := r.uvarint()
	if flags >= recPositions<<1 {
		return ErrBadRecord
	}
	r.gameBytes, r.positionBytes = r.size(), r.size()
	row := &r.rows[0]
	*row = GameRow{}
	row.File = r.dict(lastFile)
	row.Line = int64(r.uvarint())
	row.Variant = r.dict(lastVariant)
	row.Result = r.dict(lastResult)
	for col := range nTagColumns {
		if flags&(1<<col) == 0 {
			continue
		}
		switch col {
		case colWhiteElo:
			r.nums[0] = r.int32()
			row.WhiteElo = &r.nums[0]
		case colBlackElo:
			r.nums[1] = r.int32()
			row.BlackElo = &r.nums[1]
		default:
			r.vals[col] = r.dict(col)
			*tagField(row, col) = &r.vals[col]
		}
	}
	if flags&recDate != 0 {
		r.nums[2] = r.int32()
		row.Date = &r.nums[2]
	}
	if r.otherTags == nil {
		r.otherTags = make(map[string]string)
	}
	clear(r.otherTags)
	for range r.count(2) {
		name := r.tagNames.get(r.bytes())
		r.otherTags[name] = string(r.bytes())
	}
	row.OtherTags = r.otherTags
	n := r.count(1)
	row.PlyCount = int32(n)
	row.MovesNotPlayed = r.int32u()
	// With the positions table the moves are also the values of its
	// dictionary columns, which keep them: each text is made once (names).
	// Without, the writer copies them, and one string per game serves.
	intern := positions && flags&recPositions != 0
	r.moves = r.texts(r.moves[:0], n, intern)
	row.Moves = r.moves
	r.movesUCI = r.movesUCI[:0]
	if flags&recUCI != 0 {
		if r.movesUCI == nil {
			// A game of a variant with coordinates and no moves has an
			// empty list, not NULL (NULL says there is no notation).
			r.movesUCI = make([]string, 0, 64)
		}
		r.movesUCI = r.texts(r.movesUCI, n, intern)
		row.MovesUCI = r.movesUCI
	}
	if flags&recSet != 0 {
		r.strs[0] = r.dict(lastStart)
		r.strs[1] = string(r.bytes())
		r.keys[0] = r.uint64()
		row.StartPosition, row.FinalPosition, row.FinalKey = &r.strs[0], &r.strs[1], &r.keys[0]
	}
	if flags&recError != 0 {
		r.strs[2] = string(r.bytes())
		r.strs[3] = r.dict(lastErrorCode)
		row.Error, row.ErrorCode = &r.strs[2], &r.strs[3]
	}
	r.positions = r.positions[:0]
	if flags&recPositions != 0 {
		if m := r.count(9); m != n+1 {
			r.bad = true
		}
		for i := range n + 1 {
			if r.bad {
				break
			}
			p := PositionRow{Ply: int32(i), Key: r.uint64()}
			p.Position = r.bytes()
			p.Position = p.Position[:len(p.Position):len(p.Position)]
			if i > 0 {
				p.Move = &r.moves[i-1]
				if flags&recUCI != 0 {
					p.MoveUCI = &r.movesUCI[i-1]
				}
			}
			if positions {
				r.positions = append(r.positions, p)
			}
		}
	}
	if r.bad || len(r.in) != 0 {
		return ErrBadRecord
	}
	return nil
}

// texts reads n texts written by appendTexts and appends them to dst:
// each made by names when intern is set, else substrings of one string.
func (r *recordReader) texts(dst []string, n int, intern bool) []string {
	r.lens = r.lens[:0]
	total := 0
	for range n {
		var l int
		if len(r.in) > 0 && r.in[0] < 0x80 {
			l, r.in = int(r.in[0]), r.in[1:]
		} else {
			// Compared before it is made an int: a length of 2^63 or
			// more would be negative.
			v := r.uvarint()
			if v > uint64(len(r.in)) {
				r.bad, r.in = true, nil
				return dst
			}
			l = int(v)
		}
		if l > len(r.in) {
			r.bad, r.in = true, nil
			return dst
		}
		r.lens = append(r.lens, int32(l))
		total += l
	}
	if total > len(r.in) {
		r.bad, r.in = true, nil
		return dst
	}
	buf := r.in[:total]
	r.in = r.in[total:]
	if intern {
		for _, l := range r.lens {
			dst = append(dst, r.names.get(buf[:l]))
			buf = buf[l:]
		}
		return dst
	}
	all := string(buf)
	for _, l := range r.lens {
		dst = append(dst, all[:l])
		all = all[l:]
	}
	return dst
}

// dict reads a string of the dictionary column slot, made anew only when
// it is not the column's last value.
func (r *recordReader) dict(slot int) string {
	b := r.bytes()
	if string(b) != r.last[slot] {
		r.last[slot] = string(b)
	}
	return r.last[slot]
}

func (r *recordReader) byte() byte {
	if len(r.in) == 0 {
		r.bad = true
		return 0
	}
	c := r.in[0]
	r.in = r.in[1:]
	return c
}

func (r *recordReader) uvarint() uint64 {
	v, n := binary.Uvarint(r.in)
	if n <= 0 {
		r.bad, r.in = true, nil
		return 0
	}
	r.in = r.in[n:]
	return v
}

// maxRowBytes bounds the sizes a record gives for its game's rows, which
// the encoder adds up to decide when a row group is full: a game within
// the reading budgets makes rows of a few megabytes at most, and a size
// that is negative as an int, or absurd, would keep a row group from ever
// being flushed or flush it after every game.
const maxRowBytes = 1 << 31

// size reads the size of a game's rows.
func (r *recordReader) size() int {
	v := r.uvarint()
	if v > maxRowBytes {
		r.bad, r.in = true, nil
		return 0
	}
	return int(v)
}

// int32 reads a varint that must fit an int32.
func (r *recordReader) int32() int32 {
	v, n := binary.Varint(r.in)
	if n <= 0 || int64(int32(v)) != v {
		r.bad, r.in = true, nil
		return 0
	}
	r.in = r.in[n:]
	return int32(v)
}

// int32u reads a uvarint that must fit an int32.
func (r *recordReader) int32u() int32 {
	v := r.uvarint()
	if v > 1<<31-1 {
		r.bad = true
		return 0
	}
	return int32(v)
}

// count reads a count of items of at least min bytes each: no more than
// the rest of the record can hold.
func (r *recordReader) count(min int) int {
	v := r.uvarint()
	if hi, lo := bits.Mul64(v, uint64(min)); hi != 0 || lo > uint64(len(r.in)) {
		r.bad, r.in = true, nil
		return 0
	}
	return int(v)
}

func (r *recordReader) uint64() uint64 {
	if len(r.in) < 8 {
		r.bad, r.in = true, nil
		return 0
	}
	v := binary.LittleEndian.Uint64(r.in)
	r.in = r.in[8:]
	return v
}

// bytes reads a string's bytes; they are the record's.
func (r *recordReader) bytes() []byte {
	n := r.uvarint()
	if n > uint64(len(r.in)) {
		r.bad, r.in = true, nil
		return nil
	}
	b := r.in[:n:n]
	r.in = r.in[n:]
	return b
}
