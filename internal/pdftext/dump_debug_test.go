package pdftext

import (
	"context"
	"fmt"
	"os"
	"testing"
)

// TestDumpDebug is a temporary tool: PDFDUMP=file.pdf go test -run Dump.
func TestDumpDebug(t *testing.T) {
	path := os.Getenv("PDFDUMP")
	if path == "" {
		t.Skip()
	}
	e, err := New(context.Background(), Config{Progress: func(s string) { fmt.Fprintln(os.Stderr, s) }})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	data, _ := os.ReadFile(path)
	pages, err := e.Extract(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := os.Create(os.Getenv("PDFOUT"))
	defer f.Close()
	for pi, p := range pages {
		fmt.Fprintf(f, "=== page %d %.0fx%.0f\n", pi+1, p.Width, p.Height)
		for _, c := range p.Chars {
			fmt.Fprintf(f, "%q gen=%v x=%.1f-%.1f y=%.1f-%.1f o=%.1f,%.1f sz=%.1f w=%d fl=%d %s\n", c.Rune, c.Generated, c.X0, c.X1, c.Y0, c.Y1, c.OriginX, c.OriginY, c.Size, c.Weight, c.Flags, c.Font)
		}
	}
}

func TestLayoutDebug(t *testing.T) {
	path := os.Getenv("PDFLAYOUT")
	if path == "" {
		t.Skip()
	}
	e, err := New(context.Background(), Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	data, _ := os.ReadFile(path)
	pages, err := e.Extract(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(os.Getenv("PDFOUT"), []byte(Layout(pages)), 0o644)
}
