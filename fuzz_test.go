package pgntool

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzNewReader reads arbitrary input under every file name kind: it may
// be refused or read, but never panics, and a game never comes with an
// error.
func FuzzNewReader(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "*", "*.pgn"))
	for _, path := range seeds {
		if b, err := os.ReadFile(path); err == nil && len(b) < 4096 {
			f.Add(b, uint8(0))
		}
	}
	f.Add([]byte("1. E7-E13, E21-E15 *\n"), uint8(1))
	f.Add([]byte("\x1f\x8b\x08\x00"), uint8(0))
	f.Add([]byte("[Event \"\xc4\xe3\"]\n\n1. \x81 e4 *"), uint8(2))
	names := []string{"g.pgn", "g.ctl-pgn", "g.wxf", ""}
	f.Fuzz(func(t *testing.T, data []byte, name uint8) {
		file, err := NewReader(bytes.NewReader(data), names[int(name)%len(names)])
		if err != nil {
			return
		}
		for g, err := range file.Games() {
			if (g == nil) == (err == nil) {
				t.Fatalf("Games yielded %v, %v: want a game or an error", g, err)
			}
		}
	})
}
