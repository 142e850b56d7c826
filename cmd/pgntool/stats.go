package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
)

// statsNameLimit is how many distinct names (players, events, openings)
// each table of stats counts; games with names met after that are counted
// as "other", so that memory stays bounded whatever the input.
const statsNameLimit = 100_000

// statsNameBytes is how many bytes of names each table keeps at most: a
// tag value may be long, and 100000 long ones would not be bounded.
const statsNameBytes = 2 << 20

// statsTop is how many of the most frequent names stats shows.
const statsTop = 10

// statsDiagnostics is stats's diagnostics budget of one game: lint shows
// 50 and counts the rest as one diagnostics-suppressed, but stats is to
// count the faults by code, so it keeps far more. The diagnostics of one
// game are held until it is counted; 10000 of them take a few megabytes.
const statsDiagnostics = 10000

// statsHelp is the description of stats in its --help. Its exit statuses
// differ from the other commands': faults in the games are what stats
// counts, not a failure of it.
const statsHelp = `Reads the games as lint does and prints one summary of all the inputs:
games, plies (main-line moves), the results of each variant named by its
sides, the range of the Date tags (YYYY.MM.DD, or C'escacs's YYYY-MM-DD,
with a known year), the 10
most frequent players, events and openings (ECO), and the errors and
warnings by code. Each table counts at most 100000 distinct names (and
2 MiB of them); names met after that are counted as "other", so memory
stays bounded. Faults are counted, not printed: every one, up to 10000
in one game (--max-diagnostics); past that a game's remaining faults
are counted once, as diagnostics-suppressed.

` + inputsHelp + `

Examples:
  pgntool stats games.pgn
  pgntool stats --format json archive/ | jq .players.top
  pgntool stats xiangqi.pgn cescacs.ctl-pgn

Exit status:
  0  the summary was printed (errors in the games are counted, no failure)
  2  a usage error, or an input that could not be read (the summary of
     what was read is printed all the same)`

func statsCommand() *cli.Command {
	return &cli.Command{
		Name:        "stats",
		Usage:       "count games, plies, results, dates, players, events, openings and faults",
		ArgsUsage:   "FILE...",
		Description: statsHelp,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text or json"},
			quietFlag,
			variantFlag,
			encodingFlag,
			includeDeletedFlag,
		}, statsLimitFlags()...),
		Action: stats,
	}
}

// statsLimitFlags are the budget flags with stats's own diagnostics
// budget, which counts every fault of nearly every game.
func statsLimitFlags() []cli.Flag {
	flags := limitFlags()
	if f, ok := findFlag(flags, flagMaxDiagnostics).(*cli.IntFlag); ok {
		f.Value = statsDiagnostics
		f.Usage = "count at most `N` diagnostics of one game by their code, and the rest as diagnostics-suppressed"
	}
	return flags
}

// nameCounts counts names, at most statsNameLimit distinct ones.
type nameCounts struct {
	n     map[string]int
	bytes int // of the names in n
	other int // names met after the table was full
}

func (c *nameCounts) add(name string) {
	if name == "" || name == "?" {
		return
	}
	if c.n == nil {
		c.n = make(map[string]int)
	}
	if _, ok := c.n[name]; ok {
		c.n[name]++
		return
	}
	if len(c.n) < statsNameLimit && c.bytes+len(name) <= statsNameBytes {
		c.n[name] = 1
		c.bytes += len(name)
		return
	}
	c.other++
}

// NameCount is one row of a table of names.
type NameCount struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// top returns the most frequent names, ties by name.
func (c *nameCounts) top() []NameCount {
	rows := make([]NameCount, 0, len(c.n))
	for name, n := range c.n {
		rows = append(rows, NameCount{name, n})
	}
	slices.SortFunc(rows, func(a, b NameCount) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(a.Name, b.Name))
	})
	return rows[:min(len(rows), statsTop)]
}

// VariantStats counts the games of one variant.
type VariantStats struct {
	Name    string         `json:"name"`
	Sides   [2]string      `json:"sides"`
	Games   int            `json:"games"`
	Results map[string]int `json:"results"`
}

// CodeCount counts the diagnostics of one code and severity.
type CodeCount struct {
	Code     string `json:"code"`
	Severity string `json:"severity"`
	Count    int    `json:"count"`
}

// TopNames is the head of a table of names.
type TopNames struct {
	Distinct int         `json:"distinct"` // names counted, at most the limit
	Other    int         `json:"other"`    // occurrences past the limit
	Top      []NameCount `json:"top"`
}

