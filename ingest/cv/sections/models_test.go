package sections

import (
	"slices"
	"sync"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// modelsSrc has a teaching section the embedded classifier tells from
// publications, and a bold list item naming a section.
const modelsSrc = "# Jane Doe\n\n## Teaching\n\n- Introduction to Examples, Fall 2019\n- Advanced Examples, Spring 2020\n\n" +
	"## Publications\n\n- **Patents**\n- A. Author, B. Writer. A device for things. US Patent 1234567, 2018.\n"

// kinds returns the kinds of d's sections after the first.
func kinds(d Doc) []Kind {
	var out []Kind
	for _, s := range d.Sections[1:] {
		out = append(out, s.Kind)
	}
	return out
}

// TestModelsSplit checks that a split reads with the models it is
// given, and the zero Models with the embedded ones: an empty section
// classifier puts every section in publications, and an empty heading
// detector scores every line zero, so a bold list item naming a
// section is no heading.
func TestModelsSplit(t *testing.T) {
	lines, _ := markup.Parse(modelsSrc)
	embedded := Split(lines, false, "")
	if got := kinds(embedded); len(got) < 2 || got[0] == Publications {
		t.Fatalf("embedded models: sections %v, want teaching (not publications) first", got)
	}
	if got := kinds(Models{}.Split(lines, false, "")); !slices.Equal(got, kinds(embedded)) {
		t.Errorf("zero Models: sections %v, want %v as Split", got, kinds(embedded))
	}
	explicit := Models{Sections: model.Default(), Headings: heading.Default()}.Split(lines, false, "")
	if got := kinds(explicit); !slices.Equal(got, kinds(embedded)) {
		t.Errorf("the embedded models named: sections %v, want %v as Split", got, kinds(embedded))
	}
	for k, kind := range kinds(Models{Sections: &model.Model{}}.Split(lines, false, "")) {
		if kind != Publications {
			t.Errorf("empty classifier: section %d is %v, want publications", k+1, kind)
		}
	}
	noDetector := Models{Headings: &heading.Model{}}.Split(lines, false, "")
	if len(embedded.Sections) == len(noDetector.Sections) {
		t.Logf("the embedded detector does not take the bold item for a heading: nothing to compare")
	} else if len(noDetector.Sections) != len(embedded.Sections)-1 {
		t.Errorf("empty detector: %d sections, want one fewer than the embedded detector's %d", len(noDetector.Sections), len(embedded.Sections))
	}
}

// TestModelsSplitConcurrent splits one text with the embedded models and
// with an empty classifier side by side (run it with -race): each split
// reads with its own models only.
func TestModelsSplitConcurrent(t *testing.T) {
	lines, _ := markup.Parse(modelsSrc)
	want := kinds(Split(lines, false, ""))
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if got := kinds(Split(lines, false, "")); !slices.Equal(got, want) {
				t.Errorf("embedded models: sections %v, want %v", got, want)
			}
		})
		wg.Go(func() {
			for k, kind := range kinds(Models{Sections: &model.Model{}}.Split(lines, false, "")) {
				if kind != Publications {
					t.Errorf("empty classifier: section %d is %v, want publications", k+1, kind)
				}
			}
		})
	}
	wg.Wait()
}
