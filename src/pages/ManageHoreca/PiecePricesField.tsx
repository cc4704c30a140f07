import { useT } from '../../i18n';
import { useId } from 'react';
import type { ReactElement } from 'react';
import { NumberInput } from '../../components/forms/NumberInput';
import { FreeLabelCells } from '../../components/prices/FreeLabelCells';
import { PRICE_INPUT_STEPS, formatPriceLabelText, priceLabel } from '../../domain';
import type { PieceDraft } from './horecaRules';

interface PiecePricesFieldProps {
  prices: readonly PieceDraft[];
  onChange: (prices: PieceDraft[]) => void;
  onAdd: () => void;
  error?: string | readonly string[] | undefined;
}

/**
 * The piece prices of a new horeca product: a quantity and a price per line (one line is
 * enough: a drink at 3,00), lines added and removed. A line's label is free text ('Glas',
 * 'Fles', '0,25 l') with its English text ('Glass'); left empty it follows the quantity
 * ('1st', '2st') as the price form's does.
 */
export function PiecePricesField({
  prices,
  onChange,
  onAdd,
  error,
}: PiecePricesFieldProps): ReactElement {
  const t = useT();
  const errorId = useId();
  const messages = error === undefined ? [] : typeof error === 'string' ? [error] : error;

  function update(key: string, change: Partial<PieceDraft>): void {
    onChange(prices.map((line) => (line.key === key ? { ...line, ...change } : line)));
  }

  return (
    <fieldset
      className="horeca-prices"
      aria-describedby={messages.length > 0 ? errorId : undefined}
    >
      <legend>{t('manageHoreca.prices.legend')}</legend>
      <table className="horeca-prices-table">
        <thead>
          <tr>
            <th scope="col">{t('manageHoreca.prices.pieces')}</th>
            <th scope="col">{t('manageHoreca.prices.price')}</th>
            <th scope="col">{t('manageHoreca.prices.label')}</th>
            <th scope="col">{t('manageHoreca.prices.labelEn')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('manageHoreca.prices.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.map((line, index) => (
            <tr key={line.key}>
              <td>
                <NumberInput
                  value={line.quantity}
                  step={PRICE_INPUT_STEPS.edible.quantity}
                  min={0}
                  onChange={(quantity) => update(line.key, { quantity })}
                  aria-label={t('manageHoreca.prices.piecesN', { n: index + 1 })}
                />
              </td>
              <td>
                <NumberInput
                  value={line.price}
                  step={PRICE_INPUT_STEPS.horeca.price}
                  decimals={2}
                  min={0}
                  onChange={(price) => update(line.key, { price })}
                  aria-label={t('manageHoreca.prices.priceN', { n: index + 1 })}
                />
              </td>
              <FreeLabelCells
                label={line.label}
                labelEn={line.labelEn}
                onChange={(change) => update(line.key, change)}
                labelName={t('manageHoreca.prices.labelN', { n: index + 1 })}
                labelEnName={t('manageHoreca.prices.labelEnN', { n: index + 1 })}
                placeholder={formatPriceLabelText(priceLabel(Number(line.quantity) || 0, 'st'))}
              />
              <td>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={prices.length === 1}
                  onClick={() => onChange(prices.filter((other) => other.key !== line.key))}
                  aria-label={t('manageHoreca.prices.removeN', { n: index + 1 })}
                >
                  {t('manageHoreca.prices.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button button-secondary button-small" onClick={onAdd}>
        {t('manageHoreca.prices.add')}
      </button>
      {messages.length > 0 && (
        <p id={errorId} className="field-error" role="alert">
          {messages.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
