package accuracy

import (
	"context"
	"errors"
	"fmt"

	"github.com/pubgraph/pubgraph/graph"
	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/internal/norm"
	"github.com/pubgraph/pubgraph/pub"
)

// Got is what the readers found in one input: what is scored.
type Got struct {
	Owner    string
	Advisors []string
	// AdvisorOf is, for each of Advisors, the person the graph attaches
	// the advisor to (by display name); empty when the graph was not
	// built.
	AdvisorOf    []string
	Publications []pub.Publication
	// OwnerLinked says, by folded title (norm.Words), whether the
	// publication of that title in the graph built from the input, as
	// analyze builds it, has the person marked as owner among its
	// authors: owner linking is a property of the people, not of the
	// bylines' strings.
	OwnerLinked map[string]bool
	Warnings    int
	// Err is set when the input could not be read at all.
	Err error
}

// Read reads the input at path (a file or a folder) the way `pubgraph
// analyze` does, before names are resolved across inputs: what the
// readers themselves found. Files in a folder that cannot be read are
// counted as warnings, as analyze does.
func Read(ctx context.Context, path string, opt ingest.Options) *Got {
	got := &Got{}
	warn := opt.Warn
	opt.Warn = func(pe *pub.ParseError) error {
		got.Warnings++
		if warn != nil {
			return warn(pe)
		}
		return nil
	}
	inputs, err := ingest.Discover([]string{path})
	if err != nil {
		got.Err = err
		return got
	}
	b := graph.NewBuilder()
	emit := func(rec pub.Record) error {
		if err := b.Add(rec); err != nil {
			return err
		}
		switch {
		case rec.Owner != nil:
			if got.Owner == "" {
				got.Owner = rec.Owner.Name
			}
		case rec.Relation != nil:
			if rec.Relation.Kind == pub.Advisor {
				got.Advisors = append(got.Advisors, rec.Relation.Other)
			}
		case rec.Publication != nil:
			got.Publications = append(got.Publications, *rec.Publication)
		}
		return nil
	}
	read := 0
	var firstErr error
	for _, in := range inputs {
		if err := ctx.Err(); err != nil {
			got.Err = err
			return got
		}
		b.InputIn(in.Path, in.Folder) // as ingest.Load tells analyze's Builder
		if _, _, err := ingest.ReadInput(in, nil, opt, emit); err != nil {
			var pe *pub.ParseError
			if in.FromFolder && errors.As(err, &pe) {
				got.Warnings++
				continue
			}
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		read++
	}
	if read == 0 {
		if firstErr == nil {
			firstErr = fmt.Errorf("%s: nothing read", path)
		}
		got.Err = firstErr
		return got
	}
	c, err := b.Build(ctx, graph.BuildOptions{MaxAuthors: graph.DefaultMaxAuthors})
	if err != nil {
		got.Err = err
		return got
	}
	got.OwnerLinked = ownerLinked(c)
	// The advisors scored are the graph's: a relation is an advisor of
	// the person it ends up attached to, as relations.csv says.
	got.Advisors = got.Advisors[:0]
	for _, r := range c.Relations {
		if r.Kind == pub.Advisor {
			got.Advisors = append(got.Advisors, c.People[r.Other].Name)
			got.AdvisorOf = append(got.AdvisorOf, c.People[r.Person].Name)
		}
	}
	return got
}

// ownerLinked maps each publication's folded title to whether an owner
// is among its authors.
func ownerLinked(c *graph.Corpus) map[string]bool {
	out := make(map[string]bool, len(c.Publications))
	for _, p := range c.Publications {
		k := norm.Words(p.Title)
		for _, a := range p.Authors {
			if c.People[a.Person].Owner {
				out[k] = true
			}
		}
		if !out[k] {
			out[k] = false
		}
	}
	return out
}
