package main

import (
	"os"
	"runtime/pprof"
)

// cpuProfileEnv names the environment variable that asks for a CPU
// profile of the run, in pprof's format. bench/pgo.sh gathers the profile
// the build optimises with (default.pgo) this way, from the binary as it
// runs, and a user can attach one to a report of a slow input. An
// environment variable costs a run nothing, where one more flag would
// cost every run's flag parsing.
const cpuProfileEnv = "PGNTOOL_CPUPROFILE"

// startCPUProfile starts a CPU profile written to path, when path names a
// file, and returns the function that ends it and closes the file. A run
// that ends on an interrupt leaves the profile unfinished.
func startCPUProfile(path string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		// No empty file is left for a profile that never started.
		f.Close()
		os.Remove(path)
		return nil, err
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.Close()
	}, nil
}