// StatsReport is what stats prints, in JSON as it is.
type StatsReport struct {
	Files     int            `json:"files"`
	Games     int            `json:"games"`
	Plies     int            `json:"plies"`
	Variants  []VariantStats `json:"variants"`
	FirstDate string         `json:"first_date,omitempty"`
	LastDate  string         `json:"last_date,omitempty"`
	Players   TopNames       `json:"players"`
	Events    TopNames       `json:"events"`
	Openings  TopNames       `json:"openings"`
	Errors    int            `json:"errors"`
	Warnings  int            `json:"warnings"`
	Codes     []CodeCount    `json:"codes"`
}

// statsCounter gathers the counts game by game.
type statsCounter struct {
	checker             *pgn.Checker
	files, games, plies int
	variants            map[string]*VariantStats
	first, last         string
	players, events     nameCounts
	openings            nameCounts
	codes               map[pgn.Severity]map[string]int
}

func (s *statsCounter) diag(d pgn.Diagnostic) {
	if s.codes == nil {
		s.codes = make(map[pgn.Severity]map[string]int)
	}
	if s.codes[d.Severity] == nil {
		s.codes[d.Severity] = make(map[string]int)
	}
	s.codes[d.Severity][d.Code]++
}

func (s *statsCounter) game(g *pgn.Game) {
	if s.checker == nil {
		// One checker for the run: pgn.Check would set up a checker and
		// a board for every game.
		s.checker = pgn.NewChecker(s.diag)
	}
	s.checker.CheckGame(g)
	if g.Empty() {
		// Stray text between games: its faults count, it is no game.
		return
	}
	s.games++
	s.plies += len(g.Moves.Moves)
	info := pgn.VariantInfo{Name: "unknown", Sides: [2]string{"White", "Black"}}
	if g.Variant != nil {
		info = g.Variant.Info()
	}
	if s.variants == nil {
		s.variants = make(map[string]*VariantStats)
	}
	v := s.variants[info.Name]
	if v == nil {
		v = &VariantStats{Name: info.Name, Sides: info.Sides, Results: map[string]int{}}
		s.variants[info.Name] = v
	}
	v.Games++
	result := g.Result
	if result == "" {
		result = "*"
	}
	v.Results[result]++
	date, _ := g.Tag("Date")
	if date, ok := knownDate(date); ok {
		if s.first == "" || date < s.first {
			s.first = date
		}
		if date > s.last {
			s.last = date
		}
	}
	for i, side := range info.Sides {
		name, ok := g.Tag(side)
		if !ok {
			name, _ = g.Tag([2]string{"White", "Black"}[i])
		}
		s.players.add(name)
	}
	event, _ := g.Tag("Event")
	s.events.add(event)
	eco, _ := g.Tag("ECO")
	s.openings.add(eco)
}

// knownDate returns a Date tag value in the form YYYY.MM.DD when it has a
// known year ("1992.??.??" has; "????.??.??" and other spellings have
// not), so that dates compare as strings. C'escacs writes YYYY-MM-DD,
// which is read as the same date.
func knownDate(date string) (string, bool) {
	if len(date) != len("1992.01.31") || date[4] != date[7] || (date[4] != '.' && date[4] != '-') {
		return "", false
	}
	for i := range len(date) {
		c := date[i]
		switch {
		case i == 4 || i == 7:
		case c >= '0' && c <= '9':
		case c == '?' && i > 4:
		default:
			return "", false
		}
	}
	return strings.ReplaceAll(date, "-", "."), true
}

func (s *statsCounter) report() StatsReport {
	r := StatsReport{
		Files: s.files, Games: s.games, Plies: s.plies,
		FirstDate: s.first, LastDate: s.last,
		Variants: []VariantStats{},
		Codes:    []CodeCount{},
	}
	for _, v := range s.variants {
		r.Variants = append(r.Variants, *v)
	}
	slices.SortFunc(r.Variants, func(a, b VariantStats) int { return strings.Compare(a.Name, b.Name) })
	tops := func(c *nameCounts) TopNames {
		return TopNames{Distinct: len(c.n), Other: c.other, Top: c.top()}
	}
	r.Players, r.Events, r.Openings = tops(&s.players), tops(&s.events), tops(&s.openings)
	for sev, codes := range s.codes {
		for code, n := range codes {
			r.Codes = append(r.Codes, CodeCount{Code: code, Severity: sev.String(), Count: n})
			if sev == pgn.Error {
				r.Errors += n
			} else {
				r.Warnings += n
			}
		}
	}
	slices.SortFunc(r.Codes, func(a, b CodeCount) int {
		return cmp.Or(strings.Compare(a.Severity, b.Severity), cmp.Compare(b.Count, a.Count), strings.Compare(a.Code, b.Code))
	})
	return r
}

