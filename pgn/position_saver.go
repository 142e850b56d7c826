package pgn

// PositionSaver is implemented by boards that can keep the current position
// and go back to it in one step. The replay of a game ([Checker], [Plies],
// the [Writer]'s checks) uses it around each variation: it keeps the
// position as the variation begins (after the move the variation
// replaces, which it then takes back; or, when that move could not be
// played, the position before it, where the variation starts), plays the
// variation, and then returns to the kept position instead of taking the
// variation's moves back one by one and playing the replaced move again.
// Boards without it are replayed with Unmake and Make.
//
// Slots are numbered from 0 by the depth of the variation, and filled in
// order: the replay saves in slot i only while slots 0 to i-1 hold
// positions, and only for the first [MaxSavedDepth] depths (deeper
// variations are replayed with Unmake and Make), so a board keeps at most
// that many. SavePosition(i) keeps the position in slot i and forgets
// slots i+1 and above. RestorePosition(i) sets the board to the position
// kept in slot i, with the moves played before it (so Unmake goes on
// taking them back), and forgets slot i and above; it does nothing when
// slot i holds nothing. Setting the board up for another game forgets
// every slot.
//
// Between SavePosition(i) and RestorePosition(i) the caller takes back at
// most one of the moves played before the save (the last one), as a
// variation does; a board may rely on that to keep less than its whole
// move history.
type PositionSaver interface {
	SavePosition(i int)
	RestorePosition(i int)
}

// MaxSavedDepth is the number of variation depths for which the replay
// keeps positions with a [PositionSaver]: the saved positions of a board
// stay bounded (a chess position is about 300 bytes) whatever the depth
// limit a caller sets, and real games seldom nest variations deeper.
const MaxSavedDepth = 64
