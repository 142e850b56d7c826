package scid

// The .sn4 name file: four front-coded lists of names, players, events,
// sites and rounds, each entry carrying its id (docs/scid-format.md §3).

const (
	nameMagic      = "Scid.sn\x00"
	nameHeaderSize = 36
)

// Name kinds, in the order of the name file's sections.
const (
	namePlayer = iota
	nameEvent
	nameSite
	nameRound
	nameKinds
)

var nameKindText = [nameKinds]string{"player", "event", "site", "round"}

// maxNameCount is the largest count Scid's ids can address per kind
// (20, 19, 19 and 18 bits).
var maxNameCount = [nameKinds]int{1 << 20, 1 << 19, 1 << 19, 1 << 18}

// names holds the four lists, each indexed by id.
type names [nameKinds][]string

// parseNames decodes a whole name file. Every name is sliced out of one
// string, so the file costs one allocation for its text and one per list.
func parseNames(sn []byte, file string) (names, error) {
	var ns names
	bad := func(off int, msg string) error { return &CorruptError{File: file, Offset: int64(off), Msg: msg} }
	if len(sn) < nameHeaderSize || string(sn[:8]) != nameMagic {
		if len(sn) < nameHeaderSize && len(sn) >= 8 && string(sn[:8]) == nameMagic {
			return ns, bad(len(sn), "truncated name file header")
		}
		return ns, bad(0, "not a Scid name file: no \"Scid.sn\" magic number")
	}
	var counts, maxFreq [nameKinds]int
	for k := range nameKinds {
		counts[k] = int(be24(sn[12+3*k:]))
		maxFreq[k] = int(be24(sn[24+3*k:]))
		if counts[k] > maxNameCount[k] {
			return ns, bad(12+3*k, "the name file announces "+itoa(counts[k])+" "+nameKindText[k]+" names, more than Scid's ids address")
		}
	}
	// An entry takes at least 4 bytes (id 2, frequency 1, length 1): a
	// count that the file cannot hold is refused before anything is
	// allocated for it.
	total := 0
	for _, c := range counts {
		total += c
	}
	if total*4 > len(sn)-nameHeaderSize {
		return ns, bad(len(sn), "truncated name file: "+itoa(total)+" names announced in "+itoa(len(sn))+" bytes")
	}
	// First pass: the text of all names, front coding undone, into one
	// buffer; the offsets of each name's end.
	text := make([]byte, 0, len(sn))
	ends := make([]int, total)
	ids := make([]int, total)
	pos := nameHeaderSize
	n := 0
	for k := range nameKinds {
		idSize := 2
		if counts[k] >= 65536 {
			idSize = 3
		}
		freqSize := 1
		if maxFreq[k] >= 65536 {
			freqSize = 3
		} else if maxFreq[k] >= 256 {
			freqSize = 2
		}
		prevStart, prevEnd := 0, 0
		for i := range counts[k] {
			start := pos
			need := idSize + freqSize + 1
			if i > 0 {
				need++
			}
			if len(sn)-pos < need {
				return ns, bad(len(sn), "truncated name file in the "+nameKindText[k]+" names, name "+itoa(i+1)+" of "+itoa(counts[k]))
			}
			id := int(sn[pos])<<8 | int(sn[pos+1])
			if idSize == 3 {
				id = id<<8 | int(sn[pos+2])
			}
			pos += idSize + freqSize
			length := int(sn[pos])
			pos++
			prefix := 0
			if i > 0 {
				prefix = int(sn[pos])
				pos++
			}
			if id >= counts[k] {
				return ns, bad(start, nameKindText[k]+" name id "+itoa(id)+" is not below the count "+itoa(counts[k]))
			}
			if prefix > length || prefix > prevEnd-prevStart {
				return ns, bad(start, nameKindText[k]+" name "+itoa(i+1)+" shares "+itoa(prefix)+" bytes with a previous name of "+itoa(prevEnd-prevStart)+" bytes (its length is "+itoa(length)+")")
			}
			if len(sn)-pos < length-prefix {
				return ns, bad(len(sn), "truncated name file in "+nameKindText[k]+" name "+itoa(i+1))
			}
			begin := len(text)
			text = append(text, text[prevStart:prevStart+prefix]...)
			text = append(text, sn[pos:pos+length-prefix]...)
			pos += length - prefix
			prevStart, prevEnd = begin, len(text)
			ends[n] = len(text)
			ids[n] = id
			n++
		}
	}
	all := string(text)
	n = 0
	start := 0
	for k := range nameKinds {
		list := make([]string, counts[k])
		seen := make([]bool, counts[k])
		for range counts[k] {
			id := ids[n]
			if seen[id] {
				return ns, bad(nameHeaderSize, nameKindText[k]+" name id "+itoa(id)+" is given twice")
			}
			seen[id] = true
			list[id] = all[start:ends[n]]
			start = ends[n]
			n++
		}
		ns[k] = list
	}
	return ns, nil
}
