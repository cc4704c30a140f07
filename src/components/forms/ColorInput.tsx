import { useEffect, useRef } from 'react';
import type { InputHTMLAttributes, ReactElement } from 'react';
import { normaliseHexColor } from '../../domain';
import './ColorInput.css';
import { useT } from '../../i18n';

interface ColorInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  /** Six hex digits without '#', as stored; anything while typing. */
  value: string;
  /** The text typed or the colour picked, without '#', in capitals. */
  onChange: (hex: string) => void;
  /** The picker was closed on a colour (not called while dragging through colours). */
  onPick?: (hex: string) => void;
  /** Names the picker for screen readers (default 'Kleur kiezen'). */
  pickerLabel?: string;
}

/** The text of a colour as stored: no '#', capitals. */
export function hexText(input: string): string {
  return input.trim().replace(/^#/, '').toUpperCase();
}

/**
 * A colour: the browser's colour picker beside the hex text (without '#'). Field props (id,
 * aria-invalid, ...) go to the text input: `<Field label="Kleur">{(p) => <ColorInput {...p} …/>}</Field>`.
 */
export function ColorInput({
  value,
  onChange,
  onPick,
  pickerLabel,
  className,
  disabled,
  ...rest
}: ColorInputProps): ReactElement {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const latestPick = useRef(onPick);
  useEffect(() => {
    latestPick.current = onPick;
  }, [onPick]);

  // React's onChange of a colour input fires while dragging; the native change event only
  // when the picker closes on a choice.
  useEffect(() => {
    const element = picker.current;
    if (!element) return undefined;
    const handleCommit = () => latestPick.current?.(hexText(element.value));
    element.addEventListener('change', handleCommit);
    return () => element.removeEventListener('change', handleCommit);
  }, []);

  const swatch = normaliseHexColor(value);
  return (
    <span className={className ? `color-input ${className}` : 'color-input'}>
      <input
        ref={picker}
        type="color"
        className="color-input-picker"
        value={`#${(swatch ?? '000000').toLowerCase()}`}
        onChange={(event) => onChange(hexText(event.target.value))}
        aria-label={pickerLabel ?? t('components.colorPicker')}
        title={pickerLabel ?? t('components.colorPicker')}
        disabled={disabled}
      />
      <input
        {...rest}
        type="text"
        className="input color-input-text"
        value={value}
        onChange={(event) => onChange(hexText(event.target.value))}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        disabled={disabled}
      />
    </span>
  );
}

/** A colour's swatch and hex text, e.g. in a table cell. */
export function ColorSwatch({ value }: { value: string }): ReactElement {
  const hex = normaliseHexColor(value);
  return (
    <span className="color-swatch-label">
      <span
        className={hex ? 'color-swatch' : 'color-swatch color-swatch-empty'}
        style={hex ? { backgroundColor: `#${hex}` } : undefined}
        aria-hidden="true"
      />
      <span className="color-swatch-text">{value || '-'}</span>
    </span>
  );
}
