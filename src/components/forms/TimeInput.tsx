import { useState } from 'react';
import type { InputHTMLAttributes, ReactElement } from 'react';
import { useT } from '../../i18n';
import { parseTimeText, timePattern } from './timeText';
import './TimeInput.css';

interface TimeInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'pattern'
> {
  /** 'HH:MM' (or 'HH:MM:SS' with `seconds`), or '' for no time. */
  value: string;
  /** The time once the text is one ('HH:MM'), '' while it is not (empty or half typed). */
  onChange: (value: string) => void;
  /** The time has seconds ('HH:MM:SS'). */
  seconds?: boolean;
}

/**
 * A clock time in 24 hours, whatever the browser's locale (a `type=time` input follows it and
 * shows '01:00 PM' in an American browser): a text input that takes '9:30', '09.30' or '0930'
 * and shows HH:MM.
 */
export function TimeInput({
  value,
  onChange,
  seconds = false,
  className,
  ...rest
}: TimeInputProps): ReactElement {
  const t = useT();
  // What is typed, kept while the owner holds the value it gave ('' for a half-typed time).
  const [typed, setTyped] = useState<{ text: string; gave: string } | null>(null);
  const text = typed && typed.gave === value ? typed.text : value;
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={['time-input', seconds && 'time-input-seconds', className]
        .filter(Boolean)
        .join(' ')}
      pattern={timePattern(seconds)}
      maxLength={seconds ? 8 : 5}
      placeholder={
        seconds ? t('components.time.placeholderSeconds') : t('components.time.placeholder')
      }
      value={text}
      onChange={(event) => {
        const next = parseTimeText(event.target.value, seconds) ?? '';
        setTyped({ text: event.target.value, gave: next });
        onChange(next);
      }}
      onBlur={(event) => {
        // A finished time shows as HH:MM; a half-typed one stays to be finished.
        if (parseTimeText(event.target.value, seconds) !== null) setTyped(null);
        rest.onBlur?.(event);
      }}
    />
  );
}
