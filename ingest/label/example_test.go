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
		fmt.Printf("%-9s %q sure=%v\n", f.Label, f.Text, f.Confidence > 0.9)
	}
	// Output:
	// author    "Doe, J., & Roe, K." sure=true
	// date      "2021" sure=true
	// title     "A study of things" sure=true
	// container "Journal of Stuff" sure=true
	// locator   "3" sure=true
	// locator   "2" sure=true
	// locator   "1-10" sure=true
}
