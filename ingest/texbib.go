package ingest

import (
	"bytes"
	"errors"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
	"github.com/pubgraph/pubgraph/pub"
)

// LaTeX with its BibTeX inside. A CV set with biblatex may carry its
// entries as a .bib file written by a filecontents environment and print
// them with \fullcite{key} where each stands, or with \nocite{*} and
// \printbibliography:
//
//	\begin{filecontents*}{pubs.bib}
//	@article{doe20, author = {Doe, Jane and Roe, Richard}, title = {A Title}, ...}
//	\end{filecontents*}
//	\addbibresource{pubs.bib}
//	\begin{document}
//	\name{Jane Doe}
//	\section{Journal Articles}
//	\begin{itemize} \item \fullcite{doe20} \end{itemize}
//
// The body holds no entry text, so the CV reader alone finds none.
// readLaTeXBib reads the CV for its owner and whatever it does write out,
// and the carried BibTeX with the BibTeX reader: each printed entry is a
// publication of the CV's owner, at the line of its \fullcite (or of its
// entry in the block when the bibliography prints it).

// readLaTeXBib reads data, a LaTeX CV whose conversion conv carries
// filecontents blocks.
func readLaTeXBib(data []byte, conv *convert.TeXDoc, name string, opt Options, emit pub.Emit) error {
	var owner *pub.Record
	var recs []pub.Record
	cvErr := cv.ReadLaTeX(bytes.NewReader(data), name, opt.cvOptions(), func(r pub.Record) error {
		if r.Owner != nil && owner == nil {
			owner = &r
			return nil
		}
		recs = append(recs, r)
		return nil
	})
	if cvErr != nil && !errors.Is(cvErr, pub.ErrNoRecords) {
		return cvErr
	}
	printed, err := texBibPublications(conv, name, opt)
	if err != nil {
		return err
	}
	if owner == nil && len(recs) == 0 && len(printed) == 0 {
		if cvErr != nil {
			return cvErr
		}
		return pub.Errorf(pub.Position{File: name}, pub.ErrNoRecords, "no publications or CV entries found")
	}
	if owner == nil {
		owner = texBibOwner(printed)
	}
	ownerName := ""
	if owner != nil {
		ownerName = owner.Owner.Name
		if err := emit(*owner); err != nil {
			return err
		}
	}
	for _, p := range printed {
		p.Owner = ownerName
		recs = append(recs, pub.Record{Publication: p})
	}
	slices.SortStableFunc(recs, func(a, b pub.Record) int { return recordLine(a) - recordLine(b) })
	for _, r := range recs {
		if err := emit(r); err != nil {
			return err
		}
	}
	return nil
}

// texBibOwner returns, for a CV whose header names no owner the reader
// finds, the author of more than half of its printed entries (a CV's
// owner is on nearly all of them), or nil.
func texBibOwner(printed []*pub.Publication) *pub.Record {
	if len(printed) < 2 {
		return nil
	}
	count := map[string]int{}
	first := map[string]*pub.Publication{}
	best := ""
	for _, p := range printed {
		seen := map[string]bool{}
		for _, a := range p.Authors {
			k := strings.ToLower(strings.Join(strings.Fields(a.Name), " "))
			if k == "" || seen[k] {
				continue
			}
			seen[k] = true
			count[k]++
			if first[k] == nil {
				first[k] = p
			}
			if count[k] > count[best] || count[k] == count[best] && k < best {
				best = k
			}
		}
	}
	if best == "" || 2*count[best] <= len(printed) {
		return nil
	}
	for _, a := range first[best].Authors {
		if strings.ToLower(strings.Join(strings.Fields(a.Name), " ")) == best {
			return &pub.Record{Owner: &pub.Person{Name: a.Name, Pos: first[best].Pos}}
		}
	}
	return nil
}

// recordLine is the line a CV record starts on.
func recordLine(r pub.Record) int {
	switch {
	case r.Publication != nil:
		return r.Publication.Pos.Line
	case r.Relation != nil:
		return r.Relation.Pos.Line
	case r.Affiliation != nil:
		return r.Affiliation.Pos.Line
	}
	return 0
}

// texBibEntry is an entry of a carried .bib file and whether it has
// been printed yet.
type texBibEntry struct {
	key, typ string
	keywords []string
	pb       *pub.Publication
	used     bool
}

