package scid

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDate(t *testing.T) {
	tests := []struct {
		d    Date
		want string
	}{
		{0, "????.??.??"},
		{2021<<9 | 3<<5 | 15, "2021.03.15"},
		{2000<<9 | 1<<5, "2000.01.??"},
		{2010 << 9, "2010.??.??"},
		{3<<5 | 4, "????.03.04"},
		{999<<9 | 12<<5 | 31, "0999.12.31"},
	}
	for _, tt := range tests {
		if got := tt.d.String(); got != tt.want {
			t.Errorf("Date(%#x) = %q, want %q", uint32(tt.d), got, tt.want)
		}
	}
}

func TestEventDate(t *testing.T) {
	date := Date(2021<<9 | 3<<5 | 15)
	tests := []struct {
		field uint32
		date  Date
		want  string
	}{
		{0x86E, date, "2021.03.14"}, // the features corpus: same year, 3.14
		{0, date, "????.??.??"},     // year field 0: no EventDate
		{1<<9 | 5<<5 | 1, date, "2018.05.01"},
		{7<<9 | 1<<5 | 1, date, "2024.01.01"},
		{4 << 9, 0, "????.??.??"},           // both unknown: Scid writes field 4
		{1<<9 | 1<<5, 2 << 9, "????.01.??"}, // a year below 0 reads as unknown
	}
	for _, tt := range tests {
		if got := eventDate(tt.field, tt.date).String(); got != tt.want {
			t.Errorf("eventDate(%#x, %s) = %q, want %q", tt.field, tt.date, got, tt.want)
		}
	}
}

func TestECO(t *testing.T) {
	tests := []struct {
		e    ECO
		want string
	}{
		{0, ""},
		{1, "A00"},
		{0x7095, "C20"},
		{1 + 1*13100 + 1*1310 + 2*131 + 1, "B12a"},
		{1 + 1*13100 + 1*1310 + 2*131 + 1 + 4, "B12a4"},
		{1 + 4*13100 + 9*1310 + 9*131 + 130, "E99z4"},
		{1 + 500*131, ""}, // beyond E99z4
	}
	for _, tt := range tests {
		if got := tt.e.String(); got != tt.want {
			t.Errorf("ECO(%d) = %q, want %q", tt.e, got, tt.want)
		}
	}
}

func TestCountCode(t *testing.T) {
	want := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 30, 40, 50}
	for c, w := range want {
		if got := countCode(uint16(c)); got != w {
			t.Errorf("countCode(%d) = %d, want %d", c, got, w)
		}
	}
}

// TestDecodeEntry decodes the first entry of the features corpus base, as
// docs/scid-format.md §7 annotates it.
func TestDecodeEntry(t *testing.T) {
	raw := []byte{
		0x00, 0x00, 0x00, 0x00, 0x00, 0x88, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00,
		0x00, 0x00, 0x00, 0x00, 0x00, 0x14, 0x42, 0x70, 0x95, 0x86, 0xef, 0xca, 0x6f, 0x09, 0x92, 0x09,
		0x4c, 0xb8, 0x6a, 0x86, 0xa7, 0x07, 0x03, 0xb3, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	}
	want := Entry{
		Offset: 0, Length: 136, White: 0, Black: 1, Result: 1, NAGs: 4, Comments: 4, Variations: 2,
		ECO: 0x7095, Date: 2021<<9 | 3<<5 | 15, EventDate: 2021<<9 | 3<<5 | 14,
		WhiteElo: 2450, BlackElo: 2380, StoredLineCode: 0xb8, FinalMaterial: 0x6a86a7,
		HalfMoves: 7, HomePawns: [9]byte{3, 0xb3, 0x20},
	}
	if diff := cmp.Diff(want, decodeEntry(raw, 400)); diff != "" {
		t.Errorf("version 400 (-want +got):\n%s", diff)
	}
	// The high bits: length bit 16, custom flags, id bits 16-19, ply
	// count bits 8-9, rating types.
	hi := append([]byte(nil), raw...)
	hi[6] = 0x80 | 0x21 // length bit 16, custom flags 1 and 6
	hi[7], hi[8] = 0x00, 0x08
	hi[9] = 0xA5
	hi[14] = 0xE0 | 0x14 | 0x02
	hi[29] = 0x40 | hi[29]&0x0F
	hi[38] = 0xC3
	e := decodeEntry(hi, 400)
	if e.Length != 1<<16|136 || e.Flags != 0x21<<16|FlagDeleted || !e.Deleted() || e.White != 0xA<<16 || e.Black != 5<<16|1 ||
		e.Event != 7<<16 || e.Site != 5<<16 || e.Round != 2<<16 || e.WhiteRatingType != 4 || e.HalfMoves != 0x300|7 {
		t.Errorf("high bits misread: %+v", e)
	}
	// Version 300 has no length/custom-flag byte: the same entry without
	// byte 6 reads the same.
	old := append(append([]byte(nil), raw[:6]...), raw[7:]...)
	if diff := cmp.Diff(want, decodeEntry(old, 300)); diff != "" {
		t.Errorf("version 300 (-want +got):\n%s", diff)
	}
}

