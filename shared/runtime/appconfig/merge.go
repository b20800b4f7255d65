package appconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"time"

	"bulwark/shared/httpkit"
)

// Apply merges patch, a JSON object holding any part of an AppConfig, onto
// base and returns the validated result. loc is where the patch sits in the
// request (["body", "config"]), so that every problem is reported at its
// exact location: unknown properties (extra_forbidden), null for a field
// that is not nullable, wrong JSON types, list items without their
// required fields, and every bound of Validate.
//
// Merge rules: objects merge property by property, at any depth; lists
// and scalars replace the stored value; null clears a nullable field. The
// items of a given pii_rules or mcp.tools list get their defaults (a rule
// without a score scores 0.7). Nothing else is defaulted: an update never
// resets a stored value.
func Apply(base Config, patch []byte, loc []any, pol Policy) (Config, error) {
	dec := json.NewDecoder(bytes.NewReader(patch))
	dec.UseNumber()
	var p any
	if err := dec.Decode(&p); err != nil {
		return Config{}, httpkit.Invalid(loc, "JSON decode error", "json_invalid")
	}
	if _, ok := p.(map[string]any); !ok {
		return Config{}, httpkit.Invalid(loc, "Input should be a valid dictionary", "dict_type")
	}
	var c httpkit.Checker
	checkShape(&c, reflect.TypeFor[Config](), p, loc)
	requireItemFields(&c, p, loc)
	if err := c.Err(); err != nil {
		return Config{}, err
	}

	raw, err := json.Marshal(base)
	if err != nil {
		return Config{}, fmt.Errorf("appconfig.Apply: encode base: %w", err)
	}
	var merged any
	dec = json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&merged); err != nil {
		return Config{}, fmt.Errorf("appconfig.Apply: decode base: %w", err)
	}
	merged = mergeValue(merged, p)
	m := merged.(map[string]any)
	fillItems(m, []string{"pii_rules"}, ruleDefaults)
	fillItems(m, []string{"mcp", "tools"}, toolDefaults)

	if raw, err = json.Marshal(m); err != nil {
		return Config{}, fmt.Errorf("appconfig.Apply: encode merged: %w", err)
	}
	var out Config
	if err := json.Unmarshal(raw, &out); err != nil {
		// checkShape accepted every value, so this is a defect, not bad input.
		return Config{}, fmt.Errorf("appconfig.Apply: decode merged: %w", err)
	}
	out.normalizeLists()
	if err := out.Validate(loc, pol); err != nil {
		return Config{}, err
	}
	return out, nil
}

// mergeValue merges patch onto base: objects key by key, anything else
// replaced.
func mergeValue(base, patch any) any {
	b, okb := base.(map[string]any)
	p, okp := patch.(map[string]any)
	if !okb || !okp {
		return patch
	}
	out := make(map[string]any, len(b)+len(p))
	maps.Copy(out, b)
	for k, v := range p {
		out[k] = mergeValue(b[k], v)
	}
	return out
}

// fillItems gives every object of the list at path the defaults it lacks.
// Stored items are complete already, so only items of the patch change.
func fillItems(m map[string]any, path []string, defaults map[string]any) {
	for _, k := range path[:len(path)-1] {
		next, ok := m[k].(map[string]any)
		if !ok {
			return
		}
		m = next
	}
	fillList(m[path[len(path)-1]], defaults)
}

// fillList gives every object of a decoded JSON list the defaults it lacks.
func fillList(list any, defaults map[string]any) {
	items, _ := list.([]any)
	for _, it := range items {
		obj, ok := it.(map[string]any)
		if !ok {
			continue
		}
		for k, v := range defaults {
			if _, has := obj[k]; !has {
				obj[k] = v
			}
		}
	}
}

// requireItemFields reports list items of the patch that lack a required
// field (a PII rule's name and pattern, a tool's name).
func requireItemFields(c *httpkit.Checker, p any, loc []any) {
	root, _ := p.(map[string]any)
	requireFields(c, root["pii_rules"], at(loc, "pii_rules"), "name", "pattern")
	if mcp, ok := root["mcp"].(map[string]any); ok {
		requireFields(c, mcp["tools"], at(loc, "mcp", "tools"), "name")
	}
}

