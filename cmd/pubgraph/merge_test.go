package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pubgraph/pubgraph/graph"
)

// Inputs of the merge tests: the CMU Catalyst group's BibTeX (37 entries)
// and the same papers as other sources export them (see
// testdata/merge/README.md).
const (
	catalystBib  = "../../testdata/bibtex/cmu-catalyst-pubs.bib"
	catalystDBLP = "../../testdata/merge/catalyst-dblp.xml"
	catalystCSL  = "../../testdata/merge/catalyst-zotero.json"
	catalystRIS  = "../../testdata/merge/catalyst-zotero.ris"
	laiCV        = "../../testdata/merge/ruihang-lai-cv.md"
	chenBib      = "../../testdata/merge/chen-homonyms.bib"
	roeschRules  = "../../testdata/merge/aliases-roesch.csv"
	chenRules    = "../../testdata/merge/aliases-chen.csv"
)

// TestMergeSources reads the Catalyst papers from one to four sources and
// requires one corpus: every paper once, listing every input that has it,
// preprints as versions of the published paper, every person once, and
// a reason for every merge.
func TestMergeSources(t *testing.T) {
	// The papers the DBLP export shares with the .bib, and its preprints.
	dblpShared := []sharedPaper{
		{"TVM: An Automated End-to-End Optimizing Compiler for Deep Learning.", files(bibFile, dblpFile), "arXiv:1802.04799"},
		{"XGBoost: A Scalable Tree Boosting System.", files(bibFile, dblpFile), ""},
		{"Learning to Optimize Tensor Programs.", files(bibFile, dblpFile), ""},
		{"A Hardware-Software Blueprint for Flexible Deep Learning Specialization.", files(bibFile, dblpFile), "arXiv:1807.04188"},
		{"TASO: Optimizing Deep Learning Computation with Automatic Generation of Graph Substitutions.", files(bibFile, dblpFile), ""},
		{"Beyond Data and Model Parallelism for Deep Neural Networks.", files(bibFile, dblpFile), "arXiv:1807.05358"},
		{"Exploring Hidden Dimensions in Accelerating Convolutional Neural Networks.", files(bibFile, dblpFile), ""},
		{"Improving the Accuracy, Scalability, and Performance of Graph Neural Networks with Roc.", files(bibFile, dblpFile), ""},
		{"Redundancy-Free Computation Graphs for Graph Neural Networks.", files(bibFile, dblpFile), "arXiv:1906.03707"},
		{"A Distributed Multi-GPU System for Fast Graph Processing.", files(bibFile, dblpFile), ""},
		{"Quartz: superoptimization of Quantum circuits.", files(bibFile, dblpFile), ""},
		{"SparseTIR: Composable Abstractions for Sparse Compilation in Deep Learning.", files(bibFile, dblpFile), ""},
		{"Cortex: A Compiler for Recursive Deep Learning Models.", files(bibFile, dblpFile), ""},
		{"AdaServe: Accelerating Multi-SLO LLM Serving with SLO-Customized Speculative Decoding", files(bibFile, dblpFile), "arXiv:2501.12162"},
	}
	dblpReasons := []mergeReason{
		{"TVM: End-to-End Optimization Stack for Deep Learning", "same arXiv id 1802.04799"},
		{"VTA: An Open Hardware-Software Stack for Deep Learning", "same arXiv id 1807.04188"},
		{"AdaServe: SLO-Customized LLM Serving with Fine-Grained Speculative Decoding", "same arXiv id 2501.12162"},
		{"Redundancy-Free Computation Graphs for Graph Neural Networks", "preprint of the published version"},
		{"Beyond Data and Model Parallelism for Deep Neural Networks", "preprint of the published version"},
		{"TASO: optimizing deep learning computation with automatic generation of graph substitutions", "same title and year"},
		{"Quartz: superoptimization of Quantum circuits", "same title and year"},
	}
	// With the CSL-JSON and RIS files too, these papers gain sources.
	allShared := []sharedPaper{
		{"TVM: An Automated End-to-End Optimizing Compiler for Deep Learning", files(bibFile, dblpFile, cslFile), "arXiv:1802.04799"},
		{"XGBoost: a scalable tree boosting system", files(bibFile, dblpFile, cslFile), ""},
		{"Atom: Low-bit Quantization for Efficient and Accurate LLM Serving", files(bibFile, cslFile), "arXiv:2310.19102"},
		{"Learning to optimize tensor programs", files(bibFile, dblpFile, risFile), ""},
		{"Cortex: A Compiler for Recursive Deep Learning Models", files(bibFile, dblpFile, risFile), ""},
		{"Quartz: Superoptimization of Quantum Circuits", files(bibFile, dblpFile, risFile), ""},
		{"Relay: a new IR for machine learning frameworks", files(cslFile), ""},
		{"Ansor: Generating High-Performance Tensor Programs for Deep Learning", files(risFile), ""},
	}
	allReasons := append(slices.Clone(dblpReasons),
		mergeReason{"XGBoost: a scalable tree boosting system", "same DOI 10.1145/2939672.2939785"},
		mergeReason{"Atom: Low-bit Quantization for Efficient and Accurate LLM Serving", "same arXiv id 2310.19102"},
		mergeReason{"Quartz: superoptimization of Quantum circuits", "same DOI 10.1145/3519939.3523433"},
		mergeReason{"Learning to optimize tensor programs", "same title and year"},
	)
	cvShared := []sharedPaper{
		{"Relax: Composable Abstractions for End-to-End Dynamic Machine Learning.", files(bibFile, cvFile), ""},
		{"FlashInfer: Efficient and Customizable Attention Engine for LLM Inference Serving.", files(bibFile, cvFile), ""},
		{"XGrammar: Flexible and Efficient Structured Generation Engine for Large Language Models.", files(bibFile, cvFile), ""},
		{"SparseTIR: Composable Abstractions for Sparse Compilation in Deep Learning.", files(bibFile, cvFile), ""},
		{"TensorIR: An Abstraction for Automatic Tensorized Program Optimization.", files(bibFile, cvFile), ""},
		{"WebLLM: A High-Performance In-Browser LLM Inference Engine", files(cvFile), ""},
	}

	tests := []struct {
		name    string
		inputs  []string
		pubs    int // counted by hand, see each case
		shared  []sharedPaper
		reasons []mergeReason
	}{{
		// The 37 entries of the .bib are 37 different papers.
		name:   "bib",
		inputs: []string{catalystBib},
		pubs:   37,
		shared: []sharedPaper{{"TVM: An Automated End-to-End Optimizing Compiler for Deep Learning", files(bibFile), ""}},
	}, {
		// 19 DBLP records: 12 published papers of the .bib, 5 CoRR
		// preprints of .bib papers (TVM, VTA, FlexFlow, HAG, AdaServe),
		// and 2 papers the .bib lacks (DTR, SpecInfer): 37 + 2.
		name:    "bib+dblp",
		inputs:  []string{catalystBib, catalystDBLP},
		pubs:    39,
		shared:  dblpShared,
		reasons: dblpReasons,
	}, {
		// CSL-JSON: XGBoost, TVM, Atom (preprint) are in the .bib, Relay
		// is new; RIS: AutoTVM, Cortex, Quartz are in the .bib, Ansor is
		// new: 39 + 2.
		name:    "bib+dblp+csl+ris",
		inputs:  []string{catalystBib, catalystDBLP, catalystCSL, catalystRIS},
		pubs:    41,
		shared:  allShared,
		reasons: allReasons,
	}, {
		// The same four inputs, the other way round: the order of the
		// inputs must not change what is merged. (Which title is logged
		// as merged, and so the reasons, depends on the order.)
		name:   "ris+csl+dblp+bib",
		inputs: []string{catalystRIS, catalystCSL, catalystDBLP, catalystBib},
		pubs:   41,
		shared: allShared,
	}, {
		// The CV lists 5 papers of the .bib and the WebLLM preprint,
		// which the .bib lacks: 37 + 1.
		name:    "bib+cv",
		inputs:  []string{catalystBib, laiCV},
		pubs:    38,
		shared:  cvShared,
		reasons: []mergeReason{{"TensorIR: An Abstraction for Automatic Tensorized Program Optimization", "same title and year"}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := analyzeOut(t, tt.inputs...)
			pubs := readTable(t, out, "publications.csv")
			if len(pubs) != tt.pubs {
				t.Errorf("%d publications, want %d", len(pubs), tt.pubs)
			}

			checkNoDuplicates(t, pubs)
			checkShared(t, pubs, tt.shared)
			checkSamePeople(t, readTable(t, out, "people.csv"))
			checkMerges(t, readTable(t, out, "merges.csv"), tt.reasons, pubs)
		})
	}
}

