package scid

import (
	"strings"
	"unsafe"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// PGNWriter writes the games a base decodes in the export format, byte for
// byte as a pgn.Writer with default options writes them (SAN, the full
// format, LF line ends), and reports the faults pgn.Check reports of them,
// without replaying their moves.
//
// pgn.Writer replays every move twice, once to check the game and once to
// write each move in the chosen notation, where the decoder has just
// played every move, found it legal and written its SAN. So for a game
// that the base decoded last, unchanged, from the standard start
// position, this writer takes the moves as they are: it walks the tree
// once, numbering the moves and laying the movetext out as
// pgn.AppendStandardMovetext does (movetextLayout.appendTree), checks the tags (the only checks with something
// to say of such a game; see checkTags), and asks the decoder's board,
// still in the final position, whether the position forces a result. Any
// other game (one from a FEN, one with a null move, which pgn.Check warns
// about, one whose final position forces a result other than its own,
// one with diagnostics of its reading or a roster tag missing, one with
// as many faults as the diagnostics budget) goes through pgn.Writer and
// pgn.Check, so the output and the faults are always theirs.
//
// A PGNWriter belongs to its base's goroutine.
type PGNWriter struct {
	base     *Base
	slow     *pgn.Writer
	faults   pgn.DiagnosticList
	tagCache map[tagKey]pgn.DiagnosticList // the faults of each tag met
	// recent holds, by place in the tag list, the tag of the last game
	// there and its faults: games in a row share most of their tags, and
	// comparing strings that share memory (names from the name file, the
	// cached texts of dates) is cheaper than the map.
	recent [16]cachedTag
	// nameFaults holds the faults of the name tags of the roster (Event,
	// Site, Round, White, Black: places 0, 1, 3, 4, 5 of the index's
	// tags) by place and name id, for values that are the name file's
	// own strings: a base of many players met the map of tags at random
	// places, a cost in cache misses. (Of those, CheckTags looks at
	// Round's value only: checkTags passes the others over first.)
	nameFaults [len(rosterNameKinds)][]int32
	// faultLists are the lists nameFaults refers to: 0 is not known yet,
	// 1 no fault, k+2 faultLists[k].
	faultLists []pgn.DiagnosticList
	one        [1]pgn.Tag
	start      *chess.Board // the standard start position, for move numbers
	toks       []pgn.ExportToken
	tags       []nameValue
	walk       tokenWalk
	layout     movetextLayout
}

// PGNWriter returns a writer for the games b decodes.
func (b *Base) PGNWriter() *PGNWriter {
	w := &PGNWriter{base: b, slow: pgn.NewWriter(nil, pgn.WriterOptions{}), tagCache: map[tagKey]pgn.DiagnosticList{}}
	w.start, _ = chess.NewBoard("")
	w.walk.w = w
	return w
}

// AppendGame appends g in export format to dst, and gives report (when
// not nil) every fault pgn.Check finds in g, in the same order; ok and
// err are pgn.Writer's (ok is false, and dst returned as it was, when a
// panic inside the game's variant was reported as an internal-fault
// diagnostic; err is set for a nil game).
func (w *PGNWriter) AppendGame(dst []byte, g *pgn.Game, report pgn.Report) (out []byte, ok bool, err error) {
	if !w.fast(g) {
		w.slow.SetReport(report)
		return w.slow.AppendGame(dst, g)
	}
	w.faults = w.faults[:0]
	w.checkTags(g)
	if len(w.faults) >= g.Reading.Limits.WithDefaults().Diagnostics {
		// The budget would cut the list where a full check cuts it
		// elsewhere: let the full check count.
		w.slow.SetReport(report)
		return w.slow.AppendGame(dst, g)
	}
	if report != nil {
		for _, d := range w.faults {
			report(d)
		}
	}
	result := g.ExportResult()
	w.tags = exportTags(w.tags[:0], g.Tags, result)
	for _, t := range w.tags {
		dst = appendTag(dst, t.name, t.value)
	}
	dst = append(dst, '\n')
	// The moves of a game the base decoded, unchanged, are the board's
	// SAN.
	w.layout.sanText = true
	if out, ok := w.layout.appendTree(dst, g, result); ok {
		return append(out, '\n'), true, nil
	}
	dst = w.layout.append(dst, w.tokens(g, result))
	return append(dst, '\n'), true, nil
}

// tokens are the export tokens of g, from the standard start position,
// and its result.
func (w *PGNWriter) tokens(g *pgn.Game, result string) []pgn.ExportToken {
	w.toks = w.toks[:0]
	pgn.WalkTree(g, w.start, false, &w.walk, nil)
	w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportResult, Text: result})
	for _, c := range g.After {
		w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportComment, Text: c.Text, Line: c.Line && strings.Contains(c.Text, "}")})
	}
	return w.toks
}

