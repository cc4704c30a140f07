import { useEffect, useReducer, useRef } from 'react';
import type { KeyboardEvent, ReactElement, ReactNode } from 'react';
import { errorText } from '../../api/errors';
import { ColorInput, ColorSwatch } from '../forms/ColorInput';
import { PencilIcon } from '../ui/Icons';
import { Spinner } from '../ui/Spinner';
import { INLINE_VIEW, draftChanged, inlineEditReducer } from './inlineEdit';
import './InlineEditCell.css';
import { useT } from '../../i18n';

interface InlineEditCellProps {
  value: string;
  /** Stores the new text; a rejection keeps the editor open with the typed text. */
  onSave: (next: string) => Promise<unknown>;
  /** Names the field for screen readers, e.g. 'Naam van Amnesia'. */
  label: string;
  /** A textarea (descriptions); Enter saves, Shift+Enter starts a new line. */
  multiline?: boolean;
  /**
   * A colour (hex without '#'): the picker beside the hex text; picking a colour saves it,
   * Enter saves typed text. The cell shows a swatch.
   */
  color?: boolean;
  /** What the cell shows when not editing (default: the value, or '-' when empty). */
  display?: ReactNode;
  /** Refuses a draft before saving; return the message to show. */
  validate?: (draft: string) => string | null;
  /** The text of a failed save (default: the server's detail). */
  describeError?: (error: unknown) => string;
  disabled?: boolean;
  /**
   * Told whether an unsaved, changed draft is open, so the page can ask before it is left
   * (one page-level guard; a router allows only one).
   */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Editing continues a text: the caret goes after it, not before it. */
function caretToEnd(event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }): void {
  const end = event.currentTarget.value.length;
  event.currentTarget.setSelectionRange(end, end);
}

/**
 * A table cell edited in place: click (or Enter on it) to edit, Enter saves, Escape cancels,
 * a spinner while saving, and a failed save keeps the typed value with the error under it.
 */
export function InlineEditCell({
  value,
  onSave,
  label,
  multiline = false,
  color = false,
  display,
  validate,
  describeError = errorText,
  disabled = false,
  onDirtyChange,
}: InlineEditCellProps): ReactElement {
  const t = useT();
  const [state, dispatch] = useReducer(inlineEditReducer, INLINE_VIEW);
  const viewButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  const dirty = state.mode !== 'view' && draftChanged(state.draft, value);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  // Back in view after editing, the keyboard continues where it was.
  useEffect(() => {
    if (state.mode === 'view' && wasEditing.current) viewButton.current?.focus();
    wasEditing.current = state.mode !== 'view';
  }, [state.mode]);

  async function save(draft: string): Promise<void> {
    if (!draftChanged(draft, value)) {
      dispatch({ type: 'cancel' });
      return;
    }
    const problem = validate?.(draft) ?? null;
    dispatch({ type: 'save' });
    if (problem) {
      dispatch({ type: 'failed', error: problem });
      return;
    }
    try {
      await onSave(draft);
      dispatch({ type: 'saved' });
    } catch (error) {
      dispatch({ type: 'failed', error: describeError(error) });
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>): void {
    if (state.mode !== 'editing') return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      dispatch({ type: 'cancel' });
    } else if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      void save(state.draft);
    }
  }

  if (state.mode === 'view') {
    return (
      <button
        ref={viewButton}
        type="button"
        className="inline-edit-view"
        onClick={() => dispatch({ type: 'start', value })}
        disabled={disabled}
        aria-label={t('components.inlineEdit.edit', { label, value: value || '-' })}
      >
        <span className="inline-edit-text">
          {display ?? (color ? <ColorSwatch value={value} /> : value || '-')}
        </span>
        {!disabled && <PencilIcon />}
      </button>
    );
  }

  const saving = state.mode === 'saving';
  const error = state.mode === 'editing' ? state.error : null;
  const control = {
    className: 'input inline-edit-input',
    value: state.draft,
    'aria-label': label,
    'aria-invalid': error !== null,
    autoFocus: true,
    onFocus: caretToEnd,
    readOnly: saving,
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'change', draft: event.target.value }),
    onKeyDown: handleKeyDown,
  };
  return (
    <div className="inline-edit" aria-busy={saving}>
      <div className="inline-edit-row">
        {color ? (
          <ColorInput
            {...control}
            className="inline-edit-color"
            onChange={(hex) => dispatch({ type: 'change', draft: hex })}
            onPick={(hex) => void save(hex)}
          />
        ) : multiline ? (
          <textarea rows={3} {...control} />
        ) : (
          <input {...control} />
        )}
        {saving && <Spinner size="small" quiet label={t('components.saving')} />}
      </div>
      {error && (
        <p className="inline-edit-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
