// Command refcorpus converts the labelled reference corpora of GROBID (TEI)
// and AnyStyle (XML) into the labelled-data format of package
// ingest/label, splitting off the held-out part that training never sees.
//
// Usage:
//
//	refcorpus [-in ../shared/data/references] [-out ingest/label/data] [-seed 1]
//
// It writes, gzip-compressed, one entry a line:
//
//	grobid/train.txt.gz       GROBID citation corpus, less the evaluation files
//	grobid/heldout.txt.gz     GROBID's two evaluation-* files
//	grobid/names-train.txt.gz GROBID's labelled author strings (90%)
//	grobid/names-heldout.txt.gz  the other 10%
//	anystyle/train.txt.gz     AnyStyle core, gold and good (90%)
//	anystyle/heldout.txt.gz   the other 10%
//
// and copies each corpus's LICENSE beside its files. The 10% are chosen by
// a seeded hash of the normalised text, so duplicates fall on one side;
// training entries whose text is also held out are dropped. The output is
// the same byte for byte for the same input and seed.
//
// Exit codes: 0 success, 1 failure, 2 usage error.
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/pubgraph/pubgraph/ingest/label"
)

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

func run(args []string, stderr io.Writer) int {
	fl := flag.NewFlagSet("refcorpus", flag.ContinueOnError)
	fl.SetOutput(stderr)
	in := fl.String("in", "../shared/data/references", "folder of the labelled corpora")
	out := fl.String("out", "ingest/label/data", "folder to write the converted data to")
	seed := fl.Uint64("seed", 1, "seed of the held-out split")
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if err := convert(*in, *out, *seed, stderr); err != nil {
		fmt.Fprintf(stderr, "refcorpus: %v\n", err)
		return 1
	}
	return 0
}

func convert(in, out string, seed uint64, stderr io.Writer) error {
	// GROBID citations.
	files, err := filepath.Glob(filepath.Join(in, "grobid-citation", "*.xml"))
	if err != nil {
		return err
	}
	sort.Strings(files)
	var gTrain, gHeld []label.Tagged
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		refs, err := ConvertTEI(data)
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		if strings.HasPrefix(filepath.Base(f), "evaluation-") {
			gHeld = append(gHeld, refs...)
		} else {
			gTrain = append(gTrain, refs...)
		}
	}
	// AnyStyle.
	var aTrain, aHeld []label.Tagged
	for _, name := range []string{"core.xml", "gold.xml", "good.xml"} {
		f := filepath.Join(in, "anystyle", name)
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		refs, err := ConvertAnyStyle(data)
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		for _, r := range refs {
			if heldOut(seed, r.Text) {
				aHeld = append(aHeld, r)
			} else {
				aTrain = append(aTrain, r)
			}
		}
	}
	// GROBID names.
	nfiles, err := filepath.Glob(filepath.Join(in, "grobid-name-citation", "*.xml"))
	if err != nil {
		return err
	}
	sort.Strings(nfiles)
	// GROBID leaves its standalone names out of its own training; they are
	// whole names, not bylines, and here only ever trained on.
	nfiles = append(nfiles, filepath.Join(in, "grobid-name-citation", "standalone.names.tei.xml.exclude"))
	var nTrain, nHeld []label.Tagged
	for _, f := range nfiles {
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		names, err := ConvertNames(data)
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		for _, r := range names {
			if heldOut(seed, r.Text) && !strings.HasSuffix(f, ".exclude") {
				nHeld = append(nHeld, r)
			} else {
				nTrain = append(nTrain, r)
			}
		}
	}
	held := map[string]bool{}
	for _, set := range [][]label.Tagged{gHeld, aHeld, nHeld} {
		for _, r := range set {
			held[norm(r.Text)] = true
		}
	}
	drop := func(set []label.Tagged) []label.Tagged {
		var kept []label.Tagged
		seen := map[string]bool{}
		for _, r := range set {
			k := norm(r.Text)
			if held[k] || seen[k] {
				continue
			}
			seen[k] = true
			kept = append(kept, r)
		}
		return kept
	}
	gTrain, aTrain, nTrain = drop(gTrain), drop(aTrain), drop(nTrain)
	src := "converted by tools/refcorpus from " + filepath.ToSlash(filepath.Base(in))
	for _, w := range []struct {
		path string
		refs []label.Tagged
	}{
		{"grobid/train.txt.gz", gTrain},
		{"grobid/heldout.txt.gz", gHeld},
		{"grobid/names-train.txt.gz", nTrain},
		{"grobid/names-heldout.txt.gz", nHeld},
		{"anystyle/train.txt.gz", aTrain},
		{"anystyle/heldout.txt.gz", aHeld},
	} {
		if err := writeGz(filepath.Join(out, w.path), src, w.refs); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "refcorpus: %s: %d entries\n", w.path, len(w.refs))
	}
	for _, c := range [][2]string{{"grobid-citation/LICENSE", "grobid/LICENSE"}, {"anystyle/LICENSE", "anystyle/LICENSE"}} {
		data, err := os.ReadFile(filepath.Join(in, c[0]))
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, c[1]), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// heldOut reports whether an entry falls in the seeded 10%.
func heldOut(seed uint64, text string) bool {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d\x00%s", seed, norm(text))
	return h.Sum64()%10 == 0
}