// TestMergeCVOwner reads a CV with a BibTeX of the same group: the CV's
// owner is one person, marked as owner, with the papers of both.
func TestMergeCVOwner(t *testing.T) {
	out := analyzeOut(t, catalystBib, laiCV)
	people := readTable(t, out, "people.csv")
	var lai map[string]string
	for _, p := range people {
		if graph.NameKey(p["name"]) == graph.NameKey("Ruihang Lai") {
			if lai != nil {
				t.Fatalf("Ruihang Lai twice in people.csv")
			}
			lai = p
		}
	}
	if lai == nil {
		t.Fatal("no Ruihang Lai in people.csv")
	}
	// 6 papers in the .bib (FlashInfer, XGrammar, Relax, SparseTIR,
	// TensorIR, MetaSchedule) and WebLLM from the CV.
	want := map[string]string{"owner": "true", "papers": "7"}
	got := map[string]string{"owner": lai["owner"], "papers": lai["papers"]}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Ruihang Lai in people.csv (-want +got):\n%s", diff)
	}
	// The CV adds 6 people, the WebLLM authors the .bib lacks (Yucheng
	// Qin, Xun Zhou, Meng-Shiun Yu, Yiyan Zhai, Sudeep Agarwal, Hangrui
	// Cao); the .bib alone has 149.
	if len(people) != 149+6 {
		t.Errorf("%d people, want 155", len(people))
	}
}

