package auth

import (
	"fmt"
	"slices"
	"strings"

	"bulwark/shared/identity"
)

// Permission is a capability a role grants. Each concrete scope is granted
// by exactly one permission, so "which scopes may this user exercise" is
// "which permissions do their roles grant".
type Permission struct {
	Name        string
	Description string
	Scopes      []string
}

// Permission names. The three runtime_security ones are the spec's.
const (
	PermDatasetsView          = "datasets.view"
	PermDatasetsManage        = "datasets.manage"
	PermScansView             = "scans.view"
	PermScansRun              = "scans.run"
	PermJobsView              = "jobs.view"
	PermJobsManage            = "jobs.manage"
	PermPlaygroundQuery       = "playground.query"
	PermAuditView             = "audit.view"
	PermOrgView               = "org.view"
	PermOrgManage             = "org.manage"
	PermAPIKeysManage         = "api_keys.manage"
	PermAPIKeysAdmin          = "api_keys.admin"
	PermRuntimeSecurityScan   = "runtime_security.scan"
	PermRuntimeSecurityView   = "runtime_security.view"
	PermRuntimeSecurityManage = "runtime_security.manage"
)

var permissions = []Permission{
	{PermDatasetsView, "See datasets, versions and compliance reports", []string{ScopeDatasetsRead}},
	{PermDatasetsManage, "Upload, heal and delete datasets", []string{ScopeDatasetsWrite}},
	{PermScansView, "See scans and their results", []string{ScopeScansRead, ScopeResultsRead}},
	{PermScansRun, "Start scans and change their results", []string{ScopeScansWrite}},
	{PermJobsView, "See background jobs", []string{ScopeJobsRead}},
	{PermJobsManage, "Cancel background jobs", []string{ScopeJobsWrite}},
	{PermPlaygroundQuery, "Run read-only SQL in the playground", []string{ScopePlaygroundQuery}},
	{PermAuditView, "Read the audit trail", []string{ScopeAuditRead}},
	{PermOrgView, "See the organization and its members", []string{ScopeOrgsRead}},
	{PermOrgManage, "Change the organization, its limits and its members", []string{ScopeOrgsWrite}},
	{PermAPIKeysManage, "Mint, list and revoke one's own API keys", []string{ScopeKeysRead, ScopeKeysWrite}},
	{PermAPIKeysAdmin, "See and revoke every API key of the workspace", nil},
	{PermRuntimeSecurityScan, "Scan endpoints and the LLM proxy", []string{ScopeRuntimeScan}},
	{PermRuntimeSecurityView, "Read-only runtime analytics: events, apps, configurations", []string{ScopeRuntimeEventsRead, ScopeRuntimeConfigRead}},
	{PermRuntimeSecurityManage, "Runtime configuration changes", []string{ScopeRuntimeConfigWrite}},
}

// rolePermissions maps each role to the permissions it grants. Owners and
// admins hold everything (the owner is the account holder and cannot be
// demoted or deactivated through the API); members build and operate;
// analysts investigate; viewers only look.
var rolePermissions = map[string][]string{
	identity.RoleOwner: allPermissions(),
	identity.RoleAdmin: allPermissions(),
	identity.RoleMember: {
		PermDatasetsView, PermDatasetsManage, PermScansView, PermScansRun, PermJobsView, PermJobsManage,
		PermPlaygroundQuery, PermOrgView, PermAPIKeysManage,
		PermRuntimeSecurityScan, PermRuntimeSecurityView, PermRuntimeSecurityManage,
	},
	identity.RoleAnalyst: {
		PermDatasetsView, PermScansView, PermScansRun, PermJobsView, PermPlaygroundQuery,
		PermAuditView, PermOrgView, PermAPIKeysManage, PermRuntimeSecurityView,
	},
	identity.RoleViewer: {
		PermDatasetsView, PermScansView, PermJobsView, PermOrgView, PermAPIKeysManage, PermRuntimeSecurityView,
	},
}

func allPermissions() []string {
	out := make([]string, len(permissions))
	for i, p := range permissions {
		out[i] = p.Name
	}
	return out
}

// Roles lists the roles, most powerful first.
func Roles() []string {
	return []string{identity.RoleOwner, identity.RoleAdmin, identity.RoleMember, identity.RoleAnalyst, identity.RoleViewer}
}

// Permissions returns every permission, in display order.
func Permissions() []Permission { return slices.Clone(permissions) }

// PermissionsOf returns the permissions a set of roles grants, in display
// order. Unknown roles grant nothing.
func PermissionsOf(roles []string) []string {
	var out []string
	for _, p := range permissions {
		if grants(roles, p.Name) {
			out = append(out, p.Name)
		}
	}
	return out
}

// grants reports whether one of roles grants the permission.
func grants(roles []string, perm string) bool {
	for _, r := range roles {
		if slices.Contains(rolePermissions[r], perm) {
			return true
		}
	}
	return false
}

// HasPermission reports whether roles grant the permission.
func HasPermission(roles []string, perm string) bool { return grants(roles, perm) }

// ScopesOf returns the concrete scopes a set of roles lets its holder
// exercise: the scopes of a signed-in user, and the ceiling of every API
// key the user creates.
func ScopesOf(roles []string) []string {
	var granted []string
	for _, p := range permissions {
		if grants(roles, p.Name) {
			granted = append(granted, p.Scopes...)
		}
	}
	return Expand(granted)
}

// PermissionFor names the permission that grants a concrete scope.
func PermissionFor(scope string) string {
	for _, p := range permissions {
		if slices.Contains(p.Scopes, scope) {
			return p.Name
		}
	}
	return ""
}

// RolesMarkdown renders the role-to-permission mapping as the Markdown table
// of docs/auth.md.
func RolesMarkdown() string {
	var b strings.Builder
	b.WriteString("| permission | scopes | " + strings.Join(Roles(), " | ") + " |\n|---|---|" + strings.Repeat("---|", len(Roles())) + "\n")
	for _, p := range permissions {
		scopes := "—"
		if len(p.Scopes) > 0 {
			scopes = "`" + strings.Join(p.Scopes, "`, `") + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s |", p.Name, scopes)
		for _, r := range Roles() {
			mark := " "
			if slices.Contains(rolePermissions[r], p.Name) {
				mark = "✓"
			}
			fmt.Fprintf(&b, " %s |", mark)
		}
		b.WriteString("\n")
	}
	return b.String()
}
