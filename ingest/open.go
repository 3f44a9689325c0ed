package ingest

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"time"

	"github.com/pubgraph/pubgraph/pub"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// Errors of files that a folder walk or ReadInput cannot read.
var (
	// ErrDanglingLink marks a symbolic link to nothing.
	ErrDanglingLink = errors.New("symbolic link to a missing file")
	// ErrSymlinkLoop marks a symbolic link to a folder that holds the
	// link.
	ErrSymlinkLoop = errors.New("symbolic link loop: the folder holds the link")
	// ErrReadAlready marks a symbolic link to a folder that was read
	// already under another path: its files are read once, under that
	// path.
	ErrReadAlready = errors.New("symbolic link to a folder read already under another path; not read again")
	// ErrNotRegular marks a FIFO, socket or device found in a folder.
	ErrNotRegular = errors.New("not a regular file (a FIFO, socket or device)")
	// ErrNoData marks a FIFO or device that gave no data in time.
	ErrNoData = errors.New("no data arrived (a FIFO without a writer, or a device)")
	// ErrUnreadable marks an input that could not be opened or gave no
	// data: missing, not permitted, a folder, a socket, a FIFO without a
	// writer. It sets these apart from a file that was read but held
	// nothing usable (binary, empty, over budget, no records), so that a
	// caller can fail on a file the user named that is not there.
	ErrUnreadable = errors.New("cannot be read")
)

// unreadable marks err as ErrUnreadable without changing its message.
type unreadable struct{ err error }

func (u unreadable) Error() string        { return u.err.Error() }
func (u unreadable) Unwrap() error        { return u.err }
func (u unreadable) Is(target error) bool { return target == ErrUnreadable }

// NoDataTimeout bounds the wait for the first bytes of an input that is not
// a regular file (a FIFO, a device), so that a FIFO nobody writes to
// cannot hang a run.
var NoDataTimeout = 10 * time.Second

// openInput opens in for reading; "-" is stdin. A file that is not a
// regular file (a FIFO from `<(...)`, a device) is opened without
// blocking, and its first read must return within NoDataTimeout.
func openInput(in Input, stdin io.Reader) (r io.Reader, name string, closeFn func(), err error) {
	if in.Path == "-" {
		return stdin, "<stdin>", func() {}, nil
	}
	name = in.Path
	info, err := os.Stat(in.Path)
	if err != nil {
		return nil, "", nil, unreadable{fmt.Errorf("%s: %w", pub.QuoteName(name), unwrapPathError(err))}
	}
	if info.IsDir() {
		return nil, "", nil, unreadable{fmt.Errorf("%s: is a folder", pub.QuoteName(name))}
	}
	if info.Mode().IsRegular() {
		f, err := os.Open(in.Path)
		if err != nil {
			return nil, "", nil, unreadable{fmt.Errorf("%s: %w", pub.QuoteName(name), unwrapPathError(err))}
		}
		return f, name, func() { f.Close() }, nil
	}
	if info.Mode()&(os.ModeSocket) != 0 {
		return nil, "", nil, unreadable{fmt.Errorf("%s: %w", pub.QuoteName(name), ErrNotRegular)}
	}
	f, err := os.OpenFile(in.Path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, "", nil, unreadable{fmt.Errorf("%s: %w", pub.QuoteName(name), unwrapPathError(err))}
	}
	return &firstReadDeadline{f: f, name: name}, name, func() { f.Close() }, nil
}

// firstReadDeadline reads a FIFO or device, giving up with ErrNoData if no
// byte arrives within NoDataTimeout. Once data flowed, reads wait as long
// as the writer takes.
type firstReadDeadline struct {
	f       *os.File
	name    string
	started bool
}

