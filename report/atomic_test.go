package report

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// childEnv makes the test binary act as a run killed while writing an
// output set (see TestOutputSetKilled).
const childEnv = "PUBGRAPH_REPORT_TEST_CHILD"

func TestMain(m *testing.M) {
	if dir := os.Getenv(childEnv); dir != "" {
		s, err := OpenOutputSet(dir, nil)
		if err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		for _, name := range []string{"report.md", "people.csv"} {
			s.WriteFile(name, func(w *bufio.Writer) error { _, err := w.WriteString("new " + name); return err })
		}
		fmt.Println("ready")
		time.Sleep(time.Minute) // killed here, before Commit
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// folder returns the files of dir and their contents, without the marker.
func folder(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, e := range entries {
		if e.Name() == markerName {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		got[e.Name()] = string(b)
	}
	return got
}

// writeSet writes files (name → content) as one output set into dir.
func writeSet(dir string, files map[string]string) error {
	s, err := OpenOutputSet(dir, nil)
	if err != nil {
		return err
	}
	defer s.Abort()
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if err := s.WriteFile(name, func(w *bufio.Writer) error { _, err := w.WriteString(files[name]); return err }); err != nil {
			return err
		}
	}
	return s.Commit()
}

// siblings lists what lies beside dir other than dir and its lock.
func siblings(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Dir(dir))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.Name() != filepath.Base(dir) && !strings.HasSuffix(e.Name(), ".pubgraph-lock") {
			out = append(out, e.Name())
		}
	}
	return out
}

func TestOutputSetReplacesWhole(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	first := map[string]string{"report.md": "one", "people.csv": "one", "old.csv": "one"}
	if err := writeSet(dir, first); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(first, folder(t, dir)); diff != "" {
		t.Errorf("first set (-want +got):\n%s", diff)
	}
	second := map[string]string{"report.md": "two", "people.csv": "two"}
	if err := writeSet(dir, second); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(second, folder(t, dir)); diff != "" {
		t.Errorf("second set (-want +got):\n%s", diff)
	}
	if s := siblings(t, dir); len(s) > 0 {
		t.Errorf("left beside the folder: %v", s)
	}
}

// TestOutputSetTwoRenames replaces a set where the folders cannot be
// exchanged in one step (not Linux, or a file system without it).
func TestOutputSetTwoRenames(t *testing.T) {
	defer func(f func(a, b string) error) { exchangeDirs = f }(exchangeDirs)
	exchangeDirs = func(a, b string) error { return errors.ErrUnsupported }
	dir := filepath.Join(t.TempDir(), "out")
	for _, v := range []string{"one", "two"} {
		if err := writeSet(dir, map[string]string{"report.md": v}); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(map[string]string{"report.md": v}, folder(t, dir)); diff != "" {
			t.Errorf("set %s (-want +got):\n%s", v, diff)
		}
	}
	if s := siblings(t, dir); len(s) > 0 {
		t.Errorf("left beside the folder: %v", s)
	}
}

