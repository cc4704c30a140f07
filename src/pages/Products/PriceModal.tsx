import { useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/errors';
import { apiUpdate } from '../../api/mutations';
import type { ShopLink } from '../../api/types';
import { Flash } from '../../components/feedback/Flash';
import { Modal } from '../../components/modals/Modal';
import { NumberInput } from '../../components/forms/NumberInput';
import { Switch } from '../../components/forms/Switch';
import { toastSaved } from '../../components/feedback/toast';
import { Tooltip } from '../../components/ui/Tooltip';
import {
  PRICE_INPUT_STEPS,
  PRICE_RULE_MESSAGES,
  formatPriceLabelText,
  formatPriceShort,
} from '../../domain';
import { useFlash } from '../../hooks/useFlash';
import { useItemVersion } from '../../hooks/useItemVersion';
import { StaleNotice } from '../../components/forms/StaleNotice';
import { useT } from '../../i18n';
import type { Translate } from '../../i18n';
import { priceRuleText } from '../../i18n/domainTexts';
import { linkUpdateBody } from './linkBody';
import { PriceEditor } from './PriceEditor';
import {
  PRICE_CHANGE_NOTE,
  priceModalLines,
  priceStateChanged,
  setDiscount,
  suggestedDiscount,
  toggleLabel,
} from './priceModalState';
import type { PriceModalLine, PriceModalState } from './priceModalState';

/** What another person saved on the row, in words: its prices with what is off or discounted. */
function staleSummary(t: Translate, current: ShopLink): string {
  const off = current.deactivated_labels;
  return current.json_prices
    .map((entry) => {
      const action = current.action_labels.find((a) => a.label === entry.label);
      const state = off.includes(entry.label)
        ? t('products.modal.off')
        : action
          ? ` → ${formatPriceShort(action.price)}`
          : '';
      return `${entry.label} ${formatPriceShort(entry.price)}${state}`;
    })
    .join(' · ');
}

interface PriceModalProps {
  link: ShopLink;
  onClose: () => void;
}

/**
 * A row's prices: switch labels off (at least two stay on) and give discounts (lower than the
 * price), saved with `PUT /v1/shops-to-prices/{id}`; and change the prices themselves in the
 * price editor below (`PriceEditor`). A failed save keeps the changes.
 */
export function PriceModal({ link, onClose }: PriceModalProps): ReactElement {
  const t = useT();
  const entries = link.json_prices;
  const [stored] = useState<PriceModalState>(() => ({
    deactivated: [...link.deactivated_labels],
    actions: link.action_labels.map((action) => ({ ...action })),
  }));
  const [state, setState] = useState(stored);
  const [saving, setSaving] = useState(false);
  const flash = useFlash();
  const version = useItemVersion<ShopLink>(`/v1/shops-to-prices/${link.id}`, link.modified_at);
  const lines = priceModalLines(entries, state);
  const changed = priceStateChanged(stored, state);

  function handleToggle(label: string, enabled: boolean): void {
    const next = toggleLabel(entries, state, label, enabled);
    if (next) setState(next);
  }

  /** Applies a discount; a refused one changes nothing (the input shows the one in effect). */
  function handleDiscount(label: string, discount: number | null): void {
    const next = setDiscount(entries, state, label, discount);
    if (next) setState(next);
  }

  async function handleSave(): Promise<void> {
    setSaving(true);
    flash.clear();
    try {
      await apiUpdate(
        `/v1/shops-to-prices/${link.id}`,
        linkUpdateBody(link, {
          deactivated_labels: state.deactivated,
          action_labels: state.actions,
        }),
        { version: version.version, handled: [409] },
      );
      toastSaved('Edited', link.product_name);
      onClose();
    } catch (error) {
      if (!version.catchStale(error)) flash.show(errorText(error), 'error', null);
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('products.modal.title', { name: link.product_name })}
      onClose={onClose}
      size="medium"
      className="price-modal"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('products.cancel')}
          </button>
          <button
            type="button"
            className="button"
            disabled={!changed || saving}
            onClick={() => void handleSave()}
          >
            {saving ? t('products.saving') : t('products.save')}
          </button>
        </>
      }
    >
      {version.stale && (
        <StaleNotice
          onReload={version.reload}
          current={version.stale.current && staleSummary(t, version.stale.current)}
        />
      )}
      <p className="price-modal-code">
        {t('products.modal.combi')} <strong>{link.internal_product_id}</strong>
        <Link to={`/prices/edit/${link.price_id}`}>{t('products.modal.editCombi')}</Link>
      </p>
      <Flash message={flash.message} />
      {entries.length === 0 ? (
        <p className="muted">{t('products.modal.noPrices')}</p>
      ) : (
        <table className="price-modal-table">
          <thead>
            <tr>
              <th scope="col">{t('products.modal.price')}</th>
              <th scope="col" className="data-table-number">
                {t('products.modal.amount')}
              </th>
              <th scope="col">{t('products.modal.show')}</th>
              <th scope="col">{t('products.modal.action')}</th>
              <th scope="col">{t('products.modal.actionPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <PriceModalRow
                key={line.label}
                line={line}
                onToggle={handleToggle}
                onDiscount={handleDiscount}
              />
            ))}
          </tbody>
        </table>
      )}
      <p className="price-modal-note">{t(PRICE_CHANGE_NOTE)}</p>
      <PriceEditor link={link} onSaved={onClose} />
    </Modal>
  );
}

