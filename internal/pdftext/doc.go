// Package pdftext turns PDF and its character boxes into the marked text
// that pubgraph's CV reader reads: paragraphs in reading order, headings as
// markdown "## " lines, bold and italic runs as **bold** and *italic*.
//
// Extraction runs PDFium compiled to WebAssembly (go-pdfium on wazero), so
// the binary needs no system library. The engine is compiled on first use,
// about 20 s, and kept in a compilation cache under os.UserCacheDir().
//
// The layout stage (Layout) is pure Go over []Page and can be used and
// tested without the engine.
package pdftext
