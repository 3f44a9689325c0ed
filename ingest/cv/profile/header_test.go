package profile

import (
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/ingest/cv/doc"
	"github.com/pubgraph/pubgraph/ingest/cv/entries"
	"github.com/pubgraph/pubgraph/ingest/cv/markup"
	"github.com/pubgraph/pubgraph/ingest/cv/sections"
)

// TestWithoutFormerName checks the former names a header gives after
// the owner's name, and lines that give none. Names are invented.
func TestWithoutFormerName(t *testing.T) {
	for _, tt := range []struct {
		in, rest, former, full string
	}{
		{"Jane Doe (née Roe)", "Jane Doe", "Roe", "Jane Roe"},
		{"Jane Doe (nee Roe)", "Jane Doe", "Roe", "Jane Roe"},
		{"Jane Q. Doe, née Roe", "Jane Q. Doe", "Roe", "Jane Q. Roe"},
		{"Anna Schmidt, geb. Weber", "Anna Schmidt", "Weber", "Anna Weber"},
		{"Jane Doe (formerly Jane Roe)", "Jane Doe", "Jane Roe", "Jane Roe"},
		{"Jane Doe (born Roe)", "Jane Doe", "Roe", "Jane Roe"},
		// No former name: a year, a place, a word that only looks so.
		{"Jane Doe, born 1980", "Jane Doe, born 1980", "", ""},
		{"Jane Doe (born in Dublin)", "Jane Doe (born in Dublin)", "", ""},
		{"Renee Doe", "Renee Doe", "", ""},
		{"Jane Doe", "Jane Doe", "", ""},
	} {
		rest, former := withoutFormerName(tt.in)
		if rest != tt.rest || former != tt.former {
			t.Errorf("withoutFormerName(%q) = %q, %q; want %q, %q", tt.in, rest, former, tt.rest, tt.former)
		}
		if got := formerName(rest, former); got != tt.full {
			t.Errorf("formerName(%q, %q) = %q, want %q", rest, former, got, tt.full)
		}
	}
}

// TestWithoutAsides checks what a header says beside its owner's name
// and what stays. Names are invented.
func TestWithoutAsides(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Robert J. Smith — Curriculum Vitae", "Robert J. Smith"},
		{"Robert J. Smith - CV", "Robert J. Smith"},
		{"Curriculum Vitae of Robert J. Smith", "Robert J. Smith"},
		{"Publications: Robert J. Smith", "Robert J. Smith"},
		{"Robert J. Smith | Publications", "Robert J. Smith"},
		{"Prof. Dr. Robert J. Smith, FRS", "Robert J. Smith"},
		{"Robert J. Smith (he/him)", "Robert J. Smith"},
		{"Robert (Bob) J. Smith", "Robert J. Smith"},
		{"Robert “Bob” J. Smith", "Robert J. Smith"},
		{`Robert "Bob" J. Smith`, "Robert J. Smith"},
		{"Jane Doe (née Roe)", "Jane Doe (née Roe)"},
		{"Jean-Pierre Dupont", "Jean-Pierre Dupont"},
		{"University of Example", "University of Example"},
	} {
		if got := withoutAsides(tt.in); got != tt.want {
			t.Errorf("withoutAsides(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestHeaderOwner reads the owner of synthetic CVs whose header names
// the owner beside other things, over bylines where a co-author is on
// more papers than the owner: the header, not the bylines, names the
// owner, with the former name it gives.
func TestHeaderOwner(t *testing.T) {
	const pubs = "\n\n## Publications\n\n" +
		"1. Smith, R., Author, A., & Writer, B. (2010). A first title. *Journal of Examples*, 10, 1–20.\n" +
		"2. Author, A., Smith, R. J., & Writer, B. (2011). A second title. *Journal of Examples*, 11, 1–21.\n" +
		"3. Roe, R. J., & Writer, B. (2012). A third title. *Journal of Examples*, 12, 1–22.\n" +
		"4. Other, C., & Writer, B. (2013). A fourth title. *Journal of Examples*, 13, 1–23.\n"
	for _, tt := range []struct{ header, owner, former string }{
		{"# Robert J. Smith", "Robert J. Smith", ""},
		{"# SMITH, Robert J.", "Robert J SMITH", ""},
		{"# Robert J. Smith — Curriculum Vitae", "Robert J. Smith", ""},
		{"# Curriculum Vitae of Robert J. Smith", "Robert J. Smith", ""},
		{"# Prof. Dr. Robert J. Smith, FRS", "Robert J. Smith", ""},
		{"# Robert (Bob) J. Smith (he/him)", "Robert J. Smith", ""},
		{"# Robert J. Smith (née Roe)", "Robert J. Smith", "Robert J. Roe"},
	} {
		t.Run(tt.header, func(t *testing.T) {
			src := tt.header + pubs
			lines, front := markup.Parse(src)
			d := doc.New("cv.md", lines, strings.Count(src, "\n")+1, nil, false, front.Title, nil, sections.Models{})
			found, err := entries.Read(d, src)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Read(d, found, Hints{})
			if err != nil {
				t.Fatal(err)
			}
			if p.Owner != tt.owner || p.OwnerFormer != tt.former {
				t.Errorf("owner %q, former %q; want %q, %q", p.Owner, p.OwnerFormer, tt.owner, tt.former)
			}
		})
	}
}
