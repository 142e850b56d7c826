package variants

import (
	"github.com/pgntool/pgntool/pgn"
)

// recognizeOrder is the order Recognize tries the plugins in: the
// registry's (pgn.Registered, by VariantInfo.Rank). Chess comes first: it
// is by far the most common game, and a short chess text such as "e4" is
// also legal xiangqi (a soldier's step in WinBoard SAN), so a C'escacs
// record holding chess moves must be told "chess", not "xiangqi".
// Xiangqi's Chinese, WXF and ICCS texts and C'escacs's cell names are not
// chess moves, so chess answering first costs them nothing.
func recognizeOrder() []pgn.Variant { return All() }

// Recognize reports another game whose rules read the given move texts:
// the first plugin other than current (chess, then xiangqi, then
// C'escacs) under which every move, played in order from that plugin's
// standard start position, is legal. It returns nil when none reads them
// all, and for an empty list. The core calls it at most once per game,
// with the first few moves of a game whose movetext failed early, to
// suggest --variant; it is a pgn.RecognizeFunc.
//
// It replays at most len(moves) moves per plugin, and a plugin that
// panics counts as one that does not read the moves.
func Recognize(current pgn.Variant, moves []string) pgn.Variant {
	if len(moves) == 0 {
		return nil
	}
	for _, v := range recognizeOrder() {
		if current != nil && sameName(current, v) {
			continue
		}
		if readsAll(v, moves) {
			return v
		}
	}
	return nil
}

// sameName reports whether current is the plugin v; it compares names,
// because a Variant value need not be comparable.
func sameName(current, v pgn.Variant) (same bool) {
	defer func() {
		if recover() != nil {
			same = false // a foreign Variant whose Name panics is not v
		}
	}()
	return current.Name() == v.Name()
}

// readsAll reports whether every move is legal in turn under v from its
// standard start position.
func readsAll(v pgn.Variant, moves []string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	discard := func(pgn.Diagnostic) {}
	b, ok := v.NewBoard(nil, discard)
	if !ok || b == nil {
		return false
	}
	for _, text := range moves {
		m, ok := b.ParseMove([]byte(text), pgn.Position{}, discard)
		if !ok {
			return false
		}
		b.Make(m)
	}
	return true
}
