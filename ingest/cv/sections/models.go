package sections

import (
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// Models are the trained models a split reads with. A nil one is the
// model embedded in the binary, so the zero Models splits as Split
// does. The models are only read: one Models may serve any number of
// splits at once, and splits with different Models may run side by
// side.
type Models struct {
	// Sections is the section classifier (package model): what a
	// section lists, from its heading and lines.
	Sections *model.Model
	// Headings is the heading detector (package heading): the lines
	// that head a section though the word rules do not name them.
	Headings *heading.Model
}

// Split gives every line its section and marks section headings, with
// the embedded models (see Models.Split).
func Split(lines []markup.Line, explicit bool, title string) Doc {
	return Models{}.Split(lines, explicit, title)
}

// orDefault returns ms with each nil model replaced by the embedded one.
func (ms Models) orDefault() Models {
	if ms.Sections == nil {
		ms.Sections = model.Default()
	}
	if ms.Headings == nil {
		ms.Headings = heading.Default()
	}
	return ms
}

// headingScore returns the heading detector's score of lines[i] and
// whether the line is one the detector may add at all (heading.Addable).
func (d *Doc) headingScore(lines []markup.Line, i int) (float64, bool) {
	o := heading.Observe(lines, i)
	if !heading.Addable(&o) {
		return 0, false
	}
	return d.models.Headings.Score(&o), true
}

// headingSure is heading.Sure with the split's detector.
func (d *Doc) headingSure(lines []markup.Line, i int) bool {
	s, ok := d.headingScore(lines, i)
	return ok && s > heading.SureMargin
}

// headingLikely is heading.Likely with the split's detector.
func (d *Doc) headingLikely(lines []markup.Line, i int) bool {
	s, ok := d.headingScore(lines, i)
	return ok && s > 0
}
