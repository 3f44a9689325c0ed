package report

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// FieldTypes are the Frictionless table-schema types
// (https://specs.frictionlessdata.io/table-schema/#types-and-formats) the
// tables use.
var FieldTypes = []string{"string", "integer", "number", "boolean"}

// tableColumns gives the type of every column each CSV table may have.
// A column a writer adds must be listed here, or DataPackage fails (and
// with it TestDataPackage): the schema never guesses.
var tableColumns = map[string]map[string]string{
	"people.csv": {
		"person_id": "integer", "name": "string", "aliases": "string", "papers": "integer", "degree": "integer",
		"strength": "number", "betweenness": "number", "closeness": "number", "harmonic": "number",
		"eigenvector": "number", "pagerank": "number", "core": "integer", "component": "integer",
		"community": "integer", "clustering": "number", "owner": "boolean", "orcid": "string", "dblp": "string",
		"source_id": "string", "multiplex_community": "integer", "first_year": "integer", "last_year": "integer",
		"betweenness_error": "number", "closeness_error": "number", "harmonic_error": "number",
		"citations": "integer", "h_index": "integer",
	},
	"publications.csv": {
		"pub_id": "integer", "title": "string", "year": "integer", "venue": "string", "kind": "string",
		"authors": "string", "sources": "string", "incomplete": "boolean", "doi": "string", "arxiv": "string",
		"dblp_key": "string", "versions": "string", "editors": "string",
		"volume": "string", "issue": "string", "pages": "string", "publisher": "string", "place": "string", "times_cited": "integer", "keywords": "string", "abstract": "string",
	},
	"authorships.csv": {"pub_id": "integer", "person_id": "integer", "position": "integer", "equal_contribution": "boolean"},
	"edges.csv": {
		"source_id": "integer", "target_id": "integer", "source": "string", "target": "string",
		"papers": "number", "weight": "number", "first_year": "integer", "last_year": "integer",
	},
	"relations.csv": {
		"person_id": "integer", "person": "string", "relation": "string", "other_id": "integer", "other": "string",
		"organization": "string", "source": "string",
	},
	"affiliations.csv": {
		"person_id": "integer", "person": "string", "organization": "string", "kind": "string", "role": "string",
		"start": "integer", "end": "integer", "current": "boolean", "source": "string",
	},
	"communities.csv": {"community": "integer", "size": "integer", "modularity": "number", "label": "string", "members": "string"},
	"merges.csv":      {"kind": "string", "into_id": "integer", "into": "string", "merged": "string", "reason": "string"},
	"name-candidates.csv": {
		"a_id": "integer", "a": "string", "b_id": "integer", "b": "string", "score": "number", "reason": "string",
	},
	"layers.csv": {
		"layer": "string", "source_id": "integer", "target_id": "integer", "source": "string", "target": "string",
		"weight": "number", "evidence": "string",
	},
	"similarity.csv": {
		"source_id": "integer", "target_id": "integer", "source": "string", "target": "string", "score": "number",
		"coauthor": "number", "advisor": "number", "venue": "number", "institution": "number", "employer": "number",
		"topic": "number",
	},
	"terms.csv":      {"term_id": "integer", "term": "string", "occurrences": "integer", "community": "integer"},
	"term-links.csv": {"source_id": "integer", "target_id": "integer", "source": "string", "target": "string", "publications": "integer"},
}

// tableKeys are the primary key and the references of each table.
var tableKeys = map[string]struct {
	primary []string
	foreign [][3]string // fields, table, fields (comma-separated)
}{
	"people.csv":          {primary: []string{"person_id"}},
	"publications.csv":    {primary: []string{"pub_id"}},
	"authorships.csv":     {foreign: [][3]string{{"pub_id", "publications", "pub_id"}, {"person_id", "people", "person_id"}}},
	"edges.csv":           {foreign: [][3]string{{"source_id", "people", "person_id"}, {"target_id", "people", "person_id"}}},
	"relations.csv":       {foreign: [][3]string{{"person_id", "people", "person_id"}, {"other_id", "people", "person_id"}}},
	"affiliations.csv":    {foreign: [][3]string{{"person_id", "people", "person_id"}}},
	"communities.csv":     {primary: []string{"community"}},
	"name-candidates.csv": {foreign: [][3]string{{"a_id", "people", "person_id"}, {"b_id", "people", "person_id"}}},
	"layers.csv":          {foreign: [][3]string{{"source_id", "people", "person_id"}, {"target_id", "people", "person_id"}}},
	"similarity.csv":      {foreign: [][3]string{{"source_id", "people", "person_id"}, {"target_id", "people", "person_id"}}},
	"terms.csv":           {primary: []string{"term_id"}},
	"term-links.csv":      {foreign: [][3]string{{"source_id", "terms", "term_id"}, {"target_id", "terms", "term_id"}}},
}

