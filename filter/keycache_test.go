package filter

import (
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestKeyCacheMatchesGameKey: the cache gives GameKey's key (or its
// failure) for every game, the first time and from the cache, by moves
// and by final position; games whose texts differ only in informational
// tags share an entry, and games with the same moves from another
// position, or of Chess960, do not.
func TestKeyCacheMatchesGameKey(t *testing.T) {
	games := benchGames(t)
	games = append(games, readGames(t, testGames)...)
	// Some of these games have illegal moves: read without readGames.
	for g, err := range pgn.NewReaderBytes([]byte(sameMovesElsewhere), pgn.ReaderOptions{File: "same.pgn"}).Games() {
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	for _, by := range []DedupeBy{SameMoves, SameFinalPosition} {
		c := NewKeyCache(by)
		for round := range 2 {
			for i, g := range games {
				want, wantErr := GameKey(g, by)
				got, err := c.Key(g)
				if got != want || (err == nil) != (wantErr == nil) {
					t.Fatalf("by %d, round %d, game %d (%s:%d): key %x (%v), GameKey %x (%v)", by, round, i, g.Pos.File, g.Pos.Line, got, err, want, wantErr)
				}
			}
		}
		if c.Len() >= len(games) {
			t.Errorf("by %d: %d texts for %d games: informational tags kept copies apart", by, c.Len(), len(games))
		}
	}
}

// TestKeyCacheBounded: a cache full of distinct texts starts again
// instead of growing, and still gives GameKey's keys.
func TestKeyCacheBounded(t *testing.T) {
	defer func(n int) { maxCachedTexts = n }(maxCachedTexts)
	maxCachedTexts = 5
	games := benchGames(t)
	c := NewKeyCache(SameMoves)
	for i, g := range games {
		want, wantErr := GameKey(g, SameMoves)
		got, err := c.Key(g)
		if got != want || (err == nil) != (wantErr == nil) {
			t.Fatalf("game %d: key %x (%v), GameKey %x (%v)", i, got, err, want, wantErr)
		}
		if n := c.Len(); n > maxCachedTexts {
			t.Fatalf("game %d: the cache holds %d texts, more than %d", i, n, maxCachedTexts)
		}
	}
	if len(games) <= maxCachedTexts {
		t.Fatalf("only %d games: the bound was never reached", len(games))
	}
}

// sameMovesElsewhere are games with the same move texts: two copies that
// differ in their informational tags, one from another position (a FEN
// alone), and a Chess960 game whose castling is illegal in chess.
const sameMovesElsewhere = `[Event "a"]
[White "x"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O *

[Event "b"]
[White "y"]
[WhiteElo "2000"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O *

[Event "c"]
[FEN "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O *

[Event "d"]
[Variant "Chess960"]
[FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"]

1. O-O O-O *

[Event "e"]
[FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"]

1. O-O O-O *
`

// Len is the number of texts the cache holds.
func (c *KeyCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.keys)
}
