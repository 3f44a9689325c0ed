package entries

import (
	"fmt"
	"strings"
	"testing"
)

// TestScanners checks the hand-written scanners of scan.go, words.go and
// tails.go on synthetic references, each with what it must find, as
// "start end" positions, a result text, or "-" for none.
func TestScanners(t *testing.T) {
	idx := func(i int, ok bool) string {
		if !ok {
			return "-"
		}
		return fmt.Sprint(i)
	}
	tail := func(f tailForm) func(string) string {
		return func(s string) string {
			tl, ok := findTail(s, f)
			if !ok {
				return "-"
			}
			return fmt.Sprint(tl.start)
		}
	}
	scanners := map[string]func(string) string{
		"findYears":       func(s string) string { return fmt.Sprint(findYears(s, -1)) },
		"dropYearDigits":  dropYearDigits,
		"endsWithYear":    func(s string) string { return fmt.Sprint(endsWithYear(s)) },
		"parenYears":      func(s string) string { return fmt.Sprint(parenYears(s, true)) },
		"dropParenYears":  dropParenYears,
		"cutParenYearEnd": cutParenYearEnd,
		"titleYearEnd":    func(s string) string { return idx(titleYearEnd(s)) },
		"leadYearEnd":     func(s string) string { return idx(leadYearEnd(s)) },
		"leadYearComma":   func(s string) string { return idx(leadYearComma(s)) },
		"shortYear": func(s string) string {
			i, d, ok := shortYear(s)
			return idx(i, ok) + " " + d
		},
		"dropShortYears":   dropShortYears,
		"quoteShortYear":   func(s string) string { return fmt.Sprint(quoteShortYear(s)) },
		"numberGroupAfter": func(s string) string { return fmt.Sprint(numberGroupAfter(s)) },
		"dropBrackets":     dropBrackets,
		"dropEmptyParens":  dropEmptyParens,
		"innerParens":      func(s string) string { return fmt.Sprint(innerParens(s)) },
		"sameAuthorDash":   func(s string) string { return idx(sameAuthorDash(s)) },
		"dashSeps":         func(s string) string { return fmt.Sprint(dashSeps(s, -1, false)) },
		"bylineDashes":     func(s string) string { return fmt.Sprint(dashSeps(s, 4, true)) },
		"inContainers":     func(s string) string { return fmt.Sprint(inContainers(s)) },
		"wholeParen": func(s string) string {
			a, b, ok := wholeParen(s)
			return idx(a, ok) + " " + fmt.Sprint(b)
		},
		"titleTag": func(s string) string {
			i, tag, ok := titleTag(s)
			return idx(i, ok) + " " + tag
		},
		"thesisLeadEnd":      func(s string) string { return idx(thesisLeadEnd(s)) },
		"dropProcPrefix":     dropProcPrefix,
		"dropPublisherWords": dropPublisherWords,
		"statusTailStart":    func(s string) string { return idx(statusTailStart(s)) },
		"otherVersion":       func(s string) string { return fmt.Sprint(otherVersion(s)) },
		"editedAfterEnd":     func(s string) string { return idx(editedAfterEnd(s)) },
		"editedVenue":        func(s string) string { return fmt.Sprint(editedVenue(s)) },
		"editedByStart":      func(s string) string { return idx(editedByStart(s)) },
		"edsAfterAt":         func(s string) string { return idx(edsAfterAt(s)) },
		"editorBefore":       func(s string) string { return fmt.Sprint(editorBefore(s)) },
		"reviewOfIndex":      func(s string) string { return fmt.Sprint(reviewOfIndex(s)) },
		"reviewBracketCut":   reviewBracketCut,
		"reviewNotes":        func(s string) string { return fmt.Sprint(reviewNotes(s)) },
		"markKeysOf": func(s string) string {
			a, b := markKeysOf(s)
			return fmt.Sprint(a, b)
		},
		"venueStart":      func(s string) string { return fmt.Sprint(venueStart(s)) },
		"byStarts":        func(s string) string { return fmt.Sprint(byStarts(s, 4)) },
		"doiTailStart":    func(s string) string { return idx(doiTailStart(s)) },
		"patentDateStart": func(s string) string { return idx(patentDateStart(s)) },
		"isNoteText":      func(s string) string { return fmt.Sprint(isNoteText(s)) },
		"kindOnly":        func(s string) string { return fmt.Sprint(kindOnly(s)) },
		"apaTail":         tail(tailAPA),
		"chicagoTail":     tail(tailChicago),
		"vancouverTail":   tail(tailVancouver),
		"amsTail":         tail(tailAMS),
		"dropVolumes":     func(s string) string { return dropMarkedNumbers(s, false) },
		"dropPages":       func(s string) string { return dropMarkedNumbers(s, true) },
		"findMonthYear": func(s string) string {
			m, ok := findMonthYear(s)
			return idx(m.start, ok) + "|" + m.month + "|" + m.year
		},
		"bareDateEnd":      func(s string) string { return idx(bareDateEnd(s)) },
		"placeYearStart":   func(s string) string { return fmt.Sprint(placeYearStart(s)) },
		"patentParenStart": func(s string) string { return fmt.Sprint(patentParenStart(s)) },
		"patentLeads":      func(s string) string { return fmt.Sprint(patentLeads(s)) },
	}
	for _, tc := range []struct{ scanner, in, want string }{
		{"findYears", "Conf 2019-2020, 2021a.", "[{4 5 10} {15 16 22}]"},
		{"findYears", "arXiv 12019, 1.2019, 2019", "[{20 21 25}]"},
		{"findYears", "2019", "[{0 0 4}]"},
		{"dropYearDigits", "ICML 2019, NSDI'20", "ICML , NSDI'20"},
		{"endsWithYear", "Venue, 2024", "true"},
		{"endsWithYear", "Venue (2024a)", "true"},
		{"endsWithYear", "Venue 2024", "false"},
		{"parenYears", "A (2019) and ( 2020b ) (1899)", "[[2 8 2019] [13 22 2020]]"},
		{"dropParenYears", "A (2019), B (2020a)", "A , B "},
		{"cutParenYearEnd", "TU Town  (2019) ", "TU Town"},
		{"cutParenYearEnd", "Vol (2019) 12", "Vol (2019) 12"},
		{"titleYearEnd", "( 2021 ): Title", "10"},
		{"titleYearEnd", "(2021 Title", "-"},
		{"leadYearEnd", " [2021] — Title", "12"},
		{"leadYearEnd", "Title 2021", "-"},
		{"leadYearComma", "2019, ApJ, 880", "6"},
		{"leadYearComma", "2019,ApJ", "-"},
		{"shortYear", "In NSDI ’25, Town", "6 25"},
		{"shortYear", "Rock'n'roll '99", "10 99"},
		{"shortYear", "Rock'n'roll", "- "},
		{"dropShortYears", "NSDI'25 and ICML '19.", "NSDI and ICML."},
		{"quoteShortYear", "'19, ", "true"},
		{"quoteShortYear", "'199", "false"},
		{"numberGroupAfter", " 1 0694788", "true"},
		{"numberGroupAfter", " 123 4", "false"},
		{"dropBrackets", "Title [PDF] [Code", "Title  [Code"},
		{"dropEmptyParens", "Book ( ), 2019 (x)", "Book , 2019 (x)"},
		{"innerParens", "Proc. (A (ICML)) (B)", "[[9 15] [17 20]]"},
		{"sameAuthorDash", "———. 2019. Title", "9"},
		{"sameAuthorDash", `\_\_\_, Title`, "6"},
		{"sameAuthorDash", "--. Title", "-"},
		{"dashSeps", "Title — Venue | pdf - x", "[[5 10] [15 18]]"},
		{"bylineDashes", "Title - A. Author", "[[5 8]]"},
		{"inContainers", "Title, in: Journal. In Book, in the Proceedings of X", "[[5 11] [18 23] [27 47]]"},
		{"inContainers", "Title, in Proc. of X, in Proc.X", "[[20 30]]"},
		{"wholeParen", " ( Studies in History ) ", "3 21"},
		{"wholeParen", "(12) (x)", "- 0"},
		{"titleTag", "A Long Title of Things [Preprint]", "22 Preprint"},
		{"titleTag", "A Long Title Thesis Chapter", "12 Thesis Chapter"},
		{"titleTag", "A Long Title (poster) x", "- "},
		{"thesisLeadEnd", "Ph.D. thesis, TU Town", "14"},
		{"thesisLeadEnd", "PhD thesis TU Town", "-"},
		{"dropProcPrefix", "In Proc. of the Conf on X", "Conf on X"},
		{"dropProcPrefix", "Proceedings of", "of"},
		{"dropPublisherWords", "Proc. of the 12th ACM SIGX", "Proc.         SIGX"},
		{"statusTailStart", "Math. Ann., to appear.", "10"},
		{"statusTailStart", "Rivista (in corso di stampa)", "7"},
		{"statusTailStart", "In press. ", "-"},
		{"otherVersion", "[preprint: bioRxiv 2020.05.01.1]", "true"},
		{"otherVersion", "arXiv:2101.01234", "true"},
		{"otherVersion", "also", "false"},
		{"editedAfterEnd", ", eds., Book", "7"},
		{"editedAfterEnd", " (Hrsg.): Book", "8"},
		{"editedAfterEnd", " ( a cura di ) Book", "14"},
		{"editedAfterEnd", ", editorial", "-"},
		{"editedVenue", "(Eds.)", "true"},
		{"editedVenue", "(Eds.) Book", "false"},
		{"editedByStart", "River Worlds, edited by A. Berg, 12", "12"},
		{"editedByStart", "River Worlds, edited by A. Berg,\n12", "-"},
		{"edsAfterAt", "Book, A. Roe and B. Lee, Eds., Town", "23"},
		{"edsAfterAt", "Book, A. Roe, eds., Town", "-"},
		{"editorBefore", "Title. In: ", "true"},
		{"editorBefore", "Title, hrsg. von", "true"},
		{"editorBefore", "Review of the Book by", "true"},
		{"editorBefore", "Title in Berlin", "false"},
		{"reviewOfIndex", "Book review of  X", "[5 16]"},
		{"reviewBracketCut", `Title [Review of Book, by A. Author].”`, `Title.”`},
		{"reviewBracketCut", "Title [Review of Book] more", "Title [Review of Book] more"},
		{"reviewNotes", "Title (book review of X by Y) (Review of Z)", "[[6 29] [30 43]]"},
		{"markKeysOf", "* denotes the corresponding author; † equal contribution", "true true"},
		{"markKeysOf", "equal contribution † † Correspondence", "false false"},
		{"venueStart", "In the Proc. of X", "true"},
		{"venueStart", "in twelve", "false"},
		{"venueStart", "Proceedingsx", "false"},
		{"byStarts", "Title, by A. Author with  B. Author", "[10 26]"},
		{"doiTailStart", "bioRxiv 2023.01; doi: 10.1/x", "15"},
		{"doiTailStart", "bioRxiv doi:", "-"},
		{"patentDateStart", "U.S. Patent 9,876,543, issued January 2, 2018", "21"},
		{"isNoteText", "best paper award", "true"},
		{"isNoteText", "[slides]", "true"},
		{"isNoteText", "project page", "true"},
		{"isNoteText", "bestiary of papers", "false"},
		{"kindOnly", "Demo Paper", "true"},
		{"kindOnly", "Demo Paper.", "false"},
		{"apaTail", "Journal, 12(3), 45–67.", "7"},
		{"apaTail", "Journal 22 (3), 034017", "7"},
		{"apaTail", "Journal 12345, 3", "13"},
		{"apaTail", "Journal 12345", "-"},
		{"chicagoTail", "Social Networks 54 (2): 1–12.", "15"},
		{"chicagoTail", "Networks 54:", "-"},
		{"vancouverTail", "Med Anal. 2022 Mar;4(3):210-9", "9"},
		{"vancouverTail", "2021;70:101987", "0"},
		{"amsTail", "J. Anal. 301 (2011), no. 2, pp. 1–30.", "8"},
		{"amsTail", "J. Anal. 301 (11)", "-"},
		{"dropVolumes", "J, vol. 33, no. 4 (2), pp. 1", "J, pp. 1"},
		{"dropPages", "Book, pp. 33 – 51, Town", "Book, Town"},
		{"findMonthYear", "J. Phys., Sept. 2019a ", "8|Sept. |2019a"},
		{"findMonthYear", "J. Phys.", "7||"},
		{"findMonthYear", "J. Phys., May 2019 x", "-||"},
		{"bareDateEnd", ". Mar 12, 2021. Title", "16"},
		{"bareDateEnd", " 2017.", "6"},
		{"bareDateEnd", " mar 2021. Title", "-"},
		{"bareDateEnd", " 2017.Title", "-"},
		{"placeYearStart", "Handbook, Leiden/Boston 2003", "8"},
		{"placeYearStart", "Handbook, New York 1999 (2nd ed.)", "8"},
		{"placeYearStart", "Handbook, 2022, Town", "-1"},
		{"placeYearStart", "Handbook, Town 1499", "-1"},
		{"patentParenStart", "Title (U.S. Patent No. 9,876,543)", "5"},
		{"patentParenStart", "Title ( Patent 9)", "-1"},
		{"patentParenStart", "Title (Patent 9) x", "-1"},
		{"patentLeads", "Title, U.S. Patent 9,876,543 (EP Pat. No. 1)", "[5 29]"},
		{"patentLeads", "Title, Patent Number 12, Patents", "[5]"},
	} {
		if got := scanners[tc.scanner](tc.in); got != tc.want {
			t.Errorf("%s(%q) = %q, want %q", tc.scanner, tc.in, got, tc.want)
		}
	}
}

