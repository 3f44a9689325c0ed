package main

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestSetGCPercent: pubgraph collects at defaultGCPercent unless GOGC
// names a target, which it leaves alone.
func TestSetGCPercent(t *testing.T) {
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)

	t.Setenv("GOGC", "100") // restored when the test ends
	setGCPercent()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC=100 the target is %d, want 100", got)
	}

	os.Unsetenv("GOGC")
	setGCPercent()
	if got := debug.SetGCPercent(100); got != defaultGCPercent {
		t.Errorf("without GOGC the target is %d, want %d", got, defaultGCPercent)
	}
}
