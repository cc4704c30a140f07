import type { InputHTMLAttributes, ReactElement } from 'react';
import './Switch.css';

interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'role'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name; shown next to the switch unless `hideLabel`. */
  label: string;
  /** Only the switch (the label stays for screen readers), e.g. in a table cell. */
  hideLabel?: boolean;
}

/**
 * An on/off switch over a native checkbox (`role="switch"`): Space toggles it, focus shows.
 * For settings that take effect at once, such as a row's availability.
 */
export function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  className,
  ...rest
}: SwitchProps): ReactElement {
  return (
    <label className={className ? `switch ${className}` : 'switch'}>
      <input
        {...rest}
        type="checkbox"
        role="switch"
        className="switch-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className={hideLabel ? 'visually-hidden' : 'switch-label'}>{label}</span>
    </label>
  );
}
