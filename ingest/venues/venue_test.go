package venues

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

func TestVenueTable(t *testing.T) {
	tab, err := parseVenueTable(venuesTSV)
	if err != nil {
		t.Fatal(err)
	}
	if len(tab.venues) < 250 {
		t.Errorf("venue table has %d entries, want at least 250", len(tab.venues))
	}
	seen := map[string]bool{}
	for _, v := range tab.venues {
		if seen[v.Acronym] {
			t.Errorf("acronym %q listed twice", v.Acronym)
		}
		seen[v.Acronym] = true
	}
	// Every acronym and name must find its own venue when written alone,
	// or the table has two entries fighting over it.
	for _, v := range tab.venues {
		for _, s := range append([]string{v.Acronym}, v.Names...) {
			got, ok := Lookup(s)
			if !ok || got.Acronym != v.Acronym {
				t.Errorf("Lookup(%q) = %q, %v; want %q", s, got.Acronym, ok, v.Acronym)
			}
		}
	}
}

func TestParseVenueTableErrors(t *testing.T) {
	for _, src := range []string{
		"OSDI\tconference\t-\t-",
		"OSDI\tmeeting\t-\t-\tSymposium",
		"OSDI\tconference\tstrong\t-\tSymposium",
		"OSDI\tconference\t-\t-\tthe of",
	} {
		if _, err := parseVenueTable(src); err == nil {
			t.Errorf("parseVenueTable(%q) succeeded, want an error", src)
		}
	}
}

