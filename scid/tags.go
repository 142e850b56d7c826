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
func (b *Base) indexTags(dst []pgn.Tag, e *Entry) []pgn.Tag {
	dst = append(dst,
		pgn.Tag{Name: "Event", Value: b.name(nameEvent, e.Event)},
		pgn.Tag{Name: "Site", Value: b.name(nameSite, e.Site)},
		pgn.Tag{Name: "Date", Value: e.Date.String()},
		pgn.Tag{Name: "Round", Value: b.name(nameRound, e.Round)},
		pgn.Tag{Name: "White", Value: b.name(namePlayer, e.White)},
		pgn.Tag{Name: "Black", Value: b.name(namePlayer, e.Black)},
		pgn.Tag{Name: "Result", Value: resultText[e.Result&3]},
	)
	if e.WhiteElo != 0 {
		dst = append(dst, pgn.Tag{Name: "White" + ratingName(e.WhiteRatingType), Value: itoa(e.WhiteElo)})
	}
	if e.BlackElo != 0 {
		dst = append(dst, pgn.Tag{Name: "Black" + ratingName(e.BlackRatingType), Value: itoa(e.BlackElo)})
	}
	if s := e.ECO.String(); s != "" {
		dst = append(dst, pgn.Tag{Name: "ECO", Value: s})
	}
	if e.EventDate != 0 {
		dst = append(dst, pgn.Tag{Name: "EventDate", Value: e.EventDate.String()})
	}
	return dst
}

// ratingName names a rating type; an unknown one (Scid writes none) reads
// as Elo.
func ratingName(t int) string {
	if t < 0 || t >= len(ratingTypes) {
		return ratingTypes[0]
	}
	return ratingTypes[t]
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
