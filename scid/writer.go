package scid

import (
	"bufio"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants/chess"
)

// The limits of a base that the index's fields set: the header counts
// the games in 24 bits, and an entry locates its record in 32. A game
// past them is refused (variables, so that tests can lower them).
var (
	writerMaxGames          = maxGames
	writerMaxGameFile int64 = 1 << 32
)

// blockSize is Scid's game-file block: no record may straddle a multiple
// of it (Scid up to 4.6 refuses such a record).
const blockSize = 128 << 10

// CreateOptions configure a new base.
type CreateOptions struct {
	// Header gives the description, type, autoload and custom flag names
	// (Version and Games are set by the writer). AutoLoad 0 is written as
	// Scid's default, 1 (the first game).
	Header Header
	// Overwrite replaces an existing base; without it Create refuses one.
	Overwrite bool
}

// Writer creates a Scid 4 base: games go to temporary files beside the
// base, which Close renames into BASE.si4, BASE.sn4 and BASE.sg4 only when
// all three are complete. It is for one goroutine.
type Writer struct {
	base   string
	opts   CreateOptions
	sgTemp *os.File
	sg     *bufio.Writer
	size   int64 // bytes written to the game file
	// The index entries go to a temporary file as the games are added,
	// after room for the header, which Close writes: a base of millions
	// of games costs no memory per game.
	siTemp *os.File
	si     *bufio.Writer
	entry  []byte
	// freq counts the games that name each name.
	freq  nameCounts
	tags  []pgn.Tag // the tags of the game being added, when some are left out
	names names
	ids   [nameKinds]map[string]uint32
	// lastIDs holds, by place in indexNames, the name the game before
	// had there and its id: games in a row share most of their names
	// (an event, its site, a player), and a string compare is cheaper
	// than the two look-ups of ids each name took.
	lastIDs [len(indexNames)]lastID
	enc     encoder
	// encoded is the game Add is adding.
	encoded Encoded
	games   int
	closed  bool
}

// Create starts a new base at path (BASE or BASE.si4). An existing base is
// refused unless opts.Overwrite.
func Create(path string, opts CreateOptions) (*Writer, error) {
	base := strings.TrimSuffix(path, ".si4")
	if !opts.Overwrite {
		for _, ext := range []string{".si4", ".sn4", ".sg4"} {
			if _, err := os.Lstat(base + ext); err == nil {
				return nil, &os.PathError{Op: "create", Path: base + ext, Err: os.ErrExist}
			}
		}
	}
	w, err := newWriter(base, opts)
	if err != nil {
		return nil, err
	}
	for k := range w.ids {
		w.ids[k] = map[string]uint32{}
	}
	return w, nil
}

// newWriter makes the temporary game and index files of a base, the
// index's header left to Close.
func newWriter(base string, opts CreateOptions) (*Writer, error) {
	f, err := os.CreateTemp(filepath.Dir(base), "."+filepath.Base(base)+".sg4.*")
	if err != nil {
		return nil, err
	}
	w := &Writer{base: base, opts: opts, sgTemp: f, sg: bufio.NewWriterSize(f, 256<<10)}
	if w.siTemp, err = os.CreateTemp(filepath.Dir(base), "."+filepath.Base(base)+".si4.*"); err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, err
	}
	w.si = bufio.NewWriterSize(w.siTemp, 64<<10)
	if _, err := w.si.Write(make([]byte, headerSize400)); err != nil {
		w.Abort()
		return nil, err
	}
	return w, nil
}

// addEntry writes the index entry of the next game and counts its names.
func (w *Writer) addEntry(e *Entry) error {
	w.entry = appendEntry(w.entry[:0], e)
	if _, err := w.si.Write(w.entry); err != nil {
		return err
	}
	w.freq.add(refsOf(e), &w.names)
	return nil
}

