import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, fmtTime, liveKey } from '../api';
import { Badge, CursorPager, ErrorBox, Head, Page, Select, useAsync } from '../ui';

export interface RuntimeEvent {
  uuid: string;
  created_at: string;
  app_uuid: string;
  config_version: number;
  direction: string;
  verdict: string;
  injection_score: number;
  injection_label: string;
  pii_count: number;
  pii_categories: string[];
  text_length: number;
  latency_ms: number;
  blocked_reason: string;
  findings: { detector: string; category: string; score: number; snippet: string }[];
}

const verdicts = ['allow', 'flag', 'redact', 'block'];

interface Filters {
  verdict: string;
  direction: string;
  app: string;
}

function matches(e: RuntimeEvent, f: Filters): boolean {
  return (!f.verdict || e.verdict === f.verdict) && (!f.direction || e.direction === f.direction) && (!f.app || e.app_uuid === f.app);
}

// ---- the live stream ----

type LiveState = 'connecting' | 'live' | 'polling' | 'closed';

// liveBase is where the live stream is: the server's /console.json names
// it when it is on another origin (on AWS, the WebSocket API's stage), else
// the API's own route on this origin (the local server).
let liveBaseCache: Promise<string> | undefined;
function liveBase(): Promise<string> {
  const own = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/runtime-security/events/live`;
  liveBaseCache ??= fetch('/console.json')
    .then((r) => (r.ok ? r.json() : {}))
    .then((c: { live_url?: string }) => c.live_url || own)
    .catch(() => own);
  return liveBaseCache;
}

// useLive opens the WebSocket (the API key as the "bulwark, <key>"
// subprotocol) and reconnects with backoff; without a key (the user may not
// mint one) it says so and the page polls instead.
function useLive(app: string, onEvent: (e: RuntimeEvent) => void): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const cb = useRef(onEvent);
  cb.current = onEvent;
  useEffect(() => {
    let ws: WebSocket | null = null;
    let stopped = false;
    let retry = 1000;
    let ping: number | undefined;
    let timer: number | undefined;
    const connect = async () => {
      const key = await liveKey();
      if (stopped) return;
      if (!key) {
        setState('polling');
        return;
      }
      ws = new WebSocket(`${await liveBase()}${app ? '?app=' + encodeURIComponent(app) : ''}`, ['bulwark', key]);
      ws.onopen = () => {
        retry = 1000;
        setState('live');
        ping = window.setInterval(() => ws?.readyState === WebSocket.OPEN && ws.send('ping'), 60_000);
      };
      ws.onmessage = (m) => {
        try {
          const msg = JSON.parse(m.data);
          if (msg.type === 'runtime_event' && msg.event) cb.current(msg.event);
        } catch {
          /* ignore */
        }
      };
      ws.onclose = () => {
        window.clearInterval(ping);
        if (stopped) return;
        setState('connecting');
        timer = window.setTimeout(connect, retry);
        retry = Math.min(retry * 2, 30_000);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.clearInterval(ping);
      ws?.close();
      setState('closed');
    };
  }, [app]);
  return state;
}

// ---- the chart: per-verdict counts over time, stacked bars in SVG ----

const ranges: Record<string, { label: string; span: number; bucket: number }> = {
  '1h': { label: 'Last hour (per minute)', span: 3_600_000, bucket: 60_000 },
  '24h': { label: 'Last 24 hours (per hour)', span: 86_400_000, bucket: 3_600_000 },
  '7d': { label: 'Last 7 days (per day)', span: 7 * 86_400_000, bucket: 86_400_000 },
};

function Chart({ events, range, truncated }: { events: RuntimeEvent[]; range: string; truncated: boolean }) {
  const r = ranges[range];
  const now = Date.now();
  const n = Math.round(r.span / r.bucket);
  const start = Math.floor((now - r.span) / r.bucket) * r.bucket + r.bucket;
  const buckets = useMemo(() => {
    const b = Array.from({ length: n }, () => ({ allow: 0, flag: 0, redact: 0, block: 0 }) as Record<string, number>);
    for (const e of events) {
      const i = Math.floor((new Date(e.created_at).getTime() - start) / r.bucket);
      if (i >= 0 && i < n && e.verdict in b[i]) b[i][e.verdict]++;
    }
    return b;
  }, [events, range, start]);
  const max = Math.max(1, ...buckets.map((b) => verdicts.reduce((s, v) => s + b[v], 0)));
  const W = 720;
  const H = 160;
  const bw = W / n;
  const totals = verdicts.map((v) => buckets.reduce((s, b) => s + b[v], 0));
  const label = (i: number) => {
    const d = new Date(start + i * r.bucket);
    return r.bucket >= 86_400_000 ? d.toLocaleDateString() : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  };
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H + 20}`} role="img" aria-labelledby="chart-cap" preserveAspectRatio="none">
        {buckets.map((b, i) => {
          let y = H;
          return verdicts.map((v) => {
            const h = (b[v] / max) * (H - 4);
            y -= h;
            return h > 0 ? (
              <rect class={`bar-${v}`} x={i * bw + 1} y={y} width={Math.max(1, bw - 2)} height={h}>
                <title>{`${label(i)}: ${b[v]} ${v}`}</title>
              </rect>
            ) : null;
          });
        })}
        <line x1="0" x2={W} y1={H} y2={H} class="axis" />
        <text x="0" y={H + 15} class="tick">
          {label(0)}
        </text>
        <text x={W} y={H + 15} class="tick" text-anchor="end">
          {label(n - 1)}
        </text>
        <text x="2" y="12" class="tick">
          {max}
        </text>
      </svg>
      <figcaption id="chart-cap">
        Events per verdict, {r.label.toLowerCase()}:{' '}
        {verdicts.map((v, i) => (
          <span class="legend">
            <span class={`swatch bar-${v}`} aria-hidden="true" /> {v} {totals[i]}
          </span>
        ))}
        {truncated ? <span class="muted"> (the newest events of the range only)</span> : null}
      </figcaption>
    </figure>
  );
}