func TestLookup(t *testing.T) {
	tests := []struct {
		text string
		want string   // acronym, "" for no venue
		kind pub.Kind // the venue's Kind in the table
	}{
		{"16th USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)", "OSDI", pub.KindConference},
		{"OSDI '22", "OSDI", pub.KindConference},
		// ISO-4 abbreviations of journal names.
		{"IEEE Trans. Parallel Distrib. Syst.", "TPDS", pub.KindJournal},
		{"IEEE Trans. Comput.", "TC", pub.KindJournal},
		{"IEEE Trans. Softw. Eng.", "TSE", pub.KindJournal},
		{"ACM Trans. Comput. Syst.", "TOCS", pub.KindJournal},
		{"IEEE Trans. Pattern Anal. Mach. Intell.", "TPAMI", pub.KindJournal},
		{"Commun. ACM", "CACM", pub.KindJournal},
		{"IEEE/ACM Trans. Netw.", "TON", pub.KindJournal},
		{"IEEE Trans. Knowl. Data Eng.", "TKDE", pub.KindJournal},
		{"OSDI'25", "OSDI", pub.KindConference},
		{"Proc. of OSDI", "OSDI", pub.KindConference},
		{"Proceedings of the 28th ACM Symposium on Operating Systems Principles", "SOSP", pub.KindConference},
		{"ACM Symposium on Operating Systems Principles (SOSP)", "SOSP", pub.KindConference},
		{"34th Conference on Neural Information Processing Systems (NeurIPS 2020) (Spotlight)", "NeurIPS", pub.KindConference},
		{"NIPS 2017", "NeurIPS", pub.KindConference},
		{"Advances in Neural Information Processing Systems 33", "NeurIPS", pub.KindConference},
		{"48th International Conference on Very Large Data Bases (VLDB 2022)", "VLDB", pub.KindConference},
		{"Proc. VLDB Endow.", "VLDB", pub.KindConference},
		{"Proceedings of the VLDB Endowment", "VLDB", pub.KindConference},
		{"PVLDB 15(11)", "VLDB", pub.KindConference},
		{"International Conference on Architectural Support for Programming Languages and Operating Systems", "ASPLOS", pub.KindConference},
		{"IEEE Transactions on Image Processing 2019", "TIP", pub.KindJournal},
		{"IEEE Trans. Image Process.", "TIP", pub.KindJournal},
		{"arXiv preprint arXiv:2504.20854", "arXiv", pub.KindPreprint},
		{"CoRR abs/1706.03762", "arXiv", pub.KindPreprint},
		{"ASPLOS 2025", "ASPLOS", pub.KindConference},
		{"MLSys 2026", "MLSys", pub.KindConference},
		{"USENIX ATC 2021", "ATC", pub.KindConference},
		{"2019 USENIX Annual Technical Conference", "ATC", pub.KindConference},
		{"In ATC", "ATC", pub.KindConference},
		{"Proc. of the Int'l Conf. on Machine Learning", "ICML", pub.KindConference},
		{"ICML", "ICML", pub.KindConference},
		{"International Conference on Machine Learning and Applications", "ICMLA", pub.KindConference},
		{"IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)", "CVPR", pub.KindConference},
		{"IEEE International Conference on Computer Vision and Pattern Recognition", "CVPR", pub.KindConference},
		{"European Conference on Computer Vision", "ECCV", pub.KindConference},
		{"SIAM International Conference on Data Mining", "SDM", pub.KindConference},
		{"IEEE International Conference on Data Mining", "ICDM", pub.KindConference},
		{"ACM SIGCOMM Computer Communication Review", "CCR", pub.KindJournal},
		{"ACM SIGCOMM 2019", "SIGCOMM", pub.KindConference},
		{"ACM SIGOPS Operating Systems Review", "OSR", pub.KindJournal},
		{"Communications of the ACM", "CACM", pub.KindJournal},
		{"USENIX Security Symposium", "USENIX Security", pub.KindConference},
		{"USENIX Security '23", "USENIX Security", pub.KindConference},
		{"IEEE Symposium on Security and Privacy (S&P)", "S&P", pub.KindConference},
		{"IEEE S&P 2020", "S&P", pub.KindConference},
		{"Oakland 2016", "S&P", pub.KindConference},
		{"Asia Conference on Computer and Communications Security", "AsiaCCS", pub.KindConference},
		{"Conference on Computer and Communications Security", "CCS", pub.KindConference},
		{"SC '19", "SC", pub.KindConference},
		{"SC19", "SC", pub.KindConference},
		{"Proc. of SC", "SC", pub.KindConference},
		{"USENIX FAST", "FAST", pub.KindConference},
		{"FAST 2023", "FAST", pub.KindConference},
		{"CHI '23", "CHI", pub.KindConference},
		{"CHI Conference on Human Factors in Computing Systems", "CHI", pub.KindConference},
		{"CC 2020", "CC", pub.KindConference},
		{"Findings of ACL 2021", "Findings of ACL", pub.KindConference},
		{"ACL 2021", "ACL", pub.KindConference},
		{"Annual Meeting of the Association for Computational Linguistics", "ACL", pub.KindConference},
		{"Nature 521, 436–444 (2015)", "Nature", pub.KindJournal},
		{"Nature, vol. 521, pp. 436-444, May 2015", "Nature", pub.KindJournal},
		{"Nature Communications 11, 2020", "Nature Communications", pub.KindJournal},
		{"Science", "Science", pub.KindJournal},
		{"Proceedings of the National Academy of Sciences", "PNAS", pub.KindJournal},
		{"Phys. Rev. E 70, 066111", "PRE", pub.KindJournal},
		{"Physical Review Letters", "PRL", pub.KindJournal},
		{"Physical Review E", "PRE", pub.KindJournal},
		{"HotOS '21", "HotOS", pub.KindWorkshop},
		{"Systems for ML Workshop at 33rd Conference on Neural Information Processing Systems (NeurIPS)", "NeurIPS", pub.KindConference},
		{"ESEC/FSE 2022", "FSE", pub.KindConference},
		{"Learning@Scale", "Learning@Scale", pub.KindConference},
		{"Electronic Components and Technology Conference (ECTC)", "ECTC", pub.KindConference},
		{"NEURIPS 2021", "NeurIPS", pub.KindConference},
		{"ACM Transactions on Multimedia Computing, Communications, and Applications (TOMM)", "TOMM", pub.KindJournal},
		{"IEEE Transactions on Multimedia Computing Systems", "", ""},
		{"International Conference on Computer Vision Workshops", "ICCV", pub.KindConference},
		{"Symposium on Operating Systems Principles SOSP 2019", "SOSP", pub.KindConference},
		{"International Conference on Data Mining Workshops, {ICDM}", "ICDM", pub.KindConference},
		{"BMC Bioinformatics", "BMC Bioinformatics", pub.KindJournal},
		{"Proceedings of the ACM on Programming Languages (OOPSLA)", "OOPSLA", pub.KindConference},
		{"Proceedings of the ACM on Programming Languages", "PACMPL", pub.KindJournal},
		{"Proc. ACM Manag. Data (SIGMOD 2024)", "SIGMOD", pub.KindConference},
		{"Journal of Machine Learning Research (JMLR)", "JMLR", pub.KindJournal},
		{"(Spotlight) ICLR 2021", "ICLR", pub.KindConference},

		// Ordinary titles and words must not look like venues.
		{"A Tensor Compiler Approach", "", ""},
		{"ACC 2020", "", ""},
		{"atc", "", ""},
		{"Fast and Accurate Graph Sampling", "", ""},
		{"FAST AND ACCURATE", "", ""},
		{"Middleware for Edge Devices", "", ""},
		{"On the Nature of Distributed Consensus", "", ""},
		{"Department of Computer Science", "", ""},
		{"Columbia, SC", "", ""},
		{"J. L. S. Smith", "", ""},
		{"Towards Machine Learning Systems", "", ""},
		{"A Survey of Data Mining and Knowledge Discovery", "", ""},
		{"Oakland, CA", "", ""},
		{"visiting FAIR from NYU, now at MSR", "", ""},
		{"", "", ""},
		{"2022", "", ""},
		{"Chi-square tests", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			v, ok := Lookup(tt.text)
			got := struct {
				Acronym string
				Kind    pub.Kind
				OK      bool
			}{v.Acronym, v.Kind, ok}
			want := got
			want.Acronym, want.Kind, want.OK = tt.want, tt.kind, tt.want != ""
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Lookup(%q) (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}

func TestKind(t *testing.T) {
	tests := []struct {
		text string
		want pub.Kind
	}{
		{"Systems for ML Workshop at 33rd Conference on Neural Information Processing Systems (NeurIPS)", pub.KindWorkshop},
		{"Demonstration at VLDB 2021", pub.KindDemo},
		{"SIGMOD 2020 Demo Track", pub.KindDemo},
		{"Poster at NSDI '22", pub.KindPoster},
		{"NeurIPS 2020 Workshop on Machine Learning for Systems", pub.KindWorkshop},
		{"arXiv preprint arXiv:2504.20854", pub.KindPreprint},
		{"CoRR abs/1706.03762", pub.KindPreprint},
		{"Under review at ICML 2025", pub.KindUnderReview},
		{"Submitted to OSDI", pub.KindUnderReview},
		{"US Patent 10,123,456", pub.KindPatent},
		{"PhD thesis, Seoul National University", pub.KindThesis},
		{"Ph.D. Dissertation", pub.KindThesis},
		{"OSDI 2022", pub.KindConference},
		{"HotOS '21", pub.KindWorkshop},
		{"IEEE Transactions on Image Processing 2019", pub.KindJournal},
		{"Journal of Obscure Studies", pub.KindJournal},
		{"Proceedings of the 1st Obscure Symposium", pub.KindConference},
		{"Book chapter in Handbook of Graphs", pub.KindChapter},
		{"Springer book", pub.KindBook},
		{"Tech talk", pub.KindOther},
		{"", pub.KindOther},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			if got := Kind(tt.text); got != tt.want {
				t.Errorf("Kind(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// TestLookupLinear checks that a long text costs time in proportion
// to its length: looking up a text 100 times longer must not cost more
// than a thousand times as much (a quadratic lookup costs 10,000 times).
// The best of several runs is compared, so that a busy machine does not
// fail the test.
// TestLookupLinear holds Lookup's steps linear in the length of
// its text: a 100× longer text may take at most 110× the steps (a
// quadratic lookup takes 10,000×). It counts steps, so load on the
// machine cannot make it fail; BenchmarkLookup times it.
func TestLookupLinear(t *testing.T) {
	names := strings.Repeat("International Conference on Distributed Systems and Networks FAST ", 10)
	// Numbers first and venues that must be the whole text last make
	// every match look at the whole text, unless that is done smartly.
	whole := func(n int) string { return strings.Repeat("1 ", n) + strings.Repeat("Nature ", n) }
	for _, tt := range []struct{ name, short, long string }{
		{"names", names, strings.Repeat(names, 100)},
		{"whole-text venues", whole(40), whole(4000)},
	} {
		_, _, short := lookupSteps(tt.short)
		_, _, long := lookupSteps(tt.long)
		if short == 0 || float64(long) > 110*float64(short) {
			t.Errorf("%s: a 100x longer text takes %d steps against %d", tt.name, long, short)
		}
	}
}

func ExampleLookup() {
	for _, text := range []string{
		"16th USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)",
		"Proc. VLDB Endow.",
		"Systems for ML Workshop at 33rd Conference on Neural Information Processing Systems (NeurIPS)",
		"A Tensor Compiler Approach",
	} {
		v, ok := Lookup(text)
		fmt.Printf("%q %v %s %s\n", v.Acronym, ok, v.Kind, Kind(text))
	}
	// Output:
	// "OSDI" true conference conference
	// "VLDB" true conference conference
	// "NeurIPS" true conference workshop
	// "" false  other
}

func BenchmarkLookup(b *testing.B) {
	text := "Systems for ML Workshop at 33rd Conference on Neural Information Processing Systems (NeurIPS), Vancouver, Canada, December 2019"
	for b.Loop() {
		Lookup(text)
	}
}

func FuzzLookup(f *testing.F) {
	for _, s := range []string{"OSDI '22", "Proc. VLDB Endow.", "S&P", "Int'l Conf.", "SC19", "L@S", "Nature 521"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		v, ok := Lookup(text)
		if ok != (v.Acronym != "") {
			t.Errorf("Lookup(%q) = %+v, %v", text, v, ok)
		}
		Kind(text)
	})
}

// TestTokenizeVenueForms: every token's normal form is its lower case,
// or the word an abbreviation stands for, however ASCII words with
// capitals, abbreviations, words beyond ASCII and "Int'l" alternate; and
// the aliases of a token are those of its upper case.
func TestTokenizeVenueForms(t *testing.T) {
	for _, text := range []string{
		"Proc. of the IEEE Int'l Conf. on Widgets & Things (WIDG), Vol. 12",
		"Journal of Über Studies, Int’l Edition; Trans. Écoles",
		"ACM SIGMOD, J. Stuff", "", "intl conf",
	} {
		plain := apostropheL.Replace(text)
		want := []venueToken{}
		for _, tok := range tokenizeVenue(text) {
			norm := strings.ToLower(tok.raw)
			if e, ok := venueAbbrevs[norm]; ok {
				norm = e
			}
			want = append(want, venueToken{raw: tok.raw, norm: norm, sep: tok.sep})
			if !strings.Contains(plain, tok.raw) {
				t.Errorf("%q: token %q is not in the text", text, tok.raw)
			}
		}
		if diff := cmp.Diff(want, tokenizeVenue(text), cmp.AllowUnexported(venueToken{})); diff != "" {
			t.Errorf("tokenizeVenue(%q) (-want +got):\n%s", text, diff)
		}
	}
	aliases := map[string][]aliasPattern{"SIGMOD": {{venue: 1}}, "ÉCOLE": {{venue: 2}}}
	for raw, want := range map[string]int{"sigmod": 1, "SigMod": 1, "SIGMOD": 1, "sigmo": 0, "école": 2, "École": 2} {
		got := aliasesOf(aliases, raw)
		if len(got) != min(want, 1) || want > 0 && got[0].venue != want {
			t.Errorf("aliasesOf(%q) = %v, want venue %d", raw, got, want)
		}
	}
}
