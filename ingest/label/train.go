package label

// TrainParams are the hyper-parameters of training.
type TrainParams struct {
	Epochs     int   `json:"epochs"`      // passes over the reference data
	NameEpochs int   `json:"name_epochs"` // passes over the name data
	Seed       int64 `json:"seed"`        // shuffles the data between passes
	RefBits    uint  `json:"ref_bits"`    // log2 of the field tagger's feature buckets
	NameBits   uint  `json:"name_bits"`   // log2 of the name tagger's feature buckets
	// Prune drops averaged weights smaller than this in absolute value,
	// to keep the model file small.
	Prune float64 `json:"prune"`
}

// DefaultTrainParams are the parameters `make model` uses.
func DefaultTrainParams() TrainParams {
	return TrainParams{Epochs: 12, NameEpochs: 15, Seed: 1, RefBits: 18, NameBits: 16, Prune: 0.01}
}
