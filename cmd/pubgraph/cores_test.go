package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestSameBytesAcrossCores runs analyze in process, as the command runs,
// with GOMAXPROCS 1, 2 and 4 (every parallel stage takes its number of
// workers from it) and requires every output file to be the same, byte
// for byte: the seed CVs, a synthetic network large enough that each
// parallel stage cuts its work into many shares, and the same network
// above --exact-limit, where centralities are estimated.
func TestSameBytesAcrossCores(t *testing.T) {
	if testing.Short() {
		t.Skip("runs analyze nine times")
	}
	net := filepath.Join(t.TempDir(), "net.edges")
	rng := rand.New(rand.NewPCG(7, 11))
	var b strings.Builder
	// Clusters of people joined by a few bridges, with repeated pairs,
	// so that betweenness, closeness and communities have work to share.
	const people = 1500
	for i := range 5000 {
		u := rng.IntN(people)
		v := u/100*100 + rng.IntN(100)
		if i%20 == 0 {
			v = rng.IntN(people)
		}
		if u != v {
			fmt.Fprintf(&b, "%d %d\n", u, v)
		}
	}
	os.WriteFile(net, []byte(b.String()), 0o644)
	// A network big enough that the builder and the tables cut their
	// work into shares too (above 8192 people), with centralities
	// estimated.
	big := filepath.Join(t.TempDir(), "big.edges")
	b.Reset()
	for i := range 40000 {
		u := rng.IntN(12000)
		v := u/100*100 + rng.IntN(100)
		if i%10 == 0 {
			v = rng.IntN(12000)
		}
		if u != v {
			fmt.Fprintf(&b, "%d %d %d\n", u, v, 1+i%3)
		}
	}
	os.WriteFile(big, []byte(b.String()), 0o644)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"seeds", []string{seeds}},
		{"network", []string{"--no-svg", net}},
		{"network estimated", []string{"--no-svg", "--exact-limit", "100", net}},
		{"big network", []string{"--no-svg", "--exact-limit", "100", "--epsilon", "0.05", big}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var first map[string][]byte
			for _, procs := range []int{1, 2, 4} {
				runtime.GOMAXPROCS(procs)
				out := filepath.Join(t.TempDir(), "out")
				code, _, stderr := pubgraph(t, "", append([]string{"analyze", "-q", "--out", out}, tt.args...)...)
				if code != 0 {
					t.Fatalf("GOMAXPROCS=%d: exit %d\n%s", procs, code, stderr)
				}
				files := readOutputs(t, out)
				if first == nil {
					first = files
					if len(files) < 5 {
						t.Fatalf("analyze wrote %d files", len(files))
					}
					continue
				}
				for name, x := range first {
					y, ok := files[name]
					if !ok {
						t.Errorf("GOMAXPROCS=%d: no %s", procs, name)
						continue
					}
					if !bytes.Equal(x, y) {
						i := 0
						for i < min(len(x), len(y)) && x[i] == y[i] {
							i++
						}
						t.Errorf("%s differs between GOMAXPROCS=1 and %d at byte %d:\n%q\n%q", name, procs, i,
							x[max(0, i-80):min(len(x), i+40)], y[max(0, i-80):min(len(y), i+40)])
					}
				}
			}
		})
	}
}

// readOutputs returns every file below out by its path relative to out.
func readOutputs(t *testing.T, out string) map[string][]byte {
	t.Helper()
	files := make(map[string][]byte)
	err := filepath.WalkDir(out, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		rel, _ := filepath.Rel(out, path)
		files[rel] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
