package entries

import "testing"

func TestJoinText(t *testing.T) {
	tests := []struct{ a, b, want string }{
		{"Efficient Distributed Train-", "ing with Gradients", "Efficient Distributed Training with Gradients"},
		{"In: Proceedings of the 2022 Confer-", "ence on ML", "In: Proceedings of the 2022 Conference on ML"},
		{"a state-of-the-", "art method", "a state-of-the-art method"},
		{"Data-", "Driven Caching", "Data-Driven Caching"},
		{"Title -", "Alice Smith", "Title - Alice Smith"},
		{"2019 -", "present", "2019 - present"},
		{"pages 12--", "14", "pages 12-- 14"},
		{"plain  ", "  text", "plain text"},
		{"ends-", "", "ends- "},
	}
	for _, tt := range tests {
		if got := joinText(tt.a, tt.b); got != tt.want {
			t.Errorf("joinText(%q, %q) = %q, want %q", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestCleanTitleLeadingYear(t *testing.T) {
	for in, want := range map[string]string{
		"(2021): Streaming joins without tears.": "Streaming joins without tears",
		"(2019) Lazy snapshots":                  "Lazy snapshots",
		"(2020a). Title with a suffix year":      "Title with a suffix year",
		"1984 revisited":                         "1984 revisited",
		"(Almost) free lunches":                  "(Almost) free lunches",
	} {
		if got, _ := cleanTitle(in); got != want {
			t.Errorf("cleanTitle(%q) = %q, want %q", in, got, want)
		}
	}
}
