package platform

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"bulwark/shared/identity"
	"bulwark/shared/secrets"
)

// ownerGroup is the endpoint group whose function bootstraps an empty AWS
// deployment.
const ownerGroup = "auth"

// Lambda's init phase lasts 10 s at most: the bootstrap (which waits for a
// concurrent cold start that holds it) and the secret write share that.
const (
	bootstrapTimeout   = 5 * time.Second
	credentialsTimeout = 4 * time.Second
)

// OwnerCredentials is the JSON stored in the secret
// secrets.NameOwnerCredentials when BootstrapOwner creates the owner.
type OwnerCredentials struct {
	Email       string    `json:"email"`
	Password    string    `json:"password"`
	APIKey      string    `json:"api_key"`
	WorkspaceID string    `json:"workspace_id"`
	CreatedAt   time.Time `json:"created_at"`
}

// BootstrapOwner creates the owner of an empty deployment (identity.Bootstrap:
// the configured admin e-mail or the default one, the configured password or
// a random one, an API key holding "*") and stores its credentials, shown
// nowhere else, as JSON in the secret secrets.NameOwnerCredentials. That is
// how the first owner of an AWS deployment is made and handed over: the
// stack creates the secret with a placeholder and lets only the auth
// function write it; the operator reads it once (docs/deploy.md).
//
// On a store that was bootstrapped already it changes nothing and writes no
// secret (created is false), so every cold start may call it; concurrent
// cold starts create one owner. The owner is created before its
// credentials are stored: if the write fails, the error says so and the
// owner's password must be reset (docs/deploy.md).
func BootstrapOwner(ctx context.Context, d *Deps) (created bool, err error) {
	res, err := identity.Bootstrap(ctx, d.Main, d.Clock, d.Config.AdminEmail, d.Config.AdminPassword)
	if err != nil {
		return false, fmt.Errorf("platform: bootstrap: %w", err)
	}
	if !res.Created {
		return false, nil
	}
	body, err := json.Marshal(OwnerCredentials{
		Email: res.Email, Password: res.Password, APIKey: res.APIKey,
		WorkspaceID: res.WorkspaceID, CreatedAt: d.Clock.Now(),
	})
	if err != nil {
		return true, fmt.Errorf("platform: bootstrap: encode credentials: %w", err)
	}
	// The owner exists now: store its credentials even if the bootstrap's
	// deadline has passed.
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), credentialsTimeout)
	defer cancel()
	if err := d.Secrets.Put(wctx, secrets.NameOwnerCredentials, body); err != nil {
		return true, fmt.Errorf("platform: the owner %s was created but its credentials were not stored in the secret %s: %w",
			res.Email, secrets.NameOwnerCredentials, err)
	}
	if d.Log != nil {
		d.Log.Info("created the first owner; its one-time credentials are in the secret "+d.Config.SecretPrefix+secrets.NameOwnerCredentials,
			"email", res.Email, "workspace_id", res.WorkspaceID)
	}
	return true, nil
}