// Append opens the Scid 4 base at path (BASE or BASE.si4; format version
// 400) to add games to it. The base's files are copied into temporary
// files, and replaced by Close only when all three are complete: until
// then, and after Abort, the base is as it was.
func Append(path string) (*Writer, error) {
	b, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer b.Close()
	if b.Header.Version != 400 {
		return nil, errors.New("scid: " + b.siName + ": a version-" + itoa(b.Header.Version) + " base is read only, as in Scid; export it and create a new base")
	}
	w, err := newWriter(b.Name(), CreateOptions{Header: b.Header})
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*Writer, error) {
		w.Abort()
		return nil, err
	}
	if _, err := b.sg.Seek(0, io.SeekStart); err != nil {
		return fail(err)
	}
	n, err := io.Copy(w.sg, b.sg)
	if err != nil {
		return fail(err)
	}
	w.size = n
	for k := range w.ids {
		w.names[k] = b.names[k]
		w.ids[k] = make(map[string]uint32, len(b.names[k]))
		for id, name := range b.names[k] {
			if _, dup := w.ids[k][name]; !dup {
				w.ids[k][name] = uint32(id)
			}
		}
	}
	// The entries are copied as they are, and their names counted.
	for i := 1; i <= b.NumGames(); i++ {
		p, err := b.entryBytes(i)
		if err != nil {
			return fail(err)
		}
		e := decodeEntry(p, b.Header.Version)
		if _, err := w.si.Write(p); err != nil {
			return fail(err)
		}
		w.freq.add(refsOf(&e), &w.names)
		w.games++
	}
	return w, nil
}

// Add appends game g. It returns warnings for what Scid cannot hold and
// leaves out (a tag value over 255 bytes, a rating over 4000, an
// EventDate more than 3 years from the Date, a name over 255 bytes, a
// comment after the result), and
// an error, adding nothing, for a game it cannot store: not standard
// chess, a move that does not replay, a record of 128 KiB or more.
func (w *Writer) Add(g *pgn.Game) (warnings []string, err error) {
	return w.AddReplayed(g, nil)
}

// AddReplayed is Add with the moves of g taken from r, rather than
// replayed on a board of the Writer's own. r must be the Replay of a
// pgn.Checker that walked g and found no error: the moves are not read
// again, only counted (when their number is not g's, g is replayed). A
// game that cannot be stored is replayed, for the error to name its move
// as Add does. Nil r is Add.
func (w *Writer) AddReplayed(g *pgn.Game, r *Replay) (warnings []string, err error) {
	if w.closed {
		return nil, errors.New("scid: Add after Close")
	}
	w.enc.rec = w.encoded.encode(&w.enc, g, r, w.enc.rec, &w.tags)
	return w.AddEncoded(&w.encoded)
}

// Encoded is a game encoded for a base by an Encoder, which AddEncoded
// appends: encoding, which replays the moves, may run on several
// goroutines, each with its own Encoder, and the games be added in order
// on one.
type Encoded struct {
	rec      []byte
	own      []byte    // the memory of rec, with Encoder
	e        Entry     // the index entry but for the name ids
	names    [5]string // Event, Site, Round, White, Black
	warnings []string  // what is left out, each without "game N: "
	err      string    // why the game cannot be stored, without "game N: "; "" if it can
}

// Encoder encodes games for a Writer's AddEncoded; it is for one
// goroutine.
type Encoder struct {
	enc  encoder
	tags []pgn.Tag
}

// Encode encodes g into dst, whose memory it reuses: dst is valid until
// the next call with it.
func (x *Encoder) Encode(g *pgn.Game, dst *Encoded) {
	x.EncodeReplayed(g, nil, dst)
}

// EncodeReplayed is Encode with the moves of g taken from r, as
// Writer.AddReplayed takes them.
func (x *Encoder) EncodeReplayed(g *pgn.Game, r *Replay, dst *Encoded) {
	dst.own = dst.encode(&x.enc, g, r, dst.own, &x.tags)
}