// Field is a column of a Frictionless table schema.
type Field struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

type foreignKey struct {
	Fields    []string `json:"fields"`
	Reference struct {
		Resource string   `json:"resource"`
		Fields   []string `json:"fields"`
	} `json:"reference"`
}

// Schema is a Frictionless table schema.
type Schema struct {
	Fields        []Field      `json:"fields"`
	MissingValues []string     `json:"missingValues"`
	PrimaryKey    []string     `json:"primaryKey,omitempty"`
	ForeignKeys   []foreignKey `json:"foreignKeys,omitempty"`
}

// Resource is one CSV table of a data package.
type Resource struct {
	Name      string `json:"name"`
	Path      string `json:"path"`
	Profile   string `json:"profile"`
	Format    string `json:"format"`
	MediaType string `json:"mediatype"`
	Encoding  string `json:"encoding"`
	Schema    Schema `json:"schema"`
}

// Package is a Frictionless tabular data package (datapackage.json).
type Package struct {
	Profile   string     `json:"profile"`
	Name      string     `json:"name"`
	Resources []Resource `json:"resources"`
}

// TableColumns is a CSV table's file name and header.
type TableColumns struct {
	Name    string
	Columns []string
}

// DataPackage describes the CSV tables named in tables, as written in dir,
// reading each one's header (see NewDataPackage).
func DataPackage(dir string, tables []string) (*Package, error) {
	var cols []TableColumns
	for _, table := range tables {
		header, err := readHeader(filepath.Join(dir, table))
		if err != nil {
			return nil, err
		}
		cols = append(cols, TableColumns{table, header})
	}
	return NewDataPackage(cols)
}

// NewDataPackage describes CSV tables as a Frictionless tabular data
// package: each table's columns with their types, keys and references, so
// that pandas, R and the frictionless tools load every column with its
// type. Empty cells are missing values. A column with no known type is an
// error.
func NewDataPackage(tables []TableColumns) (*Package, error) {
	pkg := &Package{Profile: "tabular-data-package", Name: "pubgraph"}
	present := make(map[string]bool)
	for _, t := range tables {
		present[strings.TrimSuffix(t.Name, ".csv")] = true
	}
	for _, t := range tables {
		types, ok := tableColumns[t.Name]
		if !ok {
			return nil, fmt.Errorf("datapackage: no schema for table %s", t.Name)
		}
		r := Resource{
			Name: strings.TrimSuffix(t.Name, ".csv"), Path: t.Name, Profile: "tabular-data-resource",
			Format: "csv", MediaType: "text/csv", Encoding: "utf-8",
			Schema: Schema{MissingValues: []string{""}},
		}
		for _, col := range t.Columns {
			typ, ok := types[col]
			if !ok {
				return nil, fmt.Errorf("datapackage: %s: no type for column %q", t.Name, col)
			}
			r.Schema.Fields = append(r.Schema.Fields, Field{Name: col, Type: typ})
		}
		keys := tableKeys[t.Name]
		r.Schema.PrimaryKey = keys.primary
		for _, fk := range keys.foreign {
			if !present[fk[1]] {
				continue
			}
			var k foreignKey
			k.Fields = []string{fk[0]}
			k.Reference.Resource = fk[1]
			k.Reference.Fields = []string{fk[2]}
			r.Schema.ForeignKeys = append(r.Schema.ForeignKeys, k)
		}
		pkg.Resources = append(pkg.Resources, r)
	}
	return pkg, nil
}

// WriteDataPackage writes NewDataPackage(tables) as indented JSON.
func WriteDataPackage(w io.Writer, tables []TableColumns) error {
	pkg, err := NewDataPackage(tables)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(pkg)
}

// HeaderRecorder passes writes through to W and keeps the first line, so
// that a table's header is known without reading the file back.
type HeaderRecorder struct {
	W    io.Writer
	line []byte
	done bool
}

// Write writes p to W, keeping what belongs to the first line.
func (h *HeaderRecorder) Write(p []byte) (int, error) {
	if !h.done {
		if i := bytes.IndexByte(p, '\n'); i >= 0 {
			h.line = append(h.line, p[:i]...)
			h.done = true
		} else {
			h.line = append(h.line, p...)
		}
	}
	return h.W.Write(p)
}

