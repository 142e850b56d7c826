package main

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"unicode"
	"unicode/utf8"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
)

// Split writes the games a command would write to its output into several
// files instead: a new file every N games (--split-every), one file per
// value of a tag, of the Date's year, of the ECO letter or of the variant
// (--split-by), or both (every N games within each value). The files are
// named by a pattern (--split-pattern; see splitPatternHelp). docs/toolbox.md
// has the pgn-extract equivalents (-#N, -E1).
//
// No existing file is overwritten unless --force: every file is written
// under a temporary name beside its target and renamed at the end of the
// run, after a last check that none of the targets exists. So a run that
// fails or is interrupted leaves the directory as it found it.

// Split flag names.
const (
	flagSplitEvery    = "split-every"
	flagSplitBy       = "split-by"
	flagSplitPattern  = "split-pattern"
	flagSplitMaxFiles = "split-max-files"
	flagForce         = "force"
)

// splitMaxOpen is how many split files are open at once. A run split by a
// tag with more values closes the file written longest ago and reopens it
// (to append) when a game of its value comes again, so the run never
// meets the system's limit on open files.
const splitMaxOpen = 64

// splitBufferSize is the write buffer of each open split file.
const splitBufferSize = 32 << 10

// splitKeyBytes bounds the part of a file name made from a key, so that a
// long tag value still makes a name the file system takes (255 bytes).
const splitKeyBytes = 100

// splitUnknown names the file of the games that have no value for the key
// (no such tag, "?", a date without a year).
const splitUnknown = "unknown"

// splitPatternHelp describes the pattern language, for the flag's usage
// and the docs.
const splitPatternHelp = "name the split files by `PATTERN`: %n is the file's number (001, 002, ...; %4n pads to 4 digits), %k the key (tag value, year, ECO letter or variant, made safe for a file name), %% a percent sign; default %n.pgn, %k.pgn, or %k-%n.pgn with both --split-every and --split-by"

// splitFlags are the flags that make a command that writes games split
// them into files.
func splitFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: flagSplitEvery, Usage: "write the games into files of `N` games each (pgn-extract -#N)"},
		&cli.StringFlag{Name: flagSplitBy, Usage: "write the games into one file per value of `KEY`: a tag name (Event, White, ...), year (of the Date tag), eco-letter (of ECO, or ECCO for xiangqi), or variant"},
		&cli.StringFlag{Name: flagSplitPattern, Usage: splitPatternHelp},
		&cli.IntFlag{Name: flagSplitMaxFiles, Value: 10000, Usage: "stop with an error rather than write more than `N` split files"},
		&cli.BoolFlag{Name: flagForce, Usage: "let the split files replace existing files of the same names"},
	}
}

// splitKind is what --split-by groups the games by.
type splitKind int

const (
	splitNone      splitKind = iota // --split-every only: every game has the key ""
	splitTag                        // the value of a tag
	splitYear                       // the year of the Date tag
	splitECOLetter                  // the first letter of ECO (ECCO)
	splitVariant                    // the name of the game's variant
)

// patternPart is one piece of a parsed pattern: literal text, the key, or
// the number padded to width digits.
type patternPart struct {
	text  string
	key   bool
	width int // > 0: the file number
}

// splitter writes the games into the split files. key may be called from
// any goroutine; write, close, abort and summary from one at a time, in
// input order.
type splitter struct {
	every    int
	kind     splitKind
	tag      string
	pattern  []patternPart
	force    bool
	maxFiles int

	groups map[string]*splitGroup
	names  map[string]bool // the keys' names in file names, folded to lower case
	files  []*splitFile    // in the order they were begun
	open   []*splitFile    // the open ones, the one written longest ago first
	err    error           // the first failure; every later write returns it

	mu      sync.Mutex // held while temporaries are created, renamed or removed
	done    bool       // closed or aborted: the signal watch has nothing to do
	signals chan os.Signal
}

// splitGroup is the games of one key.
type splitGroup struct {
	name   string // the key made safe for a file name
	number int    // of the key's current file, from 1
	cur    *splitFile
}

