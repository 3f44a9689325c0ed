package analysis

import "testing"

func BenchmarkLeiden(b *testing.B) { benchmarkCommunities(b, Leiden) }
