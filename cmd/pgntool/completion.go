package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/variants"
)

// The completion scripts are written from the command definitions, so a
// new command or flag is completed without a change here. flagChoices
// gives the values of the flags that take one of a few words.

// flagChoices returns the words a flag's value is chosen from, or nil
// when it is free (a number, a file).
func flagChoices(name string) []string {
	switch name {
	case "format":
		return []string{"text", "json"}
	case "to":
		return []string{"xml", "json"}
	case "variant":
		// The names that are one plain word; the others hold spaces or
		// quotes, which completion menus handle badly.
		var names []string
		for _, n := range []string{"chess", "chess960", "xiangqi", "cescacs"} {
			if _, ok := variants.Lookup(n); ok {
				names = append(names, n)
			}
		}
		return names
	case "encoding":
		return []string{"auto", "utf-8", "gb18030", "gbk", "big5", "latin1"}
	case "output-encoding":
		return []string{"utf-8", "gb18030", "gbk", "big5", "latin1"}
	case "notation":
		return []string{"san", "lan", "uci", "chinese", "wxf", "iccs", "letters", "fan", "redefined"}
	case "severity":
		return []string{"error", "warning"}
	}
	return nil
}

// fileFlags are the flags whose value is a file name.
var fileFlags = map[string]bool{"output": true}

// shells are the shells `pgntool completion` writes scripts for.
var shells = []string{"bash", "zsh", "fish"}

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script (bash, zsh or fish)",
		ArgsUsage: "bash|zsh|fish",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError("completion: name one shell: %s", strings.Join(shells, ", "))
			}
			switch shell := c.Args().First(); shell {
			case "bash":
				return writeBashCompletion(c.App.Writer, c.App)
			case "zsh":
				return writeZshCompletion(c.App.Writer, c.App)
			case "fish":
				return writeFishCompletion(c.App.Writer, c.App)
			default:
				msg := fmt.Sprintf("completion: unknown shell %q; choose %s", shell, strings.Join(shells, ", "))
				if s := suggest(shell, shells); s != "" {
					msg += fmt.Sprintf("; did you mean %q?", s)
				}
				return usageError("%s\nRun 'pgntool completion --help' for how to use it.", msg)
			}
		},
	}
}

// flagSpec is one flag as the scripts see it.
type flagSpec struct {
	long, short string // names without dashes; short may be ""
	value       bool   // it takes a value
	usage       string // one line, placeholders unquoted
}

// completedCommand is one command as the scripts see it.
type completedCommand struct {
	name, usage string
	files       bool // its arguments are files
	words       []string
	flags       []flagSpec
}

// completedCommands returns the visible commands of app with their flags.
func completedCommands(app *cli.App) []completedCommand {
	var out []completedCommand
	for _, cmd := range app.VisibleCommands() {
		if cmd.Name == "help" {
			// cli's own, added when it runs; the scripts name it apart.
			continue
		}
		cc := completedCommand{name: cmd.Name, usage: cmd.Usage, files: readsGameFiles(cmd)}
		if cmd.Name == "completion" {
			cc.words = shells
		}
		for _, f := range cmd.VisibleFlags() {
			spec := flagSpec{value: takesValue(f)}
			for _, n := range f.Names() {
				if len(n) == 1 {
					spec.short = n
				} else if spec.long == "" {
					spec.long = n
				}
			}
			if spec.long == "" {
				spec.long, spec.short = spec.short, ""
			}
			if u, ok := f.(cli.DocGenerationFlag); ok {
				_, spec.usage = unquoteUsage(u.GetUsage())
			}
			cc.flags = append(cc.flags, spec)
		}
		out = append(out, cc)
	}
	return out
}

// shortLine returns the first clause of s, for a completion menu: no
// quotes or brackets, which each shell reads in its own way.
func shortLine(s string) string {
	if i := strings.IndexAny(s, ";("); i > 0 {
		s = s[:i]
	}
	s = strings.Map(func(r rune) rune {
		switch r {
		case '\'':
			return '’'
		case '"', '`', '[', ']', ':', '\\', '$', '\n':
			return ' '
		}
		return r
	}, s)
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 70 {
		s = strings.TrimSpace(s[:70])
	}
	return s
}

// shellWords quotes words for a shell's single quotes (none holds one).
func shellWords(words []string) string { return strings.Join(words, " ") }

