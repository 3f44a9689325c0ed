package cv

import "testing"

// TestReadCVAuthorDateSoloLines checks that in a list written one
// reference per line without blank lines, as a bibliography page's
// entries are converted, a lone author written surname first with a
// middle initial before the year ("Doe, Jana Q. 2017.") starts an entry
// of its own rather than vanishing into the one above.
func TestReadCVAuthorDateSoloLines(t *testing.T) {
	src := "# Jana Q. Doe\n\n## Publications\n\n" +
		"Doe, Jana Q., and Pat Roe. 2019. “Slow Queues in Fast Towns.” *Journal of Things* 12 (3): 45–67.\n" +
		"Doe, Jana Q. 2017. “Ledgers and Their Keepers.” *Review of Other Things* 4: 1–20.\n" +
		"Moe, Sam, and Jana Q. Doe. 2015. “Thermal Noise of Old Ports.” In *Proceedings of the Example Conference*, 10–19.\n"
	pubs := cvPubs(parseCVString(t, src))
	if len(pubs) != 3 {
		t.Fatalf("read %d publications, want 3: %+v", len(pubs), pubs)
	}
	p := pubs[1]
	if p.Title != "Ledgers and Their Keepers" || p.Year != 2017 || len(p.Authors) != 1 || p.Authors[0].Name != "Jana Q. Doe" {
		t.Errorf("second entry = %q %d %+v, want the lone author's 2017 paper", p.Title, p.Year, p.Authors)
	}
}

// TestReadCVRepeatedAuthorDashLines checks that the dash an author-date
// bibliography prints for the authors of the entry above ("———. 2017.")
// starts an entry of its own in a list without blank lines, and stands
// for those authors.
func TestReadCVRepeatedAuthorDashLines(t *testing.T) {
	src := "# Jana Q. Doe\n\n## Publications\n\n" +
		"Doe, Jana Q., and Pat Roe. 2019. “Slow Queues in Fast Towns.” *Journal of Things* 12 (3): 45–67.\n" +
		"———. 2017. “Ledgers and Their Keepers.” *Review of Other Things* 4: 1–20.\n" +
		"Moe, Sam, and Jana Q. Doe. 2015. “Thermal Noise of Old Ports.” *Ports* 2: 10–19.\n"
	pubs := cvPubs(parseCVString(t, src))
	if len(pubs) != 3 {
		t.Fatalf("read %d publications, want 3: %+v", len(pubs), pubs)
	}
	p := pubs[1]
	if p.Title != "Ledgers and Their Keepers" || p.Year != 2017 || len(p.Authors) != 2 || p.Authors[1].Name != "Pat Roe" {
		t.Errorf("second entry = %q %d %+v, want the 2017 paper by the authors above", p.Title, p.Year, p.Authors)
	}
}
