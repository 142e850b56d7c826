package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/charset"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
)

// input is one opened input file, decoded to UTF-8.
type input struct {
	name string // as shown in positions
	r    io.Reader
	f    *os.File // nil for standard input
}

// Close closes the file, if the input is one.
func (in *input) Close() {
	if in.f != nil {
		in.f.Close()
	}
}

// openInput opens path ("-" for standard input) and decodes it from the
// named encoding, or from the one detected when name is "" or "auto".
func openInput(c *cli.Context, path, encoding string) (*input, error) {
	in := &input{name: path}
	var raw io.Reader
	if path == "-" {
		in.name = "<stdin>"
		raw = c.App.Reader
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		if st, err := f.Stat(); err == nil && st.IsDir() {
			f.Close()
			return nil, fmt.Errorf("%s is a directory", path)
		}
		in.f = f
		raw = f
	}
	r, _, err := charset.NewReader(raw, encoding)
	if err != nil {
		in.Close()
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