func stats(c *cli.Context) error {
	if err := checkInputs(c); err != nil {
		return err
	}
	format := c.String("format")
	if format != "text" && format != "json" {
		return usageError("stats: unknown format %q; choose text or json", format)
	}
	status := newRunStatus(c)
	stderr := bufio.NewWriter(status.errors())
	var s statsCounter
	trouble := false
	for _, path := range c.Args().Slice() {
		err := statsInput(c, path, &s, stderr, status)
		if err == nil {
			continue
		}
		if _, ok := err.(cli.ExitCoder); ok {
			status.end()
			stderr.Flush()
			return err
		}
		trouble = true
		if notText, ok := err.(*notTextError); ok {
			fmt.Fprintln(stderr, notText.diag)
			continue
		}
		fmt.Fprintf(stderr, "pgntool: %v\n", err)
	}
	stderr.Flush()
	status.end()
	out := bufio.NewWriter(c.App.Writer)
	r := s.report()
	if format == "json" {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		enc.Encode(r)
	} else {
		writeStatsText(out, r)
	}
	if err := out.Flush(); err != nil {
		return cli.Exit(err.Error(), exitTrouble)
	}
	if trouble {
		return cli.Exit("", exitTrouble)
	}
	return nil
}

// statsInput counts the games of one input: a PGN file or a Scid base.
func statsInput(c *cli.Context, path string, s *statsCounter, stderr io.Writer, status *runStatus) (err error) {
	games, done, err := inputGames(c, path, stderr, status)
	if err != nil {
		return err
	}
	// Counted here, not by status, which counts the PGN inputs only.
	s.files++
	defer func() {
		if derr := done(); err == nil {
			err = derr
		}
	}()
	for g, err := range games {
		if g != nil {
			status.game()
			s.game(g)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// writeStatsText writes the report for a person to read.
func writeStatsText(w io.Writer, r StatsReport) {
	fmt.Fprintf(w, "files: %d\ngames: %d\nplies: %d\n", r.Files, r.Games, r.Plies)
	for _, v := range r.Variants {
		fmt.Fprintf(w, "%s: %d games\n", v.Name, v.Games)
		results := make([]string, 0, len(v.Results))
		for res := range v.Results {
			results = append(results, res)
		}
		slices.Sort(results)
		for _, res := range results {
			fmt.Fprintf(w, "  %-8s %-12s %d\n", res, resultMeaning(res, v.Sides), v.Results[res])
		}
	}
	if r.FirstDate != "" {
		fmt.Fprintf(w, "dates: %s to %s\n", r.FirstDate, r.LastDate)
	} else {
		fmt.Fprintln(w, "dates: none known")
	}
	for _, t := range []struct {
		title string
		names TopNames
	}{{"players", r.Players}, {"events", r.Events}, {"openings (ECO)", r.Openings}} {
		fmt.Fprintf(w, "%s: %d distinct", t.title, t.names.Distinct)
		if t.names.Other > 0 {
			fmt.Fprintf(w, ", %d other (past %d distinct names or %d bytes of them)", t.names.Other, statsNameLimit, statsNameBytes)
		}
		fmt.Fprintln(w)
		for _, n := range t.names.Top {
			fmt.Fprintf(w, "  %6d  %s\n", n.Count, n.Name)
		}
	}
	fmt.Fprintf(w, "errors: %d\nwarnings: %d\n", r.Errors, r.Warnings)
	for _, c := range r.Codes {
		fmt.Fprintf(w, "  %6d  %s %s\n", c.Count, c.Severity, c.Code)
	}
}

// resultMeaning names a result by the variant's sides.
func resultMeaning(result string, sides [2]string) string {
	switch result {
	case "1-0":
		return sides[0] + " wins"
	case "0-1":
		return sides[1] + " wins"
	case "1/2-1/2":
		return "draw"
	case "*":
		return "unfinished"
	}
	// Points, as C'escacs's 2-1.
	first, second, ok := strings.Cut(result, "-")
	if !ok || first == "" || second == "" {
		return ""
	}
	return sides[0] + " " + first + ", " + sides[1] + " " + second
}
