import { useCallback } from 'react';
import { useFlash } from './useFlash';

export interface TimedMessage {
  message: string | null;
  /** Shows `text`; with a duration it disappears after that many milliseconds. */
  show: (text: string, durationMs?: number) => void;
  clear: () => void;
}

/** A form message that can clear itself, as the spec's "for 3 s" errors do (see `useFlash`). */
export function useTimedMessage(): TimedMessage {
  const flash = useFlash();
  const { show: showFlash, clear } = flash;
  const show = useCallback(
    (text: string, durationMs?: number) => showFlash(text, 'error', durationMs ?? null),
    [showFlash],
  );
  return { message: flash.message?.text ?? null, show, clear };
}