interface PriceModalRowProps {
  line: PriceModalLine;
  onToggle: (label: string, enabled: boolean) => void;
  onDiscount: (label: string, discount: number | null) => void;
}

function PriceModalRow({ line, onToggle, onDiscount }: PriceModalRowProps): ReactElement {
  const t = useT();
  const labelText = formatPriceLabelText(line.label);
  const refused = line.lockedOn || line.inactiveInCombination;
  const toggle = (
    <Switch
      checked={line.enabled}
      onChange={(enabled) => {
        if (!refused) onToggle(line.label, enabled);
      }}
      aria-disabled={refused || undefined}
      label={t('products.modal.showLabel', { label: labelText })}
      hideLabel
    />
  );
  return (
    <tr className={line.enabled ? undefined : 'is-off'}>
      <th scope="row">{labelText}</th>
      <td className="data-table-number">{formatPriceShort(line.price)}</td>
      <td>
        {line.lockedOn ? (
          <Tooltip text={priceRuleText(t, PRICE_RULE_MESSAGES.tooFewPrices)}>{toggle}</Tooltip>
        ) : line.inactiveInCombination ? (
          <Tooltip text={t('products.modal.offInCombi')}>{toggle}</Tooltip>
        ) : (
          toggle
        )}
      </td>
      <td>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={line.discount !== null}
            disabled={!line.discountable && line.discount === null}
            aria-label={t('products.modal.actionOn', { label: labelText })}
            onChange={(event) =>
              onDiscount(line.label, event.target.checked ? suggestedDiscount(line.price) : null)
            }
          />
        </label>
      </td>
      <td>
        {line.discount !== null && (
          <DiscountInput
            label={labelText}
            value={line.discount}
            onCommit={(discount) => onDiscount(line.label, discount)}
          />
        )}
      </td>
    </tr>
  );
}

interface DiscountInputProps {
  label: string;
  value: number;
  /** Proposes a discount; the owner keeps it or refuses it. */
  onCommit: (discount: number) => void;
}

/**
 * The discount of one label. What is typed counts when the field is left (or on Enter); a
 * discount that is not lower than the price is refused silently: the last accepted one shows.
 */
function DiscountInput({ label, value, onCommit }: DiscountInputProps): ReactElement {
  const t = useT();
  const [text, setText] = useState<string | null>(null);

  function commit(): void {
    if (text === null) return;
    const discount = Number(text);
    // Accepted or refused, the field shows the discount in effect afterwards.
    if (Number.isFinite(discount) && discount !== value) onCommit(discount);
    setText(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <NumberInput
      className="price-modal-discount"
      value={text ?? value}
      step={PRICE_INPUT_STEPS.priceModal.discount}
      decimals={2}
      min={0}
      onChange={(next) => setText(next)}
      onBlur={commit}
      onKeyDown={handleKeyDown}
      aria-label={t('products.modal.actionPriceOf', { label })}
    />
  );
}
