//go:build unix

package report

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestLockRefusesStrangeFiles plants, where the lock beside --out goes, a
// symbolic link (to a missing file and to a file of ours), a FIFO and a
// folder: OpenOutputSet refuses each with ErrBadLock (a folder: any
// error), creates nothing through the link, leaves its target as it was,
// and does not hang on the FIFO.
func TestLockRefusesStrangeFiles(t *testing.T) {
	for _, tt := range []struct {
		name  string
		plant func(t *testing.T, lock, elsewhere string)
	}{
		{"link to nothing", func(t *testing.T, lock, elsewhere string) { os.Symlink(elsewhere, lock) }},
		{"link to a file", func(t *testing.T, lock, elsewhere string) {
			os.WriteFile(elsewhere, []byte("keep me"), 0o644)
			os.Symlink(elsewhere, lock)
		}},
		{"fifo", func(t *testing.T, lock, elsewhere string) {
			if err := syscall.Mkfifo(lock, 0o644); err != nil {
				t.Skip("no FIFOs:", err)
			}
		}},
		{"another user's file", func(t *testing.T, lock, elsewhere string) {
			os.WriteFile(lock, nil, 0o666)
			if err := os.Chown(lock, os.Geteuid()+4242, -1); err != nil {
				t.Skip("cannot give a file away here:", err)
			}
		}},
		{"folder", func(t *testing.T, lock, elsewhere string) { os.Mkdir(lock, 0o755) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			parent := t.TempDir()
			elsewhere := filepath.Join(t.TempDir(), "victim")
			lock := filepath.Join(parent, ".out.pubgraph-lock")
			tt.plant(t, lock, elsewhere)
			before, _ := os.ReadFile(elsewhere)
			s, err := OpenOutputSet(filepath.Join(parent, "out"), nil)
			if err == nil {
				s.Abort()
				t.Fatal("OpenOutputSet used the planted lock")
			}
			if tt.name != "folder" && !errors.Is(err, ErrBadLock) {
				t.Errorf("err = %v, want ErrBadLock", err)
			}
			after, _ := os.ReadFile(elsewhere)
			if string(before) != string(after) {
				t.Errorf("the link's target changed: %q, was %q", after, before)
			}
			if _, err := os.Stat(filepath.Join(parent, "out")); err == nil {
				t.Errorf("the output folder was created")
			}
		})
	}
}
