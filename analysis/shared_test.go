package analysis

import "testing"

func TestOrgKey(t *testing.T) {
	same := [][]string{
		{"Korea Advanced Institute of Science and Technology (KAIST)", "KAIST", "KAIST (Korea Advanced Institute of Science and Technology)"},
		{"The University of Michigan", "University of Michigan", "University of Michigan, Ann Arbor"},
		{"NYU Systems Group, New York University", "New York University", "New York University, New York, USA"},
		{"CMU (Carnegie Mellon University)", "CMU"},
		{"Seoul National University", "Seoul National University, Seoul, Korea"},
		{"Université de Montréal", "Universite de Montreal"},
	}
	for _, group := range same {
		for _, other := range group[1:] {
			if a, b := OrgKey(group[0]), OrgKey(other); a != b {
				t.Errorf("OrgKey(%q) = %q but OrgKey(%q) = %q; want equal", group[0], a, other, b)
			}
		}
	}
	different := [][2]string{
		{"Seoul National University", "Korea University"},
		{"Google", "Google DeepMind"},
		{"KAIST", "Korea Science Academy (KSA) of KAIST"},
	}
	for _, pair := range different {
		if OrgKey(pair[0]) == OrgKey(pair[1]) {
			t.Errorf("OrgKey(%q) == OrgKey(%q) = %q; want different", pair[0], pair[1], OrgKey(pair[0]))
		}
	}
}
