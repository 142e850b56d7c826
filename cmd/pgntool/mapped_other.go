//go:build !unix

package main

import (
	"errors"
	"os"
)

// mapFile is unavailable here; files are read instead.
func mapFile(*os.File, int) ([]byte, func(), error) {
	return nil, nil, errors.New("memory mapping is not supported on this system")
}
