//go:build unix

package report

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockFile takes an exclusive flock on path, creating it, and removes
// the file again on unlock, so that a finished run leaves nothing beside
// --out. The kernel drops the lock when the process ends, however it
// ends, so a killed run never leaves a stale lock (only, at worst, an
// empty file the next run takes over). It returns ErrBusy if another
// process holds it.
//
// Removing a flock file is safe because the lock is only taken to be
// held when path still names the locked file afterwards: a run that
// opened the file just before its holder removed it finds, once locked,
// that path is gone or names another file, and starts again.
//
// The lock lies beside --out, perhaps in a folder others can write to, so
// it is opened without following a symbolic link (one planted there would
// make us create or truncate a file elsewhere) and must be a regular file
// owned by the user; anything else is ErrBadLock.
func lockFile(path string) (unlock func(), err error) {
	for range 8 {
		f, err := lockOnce(path)
		if errors.Is(err, errLockMoved) {
			continue
		}
		if err != nil {
			return nil, err
		}
		return func() {
			os.Remove(path)
			syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
			f.Close()
		}, nil
	}
	return nil, ErrBusy
}

// errLockMoved says that the file lockOnce locked is no longer the one
// its path names: its holder removed it meanwhile.
var errLockMoved = errors.New("lock file removed while being taken")

// lockOpened, when set by a test, runs between opening the lock file
// and locking it: where another run may remove it.
var lockOpened func()

// lockOnce opens and locks path. It returns errLockMoved when the file
// it locked is no longer the one path names, so that the caller tries
// again.
func lockOnce(path string) (*os.File, error) {
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
	if lockOpened != nil {
		lockOpened()
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrBusy
		}
		return nil, err
	}
	var now syscall.Stat_t
	if err := syscall.Lstat(path, &now); err != nil || now.Dev != st.Dev || now.Ino != st.Ino {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
		return nil, errLockMoved
	}
	return f, nil
}
