import type { ReactElement } from 'react';
import { useShopTimeZone } from '../../hooks/useShopTimeZone';
import { useT } from '../../i18n';
import './ScheduleFromField.css';
import { FROM_NOW, defaultMoment, momentProblem, type ScheduleFrom } from './scheduleFrom';
import { TimeInput } from '../forms/TimeInput';

interface ScheduleFromFieldProps {
  value: ScheduleFrom;
  onChange: (value: ScheduleFrom) => void;
  /** A name for the radio group, unique on the page. */
  name: string;
}

/**
 * "Vanaf: nu / gekozen moment": a change is made at once, or saved as a scheduled change for a
 * date and time on the shop's clock (seconds allowed), in the shop's own time zone.
 */
export function ScheduleFromField({ value, onChange, name }: ScheduleFromFieldProps): ReactElement {
  const t = useT();
  const zone = useShopTimeZone();
  const problem = value.mode === 'at' ? momentProblem(value, new Date(), zone) : null;
  return (
    <fieldset className="schedule-from" data-testid={`schedule-from-${name}`}>
      <legend>{t('schedule.from')}</legend>
      <label className="radio">
        <input
          type="radio"
          name={name}
          value="now"
          checked={value.mode === 'now'}
          onChange={() => onChange(FROM_NOW)}
        />
        {t('schedule.from.now')}
      </label>
      <label className="radio">
        <input
          type="radio"
          name={name}
          value="at"
          checked={value.mode === 'at'}
          onChange={() => onChange({ mode: 'at', ...defaultMoment(new Date(), zone) })}
        />
        {t('schedule.from.at')}
      </label>
      {value.mode === 'at' && (
        <span className="schedule-from-moment">
          <label>
            <span className="visually-hidden">{t('schedule.date')}</span>
            <input
              type="date"
              name={`${name}-date`}
              aria-label={t('schedule.date')}
              value={value.date}
              onChange={(event) => onChange({ ...value, date: event.target.value })}
            />
          </label>
          <label>
            <span className="visually-hidden">{t('schedule.time')}</span>
            <TimeInput
              seconds
              name={`${name}-time`}
              aria-label={t('schedule.time')}
              value={value.time}
              onChange={(time) => onChange({ ...value, time })}
            />
          </label>
          <small className="muted" data-time-zone={zone}>
            {t('schedule.timeZone', { zone })}
          </small>
          {problem && (
            <span className="form-message form-message-error" role="alert">
              {t(problem)}
            </span>
          )}
        </span>
      )}
    </fieldset>
  );
}
