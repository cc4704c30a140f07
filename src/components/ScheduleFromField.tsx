import type { ReactElement } from 'react';
import { useT } from '../i18n';
import './ScheduleFromField.css';
import {
  FROM_NOW,
  SCHEDULE_TIME_ZONE,
  defaultMoment,
  momentProblem,
  type ScheduleFrom,
} from './scheduleFrom';

interface ScheduleFromFieldProps {
  value: ScheduleFrom;
  onChange: (value: ScheduleFrom) => void;
  /** A name for the radio group, unique on the page. */
  name: string;
}

/**
 * "Vanaf: nu / gekozen moment": a change is made at once, or saved as a scheduled change for a
 * date and time on the shop's clock (seconds allowed).
 */
export function ScheduleFromField({ value, onChange, name }: ScheduleFromFieldProps): ReactElement {
  const t = useT();
  const problem = value.mode === 'at' ? momentProblem(value, new Date()) : null;
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
          onChange={() => onChange({ mode: 'at', ...defaultMoment(new Date()) })}
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
            <input
              type="time"
              step={1}
              name={`${name}-time`}
              aria-label={t('schedule.time')}
              value={value.time}
              onChange={(event) => onChange({ ...value, time: event.target.value })}
            />
          </label>
          <small className="muted">{t('schedule.timeZone', { zone: SCHEDULE_TIME_ZONE })}</small>
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
