//go:build unix

package main

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// onePGN is a game every command writes.
const onePGN = "[Event \"e\"]\n[Site \"s\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n[White \"w\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"

// writeInput writes onePGN to a file in dir and returns its path.
func writeInput(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "in.pgn")
	if err := os.WriteFile(path, []byte(onePGN), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// writingCommands are the commands with -o, as arguments before -o.
var writingCommands = [][]string{{"export"}, {"convert", "--to", "json"}}

// TestOutputCharDevice: -o onto a character device writes it in place
// and leaves the device node. The device is a private null device made
// with mknod, which needs root.
func TestOutputCharDevice(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("making a device node needs root; the CI runs as root")
	}
	dir := t.TempDir()
	dev := filepath.Join(dir, "null")
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, int(mkdev(1, 3))); err != nil {
		t.Skipf("mknod: %v", err)
	}
	in := writeInput(t, dir)
	for _, cmd := range writingCommands {
		code, _, stderr := runCLI(t, "", append(cmd, "-o", dev, in)...)
		if code != 0 {
			t.Errorf("%v -o device: exit %d: %s", cmd, code, stderr)
		}
		st, err := os.Lstat(dev)
		if err != nil || st.Mode()&fs.ModeCharDevice == 0 {
			t.Fatalf("%v: the device node was replaced: %v %v", cmd, st.Mode(), err)
		}
		assertNoTemp(t, dir, 2)
	}
}

// mkdev is the device number of major and minor on Linux.
func mkdev(major, minor uint32) uint64 {
	return uint64(major)<<8 | uint64(minor)
}

// TestOutputFIFO: -o onto a named pipe writes into the pipe and leaves it
// a pipe.
func TestOutputFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	in := writeInput(t, dir)
	for _, cmd := range writingCommands {
		// Opened for reading and writing, the pipe does not wait for a
		// writer, and the read below cannot hang if pgntool never writes.
		r, err := os.OpenFile(fifo, os.O_RDWR, 0)
		if err != nil {
			t.Fatal(err)
		}
		code, _, stderr := runCLI(t, "", append(cmd, "-o", fifo, in)...)
		if code != 0 {
			t.Errorf("%v -o FIFO: exit %d: %s", cmd, code, stderr)
		}
		r.SetReadDeadline(time.Now().Add(5 * time.Second))
		buf := make([]byte, 4096)
		n, _ := r.Read(buf)
		r.Close()
		if !strings.Contains(string(buf[:n]), "e4") {
			t.Errorf("%v: the pipe's reader got %q", cmd, buf[:n])
		}
		st, err := os.Lstat(fifo)
		if err != nil || st.Mode()&fs.ModeNamedPipe == 0 {
			t.Fatalf("%v: the FIFO was replaced: %v %v", cmd, st.Mode(), err)
		}
		assertNoTemp(t, dir, 2)
	}
}

// TestOutputSocket: a socket cannot be written as a file; -o refuses it
// and leaves it.
func TestOutputSocket(t *testing.T) {
	dir := t.TempDir()
	sock := filepath.Join(dir, "sock")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Skipf("no unix socket here: %v", err)
	}
	defer l.Close()
	in := writeInput(t, dir)
	for _, cmd := range writingCommands {
		code, out, stderr := runCLI(t, "", append(cmd, "-o", sock, in)...)
		if code != exitTrouble || out != "" || !strings.Contains(stderr, "-o "+sock+" is a socket") {
			t.Errorf("%v -o socket: exit %d, stderr %q", cmd, code, stderr)
		}
		if st, err := os.Lstat(sock); err != nil || st.Mode()&fs.ModeSocket == 0 {
			t.Fatalf("%v: the socket was replaced: %v", cmd, err)
		}
	}
}

// TestOutputIsInput: an output that is one of the inputs is refused,
// whether named as it is, through a symbolic or a hard link, or given on
// standard input; the file is left as it was.
func TestOutputIsInput(t *testing.T) {
	dir := t.TempDir()
	in := writeInput(t, dir)
	sym := filepath.Join(dir, "sym.pgn")
	hard := filepath.Join(dir, "hard.pgn")
	if err := os.Symlink(in, sym); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	if err := os.Link(in, hard); err != nil {
		t.Skipf("no hard links: %v", err)
	}
	for _, cmd := range writingCommands {
		for _, tc := range []struct {
			name, out, arg string
			stdin          bool
		}{
			{"same name", in, in, false},
			{"output through a symbolic link", sym, in, false},
			{"input through a symbolic link", in, sym, false},
			{"hard link", hard, in, false},
			{"standard input", in, "-", true},
			{"standard input, output a hard link", hard, "-", true},
		} {
			var stdin io.Reader = strings.NewReader("")
			if tc.stdin {
				f, err := os.Open(in)
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				stdin = f
			}
			var out, errOut bytes.Buffer
			code := run(append(append([]string{"pgntool"}, cmd...), "-o", tc.out, tc.arg), stdin, &out, &errOut)
			if code != exitTrouble || !strings.Contains(errOut.String(), "is the same file as the input") {
				t.Errorf("%v, %s: exit %d, stderr %q", cmd, tc.name, code, errOut.String())
			}
			if b, _ := os.ReadFile(in); string(b) != onePGN {
				t.Fatalf("%v, %s: the input was changed", cmd, tc.name)
			}
		}
		assertNoTemp(t, dir, 3)
	}
}

