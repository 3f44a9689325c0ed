package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/pubgraph/pubgraph/pub"
)

// Input is one file to read.
type Input struct {
	// Path is the file's path, or "-" for standard input.
	Path string
	// Format, if set, overrides detection.
	Format Format
	// NamesPath is a names file for a network edge list ("" for none).
	NamesPath string
	// FromFolder is set when the file was found by walking a folder rather
	// than named on the command line.
	FromFolder bool
	// Folder, for a file found by walking a folder, is that folder as
	// the command line named it.
	Folder string
	// Err, if set, says why the file cannot be read (a walk found it
	// unreadable, a dangling symbolic link, a FIFO); ReadInput returns it,
	// so the caller warns about it in order with the other files.
	Err error
	// Files, for a site folder (Format FormatSite), are the profile and
	// paper pages read together as one input.
	Files []string
	// Source, if set, reads the input instead of ReadInput (see
	// LoadOptions.Sources).
	Source Source
}

// skipInFolder lists extensions that a folder walk passes over: data that
// is not a publication list, and documentation.
var skipInFolder = map[string]bool{
	".dtd": true, ".zip": true, ".gz": true, ".png": true, ".jpg": true, ".jpeg": true,
	".gif": true, ".svg": true, ".csv": true, ".toml": true, ".go": true,
	".py": true, ".js": true, ".css": true, ".dot": true, ".exe": true,
}

// Discover expands command-line paths into inputs: a file is itself, a
// folder is every file below it (recursively, in lexical order, skipping
// hidden files, documentation and names files), "-" is standard input.
// Names files ("X_names.txt" beside "X.txt" or "X.edges.txt") are paired
// with their edge lists. Folders named in skip (such as the output folder
// of an earlier run) are passed over. A symbolic link met in a folder is
// followed once, and its files are named below the link; a link to a
// folder that holds it (a loop) or to one read already, a dangling link
// and an unreadable file are inputs whose Err names them. Unreadable paths
// named are errors naming the path. A file or folder reached twice, by
// any of the paths (the same path named twice, a file and its folder,
// links or hard links to one file), is read once, under the first path
// it was reached by: in the order of paths, then lexical order.
func Discover(paths []string, skip ...string) ([]Input, error) {
	d := newDiscovery(skip...)
	var inputs []Input
	for _, p := range paths {
		found, err := d.expand(p)
		if err != nil {
			return nil, err
		}
		inputs = append(inputs, found...)
	}
	return inputs, nil
}

// discovery expands paths one at a time, as Discover does, remembering
// the folders and files met so that none is read twice across the
// paths.
type discovery struct {
	skipAbs map[string]bool // absolute paths, as named and real, of folders to pass over
	visited map[string]bool // real absolute paths of the folders met
	files   fileSet         // the files met
}

// newDiscovery returns a discovery that passes over the folders in skip.
func newDiscovery(skip ...string) *discovery {
	skipAbs := make(map[string]bool)
	for _, s := range skip {
		if abs, err := filepath.Abs(s); err == nil {
			skipAbs[abs] = true
		}
		if real, ok := realAbs(s); ok {
			skipAbs[real] = true
		}
	}
	return &discovery{skipAbs: skipAbs, visited: map[string]bool{}, files: fileSet{}}
}

// expand expands one path as Discover does, leaving out what an earlier
// path reached: a path met whole before gives no inputs and no error.
func (d *discovery) expand(p string) ([]Input, error) {
	if p == "-" {
		return []Input{{Path: "-"}}, nil
	}
	info, err := os.Stat(p)
	if err != nil {
		return nil, unreadable{fmt.Errorf("%s: %w", p, unwrapPathError(err))}
	}
	if !info.IsDir() {
		if info.Mode().IsRegular() && !d.files.add(info) {
			return nil, nil
		}
		return []Input{{Path: p, NamesPath: namesFileFor(p)}}, nil
	}
	if real, ok := realAbs(p); ok && d.visited[real] {
		return nil, nil
	}
	w := folderWalk{top: p, discovery: d, claimed: map[string]bool{}}
	if err := w.walk(p); err != nil {
		return nil, err
	}
	if len(w.found) == 0 {
		if w.repeats > 0 {
			return nil, nil
		}
		return nil, fmt.Errorf("%s: %w", p, ErrNoInputs)
	}
	return inFolder(w.found, p), nil
}

