import { useState } from 'react';
import type { ReactElement } from 'react';
import { Select } from '../forms/Select';
import type { SelectOption } from '../forms/Select';
import { Spinner } from '../ui/Spinner';
import './InlineEditCell.css';
import { useT } from '../../i18n';

/**
 * The value a control shows while its save runs: the chosen one until `save` settles (pages
 * refetch inside `onSave`, so the table then shows what the server stored), the stored one
 * after a failure.
 */
function useInlineSave<V>(value: V, onSave: (next: V) => Promise<unknown>) {
  const [pending, setPending] = useState<{ value: V } | null>(null);
  async function save(next: V): Promise<void> {
    setPending({ value: next });
    try {
      await onSave(next);
    } catch {
      // The page reported the failure (a toast); the control shows the stored value again.
    } finally {
      setPending(null);
    }
  }
  return { shown: pending ? pending.value : value, saving: pending !== null, save };
}

interface InlineSelectCellProps<V extends string> {
  value: V;
  options: readonly SelectOption<V>[];
  /** Stores the choice; the select waits (with a spinner) until it settles. */
  onSave: (next: V) => Promise<unknown>;
  /** Names the select for screen readers, e.g. 'Icoon van Wiet'. */
  label: string;
  disabled?: boolean;
  /** Shown on hover, e.g. why it is disabled. */
  title?: string;
}

/** A table cell whose choice is saved as soon as it changes (icon, orientation, position). */
export function InlineSelectCell<V extends string>({
  value,
  options,
  onSave,
  label,
  disabled = false,
  title,
}: InlineSelectCellProps<V>): ReactElement {
  const t = useT();
  const { shown, saving, save } = useInlineSave(value, onSave);
  const known = options.some((option) => option.value === shown);
  return (
    <span className="inline-edit-row" aria-busy={saving}>
      <Select
        className="inline-select"
        options={options}
        placeholder={known ? undefined : { value: shown, label: shown || '-', disabled: true }}
        value={shown}
        onChange={(next) => void save(next)}
        aria-label={label}
        title={title}
        disabled={disabled || saving}
      />
      {saving && <Spinner size="small" quiet label={t('components.saving')} />}
    </span>
  );
}

interface InlineCheckboxCellProps {
  checked: boolean;
  onSave: (next: boolean) => Promise<unknown>;
  /** Names the checkbox, e.g. 'Multiscreen voor Mississippi'. */
  label: string;
  /** Text next to the box (default none: the column header says it). */
  text?: string;
  disabled?: boolean;
  title?: string;
}

/** A table cell whose checkbox is saved as soon as it is ticked or unticked. */
export function InlineCheckboxCell({
  checked,
  onSave,
  label,
  text,
  disabled = false,
  title,
}: InlineCheckboxCellProps): ReactElement {
  const t = useT();
  const { shown, saving, save } = useInlineSave(checked, onSave);
  return (
    <span className="inline-edit-row" aria-busy={saving}>
      <label className="checkbox" title={title}>
        <input
          type="checkbox"
          checked={shown}
          onChange={(event) => void save(event.target.checked)}
          aria-label={text ? undefined : label}
          disabled={disabled || saving}
        />
        {text}
      </label>
      {saving && <Spinner size="small" quiet label={t('components.saving')} />}
    </span>
  );
}