// requireFields reports the objects of a decoded JSON list that lack one
// of fields, at listLoc, index, field.
func requireFields(c *httpkit.Checker, list any, listLoc []any, fields ...string) {
	items, _ := list.([]any)
	for i, it := range items {
		obj, ok := it.(map[string]any)
		if !ok {
			continue
		}
		for _, f := range fields {
			if _, has := obj[f]; !has {
				c.Add(at(listLoc, i, f), "Field required", "missing")
			}
		}
	}
}

// PrepareRuleItems readies a decoded JSON list of PII rules (AppPiiRule)
// that is not part of an AppConfig (the DLP policy's custom rules): items
// without name or pattern are reported at loc, and the others get the
// defaults an app's rules get (category custom, score 0.7, ...).
func PrepareRuleItems(c *httpkit.Checker, list any, loc []any) {
	requireFields(c, list, loc, "name", "pattern")
	fillList(list, ruleDefaults)
}

// at returns loc extended by more, without sharing loc's backing array.
func at(loc []any, more ...any) []any {
	return append(append(make([]any, 0, len(loc)+len(more)), loc...), more...)
}

var timeType = reflect.TypeFor[time.Time]()

// checkShape compares a decoded JSON value (numbers as json.Number) with
// the Go type it will be decoded into, and reports, at their exact
// location: properties the type does not declare, null where the field is
// not a pointer, and values of the wrong JSON type. Unlike encoding/json's
// type errors, locations include list indexes.
func checkShape(c *httpkit.Checker, t reflect.Type, v any, loc []any) {
	if t.Kind() == reflect.Pointer {
		if v == nil {
			return
		}
		t = t.Elem()
	}
	if t == timeType {
		s, ok := v.(string)
		if !ok {
			c.Add(loc, "Input should be a valid datetime", "datetime_type")
		} else if _, err := time.Parse(time.RFC3339, s); err != nil {
			c.Add(loc, "Input should be a valid datetime in RFC 3339 format", "datetime_parsing")
		}
		return
	}
	switch t.Kind() {
	case reflect.String:
		if _, ok := v.(string); !ok {
			c.Add(loc, "Input should be a valid string", "string_type")
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			c.Add(loc, "Input should be a valid boolean", "bool_type")
		}
	case reflect.Int, reflect.Int64:
		n, ok := v.(json.Number)
		if !ok {
			c.Add(loc, "Input should be a valid integer", "int_type")
		} else if _, err := n.Int64(); err != nil {
			c.Add(loc, "Input should be a valid integer", "int_parsing")
		}
	case reflect.Float64:
		n, ok := v.(json.Number)
		if !ok {
			c.Add(loc, "Input should be a valid number", "float_type")
		} else if _, err := n.Float64(); err != nil {
			c.Add(loc, "Input should be a finite number", "finite_number")
		}
	case reflect.Slice:
		items, ok := v.([]any)
		if !ok {
			c.Add(loc, "Input should be a valid list", "list_type")
			return
		}
		for i, it := range items {
			checkShape(c, t.Elem(), it, at(loc, i))
		}
	case reflect.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			c.Add(loc, "Input should be a valid dictionary", "dict_type")
			return
		}
		fields := fieldTypes(t)
		for _, k := range slices.Sorted(maps.Keys(obj)) {
			ft, known := fields[k]
			if !known {
				c.Add(at(loc, k), "Extra inputs are not permitted", "extra_forbidden")
				continue
			}
			checkShape(c, ft, obj[k], at(loc, k))
		}
	default:
		panic("appconfig: checkShape: unsupported field kind " + t.Kind().String())
	}
}

// fieldTypes maps the JSON names of a struct's fields to their types.
func fieldTypes(t reflect.Type) map[string]reflect.Type {
	out := make(map[string]reflect.Type, t.NumField())
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		out[name] = f.Type
	}
	return out
}
