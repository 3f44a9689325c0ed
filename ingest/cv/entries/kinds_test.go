package entries

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestFindQuotesOpeners checks that every kind of quote is still found
// past the quick test for quoteOpeners, and none where there is no opener.
func TestFindQuotesOpeners(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
	}{
		{`A. Roe. "Finches of the north." Island Letters.`, 1},
		{`A. Roe. “Finches of the north.” Island Letters.`, 1},
		{`A. Roe (2019) 'Finches of the north', Island Letters.`, 1},
		{`A. Roe (2019) ‘Finches of the north’, Island Letters.`, 1},
		{`A. Roe. «Finches of the north». Island Letters.`, 1},
		{`A. Roe. „Finches of the north“. Island Letters.`, 1},
		{`A. Roe. Finches of the north. Island Letters 12, 1-9 (2019).`, 0},
	} {
		if got := findQuotes(tc.in); len(got) != tc.want {
			t.Errorf("findQuotes(%q) = %v, want %d quotes", tc.in, got, tc.want)
		}
	}
}

// kindWordsRe is kindWords by the regular expressions alone, as it was
// before kindTests; the reference TestKindWordsStems checks against.
func kindWordsRe(s string) pub.Kind {
	switch {
	case patentRe.MatchString(s):
		return pub.KindPatent
	case thesisRe.MatchString(s):
		return pub.KindThesis
	case chapterRe.MatchString(s):
		return pub.KindChapter
	case underRevRe.MatchString(s):
		return pub.KindUnderReview
	case posterRe.MatchString(s):
		return pub.KindPoster
	case demoRe.MatchString(s):
		return pub.KindDemo
	case workshopRe.MatchString(s):
		return pub.KindWorkshop
	case preprintRe.MatchString(s):
		return pub.KindPreprint
	case journalRe.MatchString(s) || journalProcRe.MatchString(s):
		return pub.KindJournal
	case conferenceRe.MatchString(s):
		return pub.KindConference
	}
	return ""
}

// kindPhrases name each alternative of kindWordsRe's regular expressions.
var kindPhrases = []string{"patent", "Patents", "thesis", "Dissertation", "Masterarbeit", "diplomarbeit",
	"Doktorarbeit", "Habilitationsschrift", "mémoire", "tesis", "book chapter", "Chapter in", "chapter 12",
	"(ed.)", "(eds)", "(Hrsg.)", "(hg)", "(editors)", "(Editor)", "eds. (", "Ed.(", "edited by",
	"under review", "Under Submission", "submitted", "in submission", "In preparation", "poster", "Posters",
	"demo", "Demos", "demonstration", "workshop", "Workshops", "arXiv", "preprint", "CoRR", "bioRxiv",
	"medRxiv", "SSRN", "Transactions", "journal", "Magazine", "Letters", "review", "Surveys",
	"Proc. Natl. Acad.", "Proceedings of the Royal Society", "Proc. of the IEEE", "conference", "Conf.",
	"proceedings", "Proc.", "Symposium", "symp.", "Congress", "colloquium", "Island Letters 12",
	"Finches of the north", "ſubmitted", "Patent", "PATENT", "Ed. by", ""}

// TestKindWordsStems checks that the stems of kindTests never keep
// kindWords from the kind its regular expressions find: on the phrases
// alone, inside other words, in sentences, and on the repository's CVs.
func TestKindWordsStems(t *testing.T) {
	var texts []string
	for _, p := range kindPhrases {
		texts = append(texts, p, strings.ToUpper(p), "A study, "+p+" 12 (2019).", "x"+p+"y", p+"s.")
	}
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "cv", "*"))
	shared, _ := filepath.Glob(filepath.Join("..", "..", "..", "shared", "data", "cv-dev", "*"))
	for _, name := range append(files, shared...) {
		data, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		texts = append(texts, strings.Split(string(data), "\n")...)
	}
	kinds := 0
	for _, s := range texts {
		got, want := kindWords(s), kindWordsRe(s)
		if got != want {
			t.Errorf("kindWords(%q) = %q, the regular expressions say %q", s, got, want)
		}
		if want != "" {
			kinds++
		}
	}
	if kinds < len(kindPhrases) {
		t.Errorf("only %d texts named a kind", kinds)
	}
}
