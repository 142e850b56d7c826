package parquet

// GameRow is one row of the games table: one game. The field tags name
// the Parquet columns; read a file back with parquet-go's
// GenericReader[GameRow], or query it by those names from DuckDB, Spark or
// any Parquet reader. docs/scale.md shows the queries.
//
// A pointer field is an optional column: nil is NULL. A tag the game does
// not give is NULL in its column; so is a value its typed column cannot
// hold (a Date that is not complete, an Elo that is not a number), and
// then the value is kept, as read, in OtherTags.
type GameRow struct {
	// GameID numbers the games of one file from 1 in the order written;
	// the positions table names the game by it.
	GameID int64 `parquet:"game_id,delta"`
	// File is the input the game was read from, as pgntool names it in
	// diagnostics, and Line the line of the game's first token in it (0
	// for a game of a Scid base, which has no lines). A game's number in
	// its file is not kept: a reader of one part of a file cut in parts
	// does not know it.
	File string `parquet:"file,dict"`
	Line int64  `parquet:"line,delta"`
	// Variant is the game's variant: chess, xiangqi or cescacs.
	Variant string `parquet:"variant,dict"`

	Event *string `parquet:"event,dict"`
	Site  *string `parquet:"site,dict"`
	// Date is the Date tag as a date, set when the tag gives year, month
	// and day of a real date; DateText is the tag as read.
	Date     *int32  `parquet:"date,date"`
	DateText *string `parquet:"date_text,dict"`
	Round    *string `parquet:"round,dict"`
	// White and Black are the players; for xiangqi White holds the Red
	// tag (and WhiteElo RedElo, WhiteTitle RedTitle).
	White      *string `parquet:"white,dict"`
	Black      *string `parquet:"black,dict"`
	WhiteElo   *int32  `parquet:"white_elo"`
	BlackElo   *int32  `parquet:"black_elo"`
	WhiteTitle *string `parquet:"white_title,dict"`
	BlackTitle *string `parquet:"black_title,dict"`
	// ResultTag is the Result tag as read.
	ResultTag   *string `parquet:"result_tag,dict"`
	ECO         *string `parquet:"eco,dict"`
	Opening     *string `parquet:"opening,dict"`
	Variation   *string `parquet:"variation,dict"`
	TimeControl *string `parquet:"time_control,dict"`
	Termination *string `parquet:"termination,dict"`
	// OtherTags holds every tag without a column of its own, and the
	// value of a typed column's tag that the column cannot hold. A tag
	// given more than once (C'escacs repeats Annotator) has its values
	// joined by a line feed, which no tag value can hold.
	OtherTags map[string]string `parquet:"other_tags"`

	// Result is the game termination marker as export writes it: the
	// game's own, else its Result tag when that is a marker of its
	// variant, else "*".
	Result string `parquet:"result,dict"`
	// PlyCount is the number of main-line moves that were played: the
	// length of Moves.
	PlyCount int32 `parquet:"ply_count"`
	// Moves are the main-line moves up to the first that cannot be
	// played, in the variant's canonical notation: SAN for chess, Chinese
	// notation for xiangqi (炮二平五), CTL-AN letters for C'escacs, with
	// check and mate signs. MovesUCI are the same moves in the variant's
	// coordinate notation: UCI for chess (e1g1 for O-O; e1h1 in Chess960),
	// UCCI for xiangqi (h2e2, ranks 0–9); NULL for C'escacs, which has no
	// coordinate notation.
	Moves    []string `parquet:"moves,list"`
	MovesUCI []string `parquet:"moves_uci,optional,list"`
	// StartPosition is the position the game starts from (FEN for chess,
	// xiangqi FEN, TLPD for C'escacs) and FinalPosition the position
	// after the last move of Moves. Both are NULL when the game's tags
	// give no position that can be set up.
	StartPosition *string `parquet:"start_position,dict"`
	FinalPosition *string `parquet:"final_position"`
	// FinalKey is the position key of FinalPosition (see
	// PositionRow.Key).
	FinalKey *uint64 `parquet:"final_key"`
	// MovesNotPlayed counts the main-line moves, as read, from the first
	// that cannot be played (an illegal, ambiguous or unreadable move) to
	// the end; 0 when every move was played.
	MovesNotPlayed int32 `parquet:"moves_not_played"`
	// Error is the game's first error, as lint prints it
	// ("file:line:col: error: message [code]"), and ErrorCode its code:
	// the first found reading the game, else the first found replaying
	// its moves. NULL for a game without errors. Warnings are not kept.
	Error     *string `parquet:"error"`
	ErrorCode *string `parquet:"error_code,dict"`
}

// PositionRow is one row of the positions table: one position of a
// game's main line, the start position (Ply 0) included.
type PositionRow struct {
	// GameID is the game's GameRow.GameID.
	GameID int64 `parquet:"game_id,delta"`
	// Ply counts the moves played to reach the position: 0 for the start
	// position, 1 after the first move.
	Ply int32 `parquet:"ply,delta"`
	// Move is the move that led to the position, in the notation of
	// GameRow.Moves, and MoveUCI in that of GameRow.MovesUCI; both NULL
	// for the start position, MoveUCI also for C'escacs.
	Move    *string `parquet:"move,dict"`
	MoveUCI *string `parquet:"move_uci,dict"`
	// Key is the position's 64-bit key: the Polyglot key for chess (the
	// key of opening books), the Zobrist keys of package xiangqi and
	// package cescacs for theirs. Equal positions have equal keys.
	Key uint64 `parquet:"key"`
	// Position is the position as the variant writes it: FEN for chess,
	// xiangqi FEN, TLPD for C'escacs.
	Position []byte `parquet:"position,string"`
}
