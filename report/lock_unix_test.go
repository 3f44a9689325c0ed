//go:build unix

package report

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
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

// TestLockLeavesNothing checks that a finished run leaves only the
// output folder beside it (the lock file goes with the lock), after a
// commit and after an abort, and that the lock still excludes a second
// run while it is held. Regression: every --out left a hidden
// ".NAME.pubgraph-lock" file in its parent for good.
func TestLockLeavesNothing(t *testing.T) {
	for _, commit := range []bool{true, false} {
		parent := t.TempDir()
		dir := filepath.Join(parent, "out")
		s, err := OpenOutputSet(dir, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := OpenOutputSet(dir, nil); !errors.Is(err, ErrBusy) {
			t.Fatalf("second run while the first holds the lock: err = %v, want ErrBusy", err)
		}
		if commit {
			err = s.Commit()
		} else {
			s.Abort()
		}
		if err != nil {
			t.Fatal(err)
		}
		entries, err := os.ReadDir(parent)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		want := []string{"out"}
		if !commit {
			want = nil
		}
		if !slices.Equal(names, want) {
			t.Errorf("commit=%v: beside the output: %q, want %q", commit, names, want)
		}
	}
}

// TestLockTakenAgainAfterRemoval checks the race that removing the lock
// file opens: a run opens the lock file, its holder then removes it and
// a third run creates a new one at the same path, before the first run
// locks what it opened. That lock must not count (the third run holds
// the file path names); lockFile notices and locks the file path names
// now.
func TestLockTakenAgainAfterRemoval(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".out.pubgraph-lock")
	opened := 0
	lockOpened = func() {
		opened++
		if opened == 1 {
			os.Remove(path)
			os.WriteFile(path, nil, 0o644)
		}
	}
	defer func() { lockOpened = nil }()
	unlock, err := lockFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if opened != 2 {
		t.Errorf("lock file opened %d times, want 2 (the first lock was on a removed file)", opened)
	}
	if _, err := lockFile(path); !errors.Is(err, ErrBusy) {
		t.Errorf("second lock while the first is held: err = %v, want ErrBusy", err)
	}
	unlock()
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("lock file left after unlock: %v", err)
	}
}
