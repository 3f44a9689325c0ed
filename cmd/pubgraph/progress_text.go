package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// plainLine is a progress line for logs: the stage, its counts, and the
// time since the run began; after the stage's first line, also how long
// the stage has run.
func plainLine(stage, detail string, took, run time.Duration) string {
	var b strings.Builder
	b.WriteString(stage)
	if detail != "" {
		b.WriteString(": ")
		b.WriteString(detail)
	}
	if took >= time.Second {
		fmt.Fprintf(&b, "; %s in this stage", roundDuration(took))
	}
	fmt.Fprintf(&b, " (%s)", seconds(run))
	return b.String()
}

// liveLine is the terminal's line: the stage, its counts and how long the
// stage has run, in at most width characters. When it is too long, a
// path in the stage's name gives way first (keeping its end: the file's
// name), then the end of the line.
func liveLine(stage, detail string, took time.Duration, width int) string {
	rest := ""
	if detail != "" {
		rest = ": " + detail
	}
	if took >= time.Second {
		rest += " · " + roundDuration(took).String()
	}
	if n := utf8.RuneCountInString(rest); utf8.RuneCountInString(stage)+n > width && width-n >= 20 && strings.ContainsRune(stage, '/') {
		stage = fitWidth(stage, width-n)
	}
	s := stage + rest
	if utf8.RuneCountInString(s) > width {
		s = string([]rune(s)[:width-1]) + "…"
	}
	return s
}

// fitWidth cuts s to at most n characters, keeping its end after an
// ellipsis.
func fitWidth(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return "…" + string(r[len(r)-(n-1):])
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.1fs", d.Seconds()) }

// roundDuration rounds to what a person reads at a glance: seconds, or
// tenths below ten seconds.
func roundDuration(d time.Duration) time.Duration {
	if d < 10*time.Second {
		return d.Round(100 * time.Millisecond)
	}
	return d.Round(time.Second)
}

// counted writes n with thousands separators: 1,234,567.
func counted(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// megabytes writes a byte count in MB (10⁶ bytes), with one decimal below
// 10 MB.
func megabytes(n int64) string {
	mb := float64(n) / 1e6
	if mb < 10 {
		return fmt.Sprintf("%.1f MB", mb)
	}
	return fmt.Sprintf("%.0f MB", mb)
}

// countDetail describes done units of total (0: unknown) after took: the
// rate, and when the total is known the time left at that rate. unit is
// plural ("records", "paths").
func countDetail(done, total int64, unit string, took time.Duration) string {
	s := counted(done)
	if total > 0 {
		s += "/" + counted(total)
	}
	s += " " + unit
	if secs := took.Seconds(); secs >= 0.5 && done > 0 {
		rate := float64(done) / secs
		s += fmt.Sprintf(", %s/s", counted(int64(rate+0.5)))
		if total > done {
			s += left(float64(total-done) / rate)
		}
	}
	return s
}

// byteDetail describes bytes read or written of total (0: unknown) after
// took: the share done, the rate and the time left.
func byteDetail(n, total int64, took time.Duration) string {
	s := megabytes(n)
	if total > 0 {
		s = fmt.Sprintf("%s/%s (%d%%)", strings.TrimSuffix(s, " MB"), megabytes(total), min(100, n*100/total))
	}
	if secs := took.Seconds(); secs >= 0.5 && n > 0 {
		rate := float64(n) / secs
		s += fmt.Sprintf(", %.0f MB/s", rate/1e6)
		if total > n {
			s += left(float64(total-n) / rate)
		}
	}
	return s
}

// left says ", about 12s left", rounded to what a person reads, or
// nothing when that would be more than a day: a rate that low is a stall,
// not a forecast.
func left(secs float64) string {
	if secs > 24*3600 {
		return ""
	}
	d := time.Duration(secs * float64(time.Second))
	return ", about " + max(time.Second, d.Round(time.Second)).String() + " left"
}

// tail returns the last n bytes of s at a character boundary, after an
// ellipsis when s was longer.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := len(s) - (n - len("…"))
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return "…" + s[i:]
}
