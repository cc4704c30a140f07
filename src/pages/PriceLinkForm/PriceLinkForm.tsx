import { useT } from '../../i18n';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LOAD_ERROR_TEXT, errorText } from '../../api/errors';
import { useList } from '../../api/hooks';
import { apiCreate, apiUpdate } from '../../api/mutations';
import { ScheduleFromField } from '../../components/schedule/ScheduleFromField';
import { FROM_NOW, type ScheduleFrom } from '../../components/schedule/scheduleFrom';
import { scheduleLinkForm } from './scheduleLinkForm';
import type { Category, Kind, Price, Product, ShopLink } from '../../api/types';
import { Field } from '../../components/forms/Field';
import { Flash } from '../../components/feedback/Flash';
import { Select } from '../../components/forms/Select';
import { Spinner } from '../../components/ui/Spinner';
import { useLeavePageGuard } from '../../components/forms/useLeavePageGuard';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useFlash } from '../../hooks/useFlash';
import { productsPath } from '../Products/productRows';
import type { ProductMode } from '../Products/productRows';
import {
  PRICE_LINK_MESSAGES,
  canSubmitPriceLink,
  categoryOptions,
  createLinkBody,
  existingPriceOptions,
  initialPriceLinkValues,
  itemOptions,
  missingFields,
  priceLinkErrorMessage,
  priceOptions,
  redirectDelayMs,
  updateLinkBody,
} from './priceLinkFormModel';
import type { PriceLinkValues } from './priceLinkFormModel';
import { StaleNotice } from '../../components/forms/StaleNotice';
import { useItemVersion } from '../../hooks/useItemVersion';
import { priceEntriesText } from '../Products/productRows';

interface PriceLinkFormProps {
  mode: ProductMode;
  shopId: string;
  /** The row being edited; null creates one. */
  link: ShopLink | null;
  /** `?selectedWiet=` (a kind) or `?selectedProduct=` (a horeca product) to preselect. */
  selectedItem: string | null;
}

/**
 * The form of a price link: price combination (or the price of a product already on the
 * list), category, kind or horeca product, active and new. Enter submits; a refused save
 * keeps what was chosen.
 */
