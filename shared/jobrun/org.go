package jobrun

import (
	"context"
	"errors"
	"fmt"

	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/records"
)

// Organization returns the organization that licenses a workspace, whose
// max_* fields are the limits jobs and datasets enforce. A workspace
// without an organization record (which bootstrap never leaves) gets the
// default plan's limits rather than no limits at all.
func Organization(ctx context.Context, d *platform.Deps, workspace string) (identity.Organization, error) {
	ws, _, err := records.Get[identity.Workspace](ctx, d.Main, identity.WorkspaceKey(workspace))
	if err == nil {
		var org identity.Organization
		org, _, err = records.Get[identity.Organization](ctx, d.Main, identity.OrgKey(workspace, ws.OrgID))
		if err == nil {
			return org, nil
		}
	}
	if errors.Is(err, errs.ErrNotFound) {
		d.Log.WarnContext(ctx, "jobrun: workspace has no organization; applying the default plan's limits", "workspace", workspace)
		return identity.DefaultOrganization(0, workspace, d.Clock.Now()), nil
	}
	return identity.Organization{}, fmt.Errorf("jobrun.Organization %s: %w", workspace, err)
}
