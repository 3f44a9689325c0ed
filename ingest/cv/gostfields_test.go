package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadCVContainerAfterTitle reads invented entries in the forms that
// run the container into the sentence of the title, GOST's "Title //
// Journal. – 2020. – Т. 88, № 4. – С. 7–15." (with the byline before
// the title or after a slash) and GB/T 7714's "Title[C]//Proceedings":
// the title ends where the container starts, the container is the venue,
// and the volume, issue and pages are read by their words in Russian and
// English.
func TestReadCVContainerAfterTitle(t *testing.T) {
	type want struct {
		Title, Venue, Volume, Issue, Pages string
		Authors                            int
	}
	page := "# Публикации\n\n" +
		"1. Петров И. И., Сидоров А. Б. Магнитные свойства тонких плёнок // Журнал пробной физики. – 2020. – Т. 88, № 4. – С. 7–15.\n" +
		"2. Оптика слоистых сред / И. И. Петров, В. Г. Кузнецов // Пробная оптика. – 2019. – Т. 12, № 3. – С. 101–110.\n" +
		"3. Petrov I. I., Smirnov A. A. Spin waves in trial films // Trial Solid State Letters. – 2018. – Vol. 60, No. 2. – P. 33–41.\n" +
		"4. Wave paths in layered media / I. I. Petrov, V. G. Kuznetsov // Journal of Trial Physics. – 2017. – Vol. 5, No. 1. – P. 1–9.\n" +
		"5. NIE X, YAN W, LIU Q. Sediment transport in trial flumes[C]//Proceedings of the Trial Hydraulics Conference. Nanjing: Test Press, 2016: 33-40.\n"
	recs, _, err := collectRecords(t, Read, []byte(page), "list.md")
	if err != nil {
		t.Fatal(err)
	}
	var got []want
	for _, p := range pubsOf(recs) {
		got = append(got, want{p.Title, p.VenueText, p.Locator.Volume, p.Locator.Issue, p.Locator.Pages, len(p.Authors)})
	}
	wants := []want{
		{"Магнитные свойства тонких плёнок", "Журнал пробной физики", "88", "4", "7–15", 2},
		{"Оптика слоистых сред", "Пробная оптика", "12", "3", "101–110", 2},
		{"Spin waves in trial films", "Trial Solid State Letters", "60", "2", "33–41", 2},
		{"Wave paths in layered media", "Journal of Trial Physics", "5", "1", "1–9", 2},
		{"Sediment transport in trial flumes", "Proceedings of the Trial Hydraulics Conference", "", "", "33-40", 3},
	}
	if diff := cmp.Diff(wants, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
