package ingest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/pub"
)

// loadFiles writes files (name → content) into a new folder and returns it.
func loadFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

const loadBib = `@article{a, title={Early Paper}, author={Ann Lee and Bo Chen}, year={2001}, journal={J}}
@article{b, title={Late Paper}, author={Ann Lee and Cy Dow}, year={2011}, journal={J}}
@article{c, title={Undated Paper}, author={Ann Lee and Di Eng}, journal={J}}
`

// loadResult is what a test compares of one Load.
type loadResult struct {
	Titles   []string
	Links    int
	Formats  map[string]Format
	Warnings []string
	Err      string
}

func runLoad(t *testing.T, dir string, paths []string, o LoadOptions) loadResult {
	t.Helper()
	var r loadResult
	for i, p := range paths {
		if !strings.HasPrefix(p, "/") && p != "-" && !strings.Contains(p, ":") {
			paths[i] = filepath.Join(dir, p)
		}
	}
	l, err := Load(context.Background(), paths, o, func(rec pub.Record) error {
		switch {
		case rec.Publication != nil:
			r.Titles = append(r.Titles, rec.Publication.Title)
		case rec.Link != nil:
			r.Links++
		}
		return nil
	})
	if err != nil {
		r.Err = strings.ReplaceAll(err.Error(), dir+string(filepath.Separator), "")
		return r
	}
	r.Formats = make(map[string]Format)
	for p, f := range l.Formats {
		r.Formats[filepath.Base(p)] = f
	}
	for _, w := range l.Warnings {
		r.Warnings = append(r.Warnings, strings.ReplaceAll(w.Error(), dir+string(filepath.Separator), ""))
	}
	return r
}

func TestLoad(t *testing.T) {
	dir := loadFiles(t, map[string]string{
		"a.bib":     loadBib,
		"net.txt":   "1\t2\n3\t3\n3\t3\n2\t4\n",
		"bad.bib":   "@article{x, title={Cut",
		"empty.txt": "",
	})
	tests := []struct {
		name  string
		paths []string
		o     LoadOptions
		want  loadResult
	}{
		{"one file", []string{"a.bib"}, LoadOptions{}, loadResult{
			Titles:  []string{"Early Paper", "Late Paper", "Undated Paper"},
			Formats: map[string]Format{"a.bib": FormatBibTeX}}},
		{"since and until leave out the undated", []string{"a.bib"}, LoadOptions{Since: 2005, Until: 2020}, loadResult{
			Titles:   []string{"Late Paper"},
			Formats:  map[string]Format{"a.bib": FormatBibTeX},
			Warnings: []string{"2 publications left out by --since/--until (or without a year)"}}},
		{"self-loops counted", []string{"net.txt"}, LoadOptions{Format: FormatEdgeList}, loadResult{
			Links:    4,
			Formats:  map[string]Format{"net.txt": FormatEdgeList},
			Warnings: []string{"net.txt:2: 2 links from a node to itself dropped (a co-authorship needs two people; the first is on this line)"}}},
		{"an empty file is a warning", []string{"empty.txt", "a.bib"}, LoadOptions{Until: 2005}, loadResult{
			Titles:  []string{"Early Paper"},
			Formats: map[string]Format{"a.bib": FormatBibTeX},
			Warnings: []string{"skipped: empty.txt: empty input: nothing to read",
				"2 publications left out by --since/--until (or without a year)"}}},
		{"a missing path named is the error", []string{"a.bib", "missing.bib"}, LoadOptions{}, loadResult{
			Err: "missing.bib: no such file or directory"}},
		{"strict: a missing path is the error", []string{"missing.bib", "a.bib"}, LoadOptions{Strict: true}, loadResult{
			Err: "missing.bib: no such file or directory"}},
		{"nothing readable", []string{"missing.bib"}, LoadOptions{}, loadResult{
			Err: "missing.bib: no such file or directory"}},
		{"names file missing", []string{"a.bib"}, LoadOptions{NamesFile: filepath.Join(dir, "none.txt")}, loadResult{
			Err: "open none.txt: no such file or directory"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runLoad(t, dir, tt.paths, tt.o)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Load (-want +got):\n%s", diff)
			}
		})
	}
}

