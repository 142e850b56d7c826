package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"
)

// The manual page is written from the command definitions and the help
// texts, so it says what --help says; docs/pgntool.1 is a copy that
// TestManPageInSync keeps up to date.

func manCommand() *cli.Command {
	return &cli.Command{
		Name:  "man",
		Usage: "print the manual page (roff)",
		Action: func(c *cli.Context) error {
			if c.NArg() != 0 {
				return usageError("man: takes no arguments")
			}
			_, err := io.WriteString(c.App.Writer, manPage(c.App))
			return err
		},
	}
}

// manPage returns the manual page of app in roff (man macros).
func manPage(app *cli.App) string {
	var b strings.Builder
	b.WriteString(".\\\" The manual page of pgntool, written by 'pgntool man'; do not edit.\n")
	b.WriteString(".TH PGNTOOL 1 \"\" \"pgntool\" \"User Commands\"\n")
	b.WriteString(".SH NAME\n")
	fmt.Fprintf(&b, "pgntool \\- %s\n", roff(app.Usage))
	b.WriteString(".SH SYNOPSIS\n")
	for _, cmd := range app.VisibleCommands() {
		fmt.Fprintf(&b, ".B pgntool %s\n", roff(cmd.Name))
		usage := "[flags]"
		if len(cmd.VisibleFlags()) == 1 { // only --help
			usage = ""
		}
		if cmd.ArgsUsage != "" {
			usage = strings.TrimSpace(usage + " " + cmd.ArgsUsage)
		}
		if usage != "" {
			fmt.Fprintf(&b, "%s\n", roff(usage))
		}
		b.WriteString(".br\n")
	}
	b.WriteString(".B pgntool\n\\-\\-version\n")
	b.WriteString(".SH DESCRIPTION\n")
	writeParagraphs(&b, app.Description)
	b.WriteString(".SH COMMANDS\n")
	for _, cmd := range app.VisibleCommands() {
		fmt.Fprintf(&b, ".SS %s\n", roff(cmd.Name))
		fmt.Fprintf(&b, "%s.\n", roff(upperFirst(cmd.Usage)))
		if cmd.Description != "" {
			writeParagraphs(&b, cmd.Description)
		}
		for _, f := range cmd.VisibleFlags() {
			writeFlag(&b, f)
		}
	}
	b.WriteString(".SH SEE ALSO\n")
	b.WriteString("The README of pgntool, and its docs/lint-codes.md, docs/convert.md and docs/export-format.md.\n")
	return b.String()
}

// writeParagraphs writes text: paragraphs separated by blank lines; a
// paragraph whose lines start with spaces (examples, lists) keeps its
// lines as they are.
func writeParagraphs(b *strings.Builder, text string) {
	for _, para := range strings.Split(strings.TrimSpace(text), "\n\n") {
		lines := strings.Split(para, "\n")
		b.WriteString(".PP\n")
		verbatim := false
		for _, l := range lines[1:] {
			if strings.HasPrefix(l, " ") {
				verbatim = true
			}
		}
		if !verbatim {
			b.WriteString(roff(strings.Join(lines, " ")) + "\n")
			continue
		}
		b.WriteString(roff(lines[0]) + "\n.nf\n.RS 2\n")
		for _, l := range lines[1:] {
			b.WriteString(roff(strings.TrimSpace(l)) + "\n")
		}
		b.WriteString(".RE\n.fi\n")
	}
}

// writeFlag writes one flag as a tagged paragraph.
func writeFlag(b *strings.Builder, f cli.Flag) {
	var names []string
	for _, n := range f.Names() {
		names = append(names, dashes(n))
	}
	head := `\fB` + roff(strings.Join(names, ", ")) + `\fR`
	usage := ""
	if d, ok := f.(cli.DocGenerationFlag); ok {
		placeholder, u := unquoteUsage(d.GetUsage())
		usage = u
		if d.TakesValue() {
			if placeholder == "" {
				placeholder = "value"
			}
			head += ` \fI` + roff(placeholder) + `\fR`
			if def := d.GetDefaultText(); def != "" && def != `""` {
				usage += " (default: " + strings.Trim(def, `"`) + ")"
			}
		}
	}
	fmt.Fprintf(b, ".TP\n%s\n%s\n", head, roff(upperFirst(usage)))
}

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// roff escapes text for a roff line: backslashes, hyphens (minus signs in
// flags and commands), and a leading dot or quote, which would start a
// request.
func roff(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	s = strings.ReplaceAll(s, "-", `\-`)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}

// unquoteUsage returns the placeholder of a flag's usage, the word in
// backquotes, and the usage without the backquotes, as cli shows it.
func unquoteUsage(usage string) (placeholder, text string) {
	before, rest, ok := strings.Cut(usage, "`")
	if !ok {
		return "", usage
	}
	name, after, ok := strings.Cut(rest, "`")
	if !ok {
		return "", usage
	}
	return name, before + name + after
}
