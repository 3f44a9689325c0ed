package online

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

// Inputs reads the inputs of a command line that are online ids, or files
// of ids, through Source; the loader asks Match of each path and hands
// the ones it claims to Read.
type Inputs struct {
	Source *Source
}

// idsHead is how much of a file Match reads to tell a file of ids.
const idsHead = 16 << 10

// Match reports whether path is an id ("orcid:…", "doi:…"; a malformed
// one too, so that Read reports what is wrong with it) that is not also
// the name of a file, or a file of ids (see LooksLikeIDs).
func (in *Inputs) Match(path string) bool {
	info, err := os.Stat(path)
	if err != nil {
		_, ok, _ := ParseID(path)
		return ok
	}
	if !info.Mode().IsRegular() || info.Size() == 0 {
		return false
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, idsHead)
	n, err := io.ReadFull(f, head)
	complete := errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF)
	if err != nil && !complete {
		return false
	}
	return LooksLikeIDs(head[:n], complete)
}

// Read reads the id path, or every id of the file path, and emits their
// records; it returns how many. opt's Warn and Progress are the source's
// (a work that does not fit is a warning). For a file, an id that cannot
// be read is a warning naming the file, the line and the id, and the
// other ids are read; if opt.Warn returns an error (--strict) Read stops
// with it. For an id alone, its error is Read's.
func (in *Inputs) Read(ctx context.Context, path string, opt ingest.Options, emit pub.Emit) (int, error) {
	src := *in.Source
	src.Options.Warn, src.Options.Progress = opt.Warn, opt.Progress
	if _, err := os.Stat(path); err != nil {
		id, _, err := ParseID(path)
		if err != nil {
			return 0, err
		}
		return src.Read(ctx, id, emit)
	}
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	warn := func(pe *pub.ParseError) error {
		if opt.Warn == nil {
			return nil
		}
		return opt.Warn(pe)
	}
	lines, err := readIDLines(f, path, warn)
	if err != nil {
		return 0, err
	}
	total, failed := 0, 0
	var firstErr error
	for i, l := range lines {
		if err := ctx.Err(); err != nil {
			return total, err
		}
		if opt.Progress != nil && len(lines) > 1 {
			opt.Progress(fmt.Sprintf("%s: id %d of %d, %s", path, i+1, len(lines), l.id))
		}
		n, err := src.Read(ctx, l.id, emit)
		total += n
		if err == nil {
			continue
		}
		if ctx.Err() != nil {
			return total, ctx.Err()
		}
		failed++
		firstErr = cmpOr(firstErr, err)
		pe := &pub.ParseError{Pos: pub.Position{File: path, Line: l.line}, Msg: oneLine(err.Error()), Err: err}
		if werr := warn(pe); werr != nil {
			return total, werr
		}
	}
	if total == 0 {
		if failed > 0 {
			return 0, fmt.Errorf("%s: none of %d ids could be read; the first: %w", path, len(lines), firstErr)
		}
		return 0, &pub.ParseError{Pos: pub.Position{File: path}, Msg: "no ids in the file", Err: pub.ErrNoRecords}
	}
	return total, nil
}

func cmpOr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

type idAt struct {
	id   ID
	line int
}

// readIDLines is ReadIDs keeping the line of each id, for warnings.
func readIDLines(r io.Reader, name string, warn func(*pub.ParseError) error) ([]idAt, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", name, err)
	}
	var out []idAt
	for i, text := range strings.Split(string(data), "\n") {
		id, perr := idLine(text, name, i+1)
		if perr != nil {
			if werr := warn(perr); werr != nil {
				return nil, werr
			}
			continue
		}
		if id.Scheme != "" {
			out = append(out, idAt{id, i + 1})
		}
	}
	return out, nil
}