func (r *firstReadDeadline) Read(p []byte) (int, error) {
	if r.started {
		return r.f.Read(p)
	}
	deadline := time.Now().Add(NoDataTimeout)
	canDeadline := r.f.SetReadDeadline(deadline) == nil
	for {
		n, err := r.f.Read(p)
		if n > 0 {
			r.started = true
			if canDeadline {
				r.f.SetReadDeadline(time.Time{})
			}
			return n, nil
		}
		switch {
		case errors.Is(err, os.ErrDeadlineExceeded):
			return 0, unreadable{fmt.Errorf("%s: %w within %v", pub.QuoteName(r.name), ErrNoData, NoDataTimeout)}
		case errors.Is(err, syscall.EAGAIN):
			// Not pollable: poll by hand.
			if time.Now().After(deadline) {
				return 0, unreadable{fmt.Errorf("%s: %w within %v", pub.QuoteName(r.name), ErrNoData, NoDataTimeout)}
			}
			time.Sleep(20 * time.Millisecond)
		default:
			return n, err
		}
	}
}

// headSize is how much of an input detection and the binary check see.
const headSize = 8192

// decodeInput returns a buffered reader over the text of r and its first
// bytes: a gzip stream (by its magic number, whatever the file is called)
// is decompressed, and UTF-16 with a byte-order mark, as Windows editors
// save, is decoded to UTF-8; a UTF-8 byte-order mark is dropped. detectName is path without ".gz", for
// detection by extension. The bytes read through br are bounded by
// budget: StreamFactor times InputBytes after decompression (ReadInput
// applies the bound of the format read), and Ratio times the compressed
// bytes for a compressed stream.
func decodeInput(r io.Reader, name, path string, budget Budget) (br *bufio.Reader, head []byte, detectName string, err error) {
	budget = budget.withDefaults()
	detectName = path
	compressed := new(int64)
	br = bufio.NewReaderSize(&limitReader{r: countBytes{r, compressed}, name: name, limit: StreamFactor * budget.InputBytes, flag: "--max-input-bytes"}, 1<<16)
	peek := func() error {
		head, err = br.Peek(headSize)
		if err != nil && err != io.EOF && !errors.Is(err, bufio.ErrBufferFull) {
			return fmt.Errorf("%s: %w", pub.QuoteName(name), err)
		}
		return nil
	}
	if err := peek(); err != nil {
		return nil, nil, "", err
	}
	if bytes.HasPrefix(head, []byte{0x1f, 0x8b}) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, nil, "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: fmt.Sprintf("broken gzip stream: %v", err), Err: pub.ErrBinary}
		}
		limited := &limitReader{r: &gzipErrors{zr, name}, name: name, limit: StreamFactor * budget.InputBytes, flag: "--max-input-bytes", compressed: compressed, ratio: budget.Ratio}
		br = bufio.NewReaderSize(limited, 1<<16)
		if lower := strings.ToLower(path); strings.HasSuffix(lower, ".gz") {
			detectName = path[:len(path)-3]
		}
		if err := peek(); err != nil {
			return nil, nil, "", err
		}
	}
	if bytes.HasPrefix(head, []byte{0xff, 0xfe}) || bytes.HasPrefix(head, []byte{0xfe, 0xff}) {
		dec := unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder()
		br = bufio.NewReaderSize(transform.NewReader(br, dec), 1<<16)
		if err := peek(); err != nil {
			return nil, nil, "", err
		}
	}
	// A UTF-8 byte-order mark (Notepad, Excel) is no part of the text:
	// dropped here, no reader has to know about it.
	if bytes.HasPrefix(head, []byte("\xef\xbb\xbf")) {
		br.Discard(3)
		if err := peek(); err != nil {
			return nil, nil, "", err
		}
	}
	return br, head, detectName, nil
}

// gzipErrors names the file in a decompression error (a truncated or
// corrupt .gz).
type gzipErrors struct {
	r    io.Reader
	name string
}

func (g *gzipErrors) Read(p []byte) (int, error) {
	n, err := g.r.Read(p)
	if err != nil && err != io.EOF {
		err = fmt.Errorf("%s: gzip: %w", pub.QuoteName(g.name), err)
	}
	return n, err
}
