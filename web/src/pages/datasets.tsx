import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, fmtBytes, fmtTime, getSession, upload } from '../api';
import { Badge, CursorPager, ErrorBox, Field, Head, Link, Page, Select, fieldErrors, navigate, useAsync } from '../ui';

interface Dataset {
  id: string;
  name: string;
  kind: string;
  status: string;
  latest_version: number | null;
  version_count: number;
  row_count: number;
  size_bytes: number;
  updated_at: string;
  schema?: { name: string; type: string }[];
  versions?: { version: number; status: string; format: string; row_count: number; size_bytes: number; error: string | null; created_at: string }[];
}

interface Scan {
  scan_id: string;
  version: number;
  status: string;
  origin: string;
  detectors: string[];
  created_at: string;
  findings_total: number | null;
  error: string | null;
  progress?: number;
  totals: { category: string; detector: string; count: number; max_score?: number; columns?: string[] }[];
  columns?: { name: string; type: string; cells_scanned: number; findings: number; categories: { category: string; count: number; examples: string[] }[] }[];
}

// usePoll re-runs f every ms while active says so.
function usePoll(active: boolean, f: () => void, ms = 1000) {
  useEffect(() => {
    if (!active) return;
    const t = window.setInterval(f, ms);
    return () => window.clearInterval(t);
  }, [active]);
}

export function Datasets() {
  const [status, setStatus] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const list = useAsync(
    () => api<{ items: Dataset[]; next_cursor: string | null }>('/api/datasets', { query: { limit: 50, status, cursor: cursors[cursors.length - 1] } }),
    [status, cursors],
  );
  usePoll(!!list.data?.items.some((d) => d.status !== 'ready'), list.reload, 2000);
  return (
    <Page title="Datasets">
      <Upload />
      <h2>All datasets</h2>
      <div class="filters">
        <Select
          label="Status"
          value={status}
          onChange={(v) => (setStatus(v), setCursors([null]))}
          options={[
            ['', 'Any'],
            ['ingesting', 'ingesting'],
            ['ready', 'ready'],
            ['deleting', 'deleting'],
          ]}
        />
      </div>
      <ErrorBox error={list.error} />
      <table class="grid" aria-label="Datasets">
        <Head cols={['Name', 'Kind', 'Status', 'Versions', 'Rows', 'Size', 'Updated']} />
        <tbody>
          {(list.data?.items || []).map((d) => (
            <tr>
              <td>
                <Link href={`/datasets/${d.id}`}>{d.name}</Link>
              </td>
              <td>{d.kind}</td>
              <td>
                <Badge kind={d.status}>{d.status}</Badge>
              </td>
              <td>{d.version_count}</td>
              <td>{d.row_count}</td>
              <td>{fmtBytes(d.size_bytes)}</td>
              <td>{fmtTime(d.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CursorPager cursors={cursors} setCursors={setCursors} next={list.data?.next_cursor} />
    </Page>
  );
}

// Upload sends a CSV, JSON Lines or parquet file with progress.
function Upload() {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errs = fieldErrors(error);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!file) return setError(new ApiError(0, 'NO_FILE', 'choose a file to upload'));
    setError(null);
    const form = new FormData();
    form.set('dataset_name', name || file.name.replace(/\.[^.]+$/, ''));
    form.set('file', file);
    setProgress(0);
    try {
      const r = await upload<{ dataset_id: string }>('/api/uploads/dataset/tabular', form, setProgress);
      navigate(`/datasets/${r.dataset_id}`);
    } catch (x) {
      setError(x);
      setProgress(null);
    }
  };
  return (
    <form class="inline" onSubmit={submit} aria-label="Upload a dataset">
      <div class={'field' + (errs.file ? ' invalid' : '')}>
        <label for="upload-file">File (CSV, JSON Lines or parquet; up to 10 MiB)</label>
        <input
          id="upload-file"
          type="file"
          accept=".csv,.jsonl,.ndjson,.json,.parquet,.tsv,.txt"
          aria-invalid={errs.file ? 'true' : undefined}
          aria-describedby={errs.file ? 'upload-file-err' : undefined}
          onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] || null)}
        />
        {errs.file ? (
          <small id="upload-file-err" class="field-error">
            {errs.file}
          </small>
        ) : null}
      </div>
      <Field label="Dataset name" id="upload-name" value={name} onInput={setName} error={errs.dataset_name} placeholder={file?.name.replace(/\.[^.]+$/, '')} />
      <button type="submit" class="primary" disabled={progress !== null}>
        Upload
      </button>
      {progress !== null ? (
        <div class="field">
          <label for="upload-progress">Upload progress</label>
          <progress id="upload-progress" max={100} value={Math.round(progress * 100)}>
            {Math.round(progress * 100)}%
          </progress>
        </div>
      ) : null}
      {error && !(error instanceof ApiError && error.detail.length) ? <ErrorBox error={error} /> : null}
    </form>
  );
}

