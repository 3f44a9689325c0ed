//go:build !linux

package report

import "errors"

// exchange is not available; Commit falls back to two renames.
func exchange(a, b string) error { return errors.ErrUnsupported }
