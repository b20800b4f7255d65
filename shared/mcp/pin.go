package mcp

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"
	"time"

	"golang.org/x/text/unicode/norm"
)

// Pin is a tool's approved version: the digest of its name and description
// when it was first accepted (or re-approved), and that description, kept
// to show what changed.
type Pin struct {
	Name        string    `json:"name"`
	SHA256      string    `json:"sha256"`
	Description string    `json:"description"`
	PinnedAt    time.Time `json:"pinned_at"`
	// ConfigVersion is the configuration version the registration created.
	ConfigVersion int `json:"config_version"`
}

// Pins are an app's pins by tool name.
type Pins map[string]Pin

var (
	blanks     = regexp.MustCompile(`[ \t\f\v]+`)
	blankLines = regexp.MustCompile(`\n{3,}`)
)

// canonical is the form a pin covers: Unicode NFC, line breaks as \n, runs
// of spaces and tabs as one space, no space at line ends, no blank lines
// beyond one, trimmed. Formatting noise does not break a pin; everything a
// model reads differently does: case, lookalike letters and invisible
// characters are kept, since changing them is a change of the text.
func canonical(s string) string {
	s = norm.NFC.String(s)
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	s = blanks.ReplaceAllString(s, " ")
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.TrimSpace(blankLines.ReplaceAllString(strings.Join(lines, "\n"), "\n\n"))
}

// Digest is the pin of a tool: the hex SHA-256 of the canonical name and
// description, separated by a NUL byte. The registration request carries no
// input schema, so there is none to cover; a name is part of the digest so
// that a pin can never vouch for another tool.
func Digest(name, description string) string {
	h := sha256.New()
	h.Write([]byte(canonical(name)))
	h.Write([]byte{0})
	h.Write([]byte(canonical(description)))
	return hex.EncodeToString(h.Sum(nil))
}
