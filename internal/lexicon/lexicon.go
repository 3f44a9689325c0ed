// Package lexicon holds the word lists that more than one reader stage
// consults, so that the CV reader's rules and the token labeller's
// features read one copy.
package lexicon

import _ "embed"

// VenuesTSV is the curated venue table: one venue a row, with its
// acronym, short names, full names, kind and flags; the header row
// documents the columns. ingest.LookupVenue parses it; the labeller's
// venue feature reads its acronyms and names.
//
//go:embed venues.tsv
var VenuesTSV string

// VenuesPath is where VenuesTSV lives, relative to the repository root,
// for tools that hash the data a model was trained from.
const VenuesPath = "internal/lexicon/venues.tsv"
