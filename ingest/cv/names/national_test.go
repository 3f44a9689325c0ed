package names

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestParseNationalStyles reads the bylines of national citation styles:
// Russian GOST (surname first, initials with stops after it, "и" for
// "and", "[и др.]" for names left out, "//" before the venue), Chinese
// GB/T 7714 (Han names parted by commas or "、", "等" for et al., English
// names with the surname in capitals and an initial) and Japanese lists
// (Han names parted by the middle dot "・"). Names are invented.
func TestParseNationalStyles(t *testing.T) {
	tests := []struct {
		in         string
		want       []string
		incomplete bool
		rest       string
	}{
		{"Иванов И. И., Петров П. П. Заглавие статьи // Журнал. 2019. Т. 5, № 2. С. 10–20.",
			[]string{"И. И. Иванов", "П. П. Петров"}, false, "Заглавие статьи // Журнал. 2019. Т. 5, № 2. С. 10–20."},
		{"Иванов И. И., Петров П. П. Заглавие // Журнал. 2019.",
			[]string{"И. И. Иванов", "П. П. Петров"}, false, "Заглавие // Журнал. 2019."},
		{"Иванов И. И. и Петров П. П. Заглавие статьи // Журнал. 2019.",
			[]string{"И. И. Иванов", "П. П. Петров"}, false, "Заглавие статьи // Журнал. 2019."},
		{"Иванов И. И., Петров П. П., Сидоров С. С. [и др.] Заглавие // Журнал. 2019.",
			[]string{"И. И. Иванов", "П. П. Петров", "С. С. Сидоров"}, true, "Заглавие // Журнал. 2019."},
		{"Иванов И. И. Заглавие: монография / И. И. Иванов. – М.: Издательство, 2022. – 312 с.",
			[]string{"И. И. Иванов"}, false, "Заглавие: монография / И. И. Иванов. – М.: Издательство, 2022. – 312 с."},
		{"Ivanov I. I., Novak J., Petrov P. P. A title // Journal. 2021. Vol. 3. P. 12.",
			[]string{"I. I. Ivanov", "J. Novak", "P. P. Petrov"}, false, "A title // Journal. 2021. Vol. 3. P. 12."},
		{"Lee E. S., Ivanova M. P. A title // Journal. 2023.",
			[]string{"E. S. Lee", "M. P. Ivanova"}, false, "A title // Journal. 2023."},
		{"王小明, 李华, 张伟, 等. 题名[J]. 刊名, 2018, 34(6): 612-620.",
			[]string{"王小明", "李华", "张伟"}, true, "题名[J]. 刊名, 2018, 34(6): 612-620."},
		{"王小明, 李华等. 题名[J]. 刊名, 2018.",
			[]string{"王小明", "李华"}, true, "题名[J]. 刊名, 2018."},
		{"王小明、李华. 题名[J]. 刊名, 2018.",
			[]string{"王小明", "李华"}, false, "题名[J]. 刊名, 2018."},
		{"WANG Xiaoming, LI H, ZHAO L. A title[J]. Journal, 2020, 10(15): 12.",
			[]string{"Xiaoming WANG", "H LI", "L ZHAO"}, false, "A title[J]. Journal, 2020, 10(15): 12."},
		{"LI N, WANG Xiaoming, MÜLLER K, SATO H. A title[J]. Journal, 2022.",
			[]string{"N LI", "Xiaoming WANG", "K MÜLLER", "H SATO"}, false, "A title[J]. Journal, 2022."},
		// GB/T 7714 with two initials written apart after the
		// surname, and "等" closing the list.
		{"NIE X L, WANG Y, ZHANG S Q, 等. A title[J]. Journal, 2019, 42(3): 1-10.",
			[]string{"X L NIE", "Y WANG", "S Q ZHANG"}, true, "A title[J]. Journal, 2019, 42(3): 1-10."},
		{"LI M H, CHEN J. A title[J]. Journal, 2020.",
			[]string{"M H LI", "J CHEN"}, false, "A title[J]. Journal, 2020."},
		// Korean names in Hangul, each whole in one word, parted by
		// commas; a Latin name among them.
		{"홍길동, 김철수, 이영희, \"제목,\" 학회지, 2020.",
			[]string{"홍길동", "김철수", "이영희"}, false, ", \"제목,\" 학회지, 2020."},
		{"홍길동, 박민수, \"제목,\" 학회지, 2019.",
			[]string{"홍길동", "박민수"}, false, ", \"제목,\" 학회지, 2019."},
		{"남궁민수, Jane Q. Doe, 오준서, \"제목,\" 학회지, 2019.",
			[]string{"남궁민수", "Jane Q. Doe", "오준서"}, false, ", \"제목,\" 학회지, 2019."},
		{"山田太郎・佐藤花子・鈴木一郎 (2018) 表題. 雑誌, 63(2), 89-101.",
			[]string{"山田太郎", "佐藤花子", "鈴木一郎"}, false, "(2018) 表題. 雑誌, 63(2), 89-101."},
		// A name this reader does not know after the dot: no byline,
		// rather than one cut short.
		{"山田太郎・佐藤花子・鈴木はなこ編 (2020) 表題.", []string{}, false, "山田太郎・佐藤花子・鈴木はなこ編 (2020) 表題."},
		{"山田太郎、佐藤花子 (2020) 表題. 雑誌, 73, 45-58.",
			[]string{"山田太郎", "佐藤花子"}, false, "(2020) 表題. 雑誌, 73, 45-58."},
		// Japanese given names in kana after a surname in Han
		// characters, with or without a space, and "ほか", "他" and
		// "等" for the names left out, glued to the last name or not.
		{"山田はなこ・佐藤一郎・鈴木次郎ほか (2019) 表題. 雑誌, 12, 45-67.",
			[]string{"山田はなこ", "佐藤一郎", "鈴木次郎"}, true, "(2019) 表題. 雑誌, 12, 45-67."},
		{"山田はなこ、佐藤一郎 他 (2020) 表題. 雑誌.", []string{"山田はなこ", "佐藤一郎"}, true, "(2020) 表題. 雑誌."},
		{"佐藤一郎、山田はなこ他 (2020) 表題.", []string{"佐藤一郎", "山田はなこ"}, true, "(2020) 表題."},
		{"山田 はなこ・佐藤 一郎 (2020) 表題. 雑誌.", []string{"山田 はなこ", "佐藤 一郎"}, false, "(2020) 表題. 雑誌."},
		{"高橋サクラ・山田はなこ 等 (2022) 表題.", []string{"高橋サクラ", "山田はなこ"}, true, "(2022) 表題."},
		{"高橋サクラ、田中ユーリ (2022) 表題.", []string{"高橋サクラ", "田中ユーリ"}, false, "(2022) 表題."},
		{"山田はなこ, 佐藤一郎, 鈴木次郎: 表題. 雑誌, 2019.",
			[]string{"山田はなこ", "佐藤一郎", "鈴木次郎"}, false, ": 表題. 雑誌, 2019."},
		{"山田太郎・鈴木一郎ほか (2018) 表題.", []string{"山田太郎", "鈴木一郎"}, true, "(2018) 表題."},
		// A name all in kana keeps its middle dot.
		{"ジョン・スミス・山田 (2020) 表題.", []string{}, false, "ジョン・スミス・山田 (2020) 表題."},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			b := Parse(tt.in, 0, false)
			var names []string
			for _, n := range b.Names {
				names = append(names, Clean(n))
			}
			if diff := cmp.Diff(tt.want, GivenFirst(names)); diff != "" {
				t.Errorf("names (-want +got):\n%s", diff)
			}
			if b.Incomplete != tt.incomplete {
				t.Errorf("Incomplete = %v, want %v", b.Incomplete, tt.incomplete)
			}
			if rest := tt.in[SkipSpaces(tt.in, min(b.End, len(tt.in))):]; rest != tt.rest {
				t.Errorf("after the byline %q, want %q", rest, tt.rest)
			}
		})
	}
}

