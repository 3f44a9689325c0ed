package norm

import "testing"

func TestMixedScript(t *testing.T) {
	tests := []struct {
		in       string
		mixed    bool
		skeleton string
	}{
		{"Maria Lopez", false, "Maria Lopez"},
		{"M\u0430ria Lopez", true, "Maria Lopez"},                                   // Cyrillic а
		{"Maria L\u03bfpez", true, "Maria Lopez"},                                   // Greek ο
		{"\u041c\u0430\u0440\u0438\u044f", false, "\u041c\u0430\u0440\u0438\u044f"}, // Мария, all Cyrillic
		{"\u041c\u0430\u0440\u0438\u044f Smith", false, "\u041c\u0430\u0440\u0438\u044f Smith"},
		{"Ren\u00e9e Br\u00fcck", false, "Ren\u00e9e Br\u00fcck"}, // Latin with diacritics
		{"\u0421hen Tao", true, "Chen Tao"},                       // Cyrillic С
		{"\u674e Wei", false, "\u674e Wei"},                       // Han and Latin words
		{"", false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := MixedScript(tt.in); got != tt.mixed {
				t.Errorf("MixedScript(%q) = %v, want %v", tt.in, got, tt.mixed)
			}
			if got := Skeleton(tt.in); got != tt.skeleton {
				t.Errorf("Skeleton(%q) = %q, want %q", tt.in, got, tt.skeleton)
			}
		})
	}
}
