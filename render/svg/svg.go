// Package svg lays a [render.Graph] out with Graphviz and writes the
// picture as SVG.
//
// Graphviz runs compiled to WebAssembly (github.com/goccy/go-graphviz on
// the wazero runtime); this package is the only one in pubgraph that
// imports go-graphviz, so that package render (DOT text, layout, palettes,
// subsets) and the layers above it stay free of a WebAssembly runtime.
// The drawing is the DOT document of [render.DOT]; a layout is a
// deterministic function of that document.
package svg

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/goccy/go-graphviz"

	"github.com/pubgraph/pubgraph/internal/wasmcache"
	"github.com/pubgraph/pubgraph/render"
)

// go-graphviz chose its compilation cache in its init, under the per-user
// folder wasmcache pointed TMPDIR at; TMPDIR goes back now.
func init() { wasmcache.Restore() }

// gvMu serialises calls into go-graphviz: it runs a single WebAssembly
// instance of Graphviz shared by the whole process, which is not safe for
// concurrent use. It also guards sfdpWarm.
var gvMu sync.Mutex

// sfdpWarm records that sfdp has run once in this process. The first sfdp
// layout in a Graphviz instance differs from all later ones of the same
// graph (some state is set up on first use), so layoutSVG runs sfdp once on
// a tiny graph before the first real one: every sfdp picture is then the
// same, whatever ran before it.
var sfdpWarm bool

// Write lays g out with Graphviz and writes the picture as SVG (UTF-8).
// The drawing is the one described by [render.DOT] for the same g and
// opt, laid out by the engine named in opt.Layout or chosen by
// [render.ChooseLayout]. Layouts are deterministic: the same input gives
// byte-identical SVG.
//
// ctx is checked before the layout starts; the layout itself cannot be
// interrupted. Nothing is written to w if layout fails.
func Write(ctx context.Context, w io.Writer, g render.Graph, opt render.Options) error {
	doc, layout, err := render.Document(g, opt)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	if err := layoutSVG(ctx, &out, doc, layout); err != nil {
		return err
	}
	if _, err := w.Write(out.Bytes()); err != nil {
		return fmt.Errorf("render: writing SVG: %w", err)
	}
	return nil
}

// layoutSVG runs Graphviz engine layout on the DOT document doc and writes
// SVG to out.
func layoutSVG(ctx context.Context, out *bytes.Buffer, doc []byte, layout string) error {
	gvMu.Lock()
	defer gvMu.Unlock()
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("render: %w", err)
	}
	gv, err := graphviz.New(ctx)
	if err != nil {
		return fmt.Errorf("render: starting graphviz: %w", err)
	}
	// Close reports any warning Graphviz ever issued in this process (such
	// as a character without width metrics, or sfdp's note that it was
	// built without a triangulation library), not a failure of this
	// layout, so its error is dropped.
	defer gv.Close()
	graph, err := graphviz.ParseBytes(doc)
	if err != nil {
		return fmt.Errorf("render: graphviz rejected the DOT: %w", err)
	}
	defer graph.Close()
	if err := clearLabels(graph); err != nil {
		return fmt.Errorf("render: %w", err)
	}
	if layout == "sfdp" && !sfdpWarm {
		if err := warmSFDP(ctx, gv); err != nil {
			return fmt.Errorf("render: sfdp: %w", err)
		}
		sfdpWarm = true
	}
	gv.SetLayout(graphviz.Layout(layout))
	if err := gv.Render(ctx, graph, graphviz.SVG, out); err != nil {
		return fmt.Errorf("render: %s layout: %w", layout, err)
	}
	return nil
}

// clearLabels undoes go-graphviz's ParseBytes, which gives every node
// whose label is empty the label "\N" (its name): our nodes carry their
// names as xlabels, and their name ("n12") must not be drawn inside them.
func clearLabels(graph *graphviz.Graph) error {
	n, err := graph.FirstNode()
	for ; n != nil && err == nil; n, err = graph.NextNode(n) {
		if n.Label() == `\N` {
			n.SafeSet("label", "", "")
		}
	}
	return err
}

// warmSFDP lays out a two-node graph with sfdp; see sfdpWarm.
func warmSFDP(ctx context.Context, gv *graphviz.Graphviz) error {
	g, err := graphviz.ParseBytes([]byte(`graph { overlap=scale; a -- b }`))
	if err != nil {
		return err
	}
	defer g.Close()
	gv.SetLayout(graphviz.SFDP)
	return gv.Render(ctx, g, graphviz.SVG, io.Discard)
}