// FuzzScanners checks that no scanner panics or finds a span outside its
// input, and that the texts they cut are pieces of their input.
func FuzzScanners(f *testing.F) {
	for _, s := range append(benchEntries, "J, vol. 33, no. 4 (2), pp. 1", "Med Anal. 2022 Mar;4(3):210-9", "———. 2019.", "( 2021 ): T", "\xff(2019\xfe") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		in := func(name string, i int) {
			if i < 0 || i > len(s) {
				t.Fatalf("%s(%q): %d outside the text", name, s, i)
			}
		}
		for _, m := range findYears(s, -1) {
			in("findYears", m.end)
			if m.start > m.year || m.year+4 > m.end {
				t.Fatalf("findYears(%q): %v", s, m)
			}
		}
		for _, f := range []tailForm{tailAPA, tailChicago, tailVancouver, tailAMS} {
			if tl, ok := findTail(s, f); ok {
				in("findTail", tl.start)
			}
		}
		for _, pages := range []bool{false, true} {
			for _, m := range markedNumbers(s, pages) {
				in("markedNumbers", m[1])
			}
		}
		for _, m := range append(append(append(dashSeps(s, -1, true), inContainers(s)...), innerParens(s)...), reviewNotes(s)...) {
			in("spans", m[1])
			if m[0] >= m[1] {
				t.Fatalf("empty span %v in %q", m, s)
			}
		}
		for name, cut := range map[string]func(string) string{"dropBrackets": dropBrackets, "cutParenYearEnd": cutParenYearEnd, "dropProcPrefix": dropProcPrefix, "reviewBracketCut": reviewBracketCut} {
			if got := cut(s); len(got) > len(s) {
				t.Fatalf("%s(%q) = %q grew", name, s, got)
			}
		}
		if got := dropProcPrefix(s); !strings.HasSuffix(s, got) {
			t.Fatalf("dropProcPrefix(%q) = %q", s, got)
		}
		for _, fn := range []func(string) (int, bool){bareDateEnd, titleYearEnd, leadYearEnd, leadYearComma, thesisLeadEnd, statusTailStart, editedAfterEnd, editedByStart, edsAfterAt, doiTailStart, patentDateStart, sameAuthorDash} {
			if i, ok := fn(s); ok {
				in("scanner", i)
			}
		}
		in("placeYearStart", max(placeYearStart(s), 0))
		in("patentParenStart", max(patentParenStart(s), 0))
		for _, i := range patentLeads(s) {
			in("patentLeads", i)
		}
		if m, ok := findMonthYear(s); ok && (s[m.start] != ',' && s[m.start] != '.' || !strings.HasPrefix(dropMonthYear(s)+s[m.start:], s)) {
			t.Fatalf("findMonthYear(%q) = %+v", s, m)
		}
		for _, e := range byStarts(s, 4) {
			in("byStarts", e)
		}
		_, _ = markKeysOf(s)
		_ = isNoteText(s) || editorBefore(s) || venueStart(s) || otherVersion(s) || editedVenue(s) || kindOnly(s)
	})
}
