import type { ReactElement } from 'react';
import type { TimeWindow } from '../../domain';
import { useT, type MessageKey } from '../../i18n';
import { TimeInput } from '../forms/TimeInput';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** "HH:MM" for a time input; seconds, which only the API uses, are kept as they are. */
const inputTime = (text: string) => text;

/**
 * A list of time windows: per window its weekdays and from/to. Controlled; an empty list is
 * "always shown".
 */
export function TimeWindowsEditor({
  value,
  onChange,
  disabled,
  idPrefix,
}: {
  value: TimeWindow[];
  onChange: (next: TimeWindow[]) => void;
  disabled?: boolean;
  idPrefix: string;
}): ReactElement {
  const t = useT();
  const change = (index: number, patch: Partial<TimeWindow>) =>
    onChange(value.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  return (
    <div className="time-windows" data-testid={`${idPrefix}-windows`}>
      {value.length === 0 && <p className="muted">{t('clock.windows.always')}</p>}
      {value.map((window, index) => (
        <fieldset key={index} className="time-window" disabled={disabled}>
          <legend className="visually-hidden">{`${t('clock.windows.title')} ${index + 1}`}</legend>
          <div className="time-window-days" role="group" aria-label={t('clock.windows.days')}>
            {DAYS.map((day) => (
              <label key={day} className="time-window-day">
                <input
                  type="checkbox"
                  checked={window.days.includes(day)}
                  onChange={(event) =>
                    change(index, {
                      days: event.target.checked
                        ? [...window.days, day].sort((a, b) => a - b)
                        : window.days.filter((d) => d !== day),
                    })
                  }
                />
                {t(`clock.dayShort.${day}` as MessageKey)}
              </label>
            ))}
          </div>
          <label className="time-window-time">
            {t('clock.hours.from')}
            <TimeInput
              name={`${idPrefix}-from-${index}`}
              value={inputTime(window.from)}
              onChange={(time) => change(index, { from: time })}
            />
          </label>
          <label className="time-window-time">
            {t('clock.hours.to')}
            <TimeInput
              name={`${idPrefix}-to-${index}`}
              value={inputTime(window.to)}
              onChange={(time) => change(index, { to: time })}
            />
          </label>
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            {t('clock.windows.remove')}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button-small"
        disabled={disabled}
        onClick={() =>
          onChange([...value, { days: [1, 2, 3, 4, 5, 6, 7], from: '16:00', to: '18:00' }])
        }
      >
        {t('clock.windows.add')}
      </button>
    </div>
  );
}
