// Versioned documents (an app's configuration, the workspace's DLP policy):
// the version history with a field-by-field diff of two versions and
// restore, and the mapping of a 422's items to the fields of a form.
import { useEffect, useState } from 'preact/hooks';
import { api, fmtTime } from './api';
import { CursorPager, ErrorBox, Head, fieldErrors, useAsync } from './ui';

export interface Version {
  id: string;
  version_number: number;
  change_summary: string | null;
  created_at: string | null;
  created_by_user_id: number | null;
}

function flatten(v: any, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const [k, x] of Object.entries(v)) flatten(x, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = JSON.stringify(v);
  return out;
}

export function diffConfigs(a: any, b: any): { path: string; from?: string; to?: string }[] {
  const fa = flatten(a);
  const fb = flatten(b);
  const keys = [...new Set([...Object.keys(fa), ...Object.keys(fb)])].sort();
  return keys.filter((k) => fa[k] !== fb[k]).map((k) => ({ path: k, from: fa[k], to: fb[k] }));
}

// nearestFieldErrors maps each 422 item (loc without strip) to the nearest
// field on the form (the longest prefix of its loc that known holds), the
// rest of the loc prefixed to the message; "_" when no field matches.
export function nearestFieldErrors(error: unknown, strip: (string | number)[], known: Set<string>, local: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = { ...local };
  for (const [loc, msg] of Object.entries(fieldErrors(error, strip))) {
    const p = loc.split('.');
    const rest: string[] = [];
    while (p.length && !known.has(p.join('.'))) rest.unshift(p.pop()!);
    const k = p.length ? p.join('.') : '_';
    const m = rest.length ? `${rest.join('.')}: ${msg}` : msg;
    out[k] = out[k] ? `${out[k]}; ${m}` : m;
  }
  return out;
}

// VersionHistory lists the versions under base (base/versions, newest
// first), diffs the document (field) of any two and restores one as a new
// version. label names the document in the tables' accessible names.
export function VersionHistory<V extends Version>(props: { base: string; field: keyof V & string; label: string; onRestored: (msg: string) => void }) {
  const { base, field, label, onRestored } = props;
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const list = useAsync(
    () => api<{ items: V[]; next_cursor: string | null }>(`${base}/versions`, { query: { limit: 20, cursor: cursors[cursors.length - 1] } }),
    [base, cursors],
  );
  const [a, setA] = useState<number | null>(null);
  const [b, setB] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const items = list.data?.items || [];
  useEffect(() => {
    if (items.length >= 2 && a === null && b === null) {
      setA(items[1].version_number);
      setB(items[0].version_number);
    }
  }, [list.data]);
  const pair = useAsync(async () => {
    if (a === null || b === null) return null;
    const get = (n: number) => items.find((v) => v.version_number === n) || api<V>(`${base}/versions/${n}`);
    const [va, vb] = await Promise.all([get(a), get(b)]);
    return diffConfigs(va[field], vb[field]);
  }, [a, b, list.data]);

  const restore = async (n: number) => {
    if (!confirm(`Restore version ${n}? This stores it as a new version.`)) return;
    setError(null);
    try {
      const v = await api<V>(`${base}/versions/${n}/restore`, { method: 'POST', body: {} });
      onRestored(`Restored version ${n} as version ${v.version_number}.`);
    } catch (x) {
      setError(x);
    }
  };

  return (
    <div>
      <ErrorBox error={error || list.error} />
      {list.data && !items.length ? <p class="muted">No version stored yet: the platform default applies.</p> : null}
      <table class="grid" aria-label={`${label} versions`}>
        <Head cols={['Version', 'Summary', 'Created', 'Compare: from', 'to', '']} />
        <tbody>
          {items.map((v, i) => (
            <tr data-version={v.version_number}>
              <td>
                v{v.version_number}
                {i === 0 && cursors.length === 1 ? <span class="muted"> (current)</span> : null}
              </td>
              <td>{v.change_summary || '—'}</td>
              <td>{fmtTime(v.created_at)}</td>
              <td>
                <input type="radio" name="diff-a" aria-label={`Compare from version ${v.version_number}`} checked={a === v.version_number} onChange={() => setA(v.version_number)} />
              </td>
              <td>
                <input type="radio" name="diff-b" aria-label={`Compare to version ${v.version_number}`} checked={b === v.version_number} onChange={() => setB(v.version_number)} />
              </td>
              <td>
                {i === 0 && cursors.length === 1 ? null : (
                  <button type="button" onClick={() => restore(v.version_number)}>
                    Restore v{v.version_number}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CursorPager cursors={cursors} setCursors={setCursors} next={list.data?.next_cursor} back="Newer" forward="Older" />
      <h2>
        Differences{a !== null && b !== null ? ` from v${a} to v${b}` : ''}
      </h2>
      <ErrorBox error={pair.error} />
      {pair.data && pair.data.length === 0 ? <p class="muted">The two versions are the same.</p> : null}
      {pair.data && pair.data.length ? (
        <table class="grid diff" aria-label={`${label} differences`}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">v{a}</th>
              <th scope="col">v{b}</th>
            </tr>
          </thead>
          <tbody>
            {pair.data.map((d) => (
              <tr>
                <th scope="row">
                  <code>{d.path}</code>
                </th>
                <td class="del">{d.from === undefined ? <em>absent</em> : <code>{d.from}</code>}</td>
                <td class="ins">{d.to === undefined ? <em>absent</em> : <code>{d.to}</code>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
