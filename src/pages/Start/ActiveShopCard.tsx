import type { ReactElement } from 'react';
import { ShopSwitcher } from '../../components/layout/ShopSwitcher';
import type { ActiveShop } from '../../stores/activeShop';
import { useT } from '../../i18n';

export function ActiveShopCard({ shop }: { shop: ActiveShop | null }): ReactElement {
  const t = useT();
  return (
    <section className="card" aria-labelledby="active-shop-title" data-testid="active-shop-card">
      <h2 id="active-shop-title" className="card-title">
        {t('start.activeShop.title')}
      </h2>
      {shop ? (
        <div className="active-shop">
          <span className="active-shop-name" data-testid="active-shop-name">
            {shop.name}
          </span>
          {shop.isUsingMultiscreen && (
            <span className="badge badge-blue">{t('start.multiscreen')}</span>
          )}
        </div>
      ) : (
        <p className="muted">{t('start.none')}</p>
      )}
      <ShopSwitcher />
    </section>
  );
}
