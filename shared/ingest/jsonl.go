package ingest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"strconv"
)

// jsonKind is the JSON type of one value.
type jsonKind int

const (
	jNull jsonKind = iota
	jBool
	jInt
	jFloat
	jString
	jNested
)

// jsonValue is one field of a record: its kind and its text (the string's
// content for strings, the compact JSON text otherwise).
type jsonValue struct {
	kind jsonKind
	text string
}

// colFor is the column type a first value of kind k gives.
func colFor(k jsonKind) colType {
	switch k {
	case jBool:
		return tBool
	case jInt:
		return tInt
	case jFloat:
		return tFloat
	case jNested:
		return tJSON
	case jString:
		return tString
	}
	return tUnknown
}

// accepts reports whether a column of type t stores a value of kind k
// without changing its meaning.
func accepts(t colType, k jsonKind) bool {
	if k == jNull {
		return true
	}
	switch t {
	case tString:
		return true
	case tFloat:
		return k == jInt || k == jFloat
	}
	return colFor(k) == t
}

// widenJSON is the narrowest column type holding both t and kind k.
func widenJSON(t colType, k jsonKind) colType {
	switch {
	case t == tUnknown:
		return colFor(k)
	case t == tInt && k == jFloat:
		return tFloat
	}
	return tString
}

// parseRecord reads one JSON Lines record: a JSON object, its fields in
// order.
func parseRecord(line []byte) ([]string, []jsonValue, error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		return nil, nil, errors.New("the line is not a JSON object")
	}
	var keys []string
	var vals []jsonValue
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, errors.New("the line is not valid JSON")
		}
		key, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, nil, errors.New("the line is not valid JSON")
		}
		v, err := valueOf(raw)
		if err != nil {
			return nil, nil, err
		}
		keys = append(keys, key)
		vals = append(vals, v)
	}
	if _, err := dec.Token(); err != nil {
		return nil, nil, errors.New("the line is not valid JSON")
	}
	if dec.More() {
		return nil, nil, errors.New("the line holds more than one JSON value")
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, nil, errors.New("the line holds more than one JSON value")
	}
	return keys, vals, nil
}

func valueOf(raw json.RawMessage) (jsonValue, error) {
	switch raw[0] {
	case 'n':
		return jsonValue{kind: jNull}, nil
	case 't', 'f':
		return jsonValue{kind: jBool, text: string(raw)}, nil
	case '"':
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return jsonValue{}, err
		}
		return jsonValue{kind: jString, text: s}, nil
	case '{', '[':
		var b bytes.Buffer
		if err := json.Compact(&b, raw); err != nil {
			return jsonValue{}, err
		}
		return jsonValue{kind: jNested, text: b.String()}, nil
	}
	text := string(raw)
	if _, err := strconv.ParseInt(text, 10, 64); err == nil {
		return jsonValue{kind: jInt, text: text}, nil
	}
	if !exactInFloat(text) {
		// More digits than a double keeps (a 23-digit account number):
		// kept as its text.
		return jsonValue{kind: jString, text: text}, nil
	}
	return jsonValue{kind: jFloat, text: text}, nil
}

func convertJSONL(ctx context.Context, src *countingReader, out io.Writer, o Options, forced map[string]colType, giveUp bool) (Result, error) {
	sc := bufio.NewScanner(src)
	sc.Buffer(make([]byte, 0, 1<<20), MaxRecordBytes)
	line := 0
	var consumed int64
	next := func() ([]string, []jsonValue, bool, error) {
		for sc.Scan() {
			line++
			b := bytes.TrimSpace(sc.Bytes())
			consumed += int64(len(sc.Bytes())) + 1
			if line == 1 {
				b = bytes.TrimPrefix(b, utf8BOM)
			}
			if len(b) == 0 {
				continue
			}
			keys, vals, err := parseRecord(b)
			if err != nil {
				return nil, nil, false, dataErr(CodeJSONLInvalid, "line %d: %v", line, err)
			}
			return keys, vals, true, nil
		}
		if err := sc.Err(); err != nil {
			if errors.Is(err, bufio.ErrTooLong) {
				return nil, nil, false, recordTooLong(line)
			}
			return nil, nil, false, err
		}
		return nil, nil, false, nil
	}

	// Columns in order of first appearance in the sample, typed by it.
	index := map[string]int{}
	var names []string
	var types []colType
	addColumn := func(name string, t colType) {
		index[name] = len(names)
		names = append(names, name)
		types = append(types, t)
	}
	type record struct {
		keys []string
		vals []jsonValue
	}
	var sample []record
	for len(sample) < o.SampleRows && consumed < maxSampleBytes {
		keys, vals, ok, err := next()
		if err != nil {
			return Result{}, err
		}
		if !ok {
			break
		}
		for i, k := range keys {
			c, seen := index[k]
			if !seen {
				if len(names) >= o.MaxColumns {
					return Result{}, dataErr(CodeTooManyColumns, "the records have more than %d distinct fields", o.MaxColumns)
				}
				addColumn(k, tUnknown)
				c = len(names) - 1
			}
			if !accepts(types[c], vals[i].kind) {
				types[c] = widenJSON(types[c], vals[i].kind)
			}
		}
		sample = append(sample, record{keys, vals})
	}
	if len(sample) == 0 && len(forced) == 0 {
		return Result{}, dataErr(CodeEmpty, "the file holds no JSON records")
	}
	// Fields first seen after the sample come back through forced.
	for name, t := range forced {
		if _, seen := index[name]; !seen {
			addColumn(name, t)
		}
	}
	for i, n := range names {
		if t, ok := forced[n]; ok {
			types[i] = t
		} else if types[i] == tUnknown {
			types[i] = tString
		}
	}

	w, err := newTableWriter(out, names, types, o)
	if err != nil {
		return Result{}, err
	}
	present := make([]bool, len(names))
	add := func(keys []string, vals []jsonValue) error {
		clear(present)
		var size int64
		for i, k := range keys {
			c, ok := index[k]
			if !ok {
				if len(names) >= o.MaxColumns {
					w.abandon()
					return dataErr(CodeTooManyColumns, "the records have more than %d distinct fields", o.MaxColumns)
				}
				w.abandon()
				forced[k] = widenJSON(tUnknown, vals[i].kind)
				if forced[k] == tUnknown || giveUp {
					forced[k] = tString
				}
				return errRestart
			}
			if present[c] {
				w.abandon()
				return dataErr(CodeJSONLInvalid, "line %d: the field %q appears twice", line, k)
			}
			v := vals[i]
			if !accepts(types[c], v.kind) || !w.appenders[c](v.text, v.kind == jNull) {
				w.abandon()
				next := widenJSON(types[c], v.kind)
				if giveUp {
					next = tString
				}
				forced[k] = next
				return errRestart
			}
			present[c] = true
			size += int64(len(v.text))
		}
		for c, ok := range present {
			if !ok {
				w.appenders[c]("", true)
			}
		}
		return w.rowDone(ctx, size, func() int64 { return consumed })
	}
	for _, rec := range sample {
		if err := add(rec.keys, rec.vals); err != nil {
			return Result{}, err
		}
	}
	for {
		keys, vals, ok, err := next()
		if err != nil {
			w.abandon()
			return Result{}, err
		}
		if !ok {
			break
		}
		if err := add(keys, vals); err != nil {
			return Result{}, err
		}
	}
	return w.close(ctx, src.n)
}
