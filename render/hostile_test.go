package render

import (
	"bytes"
	"strings"
	"testing"
)

// TestHostileLabels draws names and a title that try to inject markup or
// reorder text: the DOT keeps them quoted and free of bidi controls, and
// render/svg checks the SVG.
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
}
