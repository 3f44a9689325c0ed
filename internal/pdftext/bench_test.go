package pdftext

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// sharedPDFs returns the sample PDF CVs of ../shared/data/pdf, or skips.
func sharedPDFs(b *testing.B) [][]byte {
	paths, _ := filepath.Glob("../../../shared/data/pdf/*.pdf")
	if len(paths) == 0 {
		b.Skip("../shared/data/pdf not present")
	}
	var docs [][]byte
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		docs = append(docs, data)
	}
	return docs
}

// BenchmarkExtract measures PDFium's character extraction over the shared
// sample CVs, per page.
func BenchmarkExtract(b *testing.B) {
	docs := sharedPDFs(b)
	e, err := New(context.Background(), Config{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	b.ReportAllocs()
	pages := 0
	for b.Loop() {
		for _, d := range docs {
			ps, err := e.Extract(context.Background(), d)
			if err != nil {
				b.Fatal(err)
			}
			pages += len(ps)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(pages)/1e6, "ms/page")
}

// BenchmarkLayout measures the layout stage alone, per page.
func BenchmarkLayout(b *testing.B) {
	docs := sharedPDFs(b)
	e, err := New(context.Background(), Config{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	var all [][]Page
	for _, d := range docs {
		ps, err := e.Extract(context.Background(), d)
		if err != nil {
			b.Fatal(err)
		}
		all = append(all, ps)
	}
	b.ReportAllocs()
	b.ResetTimer()
	pages := 0
	for b.Loop() {
		for _, ps := range all {
			Layout(ps)
			pages += len(ps)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(pages)/1e6, "ms/page")
}
