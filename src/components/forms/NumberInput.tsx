import { useState } from 'react';
import type {
  ChangeEvent,
  FocusEvent,
  InputHTMLAttributes,
  KeyboardEvent,
  ReactElement,
} from 'react';
import { formatDecimalInput, parseDecimalInput, stepDecimalValue } from '../../domain';

interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'step' | 'min' | 'max'
> {
  /** The number as the owner keeps it: a number, or its text with a point ('2.5'). */
  value: string | number;
  /**
   * The new text (with a point) after the spec's rules (leading zeros stripped, empty becomes
   * '0') and its number; called only once the text is a number (not for a lone '-' or '3,').
   */
  onChange: (text: string, value: number) => void;
  /** The arrow keys' step, e.g. `PRICE_INPUT_STEPS.cannabis.price` (0.25). */
  step: number;
  min?: number;
  max?: number;
  /** Decimals shown at least while the field is not being typed in: 2 for prices ('3,00'). */
  decimals?: number;
}

/** Whether the text being typed still stands for the owner's value (else the value changed). */
function sameNumber(draft: string, value: string | number): boolean {
  const typed = Number(draft);
  return !Number.isFinite(typed) || typed === Number(value);
}

/**
 * A quantity or price input in Dutch notation: it shows and takes a decimal comma (a typed point
 * counts as one), whatever the browser's locale, which a `type=number` input follows. The
 * spec's rules stay: leading zeros are stripped, an emptied input shows '0', and the arrow keys
 * step up and down by `step`. Text that is no number is not taken.
 */
export function NumberInput({
  value,
  onChange,
  step,
  min,
  max,
  decimals,
  className,
  onBlur,
  onKeyDown,
  ...rest
}: NumberInputProps): ReactElement {
  // What is being typed, with a comma; null while the field shows the owner's value.
  const [draft, setDraft] = useState<string | null>(null);
  const shown =
    draft !== null && sameNumber(draft.replace(',', '.'), value)
      ? draft
      : formatDecimalInput(value, decimals);

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const text = parseDecimalInput(event.target.value);
    if (text === null) return;
    setDraft(text.replace('.', ','));
    const number = Number(text);
    if (text !== '-' && Number.isFinite(number)) onChange(text, number);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const current = Number(shown.replace(',', '.'));
    const next = stepDecimalValue(current, step, event.key === 'ArrowUp' ? 1 : -1, { min, max });
    setDraft(null);
    onChange(String(next), next);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>): void {
    setDraft(null);
    onBlur?.(event);
  }

  return (
    <input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      type="text"
      data-step={step}
      className={className ? `input ${className}` : 'input'}
      value={shown}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    />
  );
}
