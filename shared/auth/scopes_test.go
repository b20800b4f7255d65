package auth_test

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"bulwark/shared/auth"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
)

func TestWildcardsCoverOnlyWhatTheSpecSays(t *testing.T) {
	all := auth.Concrete()
	for _, s := range all {
		if !auth.Covers([]string{"*"}, s) {
			t.Errorf("* does not cover %s", s)
		}
		runtime := strings.HasPrefix(s, "runtime:")
		if auth.Covers([]string{"runtime:*"}, s) != runtime {
			t.Errorf("runtime:* covers %s: %v", s, !runtime)
		}
	}
	if got := auth.Expand([]string{"runtime:*"}); !reflect.DeepEqual(got, []string{"runtime:scan", "runtime:events:read", "runtime:config:read", "runtime:config:write"}) {
		t.Fatalf("runtime:* expands to %v", got)
	}
	// Category wildcards are never honoured, even when stored.
	for _, bogus := range []string{"datasets:*", "runtime:config:*", "keys:*", "*:read", "**"} {
		if got := auth.Expand([]string{bogus}); len(got) != 0 {
			t.Errorf("%s expands to %v", bogus, got)
		}
		if auth.Covers([]string{bogus}, "datasets:read") || auth.Covers([]string{bogus}, "runtime:config:read") {
			t.Errorf("%s was honoured", bogus)
		}
	}
}

func TestCollapse(t *testing.T) {
	if got := auth.Collapse(auth.Concrete()); !reflect.DeepEqual(got, []string{"*"}) {
		t.Fatalf("every scope collapses to %v", got)
	}
	rt := auth.Expand([]string{"runtime:*"})
	if got := auth.Collapse(append([]string{"datasets:read"}, rt...)); !reflect.DeepEqual(got, []string{"datasets:read", "runtime:*"}) {
		t.Fatalf("got %v", got)
	}
	if got := auth.Collapse([]string{"runtime:scan", "audit:read"}); !reflect.DeepEqual(got, []string{"audit:read", "runtime:scan"}) {
		t.Fatalf("got %v", got)
	}
}

func denied(t *testing.T, err error, naming string) {
	t.Helper()
	var e *errs.Error
	if !errors.As(err, &e) || !errors.Is(err, errs.ErrPermissionDenied) || e.Code != "SCOPE_NOT_HELD" || !strings.Contains(e.Message, "'"+naming+"'") {
		t.Fatalf("want 403 SCOPE_NOT_HELD naming %s, got %v", naming, err)
	}
}

func invalid(t *testing.T, err error, index int, typ string) {
	t.Helper()
	var ve *httpkit.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("want a 422, got %v", err)
	}
	for _, d := range ve.Detail {
		if reflect.DeepEqual(d.Loc, []any{"body", "scopes", index}) && d.Type == typ {
			return
		}
	}
	t.Fatalf("want %s at body.scopes.%d, got %+v", typ, index, ve.Detail)
}

// TestGrantRules is every rule of key creation (spec §Authentication 4-5).
func TestGrantRules(t *testing.T) {
	everything := auth.Concrete()
	member := auth.ScopesOf([]string{identity.RoleMember})
	analyst := auth.ScopesOf([]string{identity.RoleAnalyst})

	t.Run("omitted or empty gives the widest held set", func(t *testing.T) {
		for _, req := range [][]string{nil, {}} {
			got, err := auth.Grant(everything, req)
			if err != nil || !reflect.DeepEqual(got, []string{"*"}) {
				t.Fatalf("owner: %v %v", got, err)
			}
			got, err = auth.Grant(member, req)
			if err != nil || !slices.Contains(got, "runtime:*") || slices.Contains(got, "*") || slices.Contains(got, "audit:read") {
				t.Fatalf("member: %v %v", got, err)
			}
			if !reflect.DeepEqual(auth.Expand(got), member) {
				t.Fatalf("member's widest set %v covers %v, want %v", got, auth.Expand(got), member)
			}
			got, err = auth.Grant(analyst, req)
			if err != nil || !reflect.DeepEqual(auth.Expand(got), analyst) || slices.Contains(got, "runtime:*") {
				t.Fatalf("analyst: %v %v", got, err)
			}
		}
		if _, err := auth.Grant(nil, nil); !errors.Is(err, errs.ErrPermissionDenied) {
			t.Fatalf("a creator holding nothing: %v", err)
		}
	})
	t.Run("* only for a creator holding every scope", func(t *testing.T) {
		if got, err := auth.Grant(everything, []string{"*"}); err != nil || !reflect.DeepEqual(got, []string{"*"}) {
			t.Fatalf("%v %v", got, err)
		}
		_, err := auth.Grant(member, []string{"*"})
		denied(t, err, "*")
		almost := slices.DeleteFunc(slices.Clone(everything), func(s string) bool { return s == "jobs:write" })
		_, err = auth.Grant(almost, []string{"*"})
		denied(t, err, "jobs:write")
	})
	t.Run("runtime:* only for a creator holding all four runtime scopes", func(t *testing.T) {
		if got, err := auth.Grant(member, []string{"runtime:*"}); err != nil || !reflect.DeepEqual(got, []string{"runtime:*"}) {
			t.Fatalf("member: %v %v", got, err)
		}
		_, err := auth.Grant(analyst, []string{"runtime:*"})
		denied(t, err, "runtime:scan")
	})
	t.Run("other wildcards and unknown names are invalid", func(t *testing.T) {
		_, err := auth.Grant(everything, []string{"datasets:read", "datasets:*"})
		invalid(t, err, 1, "scope_wildcard")
		_, err = auth.Grant(everything, []string{"runtime:config:*"})
		invalid(t, err, 0, "scope_wildcard")
		_, err = auth.Grant(everything, []string{"datasets:delete"})
		invalid(t, err, 0, "scope_unknown")
	})
	t.Run("an unheld scope is refused naming it", func(t *testing.T) {
		_, err := auth.Grant(analyst, []string{"datasets:read", "datasets:write"})
		denied(t, err, "datasets:write")
		_, err = auth.Grant(member, []string{"audit:read"})
		denied(t, err, "audit:read")
	})
	t.Run("a held set is granted sorted without duplicates", func(t *testing.T) {
		got, err := auth.Grant(analyst, []string{"scans:write", "datasets:read", "scans:write"})
		if err != nil || !reflect.DeepEqual(got, []string{"datasets:read", "scans:write"}) {
			t.Fatalf("%v %v", got, err)
		}
	})
}

func TestCatalogueListsEveryScopeWithLabels(t *testing.T) {
	cat := auth.Catalogue()
	if cat[0].Name != "*" || cat[1].Name != "runtime:*" || len(cat) != len(auth.Concrete())+2 {
		t.Fatalf("catalogue %+v", cat)
	}
	for _, s := range cat {
		if s.Label == "" || s.Description == "" {
			t.Errorf("%s has no label or description", s.Name)
		}
	}
	for _, want := range []string{"runtime:scan", "runtime:events:read", "runtime:config:read", "runtime:config:write", "datasets:read", "audit:read", "keys:write", "orgs:write"} {
		if !slices.Contains(auth.Concrete(), want) {
			t.Errorf("scope %s missing", want)
		}
	}
}
