import { useT } from '../../i18n';
import type { MessageKey } from '../../i18n';
import { priceRuleText } from '../../i18n/domainTexts';
import type { ReactElement } from 'react';
import { NumberInput } from '../../components/forms/NumberInput';
import { FreeLabelCells } from '../../components/prices/FreeLabelCells';
import { PlusIcon, TrashIcon } from '../../components/ui/Icons';
import { Tooltip } from '../../components/ui/Tooltip';
import {
  PRICE_INPUT_STEPS,
  PRICE_RULE_MESSAGES,
  PRICE_UNIT_BY_LIST,
  formatPriceLabelText,
} from '../../domain';
import type { PriceListName } from '../../domain';
import { entryLabel, priceFormText } from './priceFormModel';
import type { PriceEntryDraft, PriceFormErrors } from './priceFormModel';

/** What a row's inputs change. */
export type PriceEntryChange = Partial<
  Pick<PriceEntryDraft, 'quantity' | 'price' | 'label' | 'labelEn'>
>;

/** Headings of the three lists (catalogue keys). */
export const PRICE_LIST_TITLES: Record<PriceListName, MessageKey> = {
  cannabis: 'priceForm.list.cannabis',
  pre_rolled_joints: 'priceForm.list.pre_rolled_joints',
  edible: 'priceForm.list.edible',
};

interface PriceListEditorProps {
  list: PriceListName;
  drafts: readonly PriceEntryDraft[];
  errors: PriceFormErrors;
  /** False while only the minimum of prices remains (in all lists together). */
  canRemove: boolean;
  disabled: boolean;
  onChange: (key: string, change: PriceEntryChange) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
}

/**
 * One of the price form's lists: quantity and price per row, the label it will get. A piece
 * price (horeca: a drink) may be named freely instead ('Glas', 'Fles', '0,25 l') with its
 * English text; grams and joints keep quantity and unit.
 */
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
  const t = useT();
  const title = t(PRICE_LIST_TITLES[list]);
  const unit = PRICE_UNIT_BY_LIST[list];
  const steps = PRICE_INPUT_STEPS[list];
  const listError = errors[list];
  // Piece prices take a free label and its English text: one column more.
  const freeLabels = list === 'edible';
  const columns = freeLabels ? 5 : 4;
  return (
    <fieldset className="price-list" data-list={list} disabled={disabled}>
      <legend className="price-list-title">
        {title} <span className="muted">({unit})</span>
      </legend>
      {drafts.length === 0 ? (
        <p className="price-list-empty muted">{t('priceForm.noPrices')}</p>
      ) : (
        <table className="price-list-table">
          <thead>
            <tr>
              <th scope="col">{t('priceForm.quantity')}</th>
              <th scope="col">{t('priceForm.price')}</th>
              <th scope="col">{t('priceForm.label')}</th>
              {freeLabels && <th scope="col">{t('priceForm.labelEn')}</th>}
              <th scope="col">
                <span className="visually-hidden">{t('priceForm.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((draft, index) => {
              const position = t('priceForm.position', { title, n: index + 1 });
              const quantityError = errors[`${list}.${index}.quantity`];
              const priceError = errors[`${list}.${index}.price`];
              const rowError = errors[`${list}.${index}`];
              const labelError = errors[`${list}.${index}.label`];
              const labelEnError = errors[`${list}.${index}.label_en`];
              const messages = [
                quantityError,
                priceError,
                labelError,
                labelEnError,
                rowError,
              ].filter(Boolean);
              const generated = formatPriceLabelText(entryLabel(list, draft.quantity));
              const errorId = `${list}-${draft.key}-error`;
              return [
                <tr key={draft.key} className="price-entry-row">
                  <td>
                    <NumberInput
                      value={draft.quantity}
                      step={steps.quantity}
                      min={0}
                      onChange={(text) => onChange(draft.key, { quantity: text })}
                      aria-label={t('priceForm.quantityOf', { position })}
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
                      aria-label={t('priceForm.priceOf', { position })}
                      aria-invalid={Boolean(priceError)}
                      aria-describedby={messages.length ? errorId : undefined}
                      data-field="price"
                    />
                  </td>
                  {freeLabels ? (
                    <FreeLabelCells
                      label={draft.label}
                      labelEn={draft.labelEn}
                      onChange={(change) => onChange(draft.key, change)}
                      labelName={t('priceForm.labelOf', { position })}
                      labelEnName={t('priceForm.labelEnOf', { position })}
                      placeholder={generated}
                      invalid={Boolean(labelError)}
                      invalidEn={Boolean(labelEnError)}
                      describedBy={messages.length ? errorId : undefined}
                    />
                  ) : (
                    <td>
                      <input
                        className="input price-entry-label-input"
                        value={generated}
                        readOnly
                        tabIndex={-1}
                        aria-label={t('priceForm.labelOf', { position })}
                        data-field="label"
                      />
                    </td>
                  )}
                  <td className="price-entry-remove">
                    <Tooltip
                      text={canRemove ? null : priceRuleText(t, PRICE_RULE_MESSAGES.tooFewPrices)}
                    >
                      {/* aria-disabled keeps it focusable, so the tooltip shows on focus too. */}
                      <button
                        type="button"
                        className="icon-button price-entry-remove-button"
                        onClick={() => {
                          if (canRemove) onRemove(draft.key);
                        }}
                        aria-disabled={!canRemove}
                        aria-label={t('priceForm.removeOf', { position })}
                        title={canRemove ? t('priceForm.remove') : undefined}
                      >
                        <TrashIcon />
                      </button>
                    </Tooltip>
                  </td>
                </tr>,
                messages.length > 0 && (
                  <tr key={`${draft.key}-error`} className="price-entry-error-row">
                    <td colSpan={columns}>
                      <p id={errorId} className="field-error">
                        {messages.map((message) => priceFormText(t, message ?? '')).join(' ')}
                      </p>
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </table>
      )}
      {listError && <p className="field-error">{priceFormText(t, listError)}</p>}
      <button
        type="button"
        className="button button-secondary button-small price-list-add"
        onClick={onAdd}
        aria-label={t('priceForm.addPriceTo', { title })}
      >
        <PlusIcon />
        {t('priceForm.addPrice')}
      </button>
    </fieldset>
  );
}
