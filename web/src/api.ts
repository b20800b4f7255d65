// The console's only way to the API: fetch with the access token as
// Authorization: Bearer. The session (token, user, expiry) lives in
// sessionStorage: it survives a reload of the tab but not the tab itself,
// and no other tab or later visit reads it.

export interface User {
  id: number;
  email: string;
  name: string;
  roles: string[];
  mfa_enabled: boolean;
  workspace_id: string;
  workspace?: { id?: string; name?: string };
}

export interface Session {
  token: string;
  expiresAt: number; // ms since epoch
  user: User;
  // A short-lived API key (scope runtime:events:read) minted for the live
  // event stream, which accepts API keys only.
  liveKey?: { id: string; key: string; expiresAt: number };
}

export interface ValidationItem {
  loc: (string | number)[];
  msg: string;
  type: string;
}

// ApiError is any answer that is not 2xx: the envelope's code and message,
// or the 422's detail list.
export class ApiError extends Error {
  status: number;
  code: string;
  detail: ValidationItem[];
  constructor(status: number, code: string, message: string, detail: ValidationItem[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.detail = detail;
  }
}

const KEY = 'bulwark.session';
let session: Session | null = load();
const listeners = new Set<(s: Session | null) => void>();

function load(): Session | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Session;
    return s.expiresAt > Date.now() ? s : null;
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  return session;
}

export function setSession(s: Session | null): void {
  session = s;
  if (s) sessionStorage.setItem(KEY, JSON.stringify(s));
  else sessionStorage.removeItem(KEY);
  scheduleRefresh();
  listeners.forEach((f) => f(s));
}

export function onSession(f: (s: Session | null) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

async function errorOf(res: Response): Promise<ApiError> {
  let body: any = null;
  try {
    body = await res.json();
  } catch {
    /* not JSON */
  }
  if (body && Array.isArray(body.detail)) {
    const first = body.detail[0];
    return new ApiError(res.status, 'VALIDATION_FAILED', first ? `${first.loc.join('.')}: ${first.msg}` : 'invalid request', body.detail);
  }
  if (body && body.error) return new ApiError(res.status, body.error.code || 'ERROR', body.error.message || res.statusText);
  return new ApiError(res.status, 'HTTP_' + res.status, res.statusText || 'request failed');
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  raw?: BodyInit; // a body sent as is (FormData)
  anonymous?: boolean;
  // bearer is sent instead of the session's token (a device credential
  // pasted to try a device operation); its 401 does not end the session.
  bearer?: string;
}

export function url(path: string, query?: RequestOptions['query']): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query || {})) {
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

// api calls the API and answers the decoded JSON (null for 204). A 401 on
// an authenticated call ends the session: the token expired or was revoked.
export async function api<T = any>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  else if (!opts.anonymous && session) headers.Authorization = `Bearer ${session.token}`;
  let body: BodyInit | undefined = opts.raw;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(url(path, opts.query), {
    method: opts.method || (body ? 'POST' : 'GET'),
    headers,
    body,
    credentials: 'same-origin',
  });
  if (!res.ok) {
    const err = await errorOf(res);
    if (res.status === 401 && !opts.anonymous && !opts.bearer && session) setSession(null);
    throw err;
  }
  if (res.status === 204) return null as T;
  const ct = res.headers.get('Content-Type') || '';
  return (ct.includes('json') ? res.json() : res.text()) as Promise<T>;
}

// upload sends a multipart form with progress (fetch cannot report upload
// progress; XMLHttpRequest can).
export function upload<T = any>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'the upload failed (network)'));
    xhr.onload = async () => {
      const res = new Response(xhr.responseText, { status: xhr.status, headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') || '' } });
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText));
      } else reject(await errorOf(res));
    };
    xhr.send(form);
  });
}

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  user: User;
  roles: string[];
}

export function startSession(t: TokenResponse): void {
  setSession({ token: t.access_token, expiresAt: Date.now() + t.expires_in * 1000, user: t.user });
}

// The token is refreshed at 80% of its life (a token refreshes once; the
// answer is a new one).
let refreshTimer: number | undefined;
function scheduleRefresh(): void {
  if (refreshTimer) window.clearTimeout(refreshTimer);
  refreshTimer = undefined;
  if (!session) return;
  const left = session.expiresAt - Date.now();
  const at = Math.max(5_000, left * 0.8);
  refreshTimer = window.setTimeout(async () => {
    try {
      const t = await api<TokenResponse>('/api/auth/token/refresh', { method: 'POST' });
      const live = session?.liveKey;
      startSession(t);
      if (live && session) setSession({ ...session, liveKey: live });
    } catch {
      /* a 401 already ended the session */
    }
  }, Math.min(at, 2_147_000_000));
}
scheduleRefresh();

export async function signOut(): Promise<void> {
  const s = session;
  if (s?.liveKey) await api(`/api/api-keys/${s.liveKey.id}`, { method: 'DELETE' }).catch(() => {});
  if (s) await api('/api/auth/logout', { method: 'POST' }).catch(() => {});
  setSession(null);
}

// liveKey returns the session's API key for the live stream, minting one
// (scope runtime:events:read, expiring with the session, at most a day)
// when there is none. null when the user may not mint keys.
export async function liveKey(): Promise<string | null> {
  const s = session;
  if (!s) return null;
  if (s.liveKey && s.liveKey.expiresAt > Date.now() + 60_000) return s.liveKey.key;
  const expires = new Date(Math.min(s.expiresAt + 3_600_000, Date.now() + 86_400_000));
  try {
    const k = await api<{ id: string; key: string }>('/api/api-keys', {
      body: { name: 'console live events', scopes: ['runtime:events:read'], expires_at: expires.toISOString() },
    });
    if (session) setSession({ ...session, liveKey: { id: k.id, key: k.key, expiresAt: expires.getTime() } });
    return k.key;
  } catch {
    return null;
  }
}

export function fmtTime(s: string | null | undefined): string {
  if (!s) return '—';
  const d = new Date(s);
  return isNaN(d.getTime()) ? s : d.toLocaleString();
}

export function fmtBytes(n: number | null | undefined): string {
  if (n == null) return '—';
  const u = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < u.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i ? v.toFixed(1) : v} ${u[i]}`;
}