// norm is the text compared for duplicates: lower case, letters and digits.
func norm(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func writeGz(path, src string, refs []label.Tagged) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	fmt.Fprintf(zw, "# %s\n", src)
	for _, r := range refs {
		io.WriteString(zw, r.String())
		zw.Write([]byte{'\n'})
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// builder collects an entry's text with white space collapsed and the
// byte ranges of its tags.
type builder struct {
	b       strings.Builder
	space   bool
	open    []*label.Tag // tags whose start waits for the first character
	stack   []*label.Tag
	tags    []*label.Tag
	hasText bool
}

func (w *builder) text(s string) {
	for _, r := range s {
		if unicode.IsSpace(r) {
			w.space = true
			continue
		}
		if w.space && w.b.Len() > 0 {
			w.b.WriteByte(' ')
		}
		w.space = false
		for _, t := range w.open {
			t.Start = w.b.Len()
		}
		w.open = w.open[:0]
		w.b.WriteRune(r)
	}
}

// push opens a tag; name "" opens an unlabelled group.
func (w *builder) push(name string) {
	t := &label.Tag{Name: name, Start: -1}
	w.stack = append(w.stack, t)
	if name != "" {
		w.open = append(w.open, t)
	}
}

func (w *builder) pop() {
	if len(w.stack) == 0 {
		return
	}
	t := w.stack[len(w.stack)-1]
	w.stack = w.stack[:len(w.stack)-1]
	if t.Name == "" {
		return
	}
	for i, o := range w.open {
		if o == t {
			w.open = append(w.open[:i], w.open[i+1:]...)
			return // no text: drop
		}
	}
	t.End = w.b.Len()
	w.tags = append(w.tags, t)
}

// labelled reports whether a labelled tag is open.
func (w *builder) labelled() bool {
	for _, t := range w.stack {
		if t.Name != "" {
			return true
		}
	}
	return false
}

func (w *builder) done() label.Tagged {
	t := label.Tagged{Text: w.b.String()}
	for _, tg := range w.tags {
		t.Tags = append(t.Tags, *tg)
	}
	return t
}

func attr(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func newDecoder(data []byte) *xml.Decoder {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = false
	d.AutoClose = xml.HTMLAutoClose
	d.Entity = xml.HTMLEntity
	return d
}

// teiLabel maps a TEI element inside <bibl> to a label name.
func teiLabel(e xml.StartElement, hasArticleTitle bool) string {
	switch strings.ToLower(e.Name.Local) {
	case "author", "authors":
		return "author"
	case "editor":
		return "editor"
	case "title":
		switch attr(e, "level") {
		case "a":
			return "title"
		case "m":
			if hasArticleTitle {
				return "container"
			}
			return "title"
		case "j", "s":
			return "container"
		}
		return "title"
	case "date", "year", "month":
		return "date"
	case "biblscope", "page", "volumes":
		if attr(e, "unit") == "date" {
			return "date"
		}
		return "locator"
	case "publisher", "publishe", "pubplace":
		return "publisher"
	case "orgname":
		if attr(e, "type") == "collaboration" {
			return "author"
		}
		return "publisher"
	case "idno", "ptr", "url":
		return "identifier"
	case "note", "notes":
		return "note"
	}
	return ""
}

// ConvertTEI reads the <bibl> elements of a GROBID TEI file.
func ConvertTEI(data []byte) ([]label.Tagged, error) {
	// A first pass finds which <bibl> has an article title, since a
	// monograph title is then the container.
	var hasA []bool
	d := newDecoder(data)
	depth := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if se, ok := tok.(xml.StartElement); ok {
			if se.Name.Local == "bibl" {
				if depth == 0 {
					hasA = append(hasA, false)
				}
				depth++
			} else if depth > 0 && se.Name.Local == "title" && attr(se, "level") == "a" {
				hasA[len(hasA)-1] = true
			}
		}
		if ee, ok := tok.(xml.EndElement); ok && ee.Name.Local == "bibl" && depth > 0 {
			depth--
		}
	}
	var out []label.Tagged
	d = newDecoder(data)
	var w *builder
	depth = 0
	k := -1
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return out, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Local == "bibl" {
				depth++
				if depth == 1 {
					k++
					w = &builder{}
					continue
				}
			}
			if w == nil {
				continue
			}
			name := ""
			if !w.labelled() {
				name = teiLabel(t, k < len(hasA) && hasA[k])
			}
			w.push(name)
		case xml.EndElement:
			if w == nil {
				continue
			}
			if t.Name.Local == "bibl" {
				depth--
				if depth == 0 {
					if r := w.done(); strings.TrimSpace(r.Text) != "" {
						out = append(out, r)
					}
					w = nil
					continue
				}
			}
			w.pop()
		case xml.CharData:
			if w != nil {
				w.text(string(t))
			}
		}
	}
	return out, nil
}

