package pgn

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pgntool/pgntool/internal/testdir"
)

// codeLiteralsAllowed are the string literals of codes that stand outside
// a Code constant, and why: the core matches three move codes of the
// C'escacs plugin, which it cannot import.
var codeLiteralsAllowed = map[string]bool{
	"pgn/gamestate.go ctl-move-syntax":    true,
	"pgn/gamestate.go ctl-illegal-move":   true,
	"pgn/gamestate.go ctl-ambiguous-move": true,
}

// TestCodeConstants reads the source of the whole module: every diagnostic
// code is an exported Code constant of the package that reports it (pgn
// for codes several packages report) with its row in docs/lint-codes.md;
// every documented code has its constant; and no code is written as a
// string literal anywhere else, in particular not in an Errorf or Warnf
// call or a Diagnostic literal.
func TestCodeConstants(t *testing.T) {
	root := testdir.Root(t)
	documented := documentedCodes(t, root)
	type constant struct{ name, file string }
	constants := map[string]constant{} // code → its constant
	var literals []string              // "file code" of code literals outside constants
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		inConst := map[*ast.BasicLit]bool{}
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i >= len(vs.Values) || !strings.HasPrefix(name.Name, "Code") || !name.IsExported() {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					code, _ := strconv.Unquote(lit.Value)
					inConst[lit] = true
					if !documented[code] {
						t.Errorf("%s: %s = %q has no row in docs/lint-codes.md", rel, name.Name, code)
					}
					if other, dup := constants[code]; dup {
						t.Errorf("%s: %s = %q is also %s in %s: a code has one constant, in pgn when several packages report it", rel, name.Name, code, other.name, other.file)
					}
					constants[code] = constant{name.Name, rel}
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if n.Kind != token.STRING || inConst[n] {
					return true
				}
				if s, err := strconv.Unquote(n.Value); err == nil && documented[s] && !codeLiteralsAllowed[rel+" "+s] {
					literals = append(literals, fset.Position(n.Pos()).String()+": "+s)
				}
			case *ast.CallExpr:
				if name := calleeName(n.Fun); (strings.HasSuffix(strings.ToLower(name), "errorf") || strings.HasSuffix(strings.ToLower(name), "warnf")) && len(n.Args) >= 2 {
					if lit, ok := n.Args[1].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						t.Errorf("%s: %s is called with the code %s as a string literal; use a Code constant", fset.Position(n.Pos()), name, lit.Value)
					}
				}
			case *ast.KeyValueExpr:
				if key, ok := n.Key.(*ast.Ident); ok && key.Name == "Code" {
					if lit, ok := n.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING && lit.Value != `""` {
						t.Errorf("%s: a Code field is set to the string literal %s; use a Code constant", fset.Position(n.Pos()), lit.Value)
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range literals {
		t.Errorf("%s: a diagnostic code written as a string literal; use its Code constant", l)
	}
	for code := range documented {
		if _, ok := constants[code]; !ok {
			t.Errorf("docs/lint-codes.md lists %q, which no Code constant names", code)
		}
	}
	if len(constants) < 100 {
		t.Errorf("found %d code constants; the walk over the source missed some", len(constants))
	}
}

func calleeName(fun ast.Expr) string {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

var codeRow = regexp.MustCompile("(?m)^\\| `([a-z0-9-]+)` \\|")

// documentedCodes reads the codes docs/lint-codes.md has a row for.
func documentedCodes(t *testing.T, root string) map[string]bool {
	b, err := os.ReadFile(filepath.Join(root, "docs", "lint-codes.md"))
	if err != nil {
		t.Fatal(err)
	}
	codes := map[string]bool{}
	for _, m := range codeRow.FindAllSubmatch(b, -1) {
		codes[string(m[1])] = true
	}
	return codes
}
