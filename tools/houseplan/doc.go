// Package houseplan holds no code: its test checks the house plan of
// docs/architecture.md, the rule of which package may import which.
//
//	pub ← ingest ← cmd/pubgraph
//	pub ← graph ← analysis ← report ← cmd/pubgraph
//	render ← cmd/pubgraph
//
// internal/ holds leaves the product shares and imports nothing of the
// module but pub; tools/ (development commands) may import anything, and nothing
// of the product imports tools/ (tests and benchmarks aside).
package houseplan
