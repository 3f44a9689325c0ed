package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/spf13/pflag"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

const parseAbout = `Show what pubgraph reads from each INPUT: the owner, every publication with
its authors, venue, year and kind, advisors, education and employment, and a
warning with the line number for every entry it could not split, and the
read-quality estimate: the share of the file the reader believes it read
right, with the reason when that is under 80%. Use it to see why a CV did
not come out as expected, and fix the CV or report the case.`

const parseExamples = `  pubgraph parse my-cv.md
  pubgraph parse --text my-cv.pdf      # the text read from a PDF or Word CV
  pubgraph parse --json publications.html | jq '.[0].publications[].title'`

// parsedFile is the --json form of one parsed input.
type parsedFile struct {
	File         string             `json:"file"`
	Format       ingest.Format      `json:"format"`
	Owner        *pub.Person        `json:"owner,omitempty"`
	Publications []*pub.Publication `json:"publications"`
	Relations    []*pub.Relation    `json:"relations,omitempty"`
	Affiliations []*pub.Affiliation `json:"affiliations,omitempty"`
	Nodes        int                `json:"nodes,omitempty"`
	Links        int                `json:"links,omitempty"`
	// Quality is the read-quality estimate, when publications were read.
	Quality  *parsedQuality `json:"quality,omitempty"`
	Warnings []string       `json:"warnings,omitempty"`
	Error    string         `json:"error,omitempty"`
}

// parsedQuality is the --json form of a file's read-quality estimate:
// how many publications have a confident title and byline, the estimate
// of the share read right, and whether it is low enough that the file
// should be checked, and why.
type parsedQuality struct {
	Publications int     `json:"publications"`
	Confident    int     `json:"confident"`
	Estimate     float64 `json:"estimate"`
	Poor         bool    `json:"poor"`
	Reason       string  `json:"reason,omitempty"`
}

// parseOptions are the flags of "pubgraph parse": of the input flags,
// only --format, --strict, --owner and the budget.
type parseOptions struct {
	inputOptions
	asJSON bool
	asText bool
	limits ingest.Budget // the budget, made from the flags
}

// AddFlags declares the flags.
func (o *parseOptions) AddFlags(fs *pflag.FlagSet) {
	fs.BoolVar(&o.asJSON, "json", false, "print JSON instead of text")
	fs.BoolVar(&o.asText, "text", false, "print the text the reader sees (for PDF and Word files, the marked text rebuilt from them)")
	fs.StringVar(&o.format, "format", "", "read every input as `FORMAT` (default: detect)")
	fs.BoolVar(&o.strict, "strict", false, "fail on the first bad record")
	fs.StringVar(&o.owner, "owner", "", "the owner of inputs that name none (a .bib file, a data file, a site's papers): `NAME`")
	o.addBudgetFlags(fs)
}

func runParse(ctx context.Context, args []string, e *env) error {
	var o parseOptions
	fs := newFlagSet("parse", "[flags] INPUT...", parseAbout, parseExamples, e)
	o.AddFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var err error
	if o.limits, err = o.budget(); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageError{"parse: no INPUT given"}
	}
	var force ingest.Format
	if o.format != "" {
		f, ok := ingest.ParseFormat(o.format)
		if !ok {
			return usageError{fmt.Sprintf("unknown --format %q", o.format)}
		}
		force = f
	}
	inputs, err := ingest.Discover(fs.Args())
	if err != nil {
		return err
	}
	progress := func(msg string) { fmt.Fprintf(e.stderr, "pubgraph: %s\n", msg) }
	if o.asText {
		return printTexts(ctx, inputs, force, e, progress)
	}
	var files []parsedFile
	var firstErr error
	for _, in := range inputs {
		if err := ctx.Err(); err != nil {
			return err
		}
		if force != "" {
			in.Format = force
		}
		pf, err := parseInput(in, o, e.stdin, progress)
		if err != nil && firstErr == nil {
			firstErr = err
		}
		files = append(files, pf)
	}
	if o.asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(files); err != nil {
			return err
		}
		return firstErr
	}
	for _, pf := range files {
		printParsed(e.stdout, pf)
	}
	return firstErr
}

// parseInput reads one input into a parsedFile; a read error is both
// returned and kept in the file's Error.
func parseInput(in ingest.Input, o parseOptions, stdin io.Reader, progress func(string)) (parsedFile, error) {
	pf := parsedFile{File: in.Path}
	var q ingest.Quality
	opt := ingest.Options{Owner: o.owner, Progress: progress, Budget: o.limits, TextReferences: &q.TextReferences, Warn: func(pe *pub.ParseError) error {
		if o.strict {
			return pe
		}
		pf.Warnings = append(pf.Warnings, pe.Error())
		return nil
	}}
	format, _, err := ingest.ReadInput(in, stdin, opt, pf.add)
	pf.Format = format
	if pf.Publications == nil {
		pf.Publications = []*pub.Publication{}
	}
	for _, p := range pf.Publications {
		q.Add(p)
	}
	if len(pf.Publications) > 0 || q.Poor() {
		pf.Quality = &parsedQuality{Publications: q.Publications, Confident: q.Confident,
			Estimate: math.Round(q.Estimate()*100) / 100, Poor: q.Poor()}
		if q.Poor() {
			pf.Quality.Reason = q.Reason()
		}
	}
	if err != nil {
		pf.Error = err.Error()
	}
	return pf, err
}

