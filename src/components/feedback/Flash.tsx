import type { ReactElement } from 'react';
import type { FlashMessage } from '../../hooks/useFlash';

/** The message of `useFlash()`; errors are announced at once, others politely. */
export function Flash({ message }: { message: FlashMessage | null }): ReactElement | null {
  if (!message) return null;
  return (
    <p
      className={`form-message form-message-${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </p>
  );
}
