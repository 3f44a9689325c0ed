package report

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
)

// WriteFile writes a file atomically: write fills a temporary file in the
// same folder, which replaces path only once write and the flush succeed,
// so a crash or an error never leaves a half-written table behind.
func WriteFile(path string, write func(w *bufio.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	w := bufio.NewWriterSize(f, 1<<16)
	if err = write(w); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err = w.Flush(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err = f.Chmod(0o644); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.Rename(f.Name(), path)
}

// ErrBusy is returned by OpenOutputSet when another process holds the
// lock of the same output folder.
var ErrBusy = errors.New("another pubgraph run is writing this output folder")

// ErrBadLock marks a lock file beside the output folder that is not ours
// to use: a symbolic link, a FIFO or device, or a file of another user.
var ErrBadLock = errors.New("the lock file is not a regular file of yours")

// ErrForeignFiles is returned by OpenOutputSet when the output folder
// holds files pubgraph did not write, which replacing the folder would
// delete.
var ErrForeignFiles = errors.New("the output folder holds files pubgraph did not write")

// markerName is the file every output set holds, so that a later run knows
// that the folder is pubgraph's to replace.
const markerName = ".pubgraph-output"

// OutputSet writes a set of output files that appear together or not at
// all. Files are written into a private temporary folder beside the final
// one; Commit swaps it into place in one step, so a reader of the folder,
// a crash or a kill (even SIGKILL) at any moment sees either the whole
// previous set or the whole new one, never a mix. A lock file beside the
// folder keeps two runs from writing the same folder at once.
//
// On Linux the swap is one renameat2(RENAME_EXCHANGE) of the two folders.
// Elsewhere, or on a file system that lacks it, the old folder is renamed
// aside and the new one into place; a kill between those two renames
// leaves the old set whole under the aside name, and the next
// OpenOutputSet puts it back.
type OutputSet struct {
	dir    string // final folder, symlinks resolved
	tmp    string // where files are written until Commit
	unlock func()
	names  []string
	done   bool
	// written counts the bytes written into the set's files so far.
	written atomic.Int64
}

// OpenOutputSet takes the lock of folder dir (which need not exist) and
// creates the temporary folder its files are written into. It fails with
// ErrBusy when another run holds the lock, and with ErrForeignFiles when
// dir exists and holds files that are neither pubgraph outputs (known
// lists the names pubgraph writes there) nor marked as pubgraph's. It
// cleans up what a killed run left beside dir.
func OpenOutputSet(dir string, known []string) (*OutputSet, error) {
	if resolved, err := filepath.EvalSymlinks(dir); err == nil {
		dir = resolved
	}
	dir = filepath.Clean(dir)
	parent, base := filepath.Split(dir)
	if parent == "" {
		parent = "."
	}
	if base == "." || base == ".." || base == "" || base == string(filepath.Separator) {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return nil, err
		}
		parent, base = filepath.Split(abs)
	}
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, err
	}
	lockPath := filepath.Join(parent, "."+base+".pubgraph-lock")
	unlock, err := lockFile(lockPath)
	if err != nil {
		if errors.Is(err, ErrBusy) {
			return nil, fmt.Errorf("%q: %w (lock %q); wait for it to finish or choose another --out", dir, ErrBusy, lockPath)
		}
		return nil, fmt.Errorf("locking %q: %w", dir, err)
	}
	s := &OutputSet{dir: dir, unlock: unlock}
	if err := s.recover(parent, base); err != nil {
		unlock()
		return nil, err
	}
	if err := checkOwned(dir, known); err != nil {
		unlock()
		return nil, err
	}
	tmp, err := os.MkdirTemp(parent, "."+base+".pubgraph-tmp-")
	if err != nil {
		unlock()
		return nil, err
	}
	mode := os.FileMode(0o755)
	if info, err := os.Stat(dir); err == nil {
		mode = info.Mode().Perm()
	}
	if err := os.Chmod(tmp, mode); err != nil {
		os.RemoveAll(tmp)
		unlock()
		return nil, err
	}
	s.tmp = tmp
	return s, nil
}

// asideName is where the previous set waits while the new one is renamed
// into place (when the folders cannot be exchanged in one step).
func asideName(parent, base string) string {
	return filepath.Join(parent, "."+base+".pubgraph-old")
}

// recover undoes what a run killed mid-way left beside dir: temporary
// folders are removed, and an old set renamed aside is put back if the new
// one never arrived (or removed if it did). The caller holds the lock.
func (s *OutputSet) recover(parent, base string) error {
	stale, _ := filepath.Glob(filepath.Join(parent, "."+base+".pubgraph-tmp-*"))
	for _, p := range stale {
		if err := os.RemoveAll(p); err != nil {
			return fmt.Errorf("removing what an interrupted run left: %w", err)
		}
	}
	aside := asideName(parent, base)
	if _, err := os.Lstat(aside); err != nil {
		return nil
	}
	if _, err := os.Lstat(s.dir); errors.Is(err, fs.ErrNotExist) {
		return os.Rename(aside, s.dir)
	}
	return os.RemoveAll(aside)
}

