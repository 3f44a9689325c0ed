package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestReadCVNameForms reads whole entries in the citation styles whose
// name forms the reader turns around or elides.
func TestReadCVNameForms(t *testing.T) {
	type want struct {
		Authors    []string
		Incomplete bool
		Title      string
	}
	tests := []struct {
		name, entry string
		want        want
	}{
		{"pubmed byline last", "**Counting finches on small islands.**\\\n*Island Biology*. 2019.\\\nOkafor CN, Lindqvist E, Tanaka H.",
			want{Authors: []string{"CN Okafor", "E Lindqvist", "H Tanaka"}, Title: "Counting finches on small islands"}},
		{"pubmed additional authors", "**Genomes of many finches.**\\\n*Island Biology*. 2021.\\\nOkafor CN, [12 additional authors], Tanaka H.",
			want{Authors: []string{"CN Okafor", "H Tanaka"}, Incomplete: true, Title: "Genomes of many finches"}},
		{"chicago first author inverted with initial", `1. Roe, Mara B., Ilya Petrov, and Tunde Bello. "Ties across villages." *Journal of Rural Ties* 12 (2020): 1-20.`,
			want{Authors: []string{"Mara B. Roe", "Ilya Petrov", "Tunde Bello"}, Title: "Ties across villages"}},
		{"german humanities slashes and colon", "- Kranz, Ulrike/Vogt-Lenz, Peter: Zur Geschichte der Mühlen im Hochstift, in: Blätter für Landeskunde 12 (1999), S. 1–20.",
			want{Authors: []string{"Ulrike Kranz", "Peter Vogt-Lenz"}, Title: "Zur Geschichte der Mühlen im Hochstift"}},
		{"surname with a particle first", "- von Kranz, Ulrike/Vogt-Lenz, Peter: Mühlen im Hochstift. In: Blätter für Landeskunde 12 (1999), S. 1–20.",
			want{Authors: []string{"Ulrike von Kranz", "Peter Vogt-Lenz"}, Title: "Mühlen im Hochstift"}},
		{"u.a. elides", "- Kranz, Ulrike/Vogt-Lenz, Peter u.a.: Mühlen und Märkte, in: Blätter für Landeskunde 14 (2001), S. 5–9.",
			want{Authors: []string{"Ulrike Kranz", "Peter Vogt-Lenz"}, Incomplete: true, Title: "Mühlen und Märkte"}},
		{"single PubMed author under a bold title with hard breaks", "**Counting finches on small islands.**\\\n*Island Biology*. 2019.\\\nOkafor CN.",
			want{Authors: []string{"CN Okafor"}, Title: "Counting finches on small islands"}},
		{"single author then a year in parentheses", "**Roe, M.** (2012) Finches and sustainable islands. ***Island Letters*** 7(5): e345",
			want{Authors: []string{"M. Roe"}, Title: "Finches and sustainable islands"}},
		{"chicago single author in bold after a leading year, quoted title", `1. (2019) **Roe, Mara B.** "Finches of the north."  *Journal of Island Biology*, **5**, 160-171.`,
			want{Authors: []string{"Mara B. Roe"}, Title: "Finches of the north"}},
		{"hyphenated initial written apart", "P. M. Roe, T. -L. Yang, and R. G. Petrov, \"Finches of the north,\" Island Letters 12, 1 (2011).",
			want{Authors: []string{"P. M. Roe", "T. -L. Yang", "R. G. Petrov"}, Title: "Finches of the north"}},
		{"AAS: year, journal, volume, page, then the title in italics", "1. **Roe, M.**, Petrov, I., & de la Cruz, G. 2018, ApJ, 868, 96, *Finches of the north*",
			want{Authors: []string{"M. Roe", "I. Petrov", "G. de la Cruz"}, Title: "Finches of the north"}},
		{"title heading over byline · venue", "### Counting finches on small islands\n\nMara Roe*, **Ilya Petrov†**, Jae-Won An† · Island Biology 12, 34 (2019)",
			want{Authors: []string{"Mara Roe", "Ilya Petrov", "Jae-Won An"}, Title: "Counting finches on small islands"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pubs := cvPubs(parseCVString(t, "# Publications\n\n"+tt.entry+"\n"))
			if len(pubs) != 1 {
				t.Fatalf("got %d publications, want 1", len(pubs))
			}
			got := want{Incomplete: pubs[0].Incomplete, Title: pubs[0].Title}
			for _, a := range pubs[0].Authors {
				got.Authors = append(got.Authors, a.Name)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVMarkKeys checks that a key giving † to the corresponding
// author keeps it from meaning equal contribution, though "equal" comes
// first in the key line.
func TestReadCVMarkKeys(t *testing.T) {
	src := "# Publications\n\n\\* Equal contribution † Correspondence\n\n" +
		"### Counting finches on small islands\n\nMara Roe*, Ilya Petrov*, Jae-Won An† · Island Biology 12, 34 (2019)\n"
	pubs := cvPubs(parseCVString(t, src))
	if len(pubs) != 1 {
		t.Fatalf("got %d publications, want 1", len(pubs))
	}
	var equal, corr []string
	for _, a := range pubs[0].Authors {
		if a.Equal {
			equal = append(equal, a.Name)
		}
		if a.Corresponding {
			corr = append(corr, a.Name)
		}
	}
	if diff := cmp.Diff([]string{"Mara Roe", "Ilya Petrov"}, equal); diff != "" {
		t.Errorf("equal (-want +got):\n%s", diff)
	}
	if len(corr) > 0 && corr[0] != "Jae-Won An" {
		t.Errorf("corresponding = %v, want none or Jae-Won An", corr)
	}
}

// TestReadCVDocumentKind checks that entries naming no kind take the kind
// most entries of their list have.
func TestReadCVDocumentKind(t *testing.T) {
	tests := []struct {
		name, src string
		want      []pub.Kind
	}{
		{"journals", "# Publications\n\n" +
			"1. Mara Roe, Ilya Petrov. Finches of the north. *Journal of Island Biology* 12, 1-9 (2019).\n" +
			"2. Mara Roe, Ilya Petrov. Finches of the south. *Island Letters* 3, 5-7 (2020).\n" +
			"3. Mara Roe, Ilya Petrov. Finches of the east. *Evolution*. 2021.\n",
			[]pub.Kind{pub.KindJournal, pub.KindJournal, pub.KindJournal}},
		{"conferences", "# Publications\n\n" +
			"1. Mara Roe, Ilya Petrov. Fast queues. In *Proceedings of ThingsConf*, 2019.\n" +
			"2. Mara Roe, Ilya Petrov. Faster queues. *Symposium on Queues*, 2020.\n" +
			"3. Mara Roe, Ilya Petrov. Fastest queues. *QueueFest*, 2021.\n",
			[]pub.Kind{pub.KindConference, pub.KindConference, pub.KindConference}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []pub.Kind
			for _, p := range cvPubs(parseCVString(t, tt.src)) {
				got = append(got, p.Kind)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestReadCVSurnamesAlone reads a list whose bylines print surnames
// alone: the bylines with an odd count of one-word names show it, and
// the list's bylines with an even count are read so too; a list that
// writes "Surname, Given" keeps its pairs.
func TestReadCVSurnamesAlone(t *testing.T) {
	tests := []struct {
		name, list string
		want       [][]string
	}{
		{"surnames alone", "- Doe, Roe, Poe (2019). Finches of the north. *Island Letters*.\n" +
			"- Lee, Doe (2020). Finches of the south. *Island Letters*.\n" +
			"- Moe, Doe, Kim, Lee, Roe (2021). Finches of the east. *Island Letters*.\n" +
			"- Kim, Moe, Doe, Poe (2022). Finches of the west. *Island Letters*.\n",
			[][]string{{"Doe", "Roe", "Poe"}, {"Lee", "Doe"}, {"Moe", "Doe", "Kim", "Lee", "Roe"}, {"Kim", "Moe", "Doe", "Poe"}}},
		{"surname and given name", "- Doe, Jane, Roe, Ann (2019). Finches of the north. *Island Letters*.\n" +
			"- Lee, Kim, Doe, Jane (2020). Finches of the south. *Island Letters*.\n" +
			"- Doe, Jane (2021). Finches of the east. *Island Letters*.\n",
			[][]string{{"Jane Doe", "Ann Roe"}, {"Kim Lee", "Jane Doe"}, {"Jane Doe"}}},
		// One odd byline is too little to go by.
		{"one odd byline", "- Doe, Roe, Poe (2019). Finches of the north. *Island Letters*.\n" +
			"- Lee, Kim, Doe, Jane (2020). Finches of the south. *Island Letters*.\n",
			[][]string{{"Doe", "Roe", "Poe"}, {"Kim Lee", "Jane Doe"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got [][]string
			for _, p := range cvPubs(parseCVString(t, "# Publications\n\n"+tt.list)) {
				var names []string
				for _, a := range p.Authors {
					names = append(names, a.Name)
				}
				got = append(got, names)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
