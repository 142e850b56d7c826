//go:build linux || darwin || freebsd

package pgn_test

import (
	"syscall"
	"testing"

	"github.com/pgntool/pgntool/pgn"
)

// TestReaderBytesReadsNothingPastData: a reader of a byte slice reads
// nothing past the slice's length, though its capacity goes on: the bytes
// there belong to the caller, who may be writing them. The caches of
// short texts and tag values load whole words where a token's slice has
// room. Here the room past the text is a page that may not be read, so a
// read there is a fault that ends the test binary.
func TestReaderBytesReadsNothingPastData(t *testing.T) {
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 2*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skipf("no anonymous mapping here: %v", err)
	}
	defer syscall.Munmap(mem)
	if err := syscall.Mprotect(mem[page:], syscall.PROT_NONE); err != nil {
		t.Skipf("cannot protect a page here: %v", err)
	}
	for _, text := range []string{
		"[Event \"Wijk aan Zee\"]\n[Site \"x\"]\n\n1. e4 e5 *\n\n[Event \"Wijk aan Zee\"]\n[Site \"x\"]\n\n1. e4 e5 *",
		"[Event \"Wijk aan Zee\"]\n\n1. e4 e5 *\n\n[Event \"Wijk aan Zee\"]\n[Site \"x\"]",
		"[Event \"Wijk aan Zee\"]\n\n1. e4 { a comment } e5 2. Nf3 *\n\n[Event \"Wijk\"]\n\n1. e4 e5 2. Nf3",
	} {
		// The text ends where the readable page ends; the slice's
		// capacity runs on into the page that may not be read.
		start := page - len(text)
		copy(mem[start:page], text)
		data := mem[start:page:len(mem)]
		for _, reuse := range []bool{false, true} {
			r := pgn.NewReaderBytes(data, pgn.ReaderOptions{ReuseGames: reuse})
			games := 0
			for {
				g, err := r.ReadGame()
				if g != nil {
					games++
				}
				if err != nil {
					break
				}
			}
			if games != 2 {
				t.Errorf("%q: read %d games, want 2", text, games)
			}
			rd := new(pgn.Reader)
			rd.ResetBytes(data, pgn.ReaderOptions{})
			if err := rd.Visit(pgn.NopVisitor{}); err != nil {
				t.Errorf("%q: %v", text, err)
			}
		}
	}
}
