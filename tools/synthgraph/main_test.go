package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRunWritesEdgeList(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"-papers", "50", "-seed", "3"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if !strings.HasPrefix(lines[0], "# nodes ") {
		t.Fatalf("first line %q, want a \"# nodes N\" header", lines[0])
	}
	if len(lines) < 10 {
		t.Fatalf("only %d lines for 50 papers", len(lines))
	}
	for _, l := range lines[1:] {
		if f := strings.Fields(l); len(f) != 3 {
			t.Fatalf("line %q is not \"u v w\"", l)
		}
	}
	var again bytes.Buffer
	run([]string{"-papers", "50", "-seed", "3"}, &again, &errOut)
	if again.String() != out.String() {
		t.Error("same seed gave a different graph")
	}
}

func TestRunUsageError(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"extra"}, &out, &errOut); code != 2 {
		t.Errorf("exit %d for a stray argument, want 2", code)
	}
}
