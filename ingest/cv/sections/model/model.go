package model

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"math"
	"sync"

	"github.com/pubgraph/pubgraph/ingest/internal/modelfile"
)

// Class is what a section lists.
type Class int

// The classes of section. The publication classes come first.
const (
	Pubs Class = iota // publications of no one kind, or of several
	Journals
	Conferences
	Books // books and chapters
	Preprints
	Theses
	Talks
	Software
	Teaching
	Grants // grants, fellowships, awards
	Education
	Employment
	Other // service, skills, interests, anything else
	NumClasses
)

var classNames = [NumClasses]string{"pub", "pub:journal", "pub:conference", "pub:book", "pub:preprint", "pub:thesis",
	"talks", "software", "teaching", "grants", "education", "employment", "other"}

// String returns the class's name, as the training data writes it.
func (c Class) String() string {
	if c < 0 || c >= NumClasses {
		return "class(" + fmt.Sprint(int(c)) + ")"
	}
	return classNames[c]
}

// ParseClass returns the class named s.
func ParseClass(s string) (Class, error) {
	for c, n := range classNames {
		if n == s {
			return Class(c), nil
		}
	}
	return 0, fmt.Errorf("model: no section class %q", s)
}

// Publications reports whether c lists publications.
func (c Class) Publications() bool { return c >= Pubs && c <= Theses }

// Model holds the weights of the section classifier: a linear model
// over the features of an Example, one weight vector per class. A
// Model is safe for concurrent use.
type Model struct {
	w map[string]*[NumClasses]float32
}

//go:embed model.bin
var embeddedModel []byte

var (
	defaultOnce  sync.Once
	defaultModel *Model
)

// Default returns the model embedded in the binary, loaded on first
// use; an unreadable one gives an empty model, which puts every section
// in Pubs.
func Default() *Model {
	defaultOnce.Do(func() {
		m, _, err := ReadModel(bytes.NewReader(embeddedModel))
		if err != nil {
			m = &Model{w: map[string]*[NumClasses]float32{}}
		}
		defaultModel = m
	})
	return defaultModel
}

// Scores returns the score of each class for x.
func (m *Model) Scores(x *Example) [NumClasses]float64 {
	var s [NumClasses]float64
	for _, f := range features(x) {
		if w := m.w[f]; w != nil {
			for c := range s {
				s[c] += float64(w[c])
			}
		}
	}
	return s
}

// Classify returns the class of x and its margin over the next best
// class.
func (m *Model) Classify(x *Example) (Class, float64) {
	return best(m.Scores(x))
}

// best returns the class of the highest score (the first on a tie) and
// its margin over the second.
func best(s [NumClasses]float64) (Class, float64) {
	b, second := Class(0), math.Inf(-1)
	for c := Class(1); c < NumClasses; c++ {
		switch {
		case s[c] > s[b]:
			b, second = c, s[b]
		case s[c] > second:
			second = s[c]
		}
	}
	return b, s[b] - second
}

// The model file: a first line holding modelMagic, a second line of
// JSON (the Header), then a gzip stream of JSON: feature → weights.
const modelMagic = "pubgraph-section-model 1"

// ErrBadModel is returned (wrapped) when a model file cannot be read.
var ErrBadModel = errors.New("sections/model: bad model file")

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
	w, err := modelfile.Read[[]float32](r, modelMagic, &h, ErrBadModel)
	if err != nil {
		return nil, h, err
	}
	m := &Model{w: make(map[string]*[NumClasses]float32, len(w))}
	for f, ws := range w {
		if len(ws) != int(NumClasses) {
			return nil, h, fmt.Errorf("%w: feature %q has %d weights, want %d", ErrBadModel, f, len(ws), NumClasses)
		}
		m.w[f] = (*[NumClasses]float32)(ws)
	}
	return m, h, nil
}

// Write writes the model with its header; the same model gives the
// same bytes.
func (m *Model) Write(w io.Writer, h Header) error {
	return modelfile.Write(w, modelMagic, h, m.w)
}
