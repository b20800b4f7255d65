import { useState } from 'preact/hooks';
import { api } from '../api';
import { ErrorBox, Page, Select, useAsync } from '../ui';

interface Session {
  session_id: string;
  dataset_id: string;
  version: number | null;
  columns: { name: string; type: string }[];
  row_count: number;
  expires_at: string;
}
interface Result {
  columns: string[];
  rows: Record<string, unknown>[];
  row_count: number;
  truncated: boolean;
  elapsed_ms: number;
}

function cell(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

// Playground: read-only SQL on one dataset version (the table `data`).
export function Playground() {
  const datasets = useAsync(() => api<{ items: { id: string; name: string }[] }>('/api/datasets', { query: { status: 'ready', limit: 200 } }), []);
  const [dataset, setDataset] = useState('');
  const [session, setSession] = useState<Session | null>(null);
  const [sql, setSql] = useState('SELECT * FROM data LIMIT 20');
  const [limit, setLimit] = useState('100');
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const open = async (id: string) => {
    setDataset(id);
    setSession(null);
    setResult(null);
    setError(null);
    if (!id) return;
    try {
      setSession(await api<Session>('/api/playground/sessions', { body: { dataset_id: id } }));
    } catch (x) {
      setError(x);
    }
  };
  const run = async (e: Event) => {
    e.preventDefault();
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      setResult(await api<Result>(`/api/playground/sessions/${session.session_id}/sql`, { body: { query: sql, limit: Number(limit) || 100 } }));
    } catch (x) {
      setError(x);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title="SQL playground">
      <div class="filters">
        <Select
          label="Dataset"
          id="pg-dataset"
          value={dataset}
          onChange={open}
          options={[['', 'Choose a ready dataset'], ...(datasets.data?.items || []).map((d) => [d.id, d.name] as [string, string])]}
        />
      </div>
      <ErrorBox error={datasets.error} />
      {session ? (
        <p class="muted">
          Table <code>data</code>: {session.row_count} rows; columns {session.columns.map((c) => `${c.name} ${c.type}`).join(', ')}. Session expires{' '}
          {new Date(session.expires_at).toLocaleTimeString()}.
        </p>
      ) : null}
      <form onSubmit={run} aria-label="Run SQL">
        <div class="field">
          <label for="pg-sql">SQL (one read-only statement on the table data; Ctrl+Enter runs it)</label>
          <textarea
            id="pg-sql"
            class="sql"
            spellcheck={false}
            value={sql}
            onInput={(e) => setSql((e.target as HTMLTextAreaElement).value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) run(e);
            }}
          />
        </div>
        <div class="row">
          <label for="pg-limit">Row limit</label>
          <input id="pg-limit" inputMode="numeric" size={6} value={limit} onInput={(e) => setLimit((e.target as HTMLInputElement).value)} />
          <button type="submit" class="primary" disabled={!session || busy}>
            Run
          </button>
        </div>
      </form>
      <ErrorBox error={error} />
      {result ? (
        <div>
          <p role="status">
            {result.row_count} row{result.row_count === 1 ? '' : 's'}
            {result.truncated ? ' (truncated)' : ''} in {result.elapsed_ms} ms.
          </p>
          <div class="scroll">
            <table class="grid" aria-label="Results">
              <thead>
                <tr>
                  {result.columns.map((c) => (
                    <th scope="col">{c}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.map((r) => (
                  <tr>
                    {result.columns.map((c) => (
                      <td>{cell(r[c])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </Page>
  );
}
