package adversarial

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"time"
)

// run is one run of pgntool on a case, measured.
type run struct {
	exit        int // -1 when a signal ended it
	killed      string
	cpu, wall   time.Duration
	maxRSS      int64 // peak resident bytes: VmHWM, sampled
	hwm         int64 // the last VmHWM sample
	anon, file  int64 // peak resident anonymous and file-backed bytes, sampled
	out, errOut outputCheck
}

// limits bound one run; past them the watchdog kills the process, so a
// runaway run of old code cannot take the machine's memory or the
// session's time.
type limits struct {
	killRSS int64
	timeout time.Duration
}

// execute runs bin with args, standard input from stdin when not nil
// (through a pipe, as `cat FILE | pgntool` gives it), and reads both
// output streams as it goes: stdout is checked as diagnostics when
// diagnosticsOut, else thrown away.
func execute(bin string, args []string, stdin io.Reader, diagnosticsOut, jsonOut bool, lim limits) (run, error) {
	var r run
	cmd := exec.Command(bin, args...)
	cmd.Stdin = stdin
	var outR *os.File
	if diagnosticsOut {
		pr, pw, err := os.Pipe()
		if err != nil {
			return r, err
		}
		cmd.Stdout, outR = pw, pr
		defer pw.Close()
	} else {
		devnull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
		if err != nil {
			return r, err
		}
		defer devnull.Close()
		cmd.Stdout = devnull
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		return r, err
	}
	cmd.Stderr = errW
	start := time.Now()
	if err := cmd.Start(); err != nil {
		errR.Close()
		errW.Close()
		return r, err
	}
	errW.Close()
	if w, ok := cmd.Stdout.(*os.File); ok && outR != nil {
		w.Close()
	}
	done := make(chan struct{})
	read := make(chan struct{}, 2)
	r.out.json = jsonOut
	go func() {
		if outR != nil {
			r.out.read(outR)
			outR.Close()
		}
		read <- struct{}{}
	}()
	go func() {
		r.errOut.read(errR)
		errR.Close()
		read <- struct{}{}
	}()
	watch := make(chan string, 1)
	go func() { watch <- watchdog(cmd.Process, lim, done, &r) }()
	<-read
	<-read
	werr := cmd.Wait()
	close(done)
	r.killed = <-watch
	r.wall = time.Since(start)
	st := cmd.ProcessState
	if st == nil {
		return r, werr
	}
	r.exit = st.ExitCode()
	r.cpu = st.UserTime() + st.SystemTime()
	// The child's rusage is no measure of its peak on Linux: os/exec
	// starts it with vfork, and exec records the parent's own peak (this
	// test binary's, which grows with the cases run) as the child's.
	// VmHWM, read while the child runs, is its own; it only grows, so
	// the last sample misses at most the last tick's growth. A child too
	// quick for any sample falls back on rusage, an upper bound.
	r.maxRSS = r.hwm
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok && r.maxRSS == 0 {
		r.maxRSS = ru.Maxrss * 1024 // kilobytes on Linux
	}
	return r, nil
}

// watchdog samples the process's resident memory until done, and kills
// the process when it passes the limits. It returns why it killed, or "".
func watchdog(p *os.Process, lim limits, done <-chan struct{}, r *run) string {
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	deadline := time.NewTimer(lim.timeout)
	defer deadline.Stop()
	status := "/proc/" + strconv.Itoa(p.Pid) + "/status"
	sample := func() (rss int64) {
		rss, anon, file, hwm := residentMemory(status)
		r.anon = max(r.anon, anon)
		r.file = max(r.file, file)
		r.hwm = max(r.hwm, hwm)
		return rss
	}
	sample()
	for {
		select {
		case <-done:
			return ""
		case <-deadline.C:
			p.Kill()
			<-done
			return fmt.Sprintf("killed after %s", lim.timeout)
		case <-tick.C:
			if rss := sample(); rss > lim.killRSS {
				p.Kill()
				<-done
				return fmt.Sprintf("killed at %d MiB resident", rss>>20)
			}
		}
	}
}

// residentMemory reads VmRSS, RssAnon, RssFile and VmHWM from
// /proc/PID/status, in bytes; zeros when the file cannot be read (the
// process has ended).
func residentMemory(path string) (rss, anon, file, hwm int64) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, 0, 0, 0
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := bytes.Fields(sc.Bytes())
		if len(f) < 2 {
			continue
		}
		v, _ := strconv.ParseInt(string(f[1]), 10, 64)
		switch string(f[0]) {
		case "VmRSS:":
			rss = v << 10
		case "RssAnon:":
			anon = v << 10
		case "RssFile:":
			file = v << 10
		case "VmHWM:":
			hwm = v << 10
		}
	}
	return rss, anon, file, hwm
}
