package graph

import (
	"context"
	"os"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pubgraph/pubgraph/ingest"
	"github.com/pubgraph/pubgraph/pub"
)

// BenchmarkBuildDBLP measures Builder.Add and Build on the records of a
// dblp XML dump named by PUBGRAPH_BENCH_DBLP (a generated one:
// ../shared/tools/gen_dblp.py N FILE), read into memory once:
//
//	PUBGRAPH_BENCH_DBLP=/tmp/dblp300k.xml go test ./graph -run '^$' -bench BuildDBLP -benchtime 3x
//
// It reports the CPU seconds (user and system, all threads: the machine
// may be shared, which stretches wall time) of Add and of each Build
// stage per run, and the heap live after Build with the records.
func BenchmarkBuildDBLP(b *testing.B) {
	path := os.Getenv("PUBGRAPH_BENCH_DBLP")
	if path == "" {
		b.Skip("PUBGRAPH_BENCH_DBLP not set")
	}
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	var recs []pub.Record
	err = ingest.ReadDBLP(f, path, ingest.Options{}, func(r pub.Record) error {
		recs = append(recs, r)
		return nil
	})
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	cpu := func() time.Duration {
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	stages := make(map[string]time.Duration)
	var order []string
	var live uint64
	b.ResetTimer()
	for b.Loop() {
		start := cpu()
		bl := NewBuilder()
		for _, r := range recs {
			bl.Add(r)
		}
		stages["add"] += cpu() - start
		last, at := "", cpu()
		c, err := bl.Build(context.Background(), BuildOptions{MaxAuthors: DefaultMaxAuthors, Stage: func(name string) {
			if last != "" {
				stages[last] += cpu() - at
			} else if len(order) == 0 {
				order = append(order, "add")
			}
			if _, ok := stages[name]; !ok {
				order = append(order, name)
			}
			last, at = name, cpu()
		}})
		stages[last] += cpu() - at
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		bl = nil
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		live = ms.HeapAlloc
		runtime.KeepAlive(c)
		c = nil
		b.StartTimer()
	}
	for _, name := range order {
		b.ReportMetric(stages[name].Seconds()/float64(b.N), "cpu-s/"+strings.ReplaceAll(name, " ", "-"))
	}
	b.ReportMetric(float64(live)/(1<<20), "MB-live-with-records")
}