// splitFile is one file being written under a temporary name.
type splitFile struct {
	target, temp string
	f            *os.File // nil while closed to spare descriptors
	w            *bufio.Writer
	games        int
	mode         fs.FileMode // of the file it replaces (--force), or 0
}

// newSplitter reads the split flags; it returns nil, nil when none asks
// for a split. Usage errors (a bad key or pattern) are found here, before
// any input is read.
func newSplitter(c *cli.Context) (*splitter, error) {
	every, by := c.Int(flagSplitEvery), c.String(flagSplitBy)
	if every == 0 && by == "" {
		for _, name := range []string{flagSplitPattern, flagSplitMaxFiles} {
			if c.IsSet(name) {
				return nil, usageError("--%s goes with --%s or --%s", name, flagSplitEvery, flagSplitBy)
			}
		}
		return nil, nil
	}
	if every < 0 {
		return nil, usageError("--%s must be 1 or more, not %d", flagSplitEvery, every)
	}
	if c.String("output") != "" {
		return nil, usageError("-o names one output; split files are named by --%s", flagSplitPattern)
	}
	s := &splitter{every: every, force: c.Bool(flagForce), maxFiles: c.Int(flagSplitMaxFiles),
		groups: map[string]*splitGroup{}, names: map[string]bool{}}
	if s.maxFiles < 1 {
		return nil, usageError("--%s must be 1 or more, not %d", flagSplitMaxFiles, s.maxFiles)
	}
	if by != "" {
		kind, tag, err := parseSplitBy(by)
		if err != nil {
			return nil, err
		}
		s.kind, s.tag = kind, tag
	}
	pattern := c.String(flagSplitPattern)
	if pattern == "" {
		pattern = defaultSplitPattern(every > 0, by != "")
	}
	parts, err := parseSplitPattern(pattern, every > 0, by != "")
	if err != nil {
		return nil, err
	}
	s.pattern = parts
	return s, nil
}

// parseSplitBy reads the value of --split-by.
func parseSplitBy(by string) (splitKind, string, error) {
	switch by {
	case "year":
		return splitYear, "", nil
	case "eco-letter":
		return splitECOLetter, "", nil
	case "variant":
		return splitVariant, "", nil
	}
	if !validTagName(by) {
		return 0, "", usageError("--%s %q: give a tag name (Event, White, ...), year, eco-letter or variant", flagSplitBy, by)
	}
	return splitTag, by, nil
}

// validTagName reports whether name is a tag name as PGN writes them:
// letters, digits and underscores, starting with a letter or digit.
func validTagName(name string) bool {
	if name == "" || name[0] == '_' {
		return false
	}
	for _, r := range name {
		if r != '_' && (r > unicode.MaxASCII || !unicode.IsLetter(r) && !unicode.IsDigit(r)) {
			return false
		}
	}
	return true
}

// defaultSplitPattern is the pattern when --split-pattern is not given.
func defaultSplitPattern(every, by bool) string {
	switch {
	case every && by:
		return "%k-%n.pgn"
	case by:
		return "%k.pgn"
	}
	return "%n.pgn"
}

