package names_test

import (
	"fmt"

	"github.com/pubgraph/pubgraph/ingest/cv/names"
)

func ExampleParse() {
	s := "Doe, J., Roe, M. Q., et al. (2020). A title."
	b := names.Parse(s, 0, false)
	fmt.Printf("%q incomplete=%v rest=%q\n", b.Names, b.Incomplete, s[b.End:])
	fmt.Printf("%q\n", names.GivenFirst(b.Names))
	// Output:
	// ["Doe, J." "Roe, M. Q."] incomplete=true rest=" (2020). A title."
	// ["J. Doe" "M. Q. Roe"]
}

func ExampleParseHan() {
	// The bold edges (CV markup for the owner) part the first two names.
	b, ok := names.ParseHan("刘明王芳、李强", []int{0, 6})
	fmt.Println(b.Names, ok)
	// Output:
	// [刘明 王芳 李强] true
}