// fast reports whether g can be written from its tree as it is: the game
// the base decoded last, of standard chess from the standard position,
// with no null move, read without faults, its result that of its Result
// tag, its roster complete, its final position forcing no other result.
func (w *PGNWriter) fast(g *pgn.Game) bool {
	b := w.base
	if g == nil || g != b.last || b.dec.nulls > 0 || g.Variant != chess.Variant || len(g.Diagnostics) > 0 {
		return false
	}
	var roster uint8
	for i := range g.Tags {
		roster |= pgn.RosterBit(g.Tags[i].Name)
		switch g.Tags[i].Name {
		case "FEN", "SetUp", "Variant":
			return false
		case "Result":
			if g.Tags[i].Value != g.Result {
				return false
			}
		}
	}
	if roster != 127 || g.Result == "" {
		return false
	}
	forced, _ := b.dec.board.Outcome()
	return forced == "" || forced == g.ExportResult()
}

// checkTags reports what pgn.Check reports of a game that fast accepts:
// the faults chess's CheckTags finds in its tags. The other checks have
// nothing to say of such a game: its moves were found legal by the
// decoder and written by the board, its final position forces no other
// result (fast), its result is its Result tag's, its roster is complete,
// and it has no SetUp or FEN to set up.
//
// CheckTags checks each tag's value on its own (beside the roster and
// SetUp/FEN, which fast has ruled out), so the faults of a tag depend on
// its name and value alone: they are found once per distinct tag and
// kept (most tags of a base repeat: events, sites, players, dates); a tag
// whose value CheckTags never looks at (chess.TagValueChecked) is passed
// over.
func (w *PGNWriter) checkTags(g *pgn.Game) {
	for i := range g.Tags {
		t := &g.Tags[i] // not a copy: a tag is 128 bytes with its places
		if t.Pos.IsValid() || t.ValuePos.IsValid() {
			// Not a tag this package made: its faults would carry its
			// place.
			w.tagFaults(*t, &w.faults)
			continue
		}
		if !chess.TagValueChecked(t.Name) {
			// CheckTags never looks at its value (Event, White, Opening,
			// …): nothing to find, keep or look up.
			continue
		}
		key := tagKey{t.Name, t.Value}
		if i < len(w.recent) && w.recent[i].key == key {
			w.faults = append(w.faults, w.recent[i].faults...)
			continue
		}
		if slot := w.nameSlot(i, t); slot != nil {
			if *slot == 0 {
				var list pgn.DiagnosticList
				w.tagFaults(*t, &list)
				*slot = 1
				if len(list) > 0 {
					w.faultLists = append(w.faultLists, list)
					*slot = int32(len(w.faultLists) + 1)
				}
			}
			var faults pgn.DiagnosticList
			if *slot > 1 {
				faults = w.faultLists[*slot-2]
			}
			w.recent[i] = cachedTag{key, faults}
			w.faults = append(w.faults, faults...)
			continue
		}
		faults, ok := w.tagCache[key]
		if !ok {
			if len(w.tagCache) >= maxCachedTags {
				clear(w.tagCache)
			}
			var list pgn.DiagnosticList
			w.tagFaults(*t, &list)
			faults = list
			w.tagCache[key] = faults
		}
		if i < len(w.recent) {
			w.recent[i] = cachedTag{key, faults}
		}
		w.faults = append(w.faults, faults...)
	}
}

// rosterNameKinds are the name kinds of the first six tags the index
// gives (-1 for Date), rosterNameTags their names.
var (
	rosterNameKinds = [6]int{nameEvent, nameSite, -1, nameRound, namePlayer, namePlayer}
	rosterNameTags  = [6]string{"Event", "Site", "Date", "Round", "White", "Black"}
)