// TestMergeNoOrphanPeople requires every person of a merged corpus to be
// an author of some publication: a spelling that only a merged-away
// version used must not be left behind as a person without papers.
func TestMergeNoOrphanPeople(t *testing.T) {
	out := analyzeOut(t, catalystBib, catalystDBLP, catalystCSL, catalystRIS)
	for _, p := range readTable(t, out, "people.csv") {
		if p["papers"] == "0" {
			t.Errorf("person %s %q has no papers (aliases %q)", p["person_id"], p["name"], p["aliases"])
		}
	}
}

// TestMergePreprintDOI requires a published paper merged with its arXiv
// preprint to keep the arXiv DOI out of its doi column: that DOI names
// the preprint, whose id is in the arxiv column.
func TestMergePreprintDOI(t *testing.T) {
	out := analyzeOut(t, catalystBib, catalystCSL)
	pubs := readTable(t, out, "publications.csv")
	atom := pubByTitle(t, pubs, "Atom: Low-bit Quantization for Efficient and Accurate LLM Serving")
	want := map[string]string{"kind": "conference", "doi": "", "arxiv": "arXiv:2310.19102"}
	got := map[string]string{"kind": atom["kind"], "doi": atom["doi"], "arxiv": atom["arxiv"]}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Atom (-want +got):\n%s", diff)
	}
}

// TestMergeCandidateHomonyms reads Tianqi Chen, Tao Chen and an
// ambiguous "T. Chen": three people, nothing merged silently, and the
// initials left for review in name-candidates.csv.
func TestMergeCandidateHomonyms(t *testing.T) {
	out := analyzeOut(t, chenBib)
	people := readTable(t, out, "people.csv")
	for _, name := range []string{"Tianqi Chen", "Tao Chen", "T. Chen"} {
		var got []string
		for _, p := range people {
			if p["name"] == name {
				got = append(got, p["name"]+" / aliases "+p["aliases"])
			}
		}
		if diff := cmp.Diff([]string{name + " / aliases "}, got); diff != "" {
			t.Errorf("people named %s (-want +got):\n%s", name, diff)
		}
	}
	if n := countKind(readTable(t, out, "merges.csv"), "person"); n != 0 {
		t.Errorf("%d person merges, want none", n)
	}
	var pairs []string
	for _, c := range readTable(t, out, "name-candidates.csv") {
		if c["reason"] == "" {
			t.Errorf("candidate %s / %s without a reason", c["a"], c["b"])
		}
		pairs = append(pairs, c["a"]+" / "+c["b"])
	}
	slices.Sort(pairs)
	if diff := cmp.Diff([]string{"T. Chen / Tao Chen", "T. Chen / Tianqi Chen"}, pairs); diff != "" {
		t.Errorf("name-candidates.csv pairs (-want +got):\n%s", diff)
	}
}

