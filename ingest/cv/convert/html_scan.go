package convert

import (
	"strings"

	"github.com/pubgraph/pubgraph/ingest/cv/internal/scan"
)

// htmlOwnerFields are the values of a <meta> tag's name or property
// whose content may name the page's owner.
var htmlOwnerFields = []string{"description", "og:title", "og:description", "author"}

// metaTags returns the <meta> tags of head that name one of
// htmlOwnerFields, from "<meta" to their '>'.
func metaTags(head string) []string {
	var tags []string
	for i := 0; i < len(head); {
		k := indexFold(head[i:], "<meta")
		if k < 0 {
			break
		}
		at := i + k
		body := at + len("<meta")
		gt := strings.IndexByte(head[body:], '>')
		if body == len(head) || !scan.Space(head[body]) || gt < 0 || !namesOwnerField(head[body+1:body+gt]) {
			i = at + 1
			continue
		}
		tags = append(tags, head[at:body+gt+1])
		i = body + gt + 1
	}
	return tags
}

// namesOwnerField reports whether the attributes attrs of a <meta> tag
// hold name= or property= with one of htmlOwnerFields, quoted.
func namesOwnerField(attrs string) bool {
	for p := 0; p < len(attrs); p++ {
		q, ok := scan.PrefixAnyFold(attrs, p, []string{"name", "property"})
		if !ok {
			continue
		}
		q = scan.SkipSpace(attrs, q)
		if q >= len(attrs) || attrs[q] != '=' {
			continue
		}
		q = scan.SkipSpace(attrs, q+1)
		if q >= len(attrs) || attrs[q] != '"' && attrs[q] != '\'' {
			continue
		}
		if q, ok = scan.PrefixAnyFold(attrs, q+1, htmlOwnerFields); ok && q < len(attrs) && (attrs[q] == '"' || attrs[q] == '\'') {
			return true
		}
	}
	return false
}

// attrContent returns the quoted value of the content attribute of tag,
// a start tag's text, and whether it has one.
func attrContent(tag string) (string, bool) {
	for p := 0; p < len(tag); p++ {
		if !scan.Boundary(tag, p) {
			continue
		}
		q, ok := scan.PrefixFold(tag, p, "content")
		if !ok {
			continue
		}
		q = scan.SkipSpace(tag, q)
		if q >= len(tag) || tag[q] != '=' {
			continue
		}
		q = scan.SkipSpace(tag, q+1)
		if q >= len(tag) || tag[q] != '"' && tag[q] != '\'' {
			continue
		}
		if end := strings.IndexByte(tag[q+1:], tag[q]); end >= 0 {
			return tag[q+1 : q+1+end], true
		}
	}
	return "", false
}

// titleText returns the text of the first <title> element of head, and
// whether it has one.
func titleText(head string) (string, bool) {
	k := indexFold(head, "<title")
	if k < 0 {
		return "", false
	}
	gt := strings.IndexByte(head[k:], '>')
	if gt < 0 {
		return "", false
	}
	start := k + gt + 1
	end := indexFold(head[start:], "</title>")
	if end < 0 {
		return "", false
	}
	return head[start : start+end], true
}

// indexFold is strings.Index of pattern, an ASCII text in lower case
// that opens with '<' and holds neither s nor k, in s, blind to ASCII
// case.
func indexFold(s, pattern string) int {
	n := len(pattern)
	for k := 0; k+n <= len(s); k++ {
		c := strings.IndexByte(s[k:], '<')
		if c < 0 {
			return -1
		}
		k += c
		if k+n <= len(s) && strings.EqualFold(s[k:k+n], pattern) {
			return k
		}
	}
	return -1
}