// encode encodes g with enc, its moves from r when r holds them, the
// record in the memory of buf, which it returns (grown) for the next
// game; tagMemory is memory for a copy of the tags when some are left
// out.
func (p *Encoded) encode(enc *encoder, g *pgn.Game, r *Replay, buf []byte, tagMemory *[]pgn.Tag) []byte {
	p.rec, p.warnings, p.err = nil, p.warnings[:0], ""
	p.names = [5]string{}
	e := &p.e
	*e = Entry{}
	if g.Variant != nil && g.Variant != chess.Variant {
		p.err = "Scid stores chess games only, not " + g.Variant.Info().Name
		return buf
	}
	if v, ok := g.Tag("Variant"); ok && !standardVariant(v) {
		p.err = "Scid 4 stores standard chess only, not " + v
		return buf
	}
	// The tags are copied only when one is left out.
	tags := g.Tags
	copied := false
	leaveOut := func(i int, msg string) {
		if !copied {
			*tagMemory = append((*tagMemory)[:0], g.Tags[:i]...)
			copied = true
		}
		p.warnings = append(p.warnings, msg)
	}
	rated := [2]bool{}
	for i := range g.Tags {
		t := &g.Tags[i] // not a copy: a tag is 128 bytes with its places
		if len(t.Value) > 255 {
			leaveOut(i, "tag "+t.Name+" left out: its value is longer than the 255 bytes Scid stores")
			continue
		}
		if side, ok := ratingTag(t.Name); ok && !rated[side] {
			r, ok := parseRating(t.Value)
			if !ok {
				leaveOut(i, "tag "+t.Name+" left out: Scid stores ratings up to 4000")
				continue
			}
			rated[side] = true
			typ := indexOf(ratingTypes[:], strings.TrimPrefix(strings.TrimPrefix(t.Name, "White"), "Black"))
			if side == 0 {
				e.WhiteElo, e.WhiteRatingType = r, typ
			} else {
				e.BlackElo, e.BlackRatingType = r, typ
			}
		}
		if copied {
			*tagMemory = append(*tagMemory, *t)
		}
	}
	if copied {
		tags = *tagMemory
	}
	// The values of the tags the index takes, the first of each name, in
	// one pass over the tags.
	var values [len(indexValueNames)]string
	var seen uint16
	for i := range tags {
		if k := indexValue(tags[i].Name); k >= 0 && seen&(1<<k) == 0 {
			seen |= 1 << k
			values[k] = tags[i].Value
		}
	}
	tag := func(k int) string { return values[k] }
	e.Date = parseDate(tag(valueDate))
	if e.Date == 0 {
		e.Date = parseDate(tag(valueUTCDate))
	}
	if ed := tag(valueEventDate); ed != "" {
		e.EventDate = parseDate(ed)
		if e.EventDate != 0 && eventDateField(e.EventDate, e.Date) == 0 {
			p.warnings = append(p.warnings, "EventDate "+ed+" left out: Scid stores an EventDate at most 3 years from the Date")
		}
	}
	e.ECO = parseECO(tag(valueECO))
	e.Flags = parseScidFlags(tag(valueScidFlags))
	result := g.Result
	if result == "" {
		result = tag(valueResult)
	}
	e.Result = max(indexOf(resultText[:], result), 0)

	if len(g.After) > 0 {
		p.warnings = append(p.warnings, "the comment after the result left out: Scid keeps no comment there")
	}
	rg := *g
	rg.Tags = tags
	if copied {
		// The checker that made r saw the tags left out.
		r = nil
	}
	rec, facts, err := enc.encodeReplayed(buf[:0], &rg, r)
	if err != nil {
		p.err = err.Error()
		return rec
	}
	if len(rec) >= blockSize {
		p.err = "its record of " + itoa(len(rec)) + " bytes is over Scid's limit of 128 KiB"
		return rec
	}
	p.rec = rec
	for i, n := range indexNames {
		v := tag(valueEvent + i)
		if len(v) > 255 {
			p.warnings = append(p.warnings, n.tag+" name cut to the 255 bytes Scid stores")
			v = v[:255]
		}
		p.names[i] = v
	}
	e.Flags |= facts.Flags
	e.HalfMoves, e.NAGs, e.Comments, e.Variations = facts.HalfMoves, facts.NAGs, facts.Comments, facts.Variations
	e.FinalMaterial, e.HomePawns = facts.FinalMaterial, facts.HomePawns
	return rec
}

// The tags whose values the index takes, by their place in indexValueNames.
const (
	valueEvent = iota // Event, Site, Round, White, Black in this order
	valueSite
	valueRound
	valueWhite
	valueBlack
	valueDate
	valueUTCDate
	valueEventDate
	valueECO
	valueScidFlags
	valueResult
)