// TestAliasRules applies --aliases decisions: not_same_as splits two
// spellings that resolution merges, same_as merges an ambiguous initial
// into one of two people.
func TestAliasRules(t *testing.T) {
	type person struct{ name, aliases, papers string }
	tests := []struct {
		name   string
		inputs []string
		// names selects the people to compare with want.
		names []string
		want  []person
		// merges are the person merges, "merged → into: reason", with
		// the rule's number or line in the reason written "…".
		merges []string
	}{{
		name:   "no rules: the initial merges",
		inputs: []string{catalystBib},
		names:  []string{"Jared Roesch", "Jared G. Roesch"},
		want:   []person{{"Jared Roesch", "Jared G. Roesch", "2"}},
		merges: []string{"Jared G. Roesch → Jared Roesch: initials consistent with the only full name in block 'roesch' (Jared Roesch)"},
	}, {
		name:   "not_same_as splits",
		inputs: []string{"--aliases", roeschRules, catalystBib},
		names:  []string{"Jared Roesch", "Jared G. Roesch"},
		// Relax (Jared G. Roesch) and VTA (Jared Roesch).
		want: []person{{"Jared G. Roesch", "", "1"}, {"Jared Roesch", "", "1"}},
	}, {
		name:   "same_as merges the initial, not_same_as keeps Tao Chen apart",
		inputs: []string{"--aliases", chenRules, chenBib},
		names:  []string{"Tianqi Chen", "Tao Chen", "T. Chen"},
		want:   []person{{"Tao Chen", "", "1"}, {"Tianqi Chen", "T. Chen", "2"}},
		// The reason starts with "-", so the CSV neutralises it (report.SafeCell).
		merges: []string{"T. Chen → Tianqi Chen: '--aliases … (T. Chen same_as Tianqi Chen)"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := analyzeOut(t, tt.inputs...)
			var got []person
			for _, p := range readTable(t, out, "people.csv") {
				if len(peopleNamed(table{p}, tt.names...)) > 0 {
					got = append(got, person{p["name"], p["aliases"], p["papers"]})
				}
			}
			slices.SortFunc(got, func(a, b person) int { return strings.Compare(a.name, b.name) })
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(person{})); diff != "" {
				t.Errorf("people (-want +got):\n%s", diff)
			}
			var merges []string
			for _, m := range readTable(t, out, "merges.csv") {
				if m["kind"] == "person" && len(peopleNamed(table{{"name": m["merged"]}}, tt.names...)) > 0 {
					reason := ruleRef.ReplaceAllString(m["reason"], "--aliases … (")
					merges = append(merges, m["merged"]+" → "+m["into"]+": "+reason)
				}
			}
			if diff := cmp.Diff(tt.merges, merges); diff != "" {
				t.Errorf("person merges (-want +got):\n%s", diff)
			}
		})
	}
}

// ruleRef matches how a merge reason cites an --aliases rule ("--aliases
// rule 1 (", "--aliases line 2 (").
var ruleRef = regexp.MustCompile(`--aliases [^(]*\(`)

// TestAliasDecidedNotCandidate requires a pair that --aliases has
// decided to be left out of name-candidates.csv: the table lists what is
// left to review, and a decision is never reviewed again.
func TestAliasDecidedNotCandidate(t *testing.T) {
	out := analyzeOut(t, "--aliases", roeschRules, catalystBib)
	for _, c := range readTable(t, out, "name-candidates.csv") {
		pair := []string{c["a"], c["b"]}
		slices.Sort(pair)
		if pair[0] == "Jared G. Roesch" && pair[1] == "Jared Roesch" {
			t.Errorf("name-candidates.csv lists %s / %s (%s), decided not_same_as by %s", c["a"], c["b"], c["reason"], roeschRules)
		}
	}
}

// TestMergeSamePaperBibAndRIS reads one paper, short title and common
// names, from a BibTeX file and an RIS file: one publication, one person
// per author, as before names joined across files only with evidence.
func TestMergeSamePaperBibAndRIS(t *testing.T) {
	dir := t.TempDir()
	bib := filepath.Join(dir, "refs.bib")
	ris := filepath.Join(dir, "refs.ris")
	if err := os.WriteFile(bib, []byte("@article{li01,\n  title = {Graph cuts},\n  author = {Li, Xiaoming and Wang, Wei},\n  journal = {Journal of Cuts},\n  year = {2001}\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ris, []byte("TY  - JOUR\nTI  - Graph cuts\nAU  - Li, Xiaoming\nAU  - Wang, Wei\nJO  - Journal of Cuts\nPY  - 2001\nER  - \n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := analyzeOut(t, bib, ris)
	if pubs := readTable(t, out, "publications.csv"); len(pubs) != 1 {
		t.Errorf("%d publications, want 1", len(pubs))
	}
	var names []string
	for _, p := range readTable(t, out, "people.csv") {
		names = append(names, p["name"])
	}
	slices.Sort(names)
	if diff := cmp.Diff([]string{"Wei Wang", "Xiaoming Li"}, names); diff != "" {
		t.Errorf("people (-want +got):\n%s", diff)
	}
}