func writeBashCompletion(w io.Writer, app *cli.App) error {
	cmds := completedCommands(app)
	var names []string
	for _, c := range cmds {
		names = append(names, c.name)
	}
	var b strings.Builder
	b.WriteString(`# bash completion for pgntool; written by 'pgntool completion bash'.
# Use: source <(pgntool completion bash)
_pgntool() {
    local cur prev cmd i
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    cmd=""
    for ((i = 1; i < COMP_CWORD; i++)); do
        case "${COMP_WORDS[i]}" in
            -*) ;;
            *) cmd="${COMP_WORDS[i]}"; break ;;
        esac
    done
    if [[ -z "$cmd" ]]; then
        COMPREPLY=($(compgen -W '`)
	fmt.Fprintf(&b, "%s help --help --version", shellWords(names))
	b.WriteString(`' -- "$cur"))
        return
    fi
    case "$cmd" in
`)
	for _, c := range cmds {
		fmt.Fprintf(&b, "    %s)\n", c.name)
		var valueCases []string
		var allFlags []string
		for _, f := range c.flags {
			pattern := "--" + f.long
			allFlags = append(allFlags, "--"+f.long)
			if f.short != "" {
				pattern += "|-" + f.short
				allFlags = append(allFlags, "-"+f.short)
			}
			if !f.value {
				continue
			}
			switch choices := flagChoices(f.long); {
			case choices != nil:
				valueCases = append(valueCases, fmt.Sprintf("            %s) COMPREPLY=($(compgen -W '%s' -- \"$cur\")); return ;;", pattern, shellWords(choices)))
			case fileFlags[f.long]:
				valueCases = append(valueCases, fmt.Sprintf("            %s) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;", pattern))
			default:
				valueCases = append(valueCases, fmt.Sprintf("            %s) return ;;", pattern))
			}
		}
		if len(valueCases) > 0 {
			b.WriteString("        case \"$prev\" in\n")
			b.WriteString(strings.Join(valueCases, "\n"))
			b.WriteString("\n        esac\n")
		}
		fmt.Fprintf(&b, "        if [[ \"$cur\" == -* ]]; then\n            COMPREPLY=($(compgen -W '%s' -- \"$cur\"))\n            return\n        fi\n", shellWords(allFlags))
		switch {
		case c.files:
			b.WriteString("        COMPREPLY=($(compgen -f -- \"$cur\"))\n")
		case c.words != nil:
			fmt.Fprintf(&b, "        COMPREPLY=($(compgen -W '%s' -- \"$cur\"))\n", shellWords(c.words))
		}
		b.WriteString("        ;;\n")
	}
	b.WriteString(`    help)
        COMPREPLY=($(compgen -W '` + shellWords(names) + `' -- "$cur"))
        ;;
    esac
}
complete -o filenames -o bashdefault -F _pgntool pgntool
`)
	_, err := io.WriteString(w, b.String())
	return err
}

func writeZshCompletion(w io.Writer, app *cli.App) error {
	cmds := completedCommands(app)
	var b strings.Builder
	b.WriteString(`#compdef pgntool
# zsh completion for pgntool; written by 'pgntool completion zsh'.
# Use: pgntool completion zsh > "${fpath[1]}/_pgntool", or
# source <(pgntool completion zsh) after compinit.
_pgntool() {
    local -a commands
    commands=(
`)
	for _, c := range cmds {
		fmt.Fprintf(&b, "        '%s:%s'\n", c.name, shortLine(c.usage))
	}
	b.WriteString(`        'help:show the help of a command'
    )
    if (( CURRENT == 2 )); then
        _describe -t commands 'pgntool command' commands
        return
    fi
    local cmd=$words[2]
    shift words
    (( CURRENT-- ))
    case $cmd in
`)
	for _, c := range cmds {
		fmt.Fprintf(&b, "    %s)\n        _arguments -s \\\n", c.name)
		for _, f := range c.flags {
			spec := "--" + f.long
			if f.short != "" {
				spec = fmt.Sprintf("(-%s --%s)'{-%s,--%s}'", f.short, f.long, f.short, f.long)
			}
			action := ""
			if f.value {
				switch choices := flagChoices(f.long); {
				case choices != nil:
					action = fmt.Sprintf(":%s:(%s)", f.long, shellWords(choices))
				case fileFlags[f.long]:
					action = ":file:_files"
				default:
					action = ":" + f.long + ": "
				}
			}
			fmt.Fprintf(&b, "            '%s[%s]%s' \\\n", spec, shortLine(f.usage), action)
		}
		switch {
		case c.files:
			b.WriteString("            '*:file:_files'\n")
		case c.words != nil:
			fmt.Fprintf(&b, "            '1:shell:(%s)'\n", shellWords(c.words))
		default:
			b.WriteString("            \n")
		}
		b.WriteString("        ;;\n")
	}
	b.WriteString(`    help)
        _describe -t commands 'pgntool command' commands
        ;;
    esac
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
    _pgntool "$@"
else
    compdef _pgntool pgntool
fi
`)
	_, err := io.WriteString(w, b.String())
	return err
}

func writeFishCompletion(w io.Writer, app *cli.App) error {
	cmds := completedCommands(app)
	var names []string
	for _, c := range cmds {
		names = append(names, c.name)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("# fish completion for pgntool; written by 'pgntool completion fish'.\n")
	b.WriteString("# Use: pgntool completion fish > ~/.config/fish/completions/pgntool.fish\n")
	b.WriteString("complete -c pgntool -f\n")
	b.WriteString("complete -c pgntool -n __fish_use_subcommand -l help -s h -d 'show help'\n")
	b.WriteString("complete -c pgntool -n __fish_use_subcommand -l version -s v -d 'print the version'\n")
	for _, c := range cmds {
		fmt.Fprintf(&b, "complete -c pgntool -n __fish_use_subcommand -a %s -d '%s'\n", c.name, shortLine(c.usage))
	}
	fmt.Fprintf(&b, "complete -c pgntool -n __fish_use_subcommand -a help -d 'show the help of a command'\n")
	fmt.Fprintf(&b, "complete -c pgntool -n '__fish_seen_subcommand_from help' -a '%s'\n", shellWords(names))
	for _, c := range cmds {
		cond := fmt.Sprintf("'__fish_seen_subcommand_from %s'", c.name)
		switch {
		case c.files:
			fmt.Fprintf(&b, "complete -c pgntool -n %s -F\n", cond)
		case c.words != nil:
			fmt.Fprintf(&b, "complete -c pgntool -n %s -a '%s'\n", cond, shellWords(c.words))
		}
		for _, f := range c.flags {
			line := fmt.Sprintf("complete -c pgntool -n %s -l %s", cond, f.long)
			if f.short != "" {
				line += " -s " + f.short
			}
			if f.value {
				switch choices := flagChoices(f.long); {
				case choices != nil:
					line += fmt.Sprintf(" -x -a '%s'", shellWords(choices))
				case fileFlags[f.long]:
					line += " -r -F"
				default:
					line += " -x"
				}
			}
			line += fmt.Sprintf(" -d '%s'", shortLine(f.usage))
			b.WriteString(line + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
