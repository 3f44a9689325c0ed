package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// peopleInputs writes two unrelated BibTeX files in which one spelling
// each of "Tobenna Okafo" stands without shared co-authors: a close call
// that resolution leaves to the user.
func peopleInputs(t *testing.T) (dir, a, b string) {
	t.Helper()
	dir = t.TempDir()
	a, b = filepath.Join(dir, "a.bib"), filepath.Join(dir, "b.bib")
	write := func(path, body string) {
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(a, `@article{a1, title={Reef sediments and tides}, author={T. Okafo and Lena Marchetti}, journal={J. Coast}, year={2019}}
`)
	write(b, `@article{b1, title={Sediment transport in estuaries}, author={Tobenna Okafo and Ruth Abernathy}, journal={Estuaries}, year={2020}}
`)
	return dir, a, b
}

func TestPeopleCommand(t *testing.T) {
	dir, a, b := peopleInputs(t)
	code, stdout, stderr := pubgraph(t, "", "people", "-q", a, b)
	if code != 0 {
		t.Fatalf("people exited %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "   1  ") || !strings.Contains(stdout, "Okafo") || !strings.Contains(stdout, "no shared co-author") {
		t.Fatalf("people printed\n%s\nwant candidate 1, the Okafo pair, with its missing evidence", stdout)
	}
	aliases := filepath.Join(dir, "names.csv")
	code, stdout, stderr = pubgraph(t, "", "people", "-q", "--write", aliases, "--same", "1", a, b)
	if code != 0 {
		t.Fatalf("people --same exited %d: %s", code, stderr)
	}
	data, err := os.ReadFile(aliases)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(data); !strings.HasPrefix(got, "name,other,decision\n") || !strings.Contains(got, ",same_as\n") || !strings.Contains(got, "Okafo") {
		t.Fatalf("aliases file:\n%s", got)
	}
	checkAliasesRead(t, aliases, a, b)
	// Deciding the other way replaces the decision, and the pair stays apart.
	code, _, stderr = pubgraph(t, "", "people", "-q", "--aliases", aliases, "--apart", "1", a, b)
	if code == 0 {
		// With the same_as in force there is no candidate 1 left.
		t.Errorf("people --apart 1 with the pair joined exited 0")
	}
	if code, _, stderr = pubgraph(t, "", "people", "-q", "--write", aliases, "--apart", "1", a, b); code != 0 {
		t.Fatalf("people --apart exited %d: %s", code, stderr)
	}
	data, _ = os.ReadFile(aliases)
	if got := string(data); strings.Contains(got, "same_as\n") && !strings.Contains(got, "not_same_as\n") || strings.Count(got, "\n") != 2 {
		t.Errorf("aliases after --apart:\n%s\nwant the one decision replaced", got)
	}
}

func TestPeopleCommandUsage(t *testing.T) {
	_, a, b := peopleInputs(t)
	for _, args := range [][]string{
		{"people"},
		{"people", "--same", "1", a, b},
		{"people", "--write", "x.csv", "--same", "1", "--apart", "1", a, b},
		{"people", "--write", "x.csv", "--same", "zero", a, b},
	} {
		if code, _, _ := pubgraph(t, "", args...); code != 2 {
			t.Errorf("%q exited %d, want 2", args, code)
		}
	}
}

// checkAliasesRead requires analyze, person and path all to read the
// decision in aliases that joins the two spellings of Okafo.
func checkAliasesRead(t *testing.T, aliases, a, b string) {
	t.Helper()
	out := analyzeOut(t, "--aliases", aliases, a, b)
	okafo := 0
	for _, row := range readTable(t, out, "people.csv") {
		if strings.Contains(row["name"], "Okafo") {
			okafo++
		}
	}
	if okafo != 1 {
		t.Errorf("analyze --aliases: %d Okafo people, want 1", okafo)
	}
	code, stdout, stderr := pubgraph(t, "", "person", "-q", "--aliases", aliases, "T. Okafo", a, b)
	if code != 0 || !strings.Contains(stdout, "Ruth Abernathy") || !strings.Contains(stdout, "Lena Marchetti") {
		t.Errorf("person --aliases exited %d, printed\n%s%s\nwant both files' co-authors", code, stdout, stderr)
	}
	code, stdout, stderr = pubgraph(t, "", "path", "-q", "--aliases", aliases, "Lena Marchetti", "Ruth Abernathy", a, b)
	if code != 0 || !strings.Contains(stdout, "collaboration distance") || !strings.Contains(stdout, ": 2") {
		t.Errorf("path --aliases exited %d, printed\n%s%s\nwant distance 2 through Okafo", code, stdout, stderr)
	}
}
