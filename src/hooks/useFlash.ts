import { useCallback, useEffect, useRef, useState } from 'react';

/** Flash messages and the spec's form errors disappear after this long. */
export const FLASH_DURATION_MS = 3000;

export type FlashKind = 'error' | 'success' | 'info';

export interface FlashMessage {
  text: string;
  kind: FlashKind;
}

export interface FlashState {
  message: FlashMessage | null;
  /** Shows `text` for `durationMs` (3 s by default; `null` keeps it until cleared). */
  show: (text: string, kind?: FlashKind, durationMs?: number | null) => void;
  clear: () => void;
}

/**
 * A timed message of a form or page, e.g. 'Probleem' or 'Het form is niet compleet ingevuld.
 * ...'; render it with the `Flash` component.
 */
export function useFlash(): FlashState {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string, kind: FlashKind = 'error', durationMs: number | null = FLASH_DURATION_MS) => {
      window.clearTimeout(timer.current);
      setMessage({ text, kind });
      if (durationMs !== null) {
        timer.current = window.setTimeout(() => setMessage(null), durationMs);
      }
    },
    [],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}
