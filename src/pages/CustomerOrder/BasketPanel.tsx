import type { ReactElement } from 'react';
import { MAX_GRAMS_PER_ORDER, MAX_ORDER_NOTES_LENGTH, formatPriceLong } from '../../domain';
import { useT } from '../../i18n';
import {
  basketGrams,
  basketTotalCents,
  formatGrams,
  gramRuleText,
  lineTotalCentsOf,
} from './basket';
import type { Basket } from './basket';

interface BasketPanelProps {
  basket: Basket;
  notes: string;
  sending: boolean;
  /** Why the last send failed (the server's detail), or null. */
  sendError: string | null;
  /** The gram counter and rule: for shops that sell cannabis, never on a café's page. */
  gramRule: boolean;
  onQuantity: (key: string, quantity: number) => void;
  onNotes: (notes: string) => void;
  onSend: () => void;
}

/**
 * The basket: lines with quantities, the gram rule (shops that sell cannabis), the total, a note
 * and the send button.
 */
export function BasketPanel({
  basket,
  notes,
  sending,
  sendError,
  gramRule,
  onQuantity,
  onNotes,
  onSend,
}: BasketPanelProps): ReactElement {
  const t = useT();
  const grams = basketGrams(basket);
  const full = grams >= MAX_GRAMS_PER_ORDER;
  const percent = Math.min(100, (grams / MAX_GRAMS_PER_ORDER) * 100);
  return (
    <section id="mandje" className="customer-basket" aria-labelledby="mandje-titel" tabIndex={-1}>
      <h2 id="mandje-titel" className="customer-section-title">
        {t('customerOrder.basket.title')}
      </h2>
      {basket.length === 0 ? (
        <p className="customer-muted">{t('customerOrder.basket.empty')}</p>
      ) : (
        <ul className="customer-basket-lines">
          {basket.map((line) => (
            <li key={line.key} className="customer-basket-line" data-testid="basket-line">
              <span className="customer-basket-name">
                {line.name} <span className="customer-muted">{line.labelText}</span>
              </span>
              <span className="customer-stepper">
                <button
                  type="button"
                  className="customer-step"
                  onClick={() => onQuantity(line.key, line.quantity - 1)}
                  aria-label={t('customerOrder.basket.less', {
                    label: line.labelText,
                    name: line.name,
                  })}
                >
                  −
                </button>
                <span className="customer-quantity" data-testid="basket-quantity">
                  {line.quantity}
                </span>
                <button
                  type="button"
                  className="customer-step"
                  onClick={() => onQuantity(line.key, line.quantity + 1)}
                  aria-label={t('customerOrder.basket.more', {
                    label: line.labelText,
                    name: line.name,
                  })}
                >
                  +
                </button>
              </span>
              <span className="customer-basket-price">
                {formatPriceLong(lineTotalCentsOf(line) / 100)}
              </span>
            </li>
          ))}
        </ul>
      )}

      {gramRule && (
        <div className="customer-grams" data-testid="basket-grams">
          <div className="customer-grams-text">
            <span>{t('customerOrder.basket.grams')}</span>
            <strong>
              {t('customerOrder.basket.gramsOf', {
                grams: formatGrams(grams),
                max: MAX_GRAMS_PER_ORDER,
              })}
            </strong>
          </div>
          <div
            className={full ? 'customer-grams-bar is-full' : 'customer-grams-bar'}
            role="meter"
            aria-label={t('customerOrder.basket.gramsMeter')}
            aria-valuemin={0}
            aria-valuemax={MAX_GRAMS_PER_ORDER}
            aria-valuenow={grams}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="customer-muted customer-small">
            {full ? `${t('customerOrder.basket.maxReached')} ` : ''}
            {gramRuleText(t)}
          </p>
        </div>
      )}

      <div className="customer-total">
        <span>{t('customerOrder.basket.total')}</span>
        <strong data-testid="basket-total">
          {formatPriceLong(basketTotalCents(basket) / 100)}
        </strong>
      </div>

      <label className="customer-notes">
        <span>{t('customerOrder.basket.notes')}</span>
        <textarea
          className="input"
          rows={2}
          maxLength={MAX_ORDER_NOTES_LENGTH}
          value={notes}
          onChange={(event) => onNotes(event.target.value)}
          placeholder={t('customerOrder.basket.notesExample')}
        />
      </label>

      {sendError && (
        <p className="customer-error" role="alert" data-testid="send-error">
          {sendError}
        </p>
      )}
      <button
        type="button"
        className="button button-block customer-send"
        onClick={onSend}
        disabled={basket.length === 0 || sending}
      >
        {sending ? t('customerOrder.basket.sending') : t('customerOrder.basket.send')}
      </button>
    </section>
  );
}
