package trainfold

import (
	"bytes"
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"path/filepath"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/sections/heading"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
	"github.com/pubgraph/pubgraph/ingest/label/lines"
)

// The trainers of the models that train on the development documents
// beside the field labeller (whose training lives in package label):
// the section classifier (`make sectionmodel`), the heading detector
// (`make headingmodel`) and the line model of entry boundaries (`make
// linemodel`). Each is seeded: the same data give the same model file.
var (
	// Sections trains package ingest/cv/sections/model from its folder;
	// an item's file is the development document's base name.
	Sections = &Trainer[model.Labelled, *model.Model]{
		Name: "sectiontrain", Unit: "sections",
		Data: func(dir string, skip map[string]bool) ([]model.Labelled, error) {
			return model.TrainingData(dir, model.DefaultTrainParams(), skip)
		},
		File: func(l model.Labelled) string { return l.File },
		Train: func(ctx context.Context, data []model.Labelled) (*model.Model, error) {
			return model.Train(ctx, data, model.DefaultTrainParams())
		},
		Hash: func(dir string) (string, error) { return model.SourceHash(dir, model.DefaultTrainParams()) },
		Write: func(m *model.Model, hash string, w io.Writer) error {
			return m.Write(w, model.Header{Hash: hash, Params: model.DefaultTrainParams()})
		},
		Read: func(r io.Reader) (*model.Model, error) {
			m, _, err := model.ReadModel(r)
			return m, err
		},
	}

	// Headings trains package ingest/cv/sections/heading from its
	// folder; an item's file is the development document's base name.
	Headings = &Trainer[heading.Labelled, *heading.Model]{
		Name: "headingtrain", Unit: "lines",
		Data: func(dir string, skip map[string]bool) ([]heading.Labelled, error) {
			return heading.TrainingData(dir, heading.DefaultTrainParams(), skip)
		},
		File: func(l heading.Labelled) string { return l.File },
		Train: func(ctx context.Context, data []heading.Labelled) (*heading.Model, error) {
			return heading.Train(ctx, data, heading.DefaultTrainParams())
		},
		Hash: func(dir string) (string, error) { return heading.SourceHash(dir, heading.DefaultTrainParams()) },
		Write: func(m *heading.Model, hash string, w io.Writer) error {
			return m.Write(w, heading.Header{Hash: hash, Params: heading.DefaultTrainParams()})
		},
		Read: func(r io.Reader) (*heading.Model, error) {
			m, _, err := heading.ReadModel(r)
			return m, err
		},
	}

	// Lines trains package ingest/label/lines from its folder; an
	// item's file is its document's LineDoc name, "" for a generated
	// section.
	Lines = &Trainer[lines.Seq, *lines.Model]{
		Name: "linetrain", Unit: "sections",
		Data: func(dir string, skip map[string]bool) ([]lines.Seq, error) {
			all, err := lines.ReadDataFile(filepath.Join(dir, filepath.FromSlash(lines.DataFile)))
			if err != nil {
				return nil, err
			}
			kept := all[:0]
			for _, s := range all {
				if !skip[s.Doc] {
					kept = append(kept, s)
				}
			}
			return kept, nil
		},
		File: func(s lines.Seq) string {
			if strings.HasPrefix(s.Doc, generatedPrefix) {
				return ""
			}
			return s.Doc
		},
		Train: func(ctx context.Context, data []lines.Seq) (*lines.Model, error) {
			return lines.Train(ctx, data, lines.DefaultTrainParams())
		},
		Hash: func(dir string) (string, error) { return lines.SourceHash(dir, lines.DefaultTrainParams()) },
		Write: func(m *lines.Model, hash string, w io.Writer) error {
			return m.Write(w, lines.Header{Hash: hash, Params: lines.DefaultTrainParams()})
		},
		Read: func(r io.Reader) (*lines.Model, error) {
			var buf bytes.Buffer
			if _, err := buf.ReadFrom(r); err != nil {
				return nil, err
			}
			m, _, err := lines.ReadModel(buf.Bytes())
			return m, err
		},
	}
)

// generatedPrefix opens the names of the line model's generated
// sections (tools/linetrain), which come from no development document.
const generatedPrefix = "gen:"

// LineDoc is the name the line model's data give the document of base
// name name in set ("cv-dev", "pdf", "repo"): the set and a hash of the
// name, so that the data file names no development document.
func LineDoc(set, name string) string {
	h := fnv.New32a()
	h.Write([]byte(name))
	return fmt.Sprintf("%s:%08x", set, uint64(h.Sum32())%(1<<32-1))
}
