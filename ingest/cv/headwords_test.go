package cv

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadCVHeadWordsAndWrappedBylines reads invented entries whose
// first words read as names but are not a byline, or a byline that
// wraps: the head words of a reference work's entry ("Courts, Trial. In:
// Encyclopedia …") are its title, with the book as the venue; and a
// byline that the line breaks keeps the names on the next line. Head
// words parted by semicolons are one entry each.
func TestReadCVHeadWordsAndWrappedBylines(t *testing.T) {
	type want struct {
		Title   string
		Authors []string
		Venue   string
	}
	var got []want
	for _, page := range []string{
		"Jane Q. Doe\n\nPublications\n\n" +
			"1. Courts, Trial. In: Encyclopedia of Procedure, ed. M. Roe (New York: Test Press, 2019), pp. 45–47.\n" +
			"2. Reform, Rural; Courts, County. In Encyclopedia of Rural Life, ed. M. Roe. Chicago: Sample Press, 2016.\n" +
			"3. Almanacs; Mark Roe; and Ann Lee in *Dictionary of the Trial Age*, eds. Bo Chen and Eve Moe (Paris: Sample Press, 2018)\n",
		"Jane Q. Doe\n\nPublications\n\n" +
			"1. Mark Roe, Ann Lee, Bo Chen, Carl Poe, Eve Moe, Fay Noe, Gus Toe, Hal Woe,\n" +
			"   Jane Q. Doe. Wrapped bylines in trial lists. Journal of Things 12 (2020) 1-9.\n" +
			"2. Roe M, Lee A, Chen B, Poe C, Moe E, Noe F, Toe G, Woe H, Zoe I, Koe J, Loe K,\n" +
			"   Doe JQ. Names that wrap in Vancouver style. J Things. 2019;12(3):45-67.\n" +
			"3. Roe, M., Lee, A., Chen, B., Poe, C., Moe, E., Noe, F., Toe, G., Woe, H.,\n" +
			"   & Doe, J. Q. (2017). A title after a wrapped ampersand. Journal of Things, 11(3), 45–67.\n",
	} {
		recs, _, err := collectRecords(t, Read, []byte(page), "cv.txt")
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pubsOf(recs) {
			got = append(got, want{p.Title, authorNames(p.Authors), p.VenueText})
		}
	}
	wants := []want{
		{"Courts, Trial", []string{"Jane Q. Doe"}, "Encyclopedia of Procedure"},
		{"Reform, Rural", []string{"Jane Q. Doe"}, "Encyclopedia of Rural Life"},
		{"Courts, County", []string{"Jane Q. Doe"}, "Encyclopedia of Rural Life"},
		{"Almanacs", []string{"Jane Q. Doe"}, "Dictionary of the Trial Age"},
		{"Mark Roe", []string{"Jane Q. Doe"}, "Dictionary of the Trial Age"},
		{"Ann Lee", []string{"Jane Q. Doe"}, "Dictionary of the Trial Age"},
		{"Wrapped bylines in trial lists", []string{"Mark Roe", "Ann Lee", "Bo Chen", "Carl Poe", "Eve Moe", "Fay Noe", "Gus Toe", "Hal Woe", "Jane Q. Doe"}, "Journal of Things"},
		{"Names that wrap in Vancouver style", []string{"M Roe", "A Lee", "B Chen", "C Poe", "E Moe", "F Noe", "G Toe", "H Woe", "I Zoe", "J Koe", "K Loe", "JQ Doe"}, "J Things"},
		{"A title after a wrapped ampersand", []string{"M. Roe", "A. Lee", "B. Chen", "C. Poe", "E. Moe", "F. Noe", "G. Toe", "H. Woe", "J. Q. Doe"}, "Journal of Things"},
	}
	if diff := cmp.Diff(wants, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