// fileSet holds files by identity (os.SameFile), so that a file reached
// through a symbolic link or a hard link is known as the same file.
type fileSet map[fileKey][]os.FileInfo

// fileKey narrows the files that may be one file.
type fileKey struct {
	size, mod int64
}

// add adds the file of info and reports whether it was not there yet.
func (s fileSet) add(info os.FileInfo) bool {
	key := fileKey{info.Size(), info.ModTime().UnixNano()}
	for _, f := range s[key] {
		if os.SameFile(f, info) {
			return false
		}
	}
	s[key] = append(s[key], info)
	return true
}

// folderWalk is the state of Discover's walk of one folder named on the
// command line.
type folderWalk struct {
	top string // the folder as the command line names it
	*discovery
	claimed map[string]bool // files of a site found above
	repeats int             // files and folders left out as met before
	found   []Input
}

// realAbs returns the absolute path of path with its symbolic links
// resolved, and whether that could be had.
func realAbs(path string) (string, bool) {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", false
	}
	abs, err := filepath.Abs(real)
	return abs, err == nil
}

// walk walks the folder root: the top folder, or one a symbolic link
// leads to (see linkedFolder). filepath.WalkDir does not follow a link it
// starts on, so a link is walked from the folder it leads to, and the
// paths found are given below the link, as the user sees them.
func (w *folderWalk) walk(root string) error {
	from := root
	if real, ok := realAbs(root); ok {
		w.visited[real] = true
		if info, err := os.Lstat(root); err == nil && info.Mode()&fs.ModeSymlink != 0 {
			from = real
		}
	}
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if from != root {
			path = underLink(root, from, path)
		}
		return w.visit(root, path, d, err)
	})
}

// underLink returns path, found in the folder from that the symbolic
// link link leads to, as a path below link.
func underLink(link, from, path string) string {
	rel, err := filepath.Rel(from, path)
	if err != nil || rel == "." {
		return link
	}
	return filepath.Join(link, rel)
}

// linkedFolder walks the folder that the symbolic link at path leads to,
// once. A link to a folder that holds the link (the walked folder or one
// above it) is a loop, and one to a folder read already a repeat: each
// reported, not followed.
func (w *folderWalk) linkedFolder(path string) error {
	real, ok := realAbs(path)
	parent, okParent := realAbs(filepath.Dir(path))
	if !ok || !okParent {
		w.bad(path, ErrDanglingLink) // its target went while the walk ran
		return nil
	}
	switch {
	case within(parent, real):
		w.bad(path, ErrSymlinkLoop)
		return nil
	case w.visited[real]:
		w.bad(path, ErrReadAlready)
		return nil
	}
	return w.walk(path)
}

