package cv

import (
	"errors"
	"fmt"
	"io"

	"github.com/pubgraph/pubgraph/ingest/cv/convert"
	"github.com/pubgraph/pubgraph/pub"
)

// ReadNotebook reads a CV or publication list kept in a Jupyter notebook
// (.ipynb): its markdown cells, and the markdown and HTML its code cells
// display, in cell order, are read as a markdown CV (see
// convert.Notebook). Messages point at the notebook's JSON lines. A
// notebook that is not valid JSON is an error naming the file and line.
func ReadNotebook(r io.Reader, name string, opt Options, emit pub.Emit) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	m, err := convert.Notebook(data)
	if err != nil {
		var ne *convert.NotebookError
		if errors.As(err, &ne) {
			return pub.Errorf(pub.Position{File: name, Line: ne.Line}, pub.ErrSyntax, "%s", ne.Msg)
		}
		return fmt.Errorf("read %s: %w", name, err)
	}
	return ReadSource(m.Text(), name, opt, m.LineMap(), emit)
}
