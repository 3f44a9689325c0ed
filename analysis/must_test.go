package analysis

import "context"

// bg is the context of tests and benchmarks that are never cancelled.
var bg = context.Background()

// must returns v, panicking on err: for tests of functions that fail only
// when their context is cancelled.
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
