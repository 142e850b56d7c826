// Package filter selects games and finds duplicates in collections of chess,
// xiangqi and C'escacs games, the jobs archivists do with pgn-extract.
//
// A Criteria is compiled from criterion texts, one condition each (a line of
// a criteria file or the value of a command-line flag):
//
//	White=Carlsen, Magnus      tag equals value
//	Event*=Olympiad            tag contains value
//	Opening~=^Sicilian         tag matches a regular expression (RE2)
//	WhiteElo>=2700             numeric comparison (<, <=, >, >=, !=)
//	Date>=2020.01.01           date comparison; "??" parts compare equal
//	Player=Carlsen, Magnus     pseudo-tag: either side (White/Black, Red/Black)
//	Elo>=2700                  pseudo-tag: either side's Elo
//	player:Carlsen, Magnus     the same as Player=
//	result:1-0                 the Result tag
//	eco:B90-B99                ECO range or code (ECCO for xiangqi games);
//	                           a code of 1 or 2 characters is a prefix
//	variant:xiangqi            the game's variant (name or alias)
//	plies:20-80                main-line ply count bounds (20-, -80 or 40)
//	checkmate, stalemate       the main line ends in mate / stalemate
//	position:FEN               the main line reaches the position
//	material:KRP vs KR         the main line reaches the material balance,
//	                           for either side
//	variations                 position and material also searched in variations
//
// Conditions are combined with AND, except that equality, substring and
// regular-expression conditions on the same tag are combined with OR (as in
// pgn-extract's tag files), and several variant: criteria accept any of
// their games. Comparisons on the same tag stay ANDed, so that Date>=2020
// and Date<2021 make a range; so do several plies: bounds.
//
// Match replays a game at most once, and not at all when only tag, player,
// result, ECO, variant and ply-count criteria are given. A Deduper keeps
// the first of each game by its main line's moves or by its final position.
package filter
