import type { ReactElement } from 'react';
import { ShopSwitcher } from '../../components/ShopSwitcher';
import type { ActiveShop } from '../../stores/activeShop';

export function ActiveShopCard({ shop }: { shop: ActiveShop | null }): ReactElement {
  return (
    <section className="card" aria-labelledby="active-shop-title" data-testid="active-shop-card">
      <h2 id="active-shop-title" className="card-title">
        Active shop
      </h2>
      {shop ? (
        <div className="active-shop">
          <span className="active-shop-name" data-testid="active-shop-name">
            {shop.name}
          </span>
          {shop.isUsingMultiscreen && <span className="badge badge-blue">multiscreen</span>}
        </div>
      ) : (
        <p className="muted">-</p>
      )}
      <ShopSwitcher />
    </section>
  );
}
