package eco

import "testing"

// BenchmarkBuildTable measures what a command that classifies pays once at
// its start: parsing the embedded table into its index.
func BenchmarkBuildTable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parseTable(tableText); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClassify classifies a 40-ply game (the most Classify replays).
func BenchmarkClassify(b *testing.B) {
	g := readGame(b, "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 Be7 9. Qd2 O-O 10. O-O-O Nbd7 11. g4 b5 12. g5 b4 13. Ne2 Ne8 14. f4 a5 15. f5 a4 16. Nbd4 exd4 17. Nxd4 b3 18. Kb1 bxc2+ 19. Nxc2 Bb3 20. axb3 axb3 21. Na3 *")
	Classify(g)
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := Classify(g); !ok {
			b.Fatal("not classified")
		}
	}
}
