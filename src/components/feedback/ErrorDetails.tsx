import type { ReactElement } from 'react';
import './ErrorDetails.css';
import { useT } from '../../i18n';

/** Text that helps whoever reports the problem: the message and, when there is one, the stack. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

export function ErrorDetails({ error }: { error: unknown }): ReactElement {
  const t = useT();
  return (
    <div className="error-details card" role="alert">
      <h1 className="error-details-title">{t('components.error.title')}</h1>
      <details open>
        <summary>{t('components.error.details')}</summary>
        <pre className="error-details-text">{describeError(error)}</pre>
      </details>
    </div>
  );
}
