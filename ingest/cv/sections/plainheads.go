package sections

import (
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
)

// plainText reports whether lines hold no markup that sets a heading
// apart: no markup heading and no line all in bold. Such is a CV pasted
// or exported as plain text, whose headings are lines alone.
func plainText(lines []markup.Line) bool {
	for i := range lines {
		if lines[i].Heading > 0 || !lines[i].Blank() && lines[i].OnlyStyle(markup.Bold) {
			return false
		}
	}
	return true
}

// plainSure reports whether the split's heading detector is sure that
// lines[i], a plain line (heading.Plain), heads a section. Split asks it
// only of a plain text in which the word rules find no heading: there a
// short line alone over a list ("Apresentações de trabalho", "Vorträge
// und Kolloquien") is a heading in words the rules do not know more
// often than a date or a place.
func (d *Doc) plainSure(lines []markup.Line, i int) bool {
	o := heading.Observe(lines, i)
	return heading.Plain(&o) && d.models.Headings.Score(&o) > heading.SureMargin
}