// nameSlot returns the slot of the faults of tag t at place i of the tags
// of the game the base decoded last when t is the name tag the index put
// there, its value the name file's string; else nil.
func (w *PGNWriter) nameSlot(i int, t *pgn.Tag) *int32 {
	if i >= len(rosterNameKinds) || rosterNameKinds[i] < 0 || t.Name != rosterNameTags[i] {
		return nil
	}
	b, kind := w.base, rosterNameKinds[i]
	e := &b.lastEntry
	id := [6]uint32{e.Event, e.Site, 0, e.Round, e.White, e.Black}[i]
	list := b.names[kind]
	if int64(id) >= int64(len(list)) || !sameString(list[id], t.Value) {
		return nil
	}
	if w.nameFaults[i] == nil {
		w.nameFaults[i] = make([]int32, len(list))
	}
	return &w.nameFaults[i][id]
}

// sameString reports whether a and b are the same string in memory.
func sameString(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
}

// cachedTag is a tag and its faults.
type cachedTag struct {
	key    tagKey
	faults pgn.DiagnosticList
}

// tagFaults appends to dst the faults CheckTags finds in t's value.
func (w *PGNWriter) tagFaults(t pgn.Tag, dst *pgn.DiagnosticList) {
	w.one[0] = t
	chess.Variant.CheckTags(w.one[:], pgn.Position{}, func(d pgn.Diagnostic) {
		if d.Code != pgn.CodeTagMissing { // the roster of a one-tag list
			*dst = append(*dst, d)
		}
	})
}

// tagKey is a tag by name and value, for the cache of their faults.
type tagKey struct{ name, value string }

// maxCachedTags bounds the cache of tag faults: past it, the cache starts
// again.
const maxCachedTags = 1 << 16

// tokenWalk turns the tree into export tokens as pgn.Writer's does, with
// each move's text as the decoder wrote it.
type tokenWalk struct{ w *PGNWriter }

func (tw *tokenWalk) Comments(cs []pgn.Comment, depth int) { tw.w.comments(cs, depth) }

func (tw *tokenWalk) BeforeMove(p pgn.Ply, _ bool) {
	w, n, depth := tw.w, p.Node, p.Depth
	w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportMove, Text: n.Text, Number: p.Number, Second: p.Second, Depth: depth})
	for _, nag := range n.NAGs {
		w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportNAG, NAG: nag, Depth: depth})
	}
	for _, gl := range n.Glyphs {
		w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportGlyph, Text: gl, Depth: depth})
	}
	w.comments(n.Comments, depth)
}

func (tw *tokenWalk) AfterMove(pgn.Ply) bool { return true }

func (tw *tokenWalk) BeginVariation(l *pgn.Line, depth int) (skip bool) {
	tw.w.toks = append(tw.w.toks, pgn.ExportToken{Kind: pgn.ExportBeginVariation, Text: l.Label, Depth: depth})
	return false
}

func (tw *tokenWalk) EndVariation(_ *pgn.Line, depth int) {
	tw.w.toks = append(tw.w.toks, pgn.ExportToken{Kind: pgn.ExportEndVariation, Depth: depth})
}

func (w *PGNWriter) comments(cs []pgn.Comment, depth int) {
	for _, c := range cs {
		w.toks = append(w.toks, pgn.ExportToken{Kind: pgn.ExportComment, Text: c.Text, Depth: depth, Line: c.Line && strings.Contains(c.Text, "}")})
	}
}