// TestLoadHooks checks that Begin sees the inputs before any is read and
// can stop Load, and that End and the counts follow the reading.
func TestLoadHooks(t *testing.T) {
	dir := loadFiles(t, map[string]string{"a.bib": loadBib, "b.bib": loadBib})
	var seen, read []string
	count := new(LoadCount)
	ended := false
	o := LoadOptions{Count: count,
		Input: func(in Input) {
			read = append(read, filepath.Base(in.Path))
			if want := int64(len(read) - 1); count.Input.Load() != want {
				t.Errorf("Input of %s while the count says input %d", in.Path, count.Input.Load())
			}
		},
		Begin: func(inputs []Input) error {
			for _, in := range inputs {
				seen = append(seen, filepath.Base(in.Path))
			}
			if count.Records.Load() != 0 {
				t.Errorf("Begin after %d records", count.Records.Load())
			}
			return nil
		},
		End: func() { ended = true },
	}
	runLoad(t, dir, []string{dir}, o)
	if diff := cmp.Diff([]string{"a.bib", "b.bib"}, seen); diff != "" {
		t.Errorf("Begin saw (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"a.bib", "b.bib"}, read); diff != "" {
		t.Errorf("Input saw (-want +got):\n%s", diff)
	}
	if !ended || count.Records.Load() != 6 || count.Input.Load() != 1 || count.Bytes.Load() != int64(2*len(loadBib)) {
		t.Errorf("ended %v, records %d, input %d, bytes %d; want true, 6, 1, %d",
			ended, count.Records.Load(), count.Input.Load(), count.Bytes.Load(), 2*len(loadBib))
	}
	stop := errors.New("stop")
	o.Begin = func([]Input) error { return stop }
	if _, err := Load(context.Background(), []string{dir}, o, func(pub.Record) error { return nil }); !errors.Is(err, stop) {
		t.Errorf("Begin's error: Load returned %v", err)
	}
}

func TestLoadCancelled(t *testing.T) {
	dir := loadFiles(t, map[string]string{"a.bib": loadBib})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Load(ctx, []string{dir}, LoadOptions{}, func(pub.Record) error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("Load with a cancelled context returned %v", err)
	}
}

// fakeSource reads "fake:N" as N publications, and fails "fake:bad".
type fakeSource struct{}

func (fakeSource) Match(path string) bool { return strings.HasPrefix(path, "fake:") }

func (fakeSource) Read(ctx context.Context, path string, opt Options, emit pub.Emit) (int, error) {
	if path == "fake:bad" {
		return 0, errors.New("fake:bad: no such id")
	}
	n := len(strings.TrimPrefix(path, "fake:"))
	for i := range n {
		if err := emit(pub.Record{Publication: &pub.Publication{Title: fmt.Sprintf("%s #%d", path, i+1), Year: 2020}}); err != nil {
			return i, err
		}
	}
	return n, nil
}

// TestLoadSources reads paths a Source claims through it, in order with
// files, and warns about one that fails.
func TestLoadSources(t *testing.T) {
	dir := loadFiles(t, map[string]string{"a.bib": loadBib})
	got := runLoad(t, dir, []string{"fake:xx", "a.bib", "fake:bad"}, LoadOptions{Sources: []Source{fakeSource{}}, Until: 2005})
	want := loadResult{
		Titles:   []string{"Early Paper"},
		Formats:  map[string]Format{"fake:xx": FormatSource, "a.bib": FormatBibTeX},
		Warnings: []string{"skipped: fake:bad: no such id", "4 publications left out by --since/--until (or without a year)"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Load (-want +got):\n%s", diff)
	}
	got = runLoad(t, dir, []string{"fake:x"}, LoadOptions{Sources: []Source{fakeSource{}}})
	if diff := cmp.Diff([]string{"fake:x #1"}, got.Titles); diff != "" {
		t.Errorf("Load of one id (-want +got):\n%s", diff)
	}
}
