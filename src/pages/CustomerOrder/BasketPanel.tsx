import type { ReactElement } from 'react';
import { MAX_GRAMS_PER_ORDER, MAX_ORDER_NOTES_LENGTH, formatPriceLong } from '../../domain';
import {
  GRAM_RULE_TEXT,
  basketGrams,
  basketTotalCents,
  formatGrams,
  lineTotalCentsOf,
} from './basket';
import type { Basket } from './basket';

interface BasketPanelProps {
  basket: Basket;
  notes: string;
  sending: boolean;
  /** Why the last send failed (the server's detail), or null. */
  sendError: string | null;
  onQuantity: (key: string, quantity: number) => void;
  onNotes: (notes: string) => void;
  onSend: () => void;
}

/** The basket: lines with quantities, the gram rule, the total, a note and the send button. */
export function BasketPanel({
  basket,
  notes,
  sending,
  sendError,
  onQuantity,
  onNotes,
  onSend,
}: BasketPanelProps): ReactElement {
  const grams = basketGrams(basket);
  const full = grams >= MAX_GRAMS_PER_ORDER;
  const percent = Math.min(100, (grams / MAX_GRAMS_PER_ORDER) * 100);
  return (
    <section id="mandje" className="customer-basket" aria-labelledby="mandje-titel" tabIndex={-1}>
      <h2 id="mandje-titel" className="customer-section-title">
        Je bestelling
      </h2>
      {basket.length === 0 ? (
        <p className="customer-muted">Je mandje is leeg. Tik op een prijs om iets toe te voegen.</p>
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
                  aria-label={`Eén ${line.labelText} ${line.name} minder`}
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
                  aria-label={`Eén ${line.labelText} ${line.name} meer`}
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

      <div className="customer-grams" data-testid="basket-grams">
        <div className="customer-grams-text">
          <span>Cannabis in je bestelling</span>
          <strong>
            {formatGrams(grams)} van {MAX_GRAMS_PER_ORDER} gram
          </strong>
        </div>
        <div
          className={full ? 'customer-grams-bar is-full' : 'customer-grams-bar'}
          role="meter"
          aria-label="Gram in je bestelling"
          aria-valuemin={0}
          aria-valuemax={MAX_GRAMS_PER_ORDER}
          aria-valuenow={grams}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="customer-muted customer-small">
          {full ? 'Je hebt het maximum bereikt. ' : ''}
          {GRAM_RULE_TEXT}
        </p>
      </div>

      <div className="customer-total">
        <span>Totaal</span>
        <strong data-testid="basket-total">
          {formatPriceLong(basketTotalCents(basket) / 100)}
        </strong>
      </div>

      <label className="customer-notes">
        <span>Opmerking (optioneel)</span>
        <textarea
          className="input"
          rows={2}
          maxLength={MAX_ORDER_NOTES_LENGTH}
          value={notes}
          onChange={(event) => onNotes(event.target.value)}
          placeholder="Bijvoorbeeld: cola zonder ijs"
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
        {sending ? 'Bezig met bestellen…' : 'Bestelling plaatsen'}
      </button>
    </section>
  );
}