// parseSplitPattern parses a file name pattern. It must hold %n when
// files are cut every N games and %k when they are split by a key, or
// two files would get one name.
func parseSplitPattern(pattern string, every, by bool) ([]patternPart, error) {
	var parts []patternPart
	var text strings.Builder
	hasNumber, hasKey := false, false
	flush := func() {
		if text.Len() > 0 {
			parts = append(parts, patternPart{text: text.String()})
			text.Reset()
		}
	}
	for i := 0; i < len(pattern); i++ {
		if pattern[i] != '%' {
			text.WriteByte(pattern[i])
			continue
		}
		i++
		width := 3
		if i < len(pattern) && pattern[i] >= '1' && pattern[i] <= '9' {
			width = int(pattern[i] - '0')
			i++
		}
		if i >= len(pattern) {
			return nil, usageError("--%s %q ends in the middle of a %% sequence", flagSplitPattern, pattern)
		}
		switch pattern[i] {
		case '%':
			text.WriteByte('%')
		case 'n':
			flush()
			parts = append(parts, patternPart{width: width})
			hasNumber = true
		case 'k':
			flush()
			parts = append(parts, patternPart{key: true})
			hasKey = true
		default:
			return nil, usageError("--%s %q: unknown sequence %%%c; use %%n (number), %%k (key) or %%%%", flagSplitPattern, pattern, pattern[i])
		}
	}
	flush()
	switch {
	case every && !hasNumber:
		return nil, usageError("--%s %q has no %%n: every file of --%s would get the same name", flagSplitPattern, pattern, flagSplitEvery)
	case by && !hasKey:
		return nil, usageError("--%s %q has no %%k: every key of --%s would get the same name", flagSplitPattern, pattern, flagSplitBy)
	case !by && hasKey:
		return nil, usageError("--%s %q has %%k but there is no --%s", flagSplitPattern, pattern, flagSplitBy)
	}
	if strings.HasSuffix(pattern, "/") {
		return nil, usageError("--%s %q names a directory, not a file", flagSplitPattern, pattern)
	}
	return parts, nil
}

// key returns the group of g: its value for --split-by, "" when it has
// none (or with --split-every alone). It reads only what newSplitter set,
// so workers may call it at once.
func (s *splitter) key(g *pgn.Game) string {
	switch s.kind {
	case splitTag:
		v, _ := g.Tag(s.tag)
		if v == "?" {
			return ""
		}
		return v
	case splitYear:
		date, _ := g.Tag("Date")
		if len(date) >= 4 && isDigits(date[:4]) && (len(date) == 4 || date[4] == '.' || date[4] == '-') {
			return date[:4]
		}
		return ""
	case splitECOLetter:
		code, ok := g.Tag("ECO")
		if !ok || code == "" || code == "?" {
			code, _ = g.Tag("ECCO")
		}
		if code != "" {
			if c := code[0] &^ 0x20; c >= 'A' && c <= 'E' {
				return string(rune(c))
			}
		}
		return ""
	case splitVariant:
		if g.Variant == nil {
			return ""
		}
		return g.Variant.Name()
	}
	return ""
}

