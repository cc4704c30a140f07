import { useId, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { LOAD_ERROR_TEXT, errorText } from '../../api/errors';
import { useLinkPriceHistory } from '../../api/history';
import { useList } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Price, ShopToPrice } from '../../api/types';
import { Badge } from '../../components/Badge';
import { Flash } from '../../components/Flash';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { toastSaved } from '../../components/toast';
import { formatDateTime } from '../../domain';
import { useFlash } from '../../hooks/useFlash';
import { linkUpdateBody } from './linkBody';
import { PRICE_CHANGE_NOTE } from './priceModalState';
import { priceChoices } from './priceHistory';

/** The price history picker's title, as the spec names it. */
export const PRICE_HISTORY_TITLE = 'Price History Picker';

interface PriceHistoryPickerProps {
  link: ShopToPrice;
  /** The shop's group, whose price combinations are offered. */
  shopGroupId: string | null;
  onClose: () => void;
}

/**
 * Chooses another price combination of the shop's group for a row (`GET /v1/prices?filter=
 * shop_group_id:{id}&limit=1000`) and saves the row with it (`PUT /v1/shops-to-prices/{id}`).
 */
export function PriceHistoryPicker({
  link,
  shopGroupId,
  onClose,
}: PriceHistoryPickerProps): ReactElement {
  const id = useId();
  const prices = useList<Price>(shopGroupId ? '/v1/prices' : null, {
    limit: 1000,
    filter: [{ field: 'shop_group_id', value: shopGroupId ?? '' }],
  });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(link.price_id);
  const [saving, setSaving] = useState(false);
  const flash = useFlash();
  const history = useLinkPriceHistory(link.id);
  const earlier = useMemo(
    () =>
      (history.data ?? []).filter((entry) => entry.until !== null).map((entry) => entry.price_id),
    [history.data],
  );
  const choices = useMemo(
    () => priceChoices(prices.items, link.price_id, search, earlier),
    [prices.items, link.price_id, search, earlier],
  );

  async function handleSave(): Promise<void> {
    setSaving(true);
    flash.clear();
    try {
      await apiUpdate(
        `/v1/shops-to-prices/${link.id}`,
        linkUpdateBody(link, { price_id: chosen }),
        {
          version: link.modified_at,
        },
      );
      toastSaved('Edited', link.product_name);
      onClose();
    } catch (error) {
      flash.show(errorText(error), 'error', null);
      setSaving(false);
    }
  }

  let body: ReactElement;
  if (prices.error) {
    body = (
      <p className="form-message" role="alert">
        {LOAD_ERROR_TEXT} <span className="muted">({errorText(prices.error)})</span>
      </p>
    );
  } else if (prices.isLoading || !shopGroupId) {
    body = shopGroupId ? <Spinner /> : <p className="muted">De shop hoort bij geen shop groep.</p>;
  } else if (choices.length === 0) {
    body = <p className="muted">Geen prijs combi&apos;s gevonden.</p>;
  } else {
    body = (
      <fieldset className="price-history-list">
        <legend className="visually-hidden">Prijs combi</legend>
        {choices.map((choice) => (
          <label
            key={choice.id}
            className={
              choice.id === chosen ? 'price-history-choice is-chosen' : 'price-history-choice'
            }
          >
            <input
              type="radio"
              name={`${id}-price`}
              value={choice.id}
              checked={choice.id === chosen}
              onChange={() => setChosen(choice.id)}
            />
            <span className="price-history-code">{choice.code}</span>
            <span className="price-history-prices">{choice.pricesText || '-'}</span>
            <span className="price-history-date muted">{formatDateTime(choice.modifiedAt)}</span>
            {choice.id === link.price_id && <Badge tone="blue">Huidig</Badge>}
            {earlier.includes(choice.id) && <Badge>Eerder gebruikt</Badge>}
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <Modal
      open
      title={PRICE_HISTORY_TITLE}
      onClose={onClose}
      size="large"
      className="price-history"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Annuleren
          </button>
          <button
            type="button"
            className="button"
            disabled={saving || chosen === link.price_id}
            onClick={() => void handleSave()}
          >
            {saving ? 'Opslaan…' : 'Opslaan'}
          </button>
        </>
      }
    >
      <p className="price-history-intro">
        Kies een andere prijs combi voor <strong>{link.product_name}</strong>.
      </p>
      <label className="price-history-search">
        <span className="visually-hidden">Zoek een prijs combi</span>
        <input
          type="search"
          className="input"
          placeholder="Zoek op code of prijs"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-autofocus
        />
      </label>
      <Flash message={flash.message} />
      {body}
      <p className="price-modal-note">{PRICE_CHANGE_NOTE}</p>
    </Modal>
  );
}