// checkOwned reports ErrForeignFiles if dir holds anything but pubgraph's
// outputs; a missing or empty folder is fine.
func checkOwned(dir string, known []string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) && errors.Is(pe.Err, syscall.ENOTDIR) {
			return fmt.Errorf("%q is not a folder", dir)
		}
		return err
	}
	var foreign []string
	for _, e := range entries {
		name := e.Name()
		if name == markerName {
			return nil
		}
		if e.Type().IsRegular() && (slices.Contains(known, name) || strings.HasPrefix(name, ".") && strings.Contains(name, ".tmp")) {
			continue
		}
		foreign = append(foreign, name)
	}
	if len(foreign) == 0 {
		return nil
	}
	return fmt.Errorf("%q: %w (%s); choose a new or empty folder for --out", dir, ErrForeignFiles, strconv.Quote(foreign[0]))
}

// Dir returns the final folder.
func (s *OutputSet) Dir() string { return s.dir }

// Path returns the final path of the output file name, for messages.
func (s *OutputSet) Path(name string) string { return filepath.Join(s.dir, name) }

// WriteFile writes the output file name (a plain name, no folders) into
// the set. It is not visible in Dir until Commit.
func (s *OutputSet) WriteFile(name string, write func(w *bufio.Writer) error) (err error) {
	if s.done {
		return fmt.Errorf("%s: output set already closed", name)
	}
	if name != filepath.Base(name) || name == markerName || name == "." || name == ".." {
		return fmt.Errorf("%q is not a plain file name", name)
	}
	f, err := os.OpenFile(filepath.Join(s.tmp, name), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil && cerr != nil {
			err = fmt.Errorf("%s: %w", s.Path(name), cerr)
		}
	}()
	w := bufio.NewWriterSize(countingWriter{f, &s.written}, 1<<16)
	if err = write(w); err != nil {
		return fmt.Errorf("%s: %w", s.Path(name), err)
	}
	if err = w.Flush(); err != nil {
		return fmt.Errorf("%s: %w", s.Path(name), err)
	}
	s.names = append(s.names, name)
	return nil
}

// Written returns the number of bytes written into the set's files so
// far; it may be called while WriteFile runs, to show progress.
func (s *OutputSet) Written() int64 { return s.written.Load() }

// countingWriter adds the bytes it writes to n.
type countingWriter struct {
	w io.Writer
	n *atomic.Int64
}

func (c countingWriter) Write(p []byte) (int, error) {
	k, err := c.w.Write(p)
	c.n.Add(int64(k))
	return k, err
}

// Commit makes the written files the content of Dir in one step and
// releases the lock. The previous content of Dir is removed.
func (s *OutputSet) Commit() error {
	if s.done {
		return errors.New("output set already closed")
	}
	s.done = true
	defer s.unlock()
	marker := "pubgraph output set; this folder is replaced as a whole by the next run\n" + strings.Join(s.names, "\n") + "\n"
	if err := os.WriteFile(filepath.Join(s.tmp, markerName), []byte(marker), 0o644); err != nil {
		os.RemoveAll(s.tmp)
		return err
	}
	if err := syncDir(s.tmp); err != nil {
		os.RemoveAll(s.tmp)
		return err
	}
	parent, base := filepath.Split(s.dir)
	if parent == "" {
		parent = "."
	}
	if _, err := os.Lstat(s.dir); errors.Is(err, fs.ErrNotExist) {
		if err := os.Rename(s.tmp, s.dir); err != nil {
			os.RemoveAll(s.tmp)
			return fmt.Errorf("moving outputs into place: %w", err)
		}
		return syncDir(parent)
	}
	if exchangeDirs(s.tmp, s.dir) == nil {
		syncDir(parent)
		return os.RemoveAll(s.tmp) // now the previous set
	}
	aside := asideName(parent, base)
	if err := os.Rename(s.dir, aside); err != nil {
		os.RemoveAll(s.tmp)
		return fmt.Errorf("moving previous outputs aside: %w", err)
	}
	if err := os.Rename(s.tmp, s.dir); err != nil {
		os.Rename(aside, s.dir)
		os.RemoveAll(s.tmp)
		return fmt.Errorf("moving outputs into place: %w", err)
	}
	syncDir(parent)
	return os.RemoveAll(aside)
}

// Abort discards the written files and releases the lock; Dir keeps its
// previous content. It does nothing after Commit or Abort.
func (s *OutputSet) Abort() {
	if s.done {
		return
	}
	s.done = true
	os.RemoveAll(s.tmp)
	s.unlock()
}

// exchangeDirs is exchange, replaced in tests of the fallback.
var exchangeDirs = exchange

// syncDir flushes a folder's entries to disk, so that a rename survives a
// power cut; file systems that cannot sync folders are not an error.
func syncDir(dir string) error {
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, errors.ErrUnsupported) {
		return err
	}
	return nil
}
