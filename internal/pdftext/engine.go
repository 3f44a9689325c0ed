package pdftext

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/klippa-app/go-pdfium"
	pdfiumerrors "github.com/klippa-app/go-pdfium/errors"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
)

// Errors that Extract wraps, so that callers can tell a PDF they cannot
// read apart from a failure of the engine.
var (
	// ErrEncrypted marks a PDF that needs a password.
	ErrEncrypted = errors.New("the PDF is encrypted (remove the password, e.g. print it to a new PDF, and try again)")
	// ErrBroken marks a file that PDFium cannot open as a PDF.
	ErrBroken = errors.New("not a readable PDF (damaged or not a PDF at all)")
	// ErrNoText marks a PDF without a text layer, such as a scan.
	ErrNoText = errors.New("the PDF has no text layer (a scan or an image); run OCR on it (e.g. ocrmypdf) or export the CV as text")
	// ErrTooMuchText marks a PDF over its Limits.
	ErrTooMuchText = errors.New("more text than the limit")
)

// Limits bound the characters Extract takes from one PDF: Chars in all
// and PageChars on one page; zero means no bound. They are checked by
// counting every page's characters before any is extracted, so a PDF with
// megabytes of text is refused in the time it takes to open its pages.
type Limits struct {
	Chars, PageChars int
}

// objectChars is the fewest characters a page's objects hold on average
// in a page worth reading: a PDF that places each glyph apart has one per
// object, and pictures and rules hold none, so the bound on objects is
// loose.
const objectChars = 4

// Config sets up an Engine.
type Config struct {
	// CacheDir holds wazero's compilation cache. Empty means
	// os.UserCacheDir()/pubgraph, or a private temporary folder when the
	// user has no cache folder.
	CacheDir string
	// Progress, if set, receives a note when the first compile of the
	// engine takes long, and then every few seconds until it ends.
	Progress func(msg string)
}

// Engine extracts characters from PDF files with PDFium compiled to
// WebAssembly. It is safe for concurrent use; calls are serialised.
type Engine struct {
	mu       sync.Mutex
	pool     pdfium.Pool
	instance pdfium.Pdfium
	cacheDir string
	tempDir  string // removed on Close when the cache is temporary
}

// CacheDir returns the default folder of the compilation cache:
// os.UserCacheDir()/pubgraph.
func CacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "pubgraph"), nil
}

// New compiles (or loads from the cache) the PDF engine. The first compile
// on a machine takes about 20 s; later starts take under a second.
func New(ctx context.Context, cfg Config) (*Engine, error) {
	e := &Engine{}
	dir := cfg.CacheDir
	if dir == "" {
		if d, err := CacheDir(); err == nil {
			dir = d
		}
	}
	if dir != "" {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			dir = ""
		}
	}
	if dir == "" {
		dir = privateTempDir()
	}
	if dir == "" {
		tmp, err := os.MkdirTemp("", "pubgraph-cache-")
		if err != nil {
			return nil, fmt.Errorf("pdf engine: cache folder: %w", err)
		}
		dir, e.tempDir = tmp, tmp
	}
	e.cacheDir = dir
	cache, err := wazero.NewCompilationCacheWithDir(dir)
	if err != nil {
		e.removeTemp()
		return nil, fmt.Errorf("pdf engine: cache folder %s: %w", dir, err)
	}
	rc := wazero.NewRuntimeConfig().
		WithCoreFeatures(api.CoreFeaturesV2 | experimental.CoreFeaturesExceptionHandling).
		WithCompilationCache(cache)

	done := make(chan struct{})
	if cfg.Progress != nil {
		go reportProgress(done, dir, cfg.Progress)
	}
	pool, err := webassembly.Init(webassembly.Config{
		Context:       context.WithoutCancel(ctx),
		MinIdle:       1,
		MaxIdle:       1,
		MaxTotal:      1,
		ReuseWorkers:  true,
		RuntimeConfig: rc,
		FSConfig:      wazero.NewFSConfig(), // no host files: documents are passed as bytes
		Stdout:        io.Discard,
		Stderr:        io.Discard,
	})
	if err == nil {
		e.pool = pool
		e.instance, err = pool.GetInstanceWithContext(ctx)
	}
	close(done)
	if err != nil {
		if e.pool != nil {
			e.pool.Close()
		}
		e.removeTemp()
		return nil, fmt.Errorf("pdf engine: %w", err)
	}
	return e, nil
}

// privateTempDir returns a cache folder under the system's temporary
// folder that only this user can use, so that the cache outlives the run
// even without a home folder; "" when it cannot be had safely (it exists
// as a link, as a file, or open to others, or belongs to someone else).
func privateTempDir() string {
	uid := os.Getuid()
	if uid < 0 {
		return ""
	}
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("pubgraph-cache-%d", uid))
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return ""
	}
	info, err := os.Lstat(dir)
	if err != nil || !info.IsDir() || info.Mode()&os.ModeSymlink != 0 || info.Mode().Perm() != 0o700 || !ownedBy(info, uid) {
		return ""
	}
	return dir
}

