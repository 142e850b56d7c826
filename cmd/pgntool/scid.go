package main

import (
	"errors"
	"fmt"
	"iter"
	"os"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/scid"
)

// A Scid 4 base (BASE.si4, BASE.sn4, BASE.sg4) is read by every command
// that reads games, through package scid: its games come decoded, as
// *pgn.Game trees, with no text behind them. Their positions name the
// base's index file, the game number and a byte offset in the game file
// (there are no lines), so the diagnostics about them say the game and
// the offset in their message.

// includeDeletedFlag is the --include-deleted flag of the commands that
// read games.
var includeDeletedFlag = &cli.BoolFlag{
	Name:  "include-deleted",
	Usage: "read the games of a Scid base that are marked deleted too (by default they are passed over, as Scid's export does)",
}

// isScidInput reports whether arg, one of a command's arguments, names a
// Scid base: BASE.si4 (or BASE.si5, which is refused with a message), or
// BASE when BASE.si4 exists and BASE does not.
func isScidInput(arg string) bool {
	return arg != "-" && !isMadeUp(arg) && scid.IsBase(arg)
}

// scidBase is an open base with the options its games are read with.
type scidBase struct {
	*scid.Base
	name    string // the index file's name, as positions show it
	opts    scid.Options
	corrupt int // games that could not be decoded
}

// openScid opens the base arg names, with the budgets and
// --include-deleted of the command.
func openScid(c *cli.Context, arg string) (*scidBase, error) {
	limits, err := limitsOf(c)
	if err != nil {
		return nil, err
	}
	b, err := scid.Open(arg)
	if err != nil {
		if errors.Is(err, scid.ErrScid5) {
			return nil, fmt.Errorf("%s: %w", arg, scid.ErrScid5)
		}
		var pe *os.PathError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s: not a readable Scid base: %w", arg, err)
		}
		return nil, err
	}
	return &scidBase{Base: b, name: b.Name() + ".si4", opts: scid.Options{IncludeDeleted: c.Bool("include-deleted"), Limits: limits}}, nil
}

// games iterates over the games of the base. A game that cannot be
// decoded is given to bad as a diagnostic and counted, and the reading
// goes on; an error reading the files ends the iteration with it.
func (b *scidBase) games(bad func(pgn.Diagnostic)) iter.Seq2[*pgn.Game, error] {
	return func(yield func(*pgn.Game, error) bool) {
		for g, err := range b.Games(b.opts) {
			if err != nil {
				// Tested apart: ce, whose address errors.As takes, would
				// be allocated for every game.
				var ce *scid.CorruptError
				if errors.As(err, &ce) {
					b.corrupt++
					bad(scidCorruptDiagnostic(ce))
					continue
				}
				yield(nil, err)
				return
			}
			if !yield(g, nil) {
				return
			}
		}
	}
}

// err is the error that ends the reading of the base: the games that
// could not be decoded make the base an input that could not be read
// whole (exit status 2), as a cut file does.
func (b *scidBase) err() error {
	if b.corrupt == 0 {
		return nil
	}
	return fmt.Errorf("%s: %d game(s) could not be decoded; each is reported above (%s)", b.name, b.corrupt, CodeScidCorrupt)
}

// scidCorruptDiagnostic reports a game that could not be decoded, naming
// the file at fault, the game and the byte offset.
func scidCorruptDiagnostic(ce *scid.CorruptError) pgn.Diagnostic {
	return pgn.Errorf(pgn.Position{File: ce.File, Game: ce.Game, Offset: ce.Offset}, CodeScidCorrupt,
		"game %d, offset %d: cannot be decoded, not read: %s", ce.Game, ce.Offset, ce.Msg)
}

// locateScid makes a diagnostic about game g say where it is when g
// comes from a base: a base has no lines, so the game number and the
// byte offset in the game file go in front of the message, and a
// diagnostic with no place of its own (a tag, read from the index) takes
// the game's. Diagnostics about games read from text are left as they
// are.
func locateScid(g *pgn.Game, d pgn.Diagnostic) pgn.Diagnostic {
	if g == nil || g.Pos.Line != 0 || !strings.HasSuffix(g.Pos.File, ".si4") || d.Pos.Line != 0 {
		return d
	}
	if d.Pos.File == "" {
		d.Pos = g.Pos
	}
	d.Message = fmt.Sprintf("game %d, offset %d in the .sg4: %s", g.Pos.Game, d.Pos.Offset, d.Message)
	return d
}

