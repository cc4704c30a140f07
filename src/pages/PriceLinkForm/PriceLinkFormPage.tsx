import { useT } from '../../i18n';
import type { ReactElement } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/errors';
import { useItem } from '../../api/hooks';
import type { ShopLink } from '../../api/types';
import { Page } from '../../components/layout/Page';
import { PageLoading } from '../../components/layout/PageLoading';
import { Tabs } from '../../components/ui/Tabs';
import { useActiveShop } from '../../hooks/useActiveShop';
import {
  PRODUCT_MODES,
  PRODUCT_MODE_TITLES,
  isRowOfMode,
  productsPath,
} from '../Products/productRows';
import type { ProductMode } from '../Products/productRows';
import { PriceLinkForm } from './PriceLinkForm';
import { LinkHappyHours } from './LinkHappyHours';
import { LinkTimeWindows } from './LinkTimeWindows';
import './PriceLinkForm.css';

/** `/products/new-product/cannabis` and `/products/edit-product/cannabis/{id}`. */
export function CannabisPriceLinkPage(): ReactElement {
  return <PriceLinkFormPage key="cannabis" mode="cannabis" />;
}

/** `/products/new-product/horeca` and `/products/edit-product/horeca/{id}`. */
export function HorecaPriceLinkPage(): ReactElement {
  return <PriceLinkFormPage key="horeca" mode="horeca" />;
}

/**
 * Puts a kind or horeca product on the active shop's list at a price combination in a
 * category, or (with an id in the route) edits such a row.
 */
function PriceLinkFormPage({ mode }: { mode: ProductMode }): ReactElement {
  const t = useT();
  const { id } = useParams();
  const [search] = useSearchParams();
  const { shop } = useActiveShop();
  const editing = id !== undefined;
  const link = useItem<ShopLink>(editing ? `/v1/shops-to-prices/${id}` : null, {
    handled: [404],
  });
  const title = t(editing ? 'priceLinkForm.titleEdit' : 'priceLinkForm.titleNew', {
    type: t(PRODUCT_MODE_TITLES[mode]),
  });

  const tabs = editing ? undefined : (
    <Tabs
      label={t('priceLinkForm.typeTabs')}
      activeId={mode}
      tabs={PRODUCT_MODES.map((tab) => ({
        id: tab,
        label: t(PRODUCT_MODE_TITLES[tab]),
        to: `/products/new-product/${tab}`,
      }))}
    />
  );
  const back = (
    <Link className="button button-secondary" to={productsPath(mode)}>
      {t('priceLinkForm.backToList')}
    </Link>
  );

  let content: ReactElement;
  if (editing && link.error) {
    content = (
      <p className="form-message" role="alert">
        {t('priceLinkForm.loadError', { error: errorText(link.error) })}
      </p>
    );
  } else if (editing && !link.data) {
    content = <PageLoading />;
  } else if (link.data && !isRowOfMode(link.data, mode)) {
    const other: ProductMode = mode === 'cannabis' ? 'horeca' : 'cannabis';
    content = (
      <p className="form-message form-message-info">
        {t('priceLinkForm.otherMode', { type: t(`priceLinkForm.mode.${other}`) })}{' '}
        <Link to={`/products/edit-product/${other}/${link.data.id}`}>
          {t('priceLinkForm.openThere')}
        </Link>
        .
      </p>
    );
  } else {
    const shopId = link.data?.shop_id ?? shop?.id;
    content = shopId ? (
      <>
        <PriceLinkForm
          key={link.data?.id ?? 'new'}
          mode={mode}
          shopId={shopId}
          link={link.data ?? null}
          selectedItem={search.get(mode === 'cannabis' ? 'selectedWiet' : 'selectedProduct')}
        />
        {link.data && <LinkHappyHours key={`happy-${link.data.id}`} link={link.data} />}
        {link.data && <LinkTimeWindows key={link.data.id} linkId={link.data.id} />}
      </>
    ) : (
      <p className="form-message form-message-info">{t('priceLinkForm.chooseShop')}</p>
    );
  }

  return (
    <Page title={title} actions={back} toolbar={tabs}>
      {content}
    </Page>
  );
}
