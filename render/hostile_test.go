package render

import (
	"bytes"
	"context"
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

// TestHostileLabels draws names and a title that try to inject markup or
// reorder text: the DOT keeps them quoted and free of bidi controls, and
// the SVG is well-formed XML whose text shows them literally.
func TestHostileLabels(t *testing.T) {
	g := Graph{
		Title:    `<script>alert("t")</script> & co`,
		Subtitle: "evil\u202Etxt.exe",
		Nodes: []Node{
			{ID: 0, Label: `<img src=x onerror=alert(1)>`, Size: 1, Group: 0, Owner: true, GroupName: `</text><script>x</script>`},
			{ID: 1, Label: "Ann \u2066Lee\u2069 \"quoted\" \\N", Size: 0.5, Group: 0},
			{ID: 2, Label: "line\nbreak\x00nul", Size: 0.2, Group: 1},
		},
		Edges: []Edge{{U: 0, V: 1, Weight: 1}, {U: 1, V: 2, Weight: 2}},
	}
	var dot bytes.Buffer
	if err := DOT(&dot, g, Options{}); err != nil {
		t.Fatal(err)
	}
	// Names stay in quoted strings, where "<" is plain text; the HTML-like
	// heading escapes it.
	for _, bad := range []string{"\u202E", "\u2066", "\x00", "<script>alert"} {
		if strings.Contains(dot.String(), bad) {
			t.Errorf("DOT holds %q", bad)
		}
	}
	var svg bytes.Buffer
	if err := SVG(context.Background(), &svg, g, Options{}); err != nil {
		t.Fatal(err)
	}
	s := svg.String()
	for _, bad := range []string{"<script", "<img", "\u202E", "\u2066"} {
		if strings.Contains(s, bad) {
			t.Errorf("SVG holds %q", bad)
		}
	}
	dec := xml.NewDecoder(strings.NewReader(s))
	dec.Strict = false // Graphviz writes a DOCTYPE with entities
	var text strings.Builder
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed: %v", err)
		}
		if cd, ok := tok.(xml.CharData); ok {
			text.Write(cd)
		}
	}
	for _, want := range []string{"<script>alert", "<img src=x"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("SVG text lacks %q shown literally", want)
		}
	}
}
