package label

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseTagged(t *testing.T) {
	for _, tc := range []struct {
		line string
		want Tagged
	}{
		{"<author>Doe, J.</author> (<date>2001</date>).", Tagged{"Doe, J. (2001).", []Tag{{"author", 0, 7}, {"date", 9, 13}}}},
		{"<author><b>Doe</b>, J.</author>", Tagged{"Doe, J.", []Tag{{"author", 0, 7}, {"b", 0, 3}}}},
		{"a &lt;b&gt; &amp; &#35;c", Tagged{"a <b> & #c", nil}},
		{"<title></title>x", Tagged{"x", []Tag{{"title", 0, 0}}}},
	} {
		got, err := ParseTagged(tc.line)
		if err != nil {
			t.Errorf("ParseTagged(%q): %v", tc.line, err)
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("ParseTagged(%q) (-want +got):\n%s", tc.line, diff)
		}
	}
}

func TestParseTaggedErrors(t *testing.T) {
	for _, line := range []string{
		"<author>Doe", "Doe</author>", "<author>a<b>c</author></b>", "a > b", "a &nbsp; b", "a & b",
		"<Author>x</Author>", "<>x", "&#0;", "&#99999999;", "<author x",
	} {
		if _, err := ParseTagged(line); !errors.Is(err, ErrTagged) {
			t.Errorf("ParseTagged(%q): err %v, want ErrTagged", line, err)
		}
	}
	if _, err := ReadTagged("# c\n<a>x</a>\nbad</b>\n"); err == nil || err.Error() != "line 3: column 4: malformed labelled line: </b> closes nothing open" {
		t.Errorf("ReadTagged error %v", err)
	}
}

func FuzzParseTagged(f *testing.F) {
	for _, s := range []string{"<author>Doe, J.</author> (<date>2001</date>).", "<author><b>Doe</b>, J.</author>", "a &lt;b&gt; &amp; &#35;c", "#x", "<a></a>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		tg, err := ParseTagged(line)
		if err != nil {
			return
		}
		for _, x := range tg.Tags {
			if x.Start < 0 || x.End > len(tg.Text) || x.Start > x.End {
				t.Fatalf("tag %+v outside %q", x, tg.Text)
			}
		}
		// Round trip: writing and reading again gives the same text and
		// tags (new lines are written as spaces).
		again, err := ParseTagged(tg.String())
		if err != nil {
			t.Fatalf("ParseTagged(String()) of %q: %v (wrote %q)", line, err, tg.String())
		}
		if containsNewline(tg.Text) {
			return
		}
		if diff := cmp.Diff(tg, again); diff != "" {
			t.Fatalf("round trip of %q (-first +second):\n%s", line, diff)
		}
	})
}

func containsNewline(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' || s[i] == '\r' {
			return true
		}
	}
	return false
}
