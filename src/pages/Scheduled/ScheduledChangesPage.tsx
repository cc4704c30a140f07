import { useState, type ReactElement } from 'react';
import { errorText } from '../../api/errors';
import {
  cancelScheduledChange,
  editScheduledChange,
  useScheduledChanges,
} from '../../api/schedule';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import { Page } from '../../components/layout/Page';
import { momentProblem } from '../../components/schedule/scheduleFrom';
import { toast } from '../../components/feedback/toast';
import type { ScheduledChangeView } from '../../domain/contract';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useT } from '../../i18n';
import { describeScheduledChange, type ChangeWords } from './describeChange';
import './ScheduledChangesPage.css';
import { TimeInput } from '../../components/forms/TimeInput';

/**
 * "Geplande wijzigingen": the active shop's changes saved "vanaf" a moment, pending first; a
 * pending one can get another moment or be cancelled.
 */
export function ScheduledChangesPage(): ReactElement {
  const t = useT();
  const { shop } = useActiveShop();
  const list = useScheduledChanges(shop?.id ?? null);
  return (
    <Page title={t('schedule.title')} width="wide">
      {shop === null ? (
        <p className="form-message form-message-info">{t('schedule.chooseShop')}</p>
      ) : list.error ? (
        <p className="form-message form-message-error">{errorText(list.error)}</p>
      ) : !list.isLoading && list.items.length === 0 ? (
        <p className="muted">{t('schedule.empty')}</p>
      ) : (
        <table className="data-table scheduled-changes" aria-label={t('schedule.title')}>
          <colgroup>
            <col className="scheduled-col-when" />
            <col className="scheduled-col-product" />
            <col className="scheduled-col-change" />
            <col className="scheduled-col-by" />
            <col className="scheduled-col-status" />
            <col className="scheduled-col-actions" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('schedule.col.when')}</th>
              <th scope="col">{t('schedule.col.product')}</th>
              <th scope="col">{t('schedule.col.change')}</th>
              <th scope="col">{t('schedule.col.by')}</th>
              <th scope="col">{t('schedule.col.status')}</th>
              <th scope="col">{t('schedule.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((view) => (
              <ScheduledChangeRow key={view.id} view={view} />
            ))}
          </tbody>
        </table>
      )}
    </Page>
  );
}

/** Old → new, the arrow read as "wordt"; the scope below. */
function ChangeCell({ words }: { words: ChangeWords }): ReactElement {
  const t = useT();
  return (
    <span className="scheduled-change-words">
      <span className="scheduled-change-before" data-testid="scheduled-before">
        {words.before ?? t('schedule.state.unknown')}
      </span>{' '}
      <span aria-hidden="true">→</span>
      <span className="visually-hidden">{t('schedule.state.becomes')}</span>{' '}
      <span className="scheduled-change-after" data-testid="scheduled-after">
        {words.after}
      </span>
      {words.note && <small className="muted scheduled-change-note">{words.note}</small>}
    </span>
  );
}

function ScheduledChangeRow({ view }: { view: ScheduledChangeView }): ReactElement {
  const t = useT();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ date: string; time: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = view.status === 'pending';
  const problem = editing ? momentProblem(editing, new Date(), view.time_zone) : null;

  async function saveMoment(): Promise<void> {
    if (!editing || problem) return;
    setBusy(true);
    setError(null);
    try {
      await editScheduledChange(view.id, { at: editing });
      toast('success', t('schedule.moved'));
      setEditing(null);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  async function cancel(): Promise<void> {
    if (!(await confirm({ message: t('schedule.cancelConfirm'), tone: 'danger' }))) return;
    setBusy(true);
    setError(null);
    try {
      await cancelScheduledChange(view.id);
      toast('success', t('schedule.cancelled'));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr className={`scheduled-change is-${view.status}`} data-id={view.id}>
      <td>
        {editing ? (
          <span className="scheduled-change-moment">
            <input
              type="date"
              aria-label={t('schedule.date')}
              value={editing.date}
              onChange={(event) => setEditing({ ...editing, date: event.target.value })}
            />
            <TimeInput
              seconds
              aria-label={t('schedule.time')}
              value={editing.time}
              onChange={(time) => setEditing({ ...editing, time })}
            />
            {problem && (
              <span className="form-message form-message-error" role="alert">
                {t(problem)}
              </span>
            )}
          </span>
        ) : (
          <>
            <time dateTime={view.apply_at}>{`${view.local.date} ${view.local.time}`}</time>
            <small className="muted scheduled-change-zone">
              {t('schedule.timeZone', { zone: view.time_zone })}
            </small>
          </>
        )}
      </td>
      <td>
        {view.product_name ?? t('schedule.rowGone')}
        {view.category_name && <small className="muted">{` · ${view.category_name}`}</small>}
      </td>
      <td>
        <ChangeCell words={describeScheduledChange(view, t)} />
      </td>
      <td>{view.set_by_name ?? view.created_by_name ?? ''}</td>
      <td>
        {t(`schedule.status.${view.status}`)}
        {view.failure && <small className="scheduled-change-failure">{view.failure}</small>}
        {error && (
          <span className="form-message form-message-error" role="alert">
            {error}
          </span>
        )}
      </td>
      <td className="scheduled-change-actions">
        {pending &&
          (editing ? (
            <>
              <button
                type="button"
                className="button"
                disabled={busy || problem !== null}
                onClick={() => void saveMoment()}
              >
                {t('schedule.saveMoment')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setEditing(null)}
              >
                {t('schedule.keep')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => setEditing({ ...view.local })}
              >
                {t('schedule.editMoment')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => void cancel()}
              >
                {t('schedule.cancel')}
              </button>
            </>
          ))}
      </td>
    </tr>
  );
}