// nameFile builds a name file from per-kind entries written as given.
func nameFile(counts, maxFreq [4]int, body ...byte) []byte {
	b := []byte("Scid.sn\x00\x00\x00\x00\x00")
	for _, c := range counts {
		b = append(b, byte(c>>16), byte(c>>8), byte(c))
	}
	for _, c := range maxFreq {
		b = append(b, byte(c>>16), byte(c>>8), byte(c))
	}
	return append(b, body...)
}

func TestParseNames(t *testing.T) {
	// Players "Ab", "Abc" (front coded: prefix 2), "B" with ids 2, 0, 1
	// and 2-byte frequencies; one event "E"; no sites; round "?".
	sn := nameFile([4]int{3, 1, 0, 1}, [4]int{300, 1, 0, 1},
		0, 2, 0, 1, 2, 'A', 'b',
		0, 0, 1, 0, 3, 2, 'c',
		0, 1, 0, 0, 1, 0, 'B',
		0, 0, 1, 1, 'E',
		0, 0, 1, 1, '?',
	)
	ns, err := parseNames(sn, "t.sn4")
	if err != nil {
		t.Fatal(err)
	}
	want := names{{"Abc", "B", "Ab"}, {"E"}, {}, {"?"}}
	if diff := cmp.Diff(want, ns); diff != "" {
		t.Error(diff)
	}
}

func TestParseNamesErrors(t *testing.T) {
	tests := []struct {
		name   string
		sn     []byte
		offset int64
		msg    string
	}{
		{"not a name file", []byte("PK\x03\x04"), 0, "not a Scid name file"},
		{"truncated header", []byte("Scid.sn\x00\x00"), 9, "truncated name file header"},
		{"count beyond the file", nameFile([4]int{1000, 0, 0, 0}, [4]int{}, 0, 0, 1, 1, 'A'), 41, "1000 names announced"},
		{"count beyond the ids", nameFile([4]int{0, 0, 0, 1<<18 + 1}, [4]int{}), 21, "more than Scid's ids address"},
		{"id not below the count", nameFile([4]int{1, 0, 0, 0}, [4]int{}, 0, 1, 1, 1, 'A'), 36, "id 1 is not below the count 1"},
		{"prefix longer than the previous name", nameFile([4]int{2, 0, 0, 0}, [4]int{}, 0, 0, 1, 1, 'A', 0, 1, 1, 3, 2, 'B'), 41, "shares 2 bytes"},
		{"prefix longer than the name", nameFile([4]int{2, 0, 0, 0}, [4]int{}, 0, 0, 1, 2, 'A', 'B', 0, 1, 1, 1, 2), 42, "its length is 1"},
		{"truncated name", nameFile([4]int{1, 0, 0, 0}, [4]int{}, 0, 0, 1, 5, 'A', 'B', 'C', 'D'), 44, "truncated name file in player name 1"},
		{"id given twice", nameFile([4]int{2, 0, 0, 0}, [4]int{}, 0, 0, 1, 1, 'A', 0, 0, 1, 1, 0, 'B'), 36, "given twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseNames(tt.sn, "t.sn4")
			var ce *CorruptError
			if !errors.As(err, &ce) {
				t.Fatalf("error %v is not a *CorruptError", err)
			}
			if ce.File != "t.sn4" || ce.Offset != tt.offset || !strings.Contains(ce.Msg, tt.msg) {
				t.Errorf("got %v (offset %d), want offset %d and %q", err, ce.Offset, tt.offset, tt.msg)
			}
		})
	}
}

func TestParseHeaderErrors(t *testing.T) {
	good := make([]byte, headerSize400)
	copy(good, indexMagic)
	good[8], good[9] = 0x01, 0x90
	withGames := func(n int, extra int) []byte {
		b := append([]byte(nil), good...)
		b[16] = byte(n)
		return append(b, make([]byte, extra)...)
	}
	tests := []struct {
		name   string
		si     []byte
		offset int64
		msg    string
	}{
		{"not an index", []byte("hello world"), 0, "not a Scid index file"},
		{"version", append([]byte(indexMagic), 0x01, 0xF4), 8, "version 500"},
		{"truncated header", good[:100], 100, "truncated header"},
		{"truncated index", withGames(2, 50), 232, "announces 2 games, the file holds 1"},
		{"too many entries", withGames(1, 94), 229, "more entries"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, _, err := parseHeader(tt.si, "t.si4")
			var ce *CorruptError
			if !errors.As(err, &ce) {
				t.Fatalf("error %v is not a *CorruptError", err)
			}
			if ce.Offset != tt.offset || !strings.Contains(ce.Msg, tt.msg) {
				t.Errorf("got %v (offset %d), want offset %d and %q", err, ce.Offset, tt.offset, tt.msg)
			}
		})
	}
	if _, _, _, err := parseHeader(withGames(1, 47), "t.si4"); err != nil {
		t.Errorf("one game: %v", err)
	}
}
