// Package scid reads Scid 4 databases: the three files BASE.si4 (index),
// BASE.sn4 (names) and BASE.sg4 (games) that the chess database program
// Scid 4.x writes, and the older version-300 index with 46-byte entries.
//
// Open a base with [Open], then ask for game n with [Base.Game] or walk all
// games with [Base.Games]. Games come back as *pgn.Game trees of the chess
// variant, with the tags, moves (SAN), comments, NAGs, variations and FEN
// starts that Scid's own PGN export shows, so that every tool that reads PGN
// games can read a Scid base too:
//
//	b, err := scid.Open("mybase") // or "mybase.si4"
//	if err != nil { ... }
//	defer b.Close()
//	for g, err := range b.Games(scid.Options{}) {
//		if err != nil { ... } // a *scid.CorruptError names file, game and offset
//		pgn.NewWriter(os.Stdout, pgn.WriterOptions{}).WriteGame(g)
//	}
//
// [Create] makes a new base and [Append] adds to an existing one: the
// [Writer]'s Add takes *pgn.Game trees of standard chess (from PGN or
// another base), computes every index field as Scid does (names sorted and
// front-coded, counts, flags, dates, ECO, ratings, the final material,
// HomePawnData; StoredLineCode is 0) and keeps records out of the 128 KiB
// block boundaries; Close renames the three complete temporary files into
// the base. The files are byte-identical to those Scid 4.7.4 makes from the
// same PGN, but for the StoredLineCode.
//
// The byte layout is described in docs/scid-format.md; how this package
// reads it, and how its output differs from Scid's export text, in
// docs/scid.md.
//
// A base is untrusted input: a truncated or corrupt file gives a
// *CorruptError naming the file, the game and the byte offset, never a
// panic, a read out of range or an allocation sized by an unchecked
// length. Games are held to the budgets of pgn.DefaultLimits (plies and
// variation depth) unless Options.Limits says otherwise.
package scid
