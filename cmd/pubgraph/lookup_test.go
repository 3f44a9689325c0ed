package main

import (
	"strings"
	"testing"
)

// TestFindingPeople runs path and person with each way of naming someone:
// a network node id, an initial and surname, lower case, a typo (which
// suggests the closest name) and a truncated name (which is no match,
// never someone else).
func TestFindingPeople(t *testing.T) {
	const network = "../../testdata/networks/grqc-head.txt"
	for _, tc := range []struct {
		name     string
		args     []string
		code     int
		stdout   string // in stdout
		stderr   string // in stderr
		noStdout string
	}{
		{"node ids of an unnamed edge list", []string{"path", "-q", "937", "5233", network}, 0, "collaboration distance 937 – 5233: 2", "", ""},
		{"initial and surname", []string{"person", "-q", "T. Krishna", seeds}, 0, "Tushar Krishna (#", "", ""},
		{"case and hyphens", []string{"person", "-q", "gyeong in yu", seeds}, 0, "Gyeong-In Yu (#", "", ""},
		{"person id", []string{"path", "-q", "#0", "#0", seeds}, 0, "are the same person", "", ""},
		{"typo", []string{"person", "-q", "Tushar Krisna", seeds}, 1, "", "closest: Tushar Krishna (#", ""},
		{"truncated", []string{"person", "-q", "Jinsun Yo", seeds}, 1, "", `no person named "Jinsun Yo"`, "Jinsun Yoo"},
		{"surname of several", []string{"person", "-q", "Kim", seeds}, 1, "", `"Kim" fits `, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := pubgraph(t, "", tc.args...)
			if code != tc.code || !strings.Contains(stdout, tc.stdout) || !strings.Contains(stderr, tc.stderr) ||
				(tc.noStdout != "" && strings.Contains(stdout, tc.noStdout)) {
				t.Errorf("%v: exit %d\nstdout:\n%s\nstderr:\n%s", tc.args, code, stdout, stderr)
			}
		})
	}
}
