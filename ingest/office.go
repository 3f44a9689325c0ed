package ingest

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/pubgraph/pubgraph/pub"
)

// officeFormat names a zipped office format (Word, OpenDocument) in the
// errors officeText gives.
type officeFormat struct {
	noun string // "Word document", in "the Word document has no text"
	not  error  // the sentinel of a file that is no such document
	body string // the part that holds the text, "word/document.xml"
}

// officePart is a helper part of an office package (numbering, styles,
// links) and the reader of it.
type officePart struct {
	name string
	read func(io.Reader) error
}

// officeText reads the office package in r, named name in errors, within
// budget: each XML part read may hold 16 times TextBytes (markup is most
// of it), the text TextBytes. The helper parts are read first; a broken
// one costs its markers, emphasis or addresses, never the text. Then
// marked reads f's body part into the marked text.
func officeText(r io.Reader, name string, budget Budget, f officeFormat, helpers []officePart, marked func(io.Reader) (string, error)) (string, error) {
	budget = budget.withDefaults()
	data, err := io.ReadAll(r)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", name, err)
	}
	notFormat := func(msg string) error {
		return &pub.ParseError{Pos: pub.Position{File: name}, Msg: f.not.Error() + ": " + msg, Err: f.not}
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return "", notFormat(err.Error())
	}
	parts := map[string]*zip.File{}
	for _, zf := range zr.File {
		parts[zf.Name] = zf
	}
	body := parts[f.body]
	if body == nil {
		return "", notFormat("no " + f.body + " in it")
	}
	limit := 16 * budget.TextBytes
	open := func(zf *zip.File) (io.ReadCloser, io.Reader, error) {
		rc, err := zf.Open()
		if err != nil {
			return nil, nil, err
		}
		return rc, &limitReader{r: rc, name: name, limit: limit, flag: "--max-text-bytes"}, nil
	}
	for _, h := range helpers {
		if zf := parts[h.name]; zf != nil {
			if rc, lr, err := open(zf); err == nil {
				err = h.read(lr)
				rc.Close()
				if errors.Is(err, ErrOverBudget) {
					return "", err
				}
			}
		}
	}
	rc, lr, err := open(body)
	if err != nil {
		return "", notFormat(err.Error())
	}
	defer rc.Close()
	text, err := marked(lr)
	if errors.Is(err, ErrOverBudget) {
		return "", err
	}
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		return "", notFormat(fmt.Sprintf("%s:%d: %s", f.body, se.Line, se.Msg))
	}
	if err != nil {
		return "", notFormat(f.body + ": " + err.Error())
	}
	if strings.TrimSpace(text) == "" {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: "the " + f.noun + " has no text", Err: pub.ErrEmpty}
	}
	if int64(len(text)) > budget.TextBytes {
		return "", overBudget(name, fmt.Sprintf("more than %s of text (raise it with --max-text-bytes)", FormatBytes(budget.TextBytes)))
	}
	return text, nil
}
