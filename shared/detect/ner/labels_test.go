package ner

import (
	"slices"
	"testing"
)

func TestCanonicalAcceptsUsualNames(t *testing.T) {
	cases := map[string]string{
		"person": Person, "PER": Person, "Person": Person, "name": Person,
		"location": Location, "LOC": Location, "gpe": Location, " place ": Location,
		"organization": Organization, "organisation": Organization, "ORG": Organization, "company": Organization,
		"address": Address, "street address": Address, "street-address": Address,
		"DATE_TIME": DateTime, "date time": DateTime, "Date-Time": DateTime, "date": DateTime,
	}
	for in, want := range cases {
		got, ok := Canonical(in)
		if !ok || got != want {
			t.Errorf("Canonical(%q) = %q, %v; want %q, true", in, got, ok, want)
		}
		if !Supported(in) {
			t.Errorf("Supported(%q) = false", in)
		}
	}
	for _, in := range []string{"", "credit_card", "EMAIL", "product", "persons name"} {
		if Supported(in) {
			t.Errorf("Supported(%q) = true, want false", in)
		}
	}
}

func TestLabelsAreCanonicalAndCopied(t *testing.T) {
	got := Labels()
	want := []string{Person, Location, Organization, Address, DateTime}
	if !slices.Equal(got, want) {
		t.Fatalf("Labels() = %v, want %v", got, want)
	}
	for _, l := range got {
		if c, ok := Canonical(l); !ok || c != l {
			t.Errorf("Canonical(%q) = %q, %v", l, c, ok)
		}
	}
	got[0] = "CHANGED"
	if Labels()[0] != Person {
		t.Error("Labels() exposes the package's slice")
	}
}
