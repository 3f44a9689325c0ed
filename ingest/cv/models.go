package cv

import (
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
)

// Models are the trained models the reader reads with. A nil one is the
// model embedded in the binary, so the zero Models reads as `pubgraph
// analyze` does. The models are only read: one Models may serve any
// number of reads at once, and reads with different Models may run side
// by side, each with its own.
type Models struct {
	// Fields is the field labeller (package label): which words of an
	// entry are its byline, title, venue, year and the rest.
	Fields *label.Model
	// Sections is the section classifier (package sections/model): what
	// a section lists, from its heading and lines.
	Sections *model.Model
	// Headings is the heading detector (package sections/heading): the
	// lines that head a section though the word rules do not name them.
	Headings *heading.Model
	// Lines is the line model (package lines), which cuts publication
	// sections into entries with the hand rules. A nil Lines is the
	// embedded one, or none when PUBGRAPH_LINE_MODEL=0 is in the
	// environment.
	Lines *lines.Model
	// NoLineModel has the hand rules alone cut entries, whatever Lines
	// holds.
	NoLineModel bool
}

// split returns the models of the sections stage.
func (ms Models) split() sections.Models {
	return sections.Models{Sections: ms.Sections, Headings: ms.Headings}
}

// entries returns the models of the entries stage.
func (ms Models) entries() entries.Models {
	return entries.Models{Fields: ms.Fields, Lines: ms.Lines, NoLineModel: ms.NoLineModel}
}
