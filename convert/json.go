package convert

import (
	"strconv"

	"github.com/pgntool/pgntool/pgn"
)

// jsonSink writes the JSON form of the mapping: one compact object per
// game, on a line of its own, inside a top-level array or (JSON Lines)
// alone.
type jsonSink struct {
	reporter
	lines bool
	games int
	// open has an entry per open array, true until its first item.
	open []bool
	// cmds holds the typed values of the comment being written.
	cmds commandValues
}

// sep starts an item of the innermost array.
func (s *jsonSink) sep(dst []byte) []byte {
	top := len(s.open) - 1
	if s.open[top] {
		s.open[top] = false
		return dst
	}
	return append(dst, ',')
}

func (s *jsonSink) str(dst []byte, text string, pos pgn.Position, what, name string) []byte {
	dst = appendJSON(dst, text, &s.rep)
	s.flush(pos, what, name)
	return dst
}

func (s *jsonSink) begin(dst []byte) []byte {
	s.games = 0
	if s.lines {
		return dst
	}
	return append(dst, "[\n"...)
}

func (s *jsonSink) finish(dst []byte) []byte {
	if s.lines {
		return dst
	}
	if s.games > 0 {
		dst = append(dst, '\n')
	}
	return append(dst, "]\n"...)
}

func (s *jsonSink) beginGame(dst []byte, variant string) []byte {
	if !s.lines && s.games > 0 {
		dst = append(dst, ",\n"...)
	}
	s.games++
	dst = append(dst, '{')
	if variant != "" {
		dst = append(dst, `"variant":`...)
		dst = s.str(dst, variant, pgn.Position{}, "variant name", "")
		dst = append(dst, ',')
	}
	s.open = append(s.open[:0], true)
	return append(dst, `"tags":[`...)
}

func (s *jsonSink) tag(dst []byte, t *pgn.Tag) []byte {
	dst = append(s.sep(dst), `{"name":`...)
	dst = s.str(dst, t.Name, t.Pos, "tag name", "")
	dst = append(dst, `,"value":`...)
	dst = s.str(dst, t.Value, t.ValuePos, "the value of tag", t.Name)
	return append(dst, '}')
}

func (s *jsonSink) endTags(dst []byte) []byte {
	s.open[len(s.open)-1] = true
	return append(dst, `],"movetext":[`...)
}

func (s *jsonSink) comment(dst []byte, c *pgn.Comment) []byte {
	dst = append(s.sep(dst), `{"comment":`...)
	dst = s.str(dst, c.Text, c.Pos, "comment", "")
	if c.Line {
		dst = append(dst, `,"line":true`...)
	}
	s.cmds.read(c.Text)
	dst = appendJSONCommands(dst, &s.cmds)
	return append(dst, '}')
}

func (s *jsonSink) move(dst []byte, m *moveItem) []byte {
	dst = append(s.sep(dst), `{"move":`...)
	dst = s.str(dst, m.text, m.node.Pos, "move", "")
	if m.ply > 0 {
		dst = append(dst, `,"ply":`...)
		dst = strconv.AppendInt(dst, int64(m.ply), 10)
		dst = append(dst, `,"number":`...)
		dst = strconv.AppendInt(dst, int64(m.number), 10)
	}
	if m.side != "" {
		dst = append(dst, `,"side":`...)
		dst = s.str(dst, m.side, m.node.Pos, "side", "")
	}
	if m.asRead {
		dst = append(dst, `,"as-read":true`...)
	}
	return append(dst, '}')
}

func (s *jsonSink) nag(dst []byte, nag int) []byte {
	dst = append(s.sep(dst), `{"nag":`...)
	dst = strconv.AppendInt(dst, int64(nag), 10)
	return append(dst, '}')
}

func (s *jsonSink) glyph(dst []byte, n *pgn.Node, glyph string) []byte {
	dst = append(s.sep(dst), `{"glyph":`...)
	dst = s.str(dst, glyph, n.Pos, "glyph", "")
	return append(dst, '}')
}

func (s *jsonSink) beginVariation(dst []byte, l *pgn.Line) []byte {
	dst = append(s.sep(dst), '{')
	if l.Label != "" {
		dst = append(dst, `"label":`...)
		dst = s.str(dst, l.Label, l.Pos, "variation label", "")
		dst = append(dst, ',')
	}
	s.open = append(s.open, true)
	return append(dst, `"variation":[`...)
}

func (s *jsonSink) endVariation(dst []byte) []byte {
	s.open = s.open[:len(s.open)-1]
	return append(dst, "]}"...)
}

func (s *jsonSink) end(dst []byte, g *pgn.Game) []byte {
	dst = append(s.sep(dst), `{"end":`...)
	dst = s.str(dst, g.Result, g.ResultPos, "termination marker", "")
	return append(dst, '}')
}

func (s *jsonSink) endGame(dst []byte) []byte {
	s.open = s.open[:0]
	dst = append(dst, "]}"...)
	if s.lines {
		dst = append(dst, '\n')
	}
	return dst
}

func (s *jsonSink) mark() sinkState { return sinkState{games: s.games} }

func (s *jsonSink) restore(st sinkState) {
	s.games = st.games
	s.open = s.open[:0]
	s.rep = replaced{}
}
