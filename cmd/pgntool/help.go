package main

// The texts of --help beyond the flags: what the program and each command
// do, examples, and the exit statuses. `pgntool man` prints them too.

// exitStatusHelp is the exit status rule, the same for every command.
const exitStatusHelp = `Exit status:
  0  no error was reported (warnings allowed)
  1  an error was reported in the games
  2  a usage error, or an input that could not be read`

// inputsHelp says what a FILE argument may be.
const inputsHelp = `FILE is a game file, - for standard input, a directory (its .pgn and
.ctl-pgn files, compressed or not, zip archives and Scid bases,
searched recursively in name order), a zip archive (its game files),
or a Scid 4 base (BASE.si4, or BASE when BASE.si4 exists).
Compressed files (gzip, bzip2, zstd, xz) are recognized by their
content and read as streams. Flags may come before or after the files;
-- ends the flags.`

// programDescription is the description of the program in --help.
const programDescription = inputsHelp + `

Examples:
  pgntool lint games.pgn
  pgntool export games.pgn.zst -o clean.pgn
  pgntool convert --to json twic1599.zip -o twic1599.json

` + exitStatusHelp

// commandHelp is the description of each command in its --help, after
// its usage line.
var commandHelp = map[string]string{
	"lint": `Checks every game: tags, move legality, results, comments, the text
itself; prints one line per fault as FILE:LINE:COL: severity: message
[code]. The codes are listed in docs/lint-codes.md.

` + inputsHelp + `

Examples:
  pgntool lint games.pgn
  pgntool lint --format json lichess_db_2024-01.pgn.zst
  pgntool lint archive/ --jobs 1
  cat games.pgn | pgntool lint -

` + exitStatusHelp,
	"export": `Writes the games in the PGN export format (the standard's canonical
form). Errors found in the games go to standard error.

` + inputsHelp + `

Examples:
  pgntool export games.pgn -o clean.pgn
  pgntool export --reduced --notation uci games.pgn.gz
  pgntool export --strict twic1599.zip -o twic1599.pgn

` + exitStatusHelp,
	"convert": `Writes the games as XML or JSON (see docs/convert.md), or into a Scid 4
base (--to scid -o BASE; see docs/scid.md). Errors found in the games go
to standard error.

` + inputsHelp + `

Examples:
  pgntool convert --to json games.pgn -o games.json
  pgntool convert --to json --json-lines games.pgn.zst | jq .tags
  pgntool convert --to xml xiangqi.pgn
  pgntool convert --to scid -o mybase twic1599.zip
  pgntool convert --to scid --append -o mybase games.pgn

` + exitStatusHelp,
	"completion": `Prints a completion script for the shell named.

Examples:
  source <(pgntool completion bash)
  pgntool completion zsh > "${fpath[1]}/_pgntool"
  pgntool completion fish > ~/.config/fish/completions/pgntool.fish

` + exitStatusHelp,
	"man": `Prints the manual page of pgntool (roff), made from the same
definitions as --help.

Examples:
  pgntool man | man -l -
  pgntool man > /usr/local/share/man/man1/pgntool.1

` + exitStatusHelp,
}
