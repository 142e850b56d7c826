package pgntool_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// libraryBlock is the first Go code block of the README's Library section.
var libraryBlock = regexp.MustCompile("(?s)\n## Library\n.*?```go\n(.*?)```\n")

// TestReadmeLibraryExample checks that the README's library example is,
// word for word, the function lint of example_readme_test.go (its doc
// comment from "lint prints" on, and its body), which Example_lint
// compiles and runs: the README shows code that works.
func TestReadmeLibraryExample(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := libraryBlock.FindSubmatch(readme)
	if m == nil {
		t.Fatal("README.md has no ```go block in its Library section")
	}
	src, err := os.ReadFile("example_readme_test.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "example_readme_test.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var code string
	for _, decl := range file.Decls {
		if fn, ok := decl.(*ast.FuncDecl); ok && fn.Name.Name == "lint" {
			code = string(src[fset.Position(fn.Doc.Pos()).Offset:fset.Position(fn.End()).Offset]) + "\n"
		}
	}
	// The README keeps the last paragraph of the doc comment: the first
	// says where the function comes from.
	if i := strings.Index(code, "// lint prints"); i >= 0 {
		code = code[i:]
	} else {
		t.Fatal("example_readme_test.go has no function lint documented \"lint prints ...\"")
	}
	if diff := cmp.Diff(code, string(m[1])); diff != "" {
		t.Errorf("README.md's library example differs from lint in example_readme_test.go (-test +README):\n%s", diff)
	}
}
