package cv

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// TestCVHostile holds the CV cases of issue 12's last bullet.
func TestCVHostile(t *testing.T) {
	t.Run("a wrapped year is no year heading", func(t *testing.T) {
		src := "# Jane Doe\n\n## Publications\n\n" +
			"- Ann Lee, Jane Doe. A first paper on graphs. In ICDE,\n  2021.\n" +
			"- Ann Lee, Jane Doe. A second paper on trees. In VLDB.\n" +
			"- Bo Chen, Jane Doe. A third paper on paths. In SIGMOD,\n2018.\n"
		recs, _, err := collectRecords(t, Read, []byte(src), "cv.md")
		if err != nil {
			t.Fatal(err)
		}
		years := map[string]int{}
		for _, p := range pubsOf(recs) {
			years[p.Title] = p.Year
		}
		want := map[string]int{"A first paper on graphs": 2021, "A second paper on trees": 0, "A third paper on paths": 2018}
		for title, y := range want {
			if got, ok := years[title]; !ok || got != y {
				t.Errorf("%q: year %d (found %v), want %d; all: %v", title, got, ok, y, years)
			}
		}
	})
	t.Run("a tie names no owner", func(t *testing.T) {
		// Bo Chen is on every paper, as often as Jane Doe: nothing says
		// which of them the list belongs to.
		src := "Publications\n\n" +
			"1. Jane Doe, Bo Chen. Graph paper one. In ICDE, 2020.\n" +
			"2. Bo Chen, Jane Doe, Cy Diaz. Graph paper two. In VLDB, 2021.\n" +
			"3. Jane Doe, Bo Chen, Dee Evans. Graph paper three. In SIGMOD, 2022.\n"
		recs, _, err := collectRecords(t, Read, []byte(src), "cv.txt")
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range recs {
			if r.Owner != nil {
				t.Errorf("owner %q chosen on a tie", r.Owner.Name)
			}
		}
	})
	t.Run("a 200k-line CV is read whole, in linear work", func(t *testing.T) {
		// Every entry must come out as a publication, and the work must
		// grow as the entries do: the allocations for a quarter of the
		// entries, times 4.5, bound those for all of them (a reader
		// quadratic in the entries allocates 16 times as much for 4 times
		// the entries). Time is not measured: it depends on the machine.
		// The whole 200,000 lines (100,000 entries) take some 15 s of
		// CPU; -short reads 8,000 lines.
		entries := 100000
		if testing.Short() {
			entries = 4000
		}
		quarter := readManyEntries(t, entries/4)
		whole := readManyEntries(t, entries)
		t.Logf("%d entries: %d allocations, %d bytes; %d entries: %d allocations, %d bytes",
			entries/4, quarter.mallocs, quarter.bytes, entries, whole.mallocs, whole.bytes)
		if float64(whole.mallocs) > 4.5*float64(quarter.mallocs) || float64(whole.bytes) > 4.5*float64(quarter.bytes) {
			t.Errorf("%d entries take %d allocations, %d bytes; %d entries %d allocations, %d bytes: more than linear",
				entries/4, quarter.mallocs, quarter.bytes, entries, whole.mallocs, whole.bytes)
		}
		if per := whole.bytes / uint64(entries); per > 64<<10 {
			t.Errorf("%d bytes allocated per entry, want at most 64 KB", per)
		}
	})
}

// manyEntriesRead is what readManyEntries counted.
type manyEntriesRead struct {
	mallocs, bytes uint64
}

// readManyEntries reads a CV of n entries (manyEntriesSrc) and checks
// that each is read with its title, year and authors; it returns the heap
// allocations the reading took.
func readManyEntries(t *testing.T, n int) manyEntriesRead {
	t.Helper()
	src := manyEntriesSrc(n)
	if lines := strings.Count(src, "\n"); lines < 2*n {
		t.Fatalf("%d lines for %d entries", lines, n)
	}
	var before, after runtime.MemStats
	var pubs []*pub.Publication
	runtime.ReadMemStats(&before)
	err := Read(strings.NewReader(src), "many.md", Options{}, func(r pub.Record) error {
		if r.Publication != nil {
			pubs = append(pubs, r.Publication)
		}
		return nil
	})
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if len(pubs) != n {
		t.Fatalf("%d entries read as %d publications", n, len(pubs))
	}
	for i, p := range pubs {
		if !strings.HasSuffix(p.Title, fmt.Sprintf(" number %d", i+1)) || p.Year != 1980+i%45 || len(p.Authors) < 2 {
			t.Fatalf("entry %d read as %q, %d, %d authors", i+1, p.Title, p.Year, len(p.Authors))
		}
	}
	return manyEntriesRead{mallocs: after.Mallocs - before.Mallocs, bytes: after.TotalAlloc - before.TotalAlloc}
}

// manyEntriesSrc writes a CV of n entries in five citation styles, each
// a bulleted item of one line and a blank line, with three of ten names,
// a numbered title and a year. (Bullets, since a list numbered past 999
// is not yet read as a list.)
func manyEntriesSrc(n int) string {
	given := []string{"Mara", "Ilya", "Tunde", "Ulrike", "Peter", "Ann", "Jane", "Kenji", "Chidi", "Lars"}
	family := []string{"Roe", "Petrov", "Bello", "Kranz", "Vogt", "Lee", "Doe", "Nakamura", "Okafor", "Jensen"}
	words := []string{"finches", "islands", "networks", "coupled", "models", "fast", "paths", "rivers", "sediment", "mills"}
	var sb strings.Builder
	sb.WriteString("# Publications\n\n")
	for i := range n {
		a, b, c := i%10, (i/10+1+i%10)%10, (i/100+2+i%10)%10
		if b == a {
			b = (b + 1) % 10
		}
		for c == a || c == b {
			c = (c + 1) % 10
		}
		title := fmt.Sprintf("%s of %s and %s number %d", strings.ToUpper(words[i%10][:1])+words[i%10][1:], words[i/10%10], words[i/100%10], i+1)
		year := 1980 + i%45
		switch i % 5 {
		case 0:
			fmt.Fprintf(&sb, "- %s %s, %s %s, and %s %s. %s. *Journal of Island Biology* %d, 1-9 (%d).\n\n", given[a], family[a], given[b], family[b], given[c], family[c], title, i%60+1, year)
		case 1:
			fmt.Fprintf(&sb, "- **%s %c**, %s %c, %s %c. (%d). %s. ***Island Letters*** %d.\n\n", family[a], given[a][0], family[b], given[b][0], family[c], given[c][0], year, title, i%60+1)
		case 2:
			fmt.Fprintf(&sb, "- %s, %s/%s, %s: %s, in: Blätter für Landeskunde %d (%d), S. 1–20.\n\n", family[a], given[a], family[b], given[b], title, i%60+1, year)
		case 3:
			fmt.Fprintf(&sb, "- (%d) **%s, %s B.**, %s, %s. \"%s.\"  *Journal of Island Biology*, **5**, 160-171.\n\n", year, family[a], given[a], family[b], given[b], title)
		default:
			fmt.Fprintf(&sb, "- %s %s, %s %s, %s %s. %s. In *Proceedings of ThingsConf*, %d.\n\n", given[a], family[a], given[b], family[b], given[c], family[c], title, year)
		}
	}
	return sb.String()
}
