import { useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/client';
import { ApiError } from '../../api/http';
import { AuthCard } from '../../components/auth/AuthCard';
import { MESSAGE_DURATION_MS } from '../../components/auth/formMessages';
import { PASSWORD_MIN_LENGTH } from '../../domain';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { useT } from '../../i18n';

/** The code of the server's refusal of a reset from a signed-in browser; the spec shows nothing for it. */
const LOGGED_IN_CODE = 'logged_in_reset';

function errorCode(error: ApiError): string | undefined {
  const body = error.body;
  return typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'string'
    ? body.code
    : undefined;
}

/** The text of a 400 answer: its `detail`, or the returned errors as JSON. */
function badRequestText(error: ApiError): string {
  if (error.detail !== undefined) return error.detail;
  if (typeof error.body === 'object' && error.body !== null && 'detail' in error.body) {
    return JSON.stringify(error.body.detail);
  }
  return typeof error.body === 'string' ? error.body : JSON.stringify(error.body);
}

export function ResetPasswordPage(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { message, show, clear } = useTimedMessage();
  const valid = password.length >= PASSWORD_MIN_LENGTH;

  async function submit(): Promise<void> {
    if (busy) return;
    if (!valid) {
      show(t('auth.formInvalid'), MESSAGE_DURATION_MS);
      return;
    }
    clear();
    setBusy(true);
    try {
      await resetPassword(token, password);
      navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (errorCode(error) !== LOGGED_IN_CODE) show(badRequestText(error), MESSAGE_DURATION_MS);
      } else {
        show(t('auth.unknownError'), MESSAGE_DURATION_MS);
      }
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>): void {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  }

  return (
    <AuthCard title={t('auth.reset.title')}>
      <form onSubmit={handleSubmit} onKeyDown={handleKeyDown} noValidate>
        {message && (
          <p className="form-message" role="alert">
            {message}
          </p>
        )}
        <label className="field">
          <span className="field-label">{t('auth.reset.newPassword')}</span>
          <input
            id="new-password"
            name="new-password"
            type="password"
            className="input"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit" className="button button-block" disabled={!valid || busy}>
          {t('auth.reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
