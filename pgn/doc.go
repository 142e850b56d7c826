// Package pgn reads, checks and writes Portable Game Notation (the PGN
// standard, revised 1994) for any game whose plugin implements [Variant]:
// chess, xiangqi and C'escacs come with pgntool.
//
// # Reading games
//
// A [Reader] reads a stream of games; [NewReader] takes an [io.Reader],
// [NewReaderBytes] a file already in memory. [Reader.ReadGame] returns the
// next game as a tree, and [Reader.Games] ranges over them:
//
//	r := pgn.NewReader(file, pgn.ReaderOptions{File: name})
//	for g, err := range r.Games() {
//		...
//	}
//
// A [Game] holds its tags ([Tag], [Game.Tag]) and its moves as a tree: a
// [Line] of [Node] values, each with its move text, NAGs, comments
// ([Comment]) and variations, which are Lines too. [ReaderOptions] chooses
// the game's variant (by default from its tags, see [ChooseVariant]) and the
// budgets a game may use ([Limits]).
//
// Moves come to life on the variant's [Board]: [Plies] replays a game once
// and gives each move with the board after it, its number and side, and
// whether it is on the main line.
//
// # Faults
//
// Reading never stops at a fault. Each one is a [Diagnostic] with a
// file:line:col [Position], a [Severity] and a stable code (the Code
// constants, such as [CodeMoveIllegal]; docs/lint-codes.md lists them all),
// given to a [Report] function; [DiagnosticList] collects them. [Check]
// replays a game tree and reports what is wrong with it.
//
// # Writing games
//
// A [Writer] writes games in the standard's export format, byte-exact, in
// the move notation of [WriterOptions] ([Notation]; [ParseNotation] reads a
// user's spelling of one). [Writer.ReadAppend] writes the next game of a
// [Reader] in one pass over its text, without building its tree, which is
// how pgntool export normalises large files.
//
// # Streaming
//
// To read huge files without building trees, give [Reader.Visit] a
// [Visitor] (embed [NopVisitor] and keep the methods you need); a
// [Checker] is the visitor that lint uses. [Builder] is the visitor that
// makes trees, and [Walk] replays a tree as visitor calls.
//
// # For plugin authors
//
// A game is a [Variant]: its facts as data ([VariantInfo]: names, results,
// notations, side names, file extensions, the tags only it uses), its
// movetext symbol class (ScanMovetext, with [Kind] and the standard's
// class in [ScanStandardSymbol]), its tag rules, and a [Board] that parses,
// makes and writes a [Move]. A plugin calls [Register] in its init
// function; [ChooseVariant], [LookupVariant] and [VariantForFile] then find
// it, and [Registered] lists the plugins.
//
// Helpers for the standard's parts that a plugin reuses:
// [StandardGlyphNAG], [StandardResults], [SevenTagRoster], [FindTag],
// [TagValue], [OrderTags], [TagExport] (how ExportTags should prepare
// tags), and [AppendStandardMovetext], which lays out the [ExportToken]
// values (of [ExportKind]) of a game's movetext. [Errorf] and [Warnf] make
// diagnostics; the checked board methods (Play) wrap [ErrIllegalMove]
// when they refuse a move.
//
// Optional interfaces add what some games need: [GameChecker] (a check of
// the whole game), [GameNormalizer] (variations attached elsewhere than PGN
// attaches them), [BoardResetter] (one board for many games),
// [MoveMaker] (a move read and played in one call), [PositionSaver] (a
// return from a variation in one step), [ParsedTextBoard] (a
// move's text that is already the move as written), [ParsedTextWriter] (a
// move written from its text with the check sign it needs), [TagExportAppender]
// (export tags appended to the writer's slice) and [BoardEnder]
// (diagnostics held until a game ends). [Elements] and
// [ElementFilter] let a visitor say which elements it reads; [Reading]
// records how a game was read, so that [Check] goes on from there;
// [RecognizeFunc] names the game a failing game's moves read as; and
// [Replay] is the lower-level replay the checker is built on.
package pgn
