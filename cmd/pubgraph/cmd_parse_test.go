package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/ingest"
)

// TestParseDetectsFormats reads one file of every kind without --format
// and checks the reader chosen and what it found. The publication counts
// are those of the files (counted by hand or by grep for the structured
// formats).
func TestParseDetectsFormats(t *testing.T) {
	dir := t.TempDir()
	page, err := os.ReadFile("../../testdata/html/homepage.html")
	if err != nil {
		t.Fatal(err)
	}
	// An HTML page saved with a misleading name is still HTML.
	saved := filepath.Join(dir, "saved-page.txt")
	if err := os.WriteFile(saved, page, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		file       string
		format     ingest.Format
		minPubs    int
		nodesLinks bool
	}{
		{"../../testdata/seeds/002_0ffaf70880d31b3d.txt", ingest.FormatCV, 3, false}, // text converted from PDF
		{"../../testdata/cv/qiongwenxu-cv.md", ingest.FormatCV, 3, false},            // markdown with Liquid tags
		{"../../testdata/html/homepage.html", ingest.FormatHTML, 3, false},           // personal homepage
		{saved, ingest.FormatHTML, 3, false},                                         // HTML by content
		{"../../testdata/bibtex/cmu-catalyst-pubs.bib", ingest.FormatBibTeX, 37, false},
		{"../../testdata/dblp/dblp-sample.xml", ingest.FormatDBLP, 100, false},
		{"../../testdata/merge/catalyst-zotero.json", ingest.FormatCSL, 4, false},
		{"../../testdata/merge/catalyst-zotero.ris", ingest.FormatRIS, 4, false},
		{"../../testdata/orcid/works-summary.json", ingest.FormatORCID, 1, false},
		{"../../testdata/networks/netscience.gml", ingest.FormatGML, 0, true},
		{"../../testdata/networks/netscience.pajek.net", ingest.FormatPajek, 0, true},
		{"../../testdata/networks/grqc-head.txt", ingest.FormatEdgeList, 0, true},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.file), func(t *testing.T) {
			code, stdout, stderr := pubgraph(t, "", "parse", "--json", tt.file)
			if code != 0 {
				t.Fatalf("parse exited %d: %s", code, stderr)
			}
			var files []parsedFile
			if err := json.Unmarshal([]byte(stdout), &files); err != nil {
				t.Fatalf("bad JSON: %v", err)
			}
			if len(files) != 1 {
				t.Fatalf("%d files parsed, want 1", len(files))
			}
			f := files[0]
			if f.Format != tt.format {
				t.Errorf("read as %s, want %s", f.Format, tt.format)
			}
			if len(f.Publications) < tt.minPubs {
				t.Errorf("%d publications, want at least %d", len(f.Publications), tt.minPubs)
			}
			if tt.nodesLinks && (f.Nodes+f.Links == 0) {
				t.Errorf("no nodes or links read from a network")
			}
		})
	}
}

func TestParseForceFormat(t *testing.T) {
	// A CV forced through the edge-list reader is read as one, and every
	// line that is no edge is a warning with its line and column.
	_, stdout, _ := pubgraph(t, "", "parse", "--json", "--format", "edgelist", "../../testdata/seeds/002_0ffaf70880d31b3d.txt")
	var files []parsedFile
	if err := json.Unmarshal([]byte(stdout), &files); err != nil || len(files) != 1 || files[0].Format != ingest.FormatEdgeList {
		t.Fatalf("--format edgelist not applied: %v %s", err, stdout)
	}
	if len(files[0].Warnings) < 10 {
		t.Errorf("%d warnings, want one per line that is no edge", len(files[0].Warnings))
	}
	if code, _, stderr := pubgraph(t, "", "parse", "--strict", "--format", "edgelist", "../../testdata/seeds/002_0ffaf70880d31b3d.txt"); code != 1 || !strings.Contains(stderr, "002_0ffaf70880d31b3d.txt:9:") {
		t.Errorf("--strict: exit %d, stderr %q; want 1 and the first bad line", code, stderr)
	}
}

// TestParseOwner checks that --owner names the owner of inputs that name
// none (a .bib file, a data file) and does not replace an owner an input
// names itself (a site's configuration).
func TestParseOwner(t *testing.T) {
	tests := []struct {
		file, owner, want string
	}{
		{"../../testdata/bibtex/cmu-catalyst-pubs.bib", "Tianqi Chen", "Tianqi Chen"},
		{"../../testdata/sites/data/records.json", "Kari Lund", "Kari Lund"},
		{"../../testdata/sites/data/records.json", "", ""},
		{"../../testdata/sites/hugo", "Someone Else", "Someone Else"},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.file)+"/"+tt.owner, func(t *testing.T) {
			args := []string{"parse", "--json"}
			if tt.owner != "" {
				args = append(args, "--owner", tt.owner)
			}
			code, stdout, stderr := pubgraph(t, "", append(args, tt.file)...)
			if code != 0 {
				t.Fatalf("parse exited %d: %s", code, stderr)
			}
			var files []parsedFile
			if err := json.Unmarshal([]byte(stdout), &files); err != nil {
				t.Fatal(err)
			}
			for _, f := range files {
				got := ""
				if f.Owner != nil {
					got = f.Owner.Name
				}
				if got != tt.want {
					t.Errorf("%s: owner %q, want %q", f.File, got, tt.want)
				}
				for _, p := range f.Publications {
					if p.Owner != tt.want {
						t.Errorf("%s: publication %q has owner %q, want %q", f.File, p.Title, p.Owner, tt.want)
					}
				}
			}
		})
	}
}

// TestParseQuality checks that parse shows each file's read-quality
// estimate, and names a file read poorly, in text and in JSON.
func TestParseQuality(t *testing.T) {
	dir := t.TempDir()
	poor := filepath.Join(dir, "poor.bib")
	text := "@article{a, title={Lakes}, year=2020}\n@article{b, title={A study of rivers}, author={Doe, Jane}, year=2021}\n"
	if err := os.WriteFile(poor, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stdout, _ := pubgraph(t, "", "parse", "--json", poor)
	var files []parsedFile
	if err := json.Unmarshal([]byte(stdout), &files); err != nil || len(files) != 1 {
		t.Fatalf("parse --json: %v %s", err, stdout)
	}
	if diff := cmp.Diff(&parsedQuality{Publications: 2, Confident: 1, Estimate: 0.5, Poor: true, Reason: "1 entry without a byline of names"}, files[0].Quality); diff != "" {
		t.Errorf("quality (-want +got):\n%s", diff)
	}
	_, stdout, _ = pubgraph(t, "", "parse", poor)
	if want := "read quality: estimate 50%; 1 of 2 publications (50%) have a title and a byline of names\nread poorly: 1 entry without a byline of names;"; !strings.Contains(stdout, want) {
		t.Errorf("parse text lacks %q:\n%s", want, stdout)
	}
	_, stdout, _ = pubgraph(t, "", "parse", "../../testdata/bibtex/cmu-catalyst-pubs.bib")
	if strings.Contains(stdout, "read poorly") || !strings.Contains(stdout, "read quality: ") {
		t.Errorf("a well-read file: want a quality line and no 'read poorly':\n%s", stdout[:min(len(stdout), 400)])
	}
}
