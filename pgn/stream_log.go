package pgn

import (
	"encoding/binary"
	"unsafe"
)

// streamLog records what a reader hands a Writer's one-pass export
// (streamExport) for one game, so that a game the pass cannot write
// exactly is built into the tree ReadGame would have returned, from the
// same calls in the same order, without reading its text again: on one
// core the reader streams its input, and the text is gone.
type streamLog struct {
	events []streamEvent
	// text holds the bytes of the calls that carry text.
	text  []byte
	tags  []Tag
	diags []Diagnostic
	// variant is the one EndTags named.
	variant Variant
	// file and game are those of the game's positions; full holds any
	// position that has others. start is where the game begins.
	file  string
	game  int
	full  []Position
	start Position
}

// streamEventKind is the Visitor method a streamEvent stands for.
type streamEventKind uint8

const (
	evBeginGame streamEventKind = iota
	evTag
	evEndTags
	evMoveNumber
	evMove
	evNAG
	evGlyph
	evComment
	evBeginVariation
	evLabel
	evEndVariation
	evResult
	evEndGame
	evDiagnostic
)

// streamEvent is one Visitor call: its text is text[from:end], from being
// the end of the event before; arg is the NAG, or the index of the tag or
// the diagnostic. Its position is the game's file and number with off,
// line and col, or full[wide-1] when it names another (never seen, but
// the log must give back what it was given). An event holds no pointer,
// so that recording one is a plain copy, with no write barrier.
type streamEvent struct {
	off       int64
	line, col int
	end       int
	arg       int
	wide      int32
	kind      streamEventKind
	flag      bool
}

// streamLogKeep is the most text a log keeps from one game to the next,
// as lentText keeps its buffer.
const streamLogKeep = 1 << 20

// reset empties the log for the next game, which begins at pos.
func (l *streamLog) reset(pos *Position) {
	if cap(l.text) > streamLogKeep {
		l.text = nil
	}
	if cap(l.events) > streamLogKeep/32 {
		l.events = nil
	}
	clear(l.tags) // lets go of the values of the last game
	clear(l.full)
	l.events, l.text, l.tags, l.diags, l.full, l.variant = l.events[:0], l.text[:0], l.tags[:0], l.diags[:0], l.full[:0], nil
	l.file, l.game, l.start = pos.File, pos.Game, *pos
}

// add records a call.
func (l *streamLog) add(kind streamEventKind, pos *Position, arg int, flag bool) {
	n := len(l.events)
	if n == cap(l.events) || pos.Game != l.game || len(pos.File) != len(l.file) || unsafe.StringData(pos.File) != unsafe.StringData(l.file) {
		l.addSlow(kind, pos, arg, flag)
		return
	}
	// Written in place: an event is recorded for nearly every token of
	// a file.
	l.events = l.events[:n+1]
	e := &l.events[n]
	e.off, e.line, e.col, e.end = pos.Offset, pos.Line, pos.Column, len(l.text)
	e.arg, e.wide, e.kind, e.flag = arg, 0, kind, flag
}

// addSlow is add when the events must grow or the position names another
// file or game.
func (l *streamLog) addSlow(kind streamEventKind, pos *Position, arg int, flag bool) {
	e := streamEvent{off: pos.Offset, line: pos.Line, col: pos.Column, end: len(l.text), arg: arg, kind: kind, flag: flag}
	if pos.Game != l.game || len(pos.File) != len(l.file) || unsafe.StringData(pos.File) != unsafe.StringData(l.file) {
		l.full = append(l.full, *pos)
		e.wide = int32(len(l.full))
	}
	l.events = append(l.events, e)
}

// addText records a call with text.
func (l *streamLog) addText(kind streamEventKind, pos *Position, text []byte, flag bool) {
	l.appendText(text)
	l.add(kind, pos, 0, flag)
}

// appendText appends text to the log's text. A move or a move number,
// the texts of nearly every call, fits in a word: when the bytes after
// text (it lies in the reader's buffer) and the room after the log's text
// allow, it is copied as one eight-byte load and store, where append
// calls memmove.
func (l *streamLog) appendText(text []byte) {
	n := len(l.text)
	if len(text) <= 8 && cap(text) >= 8 && cap(l.text)-n >= 8 {
		binary.LittleEndian.PutUint64(l.text[n:n+8], binary.LittleEndian.Uint64(text[:8]))
		l.text = l.text[:n+len(text)]
		return
	}
	l.text = append(l.text, text...)
}

// addNumber records MoveNumber. A number right after another is merged
// with it as the tree's builder merges them (its periods are appended,
// anything else replaces it), so that text of numbers alone, which no
// budget counts, cannot grow the log past its bytes.
func (l *streamLog) addNumber(pos *Position, text []byte) {
	n := len(l.events)
	if n == 0 || l.events[n-1].kind != evMoveNumber {
		l.addText(evMoveNumber, pos, text, false)
		return
	}
	last := &l.events[n-1]
	from := 0
	if n > 1 {
		from = l.events[n-2].end
	}
	if len(text) > 0 && (text[0] == '.' || text[0] == 0xE2) && last.end > from {
		// Periods after digits (or after periods): one number.
		l.text = append(l.text, text...)
		last.end = len(l.text)
		return
	}
	// Another number: the last one is dropped, as the builder drops it.
	l.text = l.text[:from]
	l.events = l.events[:n-1]
	l.addText(evMoveNumber, pos, text, false)
}

// lastText returns the last n bytes of text, the text of the call just
// recorded, as a string that stays unchanged until the next reset: an
// append that moves the text leaves the old bytes to the strings made
// from them.
func (l *streamLog) lastText(n int) string {
	if n == 0 {
		return ""
	}
	return unsafe.String(&l.text[len(l.text)-n], n)
}

// pos returns the position of e.
func (l *streamLog) pos(e *streamEvent) Position {
	if e.wide > 0 {
		return l.full[e.wide-1]
	}
	return Position{File: l.file, Game: l.game, Offset: e.off, Line: e.line, Column: e.col}
}

// replay makes the calls recorded on v, in order. A variation v skips
// (BeginVariation returns true) is passed over to its end, as a reader
// passes over one, and so is the movetext when EndTags skips it.
func (l *streamLog) replay(v Visitor) {
	skip := 0
	from := 0
	for i := range l.events {
		e := &l.events[i]
		text := l.text[from:e.end:e.end]
		from = e.end
		pos := l.pos(e)
		if skip > 0 {
			switch e.kind {
			case evBeginVariation:
				skip++
			case evEndVariation:
				skip--
			case evEndGame:
				skip = 0
				v.EndGame(pos)
			}
			continue
		}
		switch e.kind {
		case evBeginGame:
			v.BeginGame(pos)
		case evTag:
			v.Tag(l.tags[e.arg])
		case evEndTags:
			if v.EndTags(l.variant) {
				// The movetext is passed over: only its end is told.
				skip = 1
			}
		case evMoveNumber:
			v.MoveNumber(pos, text)
		case evMove:
			v.Move(pos, text)
		case evNAG:
			v.NAG(pos, e.arg)
		case evGlyph:
			v.Glyph(pos, text)
		case evComment:
			v.Comment(pos, text, e.flag)
		case evBeginVariation:
			if v.BeginVariation(pos) {
				skip = 1
			}
		case evLabel:
			v.Label(pos, text)
		case evEndVariation:
			v.EndVariation(pos)
		case evResult:
			v.Result(pos, text)
		case evEndGame:
			v.EndGame(pos)
		case evDiagnostic:
			v.Diagnostic(l.diags[e.arg])
		}
	}
}
