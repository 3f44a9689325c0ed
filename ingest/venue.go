package ingest

import (
	"github.com/pubgraph/pubgraph/ingest/venues"
	"github.com/pubgraph/pubgraph/pub"
)

// Venue is an entry of the venue table (see package venues).
type Venue = venues.Venue

// LookupVenue finds the venue that text names (see venues.Lookup).
func LookupVenue(text string) (Venue, bool) { return venues.Lookup(text) }

// VenueKind tells from the words of a venue string what kind of
// publication appeared there (see venues.Kind).
func VenueKind(text string) pub.Kind { return venues.Kind(text) }
