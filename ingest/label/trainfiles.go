package label

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/pubgraph/pubgraph/ingest/internal/modelfile"
	"github.com/pubgraph/pubgraph/internal/lexicon"
)

// The training data, relative to the package folder. Held-out files
// (data/*/heldout.txt.gz, data/grobid/names-heldout.txt.gz) are never
// trained on. data/csl holds references rendered through CSL styles by
// tools/cslgen (`make cslgen`); its dev.txt.gz names the development
// document each entry's metadata came from ("# source:" lines), so that
// cross-validation can leave a document out; data/dev holds the entries
// of the development lists aligned with their gold by tools/devlabel
// (`make devlabel`), under source lines too.
var (
	trainRefFiles  = []string{"data/grobid/train.txt.gz", "data/anystyle/train.txt.gz", "data/cv/entries.txt", "data/cv/entries-cvread.txt", "data/cv/forms.txt", "data/csl/refs.txt.gz", "data/csl/dev.txt.gz", "data/dev/entries.txt.gz"}
	trainNameFiles = []string{"data/grobid/names-train.txt.gz", "data/cv/names.txt"}
)

// readTaggedFile reads a labelled-data file, gunzipping a .gz one,
// leaving out the entries of the sources skip names (see
// ReadTaggedSources; skip may be nil).
func readTaggedFile(path string, skip func(source string) bool) ([]Tagged, error) {
	data, err := gunzipFile(path)
	if err != nil {
		return nil, err
	}
	t, src, err := ReadTaggedSources(string(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if skip == nil {
		return t, nil
	}
	kept := t[:0]
	for i := range t {
		if src[i] == "" || !skip(src[i]) {
			kept = append(kept, t[i])
		}
	}
	return kept, nil
}

// gunzipFile reads a file, gunzipping a .gz one.
func gunzipFile(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if data, err = io.ReadAll(zr); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	return data, nil
}

// sourcePrefix starts the comment line that names the document the
// entries after it were made from.
const sourcePrefix = "# source: "

// ReadTaggedSources reads labelled data as ReadTagged does and also
// returns, for each entry, the source named by the last comment line
// "# source: NAME" before it ("" before any).
func ReadTaggedSources(data string) ([]Tagged, []string, error) {
	var out []Tagged
	var srcs []string
	src := ""
	for n, line := range strings.Split(data, "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.HasPrefix(line, sourcePrefix) {
			src = strings.TrimSpace(line[len(sourcePrefix):])
			continue
		}
		if line == "" || line[0] == '#' {
			continue
		}
		t, err := ParseTagged(line)
		if err != nil {
			return out, srcs, fmt.Errorf("line %d: %w", n+1, err)
		}
		out = append(out, t)
		srcs = append(srcs, src)
	}
	return out, srcs, nil
}

// TrainingData reads the training references and bylines from the
// package folder dir.
func TrainingData(dir string) (refs, names []Tagged, err error) {
	return TrainingDataExcept(dir, nil)
}

// TrainingDataExcept reads the training data as TrainingData does,
// leaving out the entries made from the sources skip names (the
// development documents of a cross-validation fold).
func TrainingDataExcept(dir string, skip func(source string) bool) (refs, names []Tagged, err error) {
	for _, f := range trainRefFiles {
		t, err := readTaggedFile(filepath.Join(dir, f), skip)
		if err != nil {
			return nil, nil, err
		}
		refs = append(refs, t...)
	}
	for _, f := range trainNameFiles {
		t, err := readTaggedFile(filepath.Join(dir, f), nil)
		if err != nil {
			return nil, nil, err
		}
		names = append(names, t...)
	}
	return refs, names, nil
}

// SourceHash hashes what a model is trained from: the training files, the
// package's non-test Go source and the venue table the lexicons embed
// (modelfile.SourceHash over them), and the hyper-parameters. A model
// whose header holds another hash is stale.
func SourceHash(dir string, p TrainParams) (string, error) {
	files := append(append([]string(nil), trainRefFiles...), trainNameFiles...)
	files = append(files, path.Join("..", "..", lexicon.VenuesPath))
	return modelfile.SourceHash(dir, files, p)
}
