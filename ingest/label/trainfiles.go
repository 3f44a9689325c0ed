package label

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pubgraph/pubgraph/internal/lexicon"
)

// The training data, relative to the package folder. Held-out files
// (data/*/heldout.txt.gz, data/grobid/names-heldout.txt.gz) are never
// trained on.
var (
	trainRefFiles  = []string{"data/grobid/train.txt.gz", "data/anystyle/train.txt.gz", "data/cv/entries.txt", "data/cv/entries-cvread.txt"}
	trainNameFiles = []string{"data/grobid/names-train.txt.gz", "data/cv/names.txt"}
)

// readTaggedFile reads a labelled-data file, gunzipping a .gz one.
func readTaggedFile(path string) ([]Tagged, error) {
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
	t, err := ReadTagged(string(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// TrainingData reads the training references and bylines from the
// package folder dir.
func TrainingData(dir string) (refs, names []Tagged, err error) {
	for _, f := range trainRefFiles {
		t, err := readTaggedFile(filepath.Join(dir, f))
		if err != nil {
			return nil, nil, err
		}
		refs = append(refs, t...)
	}
	for _, f := range trainNameFiles {
		t, err := readTaggedFile(filepath.Join(dir, f))
		if err != nil {
			return nil, nil, err
		}
		names = append(names, t...)
	}
	return refs, names, nil
}

// SourceHash hashes what a model is trained from: the training files, the
// package's non-test Go source and embedded lexicons in dir, and the
// hyper-parameters. A model whose header holds another hash is stale.
func SourceHash(dir string, p TrainParams) (string, error) {
	files := append(append([]string(nil), trainRefFiles...), trainNameFiles...)
	src, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return "", err
	}
	for _, f := range src {
		if !strings.HasSuffix(f, "_test.go") {
			files = append(files, filepath.Base(f))
		}
	}
	files = append(files, filepath.Join("..", "..", filepath.FromSlash(lexicon.VenuesPath)))
	sort.Strings(files)
	h := sha256.New()
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", f, len(data))
		h.Write(data)
	}
	pj, _ := json.Marshal(p)
	h.Write(pj)
	return hex.EncodeToString(h.Sum(nil)), nil
}
