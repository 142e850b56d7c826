// Package xiangqi is a xiangqi (Chinese chess) board and the xiangqi
// plugin of pgntool's PGN reader and writer.
//
// Used on its own it does what a python-chess user expects: set up a
// position from a xiangqi FEN, list and play legal moves, ask whether the
// side to move is in check or has lost, and get the FEN, a position key
// or a description of a move:
//
//	b, err := xiangqi.NewBoard("")        // the start position, or any FEN
//	moves := b.LegalMoves(nil)             // []pgn.Move, each legal here
//	err = b.Play(moves[0])                 // checked: an illegal move is refused
//	m, err := b.Parse("炮二平五")            // or "C2.5", "H2-E2", "h2e2"
//
// A move is a [pgn.Move], a number that only a xiangqi board can read.
// [Board.Chinese], [Board.WXF], [Board.ICCS], [Board.UCCI] and
// [Board.Describe] say what it is; [Board.Parse] finds one from text in
// any of the notations real files use. Points, colours and pieces are the
// small types [Square] (ICCS coordinates: files a–i from Red's left, ranks
// 0–9 from Red's back rank), [Color] and [Piece].
//
// The rules are xiangqi's: the flying general (the two generals may not
// face each other on an open file) counts as check, and a side with no
// legal move has lost, whether it is in check ([Board.IsCheckmate]) or not
// ([Board.IsStalemate]). [Board.Key] is a Zobrist key of the pieces and
// the side to move, and [Board.Repetitions] counts a position's
// occurrences; judging repetitions (perpetual check and chase) is left to
// the caller.
//
// For PGN files, [Variant] is the plugin that package pgn (and package
// variants, which picks a game's variant from its tags) calls: it knows the
// tag roster of the xqbase PGN specification, reads every move notation
// real files use (Chinese, WXF, ICCS, UCCI, generalised UCI and both SAN
// dialects) token by token, and writes Chinese, WXF, ICCS or UCCI. Board
// implements [pgn.Board], whose ParseMove, Make and Unmake replay games
// without allocating.
package xiangqi
