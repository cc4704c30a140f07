import { useState, type ReactElement } from 'react';
import { useItem } from '../../api/hooks';
import { apiCreate, apiDelete } from '../../api/mutations';
import { errorText } from '../../api/errors';
import type { HappyHour, HappyHourList } from '../../domain/contract';
import { formatPriceLabelText, happyHourProblem, type HappyHourRule } from '../../domain';
import { useT, type MessageKey } from '../../i18n';
import { happyHourSummary } from './happyHourText';
import './clock.css';
import { TimeInput } from '../forms/TimeInput';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A typed amount ("4,50" or "4.50") as a number, or NaN. */
const amount = (text: string) => (text.trim() ? Number(text.replace(',', '.')) : Number.NaN);

interface Draft {
  days: number[];
  from: string;
  to: string;
  mode: 'percent' | 'prices';
  percent: string;
  /** Per label its typed happy-hour price; empty is none. */
  prices: Record<string, string>;
  /** A category's one label and price (its rows have labels of their own). */
  label: string;
}

const EMPTY: Draft = {
  days: [1, 2, 3, 4, 5],
  from: '17:00',
  to: '19:00',
  mode: 'percent',
  percent: '20',
  prices: {},
  label: '',
};

function ruleOf(draft: Draft, labels: readonly string[] | null): HappyHourRule {
  const base = { days: draft.days, from: draft.from, to: draft.to };
  if (draft.mode === 'percent') return { ...base, prices: null, percent: amount(draft.percent) };
  const prices = labels
    ? labels
        .filter((label) => (draft.prices[label] ?? '').trim())
        .map((label) => ({ label, price: amount(draft.prices[label] ?? '') }))
    : [{ label: draft.label.trim(), price: amount(draft.prices[''] ?? '') }];
  return { ...base, prices, percent: null };
}

/**
 * The happy hours of one link or category (`url`: its `.../happy-hours`): listed, added
 * ("van 17:00 tot 19:00 op ma di wo…: prijs … of … % korting") and removed, each saved at once.
 * `labels` are a row's prices; a category's happy hour names its label itself.
 */
export function HappyHoursPanel({
  url,
  labels,
  intro,
  idPrefix,
}: {
  url: string;
  labels: readonly string[] | null;
  intro: MessageKey;
  idPrefix: string;
}): ReactElement {
  const t = useT();
  const stored = useItem<HappyHourList>(url);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setMessage(null);
  };

  async function run(work: () => Promise<unknown>, saved: MessageKey) {
    setBusy(true);
    try {
      await work();
      await stored.mutate();
      setMessage({ kind: 'saved', text: t(saved) });
      return true;
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add() {
    const rule = ruleOf(draft, labels);
    const problem = happyHourProblem(rule);
    if (problem) {
      setMessage({ kind: 'error', text: t(`clock.happyHour.problem.${problem}` as MessageKey) });
      return;
    }
    const done = await run(
      () => apiCreate<HappyHour>(url, rule, { revalidate: ['/v1/shops'] }),
      'clock.happyHour.added',
    );
    if (done) setDraft(EMPTY);
  }

  const remove = (hour: HappyHour) =>
    run(
      () => apiDelete(`/v1/happy-hours/${hour.id}`, { revalidate: ['/v1/shops'] }),
      'clock.happyHour.removed',
    );

  const items = stored.data?.items ?? [];
  return (
    <section className="card happy-hours-panel" aria-labelledby={`${idPrefix}-happy-title`}>
      <h2 id={`${idPrefix}-happy-title`} className="card-title">
        {t('clock.happyHour.title')}
      </h2>
      <p className="muted">{t(intro)}</p>
      {items.length === 0 ? (
        <p className="muted">{t('clock.happyHour.none')}</p>
      ) : (
        <ul className="happy-hours" data-testid={`${idPrefix}-happy-hours`}>
          {items.map((hour) => (
            <li key={hour.id} className="happy-hour">
              <span>{happyHourSummary(hour, t)}</span>
              <button
                type="button"
                className="button button-small button-secondary"
                disabled={busy}
                onClick={() => void remove(hour)}
              >
                {t('clock.happyHour.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="happy-hour-new" disabled={busy || !stored.data}>
        <legend>{t('clock.happyHour.new')}</legend>
        <label className="happy-hour-field">
          {t('clock.happyHour.from')}
          <TimeInput
            name={`${idPrefix}-happy-from`}
            value={draft.from}
            onChange={(time) => change({ from: time })}
          />
        </label>
        <label className="happy-hour-field">
          {t('clock.happyHour.to')}
          <TimeInput
            name={`${idPrefix}-happy-to`}
            value={draft.to}
            onChange={(time) => change({ to: time })}
          />
        </label>
        <div className="happy-hour-days" role="group" aria-label={t('clock.happyHour.days')}>
          {DAYS.map((day) => (
            <label key={day} className="happy-hour-day">
              <input
                type="checkbox"
                name={`${idPrefix}-happy-day-${day}`}
                checked={draft.days.includes(day)}
                onChange={(event) =>
                  change({
                    days: event.target.checked
                      ? [...draft.days, day].sort((a, b) => a - b)
                      : draft.days.filter((d) => d !== day),
                  })
                }
              />
              {t(`clock.dayShort.${day}` as MessageKey)}
            </label>
          ))}
        </div>
        <label className="happy-hour-field">
          {t('clock.happyHour.kind')}
          <select
            name={`${idPrefix}-happy-mode`}
            value={draft.mode}
            onChange={(event) => change({ mode: event.target.value as Draft['mode'] })}
          >
            <option value="percent">{t('clock.happyHour.percent')}</option>
            <option value="prices">{t('clock.happyHour.prices')}</option>
          </select>
        </label>
        {draft.mode === 'percent' ? (
          <label className="happy-hour-field">
            <input
              type="number"
              name={`${idPrefix}-happy-percent`}
              min={1}
              max={90}
              step={1}
              value={draft.percent}
              onChange={(event) => change({ percent: event.target.value })}
            />
            {t('clock.happyHour.percentSuffix')}
          </label>
        ) : labels ? (
          labels.map((label) => (
            <label key={label} className="happy-hour-field">
              {formatPriceLabelText(label)}
              <input
                type="text"
                inputMode="decimal"
                size={7}
                name={`${idPrefix}-happy-price-${label}`}
                value={draft.prices[label] ?? ''}
                onChange={(event) =>
                  change({ prices: { ...draft.prices, [label]: event.target.value } })
                }
              />
            </label>
          ))
        ) : (
          <>
            <label className="happy-hour-field">
              {t('clock.happyHour.label')}
              <input
                type="text"
                size={5}
                name={`${idPrefix}-happy-label`}
                value={draft.label}
                onChange={(event) => change({ label: event.target.value })}
              />
            </label>
            <label className="happy-hour-field">
              {t('clock.happyHour.price')}
              <input
                type="text"
                inputMode="decimal"
                size={7}
                name={`${idPrefix}-happy-price`}
                value={draft.prices[''] ?? ''}
                onChange={(event) => change({ prices: { '': event.target.value } })}
              />
            </label>
          </>
        )}
        <button type="button" className="button button-small" onClick={() => void add()}>
          {t('clock.happyHour.add')}
        </button>
      </fieldset>
      {message && (
        <p
          className={message.kind === 'error' ? 'form-message' : 'muted'}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
