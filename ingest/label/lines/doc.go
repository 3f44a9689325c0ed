// Package lines labels the lines of a publication section: which line
// starts an entry, which continues the entry above, and which belongs to
// no entry (a group heading, a note, a blank-line remnant). It is the
// line model of the CV reader; headings and section types are the
// section stage's business.
//
// # Input
//
// The model sees no text: a [Line] describes a line by its layout (indent,
// list marker and number, heading level, blank line before, bold lead,
// italics, links, length, tabbed columns and the numbers that end it, as a
// table pasted as text leaves them), by the shape of its first and last characters,
// by the field labeller's summary of it (the share of its tokens package
// label reads as author, title, container and date, see [Describe]) and
// by the decision of the reader's hand rules ([Line.Rule]), which is one
// feature among the others:
//
//	seq := []lines.Line{lines.Describe("A. Author and B. Writer. A study of things.", nil), ...}
//	seq[0].Item, seq[0].Rule = true, true
//	labels, conf := lines.Default().Label(seq)
//
// # Model
//
// A linear-chain model over the section's lines, trained as an averaged
// structured perceptron (Collins 2002) with Viterbi decoding over label
// bigrams; the confidence of a line's label is its forward–backward
// marginal. Features are hashed conjunctions of a line's descriptors and
// its neighbours'. The weights are trained by `make linemodel`
// (tools/linetrain) from data/train.jsonl.gz, which holds descriptors and
// labels only (no text): sections rendered from CSL-styled references into
// generated layouts (lists, paragraphs, wrapped and year-grouped entries,
// and a citation index's profile pasted as text, three lines a record), and the publication sections of the development
// documents, the rules' labels corrected by their gold. The model file
// records the hash of its training data, this package's source and the
// hyper-parameters; TestModelFresh fails when it is stale.
package lines
