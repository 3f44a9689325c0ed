package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"path/filepath"
	"regexp"
	"strings"
)

// Readers maps each format to its reader.
var Readers = map[Format]ReadFunc{
	FormatCV:       ReadCV,
	FormatHTML:     ReadHTML,
	FormatBibTeX:   ReadBibTeX,
	FormatDBLP:     ReadDBLP,
	FormatCSL:      ReadCSL,
	FormatORCID:    ReadORCID,
	FormatRIS:      ReadRIS,
	FormatEdgeList: ReadEdgeList,
	FormatGML:      ReadGML,
	FormatPajek:    ReadPajek,
	FormatCVData:   ReadCVData,
	FormatPDF:      ReadPDF,
	FormatDOCX:     ReadDOCX,
	FormatODT:      ReadODT,
	FormatRTF:      ReadRTF,
}

// ParseFormat returns the format named s, accepting common aliases
// ("bib", "txt", "md", "net", "json").
func ParseFormat(s string) (Format, bool) {
	switch strings.ToLower(s) {
	case "latex", "tex":
		return FormatLaTeX, true
	case "rst", "restructuredtext":
		return FormatRST, true
	case "org", "org-mode":
		return FormatOrg, true
	case "wiki", "mediawiki", "wikitext":
		return FormatWiki, true
	case "notebook", "ipynb", "jupyter":
		return FormatNotebook, true
	case "cv", "text", "txt", "markdown", "md":
		return FormatCV, true
	case "html", "htm":
		return FormatHTML, true
	case "bibtex", "bib":
		return FormatBibTeX, true
	case "dblp", "xml":
		return FormatDBLP, true
	case "csl", "csl-json", "csljson", "json":
		return FormatCSL, true
	case "orcid":
		return FormatORCID, true
	case "ris":
		return FormatRIS, true
	case "edgelist", "edges", "snap":
		return FormatEdgeList, true
	case "gml":
		return FormatGML, true
	case "pajek", "net":
		return FormatPajek, true
	case "cvdata", "yaml", "yml", "jsonresume":
		return FormatCVData, true
	case "pdf":
		return FormatPDF, true
	case "docx", "word":
		return FormatDOCX, true
	case "odt", "opendocument":
		return FormatODT, true
	case "rtf":
		return FormatRTF, true
	case "pubdata", "data":
		return FormatPubData, true
	case "frontmatter", "front-matter":
		return FormatFrontMatter, true
	case "wos", "webofscience", "isi":
		return FormatWoS, true
	case "scopus", "csv":
		return FormatScopus, true
	case "medline", "pubmed", "nbib":
		return FormatMEDLINE, true
	case "endnotexml", "endnote-xml", "endnote":
		return FormatEndNoteXML, true
	case "cff", "citation.cff":
		return FormatCFF, true
	}
	return "", false
}

// Detect chooses the format of a file from its name and its first bytes.
// Content wins over the extension where they disagree clearly (an HTML
// page saved as .txt), since users rarely name files with care.
func Detect(name string, head []byte) Format {
	if f, err := detectDocument(name, head); err == nil && f != "" {
		return f
	}
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	trimmed := bytes.TrimLeft(head, " \t\r\n")
	lower := bytes.ToLower(trimmed[:min(len(trimmed), 4096)])
	if f, ok := detectMarkup(lower); ok {
		return f
	}
	if f, ok := detectExport(name, head); ok {
		return f
	}
	if f, ok := detectByExt(name, head, trimmed, lower); ok {
		return f
	}
	return detectByContent(trimmed, lower)
}

// detectMarkup tells an HTML page, an EndNote XML export or a DBLP XML
// file by its opening tags.
func detectMarkup(lower []byte) (Format, bool) {
	switch {
	case bytes.HasPrefix(lower, []byte("<!doctype html")), bytes.HasPrefix(lower, []byte("<html")):
		return FormatHTML, true
	case looksEndNoteXML(lower):
		return FormatEndNoteXML, true
	case bytes.HasPrefix(lower, []byte("<?xml")) || bytes.HasPrefix(lower, []byte("<dblp")):
		if bytes.Contains(lower, []byte("<dblp")) {
			return FormatDBLP, true
		}
		if bytes.Contains(lower, []byte("<html")) {
			return FormatHTML, true
		}
	}
	return "", false
}

