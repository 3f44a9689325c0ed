package graph

import (
	"cmp"
	"hash/maphash"
	"runtime"
	"slices"
	"sync"
)

// keyDup says that item pub has the key of an earlier item, first being
// the first item with that key.
type keyDup struct {
	pub, first int32
}

// hashedIndex is an item's index and the hash of its key.
type hashedIndex struct {
	hash  uint64
	index int32
}

// firstOfSameKey returns, for each item of 0..n-1 whose key is not empty
// and is the key of an earlier item, that item and the first with its
// key, in item order: what a map from key to first item would tell a
// loop over the items, without a map. key appends item i's key to buf
// and returns it.
//
// The keys are hashed on all cores and the hashes sorted, so that
// millions of keys cost one array of 16 bytes an item and no strings
// kept; only the items of a run of equal hashes have their keys
// computed again and compared. The result does not depend on the hash
// seed or the number of cores.
func firstOfSameKey(n int, key func(buf []byte, i int) []byte) []keyDup {
	var dups []keyDup
	sameKeys(n, key, func(pb, first int32) { dups = append(dups, keyDup{pub: pb, first: first}) })
	slices.SortFunc(dups, func(a, b keyDup) int { return cmp.Compare(a.pub, b.pub) })
	return dups
}

// sameKeys calls found(pub, first) for each item that firstOfSameKey
// returns, in no particular order.
func sameKeys(n int, key func(buf []byte, i int) []byte, found func(pb, first int32)) {
	seed := maphash.MakeSeed()
	// Each worker hashes the keys of its range into the front of the
	// range; the ranges are then moved together. One array in all: the
	// heap is large when this runs, and garbage costs a collection of it.
	hashed := make([]hashedIndex, n)
	type filled struct{ lo, count int }
	var mu sync.Mutex
	var ranges []filled
	parallelRange(n, func(lo, hi int) {
		k := lo
		var buf []byte
		for i := lo; i < hi; i++ {
			if buf = key(buf[:0], i); len(buf) > 0 {
				hashed[k] = hashedIndex{maphash.Bytes(seed, buf), int32(i)}
				k++
			}
		}
		mu.Lock()
		ranges = append(ranges, filled{lo, k - lo})
		mu.Unlock()
	})
	slices.SortFunc(ranges, func(a, b filled) int { return cmp.Compare(a.lo, b.lo) })
	total := 0
	for _, r := range ranges {
		total += copy(hashed[total:], hashed[r.lo:r.lo+r.count])
	}
	hashed = hashed[:total]
	sortHashed(hashed, 63, runtime.GOMAXPROCS(0))
	var buf []byte
	var keys []string // the distinct keys of a run, in order
	var firsts []int32
	for lo := 0; lo < len(hashed); {
		hi := lo + 1
		for hi < len(hashed) && hashed[hi].hash == hashed[lo].hash {
			hi++
		}
		if hi-lo > 1 {
			keys, firsts = keys[:0], firsts[:0]
			for _, h := range hashed[lo:hi] {
				buf = key(buf[:0], int(h.index))
				// Different keys of one hash are all but unheard of.
				r := slices.IndexFunc(keys, func(k string) bool { return k == string(buf) })
				if r < 0 {
					keys, firsts = append(keys, string(buf)), append(firsts, h.index)
					continue
				}
				found(h.index, firsts[r])
			}
		}
		lo = hi
	}
}

// sortHashed sorts s by hash, then index. With more than one core to
// use it splits s in place at hash bit bit (hashes are uniform, so the
// halves are about equal) and sorts the halves at once.
func sortHashed(s []hashedIndex, bit int, procs int) {
	if procs < 2 || len(s) < 1<<15 || bit < 0 {
		slices.SortFunc(s, func(a, b hashedIndex) int {
			if a.hash != b.hash {
				return cmp.Compare(a.hash, b.hash)
			}
			return cmp.Compare(a.index, b.index)
		})
		return
	}
	i, j := 0, len(s)
	for i < j {
		if s[i].hash>>bit&1 == 0 {
			i++
		} else {
			j--
			s[i], s[j] = s[j], s[i]
		}
	}
	var wg sync.WaitGroup
	wg.Go(func() { sortHashed(s[:i], bit-1, procs/2) })
	sortHashed(s[i:], bit-1, procs-procs/2)
	wg.Wait()
}

// appendTitleKey appends TitleKey(title) to buf, without allocating for
// a title of ASCII letters, digits, spaces and punctuation.
func appendTitleKey(buf []byte, title string) []byte {
	for i := 0; i < len(title); i++ {
		if c := title[i]; c >= 0x80 || c == '[' || c == '(' {
			return append(buf, TitleKey(title)...)
		}
	}
	for i := 0; i < len(title); i++ {
		switch c := title[i]; {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
			buf = append(buf, c)
		case 'A' <= c && c <= 'Z':
			buf = append(buf, c+'a'-'A')
		}
	}
	return buf
}
