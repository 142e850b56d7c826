//go:build !linux

package main

// dropPages does nothing here: mapped pages stay until the file is
// unmapped.
func dropPages([]byte) {}