// within reports whether the clean absolute path is folder or lies below
// it.
func within(path, folder string) bool {
	rel, err := filepath.Rel(folder, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// bad adds path as an input that cannot be read, for err.
func (w *folderWalk) bad(path string, err error) {
	w.found = append(w.found, Input{Path: path, FromFolder: true, Err: fmt.Errorf("%s: %w", pub.QuoteName(path), err)})
}

// visit is the filepath.WalkDirFunc of a walk of root.
func (w *folderWalk) visit(root, path string, d fs.DirEntry, err error) error {
	if err != nil {
		if path == w.top {
			return fmt.Errorf("%s: %w", pub.QuoteName(path), unwrapPathError(err))
		}
		// An unreadable folder or file below the root is reported with
		// the inputs; the walk goes on.
		w.bad(path, unwrapPathError(err))
		if d != nil && d.IsDir() {
			return filepath.SkipDir
		}
		return nil
	}
	name := d.Name()
	if path != root && strings.HasPrefix(name, ".") {
		if d.IsDir() {
			return filepath.SkipDir
		}
		return nil
	}
	if d.IsDir() {
		return w.folder(root, path)
	}
	if passedOver(path, name) || w.claimed[path] {
		return nil
	}
	return w.file(path, d)
}

// folder notes a folder met in the walk of root: a site folder is an
// input of its own. A folder to pass over, or one read already through a
// symbolic link met before it, is skipped.
func (w *folderWalk) folder(root, path string) error {
	real, ok := realAbs(path)
	if path != w.top {
		if abs, err := filepath.Abs(path); err == nil && w.skipAbs[abs] || ok && w.skipAbs[real] {
			return filepath.SkipDir
		}
	}
	if path != root && ok {
		if w.visited[real] {
			w.repeats++
			return filepath.SkipDir
		}
		w.visited[real] = true
	}
	if site, ok := discoverSite(path, w.claimed); ok {
		w.found = append(w.found, site)
	}
	return nil
}

// passedOver reports whether a folder walk passes over the file at path,
// named name: data that is not a publication list (a table only when it
// is no table of publications), documentation, a names file.
func passedOver(path, name string) bool {
	ext := strings.ToLower(filepath.Ext(strings.TrimSuffix(strings.ToLower(name), ".gz")))
	return skipInFolder[ext] && !(ext == ".csv" && readableTable(path)) || isDocumentation(name) || isNamesFile(name)
}

// file adds the file at path as an input. Symbolic links are followed
// once: to a file, it is read; to a folder, it is walked (linkedFolder);
// dangling, it is a warning naming the link and its target. A file
// reached twice is read once.
func (w *folderWalk) file(path string, d fs.DirEntry) error {
	if d.Type()&fs.ModeSymlink != 0 {
		info, err := os.Stat(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			target, _ := os.Readlink(path)
			w.bad(path, fmt.Errorf("%w %s", ErrDanglingLink, pub.QuoteName(target)))
			return nil
		case err != nil:
			w.bad(path, unwrapPathError(err))
			return nil
		case info.IsDir():
			return w.linkedFolder(path)
		case !info.Mode().IsRegular():
			w.bad(path, ErrNotRegular)
			return nil
		}
	} else if !d.Type().IsRegular() {
		w.bad(path, ErrNotRegular)
		return nil
	}
	if info, err := os.Stat(path); err == nil && !w.files.add(info) {
		w.repeats++
		return nil // the same file, reached through a link or named before
	}
	w.found = append(w.found, Input{Path: path, NamesPath: namesFileFor(path), FromFolder: true})
	return nil
}

// inFolder sets the Folder of inputs, found by walking folder.
func inFolder(inputs []Input, folder string) []Input {
	for i := range inputs {
		inputs[i].Folder = folder
	}
	return inputs
}

// ErrNoInputs marks a folder with nothing pubgraph can read.
var ErrNoInputs = errors.New("no CVs, publication lists or networks in this folder")

func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func isDocumentation(name string) bool {
	upper := strings.ToUpper(name)
	for _, p := range []string{"README", "MANIFEST", "LICENSE", "LICENCE", "COPYING", "CHANGELOG"} {
		if strings.HasPrefix(upper, p) || strings.Contains(upper, "."+p) {
			return true
		}
	}
	return false
}

func isNamesFile(name string) bool {
	return strings.HasSuffix(strings.ToLower(name), "_names.txt")
}

// namesFileFor returns the names file that goes with an edge list, if one
// exists beside it: "X.edges.txt", "X.txt" and "X" pair with "X_names.txt".
func namesFileFor(path string) string {
	dir, base := filepath.Split(path)
	stem := base
	for _, suffix := range []string{".edges.txt", ".edgelist", ".edges", ".txt", ".tsv"} {
		if s, ok := strings.CutSuffix(strings.ToLower(stem), suffix); ok {
			stem = stem[:len(s)]
			break
		}
	}
	if stem == base && filepath.Ext(base) != "" {
		return ""
	}
	candidate := filepath.Join(dir, stem+"_names.txt")
	if candidate == path {
		return ""
	}
	if info, err := os.Stat(candidate); err == nil && info.Mode().IsRegular() {
		return candidate
	}
	return ""
}

// ReadInput opens, checks and reads one input, calling emit for each
// record. stdin is read for the path "-". It returns the format read and
// the number of records emitted. An empty or binary file, or one with no
// record in it, is an error naming the file.
func ReadInput(in Input, stdin io.Reader, opt Options, emit pub.Emit) (Format, int, error) {
	if in.Err != nil {
		return "", 0, in.Err
	}
	if in.Format == FormatSite {
		return readSiteInput(in, opt, emit)
	}
	r, name, closeInput, err := openInput(in, stdin)
	if err != nil {
		return "", 0, err
	}
	defer closeInput()
	if opt.ReadBytes != nil {
		r = countingReader{r, opt.ReadBytes}
	}
	br, head, detectName, err := decodeInput(r, name, in.Path, opt.Budget)
	if err != nil {
		return "", 0, err
	}
	if len(bytes.TrimSpace(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")))) == 0 {
		return "", 0, &pub.ParseError{Pos: pub.Position{File: name}, Msg: "empty input: nothing to read", Err: pub.ErrEmpty}
	}
	docFormat, err := detectDocument(detectName, head)
	if err != nil {
		return "", 0, &pub.ParseError{Pos: pub.Position{File: name}, Msg: err.Error(), Err: err}
	}
	if docFormat == "" && looksBinary(head) {
		return "", 0, &pub.ParseError{Pos: pub.Position{File: name}, Msg: "not a text file, a PDF or a Word document (.docx)", Err: pub.ErrBinary}
	}
	format := in.Format
	if format == "" {
		format = docFormat
	}
	if format == "" {
		format = Detect(detectName, head)
	}
	if in.NamesPath != "" && opt.Names == nil {
		names, err := readNamesFile(in.NamesPath)
		if err != nil {
			return format, 0, err
		}
		opt.Names = names
	}
	read, ok := Readers[format]
	if !ok {
		return "", 0, fmt.Errorf("%s: %w %q", name, pub.ErrUnknownFormat, format)
	}
	var src io.Reader = br
	if limit, flag := readLimit(format, opt.Budget); limit < StreamFactor*opt.Budget.withDefaults().InputBytes {
		src = &limitReader{r: br, name: name, limit: limit, flag: flag}
	}
	count := 0
	emit, ownerDone := withOwner(name, opt.Owner, emit)
	err = read(src, name, opt, func(rec pub.Record) error {
		count++
		CleanRecord(&rec)
		if err := checkNumbers(&rec, opt); err != nil {
			return err
		}
		return emit(rec)
	})
	if err == nil && count > 0 {
		err = ownerDone()
	}
	if err != nil {
		return format, count, err
	}
	if count == 0 {
		return format, 0, &pub.ParseError{Pos: pub.Position{File: name}, Msg: fmt.Sprintf("no publications or network found (read as %s; use --format to choose another reader)", format), Err: pub.ErrNoRecords}
	}
	return format, count, nil
}

func readNamesFile(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrapPathError(err))
	}
	defer f.Close()
	return ReadNodeNames(f, path)
}

// looksBinary reports whether head holds a NUL byte or a known binary
// signature (PDF, ZIP, Word, images).
func looksBinary(head []byte) bool {
	for _, sig := range []string{"%PDF", "PK\x03\x04", "\xd0\xcf\x11\xe0", "\x89PNG", "\xff\xd8\xff", "GIF8", "\x1f\x8b"} {
		if bytes.HasPrefix(head, []byte(sig)) {
			return true
		}
	}
	return slices.Contains(head, 0)
}

// countingReader adds the bytes it reads to n (Options.ReadBytes).
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c countingReader) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	c.n.Add(int64(k))
	return k, err
}
