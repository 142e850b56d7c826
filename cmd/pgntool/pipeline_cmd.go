package main

import (
	"bufio"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/urfave/cli/v2"
)

// runPipeline is the body of export and convert: newCoder makes each
// worker's encoder, and frame is what a document of the format holds
// besides its games.
func runPipeline(c *cli.Context, newCoder func() gameCoder, format pipelineFormat) error {
	jobs, err := jobsOf(c)
	if err != nil {
		return err
	}
	p := &pipeline{c: c, jobs: jobs, newCoder: newCoder, keepGames: format.binary != nil}
	if err := p.selectFrom(c); err != nil {
		return err
	}
	if err := checkSideOutputs(c); err != nil {
		return err
	}
	split, err := newSplitter(c)
	if err != nil {
		return err
	}
	defer split.abort()
	dst, err := openOutput(c)
	if err != nil {
		return err
	}
	defer dst.Abort()
	outputs := []*output{dst}
	side := func(flag string) (*gameOutput, error) {
		path := c.String(flag)
		if path == "" {
			return nil, nil
		}
		o, err := openOutputFile(c, path, "--"+flag)
		if err != nil {
			return nil, err
		}
		outputs = append(outputs, o)
		return p.newOutput(path, o, o, format), nil
	}
	defer func() {
		for _, o := range outputs[1:] {
			o.Abort()
		}
	}()
	if p.rejected, err = side("rejected"); err != nil {
		return err
	}
	if p.duplicates, err = side("duplicates"); err != nil {
		return err
	}
	status := newRunStatus(c)
	defer status.end()
	stderr := bufio.NewWriter(status.errors())
	defer stderr.Flush()
	p.status, p.stderr = status, stderr
	main := p.newOutput(dst.name, dst, status.stdout(dst, c.String("output") == ""), format)
	p.main = main
	if split != nil {
		// The games of the main output go to the split files, each in
		// the group its worker named.
		p.main, p.splitKey = splitSink{split}, split.key
	}
	files := []*gameOutput{main}
	for _, o := range []*gameOutput{p.rejected, p.duplicates} {
		if o != nil {
			files = append(files, o)
		}
	}
	for _, f := range files {
		f.begin()
	}
	trouble, exit := p.run()
	if exit != nil {
		return exit
	}
	for _, f := range files {
		f.end()
	}
	var placeSplit func() error
	if split != nil {
		placeSplit = func() error {
			if err := split.close(); err != nil {
				return err
			}
			fmt.Fprintln(stderr, "pgntool: "+split.summary())
			return nil
		}
	}
	return p.finish(stderr, outputs, trouble, placeSplit)
}

// finish ends a run whose games are all written: the closing line on
// standard error, then the exit status. An output that failed, or an
// input not read whole, puts no file in place; else place (when set) and
// then each output's Close put the files in place, and the findings
// decide the status.
func (p *pipeline) finish(stderr io.Writer, outputs []*output, trouble bool, place func() error) error {
	if line := p.summary(); line != "" {
		fmt.Fprintln(stderr, line)
	}
	for _, o := range outputs {
		if err := o.Err(); err != nil {
			// Nothing more could be written, so the rest was not read.
			return cli.Exit(err.Error(), exitTrouble)
		}
	}
	if trouble {
		// An input could not be read whole: no file is put in place.
		return cli.Exit("", exitTrouble)
	}
	if place != nil {
		if err := place(); err != nil {
			return cli.Exit(err.Error(), exitTrouble)
		}
	}
	for _, o := range outputs {
		if err := o.Close(); err != nil {
			return cli.Exit(err.Error(), exitTrouble)
		}
	}
	return findingsExit(p.refused, p.errors > 0)
}

// checkSideOutputs refuses --rejected and --duplicates naming the same
// file as each other or as -o.
func checkSideOutputs(c *cli.Context) error {
	names := map[string]string{}
	for _, flag := range []string{"output", "rejected", "duplicates"} {
		path := c.String(flag)
		if path == "" {
			continue
		}
		key := path
		st, err := os.Stat(path)
		if err == nil && st.Mode()&fs.ModeCharDevice != 0 {
			// /dev/null takes any number of outputs.
			continue
		}
		if err == nil {
			for other, otherFlag := range names {
				if ost, err := os.Stat(other); err == nil && os.SameFile(st, ost) {
					return usageError("--%s %s is the same file as --%s: each output needs a file of its own", flag, path, otherFlag)
				}
			}
		}
		if other, ok := names[key]; ok {
			return usageError("--%s %s is the same file as --%s: each output needs a file of its own", flag, path, other)
		}
		names[key] = flag
	}
	return nil
}

// newOutput makes the destination of one file in the run's format.
func (p *pipeline) newOutput(name string, out *output, w io.Writer, format pipelineFormat) *gameOutput {
	o := newGameOutput(name, out, w, format.frame)
	if format.binary != nil {
		o.enc = format.binary(o.w, p.reportAt)
	}
	return o
}
