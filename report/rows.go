package report

import (
	"io"
	"math"
	"runtime"
	"strconv"
	"strings"
	"unsafe"
)

// chunkRows is how many rows (of edges.csv; publications count as rows of
// their table) one goroutine formats at a time: enough for about a
// megabyte, so that each chunk is one write.
var chunkRows = 8192

// writeChunked writes rows [0, n) to w in chunks of chunk rows: format
// appends rows [lo, hi) to buf and returns it. The chunks are formatted on
// up to GOMAXPROCS goroutines while the calling goroutine writes the
// finished ones in order, so the output is what one goroutine formatting
// row after row would write, and the write system calls overlap the
// formatting. Each goroutine reuses two buffers, so memory stays a few
// megabytes whatever n is.
func writeChunked(w io.Writer, n, chunk int, format func(buf []byte, lo, hi int) []byte) error {
	chunk = max(chunk, 1)
	chunks := (n + chunk - 1) / chunk
	workers := min(runtime.GOMAXPROCS(0), chunks)
	if workers <= 1 {
		var buf []byte
		for lo := 0; lo < n; lo += chunk {
			buf = format(buf[:0], lo, min(lo+chunk, n))
			if _, err := w.Write(buf); err != nil {
				return err
			}
		}
		return nil
	}
	stop := make(chan struct{})
	defer close(stop)
	done := make([]chan []byte, workers)
	free := make([]chan []byte, workers)
	for j := range workers {
		done[j] = make(chan []byte, 2)
		free[j] = make(chan []byte, 2)
		free[j] <- nil
		free[j] <- nil
		go func(j int) {
			for k := j; k < chunks; k += workers {
				var buf []byte
				select {
				case buf = <-free[j]:
				case <-stop:
					return
				}
				lo := k * chunk
				buf = format(buf[:0], lo, min(lo+chunk, n))
				select {
				case done[j] <- buf:
				case <-stop:
					return
				}
			}
		}(j)
	}
	for k := range chunks {
		buf := <-done[k%workers]
		if _, err := w.Write(buf); err != nil {
			return err
		}
		free[k%workers] <- buf
	}
	return nil
}

// appendCell appends s as one CSV cell, byte for byte as a csvWriter
// writes it: neutralised by SafeCell, then quoted where encoding/csv
// quotes (a quote inside doubled).
func appendCell(dst []byte, s string) []byte {
	if s == "" {
		return dst
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		s = SafeCell(s)
	}
	if !needsQuotes(s) {
		return append(dst, s...)
	}
	dst = append(dst, '"')
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			break
		}
		dst = append(dst, s[:i+1]...)
		dst = append(dst, '"')
		s = s[i+1:]
	}
	dst = append(dst, s...)
	return append(dst, '"')
}

// appendJoined appends parts joined by "; " as one cell, as
// appendCell(dst, strings.Join(parts, "; ")) would, using scratch for the
// joined text instead of a new string per row; it returns dst and scratch
// for reuse.
func appendJoined(dst, scratch []byte, parts []string) ([]byte, []byte) {
	switch len(parts) {
	case 0:
		return dst, scratch
	case 1:
		return appendCell(dst, parts[0]), scratch
	}
	scratch = scratch[:0]
	for i, p := range parts {
		if i > 0 {
			scratch = append(scratch, "; "...)
		}
		scratch = append(scratch, p...)
	}
	return appendCell(dst, bytesString(scratch)), scratch
}

// bytesString views b as a string without copying. The string must be used
// before b changes: appendCell copies what it keeps.
func bytesString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// appendInt appends i as strconv.Itoa writes it.
func appendInt[T ~int | ~int32](dst []byte, i T) []byte { return strconv.AppendInt(dst, int64(i), 10) }

// appendFloat appends v as one cell as ftoa and a csvWriter write it: ten
// significant digits; an infinity is text to SafeCell and so neutralised.
func appendFloat(dst []byte, v float64) []byte {
	if math.IsInf(v, 0) {
		return appendCell(dst, ftoa(v))
	}
	return appendFtoa(dst, v)
}

// appendFtoa appends ftoa(v).
func appendFtoa(dst []byte, v float64) []byte {
	// Shared papers are mostly whole numbers, which 'g' with ten digits
	// writes as integers below 1e10 (but -0 as "-0").
	if v == math.Trunc(v) && math.Abs(v) < 1e10 && (v != 0 || !math.Signbit(v)) {
		return strconv.AppendInt(dst, int64(v), 10)
	}
	return strconv.AppendFloat(dst, v, 'g', 10, 64)
}

// appendFloatAt appends s[i] as appendFloat does, or nothing when s is nil
// (a measure that was not computed).
func appendFloatAt(dst []byte, s []float64, i int) []byte {
	if s == nil {
		return dst
	}
	return appendFloat(dst, s[i])
}

// appendYear appends a year, or nothing when it is unknown (0).
func appendYear[T ~int | ~int32](dst []byte, y T) []byte {
	if y == 0 {
		return dst
	}
	return appendInt(dst, y)
}

// appendArXiv appends ArXivID(id) as one cell.
func appendArXiv(dst []byte, id string) []byte {
	id = strings.TrimSpace(id)
	if id == "" {
		return dst
	}
	if len(id) >= 6 && strings.EqualFold(id[:6], "arxiv:") {
		id = id[6:]
	}
	if strings.ContainsAny(id, ",\"\r\n") {
		return appendCell(dst, "arXiv:"+id)
	}
	dst = append(dst, "arXiv:"...)
	return append(dst, id...)
}

// packedNames holds every person's name as a finished CSV cell in a slot
// of nameSlot bytes (its length, then the cell), one slot after another:
// edges.csv names two people on each of its millions of rows in an order
// that jumps about the people, and a slot costs one cache miss where a
// string costs two (its header, then its bytes). The few cells longer
// than a slot are kept aside.
type packedNames struct {
	slots []byte
	long  map[int32]string
}

// nameSlot is the size of one name's slot: 31 bytes of cell hold nearly
// every name.
const nameSlot = 32

func packNames(names func(i int) string, n int) packedNames {
	p := packedNames{slots: make([]byte, n*nameSlot), long: make(map[int32]string)}
	var cell []byte
	for i := range n {
		cell = appendCell(cell[:0], names(i))
		slot := p.slots[i*nameSlot : (i+1)*nameSlot]
		if len(cell) < nameSlot {
			slot[0] = byte(len(cell))
			copy(slot[1:], cell)
			continue
		}
		slot[0] = 255
		p.long[int32(i)] = string(cell)
	}
	return p
}

func (p packedNames) append(dst []byte, i int32) []byte {
	slot := p.slots[int(i)*nameSlot : int(i+1)*nameSlot]
	if n := slot[0]; n < nameSlot {
		return append(dst, slot[1:1+n]...)
	}
	return append(dst, p.long[i]...)
}
