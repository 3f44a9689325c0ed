//go:build unix

package report

import (
	"errors"
	"os"
	"syscall"
)

// lockFile takes an exclusive flock on path, creating it. The kernel drops
// the lock when the process ends, however it ends, so a killed run never
// leaves a stale lock. It returns ErrBusy if another process holds it.
func lockFile(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrBusy
		}
		return nil, err
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
