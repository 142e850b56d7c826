// Package cescacs plays and checks C'escacs, the hexagonal chess on 169
// cells, and is the pgntool plugin for its records (CTL-PGN files, usually
// *.ctl-pgn).
//
// # The board
//
// A Board holds a position and the moves made to reach it. NewBoard sets
// one up from a TLPD string (the position format of C'escacs, like FEN for
// chess), or the start position for "":
//
//	b, err := cescacs.NewBoard("")
//	for _, m := range b.LegalMoves(nil) { ... }
//	m, err := b.Parse("E7-E13") // CTL-AN text to a move
//	err = b.Play(m)            // checked: refuses a move that is not legal
//	fmt.Println(b.TLPD())
//
// The questions python-chess users ask have their methods: Turn,
// PieceAt, InCheck, CastlingRights, EnPassant, HalfmoveClock,
// FullmoveNumber, RepetitionCount, Key (a 64-bit Zobrist key), Copy,
// TLPD and String (a diagram). Describe says what a move does: its cells,
// the piece, the captured piece, promotion, castling code, en passant,
// and its text in CTL-AN and CTL-FAN.
//
// A move is a pgn.Move, a number whose meaning only the board knows. Make
// and Unmake play and take back moves without checks or allocation, for
// moves the board produced (LegalMoves, Parse, ParseMove) in the current
// position; Play checks first, so it is the one for moves from elsewhere.
//
// # Cells and pieces
//
// The board has 15 columns, P T A B C D E F G H I K L X Z from White's
// left (there is no J), and 29 transversal lines, 0 to 28 from White's
// side; a cell is written column then line, as G1 (the White King's
// start) or F14 (the centre). Columns P A C E G I L Z hold the odd lines,
// the others the even lines (ParseCell, Cells). The pieces and their
// CTL-AN letters: King K, Queen D, Wyvern V (rook and knight), Rook R,
// Pegasus G (bishop and knight), Knight N (which may also ride: the same
// jump twice, without capture), Bishop J, Elephant E and Pawn P. TLPD
// writes White's pieces in upper case and Black's in lower case.
//
// The rules the move generator follows, including the King's leap, the 24
// castlings, the pawn's double and triple steps, en passant (@, @@), the
// scornful capture and promotion to a lost piece only, are summarised in
// docs/cescacs.md of the repository.
//
// # The plugin
//
// Variant is the pgn.Variant of C'escacs: with it the pgn package reads,
// checks (CTL-PGN, its tags, check marks and end indicators) and writes
// records, in standard letters, CTL-FAN figurines or the letters of a
// game's Redefine tag.
package cescacs
