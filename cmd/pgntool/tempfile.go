package main

import (
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
)

// tempFile is an output being written under a temporary name beside its
// target. While it exists, SIGINT and SIGTERM remove it before the
// process ends, so an interrupted run leaves neither a stray file nor a
// changed target.
type tempFile struct {
	f       *os.File
	mode    fs.FileMode
	mu      sync.Mutex // held while the file is renamed or removed
	done    bool       // renamed into place or removed
	signals chan os.Signal
}

// interruptSignals end the process; the temporary file goes first.
var interruptSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM}

// umaskMode, given to createTemp, keeps the permissions the file was
// created with: 0666 less the umask. (No permission bits are set in it,
// so no file's own mode is mistaken for it.)
const umaskMode = fs.ModeIrregular

// createTemp creates the temporary file for target, to be given mode, or
// umaskMode.
func createTemp(target string, mode fs.FileMode) (*tempFile, error) {
	// The watch starts before the file exists: a signal in between finds
	// no file to remove rather than ending the process with it left.
	t := &tempFile{mode: mode, signals: make(chan os.Signal, 1)}
	signal.Notify(t.signals, interruptSignals...)
	go t.removeOnSignal()
	t.mu.Lock()
	defer t.mu.Unlock()
	f, err := openTemp(target)
	if err != nil {
		t.done = true
		t.stopSignals()
		return nil, err
	}
	t.f = f
	return t, nil
}

// openTemp creates a file of a new name beside target. Unlike
// os.CreateTemp it asks for the permissions 0666, so that the system
// takes away those of the umask, as for any new file.
func openTemp(target string) (*os.File, error) {
	dir, base := filepath.Dir(target), "."+filepath.Base(target)+".tmp-"
	for {
		name := filepath.Join(dir, base+strconv.FormatUint(uint64(rand.Uint32()), 36))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, err
	}
}

// removeOnSignal waits for an interrupt, removes the file, and ends the
// process with the shell's status for the signal (130 for SIGINT, 143
// for SIGTERM). It returns when the file is done with.
func (t *tempFile) removeOnSignal() {
	sig, ok := <-t.signals
	if !ok {
		return
	}
	t.mu.Lock()
	if !t.done && t.f != nil {
		t.f.Close()
		os.Remove(t.f.Name())
		t.done = true
	}
	code := exitTrouble
	if s, isSys := sig.(syscall.Signal); isSys {
		code = 128 + int(s)
	}
	t.mu.Unlock()
	os.Exit(code)
}

// stopSignals ends the watch for interrupts.
func (t *tempFile) stopSignals() {
	signal.Stop(t.signals)
	// After Stop no signal is sent on the channel, so closing it is safe
	// and ends removeOnSignal.
	close(t.signals)
}

// commit syncs the file to disk, gives it its mode and renames it to
// target. On failure the temporary file is removed.
func (t *tempFile) commit(target string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.done {
		return fs.ErrClosed
	}
	t.done = true
	defer t.stopSignals()
	name := t.f.Name()
	err := t.f.Sync()
	if cerr := t.f.Close(); err == nil {
		err = cerr
	}
	if err == nil && t.mode != umaskMode {
		err = os.Chmod(name, t.mode)
	}
	if err == nil {
		err = os.Rename(name, target)
	}
	if err != nil {
		os.Remove(name)
		return err
	}
	syncDir(filepath.Dir(target))
	return nil
}

// abort removes the file unless it was committed.
func (t *tempFile) abort() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.done {
		return
	}
	t.done = true
	t.f.Close()
	os.Remove(t.f.Name())
	t.stopSignals()
}

// syncDir makes a rename in dir durable. Systems that cannot sync a
// directory have nothing to do.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
