import { useState } from 'preact/hooks';
import { api, ApiError, getSession, setSession, startSession, TokenResponse, User } from '../api';
import { ErrorBox, Field, fieldErrors, Page } from '../ui';

// Account: change the password, turn TOTP on or off.
export function Account() {
  const user = getSession()?.user;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [pwError, setPwError] = useState<unknown>(null);
  const [pwDone, setPwDone] = useState(false);
  const [enroll, setEnroll] = useState<{ secret: string; otpauth_url: string } | null>(null);
  const [code, setCode] = useState('');
  const [mfaError, setMfaError] = useState<unknown>(null);
  const [mfa, setMfa] = useState(!!user?.mfa_enabled);
  const pwErrs = fieldErrors(pwError);
  const mfaErrs = fieldErrors(mfaError);

  const change = async (e: Event) => {
    e.preventDefault();
    setPwError(null);
    setPwDone(false);
    try {
      const t = await api<TokenResponse>('/api/auth/password/change', { body: { current_password: current, new_password: next } });
      const live = getSession()?.liveKey;
      startSession(t);
      if (live) setSession({ ...getSession()!, liveKey: live });
      setPwDone(true);
      setCurrent('');
      setNext('');
    } catch (x) {
      setPwError(x);
    }
  };
  const startEnroll = async () => {
    setMfaError(null);
    try {
      setEnroll(await api('/api/auth/mfa/enroll', { method: 'POST' }));
    } catch (x) {
      setMfaError(x);
    }
  };
  const confirmCode = async (e: Event) => {
    e.preventDefault();
    setMfaError(null);
    try {
      const u = await api<User>(mfa ? '/api/auth/mfa/disable' : '/api/auth/mfa/confirm', { body: { code } });
      setMfa(u.mfa_enabled);
      setEnroll(null);
      setCode('');
      const s = getSession();
      if (s) setSession({ ...s, user: u });
    } catch (x) {
      setMfaError(x);
    }
  };
  return (
    <Page title="Account">
      <p>
        Signed in as <strong>{user?.email}</strong> ({user?.roles.join(', ')}).
      </p>
      <form onSubmit={change} aria-label="Change password" noValidate>
        <h2>Change password</h2>
        {pwDone ? (
          <p role="status" class="ok">
            Password changed; other sessions were signed out.
          </p>
        ) : null}
        {pwError && !(pwError instanceof ApiError && pwError.detail.length) ? <ErrorBox error={pwError} /> : null}
        <Field label="Current password" id="pw-current" type="password" autocomplete="current-password" value={current} onInput={setCurrent} error={pwErrs.current_password} />
        <Field label="New password (12 to 128 characters)" id="pw-new" type="password" autocomplete="new-password" value={next} onInput={setNext} error={pwErrs.new_password} />
        <button type="submit" class="primary">
          Change password
        </button>
      </form>
      <h2>Two-factor authentication (TOTP)</h2>
      <p>{mfa ? 'On: sign-in asks for a code from your authenticator app.' : 'Off.'}</p>
      {mfaError && !(mfaError instanceof ApiError && mfaError.detail.length) ? <ErrorBox error={mfaError} /> : null}
      {!mfa && !enroll ? (
        <button type="button" onClick={startEnroll}>
          Turn on two-factor authentication
        </button>
      ) : null}
      {enroll ? (
        <div class="notice">
          <p>Add this secret to your authenticator app (or open the otpauth link on a phone), then type the code it shows.</p>
          <p class="secret">
            <code>{enroll.secret}</code>
          </p>
          <p>
            <code>{enroll.otpauth_url}</code>
          </p>
        </div>
      ) : null}
      {mfa || enroll ? (
        <form onSubmit={confirmCode} class="inline" aria-label={mfa ? 'Turn off two-factor authentication' : 'Confirm two-factor authentication'}>
          <Field label="6-digit code" id="mfa-code" inputmode="numeric" autocomplete="one-time-code" value={code} onInput={setCode} error={mfaErrs.code} />
          <button type="submit" class="primary">
            {mfa ? 'Turn off' : 'Confirm'}
          </button>
        </form>
      ) : null}
    </Page>
  );
}