// detectExport tells a paper with front matter, the exports of Web of
// Science, Scopus and PubMed, and a CITATION.cff, whatever the file's
// name.
func detectExport(name string, head []byte) (Format, bool) {
	switch {
	case looksFrontMatterPaper(name, head):
		return FormatFrontMatter, true
	case looksWoS(head):
		return FormatWoS, true
	case looksScopus(head):
		return FormatScopus, true
	case looksMEDLINE(head):
		return FormatMEDLINE, true
	case looksCFF(name, head):
		return FormatCFF, true
	}
	return "", false
}

// detectByExt chooses a format from the file's extension, looking at the
// content where one extension holds several formats. It reports false
// for an extension that decides nothing.
func detectByExt(name string, head, trimmed, lower []byte) (Format, bool) {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".bib", ".bibtex":
		return FormatBibTeX, true
	case ".ris":
		return FormatRIS, true
	case ".nbib", ".medline":
		return FormatMEDLINE, true
	case ".xml":
		return FormatDBLP, true
	case ".gml":
		return FormatGML, true
	case ".net", ".paj":
		return FormatPajek, true
	case ".edges", ".edgelist":
		return FormatEdgeList, true
	case ".html", ".htm", ".xhtml":
		return FormatHTML, true
	case ".yaml", ".yml":
		if looksPubDataYAML(trimmed) {
			return FormatPubData, true
		}
		return FormatCVData, true
	case ".csv", ".tsv":
		if !looksScopus(head) && !looksWoS(head) && (looksPubTable(trimmed) || looksRecordTable(trimmed)) {
			return FormatPubData, true
		}
	case ".tex", ".ltx":
		return FormatLaTeX, true
	case ".rst", ".rest":
		return FormatRST, true
	case ".org":
		return FormatOrg, true
	case ".wiki", ".mediawiki", ".wikitext":
		return FormatWiki, true
	case ".toml":
		return FormatPubData, true
	case ".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".tsx", ".json5", ".typ", ".r", ".py":
		return FormatCode, true
	case ".json":
		return jsonFormat(lower), true
	case ".ipynb":
		return FormatNotebook, true
	}
	return "", false
}

// jsonFormat tells the kinds of JSON file apart: a Jupyter notebook, ORCID works, a JSON
// Resume, CSL-JSON, and any other list of records.
func jsonFormat(lower []byte) Format {
	switch {
	case looksNotebook(lower):
		return FormatNotebook
	case looksORCID(lower):
		return FormatORCID
	case looksJSONResume(lower):
		return FormatCVData
	case looksPubDataJSON(lower) || !looksCSLJSON(lower):
		return FormatPubData
	}
	return FormatCSL
}

// detectByContent chooses a format from the content alone, for a file
// whose name tells nothing; a CV is what is left.
func detectByContent(trimmed, lower []byte) Format {
	switch {
	case looksJSON(trimmed):
		return jsonFormat(lower)
	case bytes.HasPrefix(lower, []byte("ty  -")):
		return FormatRIS
	case looksPajek(lower):
		return FormatPajek
	case bytes.HasPrefix(lower, []byte("graph")) || bytes.HasPrefix(lower, []byte("creator")):
		return FormatGML
	case looksBibTeX(lower):
		return FormatBibTeX
	case looksLaTeX(lower):
		return FormatLaTeX
	case looksOrg(lower):
		return FormatOrg
	case looksRST(lower):
		return FormatRST
	case looksWiki(lower):
		return FormatWiki
	case looksEdgeList(trimmed):
		return FormatEdgeList
	case bytes.Contains(lower[:min(len(lower), 1024)], []byte("<body")) || bytes.Contains(lower[:min(len(lower), 1024)], []byte("<head>")):
		return FormatHTML
	case looksPubTable(trimmed):
		return FormatPubData
	case unknownExport(trimmed) != "":
		return formatUnknownExport
	}
	return FormatCV
}