// reportProgress tells the user what is going on when the compile takes
// more than a moment, which happens only when the cache is cold.
func reportProgress(done <-chan struct{}, dir string, progress func(string)) {
	start := time.Now()
	select {
	case <-done:
		return
	case <-time.After(1500 * time.Millisecond):
	}
	progress(fmt.Sprintf("preparing the PDF engine (first use only, about 20 s); its cache is in %s", dir))
	tick := time.NewTicker(5 * time.Second)
	defer tick.Stop()
	for {
		select {
		case <-done:
			progress(fmt.Sprintf("PDF engine ready after %.0f s", time.Since(start).Seconds()))
			return
		case <-tick.C:
			progress(fmt.Sprintf("still preparing the PDF engine (%.0f s)", time.Since(start).Seconds()))
		}
	}
}

func (e *Engine) removeTemp() {
	if e.tempDir != "" {
		os.RemoveAll(e.tempDir)
	}
}

// Close releases the engine.
func (e *Engine) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	var err error
	if e.instance != nil {
		err = e.instance.Close()
		e.instance = nil
	}
	if e.pool != nil {
		if perr := e.pool.Close(); err == nil {
			err = perr
		}
		e.pool = nil
	}
	e.removeTemp()
	return err
}

// Plausible reports whether data could be a PDF at all: a "%PDF-" header
// near the start and at least one object. It lets callers refuse junk
// without starting the engine.
func Plausible(data []byte) bool {
	i := bytes.Index(data[:min(len(data), 1024)], []byte("%PDF-"))
	return i >= 0 && bytes.Contains(data[i:], []byte(" obj"))
}

// Char is one character on a page, in PDF user space (points, y upwards).
type Char struct {
	Rune rune
	// Box is the loose box of the glyph (font ascent to descent);
	// X0 < X1 and Y0 < Y1.
	X0, Y0, X1, Y1 float64
	// OriginX, OriginY is the glyph's origin: OriginY is the baseline.
	OriginX, OriginY float64
	// Size is the font size in points as rendered.
	Size float64
	// Font is the font's name, e.g. "ABCDEF+LMRoman10-Bold".
	Font string
	// Weight is the font weight (400 regular, 700 bold), or <= 0 when unknown.
	Weight int
	// Flags are the PDF font descriptor flags (italic 1<<6, bold 1<<18, small caps 1<<17).
	Flags int
	// Generated is set for spaces and line breaks that PDFium made up.
	Generated bool
	// Rotated is set for glyphs not set upright on a horizontal line.
	Rotated bool
}

// Page is the characters of one page in content-stream order.
type Page struct {
	Width, Height float64
	Chars         []Char
}

// Extract returns the characters of every page of the PDF in data.
func (e *Engine) Extract(ctx context.Context, data []byte) ([]Page, error) {
	return e.ExtractLimited(ctx, data, Limits{})
}

// ExtractLimited is Extract within lim: a PDF over them is an error
// wrapping ErrTooMuchText that says which bound it passed.
func (e *Engine) ExtractLimited(ctx context.Context, data []byte, lim Limits) ([]Page, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.instance == nil {
		return nil, errors.New("pdf engine is closed")
	}
	if !Plausible(data) {
		return nil, ErrBroken
	}
	in := e.instance
	doc, err := in.OpenDocument(&requests.OpenDocument{File: &data})
	if err != nil {
		switch {
		case errors.Is(err, pdfiumerrors.ErrPassword), errors.Is(err, pdfiumerrors.ErrSecurity):
			return nil, ErrEncrypted
		}
		return nil, fmt.Errorf("%w: %v", ErrBroken, err)
	}
	defer in.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: doc.Document})
	count, err := in.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: doc.Document})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBroken, err)
	}
	if lim.Chars > 0 || lim.PageChars > 0 {
		if err := checkLimits(ctx, in, doc.Document, count.PageCount, lim); err != nil {
			return nil, err
		}
	}
	pages := make([]Page, 0, count.PageCount)
	for i := range count.PageCount {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p, err := extractPage(in, doc.Document, i)
		if err != nil {
			return nil, fmt.Errorf("page %d: %w", i+1, err)
		}
		pages = append(pages, p)
	}
	return pages, nil
}

// checkLimits counts the characters of each page of doc against lim.
func checkLimits(ctx context.Context, in pdfium.Pdfium, doc references.FPDF_DOCUMENT, pages int, lim Limits) error {
	total := 0
	for i := range pages {
		if err := ctx.Err(); err != nil {
			return err
		}
		n, err := countChars(in, doc, i, lim)
		if errors.Is(err, ErrTooMuchText) {
			return err
		}
		if err != nil {
			return fmt.Errorf("page %d: %w", i+1, err)
		}
		if lim.PageChars > 0 && n > lim.PageChars {
			return fmt.Errorf("%w: page %d has %d characters, over %d a page", ErrTooMuchText, i+1, n, lim.PageChars)
		}
		total += n
		if lim.Chars > 0 && total > lim.Chars {
			return fmt.Errorf("%w: over %d characters by page %d of %d", ErrTooMuchText, lim.Chars, i+1, pages)
		}
	}
	return nil
}

