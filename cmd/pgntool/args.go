package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"
)

// urfave/cli, as Go's flag package, stops reading flags at the first
// argument that is not one: `pgntool export games.pgn -o out.pgn` would
// read "-o" and "out.pgn" as files. arrangeArgs puts every flag of the
// command first, then "--" and the other arguments, so that flags may come
// before or after the file names, as in most tools. It knows which flags
// take a value from the command's definitions, and a "--" of the user's
// still ends the flags: what follows it is a file name even if it starts
// with "-".
//
// Since it reads the whole command line, it also reports a mistyped
// command or flag itself, with a "did you mean", before anything is read.

// arrangeArgs returns args (args[0] is the program) with the flags of the
// command before its other arguments. It returns a usage error for an
// unknown command or flag.
func arrangeArgs(app *cli.App, args []string) ([]string, error) {
	if len(args) == 0 {
		return args, nil
	}
	out := []string{args[0]}
	rest := args[1:]
	// The program's own flags, before the command.
	for len(rest) > 0 && isFlag(rest[0]) {
		arg := rest[0]
		if arg == "--" {
			rest = rest[1:]
			break
		}
		name, _, _ := splitFlag(arg)
		if findFlag(app.Flags, name) == nil && !isHelpFlag(name) && !isVersionFlag(app, name) {
			return nil, unknownFlag("", arg, append(flagNames(app.Flags), "version"))
		}
		out = append(out, arg)
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return out, nil
	}
	name := rest[0]
	if name == "help" || name == "h" {
		// `pgntool help CMD`: the topic must be a command too. (cli adds
		// the help command when it runs.)
		for _, topic := range rest[1:] {
			if !isFlag(topic) && app.Command(topic) == nil {
				return nil, unknownCommand(app, topic)
			}
		}
		return append(out, rest...), nil
	}
	cmd := app.Command(name)
	if cmd == nil {
		return nil, unknownCommand(app, name)
	}
	out = append(out, name)
	flags, operands, err := splitArgs(cmd, rest[1:])
	if err != nil {
		return nil, err
	}
	out = append(out, flags...)
	if readsGameFiles(cmd) {
		operands = expandInputs(app, operands)
	}
	if len(operands) > 0 {
		out = append(out, "--")
		out = append(out, operands...)
	}
	return out, nil
}

// splitArgs separates the flags of cmd, each with its value, from its
// other arguments, keeping the order of each.
func splitArgs(cmd *cli.Command, args []string) (flags, operands []string, err error) {
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			return flags, append(operands, args[i+1:]...), nil
		}
		if !isFlag(arg) {
			operands = append(operands, arg)
			continue
		}
		name, _, hasValue := splitFlag(arg)
		if isHelpFlag(name) {
			flags = append(flags, arg)
			continue
		}
		f := findFlag(cmd.Flags, name)
		if f == nil {
			return nil, nil, unknownFlag(cmd.Name, arg, flagNames(cmd.Flags))
		}
		flags = append(flags, arg)
		if takesValue(f) && !hasValue && i+1 == len(args) {
			return nil, nil, usageError("%s: %s needs a value\nRun 'pgntool %s --help' for its flags.", cmd.Name, arg, cmd.Name)
		}
		if takesValue(f) && !hasValue {
			// The value is the next argument, whatever it looks like
			// (`--jobs -3` is refused for its value, not read as a flag).
			i++
			flags = append(flags, args[i])
		}
	}
	return flags, operands, nil
}

// readsGameFiles reports whether cmd's arguments are game files (and so
// may be directories and archives).
func readsGameFiles(cmd *cli.Command) bool { return strings.HasPrefix(cmd.ArgsUsage, "FILE") }

// isFlag reports whether arg is written as a flag; "-" alone is standard
// input.
func isFlag(arg string) bool { return len(arg) > 1 && arg[0] == '-' }

// splitFlag returns the name of the flag arg ("-o", "--output=x" give "o"
// and "output") and whether its value is written inside it.
func splitFlag(arg string) (name, value string, hasValue bool) {
	name = strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-")
	name, value, hasValue = strings.Cut(name, "=")
	return name, value, hasValue
}

// isHelpFlag reports whether name is the help flag cli adds to the program
// and to every command.
func isHelpFlag(name string) bool { return name == "help" || name == "h" }

// isVersionFlag reports whether name is the --version flag cli adds to
// the program.
func isVersionFlag(app *cli.App, name string) bool {
	return app.Version != "" && !app.HideVersion && (name == "version" || name == "v")
}

// findFlag returns the flag of flags named name (or with name as an
// alias), or nil.
func findFlag(flags []cli.Flag, name string) cli.Flag {
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				return f
			}
		}
	}
	return nil
}

// takesValue reports whether f is followed by a value (every flag but a
// boolean one).
func takesValue(f cli.Flag) bool {
	if v, ok := f.(cli.DocGenerationFlag); ok {
		return v.TakesValue()
	}
	return true
}

// flagNames returns the long names of flags, with the help flag.
func flagNames(flags []cli.Flag) []string {
	names := []string{"help"}
	for _, f := range flags {
		names = append(names, f.Names()...)
	}
	return names
}

// commandNames returns the names and aliases of the program's commands.
func commandNames(app *cli.App) []string {
	names := []string{"help"}
	for _, c := range app.Commands {
		if !c.Hidden {
			names = append(names, c.Names()...)
		}
	}
	return names
}

// unknownCommand is the usage error for a command that does not exist.
func unknownCommand(app *cli.App, name string) error {
	msg := fmt.Sprintf("unknown command %q", name)
	if s := suggest(name, commandNames(app)); s != "" {
		msg += fmt.Sprintf("; did you mean %q?", s)
	}
	return usageError("%s\nRun 'pgntool --help' for the commands.", msg)
}

// unknownFlag is the usage error for a flag that cmd (the program when
// cmd is "") does not define; names are the flags it does.
func unknownFlag(cmd, arg string, names []string) error {
	name, _, _ := splitFlag(arg)
	shown, _, _ := strings.Cut(arg, "=")
	msg := fmt.Sprintf("unknown flag %s", shown)
	help := "pgntool --help"
	if cmd != "" {
		msg = fmt.Sprintf("%s: unknown flag %s", cmd, shown)
		help = "pgntool " + cmd + " --help"
	}
	if s := suggest(name, names); s != "" {
		msg += "; did you mean " + dashes(s) + "?"
	}
	return usageError("%s\nRun '%s' for its flags.", msg, help)
}

// dashes writes a flag name as it is typed: -o, --output.
func dashes(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// suggest returns the one of names closest to name when it is close
// enough to be a typing mistake, or "".
func suggest(name string, names []string) string {
	best, bestDist := "", -1
	for _, n := range names {
		if len(n) == 1 {
			// One-letter aliases are close to everything.
			continue
		}
		d := levenshtein(strings.ToLower(name), n)
		if bestDist < 0 || d < bestDist {
			best, bestDist = n, d
		}
	}
	if bestDist < 0 || bestDist > max(2, len(name)/3) {
		return ""
	}
	return best
}

// levenshtein is the edit distance of a and b: the fewest insertions,
// deletions and substitutions of a byte that turn one into the other.
func levenshtein(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