// isDigits reports whether s is made of ASCII digits only.
func isDigits(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// write appends one game's encoded bytes to the file of its key, opening
// a new file when the key is new or its file holds --split-every games.
func (s *splitter) write(key string, data []byte) error {
	if s.err != nil {
		return s.err
	}
	if err := s.writeGame(key, data); err != nil {
		s.err = err
		return err
	}
	return nil
}

func (s *splitter) writeGame(key string, data []byte) error {
	g := s.groups[key]
	if g == nil {
		g = &splitGroup{name: s.uniqueName(key)}
		s.groups[key] = g
	}
	if g.cur == nil || (s.every > 0 && g.cur.games >= s.every) {
		if g.cur != nil {
			// Full: it will not be written again.
			if err := s.shut(g.cur); err != nil {
				return err
			}
		}
		if len(s.files) >= s.maxFiles {
			return fmt.Errorf("split: more than %d files (--%s); nothing was written", s.maxFiles, flagSplitMaxFiles)
		}
		g.number++
		f, err := s.begin(s.target(g))
		if err != nil {
			return err
		}
		g.cur = f
	}
	f := g.cur
	if err := s.reopen(f); err != nil {
		return err
	}
	if _, err := f.w.Write(data); err != nil {
		return fmt.Errorf("split: %s: %w", f.target, unwrapPath(err))
	}
	f.games++
	return nil
}

// uniqueName makes key safe for a file name, and distinct from the names
// of the other keys ignoring case: "A/B" and "A_B", or "Tal" and "TAL" on
// a system that ignores case, would else share a file. The second gets
// "_2", the third "_3".
func (s *splitter) uniqueName(key string) string {
	base := sanitizeKey(key)
	name := base
	for n := 2; s.names[strings.ToLower(name)]; n++ {
		name = base + "_" + strconv.Itoa(n)
	}
	s.names[strings.ToLower(name)] = true
	return name
}

// sanitizeKey makes a key into a piece of a file name: letters, digits and
// "-_.+=,@" are kept, space and every other character become "_" (one for
// a run of them); leading dots and "_" go, so the name is neither hidden
// nor "..";
// the result is at most splitKeyBytes long, and "unknown" when empty.
func sanitizeKey(key string) string {
	var b strings.Builder
	for _, r := range key {
		if b.Len() >= splitKeyBytes {
			break
		}
		keep := r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-_.+=,@", r))
		if !keep {
			if !strings.HasSuffix(b.String(), "_") {
				b.WriteByte('_')
			}
			continue
		}
		if b.Len()+utf8.RuneLen(r) > splitKeyBytes {
			break
		}
		b.WriteRune(r)
	}
	name := strings.TrimRight(strings.TrimLeft(b.String(), "._"), "_")
	if name == "" {
		return splitUnknown
	}
	return name
}

// target is the name of the group's current file.
func (s *splitter) target(g *splitGroup) string {
	var b strings.Builder
	for _, p := range s.pattern {
		switch {
		case p.key:
			b.WriteString(g.name)
		case p.width > 0:
			n := strconv.Itoa(g.number)
			b.WriteString(strings.Repeat("0", max(0, p.width-len(n))))
			b.WriteString(n)
		default:
			b.WriteString(p.text)
		}
	}
	return b.String()
}

// begin starts a new file: it checks that the target does not exist (or
// may be replaced) and creates its temporary beside it.
func (s *splitter) begin(target string) (*splitFile, error) {
	f := &splitFile{target: target}
	if err := s.checkTarget(f); err != nil {
		return nil, err
	}
	s.watchSignals()
	s.mu.Lock()
	defer s.mu.Unlock()
	tf, err := openTemp(target)
	if err != nil {
		return nil, fmt.Errorf("split: %s: %w", target, unwrapPath(err))
	}
	f.temp = tf.Name()
	f.f, f.w = tf, bufio.NewWriterSize(tf, splitBufferSize)
	s.files = append(s.files, f)
	if err := s.makeRoom(); err != nil {
		return nil, err
	}
	s.open = append(s.open, f)
	return f, nil
}

// checkTarget fails when the target exists and --force was not given, or
// is not a regular file; with --force it notes the mode to keep.
func (s *splitter) checkTarget(f *splitFile) error {
	st, err := os.Lstat(f.target)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("split: %s: %w", f.target, unwrapPath(err))
	case !st.Mode().IsRegular():
		return fmt.Errorf("split: %s exists and is not a regular file; nothing was written", f.target)
	case !s.force:
		return fmt.Errorf("split: %s exists; nothing was written (--%s replaces it)", f.target, flagForce)
	}
	f.mode = st.Mode().Perm()
	return nil
}

// reopen opens a file closed to spare descriptors, to append to it, and
// marks it as the one written last.
func (s *splitter) reopen(f *splitFile) error {
	if f.f != nil {
		if last := len(s.open) - 1; s.open[last] != f {
			i := slices.Index(s.open, f)
			s.open = append(slices.Delete(s.open, i, i+1), f)
		}
		return nil
	}
	if err := s.makeRoom(); err != nil {
		return err
	}
	file, err := os.OpenFile(f.temp, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return fmt.Errorf("split: %s: %w", f.target, unwrapPath(err))
	}
	f.f = file
	f.w.Reset(file)
	s.open = append(s.open, f)
	return nil
}

// makeRoom closes the file written longest ago when splitMaxOpen are
// open.
func (s *splitter) makeRoom() error {
	if len(s.open) < splitMaxOpen {
		return nil
	}
	return s.shut(s.open[0])
}

// shut flushes and closes an open file; it stays a temporary until close.
func (s *splitter) shut(f *splitFile) error {
	if f.f == nil {
		return nil
	}
	if i := slices.Index(s.open, f); i >= 0 {
		s.open = slices.Delete(s.open, i, i+1)
	}
	err := f.w.Flush()
	if cerr := f.f.Close(); err == nil {
		err = cerr
	}
	f.f = nil
	if err != nil {
		return fmt.Errorf("split: %s: %w", f.target, unwrapPath(err))
	}
	return nil
}

