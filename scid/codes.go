package scid

// The small packed fields of the index: dates, ECO codes, results, rating
// types and the 4-bit counters (docs/scid-format.md §2).

// Date is Scid's 20-bit packed date: year<<9 | month<<5 | day, where 0
// stands for an unknown part.
type Date uint32

// Year returns the year, 0 when unknown.
func (d Date) Year() int { return int(d>>9) & 0x7FF }

// Month returns the month, 0 when unknown.
func (d Date) Month() int { return int(d>>5) & 0xF }

// Day returns the day, 0 when unknown.
func (d Date) Day() int { return int(d) & 0x1F }

// String returns the date as PGN writes it, "YYYY.MM.DD" with question
// marks for unknown parts ("????.??.??" for the zero Date), as Scid prints
// it.
func (d Date) String() string {
	var b [10]byte
	return string(d.appendText(b[:0]))
}

func (d Date) appendText(dst []byte) []byte {
	if y := d.Year(); y == 0 {
		dst = append(dst, "????"...)
	} else {
		dst = append(dst, byte('0'+y/1000%10), byte('0'+y/100%10), byte('0'+y/10%10), byte('0'+y%10))
	}
	dst = append(dst, '.')
	dst = appendTwo(dst, d.Month())
	dst = append(dst, '.')
	return appendTwo(dst, d.Day())
}

func appendTwo(dst []byte, n int) []byte {
	if n == 0 {
		return append(dst, "??"...)
	}
	return append(dst, byte('0'+n/10%10), byte('0'+n%10))
}

// eventDate decodes the 12-bit relative EventDate of an index entry
// against the game's Date: a zero year field means no EventDate, else the
// year is Date's year plus the field minus 4 (0 below zero), as Scid reads it.
func eventDate(field uint32, date Date) Date {
	rel := (field >> 9) & 7
	if rel == 0 {
		return 0
	}
	year := uint32(date.Year()) + rel
	if year < 4 {
		year = 0
	} else {
		year -= 4
	}
	return Date(year<<9 | field&0x1FF)
}

// ECO is Scid's ECO code: 0 for none, else 1 + letter·13100 + number·131 +
// extension, where the extension is 0 for the plain code and
// 1 + (sub−'a')·5 + digit for Scid's sub-codes ("C20a", "C20a1").
type ECO uint16

// String returns the code as Scid exports it ("C20", "B12a", "E99z4"), or
// "" for no code; a value beyond E99z4 gives "".
func (e ECO) String() string {
	if e == 0 || e > 500*131 {
		return ""
	}
	n := int(e) - 1
	basic, ext := n/131, n%131
	b := make([]byte, 0, 5)
	b = append(b, byte('A'+basic/100), byte('0'+basic/10%10), byte('0'+basic%10))
	if ext > 0 {
		ext--
		b = append(b, byte('a'+ext/5))
		if d := ext % 5; d > 0 {
			b = append(b, byte('0'+d))
		}
	}
	return string(b)
}

// Results of the index, by their 4-bit code.
var resultText = [4]string{"*", "1-0", "0-1", "1/2-1/2"}

// ratingTypes are the rating kinds of the index, as the tag name after
// "White"/"Black" (Scid's ratingTypeNames).
var ratingTypes = [7]string{"Elo", "Rating", "Rapid", "ICCF", "USCF", "DWZ", "ECF"}

// countCode turns a 4-bit counter of the index (comments, NAGs,
// variations) into the number Scid shows for it: exact to 10, then 15,
// 20, 30, 40, 50 for the wider ranges.
func countCode(c uint16) int {
	switch {
	case c <= 10:
		return int(c)
	case c == 11:
		return 15
	case c == 12:
		return 20
	case c == 13:
		return 30
	case c == 14:
		return 40
	}
	return 50
}
