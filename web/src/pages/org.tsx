import { useState } from 'preact/hooks';
import { api, ApiError, fmtBytes, fmtTime } from '../api';
import { ErrorBox, Field, Head, Page, fieldErrors, useAsync } from '../ui';

const limits: [string, string, boolean][] = [
  ['max_users', 'Users', false],
  ['max_datasets', 'Datasets', false],
  ['max_total_scans', 'Dataset scans in all', false],
  ['max_concurrent_scans', 'Concurrent scans', false],
  ['max_queue_size', 'Queued jobs', false],
  ['max_dataset_size_bytes', 'Dataset size (bytes)', true],
  ['max_total_storage_bytes', 'Storage in all (bytes)', true],
  ['max_runtime_security_calls', 'Runtime scans per month', false],
];

// Org: the organization's licence limits (editable by owners and admins)
// and its members.
export function Org() {
  const orgs = useAsync(() => api<{ items: any[] }>('/api/orgs'), []);
  const org = orgs.data?.items[0];
  const members = useAsync(() => (org ? api<{ items: any[] }>(`/api/orgs/${org.id}/members`) : Promise.resolve(null)), [org?.id]);
  const [saved, setSaved] = useState(false);
  return (
    <Page title="Organization">
      <ErrorBox error={orgs.error} />
      {org ? (
        <OrgForm
          key={`${org.id}:${org.updated_at}`}
          org={org}
          saved={saved}
          onSaved={(ok) => {
            setSaved(ok);
            if (ok) orgs.reload();
          }}
        />
      ) : null}
      <h2>Members</h2>
      <ErrorBox error={members.error} />
      <table class="grid" aria-label="Members">
        <Head cols={['Name', 'E-mail', 'Roles', 'Active', 'MFA']} />
        <tbody>
          {(members.data?.items || []).map((u) => (
            <tr>
              <td>{u.name}</td>
              <td>{u.email}</td>
              <td>{u.roles.join(', ')}</td>
              <td>{u.is_active ? 'yes' : 'no'}</td>
              <td>{u.mfa_enabled ? 'on' : 'off'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Page>
  );
}

// OrgForm edits the loaded organization. Its fields start from the
// organization itself, not from empty values that an effect replaces after
// the first render: an edit made at once is never overwritten. Keyed by
// the organization's updated_at, it starts again from what the server
// saved after a save; the "Saved." notice lives in the page.
function OrgForm({ org, saved, onSaved }: { org: any; saved: boolean; onSaved: (ok: boolean) => void }) {
  const [edit, setEdit] = useState<Record<string, string>>(() =>
    Object.fromEntries([['name', org.name], ...limits.map(([k]) => [k, String(org[k] ?? '')])]),
  );
  const [error, setError] = useState<unknown>(null);
  const errs = fieldErrors(error);
  const save = async (e: Event) => {
    e.preventDefault();
    setError(null);
    onSaved(false);
    const body: Record<string, unknown> = {};
    if (edit.name !== org.name) body.name = edit.name;
    for (const [k] of limits) {
      if (edit[k] !== String(org[k] ?? '')) body[k] = /^\d+$/.test(edit[k].trim()) ? Number(edit[k]) : edit[k];
    }
    try {
      await api(`/api/orgs/${org.id}`, { method: 'PATCH', body });
      onSaved(true);
    } catch (x) {
      setError(x);
    }
  };
  return (
    <form onSubmit={save} aria-label="Organization limits" noValidate>
      <dl class="kv">
        <dt>Slug</dt>
        <dd>{org.slug}</dd>
        <dt>Plan</dt>
        <dd>
          {org.plan_tier} ({org.license_type}), licence expires {fmtTime(org.license_expires_at)}
        </dd>
        <dt>Members</dt>
        <dd>{org.member_count}</dd>
      </dl>
      {saved ? (
        <p role="status" class="ok">
          Saved.
        </p>
      ) : null}
      {error && !(error instanceof ApiError && error.detail.length) ? <ErrorBox error={error} /> : null}
      <fieldset class="config-grid">
        <legend>Name and limits</legend>
        <Field label="Name" id="org-name" value={edit.name || ''} onInput={(v) => setEdit({ ...edit, name: v })} error={errs.name} />
        {limits.map(([k, label, bytes]) => (
          <Field
            label={label}
            id={`org-${k}`}
            value={edit[k] || ''}
            inputmode="numeric"
            onInput={(v) => setEdit({ ...edit, [k]: v })}
            error={errs[k]}
            hint={bytes && /^\d+$/.test(edit[k] || '') ? fmtBytes(Number(edit[k])) : undefined}
          />
        ))}
      </fieldset>
      <button type="submit" class="primary">
        Save
      </button>
    </form>
  );
}