func looksORCID(lower []byte) bool {
	return bytes.Contains(lower, []byte(`"put-code"`)) || bytes.Contains(lower, []byte(`"work-summary"`)) ||
		bytes.Contains(lower, []byte(`"orcid-identifier"`))
}

func looksPajek(lower []byte) bool {
	for _, line := range bytes.Split(lower, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '%' {
			continue
		}
		return bytes.HasPrefix(line, []byte("*vertices")) || bytes.HasPrefix(line, []byte("*network"))
	}
	return false
}

func looksBibTeX(lower []byte) bool {
	for _, kw := range []string{"@article", "@inproceedings", "@misc", "@book", "@string", "@phdthesis", "@techreport", "@incollection", "@unpublished", "@conference", "@preamble", "@comment"} {
		if bytes.Contains(lower, []byte(kw)) {
			i := bytes.Index(lower, []byte(kw))
			rest := bytes.TrimLeft(lower[i+len(kw):], " \t")
			if len(rest) > 0 && (rest[0] == '{' || rest[0] == '(') {
				return true
			}
		}
	}
	return false
}

// looksEdgeList reports whether the first data lines are two or three
// whitespace-separated fields of which the first two are ids without
// spaces and any third is a number. One line in four may be something else
// (a stray header, a garbled row), which the reader then warns about.
func looksEdgeList(head []byte) bool {
	lines, bad := 0, 0
	for _, line := range bytes.Split(head, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' || line[0] == '%' {
			continue
		}
		if lines == 20 {
			break
		}
		f := bytes.Fields(line)
		lines++
		if len(f) < 2 || len(f) > 3 || !isNumber(f[0]) || !isNumber(f[1]) || (len(f) == 3 && !isNumber(f[2])) {
			bad++
		}
	}
	return lines > 0 && bad*4 <= lines && (bad == 0 || lines-bad >= 2)
}

func isNumber(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	for _, c := range b {
		if (c < '0' || c > '9') && c != '.' && c != '-' && c != 'e' && c != 'E' && c != '+' {
			return false
		}
	}
	return true
}

// cslTypeRe matches a CSL item type as a JSON value: "type": "article-journal".
var cslTypeRe = regexp.MustCompile(`"type"\s*:\s*"(?:article|article-journal|article-magazine|article-newspaper|bill|book|broadcast|chapter|dataset|entry|entry-dictionary|entry-encyclopedia|figure|graphic|interview|legal_case|legislation|manuscript|map|motion_picture|musical_score|pamphlet|paper-conference|patent|personal_communication|post|post-weblog|report|review|review-book|song|speech|thesis|treaty|webpage|software|standard|collection|document|event|hearing|performance|periodical|regulation)"`)

// looksCSLJSON reports whether the lower-cased head of a JSON file has
// the shape of CSL-JSON: items typed with a CSL type, or names split
// into family and given, or CSL's date and container fields. JSON of
// any other shape is read by the generic record reader, never as
// CSL-JSON only because it is JSON.
func looksCSLJSON(lower []byte) bool {
	if cslTypeRe.Match(lower) {
		return true
	}
	for _, k := range []string{`"family"`, `"issued"`, `"container-title"`, `"date-parts"`, `"citation-key"`} {
		if bytes.Contains(lower, []byte(k)) {
			return true
		}
	}
	return false
}

// looksJSON reports whether a file's head starts as JSON does: an object
// or array whose first tokens parse. Wiki markup ("{{Infobox}}",
// "[[Category:X]]") and markdown links ("[Title](url)") start with the
// same brackets and are no JSON. A head cut short inside a token still
// counts.
func looksJSON(trimmed []byte) bool {
	if len(trimmed) == 0 || trimmed[0] != '[' && trimmed[0] != '{' {
		return false
	}
	d := json.NewDecoder(bytes.NewReader(trimmed))
	for range 3 {
		if _, err := d.Token(); err != nil {
			return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
		}
	}
	return true
}