// indexNames are the five names an index entry refers to by id, in the
// order of Encoded.names and of indexValueNames.
var indexNames = [5]struct {
	tag  string
	kind int
}{{"Event", nameEvent}, {"Site", nameSite}, {"Round", nameRound}, {"White", namePlayer}, {"Black", namePlayer}}

// indexValueNames are the names of the tags whose values the index takes.
var indexValueNames = [...]string{"Event", "Site", "Round", "White", "Black", "Date", "UTCDate", "EventDate", "ECO", "ScidFlags", "Result"}

// indexValue is the place of name in indexValueNames, or -1.
func indexValue(name string) int {
	switch name {
	case "Event":
		return valueEvent
	case "Site":
		return valueSite
	case "Round":
		return valueRound
	case "White":
		return valueWhite
	case "Black":
		return valueBlack
	case "Date":
		return valueDate
	case "UTCDate":
		return valueUTCDate
	case "EventDate":
		return valueEventDate
	case "ECO":
		return valueECO
	case "ScidFlags":
		return valueScidFlags
	case "Result":
		return valueResult
	}
	return -1
}

// AddEncoded appends a game an Encoder encoded, as Add appends the game:
// the same warnings, the same error.
func (w *Writer) AddEncoded(p *Encoded) (warnings []string, err error) {
	if w.closed {
		return nil, errors.New("scid: Add after Close")
	}
	if p.err != "" {
		return nil, errors.New(w.gamePrefix() + p.err)
	}
	if len(p.warnings) > 0 {
		// The prefix is made only for a game with something to say.
		prefix := w.gamePrefix()
		for _, msg := range p.warnings {
			warnings = append(warnings, prefix+msg)
		}
	}
	if w.games >= writerMaxGames {
		return nil, errors.New(w.gamePrefix() + "the base holds the " + itoa(writerMaxGames) + " games Scid can count; start another base")
	}
	start := w.size
	if gap := blockSize - w.size%blockSize; int64(len(p.rec)) > gap {
		start += gap
	}
	if start+int64(len(p.rec)) > writerMaxGameFile {
		return nil, errors.New(w.gamePrefix() + "the game file would pass the " + strconv.FormatInt(writerMaxGameFile, 10) + " bytes that Scid's index can address; start another base")
	}
	e := p.e
	for i, n := range indexNames {
		if w.lastIDs[i].is(p.names[i]) {
			continue
		}
		if k := n.kind; !w.known(k, p.names[i]) && len(w.names[k]) >= maxNameCount[k] {
			if !w.known(k, "?") {
				return nil, errors.New(w.gamePrefix() + "the base holds the " + itoa(maxNameCount[k]) + " " + nameKindText[k] + " names Scid's index can address, none of them \"?\": no place for " + strconv.Quote(p.names[i]))
			}
		}
	}
	// Names are taken only once the game is certain to be added.
	ids := [5]*uint32{&e.Event, &e.Site, &e.Round, &e.White, &e.Black}
	for i, n := range indexNames {
		if last := &w.lastIDs[i]; last.is(p.names[i]) {
			*ids[i] = last.id
			continue
		}
		id, ok := w.nameID(n.kind, p.names[i])
		if !ok {
			warnings = append(warnings, w.gamePrefix()+n.tag+" "+strconv.Quote(p.names[i])+
				" stored as \"?\": the base already holds the "+itoa(maxNameCount[n.kind])+" "+nameKindText[n.kind]+" names Scid's index can address")
		} else {
			// A name stored as "?" is not kept: the next game with it
			// gets its warning too.
			w.lastIDs[i] = lastID{name: p.names[i], id: id, set: true}
		}
		*ids[i] = id
	}
	rec := p.rec
	// The block rule: a record that would cross a 128 KiB boundary starts
	// at the boundary; the gap holds a copy of the record's first bytes,
	// as Scid fills it.
	if gap := blockSize - w.size%blockSize; int64(len(rec)) > gap {
		if _, err := w.sg.Write(rec[:gap]); err != nil {
			return nil, err
		}
		w.size += gap
	}
	e.Offset, e.Length = uint32(w.size), uint32(len(rec))
	if _, err := w.sg.Write(rec); err != nil {
		return nil, err
	}
	w.size += int64(len(rec))
	if err := w.addEntry(&e); err != nil {
		return nil, err
	}
	w.games++
	return warnings, nil
}