// loadRange reads the events of the chart's range (newest first, at most
// 2,000: four pages).
async function loadRange(range: string, app: string): Promise<{ items: RuntimeEvent[]; truncated: boolean }> {
  const since = new Date(Date.now() - ranges[range].span).toISOString();
  let cursor: string | null = null;
  const items: RuntimeEvent[] = [];
  for (let i = 0; i < 4; i++) {
    const page: { items: RuntimeEvent[]; next_cursor: string | null } = await api('/api/runtime-security/events', {
      query: { limit: 500, since, app, cursor },
    });
    items.push(...page.items);
    cursor = page.next_cursor;
    if (!cursor) return { items, truncated: false };
  }
  return { items, truncated: true };
}

export function Events() {
  const [filters, setFilters] = useState<Filters>({ verdict: '', direction: '', app: '' });
  const [cursors, setCursors] = useState<(string | null)[]>([null]); // the cursor of each page shown so far
  const [range, setRange] = useState('24h');
  const [fresh, setFresh] = useState<RuntimeEvent[]>([]);
  const [chartLive, setChartLive] = useState<RuntimeEvent[]>([]);
  const apps = useAsync(() => api<{ items: { uuid: string; name: string }[] }>('/api/runtime-security/apps', { query: { limit: 200 } }), []);
  const cursor = cursors[cursors.length - 1];
  const page = useAsync(
    () =>
      api<{ items: RuntimeEvent[]; next_cursor: string | null }>('/api/runtime-security/events', {
        query: { limit: 25, cursor, verdict: filters.verdict, direction: filters.direction, app: filters.app },
      }),
    [cursor, filters.verdict, filters.direction, filters.app],
  );
  const chart = useAsync(() => loadRange(range, filters.app), [range, filters.app]);
  useEffect(() => setFresh([]), [page.data]);
  useEffect(() => setChartLive([]), [chart.data]);

  const live = useLive(filters.app, (e) => {
    setChartLive((c) => [e, ...c]);
    if (cursors.length === 1 && matches(e, filters)) setFresh((f) => (f.some((x) => x.uuid === e.uuid) ? f : [e, ...f].slice(0, 200)));
  });
  // Without a live key, poll the first page.
  useEffect(() => {
    if (live !== 'polling') return;
    const t = window.setInterval(() => cursors.length === 1 && page.reload(), 5000);
    return () => window.clearInterval(t);
  }, [live, cursors.length]);

  const setFilter = (k: keyof Filters) => (v: string) => {
    setFilters({ ...filters, [k]: v });
    setCursors([null]);
  };
  const shown = page.data ? [...fresh.filter((f) => !page.data!.items.some((x) => x.uuid === f.uuid)), ...page.data.items] : [];
  const appName = (id: string) => apps.data?.items.find((a) => a.uuid === id)?.name || id.slice(0, 8);
  const chartEvents = [...chartLive, ...(chart.data?.items || [])];

  return (
    <Page
      title="Runtime events"
      actions={
        <span class={`live live-${live}`} role="status" aria-live="polite">
          {live === 'live' ? 'Live' : live === 'polling' ? 'Refreshing every 5 s' : live === 'connecting' ? 'Connecting…' : 'Stopped'}
        </span>
      }
    >
      <div class="filters" role="group" aria-label="Filters">
        <Select label="Verdict" id="f-verdict" value={filters.verdict} onChange={setFilter('verdict')} options={[['', 'Any'], ...verdicts.map((v) => [v, v] as [string, string])]} />
        <Select
          label="Direction"
          id="f-direction"
          value={filters.direction}
          onChange={setFilter('direction')}
          options={[
            ['', 'Any'],
            ['input', 'input'],
            ['output', 'output'],
            ['tool_call', 'tool_call'],
          ]}
        />
        <Select label="App" id="f-app" value={filters.app} onChange={setFilter('app')} options={[['', 'Any'], ...(apps.data?.items || []).map((a) => [a.uuid, a.name] as [string, string])]} />
        <Select label="Chart range" id="f-range" value={range} onChange={setRange} options={Object.entries(ranges).map(([k, v]) => [k, v.label] as [string, string])} />
      </div>
      <ErrorBox error={chart.error} />
      <Chart events={chartEvents} range={range} truncated={!!chart.data?.truncated} />
      <ErrorBox error={page.error} />
      <table class="grid" aria-label="Events" aria-busy={page.loading ? 'true' : 'false'}>
        <Head cols={['Time', 'Verdict', 'Direction', 'App', 'Injection', 'PII', 'Findings', 'Latency']} />
        <tbody>
          {shown.map((e) => (
            <tr data-event={e.uuid} class={fresh.includes(e) ? 'fresh' : ''}>
              <td>{fmtTime(e.created_at)}</td>
              <td>
                <Badge kind={e.verdict}>{e.verdict}</Badge>
              </td>
              <td>{e.direction}</td>
              <td>{appName(e.app_uuid)}</td>
              <td>
                {e.injection_label} {e.injection_score ? e.injection_score.toFixed(2) : ''}
              </td>
              <td>{e.pii_count ? `${e.pii_count} (${e.pii_categories.join(', ')})` : '—'}</td>
              <td title={e.blocked_reason || undefined}>
                {e.findings.slice(0, 3).map((f) => (
                  <span class="finding">
                    {f.detector}/{f.category} <code>{f.snippet}</code>
                  </span>
                ))}
                {e.findings.length > 3 ? <span class="muted"> +{e.findings.length - 3}</span> : null}
              </td>
              <td>{e.latency_ms} ms</td>
            </tr>
          ))}
          {!page.loading && shown.length === 0 ? (
            <tr>
              <td colSpan={8} class="muted">
                No events on this page{page.data?.next_cursor ? ' (filters examine 2,000 events a page: try older)' : ''}.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <CursorPager cursors={cursors} setCursors={setCursors} next={page.data?.next_cursor} back="Newer" forward="Older">
        <span>Page {cursors.length}</span>
      </CursorPager>
    </Page>
  );
}
