package pgn

import "encoding/binary"

// Word-at-a-time tests over eight bytes, so that long comments and tag
// values, which are mostly plain ASCII, are passed over eight bytes a step.

const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
)

// hasZeroByte reports whether some byte of x is zero.
func hasZeroByte(x uint64) bool { return (x-ones)&^x&highs != 0 }

// hasByteBelow reports whether some byte of x is below n (n <= 128).
func hasByteBelow(x uint64, n byte) bool { return (x-ones*uint64(n))&^x&highs != 0 }

// plainPrefix returns how many bytes at the start of b are ASCII and no
// line end.
func plainPrefix(b []byte) int {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		if x&highs != 0 || hasZeroByte(x^(ones*'\n')) || hasZeroByte(x^(ones*'\r')) {
			break
		}
	}
	for ; i < len(b); i++ {
		if c := b[i]; c >= 0x80 || c == '\n' || c == '\r' {
			break
		}
	}
	return i
}

// printablePrefix returns how many bytes at the start of b are printable
// ASCII (32-126), in steps of eight; the caller checks the rest byte by byte.
func printablePrefix(b []byte) int {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		// A byte of 127 or more has its high bit set once one is added.
		if x&highs != 0 || (x+ones)&highs != 0 || hasByteBelow(x, 0x20) {
			break
		}
	}
	return i
}

// plainWord reports whether the low n bytes (1 <= n <= 8) of the
// little-endian word x are ASCII and no line end.
func plainWord(x uint64, n int) bool {
	mask := ^uint64(0) >> (64 - 8*uint(n))
	x &= mask
	// Bytes cut off by the mask are zero, which matches neither line end.
	return x&highs == 0 && !hasZeroByte((x^(ones*'\n'))|^mask) && !hasZeroByte((x^(ones*'\r'))|^mask)
}
