import { useState } from 'preact/hooks';
import { api, ApiError, startSession, TokenResponse } from '../api';
import { ErrorBox, Field, fieldErrors, navigate } from '../ui';

type Step = { kind: 'password' } | { kind: 'mfa'; token: string } | { kind: 'forgot' } | { kind: 'forgot-sent' };

// SignIn: e-mail and password; a TOTP code when the account has MFA; a
// reset-password request (the mailed link opens the server's
// /reset-password page, which sets the password with no script).
export function SignIn() {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errs = fieldErrors(error);

  const done = (t: TokenResponse) => {
    startSession(t);
    const next = new URLSearchParams(location.search).get('next');
    navigate(next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/signin') ? next : '/events', true);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (step.kind === 'password') {
        const r = await api<any>('/api/auth/login', { body: { email, password }, anonymous: true });
        if (r.mfa_required) {
          setStep({ kind: 'mfa', token: r.mfa_token });
          setPassword('');
        } else done(r);
      } else if (step.kind === 'mfa') {
        done(await api<TokenResponse>('/api/auth/login/mfa', { body: { mfa_token: step.token, code }, anonymous: true }));
      } else if (step.kind === 'forgot') {
        await api('/api/auth/password/forgot', { body: { email }, anonymous: true });
        setStep({ kind: 'forgot-sent' });
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_MFA_TOKEN') setStep({ kind: 'password' });
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="signin">
      <h1>Bulwark</h1>
      {step.kind === 'forgot-sent' ? (
        <div>
          <p role="status">
            If <strong>{email}</strong> belongs to an account, a link to choose a new password is on its way (valid 30 minutes). It opens the
            password page of this server.
          </p>
          <button type="button" onClick={() => setStep({ kind: 'password' })}>
            Back to sign in
          </button>
        </div>
      ) : (
        <form onSubmit={submit} aria-labelledby="signin-title" noValidate>
          <h2 id="signin-title">{step.kind === 'mfa' ? 'Two-factor code' : step.kind === 'forgot' ? 'Reset your password' : 'Sign in'}</h2>
          <ErrorBox error={error instanceof ApiError && error.detail.length ? null : error} />
          {step.kind === 'mfa' ? (
            <Field
              label="6-digit code from your authenticator app"
              id="mfa-code"
              value={code}
              onInput={setCode}
              autocomplete="one-time-code"
              inputmode="numeric"
              error={errs.code}
              required
            />
          ) : (
            <Field label="E-mail" id="email" type="email" value={email} onInput={setEmail} autocomplete="username" error={errs.email} required />
          )}
          {step.kind === 'password' ? (
            <Field
              label="Password"
              id="password"
              type="password"
              value={password}
              onInput={setPassword}
              autocomplete="current-password"
              error={errs.password}
              required
            />
          ) : null}
          <div class="row">
            <button type="submit" class="primary" disabled={busy}>
              {step.kind === 'mfa' ? 'Verify' : step.kind === 'forgot' ? 'Send the reset link' : 'Sign in'}
            </button>
            {step.kind === 'password' ? (
              <button type="button" class="link" onClick={() => (setError(null), setStep({ kind: 'forgot' }))}>
                Forgot password?
              </button>
            ) : (
              <button type="button" class="link" onClick={() => (setError(null), setStep({ kind: 'password' }))}>
                Back
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
