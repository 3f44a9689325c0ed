package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync/atomic"

	"github.com/pubgraph/pubgraph/ingest/cv"
	"github.com/pubgraph/pubgraph/pub"
)

// Options control how a reader treats its input.
type Options struct {
	// Warn receives every recoverable problem: a record that was skipped or
	// read with doubts. If Warn returns an error the reader stops and
	// returns it; this is how --strict works. A nil Warn drops warnings.
	Warn func(*pub.ParseError) error
	// Names maps node ids of a network input to names (from a names file).
	Names map[string]string
	// Progress, if set, receives notes on slow work the user should know
	// about, such as the first compile of the PDF engine.
	Progress func(msg string)
	// ReadBytes, if set, is advanced by every byte ReadInput reads from an
	// input file (before decompression), as it reads them, so that a
	// caller can show how far a long read is. Readers may read on other
	// goroutines, hence the atomic.
	ReadBytes *atomic.Int64
	// TextReferences, if set, is given the number of lines that look like
	// references in the text a reader of CVs reads (the most over the
	// readings made of one input), for the read-quality estimate
	// (Quality.TextReferences).
	TextReferences *int
	// Owner is the person whose list an input is, when the input does not
	// say (a BibTeX file, a data file, a site's papers without a profile):
	// it becomes each publication's Owner, and the first author of an
	// entry that names only co-authors.
	Owner string
	// Budget bounds what one input may cost to read; the zero value is
	// the default budget.
	Budget Budget
	// Models are the trained models the readers read with: the CV
	// reader's, and its field labeller in the readers of data files
	// and sites too. The zero Models reads with the models embedded in
	// the binary; a tool that scores other models (cross-validation)
	// sets them here, for this read alone. Format detection (Detect)
	// reads with the embedded field labeller whatever Models holds.
	Models cv.Models
}

// warn reports e through o.Warn.
func (o Options) warn(e *pub.ParseError) error {
	if o.Warn == nil {
		return nil
	}
	return o.Warn(e)
}

// Format names an input format.
type Format string

// The formats pubgraph reads.
const (
	FormatCV       Format = "cv"       // CV or publication list in plain text or markdown
	FormatHTML     Format = "html"     // homepage or lab page in HTML
	FormatBibTeX   Format = "bibtex"   // .bib
	FormatDBLP     Format = "dblp"     // dblp.xml and DBLP person exports
	FormatCSL      Format = "csl"      // CSL-JSON (Zotero, Mendeley, Crossref)
	FormatORCID    Format = "orcid"    // ORCID works JSON
	FormatRIS      Format = "ris"      // RIS (Zotero, EndNote, Scopus)
	FormatEdgeList Format = "edgelist" // whitespace-separated edge list, SNAP style
	FormatGML      Format = "gml"      // GML network
	FormatPajek    Format = "pajek"    // Pajek .net network
	FormatCVData   Format = "cvdata"   // CV kept as data: YAML (bamos/cv) or JSON Resume
)

// The formats of static sites, data files and bibliographic exports.
const (
	FormatPubData     Format = "pubdata"     // YAML or JSON list of publication records
	FormatFrontMatter Format = "frontmatter" // markdown page with front matter: one paper, or records
	FormatSite        Format = "site"        // a site's folder: author profiles and paper pages
	FormatWoS         Format = "wos"         // Web of Science plain-text or tab-delimited export
	FormatScopus      Format = "scopus"      // Scopus CSV export
	FormatMEDLINE     Format = "medline"     // PubMed's MEDLINE format (.nbib)
	FormatEndNoteXML  Format = "endnotexml"  // EndNote's XML export
	FormatCFF         Format = "cff"         // CITATION.cff: software and its preferred citation
)

// ReadFunc reads one input named name (used in positions) from r, calling
// emit for each record in input order.
type ReadFunc func(r io.Reader, name string, opt Options, emit pub.Emit) error

// readWhole reads all of r for the readers that need the whole input at
// once (JSON, YAML, BibTeX), without a leading byte-order mark. Blank
// input is an ErrEmpty *ParseError naming the file.
func readWhole(r io.Reader, name string) ([]byte, error) {
	src, err := io.ReadAll(r)
	if errors.Is(err, ErrOverBudget) {
		return nil, err // names the file already
	}
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", name, err)
	}
	src = bytes.TrimPrefix(src, []byte("\uFEFF"))
	if len(bytes.TrimSpace(src)) == 0 {
		return nil, pub.Errorf(pub.Position{File: name}, pub.ErrEmpty, "empty input")
	}
	return src, nil
}