// countChars returns the number of characters on page index of doc. A
// page with more than PageChars/objectChars objects is refused before its
// text is laid out, which for megabytes of text takes gigabytes.
func countChars(in pdfium.Pdfium, doc references.FPDF_DOCUMENT, index int, lim Limits) (int, error) {
	pl, err := in.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: doc, Index: index})
	if err != nil {
		return 0, err
	}
	defer in.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: pl.Page})
	if lim.PageChars > 0 {
		objs, err := in.FPDFPage_CountObjects(&requests.FPDFPage_CountObjects{Page: requests.Page{ByReference: &pl.Page}})
		if err == nil && objs.Count > lim.PageChars/objectChars {
			return 0, fmt.Errorf("%w: page %d has %d objects (words, lines or pictures), over %d a page", ErrTooMuchText, index+1, objs.Count, lim.PageChars/objectChars)
		}
	}
	tp, err := in.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: requests.Page{ByReference: &pl.Page}})
	if err != nil {
		return 0, err
	}
	defer in.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})
	n, err := in.FPDFText_CountChars(&requests.FPDFText_CountChars{TextPage: tp.TextPage})
	if err != nil {
		return 0, err
	}
	return n.Count, nil
}

func extractPage(in pdfium.Pdfium, doc references.FPDF_DOCUMENT, index int) (Page, error) {
	pl, err := in.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: doc, Index: index})
	if err != nil {
		return Page{}, err
	}
	defer in.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: pl.Page})
	ref := requests.Page{ByReference: &pl.Page}
	var page Page
	if w, err := in.FPDF_GetPageWidthF(&requests.FPDF_GetPageWidthF{Page: ref}); err == nil {
		page.Width = float64(w.PageWidth)
	}
	if h, err := in.FPDF_GetPageHeightF(&requests.FPDF_GetPageHeightF{Page: ref}); err == nil {
		page.Height = float64(h.PageHeight)
	}
	tp, err := in.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: ref})
	if err != nil {
		return Page{}, err
	}
	defer in.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})
	n, err := in.FPDFText_CountChars(&requests.FPDFText_CountChars{TextPage: tp.TextPage})
	if err != nil {
		return Page{}, err
	}
	page.Chars = make([]Char, 0, n.Count)
	t := tp.TextPage
	lastFont := -1
	var weight int
	var fontName string
	for i := range n.Count {
		u, err := in.FPDFText_GetUnicode(&requests.FPDFText_GetUnicode{TextPage: t, Index: i})
		if err != nil {
			return Page{}, err
		}
		c := Char{Rune: rune(u.Unicode)}
		if g, err := in.FPDFText_IsGenerated(&requests.FPDFText_IsGenerated{TextPage: t, Index: i}); err == nil {
			c.Generated = g.IsGenerated
		}
		if c.Generated || c.Rune == '\r' || c.Rune == '\n' {
			c.Generated = true
			page.Chars = append(page.Chars, c)
			continue
		}
		if b, err := in.FPDFText_GetLooseCharBox(&requests.FPDFText_GetLooseCharBox{TextPage: t, Index: i}); err == nil {
			c.X0, c.X1 = float64(min(b.Rect.Left, b.Rect.Right)), float64(max(b.Rect.Left, b.Rect.Right))
			c.Y0, c.Y1 = float64(min(b.Rect.Top, b.Rect.Bottom)), float64(max(b.Rect.Top, b.Rect.Bottom))
		}
		if o, err := in.FPDFText_GetCharOrigin(&requests.FPDFText_GetCharOrigin{TextPage: t, Index: i}); err == nil {
			c.OriginX, c.OriginY = o.X, o.Y
		}
		if fs, err := in.FPDFText_GetFontSize(&requests.FPDFText_GetFontSize{TextPage: t, Index: i}); err == nil {
			c.Size = fs.FontSize
		}
		if m, err := in.FPDFText_GetMatrix(&requests.FPDFText_GetMatrix{TextPage: t, Index: i}); err == nil {
			if s := scale(m.Matrix.C, m.Matrix.D); s > 0 {
				c.Size *= s
			}
			// Text turned away from the horizontal (a sidebar set
			// vertically) is not part of the reading order.
			a, b := float64(m.Matrix.A), float64(m.Matrix.B)
			c.Rotated = a <= 0 || math.Abs(b) > 0.2*math.Abs(a)
		}
		fi, err := in.FPDFText_GetFontInfo(&requests.FPDFText_GetFontInfo{TextPage: t, Index: i})
		if err == nil {
			c.Font, c.Flags = fi.FontName, fi.Flags
		}
		if c.Font != fontName || lastFont < 0 {
			if w, err := in.FPDFText_GetFontWeight(&requests.FPDFText_GetFontWeight{TextPage: t, Index: i}); err == nil {
				weight = w.FontWeight
			}
			fontName, lastFont = c.Font, i
		}
		c.Weight = weight
		page.Chars = append(page.Chars, c)
	}
	return page, nil
}

func scale(c, d float32) float64 {
	s := float64(c)*float64(c) + float64(d)*float64(d)
	if s <= 0 {
		return 0
	}
	return math.Sqrt(s)
}