// anyStyleLabel maps an AnyStyle field to a label name; "" leaves it
// unlabelled.
var anyStyleLabel = map[string]string{
	"author": "author", "title": "title",
	"container-title": "container", "journal": "container", "collection-title": "container", "source": "container",
	"editor": "editor", "translator": "editor", "director": "editor", "producer": "editor",
	"date": "date", "volume": "locator", "pages": "locator", "issue": "locator",
	"publisher": "publisher", "location": "publisher",
	"url": "identifier", "doi": "identifier", "isbn": "identifier",
	"note": "note", "genre": "note", "edition": "note", "medium": "note", "dataset": "note",
	"citation-number": "",
}

// eachRecord walks the <record> elements of data and calls done with
// each one's text and tags: a child element of the record is tagged
// fieldLabel(name) (nested elements add no tag of their own). With
// spaced, each field starts a new word and text outside the fields is
// dropped.
func eachRecord(data []byte, record string, fieldLabel func(string) string, spaced bool, done func(label.Tagged)) error {
	d := newDecoder(data)
	var w *builder
	depth := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Local == record {
				w = &builder{}
				depth = 0
				continue
			}
			if w == nil {
				continue
			}
			depth++
			name := ""
			if depth == 1 {
				w.space = w.space || spaced
				name = fieldLabel(t.Name.Local)
			}
			w.push(name)
		case xml.EndElement:
			if w == nil {
				continue
			}
			if t.Name.Local == record {
				done(w.done())
				w = nil
				continue
			}
			depth--
			w.pop()
		case xml.CharData:
			if w != nil && (depth > 0 || !spaced) {
				w.text(string(t))
			}
		}
	}
}

// ConvertAnyStyle reads the <sequence> elements of an AnyStyle dataset:
// the fields of a sequence, in order, joined by a space.
func ConvertAnyStyle(data []byte) ([]label.Tagged, error) {
	var out []label.Tagged
	err := eachRecord(data, "sequence", func(name string) string { return anyStyleLabel[name] }, true, func(r label.Tagged) {
		if strings.TrimSpace(r.Text) != "" {
			out = append(out, r)
		}
	})
	return out, err
}

// namePart maps GROBID's name elements to the name tags.
var namePart = map[string]string{
	"forename": "given", "middlename": "given", "surname": "surname", "lastname": "surname", "suffix": "suffix",
}

// ConvertNames reads the <author> strings of GROBID's name corpus and groups
// their parts into persons: a person that starts with a given name ends at
// its surname (and suffix); one that starts with its surname runs to the
// next surname; a separator after a complete name also ends it.
func ConvertNames(data []byte) ([]label.Tagged, error) {
	var out []label.Tagged
	err := eachRecord(data, "author", func(name string) string { return namePart[name] }, false, func(r label.Tagged) {
		if len(r.Tags) > 0 {
			out = append(out, groupPersons(r))
		}
	})
	return out, err
}

func groupPersons(r label.Tagged) label.Tagged {
	parts := append([]label.Tag(nil), r.Tags...)
	sort.SliceStable(parts, func(i, j int) bool { return parts[i].Start < parts[j].Start })
	type person struct {
		start, end         int
		given, sur, sfirst bool
	}
	var ps []person
	var cur *person
	for i, p := range parts {
		newPerson := cur == nil
		if cur != nil {
			between := strings.ToLower(r.Text[parts[i-1].End:p.Start])
			sep := strings.ContainsAny(between, ",;&") || strings.Contains(between, " and ")
			switch {
			case p.Name == "surname" && cur.sur:
				newPerson = true
			case p.Name == "given" && cur.sur && !cur.sfirst:
				newPerson = true
			case p.Name != "suffix" && cur.sur && cur.given && sep:
				newPerson = true
			}
		}
		if newPerson {
			ps = append(ps, person{start: p.Start, sfirst: p.Name == "surname"})
			cur = &ps[len(ps)-1]
		}
		cur.end = p.End
		cur.given = cur.given || p.Name == "given"
		cur.sur = cur.sur || p.Name == "surname"
	}
	for _, p := range ps {
		r.Tags = append(r.Tags, label.Tag{Name: "person", Start: p.start, End: p.end})
	}
	return r
}
