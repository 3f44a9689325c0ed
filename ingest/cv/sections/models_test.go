package sections

import (
	"slices"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// TestUseModels checks that Split reads with the models UseModels hands
// it, and with the embedded ones again once restored: an empty section
// classifier puts every section in publications, and an empty heading
// detector scores every line zero, so a bold list item naming a
// section is no heading.
func TestUseModels(t *testing.T) {
	src := "# Jane Doe\n\n## Teaching\n\n- Introduction to Examples, Fall 2019\n- Advanced Examples, Spring 2020\n\n" +
		"## Publications\n\n- **Patents**\n- A. Author, B. Writer. A device for things. US Patent 1234567, 2018.\n"
	lines, _ := markup.Parse(src)
	kinds := func(d Doc) []Kind {
		var out []Kind
		for _, s := range d.Sections[1:] {
			out = append(out, s.Kind)
		}
		return out
	}
	embedded := Split(lines, false, "")
	if got := kinds(embedded); len(got) < 2 || got[0] == Publications {
		t.Fatalf("embedded models: sections %v, want teaching (not publications) first", got)
	}
	restore := UseModels(&model.Model{}, nil)
	empty := Split(lines, false, "")
	restore()
	for k, kind := range kinds(empty) {
		if kind != Publications {
			t.Errorf("empty classifier: section %d is %v, want publications", k+1, kind)
		}
	}
	if got, want := kinds(Split(lines, false, "")), kinds(embedded); !slices.Equal(got, want) {
		t.Errorf("after restore: sections %v, want %v as embedded", got, want)
	}

	restore = UseModels(nil, &heading.Model{})
	noDetector := Split(lines, false, "")
	restore()
	if len(embedded.Sections) == len(noDetector.Sections) {
		t.Logf("the embedded detector does not take the bold item for a heading: nothing to compare")
	} else if len(noDetector.Sections) != len(embedded.Sections)-1 {
		t.Errorf("empty detector: %d sections, want one fewer than the embedded detector's %d", len(noDetector.Sections), len(embedded.Sections))
	}
	if again := Split(lines, false, ""); len(again.Sections) != len(embedded.Sections) {
		t.Errorf("after restore: %d sections, want %d", len(again.Sections), len(embedded.Sections))
	}
}
