//go:build unix

package pdftext

import (
	"os"
	"syscall"
)

// ownedBy reports whether the file described by info belongs to user uid.
func ownedBy(info os.FileInfo, uid int) bool {
	st, ok := info.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == uid
}
