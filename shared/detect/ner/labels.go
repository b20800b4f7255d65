package ner

import "strings"

// The entity labels the embedded model recognises, as they appear in
// detect.Finding.Category. Their order is the order of the model's tags.
const (
	Person       = "PERSON"
	Location     = "LOCATION"
	Organization = "ORGANIZATION"
	Address      = "ADDRESS"
	DateTime     = "DATE_TIME"
)

// labels lists the supported labels in tag order (see numTags).
var labels = [...]string{Person, Location, Organization, Address, DateTime}

// synonyms maps normalised free-form names (see normalise) to a label, so
// that an app's `entities` list can use the names people usually write.
var synonyms = map[string]string{
	"PERSON": Person, "PER": Person, "PERSONS": Person, "PEOPLE": Person,
	"NAME": Person, "PERSON_NAME": Person, "FULL_NAME": Person,

	"LOCATION": Location, "LOC": Location, "GPE": Location, "PLACE": Location,
	"CITY": Location, "COUNTRY": Location,

	"ORGANIZATION": Organization, "ORGANISATION": Organization, "ORG": Organization,
	"COMPANY": Organization, "CORPORATION": Organization, "INSTITUTION": Organization,

	"ADDRESS": Address, "STREET_ADDRESS": Address, "POSTAL_ADDRESS": Address,
	"ADDR": Address,

	"DATE_TIME": DateTime, "DATETIME": DateTime, "DATE": DateTime, "TIME": DateTime,
}

// Labels returns the labels the recognizer can report, in a fixed order.
func Labels() []string {
	return append([]string(nil), labels[:]...)
}

// Canonical maps a free-form label ("person", "PER", "org", "company",
// "gpe", "date-time", ...) to the label used in findings. ok is false when
// the label is not supported.
func Canonical(label string) (canonical string, ok bool) {
	canonical, ok = synonyms[normalise(label)]
	return canonical, ok
}

// Supported reports whether a free-form label from an app's NER `entities`
// list names something the recognizer can find.
func Supported(label string) bool {
	_, ok := Canonical(label)
	return ok
}

// normalise upper-cases a label and turns spaces and hyphens into
// underscores, so "date time", "Date-Time" and "DATE_TIME" are one name.
func normalise(label string) string {
	label = strings.ToUpper(strings.TrimSpace(label))
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return '_'
		}
		return r
	}, label)
}

// labelIndex returns the position of a canonical label in labels, or -1.
func labelIndex(label string) int {
	for i, l := range labels {
		if l == label {
			return i
		}
	}
	return -1
}

// Tags: 0 is "outside", tag k+1 marks a token inside an entity of label k
// (IO tagging). Entities are maximal runs of one tag, so two entities of
// one label with nothing between them would merge; in text they are
// almost always separated by a word or a punctuation mark.
const numTags = 1 + len(labels)

// tagLabel returns the label index of a tag other than 0.
func tagLabel(tag int) int { return tag - 1 }
