package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// input is one opened input, its compressions undone and its text
// decoded to UTF-8.
type input struct {
	name string // as shown in positions
	r    io.Reader
	// f is the file when r reads its bytes as they are, whose size the
	// progress line shows; nil for standard input, compressed data and
	// archive members. Every input is read as a stream through r.
	f     *os.File
	close []func()
}

// Close closes the file and frees the decoders.
func (in *input) Close() {
	for i := len(in.close) - 1; i >= 0; i-- {
		in.close[i]()
	}
	in.close = nil
}

// openInput opens path ("-" for standard input, or an argument that
// expandInputs made up for an archive member) and decodes it from the
// named encoding, or from the one detected when name is "" or "auto".
// Compressed data is decompressed as it is read, whatever the name says.
func openInput(c *cli.Context, path, encoding string) (*input, error) {
	in := &input{name: path}
	var raw io.Reader
	// sniffName is the name the sniffer may judge by ("" for none).
	sniffName := path
	var file *os.File
	switch {
	case path == "-":
		in.name, sniffName = "<stdin>", ""
		raw = c.App.Reader
	case isMadeUp(path):
		v, ok := inputsOf(c.App).virtual[path]
		if !ok {
			return nil, fmt.Errorf("internal fault: no input for argument %q", path)
		}
		if v.err != nil {
			return nil, v.err
		}
		in.name, sniffName = v.name, v.member
		r, err := inputsOf(c.App).openMember(v)
		if err != nil {
			return nil, err
		}
		in.close = append(in.close, func() { r.Close() })
		raw = r
	default:
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		if st, err := f.Stat(); err == nil && st.IsDir() {
			f.Close()
			return nil, fmt.Errorf("%s is a directory", path)
		}
		in.close = append(in.close, func() { f.Close() })
		file, raw = f, f
	}
	d, err := decompress(raw)
	if err != nil {
		in.Close()
		return nil, fmt.Errorf("%s: %w", in.name, err)
	}
	in.close = append(in.close, d.Close)
	if len(d.layers) == 0 {
		in.f = file
	} else {
		sniffName = trimCompression(sniffName)
	}
	head, err := d.r.Peek(charset.SniffSize)
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		in.Close()
		return nil, fmt.Errorf("%s: %w", in.name, err)
	}
	if f, ok := charset.Sniff(head, sniffName); ok {
		in.Close()
		return nil, newNotTextError(in.name, path, c.Command.Name, f, d.layers)
	}
	r, _, err := charset.NewReader(d.r, encoding)
	if err != nil {
		in.Close()
		var corrupt *corruptError
		if errors.As(err, &corrupt) {
			return nil, fmt.Errorf("%s: %w", in.name, err)
		}
		return nil, err
	}
	in.r = r
	return in, nil
}

// variantFlag is the --variant flag shared by the commands.
var variantFlag = &cli.StringFlag{
	Name:  "variant",
	Usage: "read every game as `NAME` (" + strings.Join(variants.Names(), ", ") + ", or an alias) instead of choosing by its Variant or Game tag (or, for a tagless file, by its extension: *.ctl-pgn is C'escacs; *.wxf, *.uci, *.ucci, *.iccs, *.pgn_zh, *.pgn_iccs, *.pgn_cc and *.xqf are xiangqi)",
}

// encodingFlag is the --encoding flag shared by the commands.
var encodingFlag = &cli.StringFlag{
	Name:  "encoding",
	Value: "auto",
	Usage: "the input's text encoding `NAME`: auto, utf-8, gb18030 (gbk), big5 or latin1",
}

// readerOptions builds the reader options for a file from the flags.
func readerOptions(c *cli.Context, file string) (pgn.ReaderOptions, error) {
	limits, err := limitsOf(c)
	if err != nil {
		return pgn.ReaderOptions{}, err
	}
	opts := pgn.ReaderOptions{File: file, Select: variants.ForTags, Limits: limits, Recognize: variants.Recognize}
	if byName := variants.ForFile(file); byName != nil {
		// Tagless records are common in C'escacs; the extension says what
		// they are.
		opts.Select = func(tags []pgn.Tag) pgn.Variant { return variants.ForTagsOr(tags, byName) }
	}
	if name := c.String("variant"); name != "" {
		v, ok := variants.Lookup(name)
		if !ok {
			return opts, usageError("unknown variant %q; choose one of %s", name, strings.Join(variants.Names(), ", "))
		}
		opts.Variant = v
	}
	return opts, nil
}

// checkInputs fails early, with status 2, when no file is named.
func checkInputs(c *cli.Context) error {
	if c.NArg() == 0 {
		return usageError("%s: name at least one FILE, or - for standard input", c.Command.Name)
	}
	return nil
}

// inputFailed reports err, why one input of export or convert could not
// be read, and returns nil so that the command goes on with the next
// input; an input that is not text gets its input-binary diagnostic. An
// error that carries an exit status ends the command: it is returned.
func inputFailed(err error, status *runStatus, stderr io.Writer) error {
	if _, ok := err.(cli.ExitCoder); ok {
		return err
	}
	if notText, ok := err.(*notTextError); ok {
		status.reported(notText.diag)
		fmt.Fprintln(stderr, notText.diag)
		return nil
	}
	fmt.Fprintf(stderr, "pgntool: %v\n", err)
	return nil
}

// findingsExit is the end of a command that writes games: exit 1 when it
// left games out (each reported) or reported an error in a game it wrote
// as read, as lint's status follows its errors; nil otherwise.
func findingsExit(refused int, errorsFound bool) error {
	if refused > 0 {
		return cli.Exit(fmt.Sprintf("%d game(s) not written; each is reported above", refused), exitFindings)
	}
	if errorsFound {
		return cli.Exit("", exitFindings)
	}
	return nil
}
