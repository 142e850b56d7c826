//go:build !linux

package main

import "os"

// isTerminal reports whether f is a terminal; where the terminal
// attributes are not asked for, a character device is taken for one.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// terminalWidth is the width of the terminal f, or 0 when unknown.
func terminalWidth(*os.File) int { return 0 }
