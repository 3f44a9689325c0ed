package lines

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// The model file: a line "pubgraph-lines-model 1", a line of JSON (the
// Header), then a gzip stream of little-endian float32s: the transition
// scores row by row, then the feature weights.
const modelMagic = "pubgraph-lines-model 1"

// ErrBadModel is returned (wrapped) when a model file cannot be read.
var ErrBadModel = errors.New("lines: bad model file")

// Header describes how a model was trained.
type Header struct {
	Hash   string      `json:"hash"`
	Params TrainParams `json:"params"`
}

// ReadModel reads a model file written by [Model.Write].
func ReadModel(data []byte) (*Model, Header, error) {
	var h Header
	br := bufio.NewReader(bytes.NewReader(data))
	line, err := br.ReadString('\n')
	if err != nil || line != modelMagic+"\n" {
		return nil, h, fmt.Errorf("%w: no %q line", ErrBadModel, modelMagic)
	}
	line, err = br.ReadString('\n')
	if err != nil {
		return nil, h, fmt.Errorf("%w: no header", ErrBadModel)
	}
	if err := json.Unmarshal([]byte(line), &h); err != nil {
		return nil, h, fmt.Errorf("%w: header: %v", ErrBadModel, err)
	}
	zr, err := gzip.NewReader(br)
	if err != nil {
		return nil, h, fmt.Errorf("%w: %v", ErrBadModel, err)
	}
	m := &Model{emit: make([]float32, (1<<featBits)*int(numLabels))}
	for a := range m.trans {
		if err := binary.Read(zr, binary.LittleEndian, m.trans[a][:]); err != nil {
			return nil, h, fmt.Errorf("%w: transitions: %v", ErrBadModel, err)
		}
	}
	if err := binary.Read(zr, binary.LittleEndian, m.emit); err != nil {
		return nil, h, fmt.Errorf("%w: weights: %v", ErrBadModel, err)
	}
	if n, _ := zr.Read(make([]byte, 1)); n != 0 {
		return nil, h, fmt.Errorf("%w: data after the weights", ErrBadModel)
	}
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
	for a := range m.trans {
		if err := binary.Write(zw, binary.LittleEndian, m.trans[a][:]); err != nil {
			return err
		}
	}
	if err := binary.Write(zw, binary.LittleEndian, m.emit); err != nil {
		return err
	}
	return zw.Close()
}