// TestOutputMissingDirectory: the error names the -o target, not the
// hidden temporary file.
func TestOutputMissingDirectory(t *testing.T) {
	dir := t.TempDir()
	in := writeInput(t, dir)
	target := filepath.Join(dir, "missing", "out.pgn")
	for _, cmd := range writingCommands {
		code, _, stderr := runCLI(t, "", append(cmd, "-o", target, in)...)
		if code != exitTrouble || !strings.Contains(stderr, "-o "+target+": ") || strings.Contains(stderr, ".tmp-") {
			t.Errorf("%v: exit %d, stderr %q", cmd, code, stderr)
		}
	}
}

// failingWriter fails every write, as a full disk does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestOutputWriteError: a failed write of the output, on standard output
// or -o, is reported and gives exit 2, for lint too.
func TestOutputWriteError(t *testing.T) {
	dir := t.TempDir()
	in := writeInput(t, dir)
	bad := filepath.Join(dir, "bad.pgn")
	os.WriteFile(bad, []byte("1. e4 e5 2. Ke3 *\n"), 0o644)
	for _, args := range [][]string{
		{"lint", in, bad},
		{"lint", "--jobs", "1", bad},
		{"lint", "--format", "json", bad},
		{"export", in},
		{"convert", "--to", "xml", in},
	} {
		var errOut bytes.Buffer
		code := run(append([]string{"pgntool"}, args...), strings.NewReader(""), failingWriter{}, &errOut)
		if code != exitTrouble || !strings.Contains(errOut.String(), "cannot write standard output: no space left on device") {
			t.Errorf("%v to a full disk: exit %d, stderr %q", args, code, errOut.String())
		}
	}
	// The same through -o onto a device that is always full.
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skipf("no /dev/full: %v", err)
	}
	for _, cmd := range writingCommands {
		code, _, stderr := runCLI(t, "", append(cmd, "-o", "/dev/full", in)...)
		if code != exitTrouble || !strings.Contains(stderr, "cannot write -o /dev/full") {
			t.Errorf("%v -o /dev/full: exit %d, stderr %q", cmd, code, stderr)
		}
	}
}

// TestOutputInterrupted: SIGINT or SIGTERM while -o is written leaves no
// temporary file and the old target as it was, and the status is the
// shell's for the signal.
func TestOutputInterrupted(t *testing.T) {
	for _, tc := range []struct {
		sig  syscall.Signal
		code int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}} {
		for _, cmd := range writingCommands {
			dir := t.TempDir()
			target := filepath.Join(dir, "out.pgn")
			os.WriteFile(target, []byte("old"), 0o644)
			p := exec.Command(os.Args[0], append(cmd, "-o", target, "-")...)
			p.Env = append(os.Environ(), mainEnv+"=1")
			stdin, err := p.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			var stderr bytes.Buffer
			p.Stderr = &stderr
			if err := p.Start(); err != nil {
				t.Fatal(err)
			}
			// The input stays open: pgntool is still writing when the
			// signal comes.
			io.WriteString(stdin, onePGN)
			waitForTemp(t, dir)
			p.Process.Signal(tc.sig)
			err = p.Wait()
			stdin.Close()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != tc.code {
				t.Errorf("%v, %v: %v, want exit %d; stderr %q", cmd, tc.sig, err, tc.code, stderr.String())
			}
			if b, _ := os.ReadFile(target); string(b) != "old" {
				t.Errorf("%v, %v: the target was changed to %q", cmd, tc.sig, b)
			}
			assertNoTemp(t, dir, 1)
		}
	}
}

// waitForTemp waits until a temporary file appears in dir.
func waitForTemp(t *testing.T, dir string) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if strings.Contains(e.Name(), ".tmp-") {
				return
			}
		}
	}
	t.Fatal("no temporary file appeared")
}

// assertNoTemp checks that dir holds n entries and no temporary file.
func assertNoTemp(t *testing.T, dir string, n int) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
	if len(entries) != n {
		t.Errorf("%d entries in %s, want %d", len(entries), dir, n)
	}
}

// TestOutputDanglingSymlink: -o through a link whose target does not exist
// yet creates the target, relative to the link's directory, and leaves
// the link a link.
func TestOutputDanglingSymlink(t *testing.T) {
	dir := t.TempDir()
	in := writeInput(t, dir)
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	for i, args := range writingCommands {
		name := "out" + string(rune('a'+i))
		link := filepath.Join(dir, "sub", name+".link")
		if err := os.Symlink(filepath.Join("..", name+".target"), link); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := runCLI(t, "", append(append(append([]string{}, args...), "-o", link), in)...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", args[0], code, stderr)
		}
		if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			t.Errorf("%s: the link was replaced (%v)", args[0], err)
		}
		b, err := os.ReadFile(filepath.Join(dir, name+".target"))
		if err != nil || !strings.Contains(string(b), "e4") {
			t.Errorf("%s: the link's target was not written: %q, %v", args[0], b, err)
		}
	}
}

// TestOutputUmask: a new -o file gets 0666 less the umask; a file being
// replaced keeps its mode.
func TestOutputUmask(t *testing.T) {
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	dir := t.TempDir()
	in := writeInput(t, dir)
	for i, args := range writingCommands {
		fresh := filepath.Join(dir, "new"+string(rune('a'+i)))
		kept := filepath.Join(dir, "old"+string(rune('a'+i)))
		if err := os.WriteFile(kept, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(kept, 0o640); err != nil {
			t.Fatal(err)
		}
		for path, want := range map[string]fs.FileMode{fresh: 0o600, kept: 0o640} {
			code, _, stderr := runCLI(t, "", append(append(append([]string{}, args...), "-o", path), in)...)
			if code != 0 {
				t.Fatalf("%s -o %s: exit %d: %s", args[0], path, code, stderr)
			}
			fi, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode().Perm() != want {
				t.Errorf("%s -o %s: mode %v, want %v", args[0], filepath.Base(path), fi.Mode().Perm(), want)
			}
		}
	}
}
