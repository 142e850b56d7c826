package scid

// The .si4 index: a header, then one fixed-size entry per game
// (docs/scid-format.md §§1-2).

const (
	indexMagic      = "Scid.si\x00"
	headerSize400   = 182 // magic 8, version 2, type 4, games 3, autoload 3, description 108, 6 flag names of 9
	headerSize300   = 128 // the same without the flag names
	entrySize400    = 47
	entrySize300    = 46
	descriptionSize = 108
	flagNameSize    = 9
	maxGames        = 1<<24 - 2
)

// Header is the .si4 header: the base's description and settings.
type Header struct {
	// Version is the format version: 400, or 300 for an old base.
	Version int
	// Type is the base's type as set in Scid (0 by default).
	Type uint32
	// Games is the number of games the header announces.
	Games int
	// AutoLoad is the game Scid loads on opening: 0 none, 1 the first,
	// n the n−1th... as Scid stores it.
	AutoLoad int
	// Description is the base's description (at most 107 bytes).
	Description string
	// FlagNames are the names of the custom flags 1 to 6 (at most 8 bytes
	// each; empty in a version-300 base).
	FlagNames [6]string
}

// parseHeader reads the header at the start of si (the whole .si4 file)
// and returns it with the size of the header and of an entry.
func parseHeader(si []byte, file string) (h Header, headerSize, entrySize int, err error) {
	return parseHeaderOf(si, len(si), file)
}

// parseHeaderOf is parseHeader for an index file of size bytes whose
// first bytes are si (the header, or all of the file): Open reads the
// header alone and the entries as it needs them.
func parseHeaderOf(si []byte, size int, file string) (h Header, headerSize, entrySize int, err error) {
	bad := func(off int, msg string) error { return &CorruptError{File: file, Offset: int64(off), Msg: msg} }
	if len(si) < 10 || string(si[:8]) != indexMagic {
		if len(si) >= 8 && string(si[:7]) == "Scid.si" {
			return h, 0, 0, bad(0, "bad magic number")
		}
		return h, 0, 0, bad(0, "not a Scid index file: no \"Scid.si\" magic number")
	}
	h.Version = int(be16(si[8:]))
	switch {
	case h.Version == 400:
		headerSize, entrySize = headerSize400, entrySize400
	case h.Version >= 300 && h.Version < 400:
		headerSize, entrySize = headerSize300, entrySize300
	default:
		return h, 0, 0, bad(8, "format version "+itoa(h.Version)+" is not one Scid 4 reads (300 to 400)")
	}
	if len(si) < headerSize {
		return h, 0, 0, bad(size, "truncated header: "+itoa(size)+" of "+itoa(headerSize)+" bytes")
	}
	h.Type = be32(si[10:])
	h.Games = int(be24(si[14:]))
	h.AutoLoad = int(be24(si[17:]))
	h.Description = cString(si[20 : 20+descriptionSize-1])
	if h.Version >= 400 {
		for i := range h.FlagNames {
			off := 128 + i*flagNameSize
			h.FlagNames[i] = cString(si[off : off+flagNameSize-1])
		}
	}
	if h.Games > maxGames {
		return h, 0, 0, bad(14, "number of games "+itoa(h.Games)+" exceeds Scid's limit")
	}
	want := headerSize + h.Games*entrySize
	switch {
	case size < want:
		n := (size - headerSize) / entrySize
		return h, 0, 0, bad(size, "truncated index: the header announces "+itoa(h.Games)+" games, the file holds "+itoa(n))
	case size > want:
		return h, 0, 0, bad(want, "index holds more entries than the "+itoa(h.Games)+" games its header announces")
	}
	return h, headerSize, entrySize, nil
}

