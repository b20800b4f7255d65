package datasets_test

import (
	"encoding/json"
	"slices"
	"testing"

	"bulwark/shared/datasets"
	"bulwark/shared/openapi"
)

// Every provider a version can carry is one the DatasetSource schema
// allows, and the reverse: a healed version once answered "heal", outside
// the enum, which broke clients generated from the document.
func TestSourceProvidersAreTheSchemasEnum(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]struct {
					Enum []string `json:"enum"`
				} `json:"properties"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(openapi.JSON(), &doc); err != nil {
		t.Fatal(err)
	}
	enum := doc.Components.Schemas["DatasetSource"].Properties["provider"].Enum
	got := slices.Clone(datasets.SourceProviders)
	slices.Sort(got)
	slices.Sort(enum)
	if !slices.Equal(got, enum) {
		t.Fatalf("code %v, schema %v", got, enum)
	}
}