// lintScid checks every game of the base arg names, printing the faults
// of each game in the order of the game file, and returns how many games
// it checked.
func lintScid(c *cli.Context, arg string, print printFunc, prog *progress) (games int, err error) {
	b, err := openScid(c, arg)
	if err != nil {
		return 0, err
	}
	defer b.Close()
	prog.file(b.name, -1)
	// Each game is checked and dropped before the next is decoded.
	b.opts.ReuseGames = true
	stopped := false
	bad := func(d pgn.Diagnostic) { stopped = stopped || !print(d) }
	var list pgn.DiagnosticList
	// One checker for the whole base: pgn.Check would set up a checker
	// and a board for every game.
	checker := pgn.NewChecker(list.Add)
	for g, err := range b.games(bad) {
		if err != nil {
			return games, fmt.Errorf("%s: %w", b.name, err)
		}
		games++
		prog.addGames(1)
		list = list[:0]
		checker.CheckGame(g)
		list.Sort()
		for _, d := range list {
			if !print(locateScid(g, d)) {
				return games, nil
			}
		}
		if stopped {
			return games, nil
		}
	}
	if stopped {
		return games, nil
	}
	return games, b.err()
}

// scidFile writes the games of the base arg names, as file does those of
// a PGN file: a base is decoded in order, so its games go through a
// worker and the sequencer one at a time. On export's plain writing (no
// option that changes how a game is written: notation, reduced, strict,
// CR LF, transforms, an output encoding other than UTF-8) the worker
// writes with the base's scid.PGNWriter, which writes and checks each
// game as pgn.Writer does without replaying its moves twice more.
func (p *pipeline) scidFile(arg string) error {
	b, err := openScid(p.c, arg)
	if err != nil {
		return err
	}
	defer b.Close()
	// Each game is written and dropped before the next is decoded, so the
	// next may be built in its memory; a binary sink keeps the games.
	b.opts.ReuseGames = !p.keepGames
	if p.jobs > 1 && b.NumGames() > scidRun {
		return p.scidParts(b)
	}
	if p.one == nil {
		p.one, p.oneBatch = p.newWorker(), &resultBatch{}
	}
	w, batch := p.scidWorker(p.one, b), p.oneBatch
	bad := func(d pgn.Diagnostic) {
		p.status.reported(d)
		fmt.Fprintln(p.stderr, d)
	}
	for g, err := range b.games(bad) {
		if err != nil {
			return fmt.Errorf("%s: %w", b.name, err)
		}
		batch.reset()
		w.game(g, batch)
		if err := p.step(batch, &batch.results[0], 0); err != nil {
			return err
		}
	}
	return b.err()
}

// scidWorker returns the worker that writes the games of base b: w, or,
// on export's plain writing, a worker whose coder is b's PGNWriter.
func (p *pipeline) scidWorker(w *gameWorker, b *scidBase) *gameWorker {
	if ec, ok := w.coder.(*exportCoder); ok && ec.plain && plainExport(p.c) {
		w = &gameWorker{p: p, coder: &scidExportCoder{exportCoder: ec, pw: b.PGNWriter()}}
		w.addFn = w.add
	}
	return w
}

// plainExport reports whether export writes each game as pgn.Writer with
// its default options does: no --notation, --reduced, --strict or --crlf,
// and no transform.
func plainExport(c *cli.Context) bool {
	for _, name := range []string{"notation", "reduced", "strict", "crlf"} {
		if c.IsSet(name) {
			return false
		}
	}
	for _, f := range transformFlags() {
		for _, name := range f.Names() {
			if c.IsSet(name) {
				return false
			}
		}
	}
	return true
}

// scidExportCoder is export's coder for the games of a Scid base on a
// plain export (UTF-8 output): the base's PGNWriter writes them.
type scidExportCoder struct {
	*exportCoder // for skipEmpty and refusedCode
	pw           *scid.PGNWriter
	faults       pgn.DiagnosticList
	// addFault is s.faults.Add, made once: a method value made at each
	// call is allocated for each game.
	addFault func(pgn.Diagnostic)
}

func (s *scidExportCoder) encode(dst []byte, g *pgn.Game, report func(pgn.Diagnostic)) ([]byte, *refusal) {
	s.faults = s.faults[:0]
	if s.addFault == nil {
		s.addFault = s.faults.Add
	}
	out, ok, err := s.pw.AppendGame(dst, g, s.addFault)
	// Only errors are shown, as export shows them.
	for _, d := range s.faults {
		if d.Severity == pgn.Error {
			report(locateScid(g, d))
		}
	}
	if err != nil || !ok {
		why := "it cannot be written exactly"
		if err != nil || slices.ContainsFunc(s.faults, func(d pgn.Diagnostic) bool { return d.Code == internalFaultCode }) {
			why = "pgntool failed inside it (see internal-fault)"
		}
		return dst, &refusal{pos: g.Pos, code: CodeExportRefused, why: "not written: " + why}
	}
	return out, nil
}
