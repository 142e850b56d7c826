// Package pgntool opens PGN game records of chess, xiangqi and C'escacs in
// one call, and is where a program that reads games starts.
//
//	f, err := pgntool.Open("games.pgn")
//	if err != nil {
//		return err
//	}
//	defer f.Close()
//	for g, err := range f.Games() {
//		if err != nil {
//			return err // the input could not be read; the games before it came first
//		}
//		fmt.Println(g.Tags, len(g.Diagnostics))
//	}
//
// [Open] and [NewReader] do what a reader of real files needs before the
// first game:
//
//   - They refuse an input that is not text (a compressed stream, a zip
//     archive, another program's database, UTF-16, an executable) with a
//     [*NotTextError] that says what it looks like, as the command line's
//     input-binary diagnostic does, instead of reading it as thousands of
//     broken games.
//   - They detect the text encoding (UTF-8 with or without a byte order
//     mark, GB18030/GBK, Big5, Latin-1; see package
//     [github.com/pgntool/pgntool/charset]) or take the one named with
//     [WithEncoding].
//   - They choose each game's variant from its tags (the Variant tag, else
//     the Game tag, else tags only one game uses), and, for a game whose
//     tags name none, from the file name: a tagless *.ctl-pgn game is
//     C'escacs, a tagless *.wxf or *.iccs game is xiangqi. [WithVariant]
//     reads every game as one variant.
//
// Importing this package registers every game plugin of pgntool (chess,
// xiangqi and C'escacs) with package [github.com/pgntool/pgntool/pgn].
//
// # Faults
//
// Faults in a game's text never stop reading: each is a [pgn.Diagnostic],
// with its position, in the game's Diagnostics, and the next game is read.
// Only a failing input (a disk error, a closed pipe) ends the games early;
// [File.Games] yields that error once, after the last game read.
//
// Faults of decoding are reported this way too. Text that is not valid in
// its encoding is never dropped in silence:
//
//   - In UTF-8 input the bytes that are not UTF-8 reach the reader as they
//     are, and it reports them as char-invalid diagnostics of their game, at
//     their line and column.
//   - In GB18030, Big5 and Latin-1 input a byte sequence the encoding does
//     not define is decoded as U+FFFD, the replacement character, which
//     the game's text then holds; [File.Replaced] counts them.
//
// Detection looks at the first 64 KiB: a UTF-8 file with a stray byte there
// may be taken for Latin-1, and a file whose encoding is guessed wrong reads as
// garbled text or with many such faults. [File.Encoding] says which encoding
// was used; name the right one with [WithEncoding].
//
// # Below this package
//
// The game tree ([pgn.Game]), the streaming visitor ([pgn.Visitor], through
// [File.Reader]), the checker and the writer are in package
// [github.com/pgntool/pgntool/pgn]; the boards are in the packages under
// variants/ (chess, xiangqi, cescacs).
package pgntool
