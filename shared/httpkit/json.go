package httpkit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"mime"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// DefaultMaxBody is the body limit of Decode when none is given: 1 MiB.
const DefaultMaxBody = 1 << 20

// WriteJSON writes v as JSON with the status.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusInternalServerError)
		_, _ = io.WriteString(w, `{"error":{"code":"INTERNAL","message":"internal error"}}`+"\n")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// DecodeOptions tunes Decode.
type DecodeOptions struct {
	// MaxBytes caps the body (DefaultMaxBody when 0).
	MaxBytes int64
	// AllowUnknown accepts properties the target type does not declare.
	// By default they are rejected with type "extra_forbidden" at their
	// exact location, as the spec's "no additional properties" requires.
	AllowUnknown bool
	// Optional lets an empty body decode to the zero value.
	Optional bool
}

// Decode reads a JSON request body into dst (a pointer) strictly: the body
// must be JSON (when a Content-Type is given), within the size limit, a
// single value, of the right types, and (unless AllowUnknown) with no
// property the target type does not declare, at any depth. Failures are
// *ValidationError (422) or errs.ErrTooLarge (413).
func Decode(r *http.Request, dst any, o DecodeOptions) error {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
			return Invalid([]any{"header", "content-type"}, "Content-Type must be application/json", "content_type")
		}
	}
	limit := o.MaxBytes
	if limit <= 0 {
		limit = DefaultMaxBody
	}
	body, err := ReadBody(r, limit)
	if err != nil {
		return err
	}
	return DecodeBytes(body, dst, o)
}

// DecodeBytes is Decode on bytes already read.
func DecodeBytes(body []byte, dst any, o DecodeOptions) error {
	if len(bytes.TrimSpace(body)) == 0 {
		if o.Optional {
			return nil
		}
		return Invalid([]any{"body"}, "Field required", "missing")
	}
	if !json.Valid(body) {
		return Invalid([]any{"body"}, "JSON decode error: the body is not valid JSON", "json_invalid")
	}
	if !o.AllowUnknown {
		var generic any
		if err := json.Unmarshal(body, &generic); err != nil {
			return Invalid([]any{"body"}, "JSON decode error", "json_invalid")
		}
		if fe := unknownFields(reflect.TypeOf(dst), generic, []any{"body"}); len(fe) > 0 {
			return &ValidationError{Detail: fe}
		}
	}
	if err := json.Unmarshal(body, dst); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			loc := []any{"body"}
			for _, p := range strings.Split(te.Field, ".") {
				if p == "" {
					continue
				}
				if n, err := strconv.Atoi(p); err == nil {
					loc = append(loc, n)
				} else {
					loc = append(loc, p)
				}
			}
			return Invalid(loc, fmt.Sprintf("Input should be a valid %s", jsonKind(te.Type)), jsonKind(te.Type)+"_type")
		}
		return Invalid([]any{"body"}, "JSON decode error: "+err.Error(), "json_invalid")
	}
	return nil
}

func jsonKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "bool"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "int"
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Slice, reflect.Array:
		return "list"
	case reflect.Map, reflect.Struct:
		return "dict"
	}
	return t.Kind().String()
}

// unknownFields walks a decoded JSON value against the Go type it will be
// decoded into and reports every object property the type does not declare.
func unknownFields(t reflect.Type, v any, loc []any) []FieldError {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch val := v.(type) {
	case map[string]any:
		switch t.Kind() {
		case reflect.Struct:
			if t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType) {
				return nil
			}
			fields := jsonFields(t)
			var out []FieldError
			for _, k := range sortedKeys(val) {
				ft, ok := fields[k]
				sub := append(append([]any{}, loc...), k)
				if !ok {
					out = append(out, FieldError{Loc: sub, Msg: "Extra inputs are not permitted", Type: "extra_forbidden"})
					continue
				}
				out = append(out, unknownFields(ft, val[k], sub)...)
			}
			return out
		case reflect.Map:
			var out []FieldError
			for _, k := range sortedKeys(val) {
				out = append(out, unknownFields(t.Elem(), val[k], append(append([]any{}, loc...), k))...)
			}
			return out
		}
	case []any:
		if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
			var out []FieldError
			for i, e := range val {
				out = append(out, unknownFields(t.Elem(), e, append(append([]any{}, loc...), i))...)
			}
			return out
		}
	}
	return nil
}

var unmarshalerType = reflect.TypeOf((*json.Unmarshaler)(nil)).Elem()

// jsonFields maps JSON names to field types, following encoding/json's
// rules for tags and embedded structs.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				for k, v := range jsonFields(ft) {
					if _, dup := out[k]; !dup {
						out[k] = v
					}
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = f.Type
	}
	return out
}

func sortedKeys(m map[string]any) []string { return slices.Sorted(maps.Keys(m)) }
