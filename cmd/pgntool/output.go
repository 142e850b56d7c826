package main

import (
	"fmt"
	"os"
	"path/filepath"
)

// atomicFile is an output file written under a temporary name in the same
// directory and renamed into place only when everything was written, so a
// failed run never leaves a half-written file or destroys an old one.
type atomicFile struct {
	*os.File
	path string
	done bool
}

func createAtomic(path string) (*atomicFile, error) {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return nil, err
	}
	return &atomicFile{File: f, path: path}, nil
}

// Commit flushes the file to disk and gives it its final name.
func (a *atomicFile) Commit() error {
	if err := a.Sync(); err != nil {
		a.Abort()
		return err
	}
	if err := a.Close(); err != nil {
		os.Remove(a.Name())
		return err
	}
	// Keep the permissions of a file being replaced.
	mode := os.FileMode(0o644)
	if st, err := os.Stat(a.path); err == nil {
		mode = st.Mode().Perm()
	}
	os.Chmod(a.Name(), mode)
	if err := os.Rename(a.Name(), a.path); err != nil {
		os.Remove(a.Name())
		return fmt.Errorf("cannot rename output into place: %w", err)
	}
	a.done = true
	return nil
}

// Abort removes the temporary file; it is safe after Commit.
func (a *atomicFile) Abort() {
	if a.done {
		return
	}
	a.Close()
	os.Remove(a.Name())
	a.done = true
}

// sameFile reports whether two paths name one existing file.
func sameFile(a, b string) bool {
	sa, err := os.Stat(a)
	if err != nil {
		return false
	}
	sb, err := os.Stat(b)
	if err != nil {
		return false
	}
	return os.SameFile(sa, sb)
}
