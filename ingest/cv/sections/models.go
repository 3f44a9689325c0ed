package sections

import (
	"sync/atomic"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
)

// The models Split reads with, when a development tool hands it others
// than the embedded ones (see UseModels).
var (
	classifier atomic.Pointer[model.Model]
	detector   atomic.Pointer[heading.Model]
)

// UseModels makes Split classify sections with m and detect headings
// with h (a nil one: the embedded model) until the returned function
// puts the previous models back. It is for development tools that score
// models trained on part of the development documents, such as the
// cross-validation of tools/accuracy; reading that runs meanwhile may
// see either models.
func UseModels(m *model.Model, h *heading.Model) (restore func()) {
	pm, ph := classifier.Swap(m), detector.Swap(h)
	return func() {
		classifier.Store(pm)
		detector.Store(ph)
	}
}

// sectionModel returns the section classifier in use.
func sectionModel() *model.Model {
	if m := classifier.Load(); m != nil {
		return m
	}
	return model.Default()
}

// headingScore returns the heading detector's score of lines[i] and
// whether the line is one the detector may add at all (heading.Addable).
func headingScore(lines []markup.Line, i int) (float64, bool) {
	m := detector.Load()
	if m == nil {
		m = heading.Default()
	}
	o := heading.Observe(lines, i)
	if !heading.Addable(&o) {
		return 0, false
	}
	return m.Score(&o), true
}

// headingSure is heading.Sure with the detector in use.
func headingSure(lines []markup.Line, i int) bool {
	s, ok := headingScore(lines, i)
	return ok && s > heading.SureMargin
}

// headingLikely is heading.Likely with the detector in use.
func headingLikely(lines []markup.Line, i int) bool {
	s, ok := headingScore(lines, i)
	return ok && s > 0
}
