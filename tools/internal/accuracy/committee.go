package accuracy

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

// Stranger is a person whose publications come from two or more
// documents without a co-author they share in all of them: a join of
// two people that nothing but their names supports.
type Stranger struct {
	Name      string
	Documents []string
}

// CommitteeResult is what analysing many unrelated documents together,
// as a hiring committee does, says of the people spanning them.
type CommitteeResult struct {
	// Spanning counts the people whose publications come from two or
	// more documents.
	Spanning int
	// Strangers are those of them with no co-author shared across
	// their documents, by name.
	Strangers []Stranger
}

// Committee reads every input (a file or a folder) into one graph, as
// `pubgraph analyze` does, and checks each person found in two or more
// documents for evidence: someone else who is their co-author in every
// one of those documents, or, for the owner of an input folder's
// documents, that they are all that one input's. A document is an input file or, under an
// input folder, each entry directly inside it (a file, or a sub-folder
// holding one CV's files), as ../shared/tools/committee_check.py counts
// them.
func Committee(ctx context.Context, inputs []string) (*CommitteeResult, error) {
	b := graph.NewBuilder()
	var roots []string
	for _, in := range inputs {
		abs, err := filepath.Abs(in)
		if err != nil {
			return nil, err
		}
		roots = append(roots, abs)
	}
	found, err := ingest.Discover(inputs)
	if err != nil {
		return nil, err
	}
	for _, in := range found {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		b.InputIn(in.Path, in.Folder) // as ingest.Load tells analyze's Builder
		if _, _, err := ingest.ReadInput(in, nil, ingest.Options{}, b.Add); err != nil {
			var pe *pub.ParseError
			if !errors.As(err, &pe) {
				return nil, err
			}
		}
	}
	c, err := b.Build(ctx, graph.BuildOptions{MaxAuthors: graph.DefaultMaxAuthors})
	if err != nil {
		return nil, err
	}
	return committeeOf(c, roots), nil
}

// committeeOf finds the strangers of c, whose documents are the entries
// directly under roots.
func committeeOf(c *graph.Corpus, roots []string) *CommitteeResult {
	docs := make([]string, len(c.Inputs))
	for i, in := range c.Inputs {
		docs[i] = documentUnder(roots, in)
	}
	// For each person, per document, the co-authors seen with them.
	seen := make(map[int32]map[string]map[int32]bool)
	for _, p := range c.Publications {
		for _, a := range p.Authors {
			for _, s := range p.Sources {
				d := docs[s.Input]
				if seen[a.Person] == nil {
					seen[a.Person] = make(map[string]map[int32]bool)
				}
				if seen[a.Person][d] == nil {
					seen[a.Person][d] = make(map[int32]bool)
				}
				for _, o := range p.Authors {
					if o.Person != a.Person {
						seen[a.Person][d][o.Person] = true
					}
				}
			}
		}
	}
	res := &CommitteeResult{}
	for _, person := range slices.Sorted(maps.Keys(seen)) {
		byDoc := seen[person]
		if len(byDoc) < 2 {
			continue
		}
		res.Spanning++
		names := slices.Sorted(maps.Keys(byDoc))
		shared := maps.Clone(byDoc[names[0]])
		for _, d := range names[1:] {
			maps.DeleteFunc(shared, func(o int32, _ bool) bool { return !byDoc[d][o] })
		}
		if len(shared) == 0 && !(c.People[person].Owner && oneInput(names)) {
			res.Strangers = append(res.Strangers, Stranger{Name: c.People[person].Name, Documents: names})
		}
	}
	slices.SortFunc(res.Strangers, func(a, b Stranger) int { return strings.Compare(a.Name, b.Name) })
	return res
}

// oneInput reports whether the documents docs (from documentUnder) are
// all entries of one input folder: the pages of one site, the files of
// one CV. Its owner spanning them is supported by that evidence, the
// same owner, as issue 22 counts it; committee_check.py, which knows no
// owners, lists such an owner when the pages name no co-author in
// common. (Given one folder of many CVs, an owner joined across two of
// them would pass too; the development inputs are given one by one.)
func oneInput(docs []string) bool {
	root, _, _ := strings.Cut(filepath.ToSlash(docs[0]), "/")
	for _, d := range docs {
		r, _, ok := strings.Cut(filepath.ToSlash(d), "/")
		if !ok || r != root {
			return false
		}
	}
	return true
}

// documentUnder names the document file belongs to: the entry directly
// under the input root that holds it, or the file itself.
func documentUnder(roots []string, file string) string {
	abs, err := filepath.Abs(file)
	if err != nil {
		abs = file
	}
	for _, r := range roots {
		rel, err := filepath.Rel(r, abs)
		if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
			continue
		}
		first, _, _ := strings.Cut(filepath.ToSlash(rel), "/")
		return filepath.Join(filepath.Base(r), first)
	}
	return filepath.Base(abs)
}

// WriteCommittee writes the committee check's summary and its strangers.
func WriteCommittee(w io.Writer, r *CommitteeResult) error {
	for _, s := range r.Strangers {
		if _, err := fmt.Fprintf(w, "  %s: %s\n", s.Name, strings.Join(s.Documents, ", ")); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(w, "committee: %d people joined across documents with no shared co-author (of %d spanning two or more)\n",
		len(r.Strangers), r.Spanning)
	return err
}
