package scid

import "strconv"

// Big-endian readers; the caller has checked the length.

func be16(p []byte) uint16 { return uint16(p[0])<<8 | uint16(p[1]) }
func be24(p []byte) uint32 { return uint32(p[0])<<16 | uint32(p[1])<<8 | uint32(p[2]) }
func be32(p []byte) uint32 {
	return uint32(p[0])<<24 | uint32(p[1])<<16 | uint32(p[2])<<8 | uint32(p[3])
}

// cString returns the bytes of p up to its first NUL.
func cString(p []byte) string {
	for i, c := range p {
		if c == 0 {
			return string(p[:i])
		}
	}
	return string(p)
}

func itoa(n int) string { return strconv.Itoa(n) }
