// Package modelfile holds what the reader's small trained models share
// on disk: the model file (a magic line, a JSON header, then a gzip
// stream of JSON mapping each feature to its weights), labelled data as
// gzipped JSON lines, and the hash that tells a model trained from other
// data, source or parameters.
package modelfile

import (
	"bufio"
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
)

// Write writes a model file: the magic line, header as one line of
// JSON, then weights sorted by feature. The same weights give the same
// bytes.
func Write[W any](w io.Writer, magic string, header any, weights map[string]W) error {
	hj, err := json.Marshal(header)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "%s\n%s\n", magic, hj); err != nil {
		return err
	}
	keys := make([]string, 0, len(weights))
	for f := range weights {
		keys = append(keys, f)
	}
	sort.Strings(keys)
	zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
	bw := bufio.NewWriter(zw)
	bw.WriteString("{")
	for i, f := range keys {
		kj, _ := json.Marshal(f)
		vj, err := json.Marshal(weights[f])
		if err != nil {
			return err
		}
		if i > 0 {
			bw.WriteString(",\n")
		}
		bw.Write(kj)
		bw.WriteString(":")
		bw.Write(vj)
	}
	bw.WriteString("}\n")
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

// Read reads a model file written by Write into header and returns its
// weights; every error wraps errBad.
func Read[W any](r io.Reader, magic string, header any, errBad error) (map[string]W, error) {
	br := bufio.NewReader(r)
	line, err := br.ReadString('\n')
	if err != nil || line != magic+"\n" {
		return nil, fmt.Errorf("%w: no %q line", errBad, magic)
	}
	line, err = br.ReadString('\n')
	if err != nil {
		return nil, fmt.Errorf("%w: no header: %v", errBad, err)
	}
	if err := json.Unmarshal([]byte(line), header); err != nil {
		return nil, fmt.Errorf("%w: header: %v", errBad, err)
	}
	zr, err := gzip.NewReader(br)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errBad, err)
	}
	var w map[string]W
	if err := json.NewDecoder(zr).Decode(&w); err != nil {
		return nil, fmt.Errorf("%w: weights: %v", errBad, err)
	}
	return w, nil
}

// ReadLines reads labelled data, one JSON object a line, from a gzip
// stream; check, if not nil, vets each item. A bad line is an error
// naming it.
func ReadLines[T any](r io.Reader, check func(*T) error) ([]T, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, err
	}
	var out []T
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			return out, fmt.Errorf("line %d: %w", n, err)
		}
		if check != nil {
			if err := check(&v); err != nil {
				return out, fmt.Errorf("line %d: %w", n, err)
			}
		}
		out = append(out, v)
	}
	return out, sc.Err()
}

// WriteLines writes data as ReadLines reads it, byte for byte the same
// for the same data.
func WriteLines[T any](w io.Writer, data []T) error {
	zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
	for i := range data {
		j, err := json.Marshal(&data[i])
		if err != nil {
			return err
		}
		zw.Write(j)
		zw.Write([]byte{'\n'})
	}
	return zw.Close()
}

// ReadFiles reads the labelled data files of the package folder dir
// (slash-separated names) and keeps the items keep accepts.
func ReadFiles[T any](dir string, files []string, check func(*T) error, keep func(*T) bool) ([]T, error) {
	var out []T
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f)))
		if err != nil {
			return nil, err
		}
		items, err := ReadLines(bytes.NewReader(data), check)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		for i := range items {
			if keep(&items[i]) {
				out = append(out, items[i])
			}
		}
	}
	return out, nil
}

// SourceHash hashes what a model is trained from: the data files
// (slash-separated names in dir), the package's non-test Go source in
// dir and the parameters, so that a model's freshness test fails when
// any of them changes without `make` retraining it.
func SourceHash(dir string, dataFiles []string, params any) (string, error) {
	files := append([]string(nil), dataFiles...)
	src, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return "", err
	}
	for _, f := range src {
		if !strings.HasSuffix(f, "_test.go") {
			files = append(files, filepath.Base(f))
		}
	}
	sort.Strings(files)
	h := sha256.New()
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f)))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", f, len(data))
		h.Write(data)
	}
	pj, err := json.Marshal(params)
	if err != nil {
		return "", err
	}
	h.Write(pj)
	return hex.EncodeToString(h.Sum(nil)), nil
}
