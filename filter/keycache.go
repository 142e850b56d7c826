package filter

import (
	"hash/maphash"
	"sync"

	"github.com/pgntool/pgntool/pgn"
)

// KeyCache gives the keys of GameKey and remembers the key of each main
// line it replayed, by the text of the game: a later game with the same
// variant, the same tags that may set up its board, and the same move
// texts on its main line has the same key, and gets it without a replay.
// A file that repeats its games (the usual reason to remove duplicates)
// is then replayed once per distinct game; the replay was most of the
// cost of the key.
//
// Every tag takes part in the text but those that name the event, the
// players, the date and the like (informational), which no variant reads
// to set up its board. A file whose games all differ in their texts (a
// tag of its own in every game, such as a game's URL) would make one entry
// a game, so the cache holds maxCachedTexts texts at most (32 bytes each
// and the map's own): when it is full it starts again empty, which costs
// replays, never a wrong key. It is safe for concurrent use.
type KeyCache struct {
	by   DedupeBy
	mu   sync.Mutex
	keys map[Key]Key
}

// NewKeyCache returns an empty KeyCache giving the keys of by.
func NewKeyCache(by DedupeBy) *KeyCache {
	return &KeyCache{by: by, keys: map[Key]Key{}}
}

// Key returns GameKey(g, by) for the cache's by, from the cache when a
// game with the same text had a key. Errors are not remembered.
func (c *KeyCache) Key(g *pgn.Game) (Key, error) {
	if g == nil || g.Variant == nil {
		return GameKey(g, c.by)
	}
	t := textKey(g, c.by)
	c.mu.Lock()
	k, ok := c.keys[t]
	c.mu.Unlock()
	if ok {
		return k, nil
	}
	k, err := GameKey(g, c.by)
	if err == nil {
		c.mu.Lock()
		if len(c.keys) >= maxCachedTexts {
			clear(c.keys)
		}
		c.keys[t] = k
		c.mu.Unlock()
	}
	return k, err
}

// maxCachedTexts (a variable for the tests) bounds a KeyCache: some 5 MB,
// enough for the distinct games of a large collection that repeats them.
var maxCachedTexts = 1 << 16

// textSeeds seed the hashes of game texts, apart from the keys' seeds.
var textSeeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}

// textKey hashes what GameKey depends on, as written: the variant, the
// tags a board may read, and the main line's move texts. Each string is
// followed by a byte no text holds, so that texts cut differently differ.
// The texts are gathered first: two hash writes a move cost more than the
// copy.
func textKey(g *pgn.Game, by DedupeBy) Key {
	buf := make([]byte, 0, 2048)
	buf = append(buf, g.Variant.Name()...)
	buf = append(buf, 0, byte(by))
	for _, t := range g.Tags {
		if !informational[t.Name] {
			buf = append(buf, t.Name...)
			buf = append(buf, 0)
			buf = append(buf, t.Value...)
			buf = append(buf, 0)
		}
	}
	buf = append(buf, 0xff)
	for _, n := range g.Moves.Moves {
		buf = append(buf, n.Text...)
		buf = append(buf, 0)
	}
	return Key{maphash.Bytes(textSeeds[0], buf), maphash.Bytes(textSeeds[1], buf)}
}

// informational are tags that say who played, where, when and how a game
// went, which set up no board: two copies of a game that differ in them
// share a text. A tag not named here takes part in the text, which is the
// safe side (a copy is then replayed).
var informational = map[string]bool{
	"Event": true, "Site": true, "Date": true, "Round": true, "White": true, "Black": true, "Result": true,
	"WhiteElo": true, "BlackElo": true, "WhiteTitle": true, "BlackTitle": true, "WhiteFideId": true, "BlackFideId": true,
	"WhiteTeam": true, "BlackTeam": true, "WhiteRatingDiff": true, "BlackRatingDiff": true,
	"EventDate": true, "EventType": true, "EventRounds": true, "EventCountry": true, "UTCDate": true, "UTCTime": true,
	"ECO": true, "Opening": true, "Variation": true, "SubVariation": true, "TimeControl": true, "Termination": true,
	"Annotator": true, "PlyCount": true, "Board": true, "Time": true, "Source": true, "SourceDate": true,
}
