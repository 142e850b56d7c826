package pgn

import (
	"slices"
	"testing"
)

// FuzzCommandScanMatchesCommands: the editor's byte-by-byte reading
// (commandEditor.push) and commandAt are two writings of one rule; on
// text it does not edit, the editor must end the very commands Commands
// finds, at the same places.
func FuzzCommandScanMatchesCommands(f *testing.F) {
	for _, s := range []string{
		"[%clk 1:02:03]", " [%eval 0.17] [%clk 0:00:30] ", "[%a [%b 2]", "[%cl[%clk]k]",
		"[%]", "[% x]", "[%c\t1]", "[[%x]", "[%x y", "[%a%b]", "[%a x[y]", "[%x]]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		e := commandEditor{scan: commandScan{at: -1}}
		var got []Command
		for j := 0; j < len(text); j++ {
			if !e.push(text[j]) {
				continue
			}
			at := e.scan.at
			got = append(got, Command{Name: text[at+2 : e.scan.nameEnd], Args: trimCommandSpace(text[e.scan.nameEnd:j]), Start: at, End: j + 1})
			e.scan.at = -1
		}
		if want := Commands(text); !slices.Equal(got, want) {
			t.Fatalf("in %q the editor reads %+v, Commands %+v", text, got, want)
		}
	})
}
