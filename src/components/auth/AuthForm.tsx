import { useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactElement, ReactNode } from 'react';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { useT } from '../../i18n';
import { AuthCard } from './AuthCard';
import { MESSAGE_DURATION_MS } from './formMessages';

/** What a refused send shows: a text (for `ms`, or until the next send), nothing, or the default. */
export type AuthFormError = { text: string; ms?: number } | null | undefined;

interface AuthFormProps {
  title: string;
  submitLabel: string;
  /** Whether a send may go: otherwise 'formInvalid' shows for 3 s. */
  valid: boolean;
  /** Whether the button is enabled (default: `valid`); Enter submits either way. */
  ready?: boolean;
  /** The request, and where the page goes after it. */
  send: () => Promise<void>;
  /** The message of a failed send; `undefined` shows 'unknownError' for 3 s. */
  errorOf: (error: unknown) => AuthFormError;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The form of the login and reset-password pages: one send at a time, the form's message as an
 * alert, and Enter submitting even while the button is disabled, so the user learns why nothing
 * happens.
 */
export function AuthForm({
  title,
  submitLabel,
  valid,
  ready = valid,
  send,
  errorOf,
  children,
}: AuthFormProps): ReactElement {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const { message, show, clear } = useTimedMessage();

  async function submit(): Promise<void> {
    if (busy) return;
    if (!valid) {
      show(t('auth.formInvalid'), MESSAGE_DURATION_MS);
      return;
    }
    clear();
    setBusy(true);
    try {
      await send();
    } catch (error) {
      const shown = errorOf(error);
      if (shown === undefined) show(t('auth.unknownError'), MESSAGE_DURATION_MS);
      else if (shown) show(shown.text, shown.ms);
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
    <AuthCard title={title}>
      <form onSubmit={handleSubmit} onKeyDown={handleKeyDown} noValidate>
        {message && (
          <p className="form-message" role="alert">
            {message}
          </p>
        )}
        {children}
        <button type="submit" className="button button-block" disabled={!ready || busy}>
          {submitLabel}
        </button>
      </form>
    </AuthCard>
  );
}
