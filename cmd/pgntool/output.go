package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"
)

// output is where a command writes: standard output, or the file named
// by -o. A regular file (or a name not yet taken) is written under a
// temporary name in the same directory and renamed into place only when
// everything was written and synced, so a failed or interrupted run never
// leaves a half-written file or destroys an old one. A character device
// or a named pipe is written in place: renaming over it would replace the
// device node or the pipe with a plain file. Other kinds of file are
// refused.
//
// output remembers the first write error; every later write returns it,
// and Close reports it, so that a full disk or a closed pipe is never
// silent.
type output struct {
	w    io.Writer
	name string   // "standard output", or -o's path as given
	file *os.File // nil for standard output
	path string   // the file written, symbolic links followed
	temp *tempFile
	err  error
	flag string // the flag that named the file: -o, --rejected, ...
}

// stdoutOutput is the standard output of the command.
func stdoutOutput(c *cli.Context) *output {
	return &output{w: c.App.Writer, name: "standard output"}
}

// openOutput opens the -o file of a command, or the standard output when
// there is none. It refuses an output that is one of the inputs, named or
// on standard input. The caller calls Close when everything is written
// and Abort in any case.
func openOutput(c *cli.Context) (*output, error) {
	path := c.String("output")
	if path == "" {
		return stdoutOutput(c), nil
	}
	return openOutputFile(c, path, "-o")
}

// openOutputFile opens path, the value of the output flag named flag (-o,
// --rejected, --duplicates), as openOutput opens -o's.
func openOutputFile(c *cli.Context, path, flag string) (*output, error) {
	o := &output{name: path, path: path, flag: flag}
	// Write through a symbolic link to its target, not over the link,
	// even when the target does not exist yet.
	p, err := followLinks(path)
	if err != nil {
		return nil, cli.Exit(fmt.Sprintf(flag+" %s: %v", path, unwrapPath(err)), exitTrouble)
	}
	o.path = p
	st, err := os.Stat(o.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		// A new file.
	case err != nil:
		return nil, cli.Exit(fmt.Sprintf(flag+" %s: %v", path, unwrapPath(err)), exitTrouble)
	default:
		if err := checkTarget(c, path, st, flag); err != nil {
			return nil, err
		}
	}
	if st != nil && !st.Mode().IsRegular() {
		// A character device or a named pipe: written in place.
		f, err := os.OpenFile(o.path, os.O_WRONLY, 0)
		if err != nil {
			return nil, cli.Exit(fmt.Sprintf(flag+" %s: %v", path, unwrapPath(err)), exitTrouble)
		}
		o.file, o.w = f, f
		return o, nil
	}
	// A new file gets the permissions the umask leaves of 0666, as the
	// temporary file was created with them; a file being replaced keeps
	// its own.
	mode := umaskMode
	if st != nil {
		mode = st.Mode().Perm()
	}
	if dir := filepath.Dir(o.path); dir != "" {
		// Named here, or the error would name the temporary file.
		if st, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
			return nil, usageError(flag+" %s: the directory %s does not exist", path, dir)
		} else if err == nil && !st.IsDir() {
			return nil, usageError(flag+" %s: %s is not a directory", path, dir)
		}
	}
	t, err := createTemp(o.path, mode)
	if err != nil {
		return nil, cli.Exit(fmt.Sprintf(flag+" %s: cannot create the file: %v", path, unwrapPath(err)), exitTrouble)
	}
	o.temp, o.file, o.w = t, t.f, t.f
	return o, nil
}

// maxLinks is how many symbolic links followLinks follows before it gives
// up, as the system does on a loop.
const maxLinks = 40

// followLinks returns the file that writing path writes: path with its
// symbolic links followed. A link whose target does not exist yet (a
// dangling link) leads to that target, which is then created; the link
// is never replaced.
func followLinks(path string) (string, error) {
	if p, err := filepath.EvalSymlinks(path); err == nil {
		return p, nil
	}
	for range maxLinks {
		fi, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) || (err == nil && fi.Mode()&fs.ModeSymlink == 0) {
			return path, nil
		}
		if err != nil {
			return "", err
		}
		dest, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			// A relative target is relative to the link's directory.
			dest = filepath.Join(filepath.Dir(path), dest)
		}
		path = dest
	}
	return "", &fs.PathError{Op: "open", Path: path, Err: errors.New("too many levels of symbolic links")}
}

// checkTarget refuses an existing -o target of a kind pgntool does not
// write, or that is one of the inputs.
func checkTarget(c *cli.Context, path string, st fs.FileInfo, flag string) error {
	mode := st.Mode()
	switch {
	case mode.IsDir():
		return usageError(flag+" %s is a directory", path)
	case mode.IsRegular(), mode&fs.ModeNamedPipe != 0, mode&fs.ModeCharDevice != 0:
	default:
		return usageError(flag+" %s is a %s; pgntool writes regular files, character devices and named pipes", path, kindOf(mode))
	}
	if mode&fs.ModeCharDevice != 0 {
		// Reading /dev/null while writing it is harmless.
		return nil
	}
	for _, in := range c.Args().Slice() {
		var ist fs.FileInfo
		var err error
		if in == "-" {
			f, ok := c.App.Reader.(*os.File)
			if !ok {
				continue
			}
			ist, err = f.Stat()
			in = "standard input"
		} else {
			name := displayName(c.App, in)
			if in = inputFile(c.App, in); in == "" {
				continue
			}
			ist, err = os.Stat(in)
			if name != in {
				in = name + " (in " + in + ")"
			}
		}
		if err == nil && os.SameFile(st, ist) {
			return usageError(flag+" %s is the same file as the input %s; pgntool never writes onto its input", path, in)
		}
	}
	return nil
}

// kindOf names a kind of file that is neither regular, a directory, a
// character device nor a named pipe.
func kindOf(mode fs.FileMode) string {
	switch {
	case mode&fs.ModeSocket != 0:
		return "socket"
	case mode&fs.ModeDevice != 0:
		return "block device"
	}
	return "special file"
}

// unwrapPath drops the path from a *fs.PathError: the message names the
// -o target itself, not a temporary name the user never gave.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Write writes p, or returns the first error met before.
func (o *output) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err != nil {
		o.err = fmt.Errorf("cannot write %s: %w", o.outputName(), unwrapPath(err))
	}
	return n, o.err
}

// Err is the first write error, naming the output.
func (o *output) Err() error { return o.err }

func (o *output) outputName() string {
	if o.file == nil {
		return o.name
	}
	return o.flagName() + " " + o.name
}

func (o *output) flagName() string {
	if o.flag == "" {
		return "-o"
	}
	return o.flag
}

// Close finishes the output: it reports a write error met before, and
// gives a temporary file its final name.
func (o *output) Close() error {
	if o.err != nil {
		o.Abort()
		return o.err
	}
	switch {
	case o.temp != nil:
		if err := o.temp.commit(o.path); err != nil {
			o.err = fmt.Errorf("cannot write %s %s: %w", o.flagName(), o.name, unwrapPath(err))
		}
	case o.file != nil:
		if err := o.file.Close(); err != nil {
			o.err = fmt.Errorf("cannot write %s %s: %w", o.flagName(), o.name, unwrapPath(err))
		}
		o.file = nil
	}
	return o.err
}

// Abort removes a temporary file that was not committed; it is safe
// after Close.
func (o *output) Abort() {
	switch {
	case o.temp != nil:
		o.temp.abort()
	case o.file != nil:
		o.file.Close()
		o.file = nil
	}
}
