//go:build unix

package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/pubgraph/pubgraph/tools/synth"
)

// mainEnv makes the test binary run main, for tests that send signals to
// a real process.
const mainEnv = "PUBGRAPH_TEST_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(mainEnv) == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// bigEdgeList writes a synthetic network of about 39k people whose exact
// betweenness takes minutes, so that an analysis of it is still running
// when the test interrupts it.
func bigEdgeList(t *testing.T) string {
	t.Helper()
	n, pairs := synth.Generate(20000, 3)
	var b bytes.Buffer
	fmt.Fprintf(&b, "# nodes %d\n", n)
	for _, p := range pairs {
		fmt.Fprintf(&b, "%d %d\n", p.U, p.V)
	}
	path := filepath.Join(t.TempDir(), "big.edges")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestInterrupt sends SIGINT to "pubgraph analyze" in the middle of its
// work and checks that it stops within a couple of seconds with exit
// code 130 and a message, leaving the previous outputs as they were; and
// that a second SIGINT ends it at once.
func TestInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a subprocess on a 39k-person network")
	}
	input := bigEdgeList(t)
	for _, signals := range []int{1, 2} {
		t.Run(fmt.Sprintf("%d signals", signals), func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			if code, _, stderr := pubgraph(t, "", "analyze", "--no-svg", "--out", out, seeds); code != 0 {
				t.Fatalf("first analyze exited %d: %s", code, stderr)
			}
			before := snapshot(t, out)
			cmd := exec.Command(os.Args[0], "analyze", "--no-svg", "--exact-limit", "0", "--out", out, input)
			cmd.Env = append(os.Environ(), mainEnv+"=1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(1500 * time.Millisecond)
			start := time.Now()
			for range signals {
				cmd.Process.Signal(syscall.SIGINT)
				time.Sleep(20 * time.Millisecond)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			var err error
			select {
			case err = <-done:
			case <-time.After(10 * time.Second):
				cmd.Process.Kill()
				<-done
				t.Fatalf("still running 10 s after SIGINT; stderr:\n%s", stderr.String())
			}
			elapsed := time.Since(start)
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != exitInterrupted {
				t.Fatalf("exit: %v, want code %d; stderr:\n%s", err, exitInterrupted, stderr.String())
			}
			if limit := 3 * time.Second; elapsed > limit {
				t.Errorf("stopped %v after SIGINT, want under %v", elapsed, limit)
			}
			if !strings.Contains(stderr.String(), "pubgraph: interrupted") {
				t.Errorf("stderr lacks the interruption message:\n%s", stderr.String())
			}
			if after := snapshot(t, out); after != before {
				t.Errorf("the previous outputs changed")
			}
		})
	}
}

// snapshot returns the names and contents of the files in dir.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "== %s\n%s\n", e.Name(), data)
	}
	return b.String()
}

// TestConcurrentAnalyze runs several analyses into one --out at once:
// each either writes its whole set or fails saying another run holds the
// folder, and the folder ends up holding one run's outputs.
func TestConcurrentAnalyze(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	var wg sync.WaitGroup
	codes := make([]int, 3)
	errs := make([]string, 3)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], _, errs[i] = pubgraph(t, "", "analyze", "--no-svg", "--seed", fmt.Sprint(i+1), "--out", out, seeds)
		}()
	}
	wg.Wait()
	ok := 0
	for i, code := range codes {
		switch {
		case code == 0:
			ok++
		case code == exitFailure && strings.Contains(errs[i], "another pubgraph run is writing"):
		default:
			t.Errorf("run %d exited %d: %s", i, code, errs[i])
		}
	}
	if ok == 0 {
		t.Fatal("no run succeeded")
	}
	// The seed is in no file, but the marker lists every file of one set.
	marker, err := os.ReadFile(filepath.Join(out, ".pubgraph-output"))
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(marker))
	sc.Scan()
	for sc.Scan() {
		if _, err := os.Stat(filepath.Join(out, sc.Text())); err != nil {
			t.Errorf("listed output missing: %v", err)
		}
	}
}
