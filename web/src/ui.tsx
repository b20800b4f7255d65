// Small shared pieces: navigation, errors, fields, paging.
import { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ApiError, ValidationItem } from './api';

// ---- routing: the History API, paths under the console's sections ----

const routeListeners = new Set<() => void>();
window.addEventListener('popstate', () => routeListeners.forEach((f) => f()));

export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  routeListeners.forEach((f) => f());
  window.scrollTo(0, 0);
}

export function useLocation(): { path: string; query: URLSearchParams } {
  const [, set] = useState(0);
  useEffect(() => {
    const f = () => set((n) => n + 1);
    routeListeners.add(f);
    return () => routeListeners.delete(f);
  }, []);
  return { path: location.pathname, query: new URLSearchParams(location.search) };
}

export function Link(props: { href: string; children: ComponentChildren; class?: string; 'aria-current'?: 'page' | undefined }) {
  return (
    <a
      href={props.href}
      class={props.class}
      aria-current={props['aria-current']}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}

// ---- errors ----

export function ErrorBox({ error }: { error: unknown }) {
  if (!error) return null;
  const e = error as ApiError;
  return (
    <div class="error" role="alert">
      {e.code ? <strong>{e.code}: </strong> : null}
      {e.message || String(error)}
    </div>
  );
}

// fieldErrors maps a 422's detail to dotted paths (loc without "body" or
// "query"), so each message can be shown at its field.
export function fieldErrors(err: unknown, strip: (string | number)[] = ['body']): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(err instanceof ApiError)) return out;
  for (const d of err.detail as ValidationItem[]) {
    let loc = d.loc.slice();
    for (const s of strip) {
      if (loc[0] === s) loc = loc.slice(1);
    }
    const k = loc.join('.');
    out[k] = out[k] ? `${out[k]}; ${d.msg}` : d.msg;
  }
  return out;
}

let fieldSeq = 0;

// Field is a labelled input with its error (aria-invalid, aria-describedby).
export function Field(props: {
  label: string;
  value: string;
  onInput: (v: string) => void;
  error?: string;
  type?: string;
  name?: string;
  id?: string;
  required?: boolean;
  autocomplete?: string;
  hint?: string;
  inputmode?: string;
  placeholder?: string;
}) {
  const [auto] = useState(() => `f${++fieldSeq}`);
  const id = props.id || auto;
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class={'field' + (props.error ? ' invalid' : '')}>
      <label for={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type || 'text'}
        value={props.value}
        required={props.required}
        autocomplete={props.autocomplete}
        inputMode={props.inputmode as any}
        placeholder={props.placeholder}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={described}
        onInput={(e) => props.onInput((e.target as HTMLInputElement).value)}
      />
      {props.hint ? <small id={`${id}-hint`}>{props.hint}</small> : null}
      {props.error ? (
        <small id={`${id}-err`} class="field-error">
          {props.error}
        </small>
      ) : null}
    </div>
  );
}

export function Select(props: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void; id?: string; error?: string }) {
  const [auto] = useState(() => `s${++fieldSeq}`);
  const id = props.id || auto;
  const { error } = props;
  return (
    <div class={'field' + (error ? ' invalid' : '')}>
      <label for={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value)}
      >
        {props.options.map(([v, l]) => (
          <option value={v}>{l}</option>
        ))}
      </select>
      <FieldError id={`${id}-err`} error={error} />
    </div>
  );
}

// TextArea is a labelled textarea, its hint in the label, with its error.
export function TextArea(props: { label: string; id: string; value: string; onInput: (v: string) => void; error?: string; hint?: string; rows?: number }) {
  const { id, error, hint } = props;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class={'field' + (error ? ' invalid' : '')}>
      <label for={id}>
        {props.label}{' '}
        {hint ? (
          <span class="muted" id={`${id}-hint`}>
            ({hint})
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        rows={props.rows || 4}
        value={props.value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
        onInput={(e) => props.onInput((e.target as HTMLTextAreaElement).value)}
      />
      <FieldError id={`${id}-err`} error={error} />
    </div>
  );
}

// useAsync loads data and reloads when deps change.
export function useAsync<T>(load: () => Promise<T>, deps: unknown[]): { data: T | undefined; error: unknown; loading: boolean; reload: () => void } {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, loading: false }),
      (error) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  return { data: state.data, error: state.error, loading: state.loading, reload: () => setTick((t) => t + 1) };
}

