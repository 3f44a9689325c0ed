package ingest

import (
	"testing"

	"github.com/pubgraph/pubgraph/pub"
)

// inputTitles reads the file at path as the command line would (format
// found by content) and returns the format and the titles read in order.
func inputTitles(t *testing.T, path string) (Format, []string) {
	t.Helper()
	var titles []string
	format, _, err := ReadInput(Input{Path: path}, nil, Options{}, func(r pub.Record) error {
		if r.Publication != nil {
			titles = append(titles, r.Publication.Title)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return format, titles
}
