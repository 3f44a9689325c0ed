package label_test

import (
	"fmt"

	"github.com/pubgraph/pubgraph/ingest/label"
)

func ExampleParse() {
	text := "Doe, J., & Roe, K. (2021). A study of things. Journal of Stuff, 3(2), 1-10."
	spans := []label.Span{{Start: 0, End: 7, Marks: label.Bold}, {Start: 46, End: 62, Marks: label.Italic}}
	e := label.Parse(text, spans)
	for _, f := range e.Fields() {
		// f.Confidence (0 to 1) ranks doubts; it is left out here as it
		// moves a little with each retraining.
		fmt.Printf("%-9s %q\n", f.Label, f.Text)
	}
	// Output:
	// author    "Doe, J., & Roe, K."
	// date      "2021"
	// title     "A study of things"
	// container "Journal of Stuff"
	// locator   "3"
	// locator   "2"
	// locator   "1-10"
}
