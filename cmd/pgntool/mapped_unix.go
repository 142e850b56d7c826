//go:build unix

package main

import (
	"os"
	"syscall"
)

// mapFile maps size bytes of f read-only into memory.
func mapFile(f *os.File, size int) ([]byte, func(), error) {
	data, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, err
	}
	unregister := registerMapping(data)
	return data, func() {
		unregister()
		syscall.Munmap(data)
	}, nil
}
