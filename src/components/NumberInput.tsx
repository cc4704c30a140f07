import type { ChangeEvent, InputHTMLAttributes, ReactElement } from 'react';
import { normaliseNumberText } from '../domain';

interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'step'
> {
  /** The text shown; a number is shown as is. */
  value: string | number;
  /**
   * The new text after the spec's rules (leading zeros stripped, empty becomes '0') and its
   * number (`NaN` never: the text is always numeric once normalised).
   */
  onChange: (text: string, value: number) => void;
  /** The arrow keys' step, e.g. `PRICE_INPUT_STEPS.cannabis.price` (0.25). */
  step: number;
}

/**
 * A quantity or price input with the spec's rules: leading zeros are stripped and an emptied
 * input shows '0'. Text the browser cannot read yet (a lone '-') is left alone until it can.
 */
export function NumberInput({
  value,
  onChange,
  step,
  className,
  ...rest
}: NumberInputProps): ReactElement {
  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    if (event.target.validity.badInput) return;
    const text = normaliseNumberText(event.target.value);
    onChange(text, Number(text));
  }

  return (
    <input
      inputMode="decimal"
      {...rest}
      type="number"
      step={step}
      className={className ? `input ${className}` : 'input'}
      value={value}
      onChange={handleChange}
    />
  );
}
