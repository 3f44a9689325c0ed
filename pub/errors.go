package pub

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors that a *ParseError unwraps to.
var (
	// ErrSyntax marks input that does not follow its format.
	ErrSyntax = errors.New("syntax error")
	// ErrEmpty marks an input with nothing in it to read.
	ErrEmpty = errors.New("empty input")
	// ErrBinary marks an input that is not text.
	ErrBinary = errors.New("not a text file")
	// ErrNoRecords marks an input in which no record was found.
	ErrNoRecords = errors.New("no publications or network found")
	// ErrUnknownFormat marks an input whose format could not be detected.
	ErrUnknownFormat = errors.New("unknown format")
)

// Position is a place in an input file. Line and Column count from 1;
// zero means unknown.
type Position struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column,omitempty"`
}

// String formats p as file:line:column, leaving out what is unknown. A
// file name that holds line breaks or other control characters is quoted
// (see QuoteName), so a message is always one line.
func (p Position) String() string {
	var b strings.Builder
	b.WriteString(QuoteName(p.File))
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d", p.Line)
		if p.Column > 0 {
			fmt.Fprintf(&b, ":%d", p.Column)
		}
	}
	return b.String()
}

// ParseError is a problem with one place of an input.
type ParseError struct {
	Pos Position
	// Msg says what is wrong, in words for the user.
	Msg string
	// Text is the offending source line, if known, for the long form.
	Text string
	// Err is the sentinel or underlying error.
	Err error
}

// Error returns the one-line form: "file:line: msg".
func (e *ParseError) Error() string {
	if e.Pos.File == "" && e.Pos.Line == 0 {
		return e.Msg
	}
	return e.Pos.String() + ": " + e.Msg
}

// Unwrap returns the sentinel or underlying error.
func (e *ParseError) Unwrap() error { return e.Err }

// Long returns the error with the source line and a caret under the column.
func (e *ParseError) Long() string {
	if e.Text == "" {
		return e.Error()
	}
	var b strings.Builder
	b.WriteString(e.Error())
	b.WriteString("\n    ")
	b.WriteString(e.Text)
	if e.Pos.Column > 0 {
		b.WriteString("\n    ")
		b.WriteString(strings.Repeat(" ", e.Pos.Column-1))
		b.WriteString("^")
	}
	return b.String()
}

// Errorf returns a *ParseError at pos wrapping err (which may be nil).
func Errorf(pos Position, err error, format string, args ...any) *ParseError {
	return &ParseError{Pos: pos, Msg: fmt.Sprintf(format, args...), Err: err}
}
