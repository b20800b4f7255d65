package ingest

import (
	"strconv"
	"strings"
	"time"

	"github.com/apache/arrow/go/v17/arrow"
)

// colType is an inferred column type, ordered so that each type's wider
// fallback is reachable by widen.
type colType int

const (
	tUnknown colType = iota // only nulls seen so far
	tBool
	tInt
	tFloat
	tDate
	tTimestamp
	tString
	tJSON // JSON Lines: a nested value, stored as its JSON text
)

// arrowType is the Arrow type a column is written as.
func (t colType) arrowType() arrow.DataType {
	switch t {
	case tBool:
		return arrow.FixedWidthTypes.Boolean
	case tInt:
		return arrow.PrimitiveTypes.Int64
	case tFloat:
		return arrow.PrimitiveTypes.Float64
	case tDate:
		return arrow.FixedWidthTypes.Date32
	case tTimestamp:
		return &arrow.TimestampType{Unit: arrow.Microsecond, TimeZone: "UTC"}
	}
	return arrow.BinaryTypes.String
}

// inferOrder is the order in which a first value's type is guessed.
var inferOrder = []colType{tBool, tInt, tFloat, tDate, tTimestamp, tString}

// guess returns the narrowest CSV type that s fits.
func guess(s string) colType {
	for _, t := range inferOrder {
		if fits(t, s) {
			return t
		}
	}
	return tString
}

// widen returns the next wider type than t that s fits: int64 to float64
// to string, date32 to timestamp to string, bool to string.
func widen(t colType, s string) colType {
	switch t {
	case tUnknown:
		return guess(s)
	case tInt:
		if fits(tFloat, s) {
			return tFloat
		}
	case tDate:
		if fits(tTimestamp, s) {
			return tTimestamp
		}
	}
	return tString
}

// fits reports whether a non-empty CSV value can be stored as t without
// losing anything.
func fits(t colType, s string) bool {
	switch t {
	case tBool:
		return strings.EqualFold(s, "true") || strings.EqualFold(s, "false")
	case tInt:
		_, ok := parseInt(s)
		return ok
	case tFloat:
		_, ok := parseFloat(s)
		return ok
	case tDate:
		_, ok := parseDate(s)
		return ok
	case tTimestamp:
		_, ok := parseTimestamp(s)
		return ok
	case tString, tJSON:
		return true
	}
	return false
}

// leadingZero reports digits such as "007" or "-01.5" whose leading zero a
// number type would drop.
func leadingZero(s string) bool {
	s = strings.TrimLeft(s, "+-")
	return len(s) > 1 && s[0] == '0' && s[1] >= '0' && s[1] <= '9'
}

func parseInt(s string) (int64, bool) {
	if leadingZero(s) || strings.HasPrefix(s, "+") {
		return 0, false
	}
	v, err := strconv.ParseInt(s, 10, 64)
	return v, err == nil
}

// parseFloat accepts plain decimal and exponent notation only (no "inf",
// "NaN", hex or underscores, which would turn words into numbers).
func parseFloat(s string) (float64, bool) {
	if s == "" || leadingZero(s) || strings.HasPrefix(s, "+") {
		return 0, false
	}
	digits := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			digits = true
		case c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E':
		default:
			return 0, false
		}
	}
	if !digits || !exactInFloat(s) {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// exactInFloat reports a number literal whose significant digits a
// float64 keeps (15 at most): a 23-digit account number, too long for
// int64, must stay text rather than become 1.2345678901234568e22 and lose
// its last digits.
func exactInFloat(s string) bool {
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimLeft(strings.ReplaceAll(strings.TrimLeft(s, "+-"), ".", ""), "0")
	return len(strings.TrimRight(s, "0")) <= 15 || !strings.ContainsAny(s, "123456789")
}

func parseDate(s string) (arrow.Date32, bool) {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return 0, false
	}
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return 0, false
	}
	return arrow.Date32FromTime(t), true
}

// timestampLayouts are the accepted timestamp forms; fractional seconds
// are accepted after the seconds in every one. Values without a zone are
// read as UTC.
var timestampLayouts = []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02 15:04:05Z07:00", "2006-01-02 15:04:05"}

func parseTimestamp(s string) (arrow.Timestamp, bool) {
	// A plain date in a timestamp column is its midnight, UTC.
	if d, ok := parseDate(s); ok {
		return arrow.Timestamp(d.ToTime().UnixMicro()), true
	}
	if len(s) < 19 || s[4] != '-' || (s[10] != 'T' && s[10] != ' ') {
		return 0, false
	}
	for _, l := range timestampLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return arrow.Timestamp(t.UnixMicro()), true
		}
	}
	return 0, false
}
