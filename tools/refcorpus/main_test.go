package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/ingest/label"
)

func lines(refs []label.Tagged) []string {
	var out []string
	for _, r := range refs {
		out = append(out, r.String())
	}
	return out
}

func TestConvertTEI(t *testing.T) {
	in := `<TEI><text><back><listBibl>
	<bibl><author>A. Doe and  B. Roe</author>, <title level="a">On things</title>, <title level="j">J. Stuff</title> <biblScope unit="volume">3</biblScope>, <biblScope unit="page">1-9</biblScope> (<date>2001</date>) [<idno type="arxiv">hep-th/0101001</idno>].</bibl>
	<bibl><author>C. Moe</author>, <title level="m">A Book</title> (<publisher>Dover</publisher>, <pubPlace>Mineola</pubPlace>, <date>1998</date>).</bibl>
	<bibl><author>D. Poe</author>, <title level="a">Chapter</title>, in <title level="m">Big Book</title>, <editor>E. Zoe</editor> (eds.) <orgName type="collaboration">X Collaboration</orgName> <note>in press</note> <ptr type="web">http://x.org</ptr></bibl>
	<bibl>   </bibl>
	</listBibl></back></text></TEI>`
	got, err := ConvertTEI([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`<author>A. Doe and B. Roe</author>, <title>On things</title>, <container>J. Stuff</container> <locator>3</locator>, <locator>1-9</locator> (<date>2001</date>) [<identifier>hep-th/0101001</identifier>].`,
		`<author>C. Moe</author>, <title>A Book</title> (<publisher>Dover</publisher>, <publisher>Mineola</publisher>, <date>1998</date>).`,
		`<author>D. Poe</author>, <title>Chapter</title>, in <container>Big Book</container>, <editor>E. Zoe</editor> (eds.) <author>X Collaboration</author> <note>in press</note> <identifier>http://x.org</identifier>`,
	}
	if diff := cmp.Diff(want, lines(got)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestConvertAnyStyle(t *testing.T) {
	in := `<dataset><sequence>
    <citation-number>[3]</citation-number>
    <author>Doe, J., &amp; Roe, K.</author>
    <date>(2011).</date>
    <title>A title.</title>
    <journal>J Stuff,</journal>
    <volume>3,</volume>
    <pages>1–9.</pages>
    <doi>10.1/x</doi>
  </sequence></dataset>`
	got, err := ConvertAnyStyle([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{`[3] <author>Doe, J., &amp; Roe, K.</author> <date>(2011).</date> <title>A title.</title> <container>J Stuff,</container> <locator>3,</locator> <locator>1–9.</locator> <identifier>10.1/x</identifier>`}
	if diff := cmp.Diff(want, lines(got)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestConvertNames(t *testing.T) {
	in := `<TEI><author><forename>A</forename>. <lastname>Cau</lastname>, <forename>R</forename>. <lastname>Kuiper</lastname>, and <forename>W.-P</forename>. <lastname>de Roever</lastname>.</author>
	<author><surname>Coyne</surname> <forename>JA</forename>, <surname>Orr</surname> <forename>HA</forename></author>
	<author><lastname>Gmytrasiewicz</lastname>, <forename>P</forename>. <middlename>J</middlename>., <lastname>Durfee</lastname>, <forename>E</forename>.</author>
	<author><lastname>Smith</lastname>, <forename>J</forename>., <forename>K</forename>. <lastname>Doe</lastname> <suffix>Jr</suffix></author></TEI>`
	got, err := ConvertNames([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`<person><given>A</given>. <surname>Cau</surname></person>, <person><given>R</given>. <surname>Kuiper</surname></person>, and <person><given>W.-P</given>. <surname>de Roever</surname></person>.`,
		`<person><surname>Coyne</surname> <given>JA</given></person>, <person><surname>Orr</surname> <given>HA</given></person>`,
		`<person><surname>Gmytrasiewicz</surname>, <given>P</given>. <given>J</given></person>., <person><surname>Durfee</surname>, <given>E</given></person>.`,
		`<person><surname>Smith</surname>, <given>J</given></person>., <person><given>K</given>. <surname>Doe</surname> <suffix>Jr</suffix></person>`,
	}
	if diff := cmp.Diff(want, lines(got)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// checkConverted asserts that converted entries are well formed: tags
// inside the text, and the written line reads back the same.
func checkConverted(t *testing.T, refs []label.Tagged) {
	t.Helper()
	for _, r := range refs {
		for _, tg := range r.Tags {
			if tg.Start < 0 || tg.End > len(r.Text) || tg.Start > tg.End {
				t.Fatalf("tag %+v outside %q", tg, r.Text)
			}
		}
		back, err := label.ParseTagged(r.String())
		if err != nil {
			t.Fatalf("reading back %q: %v", r.String(), err)
		}
		if back.Text != r.Text {
			t.Fatalf("text %q read back as %q", r.Text, back.Text)
		}
	}
}

func FuzzConvertTEI(f *testing.F) {
	f.Add([]byte(`<bibl><author>A. Doe</author>, <title level="a">T</title> (<date>2001</date>).</bibl>`))
	f.Add([]byte(`<bibl><bibl><title level="m">x</title></bibl> <note>y</note></bibl>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		refs, _ := ConvertTEI(data)
		checkConverted(t, refs)
	})
}

func FuzzConvertAnyStyle(f *testing.F) {
	f.Add([]byte(`<dataset><sequence><author>Doe, J.</author> <title>T.</title></sequence></dataset>`))
	f.Add([]byte(`<sequence><note><i>x</i> y</note></sequence>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		refs, _ := ConvertAnyStyle(data)
		checkConverted(t, refs)
	})
}

func FuzzConvertNames(f *testing.F) {
	f.Add([]byte(`<author><forename>A</forename>. <lastname>Cau</lastname>, <surname>Orr</surname> <forename>HA</forename></author>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		refs, _ := ConvertNames(data)
		checkConverted(t, refs)
	})
}

func TestRunUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"-h"}, 0, "-seed"},
		{[]string{"-nosuchflag"}, 2, "flag provided but not defined"},
		{[]string{"-in", t.TempDir(), "-out", t.TempDir()}, 1, "refcorpus: "},
	} {
		var stderr bytes.Buffer
		if code := run(tc.args, &stderr); code != tc.code || !strings.Contains(stderr.String(), tc.msg) {
			t.Errorf("run(%q) = %d, stderr %q; want %d and %q", tc.args, code, stderr.String(), tc.code, tc.msg)
		}
	}
}