export function PriceLinkForm({
  mode,
  shopId,
  link,
  selectedItem,
}: PriceLinkFormProps): ReactElement {
  const t = useT();
  const UNSET = { value: '', label: t('priceLinkForm.unset') };
  const navigate = useNavigate();
  const { shopGroupId } = useActiveShop();
  const editing = link !== null;
  const itemVersion = useItemVersion<ShopLink>(
    `/v1/shops-to-prices/${link?.id ?? ''}`,
    link?.modified_at ?? '',
  );
  const [initial] = useState(() => initialPriceLinkValues(link, mode, selectedItem));
  const [values, setValues] = useState<PriceLinkValues>(initial);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const flash = useFlash();
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const group = shopGroupId ?? '';
  const prices = useList<Price>(group ? '/v1/prices' : null, {
    skip: 0,
    limit: 1000,
    sort: [{ field: 'internal_product_id', order: 'ASC' }],
    filter: [{ field: 'shop_group_id', value: group }],
  });
  const categories = useList<Category>('/v1/categories', {
    skip: 0,
    limit: 1000,
    sort: [{ field: 'name', order: 'ASC' }],
    filter: [{ field: 'shop_id', value: shopId }],
  });
  const itemParams = group ? { shop_group_id: group } : undefined;
  const kinds = useList<Kind>(mode === 'cannabis' ? '/v1/kinds' : null, {
    skip: 0,
    limit: 999,
    sort: [{ field: 'name', order: 'ASC' }],
    ...(itemParams && { params: itemParams }),
  });
  const products = useList<Product>(mode === 'horeca' ? '/v1/products' : null, {
    skip: 0,
    limit: 1000,
    sort: [{ field: 'name', order: 'ASC' }],
    ...(itemParams && { params: itemParams }),
  });
  const shopLinks = useList<ShopLink>('/v1/shops-to-prices', {
    limit: 1000,
    filter: [{ field: 'shop_id', value: shopId }],
  });

  const loading =
    prices.isLoading ||
    categories.isLoading ||
    shopLinks.isLoading ||
    (mode === 'cannabis' ? kinds.isLoading : products.isLoading);
  const loadError =
    prices.error ??
    categories.error ??
    shopLinks.error ??
    (mode === 'cannabis' ? kinds.error : products.error);
  const pricesExist = prices.items.length > 0 || (link !== null && !!link.price_id);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useLeavePageGuard(dirty && !saved);

  const priceChoices = priceOptions(prices.items, link, mode);
  const existingChoices = existingPriceOptions(shopLinks.items, mode, link?.id);
  const items = itemOptions(mode === 'cannabis' ? kinds.items : products.items);
  const chosenSource = shopLinks.items.find((row) => row.id === values.sourceLinkId);
  const submitEnabled = canSubmitPriceLink(values, pricesExist) && !busy && !saved;
  const [from, setFrom] = useState<ScheduleFrom>(FROM_NOW);
  const itemLabel = t(mode === 'cannabis' ? 'priceLinkForm.kind' : 'priceLinkForm.horecaProduct');

  function change(changes: Partial<PriceLinkValues>): void {
    setValues((current) => ({ ...current, ...changes }));
  }

  function handleExistingPrice(on: boolean): void {
    // Off again: the combination taken over stays chosen in the price select.
    change({ useExistingPrice: on, sourceLinkId: '' });
  }

  function handleSource(sourceLinkId: string): void {
    const source = shopLinks.items.find((row) => row.id === sourceLinkId);
    change({ sourceLinkId, priceId: source?.price_id ?? '' });
  }

  async function submit(): Promise<void> {
    if (busy || saved) return;
    if (link && from.mode === 'at') {
      setBusy(true);
      const problem = await scheduleLinkForm(link.id, initial, values, from);
      setBusy(false);
      if (problem) flash.show(problem);
      else {
        setSaved(true);
        redirectTimer.current = window.setTimeout(
          () => navigate(productsPath(mode)),
          redirectDelayMs(mode, editing),
        );
      }
      return;
    }
    if (!canSubmitPriceLink(values, pricesExist)) {
      flash.show(PRICE_LINK_MESSAGES.incomplete);
      return;
    }
    setBusy(true);
    flash.clear();
    try {
      if (link) {
        await apiUpdate(`/v1/shops-to-prices/${link.id}`, updateLinkBody(values, mode, link), {
          handled: [400, 404, 409],
          version: itemVersion.version,
        });
      } else {
        await apiCreate('/v1/shops-to-prices', createLinkBody(values, mode, shopId), {
          handled: [400, 404, 409],
        });
      }
      setSaved(true);
      flash.show(
        editing ? PRICE_LINK_MESSAGES.saved : PRICE_LINK_MESSAGES.created,
        'success',
        null,
      );
      redirectTimer.current = window.setTimeout(
        () => navigate(productsPath(mode)),
        redirectDelayMs(mode, editing),
      );
    } catch (error) {
      if (!itemVersion.catchStale(error)) flash.show(priceLinkErrorMessage(error, editing));
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void submit();
  }

  if (loadError) {
    return (
      <p className="form-message" role="alert">
        {LOAD_ERROR_TEXT} <span className="muted">({errorText(loadError)})</span>
      </p>
    );
  }
  if (loading) {
    return (
      <div className="card price-link-form">
        <Spinner />
      </div>
    );
  }

  const missing = missingFields(values);
  return (
    <form className="card price-link-form" onSubmit={handleSubmit} noValidate>
      <Flash message={flash.message} />
      {itemVersion.stale && (
        <StaleNotice
          onReload={itemVersion.reload}
          current={
            itemVersion.stale.current &&
            `${itemVersion.stale.current.internal_product_id}: ${priceEntriesText(itemVersion.stale.current.json_prices)}`
          }
        />
      )}
      {saved && (
        <p className="price-link-form-next">
          <Link to={productsPath(mode)}>{t('priceLinkForm.toList')}</Link>
        </p>
      )}
      <fieldset className="price-link-form-fields" disabled={saved}>
        <div className="price-link-form-price">
          {values.useExistingPrice ? (
            <Field label={t('priceLinkForm.existingPrice')} required>
              {(control) => (
                <Select
                  {...control}
                  value={values.sourceLinkId}
                  onChange={handleSource}
                  placeholder={UNSET}
                  options={existingChoices}
                  submitOnEnter
                  autoFocus
                />
              )}
            </Field>
          ) : (
            <Field
              label={t('priceLinkForm.priceCombi')}
              required
              hint={pricesExist ? undefined : PRICE_LINK_MESSAGES.noPrices}
            >
              {(control) => (
                <Select
                  {...control}
                  value={values.priceId}
                  onChange={(priceId) => change({ priceId })}
                  placeholder={UNSET}
                  options={priceChoices}
                  submitOnEnter
                  autoFocus={!editing}
                />
              )}
            </Field>
          )}
          <div className="price-link-form-price-extra">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={values.useExistingPrice}
                onChange={(event) => handleExistingPrice(event.target.checked)}
              />
              <span>{t('priceLinkForm.takeOver')}</span>
            </label>
            <Link to="/prices">{t('priceLinkForm.manageCombis')}</Link>
          </div>
          {values.useExistingPrice && chosenSource && (
            <p className="price-link-form-source muted">
              {t('priceLinkForm.combiCode', { code: chosenSource.internal_product_id })}
            </p>
          )}
        </div>
        <Field label={t('priceLinkForm.category')} required>
          {(control) => (
            <Select
              {...control}
              value={values.categoryId}
              onChange={(categoryId) => change({ categoryId })}
              placeholder={UNSET}
              options={categoryOptions(categories.items, mode, shopId)}
              submitOnEnter
            />
          )}
        </Field>
        <Field label={itemLabel} required>
          {(control) => (
            <Select
              {...control}
              value={values.itemId}
              onChange={(itemId) => change({ itemId })}
              placeholder={UNSET}
              options={items}
              submitOnEnter
            />
          )}
        </Field>
        <div className="price-link-form-flags">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.active}
              onChange={(event) => change({ active: event.target.checked })}
            />
            <span>{t('priceLinkForm.active')}</span>
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.isNew}
              onChange={(event) => change({ isNew: event.target.checked })}
            />
            <span>{t('priceLinkForm.new')}</span>
          </label>
        </div>
      </fieldset>
      {editing && <ScheduleFromField name="price-link" value={from} onChange={setFrom} />}
      <div className="price-link-form-footer">
        {missing.length > 0 && !saved && (
          <p className="muted price-link-form-missing">
            {t('priceLinkForm.missing', {
              item: t(
                mode === 'cannabis'
                  ? 'priceLinkForm.item.kind'
                  : 'priceLinkForm.item.horecaProduct',
              ),
            })}
          </p>
        )}
        <button type="submit" className="button" disabled={!submitEnabled}>
          {busy
            ? t('priceLinkForm.saving')
            : editing
              ? t('priceLinkForm.save')
              : t('priceLinkForm.add')}
        </button>
      </div>
    </form>
  );
}
