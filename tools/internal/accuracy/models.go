package accuracy

import (
	"sync"

	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
)

// Models are the trained models the reader reads a case with: the
// models that train on development documents. A nil one is the model
// embedded in the binary, so the zero Models (or a nil *Models) reads
// as `pubgraph analyze` does.
type Models struct {
	Fields   *label.Model   // the field labeller (ingest/label)
	Sections *model.Model   // the section classifier (ingest/cv/sections/model)
	Headings *heading.Model // the heading detector (ingest/cv/sections/heading)
	Lines    *lines.Model   // the line model of entry boundaries (ingest/label/lines)
}

// inUse serialises reading through this package: the reader takes its
// models from its packages, not from a per-call option, so a set of
// models is installed for the duration of one reading and no other
// reading of this package may run meanwhile (a fold's models must not
// read another fold's files, nor the in-sample pass).
var inUse sync.Mutex

// use installs ms in the reader's packages until release, which puts
// back the models in use before. It waits for any other set in use to
// be released first.
func (ms *Models) use() (release func()) {
	inUse.Lock()
	var restore []func()
	if ms != nil {
		if ms.Fields != nil {
			restore = append(restore, label.UseModel(ms.Fields))
		}
		if ms.Sections != nil || ms.Headings != nil {
			restore = append(restore, sections.UseModels(ms.Sections, ms.Headings))
		}
		if ms.Lines != nil {
			restore = append(restore, entries.UseLineModel(ms.Lines))
		}
	}
	return func() {
		for i := len(restore) - 1; i >= 0; i-- {
			restore[i]()
		}
		inUse.Unlock()
	}
}