// add keeps one record.
func (pf *parsedFile) add(r pub.Record) error {
	switch {
	case r.Owner != nil:
		pf.Owner = r.Owner
	case r.Publication != nil:
		pf.Publications = append(pf.Publications, r.Publication)
	case r.Relation != nil:
		pf.Relations = append(pf.Relations, r.Relation)
	case r.Affiliation != nil:
		pf.Affiliations = append(pf.Affiliations, r.Affiliation)
	case r.Node != nil:
		pf.Nodes++
	case r.Link != nil:
		pf.Links++
	}
	return nil
}

func printParsed(w io.Writer, pf parsedFile) {
	fmt.Fprintf(w, "%s: %s, %d publications, %d relations, %d affiliations", pub.QuoteName(pf.File), pf.Format, len(pf.Publications), len(pf.Relations), len(pf.Affiliations))
	if pf.Nodes+pf.Links > 0 {
		fmt.Fprintf(w, ", %d nodes, %d links", pf.Nodes, pf.Links)
	}
	fmt.Fprintf(w, ", %d warnings\n", len(pf.Warnings))
	if q := pf.Quality; q != nil {
		fmt.Fprintf(w, "read quality: estimate %s; %d of %d publications (%d%%) have a title and a byline of names\n",
			percent(q.Estimate), q.Confident, q.Publications, q.Confident*100/max(q.Publications, 1))
		if q.Poor {
			fmt.Fprintf(w, "read poorly: %s; check the publications below against the file\n", q.Reason)
		}
	}
	if pf.Owner != nil {
		fmt.Fprintf(w, "owner: %s\n", pf.Owner.Name)
	}
	for _, p := range pf.Publications {
		year := "----"
		if p.Year > 0 {
			year = fmt.Sprint(p.Year)
		}
		venue := p.Venue
		if loc := p.LocatorText(); loc != "" {
			venue = strings.TrimSpace(venue + " " + loc)
		}
		if p.Publisher != "" {
			venue = strings.TrimSpace(venue + " (" + strings.TrimPrefix(p.Place+": ", ": ") + p.Publisher + ")")
		}
		fmt.Fprintf(w, "\n  line %d  %s  %s  %s\n    %s\n    %s\n", p.Pos.Line, year, p.Kind, venue, p.Title, printedNames(p.Authors, p.Incomplete))
		if len(p.Editors) > 0 {
			// Editors are never the byline: a line of their own.
			fmt.Fprintf(w, "    eds. %s\n", printedNames(p.Editors, false))
		}
		for _, d := range p.Doubts {
			fmt.Fprintf(w, "    ? %s\n", d)
		}
	}
	if len(pf.Relations) > 0 {
		fmt.Fprintln(w)
	}
	for _, r := range pf.Relations {
		fmt.Fprintf(w, "  %s of %s: %s\n", r.Kind, r.Person, r.Other)
	}
	if len(pf.Affiliations) > 0 {
		fmt.Fprintln(w)
	}
	for _, a := range pf.Affiliations {
		end := fmt.Sprint(a.End)
		if a.Current {
			end = "present"
		} else if a.End == 0 {
			end = ""
		}
		fmt.Fprintf(w, "  %s: %s, %s (%d–%s)\n", a.Kind, a.Organization, a.Role, a.Start, end)
	}
	for _, warn := range pf.Warnings {
		fmt.Fprintf(w, "  warning: %s\n", oneLine(fmt.Sprint(warn)))
	}
	if pf.Error != "" {
		fmt.Fprintf(w, "  error: %s\n", oneLine(fmt.Sprint(pf.Error)))
	}
	fmt.Fprintln(w)
}

// printedNames is a byline (or a list of editors) as parse prints it:
// names joined by commas, "(=)" after an equal contributor's, "…" when
// names are left out.
func printedNames(as []pub.Author, incomplete bool) string {
	var names []string
	for _, a := range as {
		n := a.Name
		if a.Implied {
			n = "(the list's unnamed owner)"
		}
		if a.Equal {
			n += " (=)"
		}
		names = append(names, n)
	}
	if incomplete {
		names = append(names, "…")
	}
	return strings.Join(names, ", ")
}

// printTexts prints, for each input, the text its reader sees, under a
// "==> FILE <==" line when there are several inputs.
func printTexts(ctx context.Context, inputs []ingest.Input, force ingest.Format, e *env, progress func(string)) error {
	var firstErr error
	for _, in := range inputs {
		if err := ctx.Err(); err != nil {
			return err
		}
		if force != "" {
			in.Format = force
		}
		text, _, err := ingest.InputText(in, e.stdin, ingest.Options{Progress: progress})
		if err != nil {
			fmt.Fprintf(e.stderr, "pubgraph: %v\n", err)
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		if len(inputs) > 1 {
			fmt.Fprintf(e.stdout, "==> %s <==\n", in.Path)
		}
		io.WriteString(e.stdout, text)
	}
	return firstErr
}
