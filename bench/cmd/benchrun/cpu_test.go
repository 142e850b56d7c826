//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestChildCPUHoldsTheTool: the rusage of the wait for /usr/bin/time
// holds the CPU of the program it ran, which /usr/bin/time prints to the
// hundredth of a second.
func TestChildCPUHoldsTheTool(t *testing.T) {
	if _, err := os.Stat("/usr/bin/time"); err != nil {
		t.Skip("/usr/bin/time is absent")
	}
	timeFile := filepath.Join(t.TempDir(), "time.txt")
	// A shell loop of a few tenths of a second.
	cmd := exec.Command("/usr/bin/time", "-f", "%e %U %S %M", "-o", timeFile,
		"sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done")
	if err := cmd.Run(); err != nil {
		t.Skipf("cannot run the loop: %v", err)
	}
	user, sys, ok := childCPU(cmd.ProcessState)
	if !ok {
		t.Fatal("no rusage")
	}
	b, err := os.ReadFile(timeFile)
	if err != nil {
		t.Fatal(err)
	}
	s, err := parseTime(string(b))
	if err != nil {
		t.Fatal(err)
	}
	printed := s.user + s.sys
	if printed < 0.05 {
		t.Skipf("the loop took %.2f s of CPU, too little to compare", printed)
	}
	// /usr/bin/time rounds to the hundredth and adds its own few
	// milliseconds to the rusage.
	if got := user + sys; got < printed-0.011 || got > printed+0.05 {
		t.Errorf("rusage %.4f s, /usr/bin/time printed %.2f s", got, printed)
	}
}
