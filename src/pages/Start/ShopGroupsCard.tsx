import type { ReactElement } from 'react';
import type { ShopGroup } from '../../api/types';
import { useT } from '../../i18n';

interface ShopGroupsCardProps {
  groups: ShopGroup[];
  activeShopId: string | undefined;
}

export function ShopGroupsCard({ groups, activeShopId }: ShopGroupsCardProps): ReactElement {
  const t = useT();
  return (
    <section
      className="card shop-groups"
      aria-labelledby="shop-groups-title"
      data-testid="shop-groups-card"
    >
      <h2 id="shop-groups-title" className="card-title">
        {t('start.groups.title')}
      </h2>
      {groups.length === 0 && <p className="muted">{t('start.none')}</p>}
      <ul className="shop-group-list">
        {groups.map((group) => (
          <li key={group.id} className="shop-group" data-testid="shop-group">
            <h3 className="shop-group-name">{group.name}</h3>
            <ul className="shop-list">
              {group.shops.map((shop) => (
                <li key={shop.id} className="shop-list-item" data-testid="shop">
                  <span>{shop.name}</span>
                  {shop.id === activeShopId && (
                    <span className="badge badge-green">{t('start.groups.active')}</span>
                  )}
                  {shop.is_using_multiscreen && (
                    <span className="badge badge-blue">{t('start.multiscreen')}</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
