//go:build !unix

package report

import (
	"errors"
	"io/fs"
	"os"
)

// lockFile creates path exclusively and removes it on unlock. Unlike
// flock, a killed run leaves the file behind; the error then names it so
// that it can be removed by hand.
func lockFile(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil, ErrBusy
	}
	if err != nil {
		return nil, err
	}
	f.Close()
	return func() { os.Remove(path) }, nil
}
