package pgntool_test

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestLibraryDocNames checks that every Go name in the right-hand column
// of docs/library.md's tables exists: package-level names (pgn.NewGame,
// chess.UCI) and the methods and fields called on the tables' variables
// (b.LegalMoves on the board of the section's game, g.SetTag, n.Clock, ...).
func TestLibraryDocNames(t *testing.T) {
	pkgs := map[string]string{
		"pgntool": ".", "pgn": "pgn", "chess": "variants/chess", "xiangqi": "variants/xiangqi",
		"cescacs": "variants/cescacs", "convert": "convert",
	}
	exported := map[string]map[string]bool{} // package -> name or Type.Member -> true
	for name, dir := range pkgs {
		exported[name] = exportedNames(t, dir)
	}
	// The tables' variables and the type each stands for; "" is the
	// package of the section's game.
	vars := map[string][2]string{
		"b": {"", "Board"}, "info": {"", "MoveInfo"}, "e": {"chess", "Ending"},
		"g": {"pgn", "Game"}, "n": {"pgn", "Node"}, "line": {"pgn", "Line"}, "p": {"pgn", "Ply"},
		"f": {"pgntool", "File"}, "w": {"pgn", "Writer"}, "d": {"pgn", "Diagnostic"},
	}
	sections := map[string]string{"## Chess board": "chess", "## Xiangqi board": "xiangqi", "## C'escacs board": "cescacs"}
	qualified := regexp.MustCompile(`(?:^|[^\w.])(pgntool|pgn|chess|xiangqi|cescacs|convert)\.([A-Z]\w*)`)
	member := regexp.MustCompile(`(?:^|[^\w.])(b|info|e|g|n|line|p|f|w|d)\.([A-Z]\w*)`)
	code := regexp.MustCompile("`[^`]+`")

	text, err := os.ReadFile("docs/library.md")
	if err != nil {
		t.Fatal(err)
	}
	game, checked := "", 0
	for i, line := range strings.Split(string(text), "\n") {
		if strings.HasPrefix(line, "## ") {
			game = sections[line]
		}
		cells := tableCells(line)
		if len(cells) < 2 || strings.HasPrefix(cells[1], "---") {
			continue
		}
		for _, span := range code.FindAllString(cells[len(cells)-1], -1) {
			for _, m := range qualified.FindAllStringSubmatch(span, -1) {
				checked++
				if !exported[m[1]][m[2]] {
					t.Errorf("docs/library.md:%d: %s.%s does not exist", i+1, m[1], m[2])
				}
			}
			for _, m := range member.FindAllStringSubmatch(span, -1) {
				v := vars[m[1]]
				pkg := v[0]
				if pkg == "" {
					pkg = game
				}
				if pkg == "" {
					t.Errorf("docs/library.md:%d: %s.%s outside a board section", i+1, m[1], m[2])
					continue
				}
				checked++
				if !exported[pkg][v[1]+"."+m[2]] {
					t.Errorf("docs/library.md:%d: %s.%s: %s.%s has no method or field %s", i+1, m[1], m[2], pkg, v[1], m[2])
				}
			}
		}
	}
	t.Logf("%d names checked", checked)
	if checked < 100 {
		t.Errorf("only %d names checked: the tables were not found", checked)
	}
}

// tableCells splits a Markdown table row into its cells, not splitting at
// a | inside backquotes; nil for a line that is no table row.
func tableCells(line string) []string {
	if !strings.HasPrefix(line, "|") {
		return nil
	}
	var cells []string
	var cell strings.Builder
	quoted := false
	for _, r := range line[1:] {
		switch {
		case r == '`':
			quoted = !quoted
		case r == '|' && !quoted:
			cells = append(cells, strings.TrimSpace(cell.String()))
			cell.Reset()
			continue
		}
		cell.WriteRune(r)
	}
	return cells
}

// exportedNames returns the exported names of the package in dir: its
// functions, types, constants and variables, and Type.Member for each
// method (promoted ones too) and struct field of its types.
func exportedNames(t *testing.T, dir string) map[string]bool {
	t.Helper()
	fset := token.NewFileSet()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	pkg, err := doc.NewFromFiles(fset, files, "example.com/"+dir, doc.AllMethods)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	values := func(vs []*doc.Value) {
		for _, v := range vs {
			for _, n := range v.Names {
				names[n] = true
			}
		}
	}
	funcs := func(fs []*doc.Func) {
		for _, f := range fs {
			names[f.Name] = true
		}
	}
	values(pkg.Consts)
	values(pkg.Vars)
	funcs(pkg.Funcs)
	for _, typ := range pkg.Types {
		names[typ.Name] = true
		values(typ.Consts)
		values(typ.Vars)
		funcs(typ.Funcs)
		for _, m := range typ.Methods {
			names[typ.Name+"."+m.Name] = true
		}
		st, ok := typ.Decl.Specs[0].(*ast.TypeSpec).Type.(*ast.StructType)
		if !ok {
			continue
		}
		for _, f := range st.Fields.List {
			for _, n := range f.Names {
				names[typ.Name+"."+n.Name] = true
			}
			if len(f.Names) == 0 { // embedded: its name is the type's
				if id, ok := f.Type.(*ast.Ident); ok {
					names[typ.Name+"."+id.Name] = true
				}
			}
		}
	}
	return names
}
