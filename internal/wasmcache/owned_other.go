//go:build !unix

package wasmcache

import "os"

// ownedDir reports whether d is a folder (not a link to one); ownership
// is left to the system's ACLs.
func ownedDir(d string) bool {
	info, err := os.Lstat(d)
	return err == nil && info.IsDir()
}
