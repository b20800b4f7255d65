import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, fmtTime } from '../api';
import { Badge, ErrorBox, Field, Head, Page, Select, fieldErrors, useAsync } from '../ui';
import type { RuntimeApp } from './apps';

interface Finding {
  rule: string;
  severity: 'low' | 'medium' | 'high';
  evidence: { field: string; start: number; end: number; text: string };
  explanation: string;
}

interface ToolEntry {
  name: string;
  description?: string;
  trust_score: number;
  severity_top: string;
  findings_count: number;
  registered_at: string | null;
  last_scanned_at: string | null;
}

interface RegisterResult {
  accepted: boolean;
  tool: ToolEntry;
  scan: {
    trust_score: number;
    min_trust_score: number;
    severity_top: string;
    findings_count: number;
    findings: Finding[];
    pin: { status: string; sha256: string; pinned_sha256: string | null; pinned_at: string | null; diff?: { op: 'equal' | 'delete' | 'insert'; text: string; chars: number }[] };
  };
  config_version: { version_number: number } | null;
  reason: string | null;
}

const sevRank: Record<string, number> = { low: 1, medium: 2, high: 3 };

// Highlight marks the evidence of the findings in one field's text. Offsets
// are Unicode code points, so the text is split into code points first.
export function Highlight({ text, findings }: { text: string; findings: Finding[] }) {
  const cps = Array.from(text);
  const cuts = new Set<number>([0, cps.length]);
  for (const f of findings) {
    cuts.add(Math.max(0, Math.min(cps.length, f.evidence.start)));
    cuts.add(Math.max(0, Math.min(cps.length, f.evidence.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [a, b] = [points[i], points[i + 1]];
    const seg = cps.slice(a, b).join('');
    const cover = findings.filter((f) => f.evidence.start <= a && f.evidence.end >= b && f.evidence.end > f.evidence.start);
    if (!cover.length) {
      parts.push(seg);
      continue;
    }
    const top = cover.reduce((m, f) => (sevRank[f.severity] > sevRank[m.severity] ? f : m));
    const rules = cover.map((f) => `${f.rule} (${f.severity})`).join(', ');
    parts.push(
      <mark class={`sev-${top.severity}`} title={rules} data-rules={cover.map((f) => f.rule).join(' ')}>
        {seg}
        <span class="sr-only"> [evidence: {rules}]</span>
      </mark>,
    );
  }
  return <div class="evidence">{parts}</div>;
}

function PinDiff({ diff }: { diff: NonNullable<RegisterResult['scan']['pin']['diff']> }) {
  return (
    <div class="evidence" aria-label="Change from the pinned description">
      {diff.map((d) =>
        d.op === 'equal' ? (
          <span>{d.text}</span>
        ) : d.op === 'delete' ? (
          <del>
            <span class="sr-only">removed: </span>
            {d.text}
          </del>
        ) : (
          <ins>
            <span class="sr-only">added: </span>
            {d.text}
          </ins>
        ),
      )}
    </div>
  );
}

function ScanReport({ r, description, name }: { r: RegisterResult; description: string; name: string }) {
  const byField = (f: string) => r.scan.findings.filter((x) => x.evidence.field === f);
  const pin = r.scan.pin;
  return (
    <section aria-labelledby="scan-result" class="card">
      <h2 id="scan-result">
        {r.tool.name}: {r.accepted ? <Badge kind="allow">registered</Badge> : <Badge kind="block">rejected</Badge>}
      </h2>
      <p>
        Trust score <strong>{r.scan.trust_score.toFixed(3)}</strong> (the app requires {r.scan.min_trust_score}); top severity{' '}
        <Badge kind={r.scan.severity_top}>{r.scan.severity_top}</Badge>; {r.scan.findings_count} finding{r.scan.findings_count === 1 ? '' : 's'}.
        {r.config_version ? ` Stored in configuration v${r.config_version.version_number}.` : ''}
      </p>
      {r.reason ? <p class="notice">{r.reason}</p> : null}
      <p>
        Pin: <strong>{pin.status}</strong>
        {pin.pinned_at ? ` (pinned ${fmtTime(pin.pinned_at)})` : ''}
      </p>
      {pin.diff && pin.diff.length ? (
        <div>
          <h3>Rug pull: the description changed since it was pinned</h3>
          <PinDiff diff={pin.diff} />
        </div>
      ) : null}
      {byField('name').length ? (
        <div>
          <h3>Name</h3>
          <Highlight text={name} findings={byField('name')} />
        </div>
      ) : null}
      <h3>Description with the evidence highlighted</h3>
      <Highlight text={description} findings={byField('description')} />
      <h3>Findings</h3>
      <table class="grid" aria-label="Tool findings">
        <Head cols={['Rule', 'Severity', 'Evidence', 'Why']} />
        <tbody>
          {r.scan.findings.map((f) => (
            <tr data-rule={f.rule}>
              <td>{f.rule}</td>
              <td>
                <Badge kind={f.severity}>{f.severity}</Badge>
              </td>
              <td>
                <code>{f.evidence.text}</code> <span class="muted">({f.evidence.field})</span>
              </td>
              <td>{f.explanation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Mcp() {
  const apps = useAsync(() => api<{ items: RuntimeApp[] }>('/api/runtime-security/apps', { query: { limit: 200 } }), []);
  const [app, setApp] = useState('');
  useEffect(() => {
    if (!app && apps.data?.items.length) setApp(apps.data.items[0].uuid);
  }, [apps.data]);
  const tools = useAsync(
    () => (app ? api<{ items: ToolEntry[]; config_version: number }>(`/api/runtime-security/apps/${app}/mcp/tools`) : Promise.resolve(null)),
    [app],
  );
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [phrases, setPhrases] = useState('');
  const [repin, setRepin] = useState(false);
  const [result, setResult] = useState<{ r: RegisterResult; name: string; description: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errs = fieldErrors(error);

  const register = async (n: string, d: string, extra: string[], rp: boolean) => {
    setError(null);
    try {
      const r = await api<RegisterResult>(`/api/runtime-security/apps/${app}/mcp/tools`, {
        body: { name: n, description: d, extra_phrases: extra },
        query: { repin: rp || undefined },
      });
      setResult({ r, name: n, description: d });
      tools.reload();
      setTimeout(() => document.getElementById('scan-result')?.scrollIntoView(), 0);
    } catch (x) {
      setError(x);
    }
  };
  const submit = (e: Event) => {
    e.preventDefault();
    register(
      name,
      description,
      phrases.split('\n').map((s) => s.trim()).filter(Boolean),
      repin,
    );
  };
  const remove = async (n: string) => {
    if (!confirm(`Unregister and unpin ${n}?`)) return;
    try {
      await api(`/api/runtime-security/apps/${app}/mcp/tools/${encodeURIComponent(n)}`, { method: 'DELETE' });
      tools.reload();
    } catch (x) {
      setError(x);
    }
  };

  return (
    <Page title="MCP tool registry">
      <div class="filters">
        <Select label="App" id="mcp-app" value={app} onChange={(v) => (setApp(v), setResult(null))} options={(apps.data?.items || []).map((a) => [a.uuid, a.name] as [string, string])} />
      </div>
      {apps.data && !apps.data.items.length ? <p class="notice">Create an app first (Apps): tools are registered per app.</p> : null}
      <ErrorBox error={apps.error || tools.error} />
      <h2>Registered tools</h2>
      <table class="grid" aria-label="Registered tools">
        <Head cols={['Name', 'Trust score', 'Top severity', 'Findings', 'Registered', '']} />
        <tbody>
          {(tools.data?.items || []).map((t) => (
            <tr data-tool={t.name}>
              <td>
                <code>{t.name}</code>
                {t.description ? <div class="muted">{t.description.length > 120 ? t.description.slice(0, 120) + '…' : t.description}</div> : null}
              </td>
              <td>{t.trust_score.toFixed(3)}</td>
              <td>
                <Badge kind={t.severity_top}>{t.severity_top}</Badge>
              </td>
              <td>{t.findings_count}</td>
              <td>{fmtTime(t.registered_at)}</td>
              <td>
                <button type="button" onClick={() => register(t.name, t.description || '', [], false)}>
                  Rescan {t.name}
                </button>{' '}
                <button type="button" class="danger" onClick={() => remove(t.name)}>
                  Unpin {t.name}
                </button>
              </td>
            </tr>
          ))}
          {tools.data && !tools.data.items.length ? (
            <tr>
              <td colSpan={6} class="muted">
                No tool registered.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <h2>Score and register a tool</h2>
      <form onSubmit={submit} aria-label="Register a tool" noValidate>
        <Field label="Tool name" id="tool-name" value={name} onInput={setName} error={errs.name} required />
        <div class={'field' + (errs.description ? ' invalid' : '')}>
          <label for="tool-description">Description (as the MCP server announces it)</label>
          <textarea id="tool-description" rows={5} value={description} onInput={(e) => setDescription((e.target as HTMLTextAreaElement).value)} />
          {errs.description ? <small class="field-error">{errs.description}</small> : null}
        </div>
        <div class={'field' + (errs.extra_phrases ? ' invalid' : '')}>
          <label for="tool-phrases">Extra suspicious phrases (one per line)</label>
          <textarea id="tool-phrases" rows={2} value={phrases} onInput={(e) => setPhrases((e.target as HTMLTextAreaElement).value)} />
          {errs.extra_phrases ? <small class="field-error">{errs.extra_phrases}</small> : null}
        </div>
        <div class="field check">
          <input id="tool-repin" type="checkbox" checked={repin} onChange={(e) => setRepin((e.target as HTMLInputElement).checked)} />
          <label for="tool-repin">Approve a changed description (repin)</label>
        </div>
        {error && !(error instanceof ApiError && error.detail.length) ? <ErrorBox error={error} /> : null}
        <button type="submit" class="primary" disabled={!app}>
          Scan and register
        </button>
      </form>
      {result ? <ScanReport r={result.r} name={result.name} description={result.description} /> : null}
    </Page>
  );
}
