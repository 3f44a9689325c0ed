package wasmcache

import (
	"os"
	"path/filepath"
	"testing"
)

func TestChoose(t *testing.T) {
	if dir == "" {
		t.Fatal("no cache folder")
	}
	if !ownedDir(dir) {
		t.Errorf("%s is not a private folder of this user", dir)
	}
	// A folder someone else could write to is refused.
	shared := filepath.Join(t.TempDir(), "shared")
	os.Mkdir(shared, 0o777)
	os.Chmod(shared, 0o777)
	if ownedDir(shared) {
		t.Errorf("ownedDir accepts a world-writable folder")
	}
	link := filepath.Join(t.TempDir(), "link")
	os.Symlink(dir, link)
	if ownedDir(link) {
		t.Errorf("ownedDir accepts a symbolic link")
	}
}

func TestRestore(t *testing.T) {
	if got := os.Getenv("TMPDIR"); dir != "" && got != dir && !restored {
		t.Errorf("TMPDIR = %q during init, want %q", got, dir)
	}
	Restore()
	got, ok := os.LookupEnv("TMPDIR")
	if ok != hadTmp || got != tmpdir {
		t.Errorf("after Restore TMPDIR = %q (set %v), want %q (set %v)", got, ok, tmpdir, hadTmp)
	}
}
