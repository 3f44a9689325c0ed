package houseplan

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const module = "github.com/pubgraph/pubgraph/"

// listed runs go list in the module's root and returns its lines.
func listed(t *testing.T, args ...string) []string {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list"}, args...)...)
	cmd.Dir = filepath.Join("..", "..")
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			t.Fatalf("go list %v: %v\n%s", args, err, ee.Stderr)
		}
		t.Skipf("cannot run go list: %v", err)
	}
	return strings.Split(strings.TrimSpace(string(out)), "\n")
}

// within reports whether pkg (module-relative) is dir or below it.
func within(pkg, dir string) bool { return pkg == dir || strings.HasPrefix(pkg, dir+"/") }

// TestImportRule checks every package's own imports (tests aside)
// against the house plan: no arrow runs back up and none crosses over.
func TestImportRule(t *testing.T) {
	// forbidden lists, for the packages under a folder, the folders they
	// must not import from.
	forbidden := []struct {
		dir string
		not []string
	}{
		{"pub", []string{"ingest", "graph", "analysis", "report", "render", "internal", "tools", "cmd"}},
		{"internal", []string{"ingest", "graph", "analysis", "report", "render", "tools", "cmd"}},
		{"ingest", []string{"graph", "analysis", "report", "render", "tools", "cmd"}},
		{"graph", []string{"ingest", "analysis", "report", "render", "tools", "cmd"}},
		{"analysis", []string{"ingest", "report", "render", "tools", "cmd"}},
		{"render", []string{"ingest", "report", "tools", "cmd"}},
		{"report", []string{"ingest", "tools", "cmd"}},
		{"cmd", []string{"tools"}},
	}
	checked := 0
	for _, line := range listed(t, "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", "./...") {
		fields := strings.Fields(line)
		pkg := strings.TrimPrefix(fields[0], module)
		for _, rule := range forbidden {
			if !within(pkg, rule.dir) {
				continue
			}
			checked++
			for _, imp := range fields[1:] {
				rel, ok := strings.CutPrefix(imp, module)
				if !ok {
					continue
				}
				for _, no := range rule.not {
					if within(rel, no) {
						t.Errorf("%s imports %s: the house plan (docs/architecture.md) forbids %s → %s", pkg, rel, rule.dir, no)
					}
				}
			}
		}
	}
	if checked < 10 {
		t.Errorf("only %d packages checked; is go list working from the module root?", checked)
	}
}

// TestAnalysisDeps checks that the analysis, report and render layers
// stand on the standard library, gonum and the project's own graph: no
// reader, no PDF engine, no WebAssembly runtime anywhere below them
// (Graphviz in WebAssembly is render/svg's, apart).
func TestAnalysisDeps(t *testing.T) {
	deps := listed(t, "-deps", "./analysis", "./report", "./render")
	for _, d := range deps {
		switch {
		case within(strings.TrimPrefix(d, module), "ingest"),
			strings.Contains(d, "go-pdfium"), strings.Contains(d, "wazero"), strings.Contains(d, "yaml"):
			t.Errorf("go list -deps ./analysis ./report ./render lists %s", d)
		}
	}
	if len(deps) < 20 {
		t.Errorf("go list -deps ./analysis ./report ./render listed %d packages; want the standard library and gonum at least", len(deps))
	}
}

// cvStages are the CV reader's packages under ingest/cv in the order data
// passes through them (ingest/cv/doc.go); a stage may import only stages
// before it, so the imports run one way and no circle closes.
var cvStages = []string{"internal/scan", "cues", "namelist", "markup", "convert", "sections/model", "sections/heading", "sections", "doc", "names", "entries", "profile", ""}

// TestCVStageOrder checks that each stage of the CV reader imports only
// the stages before it, and that a package under ingest/cv not in
// cvStages is added to it.
func TestCVStageOrder(t *testing.T) {
	rank := make(map[string]int)
	for i, s := range cvStages {
		name := "ingest/cv"
		if s != "" {
			name += "/" + s
		}
		rank[name] = i
	}
	checked := 0
	for _, line := range listed(t, "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", "./ingest/cv/...") {
		fields := strings.Fields(line)
		pkg := strings.TrimPrefix(fields[0], module)
		r, ok := rank[pkg]
		if !ok {
			t.Errorf("%s is not a stage of cvStages: add it in its place", pkg)
			continue
		}
		checked++
		for _, imp := range fields[1:] {
			rel := strings.TrimPrefix(imp, module)
			if ri, ok := rank[rel]; ok && ri >= r {
				t.Errorf("%s imports %s, a later stage of the CV reader", pkg, rel)
			}
		}
	}
	if checked < 5 {
		t.Errorf("only %d CV stages checked", checked)
	}
}

// Commands only command: cmd/pubgraph parses flags, calls the library and
// prints, so none of its files (tests included) grows past maxCmdLines
// and no function past maxCmdComplexity; domain logic belongs in the
// package that owns it.
const (
	maxCmdLines      = 350
	maxCmdComplexity = 20
)

func TestCommandsOnlyCommand(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "cmd", "pubgraph", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no cmd/pubgraph files: %v", err)
	}
	fset := token.NewFileSet()
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(src, []byte("\n")); n > maxCmdLines {
			t.Errorf("%s: %d lines, more than %d: move what is not the command's into its package, or split the file", filepath.Base(path), n, maxCmdLines)
		}
		f, err := parser.ParseFile(fset, path, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Body != nil {
				if c := complexity(fn); c > maxCmdComplexity {
					t.Errorf("%s: %s has cyclomatic complexity %d, more than %d: split it into named steps", fset.Position(fn.Pos()), fn.Name.Name, c, maxCmdComplexity)
				}
			}
		}
	}
}

// complexity is a function's cyclomatic complexity as gocyclo counts it:
// 1, plus one per if, for, range, non-default case and select case, and
// per && and ||, function literals inside included.
func complexity(fn *ast.FuncDecl) int {
	c := 1
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			c++
		case *ast.CaseClause:
			if n.List != nil {
				c++
			}
		case *ast.CommClause:
			if n.Comm != nil {
				c++
			}
		case *ast.BinaryExpr:
			if n.Op == token.LAND || n.Op == token.LOR {
				c++
			}
		}
		return true
	})
	return c
}

func TestComplexity(t *testing.T) {
	src := `package p
func a() {}
func b(x, y bool) int {
	if x && y || !x {
		return 1
	}
	for i := range 3 {
		switch i {
		case 1, 2:
		default:
		}
	}
	f := func() { if y {} }
	f()
	return 0
}`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"a": 1, "b": 1 + 1 + 2 + 1 + 1 + 1}
	for _, d := range f.Decls {
		fn := d.(*ast.FuncDecl)
		if got := complexity(fn); got != want[fn.Name.Name] {
			t.Errorf("complexity(%s) = %d, want %d", fn.Name.Name, got, want[fn.Name.Name])
		}
	}
}
