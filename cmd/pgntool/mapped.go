package main

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/pgntool/pgntool/charset"
)

// Lint reads a large UTF-8 file in place, mapped into memory, instead of
// copying it into buffers. On engine archives, whose long comments are
// checked fast, the copy into fresh buffer pages was a quarter of the work.

// minMapped is the size from which a file is mapped; smaller ones are read.
const minMapped = 1 << 20

// mappedText is the UTF-8 text of a mapped file.
type mappedText struct {
	data    []byte // the text, after any byte order mark
	release func()
}

// mapText maps the file at path when it is a regular file of at least
// minMapped bytes whose text needs no decoding in the given encoding. ok
// is false, with no error, when the file should be read instead.
func mapText(path, encoding string) (m mappedText, ok bool, err error) {
	if path == "-" {
		return m, false, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return m, false, err
	}
	defer f.Close() // the mapping outlives the descriptor
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() < minMapped || int64(int(st.Size())) != st.Size() {
		return m, false, nil
	}
	data, release, err := mapFile(f, int(st.Size()))
	if err != nil {
		return m, false, nil
	}
	skip, plain, err := charset.Passthrough(data, encoding)
	if err != nil || !plain {
		release()
		return m, false, err
	}
	return mappedText{data: data[skip:], release: release}, true, nil
}

// errFileChanged is reported when a mapped file shrinks while it is read.
var errFileChanged = errors.New("the file changed while it was read (it became shorter)")

// catchFault turns the fault of reading a mapped page that no longer
// exists, because the file was cut short meanwhile, into an error. Every
// goroutine that reads mapped text starts with `defer catchFault(&err)()`;
// other panics go on.
func catchFault(err *error) func() {
	old := debug.SetPanicOnFault(true)
	return func() {
		debug.SetPanicOnFault(old)
		r := recover()
		if r == nil {
			return
		}
		if re, ok := r.(runtime.Error); ok {
			if _, fault := re.(interface{ Addr() uintptr }); fault {
				*err = fmt.Errorf("%w: %v", errFileChanged, re)
				return
			}
		}
		panic(r)
	}
}
