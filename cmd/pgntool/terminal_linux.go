package main

import (
	"os"
	"syscall"
	"unsafe"
)

// isTerminal reports whether f is a terminal: whether it has terminal
// attributes (a character device such as /dev/null has none).
func isTerminal(f *os.File) bool {
	conn, err := f.SyscallConn()
	if err != nil {
		return false
	}
	var t syscall.Termios
	var errno syscall.Errno
	conn.Control(func(fd uintptr) {
		_, _, errno = syscall.Syscall(syscall.SYS_IOCTL, fd, syscall.TCGETS, uintptr(unsafe.Pointer(&t)))
	})
	return errno == 0
}

// terminalWidth is the width of the terminal f, or 0 when unknown.
func terminalWidth(f *os.File) int {
	conn, err := f.SyscallConn()
	if err != nil {
		return 0
	}
	var ws struct{ Row, Col, X, Y uint16 }
	var errno syscall.Errno
	conn.Control(func(fd uintptr) {
		_, _, errno = syscall.Syscall(syscall.SYS_IOCTL, fd, syscall.TIOCGWINSZ, uintptr(unsafe.Pointer(&ws)))
	})
	if errno != 0 {
		return 0
	}
	return int(ws.Col)
}