// Header returns the CSV record of the first line written.
func (h *HeaderRecorder) Header() []string {
	rec, err := csv.NewReader(bytes.NewReader(h.line)).Read()
	if err != nil {
		return nil
	}
	return rec
}

// readHeader returns the first record of a CSV file.
func readHeader(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	rec, err := r.Read()
	if errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: no header", path)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return rec, nil
}

// ValidateDataPackage checks the datapackage.json in dir against the rules
// of the Frictionless table schema that hold for CSV tables: every
// resource's file exists and its header is exactly the schema's fields;
// every type is one of FieldTypes; every cell is a missing value or a
// value of its column's type; primary keys are unique; and every foreign
// key names a row of the table it references.
func ValidateDataPackage(dir string) error {
	raw, err := os.ReadFile(filepath.Join(dir, "datapackage.json"))
	if err != nil {
		return err
	}
	var pkg Package
	if err := json.Unmarshal(raw, &pkg); err != nil {
		return fmt.Errorf("datapackage.json: %w", err)
	}
	if pkg.Profile != "tabular-data-package" || len(pkg.Resources) == 0 {
		return fmt.Errorf("datapackage.json: not a tabular data package with resources")
	}
	keys := make(map[string]map[string]bool) // "resource.field" → values
	var errs []error
	type pending struct {
		where  string
		values []string
		ref    string
	}
	var refs []pending
	for _, r := range pkg.Resources {
		rows, err := readAll(filepath.Join(dir, r.Path))
		if err != nil {
			return err
		}
		var names []string
		col := make(map[string]int)
		for i, f := range r.Schema.Fields {
			names = append(names, f.Name)
			col[f.Name] = i
			if !validType(f.Type) {
				errs = append(errs, fmt.Errorf("%s: field %q has type %q", r.Path, f.Name, f.Type))
			}
		}
		if strings.Join(rows[0], ",") != strings.Join(names, ",") {
			errs = append(errs, fmt.Errorf("%s: header %v, schema %v", r.Path, rows[0], names))
			continue
		}
		for line, row := range rows[1:] {
			for i, f := range r.Schema.Fields {
				if i < len(row) && !validValue(f.Type, row[i]) {
					errs = append(errs, fmt.Errorf("%s:%d: %s = %q is not %s", r.Path, line+2, f.Name, row[i], f.Type))
				}
			}
		}
		if pk := r.Schema.PrimaryKey; len(pk) == 1 {
			seen := make(map[string]bool)
			for line, row := range rows[1:] {
				v := row[col[pk[0]]]
				if seen[v] {
					errs = append(errs, fmt.Errorf("%s:%d: primary key %s = %q repeats", r.Path, line+2, pk[0], v))
				}
				seen[v] = true
			}
			keys[r.Name+"."+pk[0]] = seen
		}
		for _, fk := range r.Schema.ForeignKeys {
			var values []string
			for _, row := range rows[1:] {
				if v := row[col[fk.Fields[0]]]; v != "" {
					values = append(values, v)
				}
			}
			refs = append(refs, pending{r.Path + " " + fk.Fields[0], values, fk.Reference.Resource + "." + fk.Reference.Fields[0]})
		}
		if len(errs) > 20 {
			break
		}
	}
	for _, p := range refs {
		target, ok := keys[p.ref]
		if !ok {
			errs = append(errs, fmt.Errorf("%s: references %s, which is no primary key", p.where, p.ref))
			continue
		}
		for _, v := range p.values {
			if !target[v] {
				errs = append(errs, fmt.Errorf("%s: %q is not in %s", p.where, v, p.ref))
				break
			}
		}
	}
	return errors.Join(errs...)
}

func validType(t string) bool {
	for _, ok := range FieldTypes {
		if t == ok {
			return true
		}
	}
	return false
}

// validValue reports whether a CSV cell is a missing value ("") or a value
// of the table-schema type t in its default format.
func validValue(t, v string) bool {
	if v == "" {
		return true
	}
	switch t {
	case "integer":
		_, err := strconv.ParseInt(v, 10, 64)
		return err == nil
	case "number":
		_, err := strconv.ParseFloat(v, 64)
		return err == nil && !strings.ContainsAny(v, "_xXpP")
	case "boolean":
		return v == "true" || v == "false"
	}
	return true
}

func readAll(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = 0
	rows, err := r.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s: no header", path)
	}
	return rows, nil
}
