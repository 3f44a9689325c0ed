package graph

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// testInputs are the inputs that the sources of hand-made publications
// in tests index (see sources).
var testInputs = []string{"a", "a.bib", "b", "b.bib", "b.ris", "c.bib", "cv.md", "dblp.xml", "f0.bib", "f1.bib", "f2.bib", "refs.bib", "x.bib", "y.bib"}

// sources returns the sources written as texts ("a.bib:3", "cv.md:12:1")
// in testInputs, for publications made by hand.
func sources(texts ...string) []Source {
	var out []Source
	for _, text := range texts {
		file, nums := text, []int32(nil)
		for range 2 {
			i := strings.LastIndexByte(file, ':')
			if i < 0 {
				break
			}
			n, err := strconv.Atoi(file[i+1:])
			if err != nil {
				break
			}
			file, nums = file[:i], append([]int32{int32(n)}, nums...)
		}
		s := Source{Input: -1}
		for k, in := range testInputs {
			if in == file {
				s.Input = int32(k)
			}
		}
		if s.Input < 0 {
			panic(fmt.Sprintf("source %q: %q is not in testInputs", text, file))
		}
		if len(nums) > 0 {
			s.Line = nums[0]
		}
		if len(nums) > 1 {
			s.Column = nums[1]
		}
		out = append(out, s)
	}
	return out
}

// sourceTexts returns the texts of sources in testInputs.
func sourceTexts(srcs []Source) []string { return textsOf(&Corpus{Inputs: testInputs}, srcs) }

// textsOf returns the texts of sources in c's inputs.
func textsOf(c *Corpus, srcs []Source) []string {
	var out []string
	for _, s := range srcs {
		out = append(out, c.SourceString(s))
	}
	return out
}

// TestSourceText checks that a source reads as the pub.Position it
// came from, through Build, SourceString and Append alike, whatever the
// file's name holds: colons (a Windows drive, a URL-like name), digits
// after a colon, characters that need quoting.
func TestSourceText(t *testing.T) {
	positions := []pub.Position{
		{File: "C:\\cvs\\cv.md", Line: 12, Column: 3},
		{File: "C:\\cvs\\cv.md", Line: 9},
		{File: "dir:7/a.bib", Line: 1},
		{File: "a.bib:12", Line: 5, Column: 2},
		{File: "a.bib:12"},
		{File: "b\nc.bib", Line: 1},
		{File: " d.bib"},
		{File: "e.bib", Column: 4},
		{File: "f.bib", Line: 1 << 30, Column: 1<<31 - 1},
	}
	b := NewBuilder()
	for i, pos := range positions {
		if err := b.Add(pub.Record{Publication: &pub.Publication{Title: fmt.Sprintf("Paper %d", i), Year: 2000 + i, Pos: pos}}); err != nil {
			t.Fatal(err)
		}
	}
	c, err := b.Build(context.Background(), BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	names := c.SourceNames()
	var want, got, appended []string
	for i, p := range c.Publications {
		want = append(want, positions[i].String())
		if len(p.Sources) != 1 {
			t.Fatalf("publication %d has %d sources, want 1", i, len(p.Sources))
		}
		got = append(got, c.SourceString(p.Sources[0]))
		appended = append(appended, string(p.Sources[0].Append([]byte("x "), names)[2:]))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("SourceString (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want, appended); diff != "" {
		t.Errorf("Append (-want +got):\n%s", diff)
	}
}

// TestMergedSourcesInTextOrder checks that a merged publication lists its
// sources in the natural order of their texts, each once, as it did when
// they were strings: digits compare as numbers ("cv.md:9" before
// "cv.md:10"), and a file whose name extends another's sorts by text
// ("a.bib:12:5" between "a.bib:12" and "a.bib:13"), not by input.
func TestMergedSourcesInTextOrder(t *testing.T) {
	inputs := []string{"a.bib", "a.bib:12", "cv.md"}
	src := func(input, line, column int32) Source { return Source{Input: input, Line: line, Column: column} }
	pubs := []Publication{
		{Title: "One paper", Year: 2001, Sources: []Source{src(2, 10, 0)}},
		{Title: "One paper", Year: 2001, Sources: []Source{src(0, 13, 0), src(1, 5, 0)}},
		{Title: "One paper", Year: 2001, Sources: []Source{src(2, 9, 0), src(0, 12, 0), src(2, 10, 0)}},
	}
	out, _, _ := dedupePublications(pubs, inputs)
	if len(out) != 1 {
		t.Fatalf("%d publications, want 1", len(out))
	}
	c := &Corpus{Inputs: inputs}
	var got []string
	for _, s := range out[0].Sources {
		got = append(got, c.SourceString(s))
	}
	want := []string{"a.bib:12", "a.bib:12:5", "a.bib:13", "cv.md:9", "cv.md:10"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("sources (-want +got):\n%s", diff)
	}
}

// TestRecordSizes keeps the corpus's records as small as they were made:
// a DBLP-sized corpus holds millions of each, so a field added or
// reordered carelessly costs hundreds of megabytes.
func TestRecordSizes(t *testing.T) {
	for _, tc := range []struct {
		name      string
		got, want uintptr
	}{
		// 16 of them the packed locator (volume, issue, pages).
		{"Publication", unsafe.Sizeof(Publication{}), 168},
		{"Authorship", unsafe.Sizeof(Authorship{}), 8},
		{"Source", unsafe.Sizeof(Source{}), 12},
		{"Person", unsafe.Sizeof(Person{}), 56},
	} {
		if tc.got > tc.want {
			t.Errorf("%s takes %d bytes, want at most %d", tc.name, tc.got, tc.want)
		}
	}
}
