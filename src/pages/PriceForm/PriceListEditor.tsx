import type { ReactElement } from 'react';
import { NumberInput } from '../../components/NumberInput';
import { PlusIcon, TrashIcon } from '../../components/Icons';
import { Tooltip } from '../../components/Tooltip';
import {
  PRICE_INPUT_STEPS,
  PRICE_RULE_MESSAGES,
  PRICE_UNIT_BY_LIST,
  formatPriceLabelText,
} from '../../domain';
import type { PriceListName } from '../../domain';
import { entryLabel } from './priceForm';
import type { PriceEntryDraft, PriceFormErrors } from './priceForm';

/** Headings of the three lists. */
export const PRICE_LIST_TITLES: Record<PriceListName, string> = {
  cannabis: 'Cannabis',
  pre_rolled_joints: 'Pre-rolled joints',
  edible: 'Edibles',
};

interface PriceListEditorProps {
  list: PriceListName;
  drafts: readonly PriceEntryDraft[];
  errors: PriceFormErrors;
  /** False while only the minimum of prices remains (in all lists together). */
  canRemove: boolean;
  disabled: boolean;
  onChange: (key: string, change: Partial<Pick<PriceEntryDraft, 'quantity' | 'price'>>) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
}

/** One of the price form's lists: quantity and price per row, the label it will get. */
export function PriceListEditor({
  list,
  drafts,
  errors,
  canRemove,
  disabled,
  onChange,
  onAdd,
  onRemove,
}: PriceListEditorProps): ReactElement {
  const title = PRICE_LIST_TITLES[list];
  const unit = PRICE_UNIT_BY_LIST[list];
  const steps = PRICE_INPUT_STEPS[list];
  const listError = errors[list];
  return (
    <fieldset className="price-list" data-list={list} disabled={disabled}>
      <legend className="price-list-title">
        {title} <span className="muted">({unit})</span>
      </legend>
      {drafts.length === 0 ? (
        <p className="price-list-empty muted">Nog geen prijzen.</p>
      ) : (
        <table className="price-list-table">
          <thead>
            <tr>
              <th scope="col">Hoeveelheid</th>
              <th scope="col">Prijs (€)</th>
              <th scope="col">Label</th>
              <th scope="col">
                <span className="visually-hidden">Verwijderen</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((draft, index) => {
              const position = `${title} ${index + 1}`;
              const quantityError = errors[`${list}.${index}.quantity`];
              const priceError = errors[`${list}.${index}.price`];
              const rowError = errors[`${list}.${index}`];
              const messages = [quantityError, priceError, rowError].filter(Boolean);
              const errorId = `${list}-${draft.key}-error`;
              return [
                <tr key={draft.key} className="price-entry-row">
                  <td>
                    <NumberInput
                      value={draft.quantity}
                      step={steps.quantity}
                      min={0}
                      onChange={(text) => onChange(draft.key, { quantity: text })}
                      aria-label={`Hoeveelheid ${position}`}
                      aria-invalid={Boolean(quantityError || rowError)}
                      aria-describedby={messages.length ? errorId : undefined}
                      data-field="quantity"
                    />
                  </td>
                  <td>
                    <NumberInput
                      value={draft.price}
                      step={steps.price}
                      decimals={2}
                      min={0}
                      onChange={(text) => onChange(draft.key, { price: text })}
                      aria-label={`Prijs ${position}`}
                      aria-invalid={Boolean(priceError)}
                      aria-describedby={messages.length ? errorId : undefined}
                      data-field="price"
                    />
                  </td>
                  <td>
                    <input
                      className="input price-entry-label-input"
                      value={formatPriceLabelText(entryLabel(list, draft.quantity))}
                      readOnly
                      tabIndex={-1}
                      aria-label={`Label ${position}`}
                      data-field="label"
                    />
                  </td>
                  <td className="price-entry-remove">
                    <Tooltip text={canRemove ? null : PRICE_RULE_MESSAGES.tooFewPrices}>
                      {/* aria-disabled keeps it focusable, so the tooltip shows on focus too. */}
                      <button
                        type="button"
                        className="icon-button price-entry-remove-button"
                        onClick={() => {
                          if (canRemove) onRemove(draft.key);
                        }}
                        aria-disabled={!canRemove}
                        aria-label={`Verwijder ${position}`}
                        title={canRemove ? 'Verwijderen' : undefined}
                      >
                        <TrashIcon />
                      </button>
                    </Tooltip>
                  </td>
                </tr>,
                messages.length > 0 && (
                  <tr key={`${draft.key}-error`} className="price-entry-error-row">
                    <td colSpan={4}>
                      <p id={errorId} className="field-error">
                        {messages.join(' ')}
                      </p>
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </table>
      )}
      {listError && <p className="field-error">{listError}</p>}
      <button
        type="button"
        className="button button-secondary button-small price-list-add"
        onClick={onAdd}
        aria-label={`${title}: prijs toevoegen`}
      >
        <PlusIcon />
        Prijs toevoegen
      </button>
    </fieldset>
  );
}
