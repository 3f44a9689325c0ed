// Package wasmcache gives the WebAssembly runtimes pubgraph embeds
// (Graphviz through go-graphviz) a compilation cache that belongs to the
// user running pubgraph.
//
// go-graphviz compiles its WebAssembly module in its package init and
// caches the result in os.TempDir()/go-graphviz, created 0755 by whoever
// ran first. On a machine shared by several users the second user finds
// the folder owned by someone else and the program fails. Go initialises
// a ready package before any package whose import path sorts after it
// (the Go spec, "Package initialization", since Go 1.21), and this
// package, which imports only the standard library, is ready long before
// go-graphviz's runtime (github.com/tetratelabs/wazero) is; so its init
// runs first and points TMPDIR at the user's own cache folder, and
// Restore, called from the init of a package that imports go-graphviz,
// puts TMPDIR back before main runs.
//
// The folder is os.UserCacheDir()/pubgraph (~/.cache/pubgraph on Linux),
// created 0700; when there is no usable user cache folder, it is a folder
// of the temp directory named after the user id, created 0700 and used
// only if it is a real folder owned by the user; failing that, a fresh
// private temporary folder.
package wasmcache

import (
	"fmt"
	"os"
	"path/filepath"
)

var (
	dir      string // the cache folder, "" if none could be made
	tmpdir   string // TMPDIR as it was
	hadTmp   bool   // whether TMPDIR was set
	restored bool
)

func init() {
	tmpdir, hadTmp = os.LookupEnv("TMPDIR")
	dir = choose()
	if dir != "" {
		os.Setenv("TMPDIR", dir)
	}
}

// Dir returns the per-user folder that WebAssembly compilation caches go
// into, or "" when none could be made (the runtimes then run uncached).
func Dir() string { return dir }

// Restore puts TMPDIR back as it was before this package's init. The
// packages that import a WebAssembly runtime call it from their init,
// after the runtime's own init has chosen its cache folder.
func Restore() {
	if restored {
		return
	}
	restored = true
	if hadTmp {
		os.Setenv("TMPDIR", tmpdir)
	} else {
		os.Unsetenv("TMPDIR")
	}
}

// choose returns the cache folder, creating it.
func choose() string {
	if base, err := os.UserCacheDir(); err == nil {
		d := filepath.Join(base, "pubgraph")
		if err := os.MkdirAll(d, 0o700); err == nil && ownedDir(d) {
			return d
		}
	}
	d := filepath.Join(os.TempDir(), fmt.Sprintf("pubgraph-%d", os.Getuid()))
	if err := os.Mkdir(d, 0o700); err == nil || os.IsExist(err) {
		if ownedDir(d) {
			return d
		}
	}
	if d, err := os.MkdirTemp("", "pubgraph-wasm-"); err == nil {
		return d
	}
	return ""
}
