package ingest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pubgraph/pubgraph/pub"
)

// TestImpliedOwnerDataList reads data files of one person's works that
// leave the owner out of some records (no byline at all, or co-authors
// only) and lists that leave no one out (a lab's papers), and checks
// whom each names as the owner and what each byline becomes.
func TestImpliedOwnerDataList(t *testing.T) {
	tests := []struct {
		name  string
		file  string
		src   string
		owner string
		// bylines are the authors of each record, joined by "; ".
		bylines []string
		// otherScript is the owner's name in another script the owner
		// record gives.
		otherScript string
	}{
		{
			name: "own list, some records without a byline",
			file: "works.csv",
			src: `year,type,title,details
2021,paper,A grammar of the river dialect,"Doe, Jane Q. City: Press"
2020,paper,Vowel harmony in the hill dialect,"Doe, Jane Q., and Max Roe. Journal of Sounds"
2019,paper,Case marking revisited,"Doe, Jane Q. Studies in Grammar"
2018,bulletin,Field notes on verb stems,Bulletin of the Faculty 12
2017,bulletin,A word list of the coast dialect,Bulletin of the Faculty 11
`,
			owner:   "Jane Q. Doe",
			bylines: []string{"Jane Q. Doe", "Jane Q. Doe; Max Roe", "Jane Q. Doe", "Jane Q. Doe", "Jane Q. Doe"},
		},
		{
			name: "own list, co-authors only in a note",
			file: "papers.csv",
			src: `title,venue,year,note
Sharper bounds for sparse cuts,Journal of Graphs,2021,
Flows on thin trees,Annals of Trees,2020,(joint with Omar Haddad and Petra Lund)
Colouring sparse graphs,Graph Letters,2019,
Cuts in random graphs,Journal of Graphs,2018,
`,
			// No byline names anyone: the owner stays unnamed, first
			// in the "with" byline and the only author of the records
			// without any.
			owner:   "",
			bylines: []string{"(unnamed owner)", "(unnamed owner); Omar Haddad; Petra Lund", "(unnamed owner)", "(unnamed owner)"},
		},
		{
			name: "own table of works, no author column",
			file: "works.tsv",
			src: "title\tvenue\tyear\nInvented lakes and their sediment\tJournal of Pretend Limnology\t2021\n" +
				"Imaginary rivers\tFictional Water Research\t2019\nMade-up ponds\tInvented Ecology Letters\t2018\n",
			// Read as a table, not as CV text: each row is a work of
			// the list's owner, whom the table does not name.
			owner:   "",
			bylines: []string{"(unnamed owner)", "(unnamed owner)", "(unnamed owner)"},
		},
		{
			name: "own data module, no author fields, co-authors in notes",
			file: "works.ts",
			src: `export const works = [
  {
    title: "Counting worlds without borders",
    venue: "<em>Journal of Modal Questions</em>, 3(1): 1-20",
    note: "A short defence of counting. (Co-authored with Omar Haddad & Petra Lund)",
  },
  {
    title: "Waiting and promising",
    venue: "work in progress",
    note: "Why waiting binds.",
  },
  {
    title: "Vague edges of ordinary things",
    venue: "<em>Review of Things</em>, 12: 5-9",
  },
];
`,
			// Every record is the owner's: the unnamed owner leads the
			// one that names co-authors and is alone on the others.
			owner:   "",
			bylines: []string{"(unnamed owner); Omar Haddad; Petra Lund", "(unnamed owner)", "(unnamed owner)"},
		},
		{
			name: "own YAML data list, co-authors in a note or a coauthors field",
			file: "_data/papers.yml",
			src: `- title: Counting worlds without borders
  venue: Journal of Modal Questions
  year: 2021
  note: A short defence of counting (with Omar Haddad and Petra Lund)
- title: Waiting and promising
  venue: Review of Promises
  year: 2020
- title: Vague edges of ordinary things
  venue: Review of Things
  year: 2019
- title: Promises kept late
  venue: Review of Promises
  year: 2018
  coauthors: Ann Lee
`,
			owner:   "",
			bylines: []string{"(unnamed owner); Omar Haddad; Petra Lund", "(unnamed owner)", "(unnamed owner)", "(unnamed owner); Ann Lee"},
		},
		{
			name: "lab YAML data list, one record without a byline",
			file: "_data/lab.yml",
			src: `- {title: Ion channels in the gut, authors: "Ann Lee, Bo Chen", journal: Gut Letters, year: 2021}
- {title: Motility of the small bowel, authors: "Dan Moe, Mara Roe", journal: Gut Letters, year: 2020}
- {title: Calcium waves in smooth muscle, authors: "Bo Chen, Eve Poe", journal: Muscle, year: 2019}
- {title: A model of peristalsis, journal: Muscle, year: 2018}
`,
			// Skipped with a warning, as before: nobody is known to
			// have written it.
			owner:   "",
			bylines: []string{"Ann Lee; Bo Chen", "Dan Moe; Mara Roe", "Bo Chen; Eve Poe"},
		},
		{
			name: "data module with bylines and one record without",
			file: "group.ts",
			src: `export const papers = [
  { title: "Ion channels in the gut", authors: "Ann Lee, Bo Chen", venue: "Gut Letters" },
  { title: "Motility of the small bowel", authors: "Dan Moe, Mara Roe", venue: "Gut Letters" },
  { title: "Calcium waves in smooth muscle", authors: "Bo Chen, Eve Poe", venue: "Muscle" },
  { title: "A model of peristalsis", venue: "Muscle" },
];
`,
			// A list that leaves no one out but one record is no list
			// of one's own works: no owner is made up for it.
			owner:   "",
			bylines: []string{"Ann Lee; Bo Chen", "Dan Moe; Mara Roe", "Bo Chen; Eve Poe", ""},
		},
		{
			name: "lab list, every record has a byline",
			file: "lab.csv",
			src: `title,authors,year
Ion channels in the gut,"Ann Lee, Bo Chen, Mara Roe",2021
Motility of the small bowel,"Dan Moe, Mara Roe",2020
Calcium waves in smooth muscle,"Bo Chen, Mara Roe",2019
Stretch sensing in the colon,"Ann Lee, Dan Moe",2018
A model of peristalsis,"Eve Poe, Dan Moe",2017
`,
			owner:   "",
			bylines: []string{"Ann Lee; Bo Chen; Mara Roe", "Dan Moe; Mara Roe", "Bo Chen; Mara Roe", "Ann Lee; Dan Moe", "Eve Poe; Dan Moe"},
		},
		{
			name: "no name far ahead of the others",
			file: "tie.csv",
			src: `title,details,year
First study of moss,"Lee, Ann and Chen, Bo. Moss Journal",2021
Second study of moss,"Chen, Bo and Lee, Ann. Moss Journal",2020
Third study of moss,"Lee, Ann and Chen, Bo. Moss Journal",2019
A note on lichen,Lichen Bulletin 3,2018
`,
			owner:   "",
			bylines: []string{"Ann Lee; Bo Chen", "Bo Chen; Ann Lee", "Ann Lee; Bo Chen", ""},
		},
		{
			name: "two scripts: a record titled in Han gets the Han form",
			file: "bilingual.csv",
			src: `year,type,title,details
2021,chapter,Tone in the island dialects,"Doe, Jane. In Max Roe, ed., Island Languages, 12-30. City: Press"
2020,chapter,Stress and pitch,"Doe, Jane, and Max Roe. In Ann Lee, ed., Prosody, 1-20. City: Press"
2019,chapter,Serial verbs,"Doe, Jane. In Bo Chen, ed., Verbs, 5-9. City: Press"
2018,chapter,方言の音調,山田花子(2018)「方言の音調」鈴木一郎編『言語研究』出版社
2017,book,島の言葉,山田花子・鈴木一郎編(2017)，出版社
2016,chapter,語彙の研究,山田花子(2016)「語彙の研究」『紀要』
2015,bulletin,音韻の記述,紀要 12
2014,bulletin,A sketch of verb roots,Bulletin of the Faculty 11
`,
			owner:       "Jane Doe",
			bylines:     []string{"Jane Doe", "Jane Doe; Max Roe", "Jane Doe", "山田花子", "山田花子; 鈴木一郎", "山田花子", "山田花子", "Jane Doe"},
			otherScript: "山田花子",
		},
		{
			name: "chapters that print only the editors of their book",
			file: "chapters.csv",
			src: `year,type,title,details
2021,chapter,Tone in the island dialects,"Doe, Jane. In Max Roe, ed., Island Languages, 12-30. City: Press"
2020,book,Stress and pitch,"Doe, Jane, and Max Roe. City: Press"
2019,chapter,Serial verbs,"Doe, Jane. In Bo Chen, ed., Verbs, 5-9. City: Press"
2018,chapter,A survey of clitics,"Lee (ed.), Handbook of Invented Grammar, 87-113. City: Press"
2018,chapter,方言の音調,山田花子(2018)「方言の音調」鈴木一郎編『言語研究』出版社
2017,book,島の言葉,山田花子・鈴木一郎編(2017)，出版社
2016,chapter,語彙の研究,山田花子(2016)「語彙の研究」『紀要』
2015,chapter,文法の素描,鈴木一郎・佐藤次郎編『架空の論集』出版社（近刊）
2014,chapter,動詞の形態,佐藤次郎編著『架空の論集』出版社
`,
			// The editors of the book a chapter is in are no one's
			// byline; the owner wrote the chapter. A book's own
			// editors are its byline.
			owner:       "Jane Doe",
			bylines:     []string{"Jane Doe", "Jane Doe; Max Roe", "Jane Doe", "Jane Doe", "山田花子", "山田花子; 鈴木一郎", "山田花子", "山田花子", "山田花子"},
			otherScript: "山田花子",
		},
		{
			name: "a table page whose front matter names its owner",
			file: "selected.md",
			src: `---
title: Papers
description: Selected publications of Jane Q. Doe, physicist
---

| Year | Publication |
|------|-------------|
| 2022 | Lee, A. and others. **Search for a rare decay.** Phys. Lett. X 812 (2022) 13. |
| 2020 | Roe, M. and others. **Calibration of a silicon tracker.** Instr. Methods 44 (2020) 201. |
| 2013 | J. Q. Doe. **Measuring a small asymmetry.** Theses Series, Press. |
`,
			// The elided bylines name no group: they stay as
			// printed, as the gold conventions keep "A et al."
			// (a byline naming a collaboration would get the owner).
			owner:   "Jane Q. Doe",
			bylines: []string{"A. Lee", "M. Roe", "J. Q. Doe"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), tt.file)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
				t.Fatal(err)
			}
			owner := ""
			otherScript := ""
			var bylines []string
			_, _, err := ReadInput(Input{Path: path}, nil, Options{Warn: func(*pub.ParseError) error { return nil }}, func(r pub.Record) error {
				if r.Owner != nil {
					owner, otherScript = r.Owner.Name, r.Owner.OtherScript
				}
				if p := r.Publication; p != nil {
					var names []string
					for _, a := range p.Authors {
						if a.Implied {
							names = append(names, "(unnamed owner)")
							continue
						}
						names = append(names, a.Name)
					}
					bylines = append(bylines, strings.Join(names, "; "))
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if owner != tt.owner {
				t.Errorf("owner %q, want %q", owner, tt.owner)
			}
			if diff := cmp.Diff(tt.bylines, bylines); diff != "" {
				t.Errorf("bylines (-want +got):\n%s", diff)
			}
			if otherScript != tt.otherScript {
				t.Errorf("owner's name in another script %q, want %q", otherScript, tt.otherScript)
			}
		})
	}
}
