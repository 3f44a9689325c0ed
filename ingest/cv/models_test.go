package cv

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/cv/sections/model"
	"github.com/pubgraph/pubgraph/ingest/label"
	"github.com/pubgraph/pubgraph/pub"
)

// modelsCV is an invented CV with a section of talks, which the section
// classifier tells from papers, and an entry whose byline only the field
// labeller finds ("with K. Roe").
const modelsCV = "# Jane Doe\n\n## Talks\n\n" +
	"- Jane Doe. Counting the reeds of a pond. Invited talk, University of Examples, 2021.\n" +
	"- Jane Doe. Lakes in winter. Seminar, Institute of Water, 2020.\n\n" +
	"## Publications\n\n" +
	"- Small things in big places. Jane Doe and Karl Roe. Journal of Stuff, 2020.\n" +
	"- Jane Doe, Karl Roe. On lakes. Proceedings of the Meeting on Water, 2019.\n" +
	"- On the shape of ponds, with K. Roe, Lake Letters 2018\n"

// readModels returns the publications read in modelsCV with ms, one line
// each.
func readModels(t *testing.T, ms Models) string {
	var out []string
	err := Read(strings.NewReader(modelsCV), "cv.md", Options{Models: ms}, func(r pub.Record) error {
		if p := r.Publication; p != nil {
			out = append(out, fmt.Sprintf("%q %q %d %v", p.Title, p.VenueText, p.Year, p.Authors))
		}
		return nil
	})
	if err != nil {
		t.Errorf("Read: %v", err)
	}
	return strings.Join(out, "\n")
}

// TestModelsPerRead reads one CV with the embedded models, an untrained
// field labeller and an empty section classifier, side by side (run it
// with -race): each read gives what it gives alone, and the three differ.
func TestModelsPerRead(t *testing.T) {
	ways := []struct {
		name string
		ms   Models
	}{
		{"embedded", Models{}},
		{"untrained field labeller", Models{Fields: &label.Model{}}},
		{"empty section classifier", Models{Sections: &model.Model{}}},
	}
	alone := make([]string, len(ways))
	for i, w := range ways {
		alone[i] = readModels(t, w.ms)
		for j := range i {
			if alone[i] == alone[j] {
				t.Errorf("%s reads as %s:\n%s", w.name, ways[j].name, alone[i])
			}
		}
	}
	var wg sync.WaitGroup
	for range 4 {
		for i, w := range ways {
			wg.Go(func() {
				if diff := cmp.Diff(alone[i], readModels(t, w.ms)); diff != "" {
					t.Errorf("%s, read beside the others (-alone +side by side):\n%s", w.name, diff)
				}
			})
		}
	}
	wg.Wait()
}
