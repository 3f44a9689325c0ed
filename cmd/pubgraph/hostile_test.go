//go:build unix

package main

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// bib returns a BibTeX entry by two authors; key makes it distinct.
func bib(key, a, b string) string {
	return fmt.Sprintf("@inproceedings{%s,\n  title = {Paper %s},\n  author = {%s and %s},\n  booktitle = {OSDI},\n  year = {2021}\n}\n", key, key, a, b)
}

func gz(t *testing.T, text string) []byte {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(text))
	w.Close()
	return b.Bytes()
}

func utf16LE(text string) []byte {
	b := []byte{0xff, 0xfe}
	for _, u := range utf16.Encode([]rune(text)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return b
}

// TestHostileInputs is the table of hostile and unlucky inputs from issue
// 12: each case builds its files in a fresh folder, runs analyze on the
// paths it names, and checks the exit code, how many publications were
// read, and what stderr and warnings.txt say. Nothing may hang or panic.
func TestHostileInputs(t *testing.T) {
	root := os.Geteuid() == 0
	tests := []struct {
		name  string
		setup func(t *testing.T, dir string) []string // returns the INPUT arguments
		flags []string
		code  int
		pubs  int      // publications read, when code is 0
		warn  []string // in warnings.txt (code 0) or stderr
		once  []string // in the warnings exactly once
		skip  bool
	}{
		{name: "binary file named beside a good one", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "good.bib", bib("a", "Ann Lee", "Bo Chen"))
			write(t, dir, "cv.pdf", "%PDF-1.4\x00\x01binary")
			return []string{filepath.Join(dir, "good.bib"), filepath.Join(dir, "cv.pdf")}
		}, code: 0, pubs: 1, warn: []string{"cv.pdf", "not a readable PDF"}},
		{name: "binary file with --strict", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "good.bib", bib("a", "Ann Lee", "Bo Chen"))
			write(t, dir, "cv.pdf", "%PDF-1.4\x00\x01binary")
			return []string{filepath.Join(dir, "good.bib"), filepath.Join(dir, "cv.pdf")}
		}, flags: []string{"--strict"}, code: 1, warn: []string{"cv.pdf"}},
		{name: "missing path beside a good one", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "good.bib", bib("a", "Ann Lee", "Bo Chen"))
			return []string{filepath.Join(dir, "good.bib"), filepath.Join(dir, "typo.bib")}
		}, code: 1, warn: []string{"typo.bib", "no such file"}},
		{name: "unreadable file named beside a good one", skip: root, setup: func(t *testing.T, dir string) []string {
			write(t, dir, "good.bib", bib("a", "Ann Lee", "Bo Chen"))
			write(t, dir, "secret.bib", bib("b", "Cy Diaz", "Dee Evans"))
			os.Chmod(filepath.Join(dir, "secret.bib"), 0)
			return []string{filepath.Join(dir, "good.bib"), filepath.Join(dir, "secret.bib")}
		}, code: 1, warn: []string{"secret.bib", "permission denied"}},
		{name: "named folder beside a good one", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "good.bib", bib("a", "Ann Lee", "Bo Chen"))
			os.Mkdir(filepath.Join(dir, "empty"), 0o755)
			return []string{filepath.Join(dir, "good.bib"), filepath.Join(dir, "empty")}
		}, code: 0, pubs: 1, warn: []string{"empty", "no CVs"}},
		{name: "nothing readable", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "a.pdf", "%PDF-1.4\x00")
			write(t, dir, "b.txt", "")
			return []string{filepath.Join(dir, "a.pdf"), filepath.Join(dir, "b.txt")}
		}, code: 1, warn: []string{"none of 2 inputs could be read", "a.pdf"}},
		{name: "unreadable file in a folder", skip: root, setup: func(t *testing.T, dir string) []string {
			write(t, dir, "in/good.bib", bib("a", "Ann Lee", "Bo Chen"))
			write(t, dir, "in/secret.bib", bib("b", "Cy Diaz", "Dee Evans"))
			os.Chmod(filepath.Join(dir, "in/secret.bib"), 0)
			return []string{filepath.Join(dir, "in")}
		}, code: 0, pubs: 1, warn: []string{"secret.bib", "permission denied"}},
		{name: "unreadable folder in a folder", skip: root, setup: func(t *testing.T, dir string) []string {
			write(t, dir, "in/good.bib", bib("a", "Ann Lee", "Bo Chen"))
			write(t, dir, "in/locked/x.bib", bib("b", "Cy Diaz", "Dee Evans"))
			os.Chmod(filepath.Join(dir, "in/locked"), 0)
			t.Cleanup(func() { os.Chmod(filepath.Join(dir, "in/locked"), 0o755) })
			return []string{filepath.Join(dir, "in")}
		}, code: 0, pubs: 1, warn: []string{"locked", "permission denied"}},
		{name: "symlinks in a folder: to a file, to folders, dangling, a loop, a second link to one folder", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "in/good.bib", bib("a", "Ann Lee", "Bo Chen"))
			write(t, dir, "elsewhere/other.bib", bib("b", "Cy Diaz", "Dee Evans"))
			write(t, dir, "shared/jane/cv.bib", bib("c", "Jane Q. Doe", "Ann Lee"))
			os.Symlink(filepath.Join(dir, "elsewhere/other.bib"), filepath.Join(dir, "in/linked.bib"))
			os.Symlink(filepath.Join(dir, "gone.bib"), filepath.Join(dir, "in/dangling.bib"))
			os.Symlink(filepath.Join(dir, "in"), filepath.Join(dir, "in/loop"))
			os.Symlink("../shared/jane", filepath.Join(dir, "in/jane"))
			os.Symlink("../shared/jane", filepath.Join(dir, "in/jane2"))
			return []string{filepath.Join(dir, "in")}
		}, code: 0, pubs: 3, warn: []string{"dangling.bib: symbolic link to a missing file", "in/loop: symbolic link loop", "in/jane2: symbolic link to a folder read already"},
			once: []string{"in/loop:", "in/jane2:", "symbolic link to a missing file"}},
		{name: "gzip named and in a folder", setup: func(t *testing.T, dir string) []string {
			writeBytes(t, dir, "named.bib.gz", gz(t, bib("a", "Ann Lee", "Bo Chen")))
			writeBytes(t, dir, "in/inner.bib.gz", gz(t, bib("b", "Cy Diaz", "Dee Evans")))
			return []string{filepath.Join(dir, "named.bib.gz"), filepath.Join(dir, "in")}
		}, code: 0, pubs: 2},
		{name: "UTF-16 with BOM", setup: func(t *testing.T, dir string) []string {
			writeBytes(t, dir, "win.bib", utf16LE(bib("a", "Ann Lee", "Bo Chen")))
			return []string{filepath.Join(dir, "win.bib")}
		}, code: 0, pubs: 1},
		{name: "FIFO without a writer", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "good.bib", bib("a", "Ann Lee", "Bo Chen"))
			if err := syscall.Mkfifo(filepath.Join(dir, "fifo.bib"), 0o644); err != nil {
				t.Skip("no FIFOs here:", err)
			}
			return []string{filepath.Join(dir, "good.bib"), filepath.Join(dir, "fifo.bib")}
		}, code: 0, pubs: 1, warn: []string{"fifo.bib"}},
		{name: "FIFO in a folder", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "in/good.bib", bib("a", "Ann Lee", "Bo Chen"))
			if err := syscall.Mkfifo(filepath.Join(dir, "in/fifo.bib"), 0o644); err != nil {
				t.Skip("no FIFOs here:", err)
			}
			return []string{filepath.Join(dir, "in")}
		}, code: 0, pubs: 1, warn: []string{"fifo.bib", "not a regular file"}},
		{name: "file name with a line break", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "good.bib", bib("a", "Ann Lee", "Bo Chen"))
			write(t, dir, "evil\nname.txt", "")
			return []string{filepath.Join(dir, "good.bib"), filepath.Join(dir, "evil\nname.txt")}
		}, code: 0, pubs: 1, warn: []string{`evil\nname.txt`}},
		{name: "gzip bomb beside a good file", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "good.bib", bib("a", "Ann Lee", "Bo Chen"))
			writeBytes(t, dir, "bomb.bib.gz", gz(t, strings.Repeat(bib("b", "Cy Diaz", "Dee Evans"), 2000)))
			return []string{filepath.Join(dir, "bomb.bib.gz"), filepath.Join(dir, "good.bib")}
		}, flags: []string{"--max-input-bytes", "64K"}, code: 0, pubs: 1, warn: []string{"bomb.bib.gz", "over budget", "--max-input-bytes"}},
		{name: "bad budget flag", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "good.bib", bib("a", "Ann Lee", "Bo Chen"))
			return []string{filepath.Join(dir, "good.bib")}
		}, flags: []string{"--max-text-bytes", "lots"}, code: 2, warn: []string{"--max-text-bytes"}},
		{name: "NUL and bidi controls in names", setup: func(t *testing.T, dir string) []string {
			write(t, dir, "good.bib", bib("a", "Ann\u202E Lee", "Bo \u2066Chen\u2069"))
			return []string{filepath.Join(dir, "good.bib")}
		}, code: 0, pubs: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.skip {
				t.Skip("root reads anything")
			}
			dir := t.TempDir()
			inputs := tt.setup(t, dir)
			out := filepath.Join(t.TempDir(), "out")
			args := append(append([]string{"analyze", "--no-svg", "--out", out}, tt.flags...), inputs...)
			code, stdout, stderr := pubgraph(t, "", args...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d\nstderr:\n%s", code, tt.code, stderr)
			}
			if strings.Contains(stderr, "panic") {
				t.Fatalf("panic:\n%s", stderr)
			}
			said := stderr
			if code == 0 {
				if !strings.Contains(stdout, fmt.Sprintf("publications:     %d\n", tt.pubs)) {
					t.Errorf("want %d publications read:\n%s", tt.pubs, stdout)
				}
				w, err := os.ReadFile(filepath.Join(out, "warnings.txt"))
				if err != nil {
					t.Fatal(err)
				}
				said = string(w)
				for _, line := range strings.Split(strings.TrimSuffix(said, "\n"), "\n") {
					if line != "" && !strings.Contains(line, ": ") {
						t.Errorf("warnings.txt line %q is not a whole warning", line)
					}
				}
				checkOutputsClean(t, out)
			}
			for _, want := range tt.warn {
				if !strings.Contains(said, want) {
					t.Errorf("warnings lack %q:\n%s", want, said)
				}
			}
			for _, want := range tt.once {
				if n := strings.Count(said, want); n != 1 {
					t.Errorf("warnings say %q %d times, want once:\n%s", want, n, said)
				}
			}
		})
	}
}

// checkOutputsClean fails if any output holds NUL, another C0 control but
// tab and line feed, or a bidi control.
func checkOutputsClean(t *testing.T, out string) {
	t.Helper()
	entries, _ := os.ReadDir(out)
	for _, e := range entries {
		b, _ := os.ReadFile(filepath.Join(out, e.Name()))
		for _, r := range string(b) {
			if (r < 0x20 && r != '\n' && r != '\t') || (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069) {
				t.Errorf("%s holds %U", e.Name(), r)
				break
			}
		}
	}
}

func write(t *testing.T, dir, rel, text string) { writeBytes(t, dir, rel, []byte(text)) }

func writeBytes(t *testing.T, dir, rel string, data []byte) {
	t.Helper()
	p := filepath.Join(dir, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestProgressTail(t *testing.T) {
	for _, s := range []string{"short.md", strings.Repeat("é", 60), "cvs/" + strings.Repeat("日本", 30) + ".md", "a\nb" + strings.Repeat("x", 60)} {
		got := tail(oneLine(s), 50)
		if !utf8.ValidString(got) || len(got) > 50+len("…") || strings.ContainsAny(got, "\n\r") {
			t.Errorf("tail(%q) = %q", s, got)
		}
	}
}
