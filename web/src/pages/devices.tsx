// Devices: the runtime catch-all surface. Enrolled endpoints (list, detail,
// rename, move, labels, revoke), the enrollment tokens they enrol with, the
// workspace's versioned DLP policy, and a scan tried with a device's own
// credential.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, fmtTime } from '../api';
import { Badge, CursorPager, ErrorBox, Field, FieldError, FormErrors, Head, Link, Page, Saved, SecretOnce, Select, Tabs, TextArea, fieldErrors, useFocusFirstError, useAsync } from '../ui';
import { Version, VersionHistory, nearestFieldErrors } from '../versions';
import type { RuntimeApp } from './apps';

interface Device {
  id: string;
  name: string;
  platform: string;
  app_uuid: string | null;
  labels: Record<string, string>;
  status: 'active' | 'revoked';
  agent_version: string | null;
  credential_prefix: string;
  enrollment_token_id: string | null;
  created_at: string;
  updated_at: string;
  last_seen_at: string | null;
  last_seen_ip: string | null;
  revoked_at: string | null;
}

interface EnrollmentToken {
  id: string;
  name: string;
  app_uuid: string | null;
  prefix: string;
  max_uses: number;
  uses: number;
  expires_at: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  status: 'active' | 'revoked' | 'expired' | 'exhausted';
}

interface PiiRule {
  name: string;
  pattern: string;
  category?: string;
}

interface DlpPolicy {
  enabled: boolean;
  default_action: string;
  actions: Record<string, string>;
  min_score: number;
  custom_rules: PiiRule[];
  redaction_style: string;
}

interface PolicyVersion extends Version {
  policy: DlpPolicy;
}

const platforms = ['windows', 'macos', 'linux', 'ios', 'android', 'chromeos', 'browser', 'server', 'other'];
const actionOptions: [string, string][] = [
  ['allow', 'allow'],
  ['redact', 'redact'],
  ['block', 'block'],
];
const BASE = '/api/runtime-security';

// useApps lists the workspace's apps once, for the selects and the names.
function useApps() {
  const apps = useAsync(() => api<{ items: RuntimeApp[] }>(`${BASE}/apps`, { query: { limit: 200 } }), []);
  const items = apps.data?.items || [];
  const name = (uuid: string | null) => (uuid ? items.find((a) => a.uuid === uuid)?.name || uuid : 'whole workspace');
  return { items, name, error: apps.error };
}

// numberOr sends what does not parse as typed, so that the API's own 422
// names the field.
function numberOr(s: string): number | string {
  const t = s.trim();
  return t !== '' && !isNaN(Number(t)) ? Number(t) : s;
}

const tabs: [string, string][] = [
  ['', 'Devices'],
  ['tokens', 'Enrollment tokens'],
  ['policy', 'DLP policy'],
  ['policy/history', 'Policy history'],
  ['try', 'Try a scan'],
];

export function Devices({ tab }: { tab: string }) {
  const [notice, setNotice] = useState('');
  const [version, setVersion] = useState(0);
  const changed = (msg: string) => {
    setNotice(msg);
    setVersion(version + 1);
  };
  useEffect(() => setNotice(''), [tab]);
  const title = tabs.find(([t]) => t === tab)?.[1] || 'Devices';
  return (
    <Page title={tab ? `Devices: ${title}` : 'Devices'}>
      <Tabs label="Device sections" items={tabs.map(([t, label]) => [t ? `/devices/${t}` : '/devices', label])} current={tab ? `/devices/${tab}` : '/devices'} />
      <Saved notice={notice} />
      {tab === 'tokens' ? (
        <Tokens />
      ) : tab === 'policy' ? (
        <PolicyEditor key={version} onSaved={changed} />
      ) : tab === 'policy/history' ? (
        <VersionHistory<PolicyVersion> base={`${BASE}/dlp-policy`} field="policy" label="DLP policy" key={version} onRestored={changed} />
      ) : tab === 'try' ? (
        <TryScan />
      ) : (
        <DeviceList />
      )}
    </Page>
  );
}

function Labels({ labels }: { labels: Record<string, string> }) {
  const ks = Object.keys(labels || {}).sort();
  if (!ks.length) return <span class="muted">—</span>;
  return (
    <span class="labels">
      {ks.map((k) => (
        <code class="label">
          {k}={labels[k]}
        </code>
      ))}
    </span>
  );
}

// ---- devices ----

