package scid

import (
	"io"
	"os"
)

// The index of a base is read as the games are: a window of entries at a
// time rather than the whole file at Open, so that reading a base of
// millions of games (47 bytes an entry) holds a few kilobytes of its index
// instead of tens of megabytes on each core that reads it.

// indexWindowEntries is how many entries one read of the index brings in:
// 1024 entries, 47 KiB, one read per thousand games read in order.
const indexWindowEntries = 1024

// indexWindow is the part of the .si4 file read last.
type indexWindow struct {
	f     *os.File
	first int    // the number (1-based) of the first game in buf
	buf   []byte // whole entries
}

// entryBytes returns the index entry of game n (1-based, within the base),
// valid until the next call.
func (b *Base) entryBytes(n int) ([]byte, error) {
	w := &b.iwin
	if w.f == nil {
		return nil, &os.PathError{Op: "read", Path: b.siName, Err: os.ErrClosed}
	}
	if i := n - w.first; w.first > 0 && i >= 0 && (i+1)*b.entrySize <= len(w.buf) {
		return w.buf[i*b.entrySize : (i+1)*b.entrySize], nil
	}
	count := min(indexWindowEntries, b.Header.Games-n+1)
	size := count * b.entrySize
	if cap(w.buf) < size {
		w.buf = make([]byte, size)
	}
	w.buf, w.first = w.buf[:size], 0
	off := int64(b.headerSize) + int64(n-1)*int64(b.entrySize)
	got, err := w.f.ReadAt(w.buf, off)
	if got < b.entrySize {
		w.buf = w.buf[:0]
		if err == nil || err == io.EOF {
			// The file was cut after Open checked its size.
			err = &CorruptError{File: b.siName, Game: n, Offset: off + int64(got), Msg: "truncated index: the file ends in the entry of game " + itoa(n)}
		}
		return nil, err
	}
	// A window cut short by the end of the file keeps its whole entries:
	// the games before the cut read, the first after it is the error.
	w.buf, w.first = w.buf[:got-got%b.entrySize], n
	return w.buf[:b.entrySize], nil
}

// readHeader reads the header of the index file f of size bytes: its
// first headerSize400 bytes, or fewer in a shorter file.
func readHeader(f *os.File, size int64) ([]byte, error) {
	head := make([]byte, min(size, headerSize400))
	if _, err := io.ReadFull(io.NewSectionReader(f, 0, int64(len(head))), head); err != nil {
		return nil, err
	}
	return head, nil
}
