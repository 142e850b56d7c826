package convert

import (
	"strconv"

	"github.com/pgntool/pgntool/pgn"
)

// xmlSink writes the seed's XML mapping, one element per line, indented
// by two spaces a level.
type xmlSink struct {
	reporter
	depth int
	// cmds holds the typed values of the comment being written.
	cmds commandValues
}

func (s *xmlSink) indent(dst []byte) []byte {
	for range s.depth {
		dst = append(dst, ' ', ' ')
	}
	return dst
}

// text appends escaped character data and reports what it replaced.
func (s *xmlSink) text(dst []byte, text string, pos pgn.Position, what, name string) []byte {
	dst = appendXML(dst, text, false, &s.rep)
	s.flush(pos, what, name)
	return dst
}

// attr appends name="value".
func (s *xmlSink) attr(dst []byte, attr, value string, pos pgn.Position, what, name string) []byte {
	dst = append(dst, ' ')
	dst = append(dst, attr...)
	dst = append(dst, '=', '"')
	dst = appendXML(dst, value, true, &s.rep)
	s.flush(pos, what, name)
	return append(dst, '"')
}

func (s *xmlSink) intAttr(dst []byte, name string, n int) []byte {
	dst = append(dst, ' ')
	dst = append(dst, name...)
	dst = append(dst, '=', '"')
	dst = strconv.AppendInt(dst, int64(n), 10)
	return append(dst, '"')
}

func (s *xmlSink) begin(dst []byte) []byte {
	s.depth = 1
	return append(dst, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<database>\n"...)
}

func (s *xmlSink) finish(dst []byte) []byte {
	return append(dst, "</database>\n"...)
}

func (s *xmlSink) beginGame(dst []byte, variant string) []byte {
	dst = append(s.indent(dst), "<pgn"...)
	if variant != "" {
		dst = s.attr(dst, "variant", variant, pgn.Position{}, "variant name", "")
	}
	s.depth++
	return append(dst, ">\n"...)
}

func (s *xmlSink) tag(dst []byte, t *pgn.Tag) []byte {
	dst = append(s.indent(dst), '<')
	dst = appendTagElement(dst, t.Name)
	dst = s.attr(dst, "name", t.Name, t.Pos, "tag name", "")
	dst = append(dst, '>')
	dst = s.text(dst, t.Value, t.ValuePos, "the value of tag", t.Name)
	dst = append(dst, '<', '/')
	dst = appendTagElement(dst, t.Name)
	return append(dst, ">\n"...)
}

func (s *xmlSink) endTags(dst []byte) []byte { return dst }

func (s *xmlSink) comment(dst []byte, c *pgn.Comment) []byte {
	dst = append(s.indent(dst), "<comment"...)
	if c.Line {
		dst = append(dst, ` line="true"`...)
	}
	s.cmds.read(c.Text)
	dst = appendXMLCommands(dst, &s.cmds)
	dst = append(dst, '>')
	dst = s.text(dst, c.Text, c.Pos, "comment", "")
	return append(dst, "</comment>\n"...)
}

func (s *xmlSink) move(dst []byte, m *moveItem) []byte {
	dst = append(s.indent(dst), "<move"...)
	if m.ply > 0 {
		dst = s.intAttr(dst, "ply", m.ply)
		dst = s.intAttr(dst, "number", m.number)
	}
	if m.side != "" {
		dst = s.attr(dst, "side", m.side, m.node.Pos, "side", "")
	}
	if m.asRead {
		dst = append(dst, ` as-read="true"`...)
	}
	dst = append(dst, '>')
	dst = s.text(dst, m.text, m.node.Pos, "move", "")
	return append(dst, "</move>\n"...)
}

func (s *xmlSink) nag(dst []byte, nag int) []byte {
	dst = append(s.indent(dst), "<nag>"...)
	dst = strconv.AppendInt(dst, int64(nag), 10)
	return append(dst, "</nag>\n"...)
}

func (s *xmlSink) glyph(dst []byte, n *pgn.Node, glyph string) []byte {
	dst = append(s.indent(dst), "<glyph>"...)
	dst = s.text(dst, glyph, n.Pos, "glyph", "")
	return append(dst, "</glyph>\n"...)
}

func (s *xmlSink) beginVariation(dst []byte, l *pgn.Line) []byte {
	dst = append(s.indent(dst), "<variation"...)
	if l.Label != "" {
		dst = s.attr(dst, "label", l.Label, l.Pos, "variation label", "")
	}
	s.depth++
	return append(dst, ">\n"...)
}

func (s *xmlSink) endVariation(dst []byte) []byte {
	s.depth--
	return append(s.indent(dst), "</variation>\n"...)
}

func (s *xmlSink) end(dst []byte, g *pgn.Game) []byte {
	dst = append(s.indent(dst), "<end>"...)
	dst = s.text(dst, g.Result, g.ResultPos, "termination marker", "")
	return append(dst, "</end>\n"...)
}

func (s *xmlSink) endGame(dst []byte) []byte {
	s.depth--
	return append(s.indent(dst), "</pgn>\n"...)
}

func (s *xmlSink) mark() sinkState { return sinkState{depth: s.depth} }

func (s *xmlSink) restore(st sinkState) {
	s.depth = st.depth
	s.rep = replaced{}
}
