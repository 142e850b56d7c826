package scid

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
)

// scidMadeBases are the corpus bases written by Scid 4.7.4 itself (the
// others were patched by hand: zeroed fields, an unsorted name file).
var scidMadeBases = []string{"features/features", "eco/eco", "block/block", "edge/edge"}

// TestEncodeCorpus decodes the index and the name file of each base Scid
// made and encodes them again: the bytes are Scid's, header, every entry
// and the sorted, front-coded name file with its frequencies.
func TestEncodeCorpus(t *testing.T) {
	dir := testdir.Shared(t, "corpus/scid")
	for _, name := range scidMadeBases {
		t.Run(name, func(t *testing.T) {
			base := filepath.Join(dir, name)
			si, err := os.ReadFile(base + ".si4")
			if err != nil {
				t.Skip(err)
			}
			sn, err := os.ReadFile(base + ".sn4")
			if err != nil {
				t.Fatal(err)
			}
			h, hs, es, err := parseHeader(si, "t.si4")
			if err != nil {
				t.Fatal(err)
			}
			got := appendHeader(nil, &h, h.Games)
			entries := make([]Entry, h.Games)
			for i := range entries {
				entries[i] = decodeEntry(si[hs+i*es:], h.Version)
				got = appendEntry(got, &entries[i])
			}
			if !bytes.Equal(got, si) {
				t.Errorf("index differs from Scid's at byte %d of %d", firstDiff(got, si), len(si))
			}
			ns, err := parseNames(sn, "t.sn4")
			if err != nil {
				t.Fatal(err)
			}
			var counts nameCounts
			for i := range entries {
				counts.add(refsOf(&entries[i]), &ns)
			}
			gotNames := appendNames(nil, &ns, counts.of(&ns))
			if !bytes.Equal(gotNames, sn) {
				t.Errorf("name file differs from Scid's at byte %d of %d", firstDiff(gotNames, sn), len(sn))
			}
		})
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

func TestCompareNames(t *testing.T) {
	// Sorted as Scid sorts: first byte unsigned ("É" after "Z"), later
	// bytes signed ("Mé" before "Ma").
	sorted := []string{"", "A", "Ab", "B", "M\xc3\xa9", "Ma", "Z", "\xc3\x89"}
	for i := range sorted {
		for j := range sorted {
			c := compareNames(sorted[i], sorted[j])
			if (i < j) != (c < 0) || (i == j) != (c == 0) {
				t.Errorf("compareNames(%q, %q) = %d", sorted[i], sorted[j], c)
			}
		}
	}
}

func TestCountToCode(t *testing.T) {
	for n, want := range map[int]uint16{0: 0, 10: 10, 11: 10, 12: 10, 13: 11, 17: 11, 18: 12, 24: 12, 25: 13, 34: 13, 35: 14, 44: 14, 45: 15, 1000: 15} {
		if got := countToCode(n); got != want {
			t.Errorf("countToCode(%d) = %d, want %d", n, got, want)
		}
		if back := countToCode(countCode(want)); back != want {
			t.Errorf("code %d reads back as %d, which encodes as %d", want, countCode(want), back)
		}
	}
}

// TestEncodeNamesWide checks the wide forms: 3-byte ids for 65536 names
// and more, 2- and 3-byte frequencies, and that the decoder reads them
// back.
func TestEncodeNamesWide(t *testing.T) {
	var ns names
	players := make([]string, 70000)
	for i := range players {
		players[i] = "P" + strings.Repeat("x", i%7) + itoa(i)
	}
	ns[namePlayer] = players
	ns[nameEvent] = []string{"E1", "E2"}
	ns[nameSite] = []string{"S"}
	ns[nameRound] = []string{"1"}
	var freq [nameKinds][]int
	freq[namePlayer] = make([]int, len(players))
	freq[namePlayer][3] = 300
	freq[nameEvent] = []int{70000, 1}
	freq[nameSite] = []int{1}
	freq[nameRound] = []int{1}
	sn := appendNames(nil, &ns, freq)
	back, err := parseNames(sn, "t.sn4")
	if err != nil {
		t.Fatal(err)
	}
	for k := range ns {
		if len(back[k]) != len(ns[k]) {
			t.Fatalf("kind %d: %d names back, want %d", k, len(back[k]), len(ns[k]))
		}
		for i := range ns[k] {
			if back[k][i] != ns[k][i] {
				t.Fatalf("kind %d id %d: %q back, want %q", k, i, back[k][i], ns[k][i])
			}
		}
	}
}

// TestEncodeRecordsCorpus decodes every game of each base Scid made and
// encodes it again: the record is Scid's byte for byte, and the index
// fields the moves decide (flags 0-2, plies, counts, final material,
// HomePawnData) are Scid's.
func TestEncodeRecordsCorpus(t *testing.T) {
	dir := testdir.Shared(t, "corpus/scid")
	for _, name := range scidMadeBases {
		t.Run(name, func(t *testing.T) {
			b, err := Open(filepath.Join(dir, name))
			if err != nil {
				t.Skip(err)
			}
			defer b.Close()
			var enc encoder
			for n := 1; n <= b.NumGames(); n++ {
				g, err := b.Game(n)
				if err != nil {
					t.Fatal(err)
				}
				e, _ := b.Entry(n)
				raw, err := b.record(n, &e)
				if err != nil {
					t.Fatal(err)
				}
				got, facts, err := enc.encodeRecord(nil, g)
				if err != nil {
					t.Fatalf("game %d: %v", n, err)
				}
				if !bytes.Equal(got, raw) {
					i := firstDiff(got, raw)
					t.Fatalf("game %d: record differs at byte %d of %d: ours % x…, Scid's % x…", n, i, len(raw), got[i:min(len(got), i+8)], raw[i:min(len(raw), i+8)])
				}
				want := recordFacts{Flags: e.Flags & 7, HalfMoves: e.HalfMoves, NAGs: e.NAGs, Comments: e.Comments,
					Variations: e.Variations, FinalMaterial: e.FinalMaterial, HomePawns: e.HomePawns}
				facts.NAGs, facts.Comments, facts.Variations = countCode(countToCode(facts.NAGs)), countCode(countToCode(facts.Comments)), countCode(countToCode(facts.Variations))
				if facts != want {
					t.Fatalf("game %d: facts\n%+v, Scid's\n%+v", n, facts, want)
				}
			}
		})
	}
}