export function Badge({ kind, children }: { kind: string; children: ComponentChildren }) {
  return <span class={`badge badge-${kind}`}>{children}</span>;
}

export function Page({ title, children, actions }: { title: string; children: ComponentChildren; actions?: ComponentChildren }) {
  useEffect(() => {
    document.title = `${title} · Bulwark`;
    // Move focus to the page's heading on navigation, for screen readers
    // and keyboard users.
    const h = document.getElementById('page-title');
    h?.focus();
  }, [title]);
  return (
    <section aria-labelledby="page-title">
      <header class="page-head">
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div class="actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

// CursorPager pages through an API list with opaque cursors: cursors holds
// the cursor of every page shown so far (null for the first).
export function CursorPager(props: {
  cursors: (string | null)[];
  setCursors: (c: (string | null)[]) => void;
  next: string | null | undefined;
  back?: string;
  forward?: string;
  children?: ComponentChildren;
}) {
  const { cursors, setCursors, next } = props;
  return (
    <div class="pager">
      <button type="button" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
        {props.back || 'Previous'}
      </button>
      {props.children}
      <button type="button" disabled={!next} onClick={() => next && setCursors([...cursors, next])}>
        {props.forward || 'Next'}
      </button>
    </div>
  );
}

// Head is a table's header row.
export function Head({ cols }: { cols: string[] }) {
  return (
    <thead>
      <tr>
        {cols.map((c) => (
          <th scope="col">{c ? c : <span class="sr-only">Actions</span>}</th>
        ))}
      </tr>
    </thead>
  );
}

// FieldError is the message under a field that aria-describedby points to.
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <small id={id} class="field-error">
      {error}
    </small>
  ) : null;
}

// Tabs is a section's navigation: [href, label] links, current marked.
export function Tabs({ label, items, current }: { label: string; items: [string, string][]; current: string }) {
  return (
    <nav aria-label={label} class="tabs">
      {items.map(([href, text]) => (
        <Link href={href} class={current === href ? 'current' : ''} aria-current={current === href ? 'page' : undefined}>
          {text}
        </Link>
      ))}
    </nav>
  );
}

// Saved is the polite status line after a change.
export function Saved({ notice }: { notice: string }) {
  return notice ? (
    <p role="status" class="ok">
      {notice}
    </p>
  ) : null;
}

// SecretOnce shows a secret the API answers only once (an API key, an
// enrollment token), with a copy button, until it is dismissed.
export function SecretOnce(props: { id: string; secret: string; onDone: () => void; children: ComponentChildren }) {
  return (
    <div class="notice" role="status">
      <p>{props.children}</p>
      <div class="secret">
        <code id={props.id}>{props.secret}</code>
        <button type="button" onClick={() => navigator.clipboard?.writeText(props.secret)}>
          Copy
        </button>
        <button type="button" onClick={props.onDone}>
          I have copied it
        </button>
      </div>
    </div>
  );
}

// useFocusFirstError moves the focus to the first field (in order) that
// errors names, when the errors shown change: a refused form is fixed where
// it failed. It keys on the messages, not on the errors object, which a
// form may rebuild at every edit: an edit elsewhere (an action chosen while
// a custom rule is still marked) must not take the focus, or the next
// keystrokes land in the marked field.
export function useFocusFirstError(errors: Record<string, string>, order: string[], idOf: (key: string) => string): void {
  const shown = order
    .filter((k) => errors[k])
    .map((k) => `${k}\u0000${errors[k]}`)
    .join('\u0001');
  useEffect(() => {
    const first = order.find((k) => errors[k]);
    if (first) document.getElementById(idOf(first))?.focus();
  }, [shown]);
}

// FormErrors is what a form shows above its fields: an error that is not a
// 422 as it is, a 422 as a pointer to the messages at the fields, and
// general (a message no field holds).
export function FormErrors({ error, general }: { error: unknown; general?: string }) {
  const refused = error instanceof ApiError && error.detail.length > 0;
  return (
    <>
      {error && !refused ? <ErrorBox error={error} /> : null}
      {general ? (
        <div class="error" role="alert">
          {general}
        </div>
      ) : null}
      {refused ? (
        <div class="error" role="alert">
          The API refused {error.detail.length === 1 ? 'a field' : `${error.detail.length} fields`}; see the messages at the fields.
        </div>
      ) : null}
    </>
  );
}
