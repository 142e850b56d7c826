package tagvalue_test

import (
	"testing"

	"github.com/pgntool/pgntool/pgn/tagvalue"
)

// typical is the tag section of an ordinary game, the values lint checks
// millions of times on a large database.
var typical = []struct {
	f func(string) error
	v string
}{
	{tagvalue.Date, "2025.06.27"},
	{tagvalue.Date, "????.??.??"},
	{tagvalue.Round, "3.1"},
	{tagvalue.Elo, "2786"},
	{tagvalue.TimeControl, "40/7200:20/3600:900+30"},
	{tagvalue.TimeControl, "180+2"},
	{tagvalue.ECO, "B12"},
	{tagvalue.UTCTime, "13:06:23"},
	{tagvalue.PlyCount, "130"},
	{tagvalue.SetUp, "1"},
	{tagvalue.Termination, "Time forfeit"},
	{tagvalue.Mode, "ICS"},
	{tagvalue.Lang, "ca"},
}

func checkTypical(tb testing.TB) {
	for _, c := range typical {
		if err := c.f(c.v); err != nil {
			tb.Fatalf("%q: %v", c.v, err)
		}
	}
}

// TestAcceptedDoNotAllocate keeps checking an ordinary game's tags free of
// garbage: only faults build a message.
func TestAcceptedDoNotAllocate(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { checkTypical(t) }); n != 0 {
		t.Errorf("checking accepted values allocates %v times, want 0", n)
	}
}

func BenchmarkAccepted(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		checkTypical(b)
	}
}

func BenchmarkDeviation(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if tagvalue.Date("1999-05-13") == nil {
			b.Fatal("accepted a deviation")
		}
	}
}
