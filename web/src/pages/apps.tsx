import { useMemo, useState } from 'preact/hooks';
import { api, ApiError, fmtTime } from '../api';
import { CursorPager, FieldError, ErrorBox, Field, FormErrors, Head, Link, Page, Saved, Tabs, TextArea, fieldErrors, useFocusFirstError, navigate, useAsync } from '../ui';
import { Version, VersionHistory, nearestFieldErrors } from '../versions';

export interface RuntimeApp {
  uuid: string;
  name: string;
  description: string | null;
  config_version: number;
  created_at: string;
  updated_at: string;
}

interface ConfigVersion extends Version {
  config: Record<string, any>;
}

export function Apps() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const list = useAsync(
    () => api<{ items: RuntimeApp[]; next_cursor: string | null }>('/api/runtime-security/apps', { query: { limit: 50, cursor: cursors[cursors.length - 1] } }),
    [cursors],
  );
  const [name, setName] = useState('');
  const [err, setErr] = useState<unknown>(null);
  const create = async (e: Event) => {
    e.preventDefault();
    setErr(null);
    try {
      const app = await api<RuntimeApp>('/api/runtime-security/apps', { body: { name } });
      navigate(`/apps/${app.uuid}`);
    } catch (x) {
      setErr(x);
    }
  };
  const errs = fieldErrors(err);
  return (
    <Page title="Apps">
      <form class="inline" onSubmit={create} aria-label="Create an app">
        <Field label="New app name" id="new-app" value={name} onInput={setName} error={errs.name} required />
        <button type="submit" class="primary">
          Create app
        </button>
      </form>
      <ErrorBox error={err instanceof ApiError && err.detail.length ? null : err} />
      <ErrorBox error={list.error} />
      <table class="grid" aria-label="Apps">
        <Head cols={['Name', 'UUID', 'Config version', 'Updated']} />
        <tbody>
          {(list.data?.items || []).map((a) => (
            <tr>
              <td>
                <Link href={`/apps/${a.uuid}`}>{a.name}</Link>
                {a.description ? <div class="muted">{a.description}</div> : null}
              </td>
              <td>
                <code>{a.uuid}</code>
              </td>
              <td>v{a.config_version}</td>
              <td>{fmtTime(a.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CursorPager cursors={cursors} setCursors={setCursors} next={list.data?.next_cursor} />
    </Page>
  );
}

export function AppDetail({ uuid, tab }: { uuid: string; tab: string }) {
  const app = useAsync(() => api<RuntimeApp>(`/api/runtime-security/apps/${uuid}`), [uuid]);
  const [version, setVersion] = useState(0); // bumped after a change
  const [notice, setNotice] = useState('');
  const changed = (msg: string) => {
    setNotice(msg);
    setVersion(version + 1);
    app.reload();
  };
  const tabs: [string, string][] = [
    ['config', 'Configuration'],
    ['history', 'Version history'],
  ];
  return (
    <Page title={app.data ? `App: ${app.data.name}` : 'App'}>
      <ErrorBox error={app.error} />
      <p class="muted">
        <code>{uuid}</code> · current configuration v{app.data?.config_version ?? '…'}
      </p>
      <Tabs label="App sections" items={tabs.map(([t, label]) => [`/apps/${uuid}/${t}`, label])} current={`/apps/${uuid}/${tab}`} />
      <Saved notice={notice} />
      {tab === 'history' ? <VersionHistory<ConfigVersion> base={`/api/runtime-security/apps/${uuid}/config`} field="config" label="Configuration" key={version} onRestored={changed} /> : <ConfigEditor uuid={uuid} key={version} onSaved={changed} />}
    </Page>
  );
}

// ---- the configuration form: one field per leaf of the current config ----

type Leaf = { path: string; kind: 'bool' | 'number' | 'string' | 'nullable' | 'lines' | 'json'; value: any };

function leaves(obj: Record<string, any>, prefix = ''): Leaf[] {
  const out: Leaf[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v === null) out.push({ path, kind: 'nullable', value: v });
    else if (typeof v === 'boolean') out.push({ path, kind: 'bool', value: v });
    else if (typeof v === 'number') out.push({ path, kind: 'number', value: v });
    else if (typeof v === 'string') out.push({ path, kind: 'string', value: v });
    else if (Array.isArray(v)) out.push({ path, kind: v.every((x) => typeof x === 'string') && !/pii_rules|tools$/.test(path) ? 'lines' : 'json', value: v });
    else if (typeof v === 'object') out.push(...leaves(v, path));
  }
  return out;
}

function text(l: Leaf): string {
  switch (l.kind) {
    case 'lines':
      return (l.value as string[]).join('\n');
    case 'json':
      return JSON.stringify(l.value, null, 2);
    case 'nullable':
      return l.value == null ? '' : String(l.value);
    default:
      return String(l.value);
  }
}

// parse turns a field's text back into a value. Numbers that do not parse
// are sent as typed, so that the API's own 422 names the field.
function parse(l: Leaf, s: string): any {
  switch (l.kind) {
    case 'bool':
      return s === 'true';
    case 'number': {
      const t = s.trim();
      return t !== '' && !isNaN(Number(t)) ? Number(t) : s;
    }
    case 'nullable':
      return s.trim() === '' ? null : s;
    case 'lines':
      return s.split('\n').map((x) => x.trim()).filter((x) => x !== '');
    case 'json':
      return JSON.parse(s);
    default:
      return s;
  }
}

function setPath(obj: Record<string, any>, path: string, v: any) {
  const ks = path.split('.');
  let o = obj;
  for (const k of ks.slice(0, -1)) o = o[k] ??= {};
  o[ks[ks.length - 1]] = v;
}

const fieldId = (path: string) => 'cfg-' + path.replace(/[^A-Za-z0-9]+/g, '-');

function ConfigEditor({ uuid, onSaved }: { uuid: string; onSaved: (msg: string) => void }) {
  const cur = useAsync(() => api<ConfigVersion>(`/api/runtime-security/apps/${uuid}/config`), [uuid]);
  const fields = useMemo(() => (cur.data ? leaves(cur.data.config) : []), [cur.data]);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [local, setLocal] = useState<Record<string, string>>({});

  // Map each 422 item to the nearest field that is on the form.
  const errors = useMemo(
    () => nearestFieldErrors(error, ['body', 'config'], new Set([...fields.map((f) => f.path), 'change_summary']), local),
    [error, local, fields],
  );

  useFocusFirstError(errors, fields.map((f) => f.path), fieldId);

  if (cur.error) return <ErrorBox error={cur.error} />;
  if (!cur.data) return <p aria-busy="true">Loading…</p>;

  const save = async (e: Event) => {
    e.preventDefault();
    setError(null);
    const partial: Record<string, any> = {};
    const bad: Record<string, string> = {};
    for (const f of fields) {
      if (!(f.path in edits) || edits[f.path] === text(f)) continue;
      try {
        setPath(partial, f.path, parse(f, edits[f.path]));
      } catch (x) {
        bad[f.path] = `not valid JSON: ${(x as Error).message}`;
      }
    }
    setLocal(bad);
    if (Object.keys(bad).length) return;
    if (!Object.keys(partial).length) {
      setLocal({ _: 'Nothing changed.' });
      return;
    }
    try {
      const v = await api<ConfigVersion>(`/api/runtime-security/apps/${uuid}/config`, {
        method: 'PUT',
        body: { config: partial, change_summary: summary || null },
      });
      setEdits({});
      onSaved(`Saved as version ${v.version_number}.`);
    } catch (x) {
      setError(x);
    }
  };

  const sections = new Map<string, Leaf[]>();
  for (const f of fields) {
    const s = f.path.includes('.') ? f.path.split('.')[0] : 'general';
    sections.set(s, [...(sections.get(s) || []), f]);
  }
  const value = (f: Leaf) => (f.path in edits ? edits[f.path] : text(f));
  const set = (f: Leaf) => (v: string) => setEdits({ ...edits, [f.path]: v });

  return (
    <form onSubmit={save} class="config" aria-label="Configuration" noValidate>
      <p class="muted">
        Version {cur.data.version_number}
        {cur.data.change_summary ? ` — ${cur.data.change_summary}` : ''} ({fmtTime(cur.data.created_at)}). Saving stores the changed fields as a
        new version.
      </p>
      <FormErrors error={error} general={errors._} />
      {[...sections.entries()].map(([s, fs]) => (
        <fieldset>
          <legend>{s.replace(/_/g, ' ')}</legend>
          {fs.map((f) => {
            const id = fieldId(f.path);
            const err = errors[f.path];
            const label = f.path.split('.').slice(s === 'general' ? 0 : 1).join('.').replace(/_/g, ' ');
            if (f.kind === 'bool')
              return (
                <div class={'field check' + (err ? ' invalid' : '')}>
                  <input
                    type="checkbox"
                    id={id}
                    checked={value(f) === 'true'}
                    aria-invalid={err ? 'true' : undefined}
                    aria-describedby={err ? `${id}-err` : undefined}
                    onChange={(e) => set(f)(String((e.target as HTMLInputElement).checked))}
                  />
                  <label for={id}>{label}</label>
                  <FieldError id={`${id}-err`} error={err} />
                </div>
              );
            if (f.kind === 'lines' || f.kind === 'json')
              return (
                <TextArea
                  label={label}
                  hint={f.kind === 'lines' ? 'one per line' : 'JSON'}
                  id={id}
                  rows={f.kind === 'json' ? 4 : 3}
                  value={value(f)}
                  onInput={set(f)}
                  error={err}
                />
              );
            return (
              <Field
                label={label}
                id={id}
                value={value(f)}
                onInput={set(f)}
                error={err}
                inputmode={f.kind === 'number' ? 'decimal' : undefined}
                hint={f.kind === 'nullable' ? 'empty: not set' : undefined}
              />
            );
          })}
        </fieldset>
      ))}
      <Field label="Change summary" id="cfg-summary" value={summary} onInput={setSummary} error={errors.change_summary} />
      <button type="submit" class="primary">
        Save as a new version
      </button>
    </form>
  );
}
