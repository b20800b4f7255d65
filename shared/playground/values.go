package playground

import (
	"bytes"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"
	"time"

	duckdb "github.com/duckdb/duckdb-go/v2"
	"github.com/google/uuid"
)

// encodeRow writes one row as a JSON object whose keys are in column order.
func encodeRow(keys [][]byte, types []string, vals []driver.Value) (json.RawMessage, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	b.WriteByte('{')
	for i, v := range vals {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(keys[i])
		b.WriteByte(':')
		if err := enc.Encode(jsonValue(v, types[i])); err != nil {
			return nil, fmt.Errorf("playground: encode column %s: %w", keys[i], err)
		}
		b.Truncate(b.Len() - 1) // Encode's newline
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// jsonValue maps a DuckDB value to what the API shows: dates, times and
// timestamps as ISO 8601 strings, DECIMAL and HUGEINT as exact JSON
// numbers, UUIDs in their text form, BLOBs in base64, MAPs as lists of
// {key, value}, NaN and infinities as strings. typ is DuckDB's name of the
// column type ("" inside lists and structs).
func jsonValue(v any, typ string) any {
	switch x := v.(type) {
	case nil, bool, string, int8, int16, int32, int64, uint8, uint16, uint32, uint64, int, uint:
		return x
	case float64:
		return finite(x)
	case float32:
		return finite(float64(x))
	case time.Time:
		switch {
		case typ == "DATE":
			return x.Format(time.DateOnly)
		case typ == "TIME":
			return x.Format("15:04:05.999999")
		case strings.HasPrefix(typ, "TIME") && !strings.HasPrefix(typ, "TIMESTAMP"):
			return x.Format("15:04:05.999999Z07:00")
		}
		return x.Format(time.RFC3339Nano)
	case []byte:
		if typ == "UUID" && len(x) == 16 {
			return uuid.UUID(x).String()
		}
		return x
	case *big.Int:
		return json.Number(x.String())
	case duckdb.Decimal:
		return json.Number(x.String())
	case duckdb.UUID:
		return uuid.UUID(x).String()
	case duckdb.Interval:
		return x
	case duckdb.Map:
		// The driver's map has no order; sort the entries by key text so
		// that the same data always gives the same answer.
		out := make([]map[string]any, 0, len(x))
		for k, val := range x {
			out = append(out, map[string]any{"key": jsonValue(k, ""), "value": jsonValue(val, "")})
		}
		sort.Slice(out, func(i, j int) bool { return fmt.Sprint(out[i]["key"]) < fmt.Sprint(out[j]["key"]) })
		return out
	case duckdb.Union:
		return map[string]any{"tag": x.Tag, "value": jsonValue(x.Value, "")}
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = jsonValue(e, "")
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = jsonValue(e, "")
		}
		return out
	}
	return fmt.Sprint(v)
}

// finite keeps a float a JSON number, or names NaN and the infinities.
func finite(f float64) any {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	return f
}
