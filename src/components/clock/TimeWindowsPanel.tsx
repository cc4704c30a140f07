import { useState, type ReactElement } from 'react';
import { useItem } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import { errorText } from '../../api/errors';
import type { TimeWindows } from '../../domain/contract';
import { timeWindowsProblem, type TimeWindow } from '../../domain';
import { useT, type MessageKey } from '../../i18n';
import { TimeWindowsEditor } from './TimeWindowsEditor';
import './clock.css';

/**
 * The time windows of one category or link (`url`: its `.../time-windows`), loaded and
 * saved on their own, so the surrounding form stays as it is.
 */
export function TimeWindowsPanel({
  url,
  intro,
  idPrefix,
}: {
  url: string;
  intro: MessageKey;
  idPrefix: string;
}): ReactElement {
  const t = useT();
  const stored = useItem<TimeWindows>(url);
  const [windows, setWindows] = useState<TimeWindow[] | null>(null);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const shown = windows ?? stored.data?.time_windows ?? [];

  async function save() {
    const problem = timeWindowsProblem(shown);
    if (problem) {
      setMessage({ kind: 'error', text: t(`clock.problem.${problem}` as MessageKey) });
      return;
    }
    setSaving(true);
    try {
      const answer = await apiUpdate<TimeWindows>(url, { time_windows: shown });
      await stored.mutate(answer, { revalidate: false });
      setWindows(null);
      setMessage({ kind: 'saved', text: t('clock.windows.saved') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card time-windows-panel" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="card-title">
        {t('clock.windows.title')}
      </h2>
      <p className="muted">{t(intro)}</p>
      <p className="muted">{t('clock.hours.crossesMidnight')}</p>
      <TimeWindowsEditor
        value={shown}
        onChange={(next) => {
          setWindows(next);
          setMessage(null);
        }}
        disabled={saving || !stored.data}
        idPrefix={idPrefix}
      />
      <div className="time-windows-actions">
        <button
          type="button"
          className="button"
          disabled={saving || windows === null}
          onClick={() => void save()}
        >
          {t('common.save')}
        </button>
        {message && (
          <p
            className={message.kind === 'error' ? 'form-message' : 'muted'}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
      </div>
    </section>
  );
}
