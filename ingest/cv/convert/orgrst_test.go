package convert

import (
	"testing"

	"github.com/pubgraph/pubgraph/ingest/cv/markup"
)

// TestRSTRoles reads roles whose content names a target apart as links
// to it, and other roles as their text.
func TestRSTRoles(t *testing.T) {
	link := func(text, url string) string {
		return string(markup.LinkOpen) + text + string(markup.LinkClose) + string(markup.URLOpen) + url + string(markup.URLClose)
	}
	tests := []struct{ in, want string }{
		{":doi:`Journal of Things **12**, 34 (2022) <10.1234/jt.5>`", link("Journal of Things **12**, 34 (2022)", "https://doi.org/10.1234/jt.5")},
		{":arxiv:`Preprint <2101.00001>`", link("Preprint", "https://arxiv.org/abs/2101.00001")},
		{":ref:`the list <pubs>`", "the list"},
		{":doi:`10.1234/jt.5`", "doi:10.1234/jt.5"},
		{":strong:`Doe, J.`", string(markup.BoldOpen) + "Doe, J." + string(markup.BoldClose)},
	}
	for _, tt := range tests {
		if got := rstInline(tt.in); got != tt.want {
			t.Errorf("rstInline(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestRSTAutoNumbered reads "#." items, each with its indented lines, as
// list items.
func TestRSTAutoNumbered(t *testing.T) {
	src := "Papers\n======\n\n#. A. Doe, B. Roe,\n   *A title of a paper*,\n   Journal 1, 2 (2020)\n\n#. C. Moe,\n   *Another title*\n"
	want := "\n# Papers\n\n\n- A. Doe, B. Roe,\n   *A title of a paper*,\n   Journal 1, 2 (2020)\n\n- C. Moe,\n   *Another title*\n\n"
	if got := RST(src).Text(); got != want {
		t.Errorf("RST(%q) =\n%q\nwant\n%q", src, got, want)
	}
}

// TestMath sets the math of markdown lines in Unicode and leaves dollars
// that are prices.
func TestMath(t *testing.T) {
	tests := []struct{ in, want string }{
		{`Decays of the $$\Lambda_b^0 \pi^+ \pi^-$$ system`, `Decays of the Λb⁰π⁺π⁻ system`},
		{`Paths at $\sqrt{s} = 13$ TeV in $B^\pm \to D h^\pm$`, `Paths at √s = 13 TeV in B± → Dh±`},
		{`Costs of $5 and $10`, `Costs of $5 and $10`},
		{"A $x_1$ line\nand $y$ then $z_2$", "A x₁ line\nand $y$ then z₂"},
		{`Open $\alpha`, `Open $\alpha`},
	}
	for _, tt := range tests {
		if got := Math(tt.in); got != tt.want {
			t.Errorf("Math(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
