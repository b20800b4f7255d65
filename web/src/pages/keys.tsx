import { useState } from 'preact/hooks';
import { api, ApiError, fmtTime } from '../api';
import { ErrorBox, Field, Head, Page, SecretOnce, fieldErrors, useAsync } from '../ui';

interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}
interface Scope {
  scope: string;
  label: string;
  description: string;
  wildcard: boolean;
  held: boolean;
}

// Keys: mint a key with chosen scopes (the secret is shown once, here),
// list and revoke.
export function Keys() {
  const keys = useAsync(() => api<{ items: ApiKey[] }>('/api/api-keys'), []);
  const scopes = useAsync(() => api<{ scopes: Scope[] }>('/api/api-keys/scopes'), []);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [expires, setExpires] = useState('');
  const [secret, setSecret] = useState<{ name: string; key: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errs = fieldErrors(error);

  const create = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      const body: Record<string, unknown> = { name, scopes: chosen };
      if (expires) body.expires_at = new Date(expires).toISOString();
      const k = await api<ApiKey & { key: string }>('/api/api-keys', { body });
      setSecret({ name: k.name, key: k.key });
      setName('');
      setChosen([]);
      keys.reload();
    } catch (x) {
      setError(x);
    }
  };
  const revoke = async (k: ApiKey) => {
    if (!confirm(`Revoke the key ${k.name} (${k.prefix}…)? Clients using it stop working at once.`)) return;
    try {
      await api(`/api/api-keys/${k.id}`, { method: 'DELETE' });
      keys.reload();
    } catch (x) {
      setError(x);
    }
  };
  return (
    <Page title="API keys">
      {secret ? (
        <SecretOnce id="new-key-secret" secret={secret.key} onDone={() => setSecret(null)}>
          <strong>The secret of {secret.name}</strong> is shown only now: copy it to where it is used.
        </SecretOnce>
      ) : null}
      <form onSubmit={create} aria-label="Create an API key" noValidate>
        <h2>New key</h2>
        <Field label="Key name" id="key-name" value={name} onInput={setName} error={errs.name} required />
        <Field label="Expires (optional)" id="key-expires" type="datetime-local" value={expires} onInput={setExpires} error={errs.expires_at} />
        <fieldset class={errs.scopes ? 'invalid' : ''} aria-describedby={errs.scopes ? 'scopes-err' : undefined}>
          <legend>Scopes (none chosen: every scope you hold)</legend>
          {(scopes.data?.scopes || []).map((s) => (
            <label class="check-inline scope" title={s.description}>
              <input
                type="checkbox"
                value={s.scope}
                disabled={!s.held}
                checked={chosen.includes(s.scope)}
                onChange={(e) => setChosen((e.target as HTMLInputElement).checked ? [...chosen, s.scope] : chosen.filter((x) => x !== s.scope))}
              />
              <code>{s.scope}</code> <span class="muted">{s.label}</span>
            </label>
          ))}
          {errs.scopes ? (
            <small id="scopes-err" class="field-error">
              {errs.scopes}
            </small>
          ) : null}
        </fieldset>
        {error && !(error instanceof ApiError && error.detail.length) ? <ErrorBox error={error} /> : null}
        <button type="submit" class="primary">
          Create key
        </button>
      </form>
      <h2>Keys</h2>
      <ErrorBox error={keys.error || scopes.error} />
      <table class="grid" aria-label="API keys">
        <Head cols={['Name', 'Prefix', 'Scopes', 'Created', 'Last used', 'Expires', 'State']} />
        <tbody>
          {(keys.data?.items || []).map((k) => (
            <tr data-key={k.id}>
              <td>{k.name}</td>
              <td>
                <code>{k.prefix}…</code>
              </td>
              <td>{k.scopes.join(', ')}</td>
              <td>{fmtTime(k.created_at)}</td>
              <td>{fmtTime(k.last_used_at)}</td>
              <td>{fmtTime(k.expires_at)}</td>
              <td>
                {k.revoked_at ? (
                  <span class="muted">revoked {fmtTime(k.revoked_at)}</span>
                ) : (
                  <button type="button" class="danger" onClick={() => revoke(k)}>
                    Revoke {k.name}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Page>
  );
}
