// Package nilcheck calls every exported function and method of a package
// with nil and zero values, for the tests that check that a package never
// panics on them. It finds the exported names in the package's source, so
// that a function or method added later and left out of a test fails it.
package nilcheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
)

// Package describes the package under test.
type Package struct {
	// Dir is the package's source directory; its _test.go files are
	// passed over.
	Dir string
	// Funcs holds every exported package-level function, by name.
	// Generic functions are given instantiated.
	Funcs map[string]any
	// Types holds a value of each exported type with methods (a zero
	// value does): each method is called on a nil pointer to it (when the
	// method has a pointer receiver), on a zero value and on a pointer to
	// a zero value. Interfaces and function types are left out: calling a
	// method of a nil interface or a nil function panics in any Go
	// program.
	Types []any
	// Values are further receivers, such as a game read from a text,
	// whose methods are called with nil and zero arguments.
	Values []any
	// Skip names functions, methods and types ("Name", "Type.Method" or
	// "Type" for all its methods) that are not called, each with the
	// reason.
	Skip map[string]string
}

// Call is one call made: what was called, on what, and the panic it
// raised, if any.
type Call struct {
	Name     string // "Func", or "Type.Method"
	Receiver string // "nil *T", "zero T", "&zero T", or "value N"
	Panic    any
	Stack    string
}

func (c Call) String() string {
	if c.Receiver == "" {
		return fmt.Sprintf("%s(zero arguments) panics: %v", c.Name, c.Panic)
	}
	return fmt.Sprintf("%s on %s with zero arguments panics: %v", c.Name, c.Receiver, c.Panic)
}

// Run makes the calls. It returns the calls that panicked, and the
// exported functions and methods of the source that no call reached and
// no Skip names.
func Run(p Package) (panics []Call, missed []string, err error) {
	funcs, methods, err := exported(p.Dir)
	if err != nil {
		return nil, nil, err
	}
	reached := map[string]bool{}
	for _, name := range slices.Sorted(maps.Keys(p.Funcs)) {
		reached[name] = true
		f := reflect.ValueOf(p.Funcs[name])
		if f.Kind() != reflect.Func {
			return nil, nil, fmt.Errorf("nilcheck: Funcs[%q] is a %s, not a function", name, f.Kind())
		}
		if c, ok := call(name, "", f); !ok {
			panics = append(panics, c)
		}
	}
	type receiver struct {
		v    reflect.Value
		desc string
		// pointerMethodsOnly is set for a nil pointer: calling a value
		// method through it panics in any Go program.
		pointerMethodsOnly bool
	}
	var receivers []receiver
	for _, x := range p.Types {
		t := reflect.TypeOf(x)
		if t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		receivers = append(receivers,
			receiver{reflect.Zero(reflect.PointerTo(t)), "nil *" + t.Name(), true},
			receiver{reflect.Zero(t), "zero " + t.Name(), false},
			receiver{reflect.New(t), "&zero " + t.Name(), false})
	}
	for i, x := range p.Values {
		receivers = append(receivers, receiver{reflect.ValueOf(x), fmt.Sprintf("value %d (%T)", i, x), false})
	}
	for _, r := range receivers {
		t := r.v.Type()
		base := t
		if base.Kind() == reflect.Pointer {
			base = base.Elem()
		}
		for i := range t.NumMethod() {
			m := t.Method(i)
			name := base.Name() + "." + m.Name
			if p.skipped(name) {
				continue
			}
			if r.pointerMethodsOnly {
				if _, isValueMethod := base.MethodByName(m.Name); isValueMethod {
					continue
				}
			}
			reached[name] = true
			if c, ok := call(name, r.desc, r.v.Method(i)); !ok {
				panics = append(panics, c)
			}
		}
	}
	for _, name := range append(funcs, methods...) {
		if !p.skipped(name) && !reached[name] {
			missed = append(missed, name)
		}
	}
	return panics, missed, nil
}

// skipped reports whether Skip names the function or method, or the type
// of the method.
func (p Package) skipped(name string) bool {
	if _, ok := p.Skip[name]; ok {
		return true
	}
	typ, _, isMethod := strings.Cut(name, ".")
	_, ok := p.Skip[typ]
	return isMethod && ok
}

// call calls f with zero arguments and then every function it returns
// that takes a yield function (an iterator) with a yield that goes on; ok
// is false, with the panic in c, when a call panics.
func call(name, receiver string, f reflect.Value) (c Call, ok bool) {
	c = Call{Name: name, Receiver: receiver}
	defer func() {
		if p := recover(); p != nil {
			c.Panic, c.Stack = p, string(debug.Stack())
			ok = false
		}
	}()
	t := f.Type()
	args := make([]reflect.Value, t.NumIn())
	for i := range args {
		args[i] = reflect.Zero(t.In(i))
	}
	var out []reflect.Value
	if t.IsVariadic() {
		out = f.CallSlice(args)
	} else {
		out = f.Call(args)
	}
	for _, o := range out {
		if isIterator(o) {
			yield := reflect.MakeFunc(o.Type().In(0), func([]reflect.Value) []reflect.Value {
				return []reflect.Value{reflect.ValueOf(true)}
			})
			o.Call([]reflect.Value{yield})
		}
	}
	return c, true
}

// isIterator reports whether v is a non-nil iter.Seq or iter.Seq2.
func isIterator(v reflect.Value) bool {
	t := v.Type()
	if t.Kind() != reflect.Func || v.IsNil() || t.NumIn() != 1 || t.NumOut() != 0 {
		return false
	}
	y := t.In(0)
	return y.Kind() == reflect.Func && y.NumOut() == 1 && y.Out(0).Kind() == reflect.Bool
}

// exported lists the exported package-level functions ("Name") and the
// exported methods of exported types ("Type.Method") of the package in
// dir.
func exported(dir string) (funcs, methods []string, err error) {
	fset := token.NewFileSet()
	notTest := func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }
	//lint:ignore SA1019 the package's files are all that is wanted here; go/packages is not a dependency
	pkgs, err := parser.ParseDir(fset, dir, notTest, parser.SkipObjectResolution)
	if err != nil {
		return nil, nil, err
	}
	for _, pkg := range pkgs {
		for _, file := range pkg.Files {
			for _, decl := range file.Decls {
				fn, ok := decl.(*ast.FuncDecl)
				if !ok || !fn.Name.IsExported() {
					continue
				}
				if fn.Recv == nil {
					funcs = append(funcs, fn.Name.Name)
					continue
				}
				if recv := receiverName(fn.Recv.List[0].Type); ast.IsExported(recv) {
					methods = append(methods, recv+"."+fn.Name.Name)
				}
			}
		}
	}
	slices.Sort(funcs)
	slices.Sort(methods)
	return funcs, methods, nil
}

// receiverName is the type name of a receiver: T of T, *T and T[P].
func receiverName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// Where returns the function and line where the call panicked: the
// first frame below the panic that is not in the runtime.
func (c Call) Where() string {
	lines := strings.Split(c.Stack, "\n")
	start := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "panic(") {
			start = i
			break
		}
	}
	for i := start; i+1 < len(lines); i++ {
		fn := lines[i]
		if !strings.Contains(lines[i+1], ".go:") || strings.HasPrefix(fn, "runtime") || strings.HasPrefix(fn, "panic(") {
			continue
		}
		file := strings.TrimSpace(lines[i+1])
		if j := strings.LastIndex(file, " +0x"); j >= 0 {
			file = file[:j]
		}
		return fn + " at " + file
	}
	return "(no frame found)"
}
