package report

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestREADMEExample runs README.md's python example, which reads the
// exports back with networkx, against testdata/export with every python3
// at hand that has networkx (Debian's /usr/bin/python3 has networkx 2.8;
// one on PATH may have 3.x), so the example works on both.
func TestREADMEExample(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	const marker = "# README example"
	_, rest, ok := strings.Cut(string(readme), "```python\n"+marker)
	if !ok {
		t.Fatalf("README.md has no python block starting %q", marker)
	}
	code, _, _ := strings.Cut(rest, "```")
	code = marker + code
	dir := t.TempDir()
	for _, f := range []string{"graph.graphml", "graph.gexf", "graph.json", "graph.net"} {
		data, err := os.ReadFile(filepath.Join("testdata", "export", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ran := 0
	for _, py := range []string{"python3", "/usr/bin/python3"} {
		path, err := exec.LookPath(py)
		if err != nil || exec.Command(path, "-c", "import networkx").Run() != nil {
			continue
		}
		cmd := exec.Command(path, "-c", code)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: README example failed: %v\n%s", path, err, out)
		}
		ran++
	}
	if ran == 0 {
		t.Skip("no python3 with networkx: apt-get install python3-networkx")
	}
}