export function DatasetDetail({ id }: { id: string }) {
  const ds = useAsync(() => api<Dataset>(`/api/datasets/${id}`), [id]);
  const scans = useAsync(() => api<{ items: Scan[]; next_cursor: string | null }>(`/api/datasets/${id}/scans`, { query: { limit: 20 } }), [id]);
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [detectors, setDetectors] = useState<string[]>(['pii', 'secrets', 'injection', 'harm']);
  const [reportTick, setReportTick] = useState(0);
  const ingesting = !!ds.data && (ds.data.status !== 'ready' || !!ds.data.versions?.some((v) => v.status === 'pending' || v.status === 'ingesting'));
  const scanning = !!scans.data?.items.some((s) => s.status === 'queued' || s.status === 'running');
  usePoll(ingesting, ds.reload);
  usePoll(scanning, scans.reload);
  useEffect(() => {
    if (!selected && scans.data?.items.length) setSelected(scans.data.items[0].scan_id);
  }, [scans.data]);
  useEffect(() => {
    if (!scanning) setReportTick((t) => t + 1);
  }, [scanning]);

  const startScan = async () => {
    setError(null);
    try {
      const r = await api<{ scan_id: string }>(`/api/datasets/${id}/scans`, { body: { detectors } });
      setSelected(r.scan_id);
      scans.reload();
    } catch (x) {
      setError(x);
    }
  };
  const remove = async () => {
    if (!confirm(`Delete the dataset ${ds.data?.name} and every version?`)) return;
    try {
      await api(`/api/datasets/${id}`, { method: 'DELETE' });
      navigate('/datasets');
    } catch (x) {
      setError(x);
    }
  };
  const d = ds.data;
  return (
    <Page
      title={d ? `Dataset: ${d.name}` : 'Dataset'}
      actions={
        <button type="button" class="danger" onClick={remove}>
          Delete dataset
        </button>
      }
    >
      <ErrorBox error={ds.error || error} />
      {d ? (
        <dl class="kv">
          <dt>Status</dt>
          <dd>
            <Badge kind={d.status}>{d.status}</Badge>
          </dd>
          <dt>Kind</dt>
          <dd>{d.kind}</dd>
          <dt>Rows</dt>
          <dd>{d.row_count}</dd>
          <dt>Size</dt>
          <dd>{fmtBytes(d.size_bytes)}</dd>
          <dt>Columns</dt>
          <dd>{(d.schema || []).map((c) => `${c.name} (${c.type})`).join(', ') || '—'}</dd>
        </dl>
      ) : null}
      <h2>Versions</h2>
      <table class="grid" aria-label="Versions">
        <Head cols={['Version', 'Status', 'Format', 'Rows', 'Size', 'Created']} />
        <tbody>
          {(d?.versions || []).map((v) => (
            <tr data-version={v.version}>
              <td>v{v.version}</td>
              <td>
                <Badge kind={v.status}>{v.status}</Badge> {v.error ? <span class="muted">{v.error}</span> : null}
              </td>
              <td>{v.format}</td>
              <td>{v.row_count}</td>
              <td>{fmtBytes(v.size_bytes)}</td>
              <td>{fmtTime(v.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Scans</h2>
      <fieldset class="inline-set">
        <legend>Detectors</legend>
        {['pii', 'secrets', 'injection', 'harm'].map((x) => (
          <label class="check-inline">
            <input
              type="checkbox"
              checked={detectors.includes(x)}
              onChange={(e) => setDetectors((e.target as HTMLInputElement).checked ? [...detectors, x] : detectors.filter((y) => y !== x))}
            />{' '}
            {x}
          </label>
        ))}
        <button type="button" class="primary" disabled={d?.status !== 'ready'} onClick={startScan}>
          Scan the latest version
        </button>
      </fieldset>
      <ErrorBox error={scans.error} />
      <table class="grid" aria-label="Scans">
        <Head cols={['Scan', 'Version', 'Status', 'Origin', 'Findings', 'Created']} />
        <tbody>
          {(scans.data?.items || []).map((s) => (
            <tr data-scan={s.scan_id}>
              <td>
                <button type="button" class="link" aria-pressed={selected === s.scan_id} onClick={() => setSelected(s.scan_id)}>
                  {s.scan_id.slice(0, 8)}…
                </button>
              </td>
              <td>v{s.version}</td>
              <td>
                <Badge kind={s.status}>{s.status}</Badge>
              </td>
              <td>{s.origin}</td>
              <td>{s.findings_total ?? '—'}</td>
              <td>{fmtTime(s.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {selected ? <ScanView id={id} scanId={selected} key={selected} onHealed={(sid) => (setSelected(sid), scans.reload(), ds.reload())} /> : null}
      {scans.data?.items.some((s) => s.status === 'succeeded') ? <Compliance id={id} key={reportTick} /> : null}
    </Page>
  );
}

function ScanView({ id, scanId, onHealed }: { id: string; scanId: string; onHealed: (scan: string) => void }) {
  const res = useAsync(() => api<Scan>(`/api/results/${scanId}`), [scanId]);
  const running = !!res.data && (res.data.status === 'queued' || res.data.status === 'running');
  usePoll(running, res.reload);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const done = res.data?.status === 'succeeded';
  const findings = useAsync(
    () =>
      done
        ? api<{ items: any[]; total: number; stored: number; next_cursor: string | null }>(`/api/results/${scanId}/findings`, {
            query: { limit: 50, cursor: cursors[cursors.length - 1] },
          })
        : Promise.resolve(null),
    [done, cursors],
  );
  const [actions, setActions] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const s = res.data;
  const heal = async () => {
    setError(null);
    try {
      const body = { scan_id: scanId, actions: (s?.totals || []).map((t) => ({ category: t.category, action: actions[t.category] || 'redact' })) };
      const r = await api<{ verification_scan_id: string }>(`/api/datasets/${id}/heal`, { body });
      onHealed(r.verification_scan_id);
    } catch (x) {
      setError(x);
    }
  };
  return (
    <section aria-labelledby="scan-title">
      <h2 id="scan-title">Scan {scanId.slice(0, 8)}…</h2>
      <ErrorBox error={res.error || error} />
      {s ? (
        <p>
          <Badge kind={s.status}>{s.status}</Badge> {running ? <progress max={100} value={s.progress || 0} aria-label="Scan progress" /> : null}{' '}
          {s.error ? <span class="error">{s.error}</span> : null}
        </p>
      ) : null}
      {done && s ? (
        <div>
          <table class="grid" aria-label="Findings per category">
            <Head cols={['Category', 'Detector', 'Count', 'Columns', 'Heal with']} />
            <tbody>
              {s.totals.map((t) => (
                <tr>
                  <td>{t.category}</td>
                  <td>{t.detector}</td>
                  <td>{t.count}</td>
                  <td>{(t.columns || []).join(', ')}</td>
                  <td>
                    <select
                      aria-label={`Healing action for ${t.category}`}
                      value={actions[t.category] || 'redact'}
                      onChange={(e) => setActions({ ...actions, [t.category]: (e.target as HTMLSelectElement).value })}
                    >
                      {['redact', 'mask', 'hash', 'drop_row', 'drop_column'].map((a) => (
                        <option value={a}>{a}</option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
              {s.totals.length === 0 ? (
                <tr>
                  <td colSpan={5} class="muted">
                    Nothing found.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
          {s.totals.length ? (
            <div class="row">
              <button type="button" class="primary" onClick={heal}>
                Heal: write a cleaned new version
              </button>
            </div>
          ) : null}
          <h3>Findings {findings.data ? `(${findings.data.total}, ${findings.data.stored} stored)` : ''}</h3>
          <ErrorBox error={findings.error} />
          <table class="grid" aria-label="Findings">
            <Head cols={['Row', 'Column', 'Category', 'Score', 'Snippet', 'Why']} />
            <tbody>
              {(findings.data?.items || []).map((f) => (
                <tr>
                  <td>{f.row}</td>
                  <td>{f.column}</td>
                  <td>
                    {f.detector}/{f.category}
                  </td>
                  <td>{f.score.toFixed(2)}</td>
                  <td>
                    <code>{f.snippet}</code>
                  </td>
                  <td>{f.explanation}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <CursorPager cursors={cursors} setCursors={setCursors} next={findings.data?.next_cursor} />
        </div>
      ) : null}
    </section>
  );
}

function Compliance({ id }: { id: string }) {
  const rep = useAsync(() => api<any>(`/api/compliance/${id}`), [id]);
  const download = async () => {
    const res = await fetch(`/api/compliance/${id}?format=html`, { headers: { Authorization: `Bearer ${getSession()?.token}` } });
    const blob = await res.blob();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `compliance-${id}.html`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  if (rep.error) return <ErrorBox error={rep.error} />;
  const r = rep.data;
  if (!r) return null;
  return (
    <section aria-labelledby="compliance-title">
      <h2 id="compliance-title">
        Compliance report (v{r.version}): <Badge kind={r.status}>{r.status}</Badge>
      </h2>
      <p class="muted">
        Scan {String(r.scan_id).slice(0, 8)}… of {fmtTime(r.scanned_at)}, {r.rows_scanned} of {r.rows_total} rows. {r.scope}{' '}
        <button type="button" class="link" onClick={download}>
          Download the HTML report
        </button>
      </p>
      <div class="cards">
        {r.frameworks.map((f: any) => (
          <div class="card" data-framework={f.id}>
            <h3>
              {f.name} <Badge kind={f.status}>{f.status}</Badge>
            </h3>
            <p class="muted">
              {f.passed} passed, {f.failed} failed, {f.not_assessed} not assessed
            </p>
            <ul>
              {f.controls.map((c: any) => (
                <li>
                  <Badge kind={c.status}>{c.status}</Badge> {c.title}{' '}
                  {c.findings.length ? <span class="muted">({c.findings.map((x: any) => `${x.category} ×${x.count}`).join(', ')})</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