// exportTags appends to dst the tags of a standard-start chess game in the
// order and form chess's ExportTags gives them: the Seven Tag Roster
// first ("?" for a missing one, the result for Result), then the others
// in ASCII order of name, tags of one name in reading order. It sorts by
// insertion into dst, which is reused from game to game, and keeps names
// and values only (a pgn.Tag is eight times larger, with its places).
//
// It finds the roster's tags in one pass, each name by a switch, when
// each appears at most once (a game a base decoded has each once); other
// lists go through exportTagsGeneral, which looks for each roster name
// in turn (TestExportTagsMatchesGeneral).
func exportTags(dst []nameValue, tags []pgn.Tag, result string) []nameValue {
	if len(tags) > 64 {
		return exportTagsGeneral(dst, tags, result)
	}
	var at [len(rosterOrder)]int // 1 + the place of each roster tag, 0 for none
	var roster uint64            // the places of the roster tags
	for i := range tags {
		r := rosterIndex(tags[i].Name)
		if r < 0 {
			continue
		}
		if at[r] != 0 {
			return exportTagsGeneral(dst, tags, result)
		}
		at[r] = i + 1
		roster |= 1 << i
	}
	for r, name := range rosterOrder {
		switch {
		case name == "Result":
			dst = append(dst, nameValue{name, result})
		case at[r] != 0:
			dst = append(dst, nameValue{name, tags[at[r]-1].Value})
		case name == "Date":
			dst = append(dst, nameValue{name, "????.??.??"})
		default:
			dst = append(dst, nameValue{name, "?"})
		}
	}
	return appendOtherTags(dst, tags, roster)
}

// rosterOrder is the Seven Tag Roster in its order, pgn.SevenTagRoster.
var rosterOrder = [...]string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// rosterIndex is the place of name in rosterOrder, or -1.
func rosterIndex(name string) int {
	switch name {
	case "Event":
		return 0
	case "Site":
		return 1
	case "Date":
		return 2
	case "Round":
		return 3
	case "White":
		return 4
	case "Black":
		return 5
	case "Result":
		return 6
	}
	return -1
}

// appendOtherTags appends the tags not of the roster, whose places (below
// 64) roster marks, sorted by insertion: in ASCII order of name, tags of
// one name in reading order.
func appendOtherTags(dst []nameValue, tags []pgn.Tag, roster uint64) []nameValue {
	start := len(dst)
	for i := range tags {
		if roster&(1<<i) != 0 {
			continue
		}
		t := &tags[i]
		dst = append(dst, nameValue{t.Name, t.Value})
		for j := len(dst) - 1; j > start && nameAfter(dst[j-1].name, t.Name); j-- {
			dst[j], dst[j-1] = dst[j-1], dst[j]
		}
	}
	return dst
}

// nameAfter reports whether tag name a sorts after b (a > b): their first
// bytes settle nearly every pair without the call a string compare costs.
func nameAfter(a, b string) bool {
	if len(a) > 0 && len(b) > 0 && a[0] != b[0] {
		return a[0] > b[0]
	}
	return a > b
}

// exportTagsGeneral is exportTags for any list of tags.
func exportTagsGeneral(dst []nameValue, tags []pgn.Tag, result string) []nameValue {
	for _, name := range pgn.SevenTagRoster {
		if name == "Result" {
			dst = append(dst, nameValue{"Result", result})
			continue
		}
		found := false
		for i := range tags {
			if tags[i].Name == name {
				dst = append(dst, nameValue{name, tags[i].Value})
				found = true
			}
		}
		if !found {
			v := "?"
			if name == "Date" {
				v = "????.??.??"
			}
			dst = append(dst, nameValue{name, v})
		}
	}
	roster := len(dst)
	for i := range tags {
		t := &tags[i]
		if isRoster(t.Name) {
			continue
		}
		dst = append(dst, nameValue{t.Name, t.Value})
		for j := len(dst) - 1; j > roster && dst[j-1].name > t.Name; j-- {
			dst[j], dst[j-1] = dst[j-1], dst[j]
		}
	}
	return dst
}

// nameValue is a tag as export writes it.
type nameValue struct{ name, value string }

func isRoster(name string) bool {
	switch name {
	case "Event", "Site", "Date", "Round", "White", "Black", "Result":
		return true
	}
	return false
}

// appendTag writes [Name "value"] with the value's quotes and backslashes
// escaped, as pgn.Writer does.
func appendTag(dst []byte, name, v string) []byte {
	dst = append(dst, '[')
	dst = append(dst, name...)
	dst = append(dst, ' ', '"')
	// A loop over the bytes rather than strings.IndexAny: values are short,
	// and the call cost more than the search.
	start := 0
	for i := 0; i < len(v); i++ {
		if c := v[i]; c == '"' || c == '\\' {
			dst = append(dst, v[start:i]...)
			dst = append(dst, '\\', c)
			start = i + 1
		}
	}
	dst = append(dst, v[start:]...)
	return append(dst, '"', ']', '\n')
}
