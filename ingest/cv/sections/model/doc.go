// Package model is the section classifier of the CV reader: it says
// what a section lists from its heading and from what its entries look
// like.
//
// An [Example] is one section as package sections found it: the
// heading's text, the heading it sits under and the one before it, what
// the heading-word rules make of it ([WordRule], now a feature), and a
// [Summary] of its lines: how many lines hold a year, a quoted or
// italic title, initials and author lists, venue words, page ranges, a
// DOI or link, talk cues (invited, seminar, keynote), course codes and
// teaching words, amounts and grant words, degrees, positions, software
// words, service words and statuses. [Model.Classify] gives the section
// a [Class]: publications (of no one kind, journal articles, conference
// papers, books and chapters, preprints, theses), talks, software,
// teaching, grants and awards, education, employment or other. A
// section under a heading no lexicon knows is classified by its
// entries; heading words are read in English, German, French, Spanish,
// Portuguese, Italian, Dutch, Chinese and Japanese (lexicon.go).
//
// # Model
//
// The features (features.go) are apart from the weights: a linear model
// with one weight vector per class, trained as an averaged perceptron
// (Collins 2002) by `make sectionmodel` (tools/sectiontrain) and
// embedded as model.bin. Beside the heading's words and their concepts,
// features join the concept of its last word with its parent's and with
// the word rules' verdict (posters under "Publications" are papers,
// under "Presentations" talks). A raw heading word is weighed only when
// the headings of two sources of the training data hold it
// (TrainParams.WordFiles): a word one file uses names that file. It is
// trained on synthetic sections ([Synthesize]: invented entries of each
// class in several layouts under headings in many languages, or under
// unknown headings, and scenes whose class hangs on the parent heading:
// synthscene.go) and on the
// sections of the development documents, labelled from their gold by
// `make sectiondata` (data/dev.jsonl.gz holds each section's heading and
// Summary, never its entries). The model file records a hash of its
// training data, this package's source and the parameters; TestModelFresh
// fails when the committed model is stale. `make sectioneval` prints the
// accuracy in sample and by 5-fold cross-validation by file.
package model
