package ingest

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// locatorOf is what a test compares of a publication's locator.
type locatorOf struct {
	pub.Locator
	Publisher, Place string
}

func locatorOfPub(p pub.Publication) locatorOf {
	return locatorOf{p.Locator, p.Publisher, p.Place}
}

// TestReadersLocator checks that each structured reader reads the
// volume, issue, pages, publisher and place of an invented record.
func TestReadersLocator(t *testing.T) {
	full := locatorOf{pub.Locator{Volume: "12", Issue: "3", Pages: "45-67"}, "Example Press", "Springfield"}
	tests := []struct {
		name string
		read ReadFunc
		src  string
		want locatorOf
	}{
		{"bibtex", ReadBibTeX, `@article{k, title={T}, author={A. Author}, journal={J. Ex.}, year=2020,
			volume={12}, number={3}, pages={45-67}, publisher={Example Press}, address={Springfield}}`, full},
		{"bibtex en dash", ReadBibTeX, `@article{k, title={T}, author={A. Author}, year=2020, pages={45--67}}`,
			locatorOf{Locator: pub.Locator{Pages: "45–67"}}},
		{"bibtex biblatex", ReadBibTeX, `@article{k, title={T}, author={A. Author}, year=2020, issue={3}, eid={e1234}, location={Springfield}}`,
			locatorOf{Locator: pub.Locator{Issue: "3", Pages: "e1234"}, Place: "Springfield"}},
		{"bibtex CoRR volume", ReadBibTeX, `@article{k, title={T}, author={A. Author}, journal={CoRR}, volume={abs/2101.00001}, year=2021}`,
			locatorOf{}},
		{"ris", ReadRIS, "TY  - JOUR\nTI  - T\nAU  - Author, A.\nVL  - 12\nIS  - 3\nSP  - 45\nEP  - 67\nPB  - Example Press\nCY  - Springfield\nER  - \n", full},
		{"ris range in SP", ReadRIS, "TY  - JOUR\nTI  - T\nAU  - Author, A.\nSP  - 45-67\nER  - \n", locatorOf{Locator: pub.Locator{Pages: "45-67"}}},
		{"csl", ReadCSL, `[{"type": "article-journal", "title": "T", "author": [{"literal": "A. Author"}], "volume": 12, "issue": "3",
			"page": "45-67", "publisher": "Example Press", "publisher-place": "Springfield"}]`, full},
		{"crossref", ReadCSL, `{"message": {"type": "journal-article", "title": ["T"], "author": [{"family": "Author", "given": "A."}],
			"volume": "12", "issue": "3", "article-number": "45-67", "publisher": "Example Press", "publisher-location": "Springfield"}}`, full},
		{"dblp", ReadDBLP, `<?xml version="1.0"?><dblp><article key="journals/x/A20"><author>A. Author</author><title>T.</title>
			<journal>J. Ex.</journal><volume>12</volume><number>3</number><pages>45-67</pages><publisher>Example Press</publisher>
			<address>Springfield</address><year>2020</year></article></dblp>`, full},
		{"wos", ReadWoS, "FN Clarivate Analytics Web of Science\nVR 1.0\nPT J\nAU Author, A\nTI T\nSO J EX\nPU Example Press\nPI Springfield\n" +
			"PY 2020\nVL 12\nIS 3\nBP 45\nEP 67\nER\nEF\n", full},
		{"wos article number", ReadWoS, "FN Clarivate Analytics Web of Science\nVR 1.0\nPT J\nAU Author, A\nTI T\nSO J EX\nPY 2020\nAR e1234\nER\nEF\n",
			locatorOf{Locator: pub.Locator{Pages: "e1234"}}},
		{"scopus", ReadScopus, "Authors,Title,Year,Source title,Volume,Issue,Art. No.,Page start,Page end,Publisher\n" +
			"\"Author A.\",T,2020,J. Ex.,12,3,,45,67,Example Press\n", locatorOf{Locator: full.Locator, Publisher: "Example Press"}},
		{"scopus article number", ReadScopus, "Authors,Title,Year,Source title,Volume,Issue,Art. No.,Page start,Page end,Publisher\n" +
			"\"Author A.\",T,2020,J. Ex.,12,,e1234,,,\n", locatorOf{Locator: pub.Locator{Volume: "12", Pages: "e1234"}}},
		{"orcid citation", ReadORCID, `{"bulk": [{"work": {"put-code": 1, "title": {"title": {"value": "T"}}, "type": "journal-article",
			"contributors": {"contributor": [{"credit-name": {"value": "A. Author"}}]},
			"citation": {"citation-type": "bibtex", "citation-value": "@article{k, title={T}, volume={12}, number={3}, pages={45--67}, publisher={Example Press}, address={Springfield}}"}}}]}`,
			locatorOf{pub.Locator{Volume: "12", Issue: "3", Pages: "45–67"}, "Example Press", "Springfield"}},
		{"data file", ReadPubData, "- title: T\n  authors: A. Author\n  journal: J. Ex.\n  volume: 12\n  issue: 3\n  pages: 45-67\n  publisher: Example Press\n  address: Springfield\n", full},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, warns, err := collectRecords(t, tt.read, []byte(tt.src), "x")
			if err != nil {
				t.Fatalf("read: %v (warnings %v)", err, warns)
			}
			pubs := pubsOf(recs)
			if len(pubs) == 0 {
				t.Fatalf("no publication read (warnings %v)", warns)
			}
			if diff := cmp.Diff(tt.want, locatorOfPub(pubs[0])); diff != "" {
				t.Errorf("locator (-want +got):\n%s", diff)
			}
		})
	}
}

// TestBibTeXLocatorRoundTrip reads BibTeX, writes it and reads it back:
// the locator and publisher are the same.
func TestBibTeXLocatorRoundTrip(t *testing.T) {
	src := `@inproceedings{a, title={A Paper}, author={Jane Q. Doe}, booktitle={Proc. of Examples}, year=2021,
		volume={3}, pages={101--109}, publisher={Example Press}, address={Springfield, ST}}
@article{b, title={B Paper}, author={A. Author}, journal={J. Ex.}, year=2020, volume={12}, number={3}, pages={e1234}}
@book{c, title={C Book}, author={B. Author}, publisher={Example {\&} Sons}, year=2019}`
	recs, _, err := collectRecords(t, ReadBibTeX, []byte(src), "x.bib")
	if err != nil {
		t.Fatal(err)
	}
	first := pubsOf(recs)
	for _, w := range []struct {
		name  string
		write func(*[]pub.Publication) ([]pub.Publication, string)
	}{
		{"bibtex", func(p *[]pub.Publication) ([]pub.Publication, string) { return roundTrip(t, *p) }},
		{"csl", func(p *[]pub.Publication) ([]pub.Publication, string) { return cslRoundTrip(t, *p) }},
		{"ris", func(p *[]pub.Publication) ([]pub.Publication, string) {
			return writeRead(t, *p, "RIS", "out.ris", WriteRIS, ReadRIS)
		}},
	} {
		t.Run(w.name, func(t *testing.T) {
			back, out := w.write(&first)
			for i := range first {
				want := locatorOfPub(first[i])
				if w.name == "ris" {
					want.Pages = strings.ReplaceAll(want.Pages, "–", "-")
				}
				if diff := cmp.Diff(want, locatorOfPub(back[i])); diff != "" {
					t.Errorf("entry %d (-first +second):\n%s\nwritten:\n%s", i, diff, out)
				}
			}
		})
	}
}
