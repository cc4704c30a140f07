import type { ChangeEvent, KeyboardEvent, ReactElement, SelectHTMLAttributes } from 'react';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

interface SelectProps<V extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> {
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** A first option that chooses nothing, e.g. `{ value: '-1', label: '' }`. */
  placeholder?: SelectOption<V>;
  /** Enter submits the surrounding form (the price form's shop group select does). */
  submitOnEnter?: boolean;
}

/** A native select over typed options. */
export function Select<V extends string>({
  options,
  value,
  onChange,
  placeholder,
  submitOnEnter = false,
  className,
  onKeyDown,
  ...rest
}: SelectProps<V>): ReactElement {
  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    onChange(event.target.value as V);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLSelectElement>): void {
    onKeyDown?.(event);
    if (!submitOnEnter || event.key !== 'Enter' || event.defaultPrevented) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <select
      {...rest}
      className={className ? `select ${className}` : 'select'}
      value={value}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
    >
      {placeholder && (
        <option value={placeholder.value} disabled={placeholder.disabled}>
          {placeholder.label}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
