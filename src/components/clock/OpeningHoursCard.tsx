import { useState, type ReactElement } from 'react';
import { useItem } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import { errorText } from '../../api/errors';
import type { ShopOpeningHours } from '../../domain/contract';
import {
  copyDayToAll,
  endsNextDay,
  openingHoursProblem,
  type ClockInterval,
  type OpeningHours,
} from '../../domain';
import { useT, type MessageKey } from '../../i18n';
import './clock.css';
import { TimeInput } from '../forms/TimeInput';

const EMPTY_WEEK = (): OpeningHours => ({
  weekdays: [0, 1, 2, 3, 4, 5, 6].map(() => [{ from: '10:00', to: '22:00' }]),
  exceptions: [],
});

function IntervalInputs({
  interval,
  name,
  onChange,
  onRemove,
}: {
  interval: ClockInterval;
  name: string;
  onChange: (next: ClockInterval) => void;
  onRemove: () => void;
}): ReactElement {
  const t = useT();
  return (
    <span className="time-window-time opening-hours-interval">
      <TimeInput
        aria-label={t('clock.hours.from')}
        name={`${name}-from`}
        value={interval.from}
        onChange={(time) => onChange({ ...interval, from: time })}
      />
      {t('clock.hours.until')}
      <TimeInput
        aria-label={t('clock.hours.to')}
        name={`${name}-to`}
        value={interval.to}
        onChange={(time) => onChange({ ...interval, to: time })}
      />
      {endsNextDay(interval) && (
        <span className="opening-hours-next-day" data-testid="next-day">
          {t('clock.hours.nextDay')}
        </span>
      )}
      <button type="button" className="button button-small button-secondary" onClick={onRemove}>
        {t('clock.hours.removeInterval')}
      </button>
    </span>
  );
}

/**
 * A shop's opening hours on its settings page: per weekday any number of intervals (an
 * end before the start runs into the next day), exceptions per date, the time zone. Without
 * hours the shop is always open; its staff edit them.
 */
