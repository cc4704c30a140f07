import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { events } from '../../events';
import type { ToastEvent } from '../../events';
import { CloseIcon } from '../ui/Icons';
import './Toasts.css';
import { useT } from '../../i18n';

/** At most this many toasts show at once; older ones make room. */
const MAX_VISIBLE = 5;

/** Shows the toasts of `toast(...)` until their time is up or they are closed. */
export function ToastHost(): ReactElement {
  const t = useT();
  const [toasts, setToasts] = useState<ToastEvent[]>([]);
  const timers = useRef(new Map<number, number>());

  useEffect(() => {
    const pending = timers.current;
    function dismiss(id: number): void {
      window.clearTimeout(pending.get(id));
      pending.delete(id);
      setToasts((current) => current.filter((item) => item.id !== id));
    }
    function handleToast(event: ToastEvent): void {
      setToasts((current) => [...current, event].slice(-MAX_VISIBLE));
      pending.set(
        event.id,
        window.setTimeout(() => dismiss(event.id), event.durationMs),
      );
    }
    events.on('toast', handleToast);
    return () => {
      events.off('toast', handleToast);
      for (const timer of pending.values()) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  function handleClose(id: number): void {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((item) => item.id !== id));
  }

  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <div className="toast-content">
            <p className="toast-title">{item.title}</p>
            {item.text && <p className="toast-text">{item.text}</p>}
          </div>
          <button
            type="button"
            className="icon-button toast-close"
            onClick={() => handleClose(item.id)}
            aria-label={t('common.close')}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
