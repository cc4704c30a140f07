import { useState } from 'react';
import type { ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/client';
import { ApiError } from '../../api/http';
import { AuthForm, type AuthFormError } from '../../components/auth/AuthForm';
import { MESSAGE_DURATION_MS } from '../../components/auth/formMessages';
import { PASSWORD_MIN_LENGTH } from '../../domain';
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
  const valid = password.length >= PASSWORD_MIN_LENGTH;

  async function send(): Promise<void> {
    await resetPassword(token, password);
    navigate('/login', { replace: true });
  }

  function errorOf(error: unknown): AuthFormError {
    if (!(error instanceof ApiError && error.status === 400)) return undefined;
    if (errorCode(error) === LOGGED_IN_CODE) return null;
    return { text: badRequestText(error), ms: MESSAGE_DURATION_MS };
  }

  return (
    <AuthForm
      title={t('auth.reset.title')}
      submitLabel={t('auth.reset.submit')}
      valid={valid}
      send={send}
      errorOf={errorOf}
    >
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
    </AuthForm>
  );
}
