import type { ReactElement, ReactNode } from 'react';
import { CloseIcon } from '../../components/Icons';

interface ChosenListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The item's name, for the remove button's label. */
  itemName: (item: T) => string;
  /** What a row shows besides the name (a colour, an amount input, a 'nieuw' badge). */
  renderExtra?: (item: T, index: number) => ReactNode;
  renderLead?: (item: T) => ReactNode;
  onRemove: (item: T) => void;
  emptyText: string;
  disabled?: boolean;
  /** Messages per row index. */
  errors?: Record<number, string | undefined>;
}

/** The chosen strains, tags or flavors of the kind form, each with a remove button. */
export function ChosenList<T>({
  items,
  itemKey,
  itemName,
  renderExtra,
  renderLead,
  onRemove,
  emptyText,
  disabled = false,
  errors = {},
}: ChosenListProps<T>): ReactElement {
  if (items.length === 0) return <p className="chosen-empty muted">{emptyText}</p>;
  return (
    <ul className="chosen-list">
      {items.map((item, index) => (
        <li key={itemKey(item)} className="chosen-item">
          <div className="chosen-row">
            {renderLead?.(item)}
            <span className="chosen-name">{itemName(item)}</span>
            {renderExtra?.(item, index)}
            <button
              type="button"
              className="icon-button chosen-remove"
              onClick={() => onRemove(item)}
              disabled={disabled}
              aria-label={`Verwijder ${itemName(item)}`}
              title="Verwijderen"
            >
              <CloseIcon />
            </button>
          </div>
          {errors[index] && <p className="field-error">{errors[index]}</p>}
        </li>
      ))}
    </ul>
  );
}
