import { useState } from 'react';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchMe, login } from '../../api/client';
import { ApiError } from '../../api/http';
import { AuthForm, type AuthFormError } from '../../components/auth/AuthForm';
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
  const usernameValid = username.length >= USERNAME_MIN_LENGTH;

  async function send(): Promise<void> {
    const { access_token: token } = await login(username, password);
    const profile = await fetchMe(token).catch((error: unknown) => {
      throw new ProfileFetchError(error);
    });
    storeLogin(token, profile);
    navigate('/', { replace: true });
  }

  function errorOf(error: unknown): AuthFormError {
    if (error instanceof ProfileFetchError) {
      return { text: profileErrorMessage(error.cause), ms: MESSAGE_DURATION_MS };
    }
    if (error instanceof ApiError && error.status === 400 && error.detail) {
      return { text: error.detail };
    }
    if (error instanceof ApiError && error.status === 429) {
      return { text: loginWaitMessage(error.retryAfterSeconds) };
    }
    return undefined;
  }

  return (
    <AuthForm
      title={t('auth.login.title')}
      submitLabel={t('auth.login.submit')}
      valid={usernameValid && password !== ''}
      ready={usernameValid}
      send={send}
      errorOf={errorOf}
    >
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
    </AuthForm>
  );
}
