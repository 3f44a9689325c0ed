package ingest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/pubgraph/pubgraph/internal/pdftext"
	"github.com/pubgraph/pubgraph/pub"
)

// The document formats, read by turning them into marked text for ReadCV.
const (
	FormatPDF  Format = "pdf"  // PDF with a text layer
	FormatDOCX Format = "docx" // Word document (Office Open XML)
)

// Errors for PDFs that cannot be read.
var (
	// ErrNoTextLayer marks a PDF without text, such as a scan.
	ErrNoTextLayer = pdftext.ErrNoText
	// ErrBrokenPDF marks a damaged file, or one that is not a PDF.
	ErrBrokenPDF = pdftext.ErrBroken
	// ErrEncryptedPDF marks a PDF that needs a password.
	ErrEncryptedPDF = pdftext.ErrEncrypted
)

// ErrWordDoc marks a Word 97-2003 .doc file, which pubgraph cannot read.
var ErrWordDoc = errors.New("a Word 97-2003 .doc file cannot be read: save it as .docx or PDF from Word (File > Save As) and try again")

// pdfEngine is the PDF engine, compiled once per process on first use.
var pdfEngine struct {
	sync.Mutex
	e *pdftext.Engine
}

func engine(opt Options) (*pdftext.Engine, error) {
	pdfEngine.Lock()
	defer pdfEngine.Unlock()
	if pdfEngine.e != nil {
		return pdfEngine.e, nil
	}
	e, err := pdftext.New(context.Background(), pdftext.Config{Progress: opt.Progress})
	if err != nil {
		return nil, err
	}
	pdfEngine.e = e
	return e, nil
}

// PDFText returns the marked text of the PDF in r, as ReadPDF hands it to
// the CV reader: paragraphs in reading order, "## " headings, **bold** and
// *italic* runs. name is used in errors.
func PDFText(r io.Reader, name string, opt Options) (string, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", name, err)
	}
	if !pdftext.Plausible(data) {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: "cannot read the PDF: " + ErrBrokenPDF.Error(), Err: ErrBrokenPDF}
	}
	e, err := engine(opt)
	if err != nil {
		return "", fmt.Errorf("%s: %w", name, err)
	}
	budget := opt.Budget.withDefaults()
	pages, err := e.ExtractLimited(context.Background(), data, pdftext.Limits{Chars: budget.PDFChars, PageChars: budget.PageChars})
	if errors.Is(err, pdftext.ErrTooMuchText) {
		return "", overBudget(name, err.Error()+" (raise it with --max-pdf-chars)")
	}
	if err != nil {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: "cannot read the PDF: " + err.Error(), Err: err}
	}
	text := pdftext.Layout(pages)
	if strings.TrimSpace(text) == "" {
		return "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: ErrNoTextLayer.Error(), Err: ErrNoTextLayer}
	}
	if int64(len(text)) > budget.TextBytes {
		return "", overBudget(name, fmt.Sprintf("more than %s of text (raise it with --max-text-bytes)", FormatBytes(budget.TextBytes)))
	}
	return text, nil
}

// ReadPDF reads a CV in PDF: the text is rebuilt from the characters'
// positions and fonts (see PDFText) and read by ReadCV, so a PDF CV yields
// what the same CV in markdown would. Line numbers in warnings count lines
// of that text, as `pubgraph parse --text` shows it.
func ReadPDF(r io.Reader, name string, opt Options, emit pub.Emit) error {
	text, err := PDFText(r, name, opt)
	if err != nil {
		return err
	}
	return ReadCV(strings.NewReader(text), name, opt, emit)
}

// ReadDOCX reads a CV saved as a Word document (.docx) through its marked
// text (see DOCXText) and ReadCV.
func ReadDOCX(r io.Reader, name string, opt Options, emit pub.Emit) error {
	text, err := docxText(r, name, opt.Budget)
	if err != nil {
		return err
	}
	return ReadCV(strings.NewReader(text), name, opt, emit)
}

// DocumentText returns the marked text that pubgraph reads from a PDF,
// Word, OpenDocument or RTF file, and the text itself for a text or markdown file.
func DocumentText(r io.Reader, name string, format Format, opt Options) (string, error) {
	switch format {
	case FormatPDF:
		return PDFText(r, name, opt)
	case FormatDOCX:
		return docxText(r, name, opt.Budget)
	case FormatODT:
		return odtText(r, name, opt.Budget)
	case FormatRTF:
		return rtfText(r, name, opt.Budget)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", name, err)
	}
	return string(data), nil
}

// detectDocument tells PDF and Word files by their first bytes, and
// returns the error for a .doc file.
func detectDocument(path string, head []byte) (Format, error) {
	switch {
	case bytes.HasPrefix(head, []byte("%PDF")):
		return FormatPDF, nil
	case bytes.HasPrefix(head, []byte("PK\x03\x04")):
		ext := strings.ToLower(filepath.Ext(path))
		if ext == ".odt" || bytes.Contains(head[:min(len(head), 100)], []byte(odtMime)) {
			return FormatODT, nil
		}
		if ext == ".docx" || ext == ".docm" || bytes.Contains(head, []byte("word/")) {
			return FormatDOCX, nil
		}
	case bytes.HasPrefix(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")), []byte(`{\rtf`)):
		return FormatRTF, nil
	case bytes.HasPrefix(head, []byte("\xd0\xcf\x11\xe0")) && strings.EqualFold(filepath.Ext(path), ".doc"):
		return "", ErrWordDoc
	}
	return "", nil
}

// InputText returns the text that the reader of in sees: for a PDF or Word
// file the marked text rebuilt from it, for any other file its content.
func InputText(in Input, stdin io.Reader, opt Options) (string, Format, error) {
	name := in.Path
	var data []byte
	var err error
	if in.Path == "-" {
		name = "<stdin>"
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(in.Path)
	}
	if err != nil {
		return "", "", fmt.Errorf("%s: %w", name, unwrapPathError(err))
	}
	format := in.Format
	if format == "" {
		f, err := detectDocument(in.Path, data[:min(len(data), 8192)])
		if err != nil {
			return "", "", &pub.ParseError{Pos: pub.Position{File: name}, Msg: err.Error(), Err: err}
		}
		format = f
	}
	if format == "" {
		format = Detect(in.Path, data[:min(len(data), 8192)])
	}
	text, err := DocumentText(bytes.NewReader(data), name, format, opt)
	return text, format, err
}
