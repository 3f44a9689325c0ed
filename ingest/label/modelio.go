package label

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
)

// The model file: a first line "pubgraph-label-model 1", a second line of
// JSON (the Header), then a gzip stream holding the two taggers.

const modelMagic = "pubgraph-label-model 1"

// ErrBadModel is returned (wrapped) when a model file cannot be read.
var ErrBadModel = errors.New("label: bad model file")

// Header describes how a model was trained.
type Header struct {
	// Hash is the SHA-256 of the training data, the package's non-test
	// source and the hyper-parameters; see SourceHash.
	Hash   string      `json:"hash"`
	Params TrainParams `json:"params"`
}

// decodeModel reads a model file.
func decodeModel(data []byte) (*Model, error) {
	m, _, err := ReadModel(bytes.NewReader(data))
	return m, err
}

// ReadModel reads a model file written by [Model.Write].
func ReadModel(r io.Reader) (*Model, Header, error) {
	var h Header
	br := bufio.NewReader(r)
	line, err := br.ReadString('\n')
	if err != nil || line != modelMagic+"\n" {
		return nil, h, fmt.Errorf("%w: no %q line", ErrBadModel, modelMagic)
	}
	line, err = br.ReadString('\n')
	if err != nil {
		return nil, h, fmt.Errorf("%w: no header: %v", ErrBadModel, err)
	}
	if err := json.Unmarshal([]byte(line), &h); err != nil {
		return nil, h, fmt.Errorf("%w: header: %v", ErrBadModel, err)
	}
	zr, err := gzip.NewReader(br)
	if err != nil {
		return nil, h, fmt.Errorf("%w: %v", ErrBadModel, err)
	}
	zb := bufio.NewReader(zr)
	m := &Model{}
	if m.refs, err = readTagger(zb); err != nil {
		return nil, h, err
	}
	if m.refs.labels != refStates {
		return nil, h, fmt.Errorf("%w: field tagger has %d states, want %d", ErrBadModel, m.refs.labels, refStates)
	}
	m.refs.stateLabel = stateLabel
	m.refs.prepare()
	if m.names, err = readTagger(zb); err != nil {
		return nil, h, err
	}
	if m.names.labels != nameLabels {
		return nil, h, fmt.Errorf("%w: name tagger has %d states, want %d", ErrBadModel, m.names.labels, nameLabels)
	}
	m.names.prepare()
	return m, h, nil
}

// Write writes the model with its header.
func (m *Model) Write(w io.Writer, h Header) error {
	hj, err := json.Marshal(h)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "%s\n%s\n", modelMagic, hj); err != nil {
		return err
	}
	zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
	bw := bufio.NewWriter(zw)
	for _, t := range []*tagger{m.refs, m.names} {
		writeTagger(bw, t)
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

// A tagger is written as: labels, bits, the transition weights, the
// temperature of its confidences, the count
// of non-zero weights, then each as a uvarint gap from the previous
// non-zero index and a float32 quantised to int16 steps of scale.
func writeTagger(w *bufio.Writer, t *tagger) {
	var buf [binary.MaxVarintLen64]byte
	put := func(v uint64) { w.Write(buf[:binary.PutUvarint(buf[:], v)]) }
	put(uint64(t.labels))
	put(uint64(t.bits))
	for _, x := range t.trans {
		binary.Write(w, binary.LittleEndian, math.Float32bits(x))
	}
	binary.Write(w, binary.LittleEndian, math.Float32bits(t.temp))
	var maxAbs float32
	nz := 0
	for _, x := range t.w {
		if x != 0 {
			nz++
			maxAbs = max(maxAbs, x, -x)
		}
	}
	scale := maxAbs / 32767
	if scale == 0 {
		scale = 1
	}
	binary.Write(w, binary.LittleEndian, math.Float32bits(scale))
	put(uint64(nz))
	last := -1
	for i, x := range t.w {
		if x == 0 {
			continue
		}
		put(uint64(i - last))
		last = i
		q := int16(math.Round(float64(x / scale)))
		binary.Write(w, binary.LittleEndian, q)
	}
}

func readTagger(r *bufio.Reader) (*tagger, error) {
	get := func() (uint64, error) { return binary.ReadUvarint(r) }
	labels, err := get()
	if err != nil || labels == 0 || labels > 64 {
		return nil, fmt.Errorf("%w: tagger labels", ErrBadModel)
	}
	bits, err := get()
	if err != nil || bits < 4 || bits > 24 {
		return nil, fmt.Errorf("%w: tagger size", ErrBadModel)
	}
	t := newTagger(int(labels), uint(bits))
	for i := range t.trans {
		var u uint32
		if err := binary.Read(r, binary.LittleEndian, &u); err != nil {
			return nil, fmt.Errorf("%w: transitions: %v", ErrBadModel, err)
		}
		t.trans[i] = math.Float32frombits(u)
	}
	var tu uint32
	if err := binary.Read(r, binary.LittleEndian, &tu); err != nil {
		return nil, fmt.Errorf("%w: temperature: %v", ErrBadModel, err)
	}
	t.temp = math.Float32frombits(tu)
	if !(t.temp > 0 && t.temp < 1e6) {
		return nil, fmt.Errorf("%w: temperature %v", ErrBadModel, t.temp)
	}
	var su uint32
	if err := binary.Read(r, binary.LittleEndian, &su); err != nil {
		return nil, fmt.Errorf("%w: scale: %v", ErrBadModel, err)
	}
	scale := math.Float32frombits(su)
	nz, err := get()
	if err != nil || nz > uint64(len(t.w)) {
		return nil, fmt.Errorf("%w: weight count", ErrBadModel)
	}
	at := -1
	for k := uint64(0); k < nz; k++ {
		gap, err := get()
		if err != nil || gap == 0 || gap > uint64(len(t.w)) {
			return nil, fmt.Errorf("%w: weight index", ErrBadModel)
		}
		at += int(gap)
		if at >= len(t.w) {
			return nil, fmt.Errorf("%w: weight index out of range", ErrBadModel)
		}
		var q int16
		if err := binary.Read(r, binary.LittleEndian, &q); err != nil {
			return nil, fmt.Errorf("%w: weights: %v", ErrBadModel, err)
		}
		t.w[at] = float32(q) * scale
	}
	return t, nil
}
