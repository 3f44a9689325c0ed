//go:build unix

package ingest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestDiscoverLinks walks a folder with the odd entries a walk meets:
// symbolic links to a file, to nothing and back up the tree (a loop), a
// FIFO, a table of publications among skipped tables, and a
// file named twice through links.
func TestDiscoverLinks(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	for _, f := range []string{"in/a.bib", "in/sub/b.md", "in/pubs.csv", "in/other.csv", "elsewhere/c.bib", "elsewhere/d/e.ris"} {
		p := filepath.Join(dir, f)
		os.MkdirAll(filepath.Dir(p), 0o755)
		text := "x"
		switch filepath.Base(f) {
		case "pubs.csv":
			text = "title,authors,year\nT,A. Author,2020\n"
		case "other.csv":
			text = "a,b\n1,2\n"
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	links := [][2]string{
		{"elsewhere/c.bib", "in/linked.bib"},
		{"gone.bib", "in/dangling.bib"},
		{"in", "in/sub/loop"},
		{"in/a.bib", "in/again.bib"},
	}
	for _, l := range links {
		if err := os.Symlink(filepath.Join(dir, l[0]), filepath.Join(dir, l[1])); err != nil {
			t.Skip("no symbolic links here:", err)
		}
	}
	fifo := syscall.Mkfifo(filepath.Join(in, "fifo.bib"), 0o644) == nil
	got, err := Discover([]string{in, "-"})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, x := range got {
		rel, _ := filepath.Rel(dir, x.Path)
		if x.Path == "-" {
			rel = "-"
		}
		line := rel
		if x.Folder != "" {
			line += " in " + filepath.Base(x.Folder)
		}
		if x.Err != nil {
			line += ": " + strings.TrimPrefix(strings.TrimPrefix(x.Err.Error(), pub.QuoteName(x.Path)), ": ")
		}
		lines = append(lines, line)
	}
	want := []string{
		"in/a.bib in in",
		"in/dangling.bib in in: " + ErrDanglingLink.Error(),
		"in/fifo.bib in in: " + ErrNotRegular.Error(),
		"in/linked.bib in in",
		"in/pubs.csv in in",
		"in/sub/b.md in in",
		"in/sub/loop in in: " + ErrSymlinkLoop.Error(),
		"-",
	}
	if !fifo {
		want = slices.Delete(want, 2, 3)
	}
	if diff := cmp.Diff(want, lines); diff != "" {
		t.Errorf("Discover (-want +got):\n%s", diff)
	}
	for _, bad := range []string{filepath.Join(dir, "missing"), filepath.Join(dir, "elsewhere/d/empty")} {
		os.MkdirAll(filepath.Join(dir, "elsewhere/d/empty"), 0o755)
		if _, err := Discover([]string{bad}); err == nil || !strings.HasPrefix(err.Error(), bad) {
			t.Errorf("Discover(%s) = %v, want an error naming it", bad, err)
		}
	}
}
