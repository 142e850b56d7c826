// Package parquet writes games as Apache Parquet files, for the users who
// query millions of games with DuckDB, Spark, Polars or pandas instead of
// reading PGN.
//
// An [Encoder] writes the games table, one [GameRow] per game: the common
// tags as typed columns (a complete Date as a DATE, the Elos as integers),
// the other tags in a map column, the termination marker, the main line as
// two lists of moves (the variant's canonical notation and its coordinate
// notation: SAN and UCI for chess), the start and final positions, the
// variant, and the game's first error. Optionally it writes the positions
// table too, one [PositionRow] per position of each main line, with the
// position's 64-bit key (the Polyglot key for chess) and its FEN.
//
// Games with errors are written as export writes them: every tag, and the
// moves up to the first that cannot be played; MovesNotPlayed counts the
// others and Error names the first error. Variations, comments and NAGs
// are not written (convert's JSON keeps them).
//
// The encoder streams: it holds one row group per table in memory, and
// writes it once it holds Options.RowGroupBytes of data, so files of any
// size are written in bounded memory and linear time. A program that
// turns games into rows on several cores builds them with [Rows] and hands
// them to the one goroutine that writes as records of bytes
// ([Rows.AppendRecord], [Encoder.WriteRecord]), so that the games waiting
// to be written cost only their size. The files are
// written with github.com/parquet-go/parquet-go and compressed with zstd;
// docs/scale.md shows how to convert a lichess month and query it.
package parquet
