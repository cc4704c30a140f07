import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  message: string | null;
  /** Shows `text`; with a duration it disappears after that many milliseconds. */
  show: (text: string, durationMs?: number) => void;
  clear: () => void;
}

/** A form message that can clear itself, as the spec's "for 3 s" errors do. */
export function useTimedMessage(): TimedMessage {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((text: string, durationMs?: number) => {
    clearTimeout(timer.current);
    setMessage(text);
    if (durationMs !== undefined) timer.current = setTimeout(() => setMessage(null), durationMs);
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}
