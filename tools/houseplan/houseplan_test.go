package houseplan

import (
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
var cvStages = []string{"namelist", "markup", "convert", "sections", "doc", "names", "entries", "profile", ""}

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
