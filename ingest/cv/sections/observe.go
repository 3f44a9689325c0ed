package sections

import (
	"sync/atomic"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// observer, when set, receives every split Split makes (see Observe).
var observer atomic.Pointer[func([]markup.Line, Doc)]

// Observe makes Split hand every split it makes, with the lines it
// split, to fn, until the returned function puts the previous observer
// back. It is for development tools that gather a corpus's sections
// (tools/sectiontrain); reading that runs meanwhile calls fn from its
// goroutines, so fn must be safe for concurrent use.
func Observe(fn func(lines []markup.Line, d Doc)) (restore func()) {
	prev := observer.Swap(&fn)
	return func() { observer.Store(prev) }
}

// observe hands d to the observer, if any.
func observe(lines []markup.Line, d Doc) {
	if fn := observer.Load(); fn != nil && *fn != nil {
		(*fn)(lines, d)
	}
}

// useDetector, when set, makes Split take the lines the heading
// detector is sure of for headings too (see UseHeadingDetector).
var useDetector atomic.Bool

// UseHeadingDetector makes Split, beside the headings the word rules
// find, take for a heading every line the trained heading detector
// (package heading) is sure of, until the returned function puts the
// previous setting back. It is off by default: on the development
// documents the detector, cross-validated by file, adds fewer right
// headings than wrong ones (bold institution names, capitalised names
// in PDFs), so the word rules alone decide; `make headingeval` prints
// the figures. Reading that runs meanwhile sees the setting.
func UseHeadingDetector(on bool) (restore func()) {
	prev := useDetector.Swap(on)
	return func() { useDetector.Store(prev) }
}