func TestOutputSetAbortKeepsPrevious(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	prev := map[string]string{"report.md": "previous"}
	if err := writeSet(dir, prev); err != nil {
		t.Fatal(err)
	}
	s, err := OpenOutputSet(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.WriteFile("report.md", func(w *bufio.Writer) error { w.WriteString("half"); return nil })
	err = s.WriteFile("people.csv", func(w *bufio.Writer) error { return errors.New("disk full") })
	if err == nil || !strings.Contains(err.Error(), "people.csv") {
		t.Errorf("WriteFile error %v does not name the file", err)
	}
	s.Abort()
	if diff := cmp.Diff(prev, folder(t, dir)); diff != "" {
		t.Errorf("after Abort (-want +got):\n%s", diff)
	}
	if s := siblings(t, dir); len(s) > 0 {
		t.Errorf("left beside the folder: %v", s)
	}
}

func TestOutputSetLock(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	s, err := OpenOutputSet(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = OpenOutputSet(dir, nil)
	if !errors.Is(err, ErrBusy) || !strings.Contains(err.Error(), "out") {
		t.Errorf("second OpenOutputSet: err = %v, want ErrBusy naming the folder", err)
	}
	if err := s.Commit(); err != nil {
		t.Fatal(err)
	}
	s2, err := OpenOutputSet(dir, nil)
	if err != nil {
		t.Fatalf("after Commit the lock is free, but: %v", err)
	}
	s2.Abort()
}

// TestOutputSetConcurrent runs writers into one folder at once: each
// either writes a whole set or fails with ErrBusy, and the folder always
// holds one writer's set, never a mix.
func TestOutputSetConcurrent(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				v := fmt.Sprint(i)
				err := writeSet(dir, map[string]string{"a.csv": v, "b.csv": v, "report.md": v})
				if err != nil && !errors.Is(err, ErrBusy) {
					errs[i] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	got := folder(t, dir)
	if len(got) != 3 || got["a.csv"] != got["b.csv"] || got["a.csv"] != got["report.md"] {
		t.Errorf("folder holds a mix: %v", got)
	}
}

func TestOutputSetForeignFiles(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "thesis.tex"), []byte("mine"), 0o644)
	_, err := OpenOutputSet(dir, []string{"report.md"})
	if !errors.Is(err, ErrForeignFiles) || !strings.Contains(err.Error(), `"thesis.tex"`) {
		t.Errorf("err = %v, want ErrForeignFiles naming thesis.tex", err)
	}
	// Outputs of a version that wrote no marker may be replaced.
	legacy := t.TempDir()
	os.WriteFile(filepath.Join(legacy, "report.md"), []byte("old"), 0o644)
	s, err := OpenOutputSet(legacy, []string{"report.md"})
	if err != nil {
		t.Fatalf("legacy outputs: %v", err)
	}
	s.Abort()
}

// TestOutputSetKilled kills (SIGKILL) a process that is writing a set and
// checks that the previous set is whole and that the next run removes
// what the killed one left.
func TestOutputSetKilled(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	prev := map[string]string{"report.md": "previous", "people.csv": "previous"}
	if err := writeSet(dir, prev); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(stdout).ReadString('\n')
	if line != "ready\n" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("child said %q", line)
	}
	cmd.Process.Kill() // SIGKILL on Unix
	io.Copy(io.Discard, stdout)
	cmd.Wait()
	if diff := cmp.Diff(prev, folder(t, dir)); diff != "" {
		t.Errorf("after the kill (-want +got):\n%s", diff)
	}
	if len(siblings(t, dir)) == 0 {
		t.Error("the killed run left no temporary folder: did it write anything?")
	}
	next := map[string]string{"report.md": "next"}
	if err := writeSet(dir, next); err != nil {
		t.Fatalf("the lock of the killed run is still held: %v", err)
	}
	if diff := cmp.Diff(next, folder(t, dir)); diff != "" {
		t.Errorf("next run (-want +got):\n%s", diff)
	}
	if s := siblings(t, dir); len(s) > 0 {
		t.Errorf("left beside the folder: %v", s)
	}
}

// TestOutputSetRecoversAside covers a kill between the two renames of the
// fallback swap: the previous set waits under its aside name and the
// folder is missing; the next run puts it back before anything else.
func TestOutputSetRecoversAside(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "out")
	if err := writeSet(dir, map[string]string{"report.md": "previous"}); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(dir, asideName(parent, "out")); err != nil {
		t.Fatal(err)
	}
	s, err := OpenOutputSet(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Abort()
	if diff := cmp.Diff(map[string]string{"report.md": "previous"}, folder(t, dir)); diff != "" {
		t.Errorf("recovered (-want +got):\n%s", diff)
	}
}

func TestOutputSetBadName(t *testing.T) {
	s, err := OpenOutputSet(filepath.Join(t.TempDir(), "out"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Abort()
	for _, name := range []string{"../x", "a/b", markerName, ".."} {
		if err := s.WriteFile(name, func(w *bufio.Writer) error { return nil }); err == nil {
			t.Errorf("WriteFile(%q) succeeded", name)
		}
	}
}