// TestGivenFirstNational checks the name orders of national styles and
// what stays as written beside them.
func TestGivenFirstNational(t *testing.T) {
	tests := []struct {
		name     string
		in, want []string
	}{
		{"GOST, spaced initials", []string{"Иванов И. И.", "Петров П. П."}, []string{"И. И. Иванов", "П. П. Петров"}},
		{"GOST, one name", []string{"Иванов И. И."}, []string{"И. И. Иванов"}},
		{"GOST, one initial beside spaced ones", []string{"Ivanov I. I.", "Novak J."}, []string{"I. I. Ivanov", "J. Novak"}},
		{"GB/T, capitals and an initial", []string{"WANG Xiaoming", "ZHAO L"}, []string{"Xiaoming WANG", "L ZHAO"}},
		{"GB/T, capitals and initials only", []string{"ZHAO L", "OKAFOR B"}, []string{"L ZHAO", "B OKAFOR"}},
		{"a capitals-and-initial name alone stays", []string{"ZHAO L"}, []string{"ZHAO L"}},
		{"runs of initials are no surname", []string{"WANG Xiaoming", "JQ D"}, []string{"Xiaoming WANG", "JQ D"}},
		{"Han names stay", []string{"山田太郎", "佐藤花子"}, []string{"山田太郎", "佐藤花子"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, GivenFirst(tt.in)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
