import { useState, type ReactElement } from 'react';
import { errorText } from '../../api/errors';
import { undoHistoryChange } from '../../api/history';
import type { HistoryEntry } from '../../api/types';
import { toast } from '../feedback/toast';
import { entryLines, whoAndWhen } from './historyText';
import './HistoryList.css';
import { useT } from '../../i18n';

interface HistoryListProps {
  entries: readonly HistoryEntry[];
  /** Called after an undo, so the page reloads what it shows. */
  onUndone: () => void;
}

/** Changes in words, newest first, each with "Terugdraaien". */
export function HistoryList({ entries, onUndone }: HistoryListProps): ReactElement {
  const t = useT();
  const [busy, setBusy] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ id: number; text: string } | null>(null);
  const today = new Date();

  async function handleUndo(entry: HistoryEntry): Promise<void> {
    setBusy(entry.id);
    setRefusal(null);
    try {
      await undoHistoryChange(entry.id);
      toast('success', t('components.history.undone'));
      onUndone();
    } catch (failure) {
      setRefusal({ id: entry.id, text: errorText(failure) });
    } finally {
      setBusy(null);
    }
  }

  if (!entries.length) return <p className="muted">{t('components.history.none')}</p>;
  return (
    <ol className="history-list">
      {entries.map((entry) => (
        <li key={entry.id} className="history-entry" data-history-id={entry.id}>
          <div className="history-entry-lines">
            {entryLines(entry).map((line, index) => (
              <p key={index} className="history-line">
                {line}
              </p>
            ))}
            <p className="muted history-meta">
              {entry.undo_of !== null && t('components.history.undoOf')}
              {whoAndWhen(entry, today)}
              {entry.undone_by !== null && t('components.history.undoneBy')}
            </p>
            {refusal?.id === entry.id && (
              <p className="form-message" role="alert">
                {refusal.text}
              </p>
            )}
          </div>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null || entry.undone_by !== null}
            onClick={() => void handleUndo(entry)}
          >
            {t('components.history.undo')}
          </button>
        </li>
      ))}
    </ol>
  );
}