// gamePrefix is "game N: " for the game AddEncoded is adding.
func (w *Writer) gamePrefix() string { return "game " + itoa(w.games+1) + ": " }

// standardVariant reports whether a Variant tag names standard chess:
// empty, "Standard", "Chess", or lichess's "From Position".
func standardVariant(v string) bool {
	for _, s := range []string{"", "standard", "chess", "from position"} {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

// known reports whether the base already has a name of this kind.
// lastID is a name of the game before and its id.
type lastID struct {
	name string
	id   uint32
	set  bool
}

// is reports whether name is the name kept.
func (l *lastID) is(name string) bool { return l.set && l.name == name }

func (w *Writer) known(kind int, name string) bool {
	_, ok := w.ids[kind][name]
	return ok
}

// nameID returns the id of a name, giving a new name the next id: ids
// follow the order in which names first appear, as Scid assigns them.
// Scid's index holds an id in 18 to 20 bits (maxNameCount): once a kind
// has all the names but one, a new name other than "?" gets the id of
// "?", which the last place is kept for, and ok is false. A lichess file
// names a site of its own in each game, so a base of more than half a
// million of its games reaches the sites' limit; the games are kept, and
// the names left out are warnings.
//
// A base appended to may already hold all the names of a kind: AddEncoded
// refuses a game with a new name then, unless "?" is among them.
func (w *Writer) nameID(kind int, name string) (id uint32, ok bool) {
	if id, ok := w.ids[kind][name]; ok {
		return id, true
	}
	switch n := len(w.names[kind]); {
	case n >= maxNameCount[kind] && name == "?":
		return 0, false // not reached: AddEncoded refused the game
	case n >= maxNameCount[kind]-1 && name != "?":
		id, _ := w.nameID(kind, "?")
		return id, false
	}
	id = uint32(len(w.names[kind]))
	w.ids[kind][name] = id
	w.names[kind] = append(w.names[kind], name)
	return id, true
}

// Close writes the index and the name file and renames the three
// temporary files into the base. On an error nothing of the base is
// left behind.
func (w *Writer) Close() (err error) {
	if w.closed {
		return nil
	}
	w.closed = true
	var temps []string
	defer func() {
		if err != nil {
			for _, t := range temps {
				os.Remove(t)
			}
		}
	}()
	temps = append(temps, w.sgTemp.Name(), w.siTemp.Name())
	if err := w.sg.Flush(); err != nil {
		w.sgTemp.Close()
		w.siTemp.Close()
		return err
	}
	if err := w.sgTemp.Close(); err != nil {
		w.siTemp.Close()
		return err
	}
	h := w.opts.Header
	if h.AutoLoad == 0 {
		h.AutoLoad = 1 // Scid's default: load the first game
	}
	if err := w.si.Flush(); err != nil {
		w.siTemp.Close()
		return err
	}
	if _, err := w.siTemp.WriteAt(appendHeader(nil, &h, w.games), 0); err != nil {
		w.siTemp.Close()
		return err
	}
	if err := w.siTemp.Close(); err != nil {
		return err
	}
	sn := appendNames(nil, &w.names, w.freq.of(&w.names))
	dir, name := filepath.Dir(w.base), filepath.Base(w.base)
	for _, data := range [][]byte{sn} {
		f, err := os.CreateTemp(dir, "."+name+".*")
		if err != nil {
			return err
		}
		temps = append(temps, f.Name())
		if _, err := f.Write(data); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	for i, ext := range []string{".sg4", ".si4", ".sn4"} {
		if err := os.Chmod(temps[i], 0o644); err != nil {
			return err
		}
		if err := os.Rename(temps[i], w.base+ext); err != nil {
			return err
		}
	}
	return nil
}

// Abort gives up the base: the temporary files are removed and nothing is
// written.
func (w *Writer) Abort() {
	if w.closed {
		return
	}
	w.closed = true
	w.sgTemp.Close()
	os.Remove(w.sgTemp.Name())
	w.siTemp.Close()
	os.Remove(w.siTemp.Name())
}
