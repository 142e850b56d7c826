package scid

import "slices"

// Encoders of the index and the name file, the inverse of parseHeader,
// decodeEntry and parseNames: what a writer of bases needs besides the
// game-record encoder. They write exactly what Scid 4.7.4 writes
// (TestEncodeCorpus rebuilds the corpus files byte for byte).

// appendHeader appends the 182-byte version-400 header of h with the given
// number of games.
func appendHeader(dst []byte, h *Header, games int) []byte {
	dst = append(dst, indexMagic...)
	dst = append(dst, 0x01, 0x90) // 400
	dst = append(dst, byte(h.Type>>24), byte(h.Type>>16), byte(h.Type>>8), byte(h.Type))
	dst = append24(dst, uint32(games))
	dst = append24(dst, uint32(h.AutoLoad))
	dst = appendPadded(dst, h.Description, descriptionSize)
	for _, f := range h.FlagNames {
		dst = appendPadded(dst, f, flagNameSize)
	}
	return dst
}

// appendPadded appends s cut to size−1 bytes and NUL-padded to size.
func appendPadded(dst []byte, s string, size int) []byte {
	if len(s) > size-1 {
		s = s[:size-1]
	}
	dst = append(dst, s...)
	for range size - len(s) {
		dst = append(dst, 0)
	}
	return dst
}

