//go:build unix

package wasmcache

import (
	"os"
	"syscall"
)

// ownedDir reports whether d is a folder (not a link to one) owned by the
// user and writable by nobody else.
func ownedDir(d string) bool {
	info, err := os.Lstat(d)
	if err != nil || !info.IsDir() {
		return false
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Getuid() && info.Mode().Perm()&0o022 == 0
}
