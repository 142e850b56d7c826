package main

import (
	"os"
	"syscall"
	"unsafe"
)

// dropPages tells the system that the whole pages inside b, part of a
// mapped file, are not needed any more: they leave the process's
// resident memory (they stay in the page cache, and a later read brings
// them back). Without it, lint of a large mapped file would count every
// page of the file in its resident size. b outside a mapping of
// mapFile is left alone: on memory of the process's own, the advice
// would zero it.
func dropPages(b []byte) {
	page := uintptr(os.Getpagesize())
	if uintptr(len(b)) < page || !isMapped(b) {
		return
	}
	base := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	first := (base + page - 1) &^ (page - 1)
	last := (base + uintptr(len(b))) &^ (page - 1)
	if last <= first {
		return
	}
	syscall.Madvise(b[first-base:last-base], syscall.MADV_DONTNEED)
}
