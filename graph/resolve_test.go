package graph

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// solo returns records that name each author in a publication of their
// own, so that only name resolution can join them.
func solo(authors ...pub.Author) []pub.Record {
	var recs []pub.Record
	for i, a := range authors {
		recs = append(recs, pub.Record{Publication: &pub.Publication{
			Title: fmt.Sprintf("Paper %c", 'A'+i), Year: 2000 + 10*i, Kind: pub.KindConference,
			Authors: []pub.Author{a},
			Pos:     pub.Position{File: "in.bib", Line: i + 1},
		}})
	}
	return recs
}

// names turns spellings into authors without identifiers.
func names(ss ...string) []pub.Author {
	var out []pub.Author
	for _, s := range ss {
		out = append(out, pub.Author{Name: s})
	}
	return out
}

// build runs a Builder over recs.
func build(t *testing.T, aliases []AliasRule, recs ...pub.Record) *Corpus {
	t.Helper()
	b := NewBuilder()
	for _, r := range recs {
		if err := b.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	c, err := b.Build(context.Background(), BuildOptions{Aliases: aliases})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// peopleOf describes the people of c as "Name | alias | alias", in id
// order.
func peopleOf(c *Corpus) []string {
	var out []string
	for _, p := range c.People {
		out = append(out, strings.Join(append([]string{p.Name}, p.Aliases()...), " | "))
	}
	return out
}

func TestResolve(t *testing.T) {
	tests := []struct {
		name    string
		authors []pub.Author
		aliases []AliasRule
		want    []string
	}{
		{
			name:    "hyphens and case",
			authors: names("Gyeong-In Yu", "Gyeongin Yu", "GYEONG-IN YU"),
			want:    []string{"Gyeong-In Yu | GYEONG-IN YU | Gyeongin Yu"},
		},
		{
			name:    "spacing and camel case",
			authors: names("Byungsoo Jeon", "Byung Soo Jeon", "ByungSoo Jeon"),
			want:    []string{"Byung Soo Jeon | ByungSoo Jeon | Byungsoo Jeon"},
		},
		{
			name:    "all caps",
			authors: names("TIANQI CHEN", "Tianqi Chen"),
			want:    []string{"Tianqi Chen | TIANQI CHEN"},
		},
		{
			name:    "diacritics",
			authors: names("Dejan Kostic", "Dejan Kostić", "Łukasz Kaiser", "Lukasz Kaiser"),
			want:    []string{"Dejan Kostić | Dejan Kostic", "Łukasz Kaiser | Lukasz Kaiser"},
		},
		{
			name:    "titles, marks and inverted order",
			authors: names("Prof. Dr. Jane Doe", "Jane Doe*", "Doe, Jane", "Jane Doe"),
			want:    []string{"Jane Doe | Doe, Jane | Jane Doe* | Prof. Dr. Jane Doe"},
		},
		{
			name:    "initials join the only full name",
			authors: names("T. Chen", "Tianqi Chen", "T Chen", "Chen, T."),
			want:    []string{"Tianqi Chen | Chen, T. | T Chen | T. Chen"},
		},
		{
			name:    "initials with two full names stay apart",
			authors: names("Tianqi Chen", "Tao Chen", "T. Chen"),
			want:    []string{"T. Chen", "Tao Chen", "Tianqi Chen"},
		},
		{
			name:    "initials of two given names",
			authors: names("J. S. Jeong", "Joo Seong Jeong", "Joo S. Jeong", "Joo-Seong Jeong"),
			want:    []string{"Joo Seong Jeong | J. S. Jeong | Joo S. Jeong | Joo-Seong Jeong"},
		},
		{
			name:    "middle initial",
			authors: names("Gregory R. Ganger", "Gregory Ganger"),
			want:    []string{"Gregory Ganger | Gregory R. Ganger"},
		},
		{
			name:    "two middle initials cannot both join",
			authors: names("Gregory Ganger", "Gregory R. Ganger", "Gregory S. Ganger"),
			want:    []string{"Gregory Ganger | Gregory R. Ganger", "Gregory S. Ganger"},
		},
		{
			name:    "initials without a full name stay",
			authors: names("T. Chen", "T. Q. Chen"),
			want:    []string{"T. Chen", "T. Q. Chen"},
		},
		{
			name:    "a junior is not his father",
			authors: names("John Smith", "John Smith Jr.", "J. Smith"),
			want:    []string{"J. Smith", "John Smith", "John Smith Jr."},
		},
		{
			name: "same ORCID joins different spellings",
			authors: []pub.Author{
				{Name: "Tianqi Chen", ORCID: "0000-0002-1825-0097"},
				{Name: "T. Q. Chen", ORCID: "https://orcid.org/0000-0002-1825-0097"},
			},
			want: []string{"Tianqi Chen | T. Q. Chen"},
		},
		{
			name: "different ORCIDs, same name",
			authors: []pub.Author{
				{Name: "Wei Wang", ORCID: "0000-0001-0000-0001"},
				{Name: "Wei Wang", ORCID: "0000-0001-0000-0002"},
			},
			want: []string{"Wei Wang", "Wei Wang"},
		},
		{
			name: "a name without ORCID joins the only ORCID",
			authors: []pub.Author{
				{Name: "Wei Wang", ORCID: "0000-0001-0000-0001"},
				{Name: "WEI WANG"},
			},
			want: []string{"Wei Wang | WEI WANG"},
		},
		{
			name: "a name without ids does not pick one of two homonyms",
			authors: []pub.Author{
				{Name: "Manish Singh", DBLP: "Manish Singh 0001"},
				{Name: "Manish Singh", DBLP: "Manish Singh 0002"},
				{Name: "Manish Singh"},
				{Name: "MANISH SINGH"},
			},
			want: []string{"Manish Singh | MANISH SINGH", "Manish Singh", "Manish Singh"},
		},
		{
			name:    "DBLP homonym numbers in names",
			authors: names("Manish Singh 0001", "Manish Singh 0002", "Manish Singh 0001"),
			want:    []string{"Manish Singh 0001", "Manish Singh 0002"},
		},
		{
			name: "same DBLP id",
			authors: []pub.Author{
				{Name: "Manish Singh", DBLP: "Manish Singh 0001"},
				{Name: "M. K. Singh", DBLP: "Manish Singh 0001"},
			},
			want: []string{"Manish Singh | M. K. Singh"},
		},
		{
			name: "ORCID and DBLP id of one person",
			authors: []pub.Author{
				{Name: "Tianqi Chen", ORCID: "0000-0002-1825-0097"},
				{Name: "Tianqi Chen", DBLP: "Tianqi Chen 0001", ORCID: "0000-0002-1825-0097"},
				{Name: "T. Chen", DBLP: "Tianqi Chen 0001"},
			},
			want: []string{"Tianqi Chen | T. Chen"},
		},
		{
			name:    "not_same_as splits one key by spelling",
			authors: names("Gyeong-In Yu", "Gyeongin Yu", "GYEONG-IN YU", "Gyeong-In Yu"),
			aliases: []AliasRule{{Name: "Gyeong-In Yu", Other: "Gyeongin Yu"}},
			want:    []string{"Gyeong-In Yu | GYEONG-IN YU", "Gyeongin Yu"},
		},
		{
			name:    "not_same_as keeps initials apart",
			authors: names("Tianqi Chen", "T. Chen"),
			aliases: []AliasRule{{Name: "T. Chen", Other: "Tianqi Chen"}},
			want:    []string{"T. Chen", "Tianqi Chen"},
		},
		{
			name:    "same_as joins what names cannot",
			authors: names("Tianqi Chen", "Tao Chen", "T. Chen", "TQ"),
			aliases: []AliasRule{{Name: "T. Chen", Other: "Tianqi Chen", Same: true}, {Name: "tq", Other: "Tianqi Chen", Same: true}},
			want:    []string{"Tianqi Chen | T. Chen | TQ", "Tao Chen"},
		},
		{
			name: "same_as beats different ORCIDs",
			authors: []pub.Author{
				{Name: "Wei Wang", ORCID: "0000-0001-0000-0001"},
				{Name: "W. Wang", ORCID: "0000-0001-0000-0002"},
			},
			aliases: []AliasRule{{Name: "Wei Wang", Other: "W. Wang", Same: true}},
			want:    []string{"Wei Wang | W. Wang"},
		},
		{
			name:    "rules about absent names are ignored",
			authors: names("Tianqi Chen"),
			aliases: []AliasRule{{Name: "Nobody", Other: "Tianqi Chen", Same: true}, {Name: "A", Other: "B"}},
			want:    []string{"Tianqi Chen"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := build(t, tt.aliases, solo(tt.authors...)...)
			if diff := cmp.Diff(tt.want, peopleOf(c)); diff != "" {
				t.Errorf("people (-want +got):\n%s", diff)
			}
		})
	}
}

func TestResolveNetworkNodesStayApart(t *testing.T) {
	recs := []pub.Record{
		{Node: &pub.Node{ID: "1", Name: "Wei Wang", Pos: pub.Position{File: "a.gml", Line: 1}}},
		{Node: &pub.Node{ID: "2", Name: "Wei Wang", Pos: pub.Position{File: "a.gml", Line: 2}}},
		{Node: &pub.Node{ID: "1", Name: "Wei Wang", Pos: pub.Position{File: "b.gml", Line: 1}}},
		{Link: &pub.Link{Source: "1", Target: "2", Weight: 1, Pos: pub.Position{File: "a.gml", Line: 3}}},
	}
	recs = append(recs, solo(names("Wei Wang", "W. Wang")...)...)
	c := build(t, []AliasRule{{Name: "Wei Wang", Other: "W. Wang", Same: true}}, recs...)
	want := []string{"Wei Wang | W. Wang", "Wei Wang", "Wei Wang", "Wei Wang"}
	if diff := cmp.Diff(want, peopleOf(c)); diff != "" {
		t.Errorf("people (-want +got):\n%s", diff)
	}
	for _, cand := range c.Candidates {
		if cand.A < 3 || cand.B < 3 {
			t.Errorf("candidate %+v names a network node", cand)
		}
	}
}

func TestResolveMergeReasons(t *testing.T) {
	authors := []pub.Author{
		{Name: "Tianqi Chen", ORCID: "0000-0002-1825-0097"},
		{Name: "TIANQI CHEN"},
		{Name: "Tianqi  Chen", ORCID: "0000-0002-1825-0097"},
		{Name: "Chen, T."},
		{Name: "Tao Chen"},
		{Name: "Dejan Kostić", DBLP: "Dejan Kostic"},
		{Name: "Dejan Kostic", DBLP: "Dejan Kostic"},
		{Name: "Byung Soo Jeon"},
		{Name: "Byungsoo Jeon"},
		{Name: "Gyeong-In Yu"},
		{Name: "Gyeongin Yu"},
		{Name: "Zhihao Jia"},
		{Name: "ZJ"},
	}
	aliases := []AliasRule{{Name: "ZJ", Other: "Zhihao Jia", Same: true}}
	c := build(t, aliases, solo(authors...)...)
	want := []Merge{
		{Kind: "person", Into: 6, Name: "ZJ", Reason: "--aliases rule 1 (ZJ same_as Zhihao Jia)"},
		{Kind: "person", Into: 4, Name: "Tianqi  Chen", Reason: "same ORCID 0000-0002-1825-0097"},
		{Kind: "person", Into: 2, Name: "Dejan Kostic", Reason: "same DBLP id Dejan Kostic"},
		{Kind: "person", Into: 0, Name: "Byungsoo Jeon", Reason: "same name ignoring case and spacing"},
		// "Gyeong In" is "GyeongIn" without spaces, not "Gyeongin".
		{Kind: "person", Into: 3, Name: "Gyeongin Yu", Reason: "same name ignoring case, punctuation and spacing"},
		{Kind: "person", Into: 4, Name: "Tianqi  Chen", Reason: "same name ignoring case"},
	}
	if diff := cmp.Diff(want, c.Merges); diff != "" {
		t.Errorf("merges (-want +got):\n%s", diff)
	}
	// "Chen, T." has two full names to choose from: a candidate, no merge.
	want2 := []string{"Byung Soo Jeon | Byungsoo Jeon", "Chen, T.", "Dejan Kostić | Dejan Kostic", "Gyeong-In Yu | Gyeongin Yu", "Tianqi Chen | TIANQI CHEN | Tianqi  Chen", "Tao Chen", "Zhihao Jia | ZJ"}
	if diff := cmp.Diff(want2, peopleOf(c)); diff != "" {
		t.Errorf("people (-want +got):\n%s", diff)
	}
}

func TestResolveInitialsReason(t *testing.T) {
	tests := []struct {
		name  string
		names []string
		want  []Merge
	}{
		{
			name:  "full name first",
			names: []string{"Tianqi Chen", "T. Chen"},
			want:  []Merge{{Kind: "person", Into: 0, Name: "T. Chen", Reason: "initials consistent with the only full name in block 'chen' (Tianqi Chen)"}},
		},
		{
			name:  "initials first",
			names: []string{"Zhihao Jia", "T. Chen", "Tianqi Chen"},
			want:  []Merge{{Kind: "person", Into: 0, Name: "T. Chen", Reason: "initials consistent with the only full name in block 'chen' (Tianqi Chen)"}},
		},
		{
			name:  "middle initial",
			names: []string{"Phillip B. Gibbons", "Phillip Gibbons"},
			want:  []Merge{{Kind: "person", Into: 0, Name: "Phillip B. Gibbons", Reason: "initials consistent with the only full name in block 'gibbons' (Phillip Gibbons)"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := build(t, nil, solo(names(tt.names...)...)...)
			if diff := cmp.Diff(tt.want, c.Merges); diff != "" {
				t.Errorf("merges (-want +got):\n%s", diff)
			}
		})
	}
}

func TestResolveContradictoryAliases(t *testing.T) {
	b := NewBuilder()
	for _, r := range solo(names("Tianqi Chen", "T. Chen")...) {
		b.Add(r)
	}
	_, err := b.Build(context.Background(), BuildOptions{Aliases: []AliasRule{
		{Name: "Tianqi Chen", Other: "T. Chen"},
		{Name: "T. Chen", Other: "Tianqi Chen", Same: true},
	}})
	want := "--aliases rule 2 (T. Chen same_as Tianqi Chen) contradicts --aliases rule 1 (Tianqi Chen not_same_as T. Chen)"
	if err == nil || err.Error() != want {
		t.Errorf("Build error = %v, want %q", err, want)
	}
}

// TestResolveDeterministic checks that people are numbered in the order
// of their spellings, whatever the order of the records, and that a
// rebuild gives the same corpus.
func TestResolveDeterministic(t *testing.T) {
	recs := solo(names("Zoe Zed", "Tianqi Chen", "ZOE ZED", "Amy Alpha", "T. Chen", "Tao Chen", "Amy Alpha")...)
	first := build(t, nil, recs...)
	want := []string{"Amy Alpha", "T. Chen", "Tao Chen", "Tianqi Chen", "Zoe Zed | ZOE ZED"}
	if diff := cmp.Diff(want, peopleOf(first)); diff != "" {
		t.Errorf("people (-want +got):\n%s", diff)
	}
	for range 5 {
		again := build(t, nil, recs...)
		if diff := cmp.Diff(first, again); diff != "" {
			t.Fatalf("rebuild differs (-first +again):\n%s", diff)
		}
	}
}
