package scid

import "github.com/pgntool/pgntool/pgn"

// commonTagNames are the tag names a single byte 241-250 stands for in a
// game record's tag section.
var commonTagNames = [10]string{
	"WhiteCountry", "BlackCountry", "Annotator", "PlyCount", "EventDate",
	"Opening", "Variation", "Setup", "Source", "SetUp",
}

const (
	tagCommonFirst   = 241
	tagCommonLast    = 250
	tagBinaryDate    = 255 // SCID-2 binary EventDate: 3 bytes, no length
	maxTagNameLength = 240
)

// indexTags appends the tags Scid exports from the index and the name file,
// in Scid's order: the seven roster tags, the ratings, ECO and EventDate.
// The texts of dates, ratings and ECO codes come from the base's caches
// (texts), so that a game allocates none of them again.
func (b *Base) indexTags(dst []pgn.Tag, e *Entry) []pgn.Tag {
	t := &b.texts
	dst = append(dst,
		pgn.Tag{Name: "Event", Value: b.name(nameEvent, e.Event)},
		pgn.Tag{Name: "Site", Value: b.name(nameSite, e.Site)},
		pgn.Tag{Name: "Date", Value: t.date(e.Date)},
		pgn.Tag{Name: "Round", Value: b.name(nameRound, e.Round)},
		pgn.Tag{Name: "White", Value: b.name(namePlayer, e.White)},
		pgn.Tag{Name: "Black", Value: b.name(namePlayer, e.Black)},
		pgn.Tag{Name: "Result", Value: resultText[e.Result&3]},
	)
	if e.WhiteElo != 0 {
		dst = append(dst, pgn.Tag{Name: whiteRatingTags[ratingIndex(e.WhiteRatingType)], Value: t.rating(e.WhiteElo)})
	}
	if e.BlackElo != 0 {
		dst = append(dst, pgn.Tag{Name: blackRatingTags[ratingIndex(e.BlackRatingType)], Value: t.rating(e.BlackElo)})
	}
	if s := t.eco(e.ECO); s != "" {
		dst = append(dst, pgn.Tag{Name: "ECO", Value: s})
	}
	if e.EventDate != 0 {
		dst = append(dst, pgn.Tag{Name: "EventDate", Value: t.date(e.EventDate)})
	}
	return dst
}

// The names of the rating tags, by rating type.
var whiteRatingTags, blackRatingTags = func() (w, b [len(ratingTypes)]string) {
	for i, r := range ratingTypes {
		w[i], b[i] = "White"+r, "Black"+r
	}
	return w, b
}()

// ratingIndex is a rating type as an index of ratingTypes; an unknown one
// (Scid writes none) reads as Elo.
func ratingIndex(t int) int {
	if t < 0 || t >= len(ratingTypes) {
		return 0
	}
	return t
}

// tagTexts caches the texts of the index fields that many games share:
// the dates of the last two games (most games of a base follow a game of
// the same event), every rating and ECO code met (at most 4096 and
// 65,500 values: the fields' widths bound the maps).
type tagTexts struct {
	dates    [2]Date
	dateText [2]string
	next     int
	ratings  map[int]string
	ecos     map[ECO]string
}

func (t *tagTexts) date(d Date) string {
	for i, known := range t.dates {
		if known == d && t.dateText[i] != "" {
			return t.dateText[i]
		}
	}
	s := d.String()
	t.dates[t.next], t.dateText[t.next] = d, s
	t.next ^= 1
	return s
}

func (t *tagTexts) rating(r int) string {
	s, ok := t.ratings[r]
	if !ok {
		if t.ratings == nil {
			t.ratings = map[int]string{}
		}
		s = itoa(r)
		t.ratings[r] = s
	}
	return s
}

func (t *tagTexts) eco(e ECO) string {
	s, ok := t.ecos[e]
	if !ok {
		if t.ecos == nil {
			t.ecos = map[ECO]string{}
		}
		s = e.String()
		t.ecos[e] = s
	}
	return s
}

// name returns the name with id of a kind; an id beyond the name file reads
// as "?", as Scid reads it on opening such a base.
func (b *Base) name(kind int, id uint32) string {
	list := b.names[kind]
	if int64(id) >= int64(len(list)) {
		return "?"
	}
	return list[id]
}
