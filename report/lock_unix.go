//go:build unix

package report

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockFile takes an exclusive flock on path, creating it. The kernel drops
// the lock when the process ends, however it ends, so a killed run never
// leaves a stale lock. It returns ErrBusy if another process holds it.
//
// The lock lies beside --out, perhaps in a folder others can write to, so
// it is opened without following a symbolic link (one planted there would
// make us create or truncate a file elsewhere) and must be a regular file
// owned by the user; anything else is ErrBadLock.
func lockFile(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0o644)
	if errors.Is(err, syscall.ELOOP) {
		return nil, fmt.Errorf("%q: %w: it is a symbolic link; remove it", path, ErrBadLock)
	}
	if err != nil {
		return nil, err
	}
	var st syscall.Stat_t
	if err := syscall.Fstat(int(f.Fd()), &st); err != nil {
		f.Close()
		return nil, err
	}
	switch {
	case st.Mode&syscall.S_IFMT != syscall.S_IFREG:
		f.Close()
		return nil, fmt.Errorf("%q: %w: not a regular file; remove it", path, ErrBadLock)
	case int(st.Uid) != os.Geteuid():
		f.Close()
		return nil, fmt.Errorf("%q: %w: owned by user %d, not by you; remove it", path, ErrBadLock, st.Uid)
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
