package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"unsafe"

	"github.com/pgntool/pgntool/charset"
)

// Lint reads a large UTF-8 file in place, mapped into memory, instead of
// copying it into buffers. On engine archives, whose long comments are
// checked fast, the copy into fresh buffer pages was a quarter of the work.

// minMapped is the size from which a file is mapped; smaller ones are read.
// (A variable for the tests, which map small files.)
var minMapped = 1 << 20

// mappedText is the UTF-8 text of a mapped file.
type mappedText struct {
	data    []byte // the text, after any byte order mark
	release func()
}

// mapText maps the open file f when it is a regular file of at least
// minMapped bytes whose text needs no decoding in the given encoding. ok
// is false, with no error, when the file should be read instead. f is
// the descriptor the caller reads otherwise: a second open of the path
// would lose what a writer put into a named pipe in between.
func mapText(f *os.File, encoding string) (m mappedText, ok bool, err error) {
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() < int64(minMapped) || int64(int(st.Size())) != st.Size() {
		return m, false, nil
	}
	data, release, err := mapFile(f, int(st.Size()))
	if err != nil {
		return m, false, nil
	}
	skip, plain, err := detectMapped(data, encoding)
	if err != nil || !plain {
		release()
		return m, false, err
	}
	return mappedText{data: data[skip:], release: release}, true, nil
}

// detectMapped is charset.Passthrough over mapped bytes, which fault if
// the file was cut short since it was mapped.
func detectMapped(data []byte, encoding string) (skip int, plain bool, err error) {
	defer catchFault(data, &err)()
	return charset.Passthrough(data, encoding)
}

// errFileChanged is reported when a mapped file shrinks while it is read.
var errFileChanged = errors.New("the file changed while it was read (it became shorter)")

// catchFault turns the fault of reading a page of the mapped bytes region
// that no longer exists, because the file was cut short meanwhile, into an
// error. Every goroutine that reads mapped text starts with
// `defer catchFault(region, &err)()`. Other panics, and faults elsewhere,
// which would be bugs, go on.
func catchFault(region []byte, err *error) func() {
	old := debug.SetPanicOnFault(true)
	return func() {
		debug.SetPanicOnFault(old)
		r := recover()
		if r == nil {
			return
		}
		if mappedFault(region, r) {
			*err = fmt.Errorf("%w: %v", errFileChanged, r)
			return
		}
		panic(r)
	}
}

// within reports whether addr falls in the bytes of region.
func within(region []byte, addr uintptr) bool {
	if len(region) == 0 {
		return false
	}
	base := uintptr(unsafe.Pointer(unsafe.SliceData(region)))
	return addr >= base && addr-base < uintptr(len(region))
}
