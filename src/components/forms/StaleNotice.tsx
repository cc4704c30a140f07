import { useState, type ReactElement, type ReactNode } from 'react';
import { errorText } from '../../api/errors';
import { useT } from '../../i18n';

interface StaleNoticeProps {
  /** Reloads the item (keeping what the user typed). */
  onReload: () => Promise<void>;
  /** After the reload: what is stored now, in words. */
  current: ReactNode | null;
}

/**
 * Shown when a save was refused because someone else changed the item meanwhile: offers to
 * reload it; the user's typed values stay in the form so they can save them again.
 */
export function StaleNotice({ onReload, current }: StaleNoticeProps): ReactElement {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleReload(): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      await onReload();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="form-message stale-notice" role="alert">
      <p>{t('components.stale.text')}</p>
      {current === null ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void handleReload()}
        >
          {t('components.stale.reload')}
        </button>
      ) : (
        <p>
          {t('components.stale.savedNow')} {current}. {t('components.stale.keepTyped')}
        </p>
      )}
      {failure && <p>{failure}</p>}
    </div>
  );
}