// Entry is one game's index entry: where its record is, and the fields
// Scid keeps in the index (names as ids into the name file).
type Entry struct {
	// Offset and Length locate the game's record in the .sg4 file.
	Offset uint32
	Length uint32
	// Flags holds Scid's flag bits: 0 start position, 1 promotion,
	// 2 under-promotion, 3 deleted, 4-15 the letter flags WBMENPTKQ!?U,
	// 16-21 the custom flags 1-6.
	Flags uint32
	// White, Black, Event, Site and Round are ids into the name file.
	White, Black, Event, Site, Round uint32
	// Result is 0 "*", 1 "1-0", 2 "0-1", 3 "1/2-1/2".
	Result int
	// NAGs, Comments and Variations are the 4-bit counters as Scid shows
	// them (exact to 10, then 15, 20, 30, 40, 50).
	NAGs, Comments, Variations int
	ECO                        ECO
	Date, EventDate            Date
	// WhiteElo and BlackElo are the ratings (0 none); WhiteRatingType and
	// BlackRatingType their kind: 0 Elo, 1 Rating, 2 Rapid, 3 ICCF,
	// 4 USCF, 5 DWZ, 6 ECF.
	WhiteElo, BlackElo               int
	WhiteRatingType, BlackRatingType int
	// StoredLineCode is the index of a common opening line, 0 none.
	StoredLineCode int
	// FinalMaterial is the material signature of the final position.
	FinalMaterial uint32
	// HalfMoves is the number of plies of the main line.
	HalfMoves int
	// HomePawns is the HomePawnData: the count, then 16 nibbles.
	HomePawns [9]byte
}

// Flag bits of Entry.Flags.
const (
	FlagStart          = 1 << 0 // the game starts from a FEN position
	FlagPromotion      = 1 << 1 // the main line has a promotion
	FlagUnderPromotion = 1 << 2 // the main line promotes to a piece other than a queen
	FlagDeleted        = 1 << 3 // the game is marked deleted
)

// Deleted reports whether the game is marked for deletion.
func (e *Entry) Deleted() bool { return e.Flags&FlagDeleted != 0 }

// decodeEntry decodes one index entry; p holds entrySize bytes.
func decodeEntry(p []byte, version int) Entry {
	var e Entry
	e.Offset = be32(p)
	length := uint32(be16(p[4:]))
	p = p[6:]
	var lenFlags uint32
	if version >= 400 {
		lenFlags = uint32(p[0])
		p = p[1:]
	}
	e.Length = (lenFlags&0x80)<<9 | length
	e.Flags = (lenFlags&0x3F)<<16 | uint32(be16(p))
	wb := uint32(p[2])
	e.White = (wb&0xF0)<<12 | uint32(be16(p[3:]))
	e.Black = (wb&0x0F)<<16 | uint32(be16(p[5:]))
	esr := uint32(p[7])
	e.Event = (esr&0xE0)<<11 | uint32(be16(p[8:]))
	e.Site = (esr&0x1C)<<14 | uint32(be16(p[10:]))
	e.Round = (esr&0x03)<<16 | uint32(be16(p[12:]))
	counts := be16(p[14:])
	e.Variations = countCode(counts & 0xF)
	e.Comments = countCode(counts >> 4 & 0xF)
	e.NAGs = countCode(counts >> 8 & 0xF)
	e.Result = int(counts >> 12)
	e.ECO = ECO(be16(p[16:]))
	dates := be32(p[18:])
	e.Date = Date(dates & 0xFFFFF)
	e.EventDate = eventDate(dates>>20, e.Date)
	w, b := be16(p[22:]), be16(p[24:])
	e.WhiteElo, e.WhiteRatingType = int(w&0xFFF), int(w>>12)
	e.BlackElo, e.BlackRatingType = int(b&0xFFF), int(b>>12)
	e.StoredLineCode = int(p[26])
	e.FinalMaterial = be24(p[27:])
	e.HalfMoves = int(p[30]) | int(p[31]&0xC0)<<2
	e.HomePawns[0] = p[31] & 0x3F
	copy(e.HomePawns[1:], p[32:40])
	return e
}
