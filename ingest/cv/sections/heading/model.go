package heading

import (
	"bytes"
	_ "embed"
	"errors"
	"io"
	"sync"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/internal/modelfile"
)

// Model holds the weights of the heading detector: a linear model over
// the features of an Obs. A Model is safe for concurrent use.
type Model struct {
	w map[string]float32
}

//go:embed model.bin
var embeddedModel []byte

var (
	defaultOnce  sync.Once
	defaultModel *Model
)

// Default returns the model embedded in the binary, loaded on first
// use; an unreadable one gives an empty model, which scores every line
// zero (no heading).
func Default() *Model {
	defaultOnce.Do(func() {
		m, _, err := ReadModel(bytes.NewReader(embeddedModel))
		if err != nil {
			m = &Model{w: map[string]float32{}}
		}
		defaultModel = m
	})
	return defaultModel
}

// Score returns the score of o: above zero a heading, and the larger
// the surer.
func (m *Model) Score(o *Obs) float64 {
	s := 0.0
	for _, f := range features(o) {
		s += float64(m.w[f])
	}
	return s
}

// SureMargin is the score above which Sure takes a line for a heading.
// The detector is trained to put headings above zero; this margin
// keeps the lines it is unsure of (a short bold title, an owner's name)
// out.
const SureMargin = 6

// Sure reports whether the default model is sure that lines[i], which
// must hold text, heads a section.
func Sure(lines []markup.Line, i int) bool {
	o := Observe(lines, i)
	return Addable(&o) && Default().Score(&o) > SureMargin
}

// Likely reports whether the default model takes lines[i], which must
// hold text, for a heading at all (a score above zero). Package
// sections asks it of a list item all in bold whose words name a
// section: a converter bullets some subheadings, and a bold item is as
// often a paper's title.
func Likely(lines []markup.Line, i int) bool {
	o := Observe(lines, i)
	return Addable(&o) && Default().Score(&o) > 0
}

// The model file: a first line holding modelMagic, a second line of
// JSON (the Header), then a gzip stream of JSON: feature → weight.
const modelMagic = "pubgraph-heading-model 1"

// ErrBadModel is returned (wrapped) when a model file cannot be read.
var ErrBadModel = errors.New("sections/heading: bad model file")

// Header describes how a model was trained.
type Header struct {
	// Hash is the SHA-256 of the training data, the package's non-test
	// source and the parameters; see SourceHash.
	Hash   string      `json:"hash"`
	Params TrainParams `json:"params"`
}

// ReadModel reads a model file written by [Model.Write].
func ReadModel(r io.Reader) (*Model, Header, error) {
	var h Header
	w, err := modelfile.Read[float32](r, modelMagic, &h, ErrBadModel)
	if err != nil {
		return nil, h, err
	}
	return &Model{w: w}, h, nil
}

// Write writes the model with its header; the same model gives the
// same bytes.
func (m *Model) Write(w io.Writer, h Header) error {
	return modelfile.Write(w, modelMagic, h, m.w)
}

// Addable reports whether a line of observations o may head a section
// that the word rules did not find: a line marked as a heading (a
// markup heading, all bold, ALL CAPS), not a list item (unless a markup
// heading or all bold: a converter bullets some subheadings), not a
// year heading, not a long line. A plain short line
// alone between blank lines is as often a date, a place or a wrapped
// fragment as a heading: the detector leaves those to the rules.
func Addable(o *Obs) bool {
	marked := o.Level > 0 || o.Bold || o.Caps
	return marked && (!o.Item || o.Level > 0 || o.Bold) && !(o.Year && o.Words <= 2) && o.Words <= 12 && o.Words > 0
}

// Plain reports whether a line of observations o, not marked as a
// heading, may head a section of a plain text in which the word rules
// find none (see package sections): a line of one to eight words after
// a blank line, not the first (the owner's name or the document's
// title), not a list item, without a year or a closing period.
func Plain(o *Obs) bool {
	return o.Level == 0 && !o.Bold && !o.Caps && !o.Item && !o.First && o.BlankBefore && !o.Year && !o.Period &&
		o.Words > 0 && o.Words <= 8
}
