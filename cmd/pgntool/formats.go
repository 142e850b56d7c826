package main

import (
	"io"
	"strings"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/pgn"
)

// gameFormat is one --to value of convert.
type gameFormat struct {
	Name  string // "xml", "json", "epd", "fen", "uci", "san", "parquet", "scid"
	Usage string
	// New returns an encoder writing to w. For text formats the pipeline
	// may call it once per worker with a bytes.Buffer and concatenate the
	// per-game bytes in input order. nil for scid, which convert writes
	// itself (convertToScid).
	New    func(w io.Writer, opts convert.Options) gameEncoder
	Binary bool // true: needs -o FILE, not a terminal/stdout stream (parquet, scid)
}

// gameEncoder writes games one at a time: *convert.Encoder (XML, JSON) and
// *convert.LineEncoder (EPD, FEN, move lines) are ones.
type gameEncoder interface {
	Begin() error
	Game(g *pgn.Game) error
	End() error
}

// gameFormats are the formats of convert --to, in the order help lists
// them. The line formats write nothing between games, so the bytes that
// encoders give for parts of the input join into the whole; XML and JSON
// wrap the games in a document (Begin and End).
func gameFormats() []gameFormat {
	return []gameFormat{
		{Name: "xml", Usage: "the XML mapping of each game (docs/convert.md)",
			New: func(w io.Writer, opts convert.Options) gameEncoder { return convert.NewXMLEncoder(w, opts) }},
		{Name: "json", Usage: "the JSON form of each game, an array or JSON Lines (docs/convert.md)",
			New: func(w io.Writer, opts convert.Options) gameEncoder { return convert.NewJSONEncoder(w, opts) }},
		{Name: "epd", Usage: "one EPD line per main-line position, as pgn-extract -Wepd (c0 players, event, site, date; c1 result)",
			New: func(w io.Writer, opts convert.Options) gameEncoder { return convert.NewEPDEncoder(w, opts) }},
		{Name: "fen", Usage: "one FEN line per main-line position (xiangqi FEN, C'escacs TLPD), with the clocks",
			New: func(w io.Writer, opts convert.Options) gameEncoder { return convert.NewFENEncoder(w, opts) }},
		{Name: "uci", Usage: "one line of main-line moves per game in UCI (chess e2e4, xiangqi h2e2; C'escacs has none)",
			New: func(w io.Writer, opts convert.Options) gameEncoder {
				return convert.NewMovesEncoder(w, convert.UCILine, opts)
			}},
		{Name: "san", Usage: "one line of main-line moves per game in short algebraic (chess SAN, xiangqi WXF, C'escacs letters)",
			New: func(w io.Writer, opts convert.Options) gameEncoder {
				return convert.NewMovesEncoder(w, convert.SANLine, opts)
			}},
		{Name: "scid", Usage: "a Scid 4 base, named with -o (docs/scid.md)", Binary: true},
		parquetFormat(),
	}
}

// lookupFormat finds the format named name, ignoring case; an unknown
// name is a usage error that lists the names.
func lookupFormat(name string) (gameFormat, error) {
	formats := gameFormats()
	names := make([]string, len(formats))
	for i, f := range formats {
		if strings.EqualFold(f.Name, name) {
			return f, nil
		}
		names[i] = f.Name
	}
	return gameFormat{}, usageError("unknown --to %q; choose one of %s", name, strings.Join(names, ", "))
}
