import { useId, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { LOAD_ERROR_TEXT, errorText } from '../../api/errors';
import { useLinkPriceHistory } from '../../api/history';
import { useList } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Price, ShopLink } from '../../api/types';
import { Badge } from '../../components/ui/Badge';
import { Flash } from '../../components/feedback/Flash';
import { Modal } from '../../components/modals/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { toastSaved } from '../../components/feedback/toast';
import { formatDateTime } from '../../domain';
import { useFlash } from '../../hooks/useFlash';
import { linkUpdateBody } from './linkBody';
import { useT } from '../../i18n';
import { PRICE_CHANGE_NOTE } from './priceModalState';
import { priceChoices } from './priceHistory';

/** The catalogue key of the price history picker's title (the spec's name in Dutch). */
export const PRICE_HISTORY_TITLE = 'products.historyPicker';

interface PriceHistoryPickerProps {
  link: ShopLink;
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
  const t = useT();
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
    body = shopGroupId ? <Spinner /> : <p className="muted">{t('products.history.noGroup')}</p>;
  } else if (choices.length === 0) {
    body = <p className="muted">{t('products.history.none')}</p>;
  } else {
    body = (
      <fieldset className="price-history-list">
        <legend className="visually-hidden">{t('products.history.legend')}</legend>
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
            {choice.id === link.price_id && (
              <Badge tone="blue">{t('products.history.current')}</Badge>
            )}
            {earlier.includes(choice.id) && <Badge>{t('products.history.earlier')}</Badge>}
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <Modal
      open
      title={t(PRICE_HISTORY_TITLE)}
      onClose={onClose}
      size="large"
      className="price-history"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('products.cancel')}
          </button>
          <button
            type="button"
            className="button"
            disabled={saving || chosen === link.price_id}
            onClick={() => void handleSave()}
          >
            {saving ? t('products.saving') : t('products.save')}
          </button>
        </>
      }
    >
      <p className="price-history-intro">
        {t('products.history.intro')} <strong>{link.product_name}</strong>.
      </p>
      <label className="price-history-search">
        <span className="visually-hidden">{t('products.history.searchLabel')}</span>
        <input
          type="search"
          className="input"
          placeholder={t('products.history.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-autofocus
        />
      </label>
      <Flash message={flash.message} />
      {body}
      <p className="price-modal-note">{t(PRICE_CHANGE_NOTE)}</p>
    </Modal>
  );
}
