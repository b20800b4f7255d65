package identity_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"

	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/records"
)

func TestTenantsUsersAndKeys(t *testing.T) {
	tb, clk := table(t)
	ctx := context.Background()
	a, err := identity.CreateTenant(ctx, tb, clk, "Owner@Acme.example", "", "acme")
	if err != nil || len(a.Password) != 20 || a.Email != "owner@acme.example" {
		t.Fatalf("tenant %+v %v", a, err)
	}
	b, err := identity.CreateTenant(ctx, tb, clk, "owner@globex.example", "pw-pw-pw-pw", "globex")
	if err != nil || b.WorkspaceID == a.WorkspaceID || b.OrgID == a.OrgID || b.UserID == a.UserID {
		t.Fatalf("second tenant %+v %v", b, err)
	}
	k, err := identity.LookupAPIKey(ctx, tb, a.APIKey, clk.Now())
	if err != nil || k.WorkspaceID != a.WorkspaceID || k.Scopes[0] != "*" || k.CreatedByUserID != a.UserID {
		t.Fatalf("tenant key %+v %v", k, err)
	}
	u, err := identity.UserByEmail(ctx, tb, " OWNER@acme.example")
	if err != nil || u.ID != a.UserID || u.Roles[0] != identity.RoleOwner {
		t.Fatalf("by e-mail %+v %v", u, err)
	}
	if _, err := identity.UserByEmail(ctx, tb, "nobody@example.com"); !errors.Is(err, errs.ErrNotFound) {
		t.Fatalf("unknown e-mail: %v", err)
	}
	// E-mails are unique across workspaces, even under concurrency.
	var wg sync.WaitGroup
	results := make([]error, 4)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ws := a.WorkspaceID
			if i%2 == 1 {
				ws = b.WorkspaceID
			}
			_, results[i] = identity.CreateUser(ctx, tb, clk, ws, identity.NewUser{Email: "dup@example.com", Roles: []string{identity.RoleViewer}})
		}()
	}
	wg.Wait()
	won := 0
	for _, err := range results {
		switch {
		case err == nil:
			won++
		case !errors.Is(err, errs.ErrAlreadyExists):
			t.Fatalf("unexpected %v", err)
		}
	}
	if won != 1 {
		t.Fatalf("%d creations of one e-mail won", won)
	}
	// max_users is enforced.
	if _, err := records.Mutate(ctx, tb, identity.OrgKey(b.WorkspaceID, b.OrgID), func(o *identity.Organization) error { o.MaxUsers = 2; return nil }); err != nil {
		t.Fatal(err)
	}
	users, _ := identity.ListUsers(ctx, tb, b.WorkspaceID)
	for i := len(users); i < 2; i++ {
		if _, err := identity.CreateUser(ctx, tb, clk, b.WorkspaceID, identity.NewUser{Email: "fill@example.com", Roles: []string{identity.RoleViewer}}); err != nil {
			t.Fatal(err)
		}
	}
	_, err = identity.CreateUser(ctx, tb, clk, b.WorkspaceID, identity.NewUser{Email: "over@example.com"})
	var e *errs.Error
	if !errors.As(err, &e) || e.Code != "LICENSE_LIMIT_REACHED" || !errors.Is(err, errs.ErrQuotaExceeded) {
		t.Fatalf("over max_users: %v", err)
	}
	if o, err := identity.WorkspaceOrg(ctx, tb, b.WorkspaceID); err != nil || o.ID != b.OrgID || o.MaxUsers != 2 {
		t.Fatalf("workspace org %+v %v", o, err)
	}
	// The public form carries no secrets.
	u.MFASecret = "SECRET"
	ws, _ := identity.GetWorkspace(ctx, tb, a.WorkspaceID)
	raw, _ := json.Marshal(u.Public(ws.WorkspaceRef))
	if strings.Contains(string(raw), "argon2") || strings.Contains(string(raw), "SECRET") || !strings.Contains(string(raw), `"workspace":{"id":"`+a.WorkspaceID) {
		t.Fatalf("public user %s", raw)
	}
	// Keys are minted unique, findable, bound to their creator.
	key, rec, err := identity.CreateAPIKey(ctx, tb, clk, identity.NewAPIKey{WorkspaceID: a.WorkspaceID, Name: "ci", Scopes: []string{"datasets:read"}, CreatedByUserID: a.UserID})
	if err != nil || rec.SecretHash == key || !identity.KeyMatches(key, rec.SecretHash) {
		t.Fatalf("key %+v %v", rec, err)
	}
	if got, err := identity.LookupAPIKey(ctx, tb, key, clk.Now()); err != nil || got.ID != rec.ID || got.Name != "ci" {
		t.Fatalf("lookup %+v %v", got, err)
	}
}
