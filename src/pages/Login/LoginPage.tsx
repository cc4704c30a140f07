import { useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchMe, login } from '../../api/client';
import { ApiError } from '../../api/http';
import { AuthCard } from '../../components/auth/AuthCard';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { USERNAME_MIN_LENGTH } from '../../domain';
import { useSession } from '../../stores/session';
import {
  MESSAGE_DURATION_MS,
  loginWaitMessage,
  profileErrorMessage,
} from '../../components/auth/formMessages';
import { t as translateNow, useT } from '../../i18n';

/** The token was accepted but reading the profile with it failed. */
class ProfileFetchError extends Error {
  constructor(cause: unknown) {
    super(translateNow('auth.profileError'), { cause });
  }
}

export function LoginPage(): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const storeLogin = useSession((state) => state.login);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { message, show, clear } = useTimedMessage();
  const usernameValid = username.length >= USERNAME_MIN_LENGTH;

  async function submit(): Promise<void> {
    if (busy) return;
    if (!usernameValid || password === '') {
      show(t('auth.formInvalid'), MESSAGE_DURATION_MS);
      return;
    }
    clear();
    setBusy(true);
    try {
      const { access_token: token } = await login(username, password);
      const profile = await fetchMe(token).catch((error: unknown) => {
        throw new ProfileFetchError(error);
      });
      storeLogin(token, profile);
      navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ProfileFetchError) {
        show(profileErrorMessage(error.cause), MESSAGE_DURATION_MS);
      } else if (error instanceof ApiError && error.status === 400 && error.detail) {
        show(error.detail);
      } else if (error instanceof ApiError && error.status === 429) {
        show(loginWaitMessage(error.retryAfterSeconds));
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

  // Enter submits even while the button is disabled, so the user learns why nothing happens.
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>): void {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  }

  return (
    <AuthCard title={t('auth.login.title')}>
      <form onSubmit={handleSubmit} onKeyDown={handleKeyDown} noValidate>
        {message && (
          <p className="form-message" role="alert">
            {message}
          </p>
        )}
        <label className="field">
          <span className="field-label">{t('auth.login.username')}</span>
          <input
            id="username"
            name="username"
            className="input"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('auth.login.password')}</span>
          <input
            id="password"
            name="password"
            type="password"
            className="input"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit" className="button button-block" disabled={!usernameValid || busy}>
          {t('auth.login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
