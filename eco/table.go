package eco

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"
)

// tableText is the generated table: a comment line, then one line per entry,
// "polyglot-key<TAB>eco<TAB>name<TAB>pgn", in the order of the lichess files.
//
//go:embed table.tsv
var tableText string

// table is the index of the embedded table.
type table struct {
	entries []Opening
	byKey   map[uint64]int32 // Polyglot key -> index in entries
}

// openings is the index, built once on first use from the embedded text.
var openings = sync.OnceValue(func() *table {
	t, err := parseTable(tableText)
	if err != nil {
		// The embedded file is generated and tested (TestTableParses):
		// a fault here is a build fault, not an input fault.
		panic("eco: embedded table: " + err.Error())
	}
	return t
})

// parseTable builds the index. The strings of the entries are slices of
// text, so building allocates only the two tables.
func parseTable(text string) (*table, error) {
	n := strings.Count(text, "\n")
	t := &table{entries: make([]Opening, 0, n), byKey: make(map[uint64]int32, n)}
	for lineNo := 1; text != ""; lineNo++ {
		line, rest, _ := strings.Cut(text, "\n")
		text = rest
		if line == "" || line[0] == '#' {
			continue
		}
		keyText, line, ok1 := strings.Cut(line, "\t")
		code, line, ok2 := strings.Cut(line, "\t")
		name, moves, ok3 := strings.Cut(line, "\t")
		if !ok1 || !ok2 || !ok3 || strings.Contains(moves, "\t") {
			return nil, &tableError{lineNo, "want 4 fields"}
		}
		key, err := strconv.ParseUint(keyText, 16, 64)
		if err != nil {
			return nil, &tableError{lineNo, "bad key " + strconv.Quote(keyText)}
		}
		if _, dup := t.byKey[key]; dup {
			// Lichess gives each position one name; the first entry
			// would win if that ever changed, and the test says so.
			continue
		}
		family, variation, _ := strings.Cut(name, ": ")
		t.byKey[key] = int32(len(t.entries))
		t.entries = append(t.entries, Opening{
			ECO: code, Name: name, Opening: family, Variation: variation, Moves: moves,
		})
	}
	return t, nil
}

// tableError is a fault in the embedded table.
type tableError struct {
	line int
	msg  string
}

func (e *tableError) Error() string {
	return "line " + strconv.Itoa(e.line) + ": " + e.msg
}

// Openings returns every entry of the table, in the table's order (ECO
// volumes A to E, as lichess lists them). The slice is the caller's own.
func Openings() []Opening {
	return append([]Opening(nil), openings().entries...)
}
