//go:build unix

package main

import (
	"os"
	"syscall"
	"time"
)

// childCPU returns the user and system CPU seconds that the wait for a
// child recorded: those of /usr/bin/time and of the tool it ran, which it
// waited for, to the microsecond. (/usr/bin/time prints them to the
// hundredth of a second only: too coarse for runs of a tenth of a second,
// where two jobs against one was a ratio of 9 to 11 hundredths.)
func childCPU(st *os.ProcessState) (user, sys float64, ok bool) {
	ru, ok := st.SysUsage().(*syscall.Rusage)
	if !ok || ru == nil {
		return 0, 0, false
	}
	return seconds(ru.Utime), seconds(ru.Stime), true
}

func seconds(tv syscall.Timeval) float64 {
	return time.Duration(tv.Nano()).Seconds()
}
