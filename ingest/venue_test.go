package ingest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
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
			got, ok := LookupVenue(s)
			if !ok || got.Acronym != v.Acronym {
				t.Errorf("LookupVenue(%q) = %q, %v; want %q", s, got.Acronym, ok, v.Acronym)
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

func TestLookupVenue(t *testing.T) {
	tests := []struct {
		text string
		want string // acronym, "" for no venue
		kind Kind   // the venue's Kind in the table
	}{
		{"16th USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)", "OSDI", KindConference},
		{"OSDI '22", "OSDI", KindConference},
		// ISO-4 abbreviations of journal names.
		{"IEEE Trans. Parallel Distrib. Syst.", "TPDS", KindJournal},
		{"IEEE Trans. Comput.", "TC", KindJournal},
		{"IEEE Trans. Softw. Eng.", "TSE", KindJournal},
		{"ACM Trans. Comput. Syst.", "TOCS", KindJournal},
		{"IEEE Trans. Pattern Anal. Mach. Intell.", "TPAMI", KindJournal},
		{"Commun. ACM", "CACM", KindJournal},
		{"IEEE/ACM Trans. Netw.", "TON", KindJournal},
		{"IEEE Trans. Knowl. Data Eng.", "TKDE", KindJournal},
		{"OSDI'25", "OSDI", KindConference},
		{"Proc. of OSDI", "OSDI", KindConference},
		{"Proceedings of the 28th ACM Symposium on Operating Systems Principles", "SOSP", KindConference},
		{"ACM Symposium on Operating Systems Principles (SOSP)", "SOSP", KindConference},
		{"34th Conference on Neural Information Processing Systems (NeurIPS 2020) (Spotlight)", "NeurIPS", KindConference},
		{"NIPS 2017", "NeurIPS", KindConference},
		{"Advances in Neural Information Processing Systems 33", "NeurIPS", KindConference},
		{"48th International Conference on Very Large Data Bases (VLDB 2022)", "VLDB", KindConference},
		{"Proc. VLDB Endow.", "VLDB", KindConference},
		{"Proceedings of the VLDB Endowment", "VLDB", KindConference},
		{"PVLDB 15(11)", "VLDB", KindConference},
		{"International Conference on Architectural Support for Programming Languages and Operating Systems", "ASPLOS", KindConference},
		{"IEEE Transactions on Image Processing 2019", "TIP", KindJournal},
		{"IEEE Trans. Image Process.", "TIP", KindJournal},
		{"arXiv preprint arXiv:2504.20854", "arXiv", KindPreprint},
		{"CoRR abs/1706.03762", "arXiv", KindPreprint},
		{"ASPLOS 2025", "ASPLOS", KindConference},
		{"MLSys 2026", "MLSys", KindConference},
		{"USENIX ATC 2021", "ATC", KindConference},
		{"2019 USENIX Annual Technical Conference", "ATC", KindConference},
		{"In ATC", "ATC", KindConference},
		{"Proc. of the Int'l Conf. on Machine Learning", "ICML", KindConference},
		{"ICML", "ICML", KindConference},
		{"International Conference on Machine Learning and Applications", "ICMLA", KindConference},
		{"IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)", "CVPR", KindConference},
		{"IEEE International Conference on Computer Vision and Pattern Recognition", "CVPR", KindConference},
		{"European Conference on Computer Vision", "ECCV", KindConference},
		{"SIAM International Conference on Data Mining", "SDM", KindConference},
		{"IEEE International Conference on Data Mining", "ICDM", KindConference},
		{"ACM SIGCOMM Computer Communication Review", "CCR", KindJournal},
		{"ACM SIGCOMM 2019", "SIGCOMM", KindConference},
		{"ACM SIGOPS Operating Systems Review", "OSR", KindJournal},
		{"Communications of the ACM", "CACM", KindJournal},
		{"USENIX Security Symposium", "USENIX Security", KindConference},
		{"USENIX Security '23", "USENIX Security", KindConference},
		{"IEEE Symposium on Security and Privacy (S&P)", "S&P", KindConference},
		{"IEEE S&P 2020", "S&P", KindConference},
		{"Oakland 2016", "S&P", KindConference},
		{"Asia Conference on Computer and Communications Security", "AsiaCCS", KindConference},
		{"Conference on Computer and Communications Security", "CCS", KindConference},
		{"SC '19", "SC", KindConference},
		{"SC19", "SC", KindConference},
		{"Proc. of SC", "SC", KindConference},
		{"USENIX FAST", "FAST", KindConference},
		{"FAST 2023", "FAST", KindConference},
		{"CHI '23", "CHI", KindConference},
		{"CHI Conference on Human Factors in Computing Systems", "CHI", KindConference},
		{"CC 2020", "CC", KindConference},
		{"Findings of ACL 2021", "Findings of ACL", KindConference},
		{"ACL 2021", "ACL", KindConference},
		{"Annual Meeting of the Association for Computational Linguistics", "ACL", KindConference},
		{"Nature 521, 436–444 (2015)", "Nature", KindJournal},
		{"Nature, vol. 521, pp. 436-444, May 2015", "Nature", KindJournal},
		{"Nature Communications 11, 2020", "Nature Communications", KindJournal},
		{"Science", "Science", KindJournal},
		{"Proceedings of the National Academy of Sciences", "PNAS", KindJournal},
		{"Phys. Rev. E 70, 066111", "PRE", KindJournal},
		{"Physical Review Letters", "PRL", KindJournal},
		{"Physical Review E", "PRE", KindJournal},
		{"HotOS '21", "HotOS", KindWorkshop},
		{"Systems for ML Workshop at 33rd Conference on Neural Information Processing Systems (NeurIPS)", "NeurIPS", KindConference},
		{"ESEC/FSE 2022", "FSE", KindConference},
		{"Learning@Scale", "Learning@Scale", KindConference},
		{"Electronic Components and Technology Conference (ECTC)", "ECTC", KindConference},
		{"NEURIPS 2021", "NeurIPS", KindConference},
		{"ACM Transactions on Multimedia Computing, Communications, and Applications (TOMM)", "TOMM", KindJournal},
		{"IEEE Transactions on Multimedia Computing Systems", "", ""},
		{"International Conference on Computer Vision Workshops", "ICCV", KindConference},
		{"Symposium on Operating Systems Principles SOSP 2019", "SOSP", KindConference},
		{"International Conference on Data Mining Workshops, {ICDM}", "ICDM", KindConference},
		{"BMC Bioinformatics", "BMC Bioinformatics", KindJournal},
		{"Proceedings of the ACM on Programming Languages (OOPSLA)", "OOPSLA", KindConference},
		{"Proceedings of the ACM on Programming Languages", "PACMPL", KindJournal},
		{"Proc. ACM Manag. Data (SIGMOD 2024)", "SIGMOD", KindConference},
		{"Journal of Machine Learning Research (JMLR)", "JMLR", KindJournal},
		{"(Spotlight) ICLR 2021", "ICLR", KindConference},

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
			v, ok := LookupVenue(tt.text)
			got := struct {
				Acronym string
				Kind    Kind
				OK      bool
			}{v.Acronym, v.Kind, ok}
			want := got
			want.Acronym, want.Kind, want.OK = tt.want, tt.kind, tt.want != ""
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("LookupVenue(%q) (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}

func TestVenueKind(t *testing.T) {
	tests := []struct {
		text string
		want Kind
	}{
		{"Systems for ML Workshop at 33rd Conference on Neural Information Processing Systems (NeurIPS)", KindWorkshop},
		{"Demonstration at VLDB 2021", KindDemo},
		{"SIGMOD 2020 Demo Track", KindDemo},
		{"Poster at NSDI '22", KindPoster},
		{"NeurIPS 2020 Workshop on Machine Learning for Systems", KindWorkshop},
		{"arXiv preprint arXiv:2504.20854", KindPreprint},
		{"CoRR abs/1706.03762", KindPreprint},
		{"Under review at ICML 2025", KindUnderReview},
		{"Submitted to OSDI", KindUnderReview},
		{"US Patent 10,123,456", KindPatent},
		{"PhD thesis, Seoul National University", KindThesis},
		{"Ph.D. Dissertation", KindThesis},
		{"OSDI 2022", KindConference},
		{"HotOS '21", KindWorkshop},
		{"IEEE Transactions on Image Processing 2019", KindJournal},
		{"Journal of Obscure Studies", KindJournal},
		{"Proceedings of the 1st Obscure Symposium", KindConference},
		{"Book chapter in Handbook of Graphs", KindChapter},
		{"Springer book", KindBook},
		{"Tech talk", KindOther},
		{"", KindOther},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			if got := VenueKind(tt.text); got != tt.want {
				t.Errorf("VenueKind(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// TestLookupVenueLinear checks that a long text costs time in proportion
// to its length: looking up a text 100 times longer must not cost more
// than a thousand times as much (a quadratic lookup costs 10,000 times).
// The best of several runs is compared, so that a busy machine does not
// fail the test.
// TestLookupVenueLinear holds LookupVenue's steps linear in the length of
// its text: a 100× longer text may take at most 110× the steps (a
// quadratic lookup takes 10,000×). It counts steps, so load on the
// machine cannot make it fail; BenchmarkLookupVenue times it.
func TestLookupVenueLinear(t *testing.T) {
	names := strings.Repeat("International Conference on Distributed Systems and Networks FAST ", 10)
	// Numbers first and venues that must be the whole text last make
	// every match look at the whole text, unless that is done smartly.
	whole := func(n int) string { return strings.Repeat("1 ", n) + strings.Repeat("Nature ", n) }
	for _, tt := range []struct{ name, short, long string }{
		{"names", names, strings.Repeat(names, 100)},
		{"whole-text venues", whole(40), whole(4000)},
	} {
		_, _, short := lookupVenueSteps(tt.short)
		_, _, long := lookupVenueSteps(tt.long)
		if short == 0 || float64(long) > 110*float64(short) {
			t.Errorf("%s: a 100x longer text takes %d steps against %d", tt.name, long, short)
		}
	}
}

func ExampleLookupVenue() {
	for _, text := range []string{
		"16th USENIX Symposium on Operating Systems Design and Implementation (OSDI 2022)",
		"Proc. VLDB Endow.",
		"Systems for ML Workshop at 33rd Conference on Neural Information Processing Systems (NeurIPS)",
		"A Tensor Compiler Approach",
	} {
		v, ok := LookupVenue(text)
		fmt.Printf("%q %v %s %s\n", v.Acronym, ok, v.Kind, VenueKind(text))
	}
	// Output:
	// "OSDI" true conference conference
	// "VLDB" true conference conference
	// "NeurIPS" true conference workshop
	// "" false  other
}

func BenchmarkLookupVenue(b *testing.B) {
	text := "Systems for ML Workshop at 33rd Conference on Neural Information Processing Systems (NeurIPS), Vancouver, Canada, December 2019"
	for b.Loop() {
		LookupVenue(text)
	}
}

func FuzzLookupVenue(f *testing.F) {
	for _, s := range []string{"OSDI '22", "Proc. VLDB Endow.", "S&P", "Int'l Conf.", "SC19", "L@S", "Nature 521"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		v, ok := LookupVenue(text)
		if ok != (v.Acronym != "") {
			t.Errorf("LookupVenue(%q) = %+v, %v", text, v, ok)
		}
		VenueKind(text)
	})
}