export function OpeningHoursCard({ shopId }: { shopId: string }): ReactElement {
  const t = useT();
  const url = `/v1/shops/${shopId}/opening-hours`;
  const stored = useItem<ShopOpeningHours>(url);
  const [draft, setDraft] = useState<ShopOpeningHours | null>(null);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const shown = draft ?? stored.data ?? null;
  const edit = (next: ShopOpeningHours) => {
    setDraft(next);
    setMessage(null);
  };
  const hours = shown?.opening_hours ?? null;
  const setHours = (next: OpeningHours | null) => shown && edit({ ...shown, opening_hours: next });
  const setDay = (day: number, intervals: ClockInterval[]) =>
    hours &&
    setHours({ ...hours, weekdays: hours.weekdays.map((d, i) => (i === day ? intervals : d)) });
  const setExceptions = (exceptions: OpeningHours['exceptions']) =>
    hours && setHours({ ...hours, exceptions });

  async function save() {
    if (!shown) return;
    const problem = shown.opening_hours && openingHoursProblem(shown.opening_hours);
    if (problem) {
      setMessage({ kind: 'error', text: t(`clock.problem.${problem}` as MessageKey) });
      return;
    }
    setSaving(true);
    try {
      const answer = await apiUpdate<ShopOpeningHours>(url, shown);
      await stored.mutate(answer, { revalidate: false });
      setDraft(null);
      setMessage({ kind: 'saved', text: t('clock.hours.saved') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      className="card opening-hours-card"
      aria-labelledby="opening-hours-title"
      data-testid="opening-hours-card"
    >
      <h2 id="opening-hours-title" className="card-title">
        {t('clock.hours.title')}
      </h2>
      <p className="muted">{t('clock.hours.intro')}</p>
      <p className="muted">{t('clock.hours.crossesMidnight')}</p>
      {shown && (
        <fieldset disabled={saving}>
          <label className="time-window-day">
            <input
              type="checkbox"
              name="opening-hours-enabled"
              checked={hours !== null}
              onChange={(event) => setHours(event.target.checked ? EMPTY_WEEK() : null)}
            />
            {t('clock.hours.enable')}
          </label>
          {hours && (
            <>
              {hours.weekdays.map((intervals, day) => (
                <div
                  key={day}
                  className="opening-hours-day"
                  data-testid={`opening-hours-day-${day + 1}`}
                >
                  <span className="opening-hours-day-name">
                    {t(`clock.day.${day + 1}` as MessageKey)}
                  </span>
                  <span className="opening-hours-intervals">
                    {intervals.length === 0 && (
                      <span className="muted">{t('clock.hours.closedDay')}</span>
                    )}
                    {intervals.map((interval, index) => (
                      <IntervalInputs
                        key={index}
                        name={`day-${day + 1}-${index}`}
                        interval={interval}
                        onChange={(next) =>
                          setDay(
                            day,
                            intervals.map((x, i) => (i === index ? next : x)),
                          )
                        }
                        onRemove={() =>
                          setDay(
                            day,
                            intervals.filter((_, i) => i !== index),
                          )
                        }
                      />
                    ))}
                  </span>
                  <span className="opening-hours-day-actions">
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      onClick={() => setDay(day, [...intervals, { from: '10:00', to: '18:00' }])}
                    >
                      {t('clock.hours.addInterval')}
                    </button>
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      data-testid="copy-to-all-days"
                      onClick={() =>
                        setHours({ ...hours, weekdays: copyDayToAll(hours.weekdays, day) })
                      }
                    >
                      {t('clock.hours.copyToAll')}
                      <span className="visually-hidden">
                        {` (${t(`clock.day.${day + 1}` as MessageKey)})`}
                      </span>
                    </button>
                  </span>
                </div>
              ))}
              <h3>{t('clock.hours.exceptions')}</h3>
              <p className="muted">{t('clock.hours.exceptionsIntro')}</p>
              {hours.exceptions.map((exception, index) => {
                const change = (next: Partial<(typeof hours.exceptions)[number]>) =>
                  setExceptions(
                    hours.exceptions.map((e, i) => (i === index ? { ...e, ...next } : e)),
                  );
                return (
                  <div key={index} className="opening-hours-exception">
                    <input
                      type="date"
                      aria-label={t('clock.hours.date')}
                      value={exception.date}
                      onChange={(event) => change({ date: event.target.value })}
                    />
                    <label className="time-window-day">
                      <input
                        type="checkbox"
                        checked={exception.intervals.length === 0}
                        onChange={(event) =>
                          change({
                            intervals: event.target.checked ? [] : [{ from: '12:00', to: '18:00' }],
                          })
                        }
                      />
                      {t('clock.hours.closedAllDay')}
                    </label>
                    {exception.intervals.map((interval, k) => (
                      <IntervalInputs
                        key={k}
                        name={`exception-${index}-${k}`}
                        interval={interval}
                        onChange={(next) =>
                          change({
                            intervals: exception.intervals.map((x, i) => (i === k ? next : x)),
                          })
                        }
                        onRemove={() =>
                          change({ intervals: exception.intervals.filter((_, i) => i !== k) })
                        }
                      />
                    ))}
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      onClick={() => setExceptions(hours.exceptions.filter((_, i) => i !== index))}
                    >
                      {t('clock.hours.removeException')}
                    </button>
                  </div>
                );
              })}
              <button
                type="button"
                className="button button-small button-secondary"
                onClick={() => setExceptions([...hours.exceptions, { date: '', intervals: [] }])}
              >
                {t('clock.hours.addException')}
              </button>
            </>
          )}
          <label className="time-window-time">
            {t('clock.hours.timeZone')}
            <input
              type="text"
              name="time-zone"
              value={shown.time_zone}
              onChange={(event) => edit({ ...shown, time_zone: event.target.value })}
            />
          </label>
        </fieldset>
      )}
      <div className="time-windows-actions">
        <button
          type="button"
          className="button"
          disabled={saving || draft === null}
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
