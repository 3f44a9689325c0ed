// Package label labels the fields of one reference or CV entry and splits
// bylines into names. It is the field layer of the CV reader: the reader
// finds entries and their typographic marks, this package says which words
// are the authors, the title, the venue and so on.
//
// # Input
//
// An entry is its text plus the marks the caller saw on byte ranges of it
// (bold, italic, underline, quoted, link, heading, superscript), as
// [Span]s; tokens take the union of the marks of the spans they overlap:
//
//	text := "Doe, J., & Roe, K. (2021). A study of things. Journal of Stuff, 3(2), 1-10."
//	spans := []label.Span{{Start: 0, End: 7, Marks: label.Bold}, {Start: 46, End: 62, Marks: label.Italic}}
//	e := label.Parse(text, spans)
//	for _, f := range e.Fields() {
//		fmt.Println(f.Label, f.Text, f.Confidence)
//	}
//
// prints author "Doe, J., & Roe, K.", date "2021", title "A study of
// things", container "Journal of Stuff", and locators "3", "2" and
// "1-10", each with its confidence (see ExampleParse).
//
// # Output
//
// [Entry] holds a [Label] and a confidence per token; [Entry.Fields]
// gathers runs of one label into [Field]s with byte offsets into the text.
// A field leaves out the punctuation at its edges, except a title's "?" or
// "!", a bracket opened inside it and an initial's full stop in a name.
// Words such as "Vol.", "pp.", "In" and "(Eds.)" lie outside the fields
// they introduce; volume, issue and pages are separate locator fields; a
// status ("in press", "under review", "forthcoming", "R&R") is a Status,
// never the date or the container. What CV entries add to a reference
// has labels of its own: link and badge words ("[PDF] [Code]") are
// LinkWord, contribution marks and roles ("*", "†", "equal contribution")
// Contrib (a mark alone is a field, punctuation though it is; the marks
// on a byline's names, "Doe, J.*, Roe, A.†", are Contrib tokens inside
// the one author field, as its commas are), award notes Award. Editors, translators and other non-authors are Editor,
// never Author.
//
// # Layers
//
// [Tokenize] cuts the text into word and punctuation tokens that keep their
// byte offsets and marks. A feature layer (features.go) turns each token and
// its neighbours into hashed feature ids: shape and case, punctuation,
// position in the entry, marks, lexicons (months, name particles, status
// words such as "in press", editor words, venue words and a venue list) and
// the words two to either side. A decoder — an averaged structured perceptron
// (Collins 2002) with Viterbi decoding over label bigrams — chooses the label
// sequence. Between fields, Other has one state per label it follows, so
// the label bigrams remember the last field across punctuation. The
// per-token [Entry.Confidence] is the forward–backward marginal of the
// chosen label, the scores read as log-potentials after a temperature
// fitted at training time on entries the first model did not see: rank
// doubts with it (docs/accuracy.md counts what a threshold of 0.9 flags
// on held-out data), do not quote it as a probability.
//
// [SplitNames] divides a byline into persons with given names, surname and
// suffix, with a second perceptron over byline tokens; "et al.", "and
// others" and "u.a." mark the list incomplete ([Byline.EtAl]).
//
// # Model
//
// Both taggers are trained by `make model` (tools/labeltrain) from the labelled
// corpora in data/ (converted from GROBID and AnyStyle by tools/refcorpus,
// references rendered through CSL styles by tools/cslgen, the
// development lists' entries aligned with their gold by tools/devlabel,
// plus the repository's own CV-style entries) and embedded in the binary.
// [Default] loads the embedded model once. The model file records a hash of
// its training data, this package's source and the hyper-parameters; a test
// fails when the committed model is stale.
//
// # Stability
//
// The exported API (Mark, Span, Token, Tokenize, Label, Entry, Field, Model,
// Default, Parse, SplitNames, Name, Byline) is stable; new labels or marks
// may be added at the end of their lists.
package label
