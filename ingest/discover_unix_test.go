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
	lines := discoverLines(dir, got)
	want := []string{
		"in/a.bib in in",
		"in/dangling.bib in in: " + ErrDanglingLink.Error() + " " + filepath.Join(dir, "gone.bib"),
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

// discoverLines shows the inputs Discover found, one a line: the path
// relative to dir, the folder walked, and why the input cannot be read.
func discoverLines(dir string, got []Input) []string {
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
	return lines
}

// makeTree makes the files (each holding "x") and the symbolic links
// (link, target as `ln -s` takes it, relative to the link's folder) below
// dir, in the order given. It skips the test where links cannot be made.
func makeTree(t *testing.T, dir string, files []string, links [][2]string) {
	t.Helper()
	for _, f := range files {
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range links {
		p := filepath.Join(dir, l[0])
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(l[1], p); err != nil {
			t.Skip("no symbolic links here:", err)
		}
	}
}

// TestDiscoverFolderLinks walks folders holding symbolic links to folders:
// a link to a folder is walked once, under the link's own path; a link to
// a folder above it is a loop, and one to a folder read already a
// repeat, each reported once and not followed; a dangling link is reported naming it and its target.
func TestDiscoverFolderLinks(t *testing.T) {
	loop, again := ErrSymlinkLoop.Error(), ErrReadAlready.Error()
	dangling := ErrDanglingLink.Error()
	tests := []struct {
		name  string
		files []string
		links [][2]string // link, target
		walk  string      // the folder named, below the test's folder
		skip  string      // a folder to pass over, below the test's folder
		want  []string
	}{
		{
			name:  "link to a folder beside the walked one",
			files: []string{"cvs/a.bib", "shared/alice/x.bib", "shared/alice/y.md"},
			links: [][2]string{{"cvs/alice", "../shared/alice"}},
			walk:  "cvs",
			want:  []string{"cvs/a.bib in cvs", "cvs/alice/x.bib in cvs", "cvs/alice/y.md in cvs"},
		},
		{
			name:  "links to folders, nested: a linked folder holds a link",
			files: []string{"shared/alice/x.bib", "shared/bob/y.bib"},
			links: [][2]string{{"cvs/alice", "../shared/alice"}, {"shared/alice/more", "../bob"}},
			walk:  "cvs",
			want:  []string{"cvs/alice/more/y.bib in cvs", "cvs/alice/x.bib in cvs"},
		},
		{
			name:  "link to the walked folder",
			files: []string{"cvs/sub/b.md"},
			links: [][2]string{{"cvs/sub/up", ".."}},
			walk:  "cvs",
			want:  []string{"cvs/sub/b.md in cvs", "cvs/sub/up in cvs: " + loop},
		},
		{
			name:  "link to a folder above the walked one",
			files: []string{"cvs/a.bib", "other.bib"},
			links: [][2]string{{"cvs/up", ".."}},
			walk:  "cvs",
			want:  []string{"cvs/a.bib in cvs", "cvs/up in cvs: " + loop},
		},
		{
			name:  "link to a folder above it, inside a linked folder",
			files: []string{"shared/alice/x.bib"},
			links: [][2]string{{"cvs/alice", "../shared/alice"}, {"shared/alice/back", "."}},
			walk:  "cvs",
			want:  []string{"cvs/alice/back in cvs: " + loop, "cvs/alice/x.bib in cvs"},
		},
		{
			name:  "two links to one folder",
			files: []string{"shared/x.bib"},
			links: [][2]string{{"cvs/b", "../shared"}, {"cvs/a", "../shared"}},
			walk:  "cvs",
			want:  []string{"cvs/a/x.bib in cvs", "cvs/b in cvs: " + again},
		},
		{
			name:  "a folder, then a link to it",
			files: []string{"cvs/real/x.bib"},
			links: [][2]string{{"cvs/z", "real"}},
			walk:  "cvs",
			want:  []string{"cvs/real/x.bib in cvs", "cvs/z in cvs: " + again},
		},
		{
			name:  "a link to a folder, then the folder: read once, through the link",
			files: []string{"cvs/real/x.bib", "cvs/real/y.bib"},
			links: [][2]string{{"cvs/a", "real"}},
			walk:  "cvs",
			want:  []string{"cvs/a/x.bib in cvs", "cvs/a/y.bib in cvs"},
		},
		{
			name:  "dangling link where a folder was",
			files: []string{"cvs/a.bib"},
			links: [][2]string{{"cvs/gone", "../nowhere"}},
			walk:  "cvs",
			want:  []string{"cvs/a.bib in cvs", "cvs/gone in cvs: " + dangling + " ../nowhere"},
		},
		{
			name:  "link to itself",
			files: []string{"cvs/a.bib"},
			links: [][2]string{{"cvs/self", "self"}},
			walk:  "cvs",
			want:  []string{"cvs/a.bib in cvs", "cvs/self in cvs: " + syscall.ELOOP.Error()},
		},
		{
			name:  "the folder named is a link",
			files: []string{"shared/alice/x.bib", "shared/alice/sub/y.bib"},
			links: [][2]string{{"alice", "shared/alice"}, {"shared/alice/sub/top", "../.."}},
			walk:  "alice",
			want:  []string{"alice/sub/top in alice: " + loop, "alice/sub/y.bib in alice", "alice/x.bib in alice"},
		},
		{
			name:  "link to a folder to pass over",
			files: []string{"cvs/a.bib", "out/report.md"},
			links: [][2]string{{"cvs/last", "../out"}},
			walk:  "cvs",
			skip:  "out",
			want:  []string{"cvs/a.bib in cvs"},
		},
		{
			name:  "a hidden link is passed over",
			files: []string{"cvs/a.bib", "shared/x.bib"},
			links: [][2]string{{"cvs/.old", "../shared"}},
			walk:  "cvs",
			want:  []string{"cvs/a.bib in cvs"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			makeTree(t, dir, tt.files, tt.links)
			var skip []string
			if tt.skip != "" {
				skip = append(skip, filepath.Join(dir, tt.skip))
			}
			got, err := Discover([]string{filepath.Join(dir, tt.walk)}, skip...)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, discoverLines(dir, got)); diff != "" {
				t.Errorf("Discover (-want +got):\n%s", diff)
			}
		})
	}
}

// TestDiscoverFolderLinksOrder makes one tree of folders and links in two
// orders: Discover finds the same inputs in the same order.
func TestDiscoverFolderLinksOrder(t *testing.T) {
	files := []string{"cvs/z.bib", "cvs/m/k.ris", "shared/alice/b.bib", "shared/alice/a.md", "shared/bob/c.bib"}
	links := [][2]string{{"cvs/bob", "../shared/bob"}, {"cvs/alice", "../shared/alice"}, {"cvs/m/alice", "../../shared/alice"}, {"shared/bob/up", "../.."}}
	var runs [2][]string
	for i := range runs {
		dir := t.TempDir()
		makeTree(t, dir, files, links)
		got, err := Discover([]string{filepath.Join(dir, "cvs")})
		if err != nil {
			t.Fatal(err)
		}
		runs[i] = discoverLines(dir, got)
		slices.Reverse(files)
		slices.Reverse(links)
	}
	if diff := cmp.Diff(runs[0], runs[1]); diff != "" {
		t.Errorf("Discover differs with the order the tree was made in (-first +second):\n%s", diff)
	}
	want := []string{
		"cvs/alice/a.md in cvs", "cvs/alice/b.bib in cvs",
		"cvs/bob/c.bib in cvs", "cvs/bob/up in cvs: " + ErrSymlinkLoop.Error(),
		"cvs/m/alice in cvs: " + ErrReadAlready.Error(), "cvs/m/k.ris in cvs",
		"cvs/z.bib in cvs",
	}
	if diff := cmp.Diff(want, runs[0]); diff != "" {
		t.Errorf("Discover (-want +got):\n%s", diff)
	}
}

// TestDiscoverOnce names files and folders that reach one file more than
// once: each file is an input once, under the first path that reached it
// (in the order named, then lexical order), and a path met whole before
// adds nothing and is no error.
func TestDiscoverOnce(t *testing.T) {
	again := ErrReadAlready.Error()
	tests := []struct {
		name  string
		files []string
		links [][2]string // symbolic links: link, target
		hard  [][2]string // hard links: new path, existing file
		paths []string
		want  []string
	}{
		{
			name:  "the same folder twice",
			files: []string{"cvs/a.bib", "cvs/sub/b.md"},
			paths: []string{"cvs", "cvs"},
			want:  []string{"cvs/a.bib in cvs", "cvs/sub/b.md in cvs"},
		},
		{
			name:  "the same file twice",
			files: []string{"cvs/a.bib"},
			paths: []string{"cvs/a.bib", "cvs/a.bib"},
			want:  []string{"cvs/a.bib"},
		},
		{
			name:  "a folder, then a file in it",
			files: []string{"cvs/a.bib", "cvs/sub/b.md"},
			paths: []string{"cvs", "cvs/sub/b.md"},
			want:  []string{"cvs/a.bib in cvs", "cvs/sub/b.md in cvs"},
		},
		{
			name:  "a file, then its folder",
			files: []string{"cvs/a.bib", "cvs/sub/b.md"},
			paths: []string{"cvs/sub/b.md", "cvs"},
			want:  []string{"cvs/sub/b.md", "cvs/a.bib in cvs"},
		},
		{
			name:  "a file, then its folder holding nothing else",
			files: []string{"cvs/a.bib"},
			paths: []string{"cvs/a.bib", "cvs"},
			want:  []string{"cvs/a.bib"},
		},
		{
			name:  "a folder, then a folder in it",
			files: []string{"cvs/a.bib", "cvs/sub/b.md"},
			paths: []string{"cvs", "cvs/sub"},
			want:  []string{"cvs/a.bib in cvs", "cvs/sub/b.md in cvs"},
		},
		{
			name:  "a folder, then the folder holding it",
			files: []string{"cvs/a.bib", "cvs/sub/b.md"},
			paths: []string{"cvs/sub", "cvs"},
			want:  []string{"cvs/sub/b.md in sub", "cvs/a.bib in cvs"},
		},
		{
			name:  "a folder and a link to it named",
			files: []string{"cvs/a.bib"},
			links: [][2]string{{"again", "cvs"}},
			paths: []string{"again", "cvs"},
			want:  []string{"again/a.bib in again"},
		},
		{
			name:  "two folders linking one shared folder",
			files: []string{"a/x.bib", "b/y.bib", "shared/z.bib"},
			links: [][2]string{{"a/s", "../shared"}, {"b/s", "../shared"}},
			paths: []string{"a", "b"},
			want:  []string{"a/s/z.bib in a", "a/x.bib in a", "b/s in b: " + again, "b/y.bib in b"},
		},
		{
			name:  "a shared folder, then a folder linking it",
			files: []string{"a/x.bib", "shared/z.bib"},
			links: [][2]string{{"a/s", "../shared"}},
			paths: []string{"shared", "a"},
			want:  []string{"shared/z.bib in shared", "a/s in a: " + again, "a/x.bib in a"},
		},
		{
			name:  "a symbolic link to a file in another folder",
			files: []string{"a/x.bib", "b/y.bib"},
			links: [][2]string{{"b/l.bib", "../a/x.bib"}},
			paths: []string{"b", "a"},
			want:  []string{"b/l.bib in b", "b/y.bib in b"},
		},
		{
			name:  "a hard link in another folder",
			files: []string{"a/x.bib", "b/y.bib"},
			hard:  [][2]string{{"b/h.bib", "a/x.bib"}},
			paths: []string{"a", "b"},
			want:  []string{"a/x.bib in a", "b/y.bib in b"},
		},
		{
			name:  "a hard link, named",
			files: []string{"a/x.bib"},
			hard:  [][2]string{{"h.bib", "a/x.bib"}},
			paths: []string{"h.bib", "a/x.bib", "a"},
			want:  []string{"h.bib"},
		},
		{
			name:  "standard input twice is read as named",
			files: []string{"a/x.bib"},
			paths: []string{"-", "a", "-"},
			want:  []string{"-", "a/x.bib in a", "-"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			makeTree(t, dir, tt.files, tt.links)
			for _, h := range tt.hard {
				if err := os.Link(filepath.Join(dir, h[1]), filepath.Join(dir, h[0])); err != nil {
					t.Skip("no hard links here:", err)
				}
			}
			var paths []string
			for _, p := range tt.paths {
				if p != "-" {
					p = filepath.Join(dir, p)
				}
				paths = append(paths, p)
			}
			got, err := Discover(paths)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, discoverLines(dir, got)); diff != "" {
				t.Errorf("Discover(%q) (-want +got):\n%s", tt.paths, diff)
			}
		})
	}
}