// close ends the split: it writes out the open files and renames every
// temporary into place. Unless --force, it first checks again that no
// target exists (one may have appeared while the run went on) and then
// renames none if one does; a target that appears in the instant between
// that check and its rename is still not overwritten (the rename is a
// hard link, which fails on an existing name). After a failure the
// temporaries not yet in place are removed.
func (s *splitter) close() error {
	if s.err != nil {
		s.abort()
		return s.err
	}
	for len(s.open) > 0 {
		if err := s.shut(s.open[0]); err != nil {
			s.abort()
			return err
		}
	}
	for _, f := range s.files {
		if err := s.checkTarget(f); err != nil {
			s.abort()
			return err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	defer s.stopSignals()
	var placed int
	for i, f := range s.files {
		if err := s.place(f); err != nil {
			for _, rest := range s.files[i:] {
				os.Remove(rest.temp)
			}
			s.done = true
			return fmt.Errorf("split: %s: %w (%d file(s) were already in place)", f.target, unwrapPath(err), placed)
		}
		placed++
	}
	s.done = true
	dirs := map[string]bool{}
	for _, f := range s.files {
		dirs[filepath.Dir(f.target)] = true
	}
	for dir := range dirs {
		syncDir(dir)
	}
	return nil
}

// place renames one temporary to its target.
func (s *splitter) place(f *splitFile) error {
	if err := syncFile(f.temp); err != nil {
		return err
	}
	if f.mode != 0 {
		if err := os.Chmod(f.temp, f.mode); err != nil {
			return err
		}
	}
	if s.force {
		return os.Rename(f.temp, f.target)
	}
	if err := os.Link(f.temp, f.target); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("it appeared during the run and is left as it was")
		}
		// A file system without hard links: the check made in close
		// stands.
		return os.Rename(f.temp, f.target)
	}
	return os.Remove(f.temp)
}

// syncFile makes a file's contents durable before it is renamed into
// place.
func syncFile(name string) error {
	f, err := os.OpenFile(name, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// abort removes every temporary: a run that failed leaves no file.
func (s *splitter) abort() {
	if s == nil {
		return
	}
	for _, f := range s.open {
		f.f.Close()
		f.f = nil
	}
	s.open = nil
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done {
		return
	}
	s.done = true
	for _, f := range s.files {
		os.Remove(f.temp)
	}
	s.stopSignals()
}

// watchSignals starts, with the first file, the watch that removes the
// temporaries when the run is interrupted (as tempFile does for -o).
func (s *splitter) watchSignals() {
	if s.signals != nil {
		return
	}
	s.signals = make(chan os.Signal, 1)
	signal.Notify(s.signals, interruptSignals...)
	go func(signals chan os.Signal) {
		sig, ok := <-signals
		if !ok {
			return
		}
		s.mu.Lock()
		if !s.done {
			for _, f := range s.files {
				os.Remove(f.temp)
			}
			s.done = true
		}
		code := exitTrouble
		if n, isSys := sig.(syscall.Signal); isSys {
			code = 128 + int(n)
		}
		s.mu.Unlock()
		os.Exit(code)
	}(s.signals)
}

// stopSignals ends the watch; s.mu is held.
func (s *splitter) stopSignals() {
	if s.signals == nil {
		return
	}
	signal.Stop(s.signals)
	close(s.signals)
	s.signals = nil
}

// summary is the line that tells what the split wrote, for stderr.
func (s *splitter) summary() string {
	switch n := len(s.files); n {
	case 0:
		return "split: no game to write, no file written"
	case 1:
		return fmt.Sprintf("split: 1 file written (%s)", s.files[0].target)
	default:
		return fmt.Sprintf("split: %d files written (%s … %s)", n, s.files[0].target, s.files[n-1].target)
	}
}
