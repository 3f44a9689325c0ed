package label

import (
	_ "embed"
	"sync"
	"sync/atomic"
)

// Model holds the trained weights of the field tagger and the name tagger.
// A Model is safe for concurrent use.
type Model struct {
	refs  *tagger
	names *tagger
}

//go:embed model.bin
var embeddedModel []byte

var (
	defaultOnce  sync.Once
	defaultModel *Model
)

// observer, when set, sees every entry a model labels (see Observe).
var observer atomic.Pointer[func(text string, spans []Span)]

// Observe makes every model's Parse and ParseLabels (and so the
// package's) call fn with each entry's text and spans before labelling
// it, until the returned function puts the previous observer back. It is
// for development tools that harvest the entries a reader hands the
// labeller, such as tools/devlabel, which aligns them with gold
// annotations to make training data; fn may be called from several
// goroutines at once.
func Observe(fn func(text string, spans []Span)) (restore func()) {
	var prev *func(string, []Span)
	if fn == nil {
		prev = observer.Swap(nil)
	} else {
		prev = observer.Swap(&fn)
	}
	return func() { observer.Store(prev) }
}

// Default returns the model embedded in the binary, loaded on first use.
// When the embedded model cannot be read (an empty placeholder during
// development) it returns an untrained model, which labels every token
// Other with confidence 0 and splits bylines by simple rules.
func Default() *Model {
	defaultOnce.Do(func() {
		m, err := decodeModel(embeddedModel)
		if err != nil {
			m = &Model{}
		}
		defaultModel = m
	})
	return defaultModel
}

// Parse labels an entry with the default model; see [Model.Parse].
func Parse(text string, spans []Span) Entry {
	return Default().Parse(text, spans)
}

// ParseLabels labels an entry with the default model; see
// [Model.ParseLabels].
func ParseLabels(text string, spans []Span) Entry {
	return Default().ParseLabels(text, spans)
}

// SplitNames splits a byline with the default model; see [Model.SplitNames].
func SplitNames(byline string, spans []Span) Byline {
	return Default().SplitNames(byline, spans)
}

// Parse tokenises text, gives each token the marks of the spans it overlaps
// and labels every token with its field.
func (m *Model) Parse(text string, spans []Span) Entry { return m.label(text, spans, true) }

// ParseLabels is Parse without the labels' confidences (Entry.Confidence
// is nil): the same labels for about a fifth less work, for a caller
// that needs only the best labelling, as the line model's summary of a
// line does.
func (m *Model) ParseLabels(text string, spans []Span) Entry { return m.label(text, spans, false) }

// label tokenises and labels text, with the confidences when confidence
// is set.
func (m *Model) label(text string, spans []Span, confidence bool) Entry {
	if f := observer.Load(); f != nil {
		(*f)(text, spans)
	}
	toks := Tokenize(text, spans)
	e := Entry{Text: text, Tokens: toks, Labels: make([]Label, len(toks))}
	if confidence {
		e.Confidence = make([]float64, len(toks))
	}
	if m.refs == nil || len(toks) == 0 {
		return e
	}
	feats := featPool.Get().(*featSeq)
	defer featPool.Put(feats)
	feats.setRefFeatures(toks)
	path := grow(&feats.path, len(toks))
	m.refs.decodeInto(feats, path, e.Confidence)
	for i, s := range path {
		e.Labels[i] = stateLabel(s)
	}
	return e
}