function DeviceList() {
  const apps = useApps();
  const [status, setStatus] = useState('');
  const [app, setApp] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const list = useAsync(
    () =>
      api<{ items: Device[]; next_cursor: string | null }>(`${BASE}/devices`, {
        query: { limit: 50, status, app_uuid: app, cursor: cursors[cursors.length - 1] },
      }),
    [status, app, cursors],
  );
  const items = list.data?.items || [];
  return (
    <div>
      <div class="filters" role="group" aria-label="Filters">
        <Select
          label="Status"
          id="dev-status"
          value={status}
          options={[
            ['', 'any'],
            ['active', 'active'],
            ['revoked', 'revoked'],
          ]}
          onChange={(v) => {
            setStatus(v);
            setCursors([null]);
          }}
        />
        <Select
          label="App"
          id="dev-app"
          value={app}
          options={[['', 'any'], ...apps.items.map((a): [string, string] => [a.uuid, a.name])]}
          onChange={(v) => {
            setApp(v);
            setCursors([null]);
          }}
        />
      </div>
      <ErrorBox error={list.error || apps.error} />
      <p class="muted">
        Devices enrol themselves with an <Link href="/devices/tokens">enrollment token</Link>; each gets its own credential, accepted only on the
        device operations.
      </p>
      <table class="grid" aria-label="Devices">
        <Head cols={['Name', 'Platform', 'App', 'Status', 'Agent version', 'Last seen', 'Labels', 'Enrolled']} />
        <tbody>
          {items.map((d) => (
            <tr data-device={d.id}>
              <td>
                <Link href={`/devices/${d.id}`}>{d.name}</Link>
              </td>
              <td>{d.platform}</td>
              <td>{apps.name(d.app_uuid)}</td>
              <td>
                <Badge kind={d.status}>{d.status}</Badge>
              </td>
              <td>{d.agent_version || '—'}</td>
              <td>
                {fmtTime(d.last_seen_at)}
                {d.last_seen_ip ? <div class="muted">{d.last_seen_ip}</div> : null}
              </td>
              <td>
                <Labels labels={d.labels} />
              </td>
              <td>{fmtTime(d.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.data && !items.length ? <p class="muted">No devices on this page.</p> : null}
      <CursorPager cursors={cursors} setCursors={setCursors} next={list.data?.next_cursor} />
    </div>
  );
}

const labelsText = (l: Record<string, string>) =>
  Object.keys(l || {})
    .sort()
    .map((k) => `${k}=${l[k]}`)
    .join('\n');

// parseLabels reads one key=value a line; the first bad line is an error.
function parseLabels(s: string): Record<string, string> | string {
  const out: Record<string, string> = {};
  const lines = s.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const eq = line.indexOf('=');
    if (eq < 0) return `line ${i + 1}: write key=value`;
    out[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return out;
}

export function DeviceDetail({ id }: { id: string }) {
  const apps = useApps();
  const dev = useAsync(() => api<Device>(`${BASE}/devices/${id}`), [id]);
  const d = dev.data;
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const revoke = async () => {
    if (!d || !confirm(`Revoke the device ${d.name}? Its credential stops working at once; this cannot be undone.`)) return;
    setError(null);
    try {
      await api<Device>(`${BASE}/devices/${id}/revoke`, { method: 'POST' });
      setNotice('Revoked: its credential no longer works.');
      dev.reload();
    } catch (x) {
      setError(x);
    }
  };

  return (
    <Page
      title={d ? `Device: ${d.name}` : 'Device'}
      actions={
        d && d.status === 'active' ? (
          <button type="button" class="danger" onClick={revoke}>
            Revoke device
          </button>
        ) : null
      }
    >
      <p>
        <Link href="/devices">All devices</Link>
      </p>
      <ErrorBox error={dev.error || apps.error || error} />
      <Saved notice={notice} />
      {d ? (
        <dl class="kv">
          <dt>Status</dt>
          <dd>
            <Badge kind={d.status}>{d.status}</Badge>
            {d.revoked_at ? ` ${fmtTime(d.revoked_at)}` : ''}
          </dd>
          <dt>ID</dt>
          <dd>
            <code>{d.id}</code>
          </dd>
          <dt>Credential</dt>
          <dd>
            <code>
              bwd_{d.credential_prefix}_…
            </code>
          </dd>
          <dt>Agent version</dt>
          <dd>{d.agent_version || '—'}</dd>
          <dt>Last seen</dt>
          <dd>
            {fmtTime(d.last_seen_at)}
            {d.last_seen_ip ? ` from ${d.last_seen_ip}` : ''}
          </dd>
          <dt>Enrolled</dt>
          <dd>
            {fmtTime(d.created_at)}
            {d.enrollment_token_id ? (
              <>
                {' '}
                with token <code>{d.enrollment_token_id}</code>
              </>
            ) : (
              ' by an administrator'
            )}
          </dd>
        </dl>
      ) : null}
      {d ? (
        <DeviceForm
          key={`${d.id}:${d.updated_at}`}
          d={d}
          apps={apps.items}
          onSaved={(msg) => {
            setError(null);
            setNotice(msg);
            if (msg) dev.reload();
          }}
        />
      ) : (
        !dev.error && <p aria-busy="true">Loading…</p>
      )}
    </Page>
  );
}

// DeviceForm edits a loaded device. Its fields start from the device
// itself, not from empty values that an effect replaces after the first
// render: an edit made at once (a quick user, a browser test) is never
// overwritten by the loaded values. Keyed by the device's updated_at, it
// starts again from what the server saved (a trimmed name) after a save.
function DeviceForm({ d, apps, onSaved }: { d: Device; apps: { uuid: string; name: string }[]; onSaved: (msg: string) => void }) {
  const [name, setName] = useState(d.name);
  const [platform, setPlatform] = useState(d.platform);
  const [app, setApp] = useState(d.app_uuid || '');
  const [labels, setLabels] = useState(labelsText(d.labels));
  const [error, setError] = useState<unknown>(null);
  const [local, setLocal] = useState<Record<string, string>>({});
  const errors = useMemo(() => nearestFieldErrors(error, ['body'], new Set(['name', 'platform', 'app_uuid', 'labels']), local), [error, local]);
  useFocusFirstError(errors, ['name', 'platform', 'app_uuid', 'labels'], (k) => `dev-${k}`);

  const save = async (e: Event) => {
    e.preventDefault();
    setError(null);
    onSaved('');
    const parsed = parseLabels(labels);
    if (typeof parsed === 'string') {
      setLocal({ labels: parsed });
      return;
    }
    setLocal({});
    const body: Record<string, unknown> = {};
    if (name !== d.name) body.name = name;
    if (platform !== d.platform) body.platform = platform;
    if (app !== (d.app_uuid || '')) body.app_uuid = app || null;
    if (labelsText(parsed) !== labelsText(d.labels)) body.labels = parsed;
    if (!Object.keys(body).length) {
      setLocal({ _: 'Nothing changed.' });
      return;
    }
    try {
      await api<Device>(`${BASE}/devices/${d.id}`, { method: 'PATCH', body });
      onSaved('Saved.');
    } catch (x) {
      setError(x);
    }
  };

  return (
    <form onSubmit={save} aria-label="Edit the device" noValidate>
      <h2>Edit</h2>
      <FormErrors error={error} general={errors._} />
      <Field label="Name" id="dev-name" value={name} onInput={setName} error={errors.name} required />
      <Select label="Platform" id="dev-platform" value={platform} options={platforms.map((p) => [p, p])} onChange={setPlatform} error={errors.platform} />
      <Select
        label="App"
        id="dev-app_uuid"
        value={app}
        options={[['', 'whole workspace'], ...apps.map((a): [string, string] => [a.uuid, a.name])]}
        onChange={setApp}
        error={errors.app_uuid}
      />
      <TextArea label="Labels" hint="one key=value per line" id="dev-labels" value={labels} onInput={setLabels} error={errors.labels} rows={3} />
      <button type="submit" class="primary">
        Save device
      </button>
    </form>
  );
}

// ---- enrollment tokens ----

const units: [string, string][] = [
  ['60', 'minutes'],
  ['3600', 'hours'],
  ['86400', 'days'],
];

function Tokens() {
  const apps = useApps();
  const [status, setStatus] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const list = useAsync(
    () =>
      api<{ items: EnrollmentToken[]; next_cursor: string | null }>(`${BASE}/enrollment-tokens`, {
        query: { limit: 50, status, cursor: cursors[cursors.length - 1] },
      }),
    [status, cursors],
  );
  const [name, setName] = useState('');
  const [app, setApp] = useState('');
  const [maxUses, setMaxUses] = useState('1');
  const [life, setLife] = useState('24');
  const [unit, setUnit] = useState('3600');
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errs = fieldErrors(error);

  const create = async (e: Event) => {
    e.preventDefault();
    setError(null);
    const body: Record<string, unknown> = { name, max_uses: numberOr(maxUses) };
    if (app) body.app_uuid = app;
    const n = numberOr(life);
    body.expires_in_seconds = typeof n === 'number' ? Math.round(n * Number(unit)) : n;
    try {
      const t = await api<EnrollmentToken & { token: string }>(`${BASE}/enrollment-tokens`, { body });
      setSecret({ name: t.name, token: t.token });
      setName('');
      setCursors([null]);
      list.reload();
    } catch (x) {
      setError(x);
    }
  };
  const revoke = async (t: EnrollmentToken) => {
    if (!confirm(`Revoke the enrollment token ${t.name}? No more devices enrol with it; those it enrolled keep working.`)) return;
    setError(null);
    try {
      await api(`${BASE}/enrollment-tokens/${t.id}/revoke`, { method: 'POST' });
      list.reload();
    } catch (x) {
      setError(x);
    }
  };
  const items = list.data?.items || [];
  return (
    <div>
      {secret ? (
        <SecretOnce id="new-token-secret" secret={secret.token} onDone={() => setSecret(null)}>
          <strong>The enrollment token {secret.name}</strong> is shown only now: give it to the devices that enrol with it. A device enrols with{' '}
          <code>POST /api/runtime-security/enroll</code> and the body <code>{'{"enrollment_token": "bwe_…", "name": "…", "platform": "linux"}'}</code>;
          the answer holds its own credential.
        </SecretOnce>
      ) : null}
      <form onSubmit={create} aria-label="Create an enrollment token" noValidate>
        <h2>New enrollment token</h2>
        <div class="config-grid">
          <Field label="Token name" id="tok-name" value={name} onInput={setName} error={errs.name} required />
          <Select
            label="Devices join"
            id="tok-app"
            value={app}
            options={[['', 'the whole workspace'], ...apps.items.map((a): [string, string] => [a.uuid, `app ${a.name}`])]}
            onChange={setApp}
            error={errs.app_uuid}
          />
          <Field label="Max uses" id="tok-max-uses" value={maxUses} onInput={setMaxUses} error={errs.max_uses} inputmode="numeric" hint="1 to 10,000 devices" />
          <div class="inline-set">
            <Field label="Lifetime" id="tok-life" value={life} onInput={setLife} error={errs.expires_in_seconds} inputmode="decimal" hint="1 minute to 90 days" />
            <Select label="Unit" id="tok-unit" value={unit} options={units} onChange={setUnit} />
          </div>
        </div>
        <FormErrors error={error} />
        <button type="submit" class="primary">
          Create token
        </button>
      </form>
      <h2>Enrollment tokens</h2>
      <div class="filters" role="group" aria-label="Filters">
        <Select
          label="Token status"
          id="tok-status"
          value={status}
          options={[['', 'any'], ...(['active', 'revoked', 'expired', 'exhausted'].map((s) => [s, s]) as [string, string][])]}
          onChange={(v) => {
            setStatus(v);
            setCursors([null]);
          }}
        />
      </div>
      <ErrorBox error={list.error || apps.error} />
      <table class="grid" aria-label="Enrollment tokens">
        <Head cols={['Name', 'Prefix', 'Devices join', 'Uses', 'Status', 'Expires', 'Last used', '']} />
        <tbody>
          {items.map((t) => (
            <tr data-token={t.id}>
              <td>{t.name}</td>
              <td>
                <code>bwe_{t.prefix}_…</code>
              </td>
              <td>{apps.name(t.app_uuid)}</td>
              <td>
                {t.uses} / {t.max_uses}
              </td>
              <td>
                <Badge kind={t.status}>{t.status}</Badge>
              </td>
              <td>{fmtTime(t.expires_at)}</td>
              <td>{fmtTime(t.last_used_at)}</td>
              <td>
                {t.status === 'revoked' ? (
                  <span class="muted">revoked {fmtTime(t.revoked_at)}</span>
                ) : (
                  <button type="button" class="danger" onClick={() => revoke(t)}>
                    Revoke {t.name}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.data && !items.length ? <p class="muted">No tokens on this page.</p> : null}
      <CursorPager cursors={cursors} setCursors={setCursors} next={list.data?.next_cursor} />
    </div>
  );
}

// ---- the DLP policy ----

// category is a custom rule's category as findings and actions name it.
const category = (c: string | undefined) => (c || 'custom').toUpperCase().replace(/[^A-Z0-9_]/g, '_');
const policyId = (path: string) => 'dlp-' + path.replace(/[^A-Za-z0-9]+/g, '-');

function PolicyEditor({ onSaved }: { onSaved: (msg: string) => void }) {
  const cur = useAsync(() => api<PolicyVersion>(`${BASE}/dlp-policy`), []);
  if (cur.error) return <ErrorBox error={cur.error} />;
  if (!cur.data) return <p aria-busy="true">Loading…</p>;
  return <PolicyForm v={cur.data} onSaved={onSaved} />;
}

// PolicyForm edits a loaded policy. Its fields start from the policy
// itself, not from defaults that an effect replaces after the first
// render: an edit made at once (a quick user, a browser test) is never
// overwritten by the loaded values.
function PolicyForm({ v, onSaved }: { v: PolicyVersion; onSaved: (msg: string) => void }) {
  const p = v.policy;
  const [enabled, setEnabled] = useState(p.enabled);
  const [defaultAction, setDefaultAction] = useState(p.default_action);
  const [actions, setActions] = useState<Record<string, string>>({ ...p.actions });
  const [minScore, setMinScore] = useState(String(p.min_score));
  const [style, setStyle] = useState(p.redaction_style);
  const [rules, setRules] = useState(JSON.stringify(p.custom_rules || [], null, 2));
  const [summary, setSummary] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [local, setLocal] = useState<Record<string, string>>({});

  // The categories: the policy's, and those of the custom rules as typed.
  const ruleCategories = useMemo(() => {
    try {
      const rs = JSON.parse(rules);
      return Array.isArray(rs) ? rs.map((r: PiiRule) => category(r?.category)) : [];
    } catch {
      return [];
    }
  }, [rules]);
  const categories = useMemo(() => [...new Set([...Object.keys(actions), ...ruleCategories])].sort(), [actions, ruleCategories]);
  const custom = new Set(ruleCategories);

  const known = useMemo(
    () => new Set(['enabled', 'default_action', 'min_score', 'redaction_style', 'custom_rules', 'change_summary', 'actions', ...categories.map((c) => `actions.${c}`)]),
    [categories],
  );
  const errors = useMemo(() => nearestFieldErrors(error, ['body', 'policy'], known, local), [error, local, known]);
  useFocusFirstError(errors, [...known], policyId);

  const save = async (e: Event) => {
    e.preventDefault();
    setError(null);
    let customRules: unknown;
    try {
      customRules = JSON.parse(rules);
    } catch (x) {
      setLocal({ custom_rules: `not valid JSON: ${(x as Error).message}` });
      return;
    }
    setLocal({});
    const acts: Record<string, string> = {};
    for (const c of categories) if (actions[c]) acts[c] = actions[c];
    const policy = { enabled, default_action: defaultAction, actions: acts, min_score: numberOr(minScore), custom_rules: customRules, redaction_style: style };
    try {
      const v = await api<PolicyVersion>(`${BASE}/dlp-policy`, { method: 'PUT', body: { policy, change_summary: summary || null } });
      onSaved(`Saved as version ${v.version_number}.`);
    } catch (x) {
      setError(x);
    }
  };
  return (
    <form onSubmit={save} class="config" aria-label="DLP policy" noValidate>
      <p class="muted">
        {v.version_number === 0
          ? 'Version 0: the platform default (no version stored yet).'
          : `Version ${v.version_number}${v.change_summary ? ` — ${v.change_summary}` : ''} (${fmtTime(v.created_at)}).`}{' '}
        Saving stores the whole policy as a new version, current at once on every device.
      </p>
      <FormErrors error={error} general={errors._} />
      <fieldset>
        <legend>general</legend>
        <div class={'field check' + (errors.enabled ? ' invalid' : '')}>
          <input type="checkbox" id={policyId('enabled')} checked={enabled} onChange={(e) => setEnabled((e.target as HTMLInputElement).checked)} />
          <label for={policyId('enabled')}>enabled (off: every scan allows, findings are still reported)</label>
          <FieldError id={`${policyId('enabled')}-err`} error={errors.enabled} />
        </div>
        <Select label="default action" id={policyId('default_action')} value={defaultAction} options={actionOptions} onChange={setDefaultAction} error={errors.default_action} />
        <Field label="min score" id={policyId('min_score')} value={minScore} onInput={setMinScore} error={errors.min_score} inputmode="decimal" hint="built-in findings below it are ignored" />
        <Select
          label="redaction style"
          id={policyId('redaction_style')}
          value={style}
          options={[
            ['bracket', 'bracket (<EMAIL>)'],
            ['typed_token', 'typed token (<EMAIL_0>)'],
          ]}
          onChange={setStyle}
          error={errors.redaction_style}
        />
      </fieldset>
      <TextArea label="custom rules" hint="JSON: name, pattern (RE2), category, score, flags, priority" id={policyId('custom_rules')} value={rules} onInput={setRules} error={errors.custom_rules} rows={6} />
      <h2 id="dlp-actions-title">Actions per category</h2>
      {errors.actions ? <FieldError id="dlp-actions-err" error={errors.actions} /> : null}
      <div class="scroll">
        <table class="grid" aria-labelledby="dlp-actions-title">
          <Head cols={['Category', 'Action']} />
          <tbody>
            {categories.map((c) => {
              const id = policyId(`actions.${c}`);
              const err = errors[`actions.${c}`];
              return (
                <tr data-category={c}>
                  <th scope="row">
                    <label for={id}>
                      <code>{c}</code>
                    </label>
                    {custom.has(c) ? <span class="muted"> (custom rule)</span> : null}
                  </th>
                  <td class={err ? 'invalid' : ''}>
                    <select
                      id={id}
                      value={actions[c] || ''}
                      aria-invalid={err ? 'true' : undefined}
                      aria-describedby={err ? `${id}-err` : undefined}
                      onChange={(e) => setActions({ ...actions, [c]: (e.target as HTMLSelectElement).value })}
                    >
                      {actions[c] ? null : <option value="">default ({defaultAction})</option>}
                      {actionOptions.map(([o, l]) => (
                        <option value={o}>{l}</option>
                      ))}
                    </select>
                    <FieldError id={`${id}-err`} error={err} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Field label="Change summary" id={policyId('change_summary')} value={summary} onInput={setSummary} error={errors.change_summary} />
      <button type="submit" class="primary">
        Save the policy
      </button>
    </form>
  );
}

// ---- try a scan with a device's credential ----

interface ScanAnswer {
  verdict: string;
  policy_version: number;
  findings: { category: string; action: string; score: number; snippet: string; rule: string | null }[];
  redacted_text: string | null;
  event_uuid: string;
}

// TryScan calls the device scan operation, which accepts a device
// credential only (an administrator's token is refused there by design).
// The pasted credential stays in this component's memory: never stored,
// gone when the page is left.
function TryScan() {
  const [credential, setCredential] = useState('');
  const [text, setText] = useState('');
  const [destination, setDestination] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [answer, setAnswer] = useState<ScanAnswer | null>(null);
  const errs = fieldErrors(error);
  const scan = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setAnswer(null);
    try {
      const body: Record<string, unknown> = { text };
      if (destination) body.destination = destination;
      setAnswer(await api<ScanAnswer>(`${BASE}/device/scan`, { body, bearer: credential.trim() }));
    } catch (x) {
      setError(x);
    }
  };
  return (
    <div>
      <p class="muted">
        The device scan accepts a device's own credential only (<code>bwd_…</code>, answered once at enrolment), not your session. Paste one to try
        the current policy as that device would: it is kept in this page's memory only, the scan counts against the monthly runtime quota and writes
        a runtime event (never the text).
      </p>
      <form onSubmit={scan} aria-label="Try a device scan" noValidate>
        <Field label="Device credential" id="try-credential" type="password" autocomplete="off" value={credential} onInput={setCredential} required />
        <TextArea label="Text" id="try-text" value={text} onInput={setText} error={errs.text} rows={4} />
        <Field label="Destination (optional)" id="try-destination" value={destination} onInput={setDestination} error={errs.destination} placeholder="chat.example.com" />
        <FormErrors error={error} />
        <button type="submit" class="primary" disabled={!credential.trim()}>
          Scan as the device
        </button>
      </form>
      {answer ? (
        <section class="card" aria-label="Scan result">
          <p role="status">
            Verdict <Badge kind={answer.verdict}>{answer.verdict}</Badge> under policy version {answer.policy_version}; event <code>{answer.event_uuid}</code>
          </p>
          {answer.redacted_text != null ? <pre class="evidence">{answer.redacted_text}</pre> : null}
          {answer.findings.length ? (
            <table class="grid" aria-label="Scan findings">
              <Head cols={['Category', 'Action', 'Score', 'Snippet', 'Rule']} />
              <tbody>
                {answer.findings.map((f) => (
                  <tr>
                    <td>{f.category}</td>
                    <td>
                      <Badge kind={f.action}>{f.action}</Badge>
                    </td>
                    <td>{f.score.toFixed(2)}</td>
                    <td>
                      <code>{f.snippet}</code>
                    </td>
                    <td>{f.rule || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p class="muted">No findings.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