func append16(dst []byte, v uint32) []byte { return append(dst, byte(v>>8), byte(v)) }
func append24(dst []byte, v uint32) []byte { return append(dst, byte(v>>16), byte(v>>8), byte(v)) }
func append32(dst []byte, v uint32) []byte {
	return append(dst, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

// countToCode turns a count of comments, NAGs or variations into Scid's
// 4-bit code: exact to 10, then 11-12 → 10, 13-17 → 11, 18-24 → 12,
// 25-34 → 13, 35-44 → 14, 45 and more → 15.
func countToCode(n int) uint16 {
	switch {
	case n <= 10:
		return uint16(max(n, 0))
	case n <= 12:
		return 10
	case n <= 17:
		return 11
	case n <= 24:
		return 12
	case n <= 34:
		return 13
	case n <= 44:
		return 14
	}
	return 15
}

// maxElo is the highest rating Scid stores.
const maxElo = 4000

// appendEntry appends the 47-byte version-400 index entry of e.
func appendEntry(dst []byte, e *Entry) []byte {
	dst = append32(dst, e.Offset)
	dst = append16(dst, e.Length&0xFFFF)
	dst = append(dst, byte(e.Length>>9)&0x80|byte(e.Flags>>16)&0x3F)
	dst = append16(dst, e.Flags&0xFFFF)
	dst = append(dst, byte(e.White>>12)&0xF0|byte(e.Black>>16)&0x0F)
	dst = append16(dst, e.White&0xFFFF)
	dst = append16(dst, e.Black&0xFFFF)
	dst = append(dst, byte(e.Event>>11)&0xE0|byte(e.Site>>14)&0x1C|byte(e.Round>>16)&0x03)
	dst = append16(dst, e.Event&0xFFFF)
	dst = append16(dst, e.Site&0xFFFF)
	dst = append16(dst, e.Round&0xFFFF)
	counts := uint16(e.Result&0xF)<<12 | countToCode(e.NAGs)<<8 | countToCode(e.Comments)<<4 | countToCode(e.Variations)
	dst = append16(dst, uint32(counts))
	dst = append16(dst, uint32(e.ECO))
	dst = append32(dst, eventDateField(e.EventDate, e.Date)<<20|uint32(e.Date)&0xFFFFF)
	dst = append16(dst, uint32(min(e.WhiteElo, maxElo))|uint32(e.WhiteRatingType&0xF)<<12)
	dst = append16(dst, uint32(min(e.BlackElo, maxElo))|uint32(e.BlackRatingType&0xF)<<12)
	dst = append(dst, byte(e.StoredLineCode))
	dst = append24(dst, e.FinalMaterial&0xFFFFFF)
	dst = append(dst, byte(e.HalfMoves), byte(e.HalfMoves>>8)<<6|e.HomePawns[0]&0x3F)
	return append(dst, e.HomePawns[1:]...)
}

// eventDateField packs an EventDate relative to the game's Date: 0 (none)
// when the years are more than 3 apart, as Scid drops it.
func eventDateField(ed, date Date) uint32 {
	ey, dy := ed.Year(), date.Year()
	if ey+3 < dy || ey > dy+3 {
		return 0
	}
	return uint32((ey+4-dy)&7)<<9 | uint32(ed.Month())<<5 | uint32(ed.Day())
}

// nameRefs are the name ids one game refers to: White, Black, Event, Site,
// Round.
type nameRefs [5]uint32

func refsOf(e *Entry) nameRefs { return nameRefs{e.White, e.Black, e.Event, e.Site, e.Round} }

// refKinds is the name kind of each of nameRefs.
var refKinds = nameRefs{namePlayer, namePlayer, nameEvent, nameSite, nameRound}

// nameCounts counts the games that refer to each name, by kind and id: a
// player once as White and once as Black, an event, site and round once
// per game. Scid no longer reads the counts but writes them for its older
// versions.
type nameCounts [nameKinds][]int

// add counts the names r refers to. An id past the known names of its kind
// (a corrupt entry of a base appended to) is not counted, as Scid counts
// none for it.
func (c *nameCounts) add(r nameRefs, known *names) {
	for i, id := range r {
		if k := refKinds[i]; int64(id) < int64(len(known[k])) {
			for len(c[k]) <= int(id) {
				c[k] = append(c[k], 0)
			}
			c[k][id]++
		}
	}
}

// of returns the counts of every name of ns: a name no game refers to
// counts 0.
func (c *nameCounts) of(ns *names) [nameKinds][]int {
	var freq [nameKinds][]int
	for k := range freq {
		freq[k] = append(c[k][:len(c[k]):len(c[k])], make([]int, len(ns[k])-len(c[k]))...)
	}
	return freq
}

// compareNames is Scid's order of names: the first bytes as unsigned, the
// rest as signed chars (so bytes of 0x80 and above sort before ASCII after
// the first position).
func compareNames(a, b string) int {
	if a == "" || b == "" || a[0] != b[0] {
		switch {
		case a == b:
			return 0
		case a == "":
			return -1
		case b == "":
			return 1
		case a[0] < b[0]:
			return -1
		}
		return 1
	}
	for i := 1; i < len(a) && i < len(b); i++ {
		if x, y := int8(a[i]), int8(b[i]); x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return len(a) - len(b)
}

// appendNames appends the name file of ns (each kind's names by id), with
// freq (each name's number of references, by kind and id): sorted,
// front-coded, ids and frequencies as wide as the counts need.
func appendNames(dst []byte, ns *names, freq [nameKinds][]int) []byte {
	dst = append(dst, nameMagic...)
	dst = append(dst, 0, 0, 0, 0)
	var maxFreq [nameKinds]int
	for k := range nameKinds {
		dst = append24(dst, uint32(len(ns[k])))
		for _, f := range freq[k] {
			maxFreq[k] = max(maxFreq[k], f)
		}
	}
	for _, m := range maxFreq {
		dst = append24(dst, uint32(m))
	}
	for k := range nameKinds {
		list := ns[k]
		order := make([]int, len(list))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return compareNames(list[a], list[b]) })
		prev := ""
		for i, id := range order {
			name := list[id]
			if len(name) > 255 {
				name = name[:255]
			}
			if len(list) >= 65536 {
				dst = append24(dst, uint32(id))
			} else {
				dst = append16(dst, uint32(id))
			}
			f := 0
			if id < len(freq[k]) {
				f = freq[k][id]
			}
			switch {
			case maxFreq[k] >= 65536:
				dst = append24(dst, uint32(f))
			case maxFreq[k] >= 256:
				dst = append16(dst, uint32(f))
			default:
				dst = append(dst, byte(f))
			}
			dst = append(dst, byte(len(name)))
			prefix := 0
			if i > 0 {
				for prefix < len(name) && prefix < len(prev) && name[prefix] == prev[prefix] {
					prefix++
				}
				dst = append(dst, byte(prefix))
			}
			dst = append(dst, name[prefix:]...)
			prev = name
		}
	}
	return dst
}
