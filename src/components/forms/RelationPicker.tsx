import { useId, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { PlusIcon } from '../ui/Icons';
import {
  availableOptions,
  isAtLimit,
  pickerChoice,
  relationLimitText,
} from './relationPickerModel';
import type { PickerOption } from './relationPickerModel';
import './RelationPicker.css';
import { useT } from '../../i18n';

interface RelationPickerProps<T extends PickerOption> {
  /** 'strain', 'tag' or 'flavor': names the limit ('3 strains max'). */
  type: string;
  /** The input's accessible name, e.g. 'Strain toevoegen'. */
  label: string;
  /** Most relations allowed (see `KIND_RELATION_LIMITS`). */
  limit: number;
  /** Every option; those in `chosenIds` are left out. */
  options: readonly T[];
  chosenIds: readonly string[];
  /** How many are chosen (defaults to `chosenIds.length`). */
  count?: number;
  onAdd: (option: T) => void;
  /** Given: a name that is no option may be added as a new one. */
  onAddNew?: (name: string) => void;
  disabled?: boolean;
  /** The input's id (a `Field` label points at it). */
  id?: string;
  /** Narrow places (panels): the add button shows only its icon. */
  compact?: boolean;
}

/**
 * Adds a strain, tag or flavor to a kind: type or pick a name, Enter or the button adds it.
 * Chosen options are not offered again; at the limit the input becomes read-only and reads
 * '{n} {type}s max'.
 */
export function RelationPicker<T extends PickerOption>({
  type,
  label,
  limit,
  options,
  chosenIds,
  count = chosenIds.length,
  onAdd,
  onAddNew,
  disabled = false,
  id,
  compact = false,
}: RelationPickerProps<T>): ReactElement {
  const t = useT();
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const listId = `${generated}-options`;
  const [text, setText] = useState('');
  const full = isAtLimit(count, limit);
  const available = availableOptions(options, chosenIds);
  const choice = pickerChoice(available, options, text, onAddNew !== undefined);

  function add(): void {
    if (full || disabled) return;
    if (choice.kind === 'existing') onAdd(choice.option);
    else if (choice.kind === 'new') onAddNew?.(choice.name);
    else return;
    setText('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Enter') return;
    // Enter adds; it must not submit a surrounding form.
    event.preventDefault();
    add();
  }

  const limitText = relationLimitText(limit, type);
  return (
    <div className={full ? 'relation-picker is-full' : 'relation-picker'}>
      <input
        id={inputId}
        className="input relation-picker-input"
        list={full ? undefined : listId}
        value={full ? limitText : text}
        readOnly={full}
        disabled={disabled}
        placeholder={t(compact ? 'components.relation.type' : 'components.relation.chooseOrType', {
          type,
        })}
        autoComplete="off"
        aria-label={label}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <datalist id={listId}>
        {available.map((option) => (
          <option key={option.id} value={option.name} />
        ))}
      </datalist>
      <button
        type="button"
        className={
          compact
            ? 'button button-secondary relation-picker-add is-compact'
            : 'button button-secondary relation-picker-add'
        }
        onClick={add}
        disabled={full || disabled || choice.kind === 'none'}
        aria-label={
          choice.kind === 'new'
            ? t('components.relation.addNew', { type, name: choice.name })
            : label
        }
        title={compact ? label : undefined}
      >
        <PlusIcon />
        {!compact &&
          t(choice.kind === 'new' ? 'components.relation.new' : 'components.relation.add')}
      </button>
    </div>
  );
}
