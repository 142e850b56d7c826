package main

// sanShape returns why text cannot be a chess move in any form the chess
// plugin reads (SAN, with the lenient import forms of docs/chess.md), or
// "" when it can: the reading of the plugin's move lexer, without the
// position. FuzzSANShapeMatchesChess holds the two to the same answer.
func sanShape(text []byte) string {
	s := text
	for len(s) > 0 && (s[len(s)-1] == '!' || s[len(s)-1] == '?') {
		s = s[:len(s)-1] // import suffix annotations (§8.2.3.8)
	}
	s, marked := stripCheckMark(s)
	if n := len(s); n > 4 && string(s[n-4:]) == "e.p." {
		s = s[:n-4]
		if len(s) > 0 && s[len(s)-1] == ' ' {
			s = s[:len(s)-1]
		}
		if !marked {
			s, _ = stripCheckMark(s)
		}
	}
	switch string(s) {
	case "":
		return "the move is empty"
	case "--", "Z0", "O-O", "0-0", "O-O-O", "0-0-0":
		return ""
	}
	pawn := true
	if isPieceLetter(s[0]) {
		pawn = false
	}
	if s[0] >= 'A' && s[0] <= 'Z' {
		if pawn && s[0] != 'P' {
			return "it starts with an unknown piece letter; want K, Q, R, B, N or none for a pawn"
		}
		s = s[1:]
	}
	if n := len(s); n > 0 && isPromotionLetter(s[n-1]) {
		s = s[:n-1]
		if n >= 2 && s[n-2] == '=' {
			s = s[:n-2]
		}
	}
	n := len(s)
	if n < 2 {
		return "a move needs a destination square such as e4"
	}
	if !isSquare(s[n-2], s[n-1]) {
		return "it does not end with a destination square such as e4"
	}
	s = s[:n-2]
	dash := false
	if n := len(s); n > 0 {
		switch s[n-1] {
		case 'x', ':':
			s = s[:n-1]
		case '-':
			dash = true
			s = s[:n-1]
		}
	}
	file, rank := false, false
	if len(s) > 0 && s[0] >= 'a' && s[0] <= 'h' {
		file = true
		s = s[1:]
	}
	if len(s) > 0 && s[0] >= '1' && s[0] <= '8' {
		rank = true
		s = s[1:]
	}
	if len(s) > 0 {
		return "it has unexpected characters before the destination square"
	}
	if dash && !(file && rank) {
		return "a '-' must separate two squares, as in e2-e4"
	}
	return ""
}

// stripCheckMark removes a trailing check or mate sign ("+", "#", or the
// old "++") and reports whether there was one.
func stripCheckMark(s []byte) ([]byte, bool) {
	n := len(s)
	switch {
	case n >= 2 && s[n-1] == '+' && s[n-2] == '+':
		return s[:n-2], true
	case n >= 1 && (s[n-1] == '+' || s[n-1] == '#'):
		return s[:n-1], true
	}
	return s, false
}

func isPieceLetter(c byte) bool { return c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N' }

// isPromotionLetter: the pieces a pawn may be written to become, in
// either case (lower case is the UCI form); K is read so that the
// plugin can say why it is wrong.
func isPromotionLetter(c byte) bool {
	switch c {
	case 'Q', 'q', 'R', 'r', 'B', 'b', 'N', 'n', 'K', 'k':
		return true
	}
	return false
}

func isSquare(f, r byte) bool { return f >= 'a' && f <= 'h' && r >= '1' && r <= '8' }
