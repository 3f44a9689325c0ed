package ingest

import "strings"

// Venue is an entry of the venue table.
type Venue struct {
	// Acronym is the venue's usual short name: "OSDI", "NeurIPS".
	Acronym string
	// Names are full names and variants that identify the venue.
	Names []string
	Kind  Kind
}

// LookupVenue finds the venue that text names, such as "16th USENIX
// Symposium on Operating Systems Design and Implementation (OSDI 2022)",
// "OSDI '22" or "Proc. of OSDI". It reports false for an unknown venue.
//
// TODO(venue table): a placeholder until the curated table lands.
func LookupVenue(text string) (Venue, bool) {
	t := strings.ToUpper(text)
	for _, v := range []Venue{{Acronym: "OSDI", Kind: KindConference}, {Acronym: "NeurIPS", Kind: KindConference}} {
		if strings.Contains(t, strings.ToUpper(v.Acronym)) {
			return v, true
		}
	}
	return Venue{}, false
}
