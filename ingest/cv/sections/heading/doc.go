// Package heading is the heading detector of the CV reader: it says,
// line by line, whether a line heads a section, from what the line and
// its neighbours look like rather than from the words it is made of.
//
// An [Obs] is what the detector reads of one line ([Observe]): its
// markup (markdown, LaTeX or org heading level, which the PDF converter
// sets from the font size; all bold, all italic, ALL CAPS), its shape
// (number of words, a final period or colon, a year, commas, quotes, a
// section number, a list marker), the lines around it (blank lines,
// whether the next line is a list item, holds a year, is long), whether
// it reads as a person's name, and what the heading-word rules make of
// it ([model.WordRule], a feature here, not the decider), which
// section class its words name, and, for a long marked line, how many
// of its words name what a section lists (the section model's lexicon
// of heading concepts), so that a heading of many words ("Papers in
// Refereed Journals Indexed in International Databases") is told from a
// title on its own line by its words, not cut off by its length; a long
// line's features have weights of their own. No text of the line is
// kept.
// [Model.Score] gives a signed score: above zero the line is a heading,
// and the larger the score the surer the detector is.
//
// Package sections takes the headings its word rules find and adds the
// lines the detector is sure of ([Sure]): a heading in a language or
// wording the rules do not know, or a PDF subheading set only in bold or
// capitals. It also decides the list items all in bold that the word
// rules take for headings ([Likely]): a subheading a converter bulleted,
// or a paper's title in bold. Bylines, paper titles and owner names set
// in bold are the detector's negatives.
//
// # Model
//
// The features (features.go) are apart from the weights: one weight
// vector, trained as an averaged perceptron (Collins 2002) by
// `make headingmodel` (tools/headingtrain) and embedded as model.bin. It
// is trained on synthetic documents ([Synthesize]: an owner's name and
// contact lines, then sections under headings in many languages, styles
// and layouts, with subheadings, year headings, bold titles and bylines
// among the entries; [SynthLongDoc]: long headings in several
// languages, and titles, affiliations and roles set as headings are)
// and on the lines of the development documents,
// labelled from their structure and gold by `make headingdata`
// (data/dev.jsonl.gz holds each line's Obs, never its text). The model
// file records a hash of its training data, this package's source and
// the parameters; TestModelFresh fails when the committed model is
// stale. `make headingeval` prints the accuracy, precision and recall in
// sample and by 5-fold cross-validation by file.
package heading
