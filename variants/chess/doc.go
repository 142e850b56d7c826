// Package chess is a chess board (standard chess and Chess960) and the
// chess plugin of pgntool's PGN reader and writer.
//
// Used on its own it does what a python-chess user expects: set up a
// position from a FEN, list and play legal moves, ask whether the side to
// move is in check, mated or may claim a draw, and get the FEN, the
// Polyglot key or a description of a move:
//
//	b, err := chess.NewBoard("")         // the start position, or any FEN
//	moves := b.LegalMoves(nil)            // []pgn.Move, each legal here
//	err = b.Play(moves[0])                // checked: an illegal move is refused
//
// A move is a [pgn.Move], a number that only the board that made it can
// read. [Board.SAN], [Board.UCI] and [Board.Describe] say what it is;
// [Board.ParseSAN] and [Board.ParseUCI] find one from text. Squares,
// colours and pieces are the small types [Square], [Color] and [Piece].
//
// For PGN files, [Variant] is the plugin that package pgn (and package
// variants, which picks a game's variant from its tags) calls: it reads
// moves leniently with a warning for each deviation from SAN, checks the
// tags, and writes SAN, LAN or UCI. Board implements [pgn.Board], whose
// ParseMove, Make and Unmake replay games without allocating.
package chess
