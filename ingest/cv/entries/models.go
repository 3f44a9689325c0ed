package entries

import (
	"os"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
)

// Models are the trained models a reading of entries reads with. A nil
// one is the model embedded in the binary, so the zero Models reads as
// Read does. The models are only read: one Models may serve any number
// of readings at once, and readings with different Models may run side
// by side.
type Models struct {
	// Fields is the field labeller (package label), which reads each
	// entry's byline, title, venue and the rest.
	Fields *label.Model
	// Lines is the line model (package lines), which cuts publication
	// sections into entries with the hand rules (lines.go). A nil Lines
	// is the embedded one, or none when PUBGRAPH_LINE_MODEL=0 is in the
	// environment.
	Lines *lines.Model
	// NoLineModel has the hand rules alone cut entries, whatever Lines
	// holds.
	NoLineModel bool
}

// lineModelOff is set when the environment turns the line model off.
var lineModelOff = os.Getenv("PUBGRAPH_LINE_MODEL") == "0"

// Read reads the publications of d's publication sections with the
// embedded models (see Models.Read).
func Read(d *doc.Doc, src string) (*Found, error) { return Models{}.Read(d, src) }

// labeller returns the field labeller ms reads with.
func (ms Models) labeller() *label.Model {
	if ms.Fields != nil {
		return ms.Fields
	}
	return label.Default()
}

// lineModel returns the line model ms reads with, nil for the hand rules
// alone.
func (ms Models) lineModel() *lines.Model {
	switch {
	case ms.NoLineModel:
		return nil
	case ms.Lines != nil:
		return ms.Lines
	case lineModelOff:
		return nil
	}
	return lines.Default()
}