// texBibPublications reads conv's filecontents blocks with the BibTeX
// reader and returns the entries the document prints: each \fullcite'd
// key at its line, then those each \printbibliography prints (those its
// type and keyword options keep, of all entries under \nocite{*}, else
// of the cited ones), each entry once. An entry printed under a heading
// of another kind (software, talks) is no publication. A document that
// prints none of them in a way read here prints them all: a CV carries
// no BibTeX it does not list. Positions are the file's lines.
func texBibPublications(conv *convert.TeXDoc, name string, opt Options) ([]*pub.Publication, error) {
	order, err := texBibEntries(conv, name, opt)
	if err != nil {
		return nil, err
	}
	byKey := map[string]*texBibEntry{}
	for _, en := range order {
		if byKey[en.key] == nil {
			byKey[en.key] = en
		}
	}
	var out []*pub.Publication
	for _, c := range conv.Cites.Full {
		en := byKey[strings.ToLower(c.Key)]
		if en == nil {
			e := pub.Errorf(pub.Position{File: name, Line: c.Line}, pub.ErrSyntax, "\\fullcite{%s}: no entry %q in the BibTeX the document carries", c.Key, c.Key)
			if err := opt.warn(e); err != nil {
				return nil, err
			}
			continue
		}
		if en.used {
			continue
		}
		en.used = true
		if texBibSection(c.Heading) {
			pb := *en.pb
			pb.Pos.Line, pb.Pos.Column = c.Line, 0
			out = append(out, &pb)
		}
	}
	prints := conv.Cites.Prints
	if len(prints) == 0 && len(conv.Cites.Full) == 0 {
		prints = []convert.Print{{}}
	}
	cited := map[string]bool{}
	for _, k := range conv.Cites.Keys {
		cited[strings.ToLower(k)] = true
	}
	all := conv.Cites.All || len(cited) == 0
	for _, pr := range prints {
		keep := texBibSection(pr.Heading)
		for _, en := range order {
			if en.used || !(all || cited[en.key]) || !texBibKeeps(pr, en) {
				continue
			}
			en.used = true
			if keep {
				out = append(out, en.pb)
			}
		}
	}
	return out, nil
}

// texBibEntries reads the entries of conv's filecontents blocks.
func texBibEntries(conv *convert.TeXDoc, name string, opt Options) ([]*texBibEntry, error) {
	var order []*texBibEntry
	for _, b := range conv.Bib {
		// Padded to its line, the block's positions are the file's.
		p := newBibParser(strings.Repeat("\n", b.Line-1)+b.Text, name)
		entries, err := p.parse(opt)
		if err != nil {
			return nil, err
		}
		keys := make(map[string]*bibEntry, len(entries))
		for _, e := range entries {
			if k := strings.ToLower(e.key); keys[k] == nil {
				keys[k] = e
			}
		}
		for _, e := range entries {
			pb, perr := bibPublication(e, keys, p.pos(e.off))
			if perr != nil {
				if err := opt.warn(perr); err != nil {
					return nil, err
				}
				continue
			}
			en := &texBibEntry{key: strings.ToLower(e.key), typ: strings.ToLower(e.typ), pb: pb}
			for k := range strings.SplitSeq(strings.ToLower(e.field("keywords")), ",") {
				if k = strings.TrimSpace(k); k != "" {
					en.keywords = append(en.keywords, k)
				}
			}
			order = append(order, en)
		}
	}
	return order, nil
}

// texBibAliases are the BibTeX entry types biblatex's type filter takes
// for its own.
var texBibAliases = map[string]string{"phdthesis": "thesis", "mastersthesis": "thesis", "techreport": "report", "electronic": "online", "www": "online", "conference": "inproceedings"}

// texBibKeeps reports whether a \printbibliography's filters keep en.
func texBibKeeps(pr convert.Print, en *texBibEntry) bool {
	if t := strings.ToLower(strings.TrimSpace(pr.Type)); t != "" && t != en.typ && t != texBibAliases[en.typ] {
		return false
	}
	if k := strings.ToLower(strings.TrimSpace(pr.Keyword)); k != "" && !slices.Contains(en.keywords, k) {
		return false
	}
	if k := strings.ToLower(strings.TrimSpace(pr.NotKeyword)); k != "" && slices.Contains(en.keywords, k) {
		return false
	}
	return true
}

// texBibSection reports whether entries printed under heading are
// publications: no heading, or one the section word rules do not give
// another kind (education, talks, software).
func texBibSection(heading string) bool {
	if strings.TrimSpace(heading) == "" {
		return true
	}
	kind, _, ok := sections.Classify(heading, true)
	return !ok || kind == sections.Publications
}
