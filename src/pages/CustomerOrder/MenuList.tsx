import type { ReactElement } from 'react';
import { formatPriceLong } from '../../domain';
import { useT } from '../../i18n';
import type { MenuCategory, MenuItem, MenuOffer } from './customerMenu';

interface MenuListProps {
  categories: readonly MenuCategory[];
  /** How many of each basket line (`<itemKey>|<label>`) the basket holds. */
  quantities: ReadonlyMap<string, number>;
  onAdd: (item: MenuItem, offer: MenuOffer) => void;
}

function OfferButton({
  item,
  offer,
  count,
  onAdd,
}: {
  item: MenuItem;
  offer: MenuOffer;
  count: number;
  onAdd: MenuListProps['onAdd'];
}): ReactElement {
  const t = useT();
  const price = formatPriceLong(offer.price);
  const oldPrice = offer.normalPrice !== null ? `${formatPriceLong(offer.normalPrice)} ` : '';
  return (
    <button
      type="button"
      className={count ? 'customer-offer is-chosen' : 'customer-offer'}
      onClick={() => onAdd(item, offer)}
      // Starts with what the button shows, so speech input can name it by its visible text.
      aria-label={t('customerOrder.menu.add', {
        label: offer.labelText,
        price: `${oldPrice}${price}`,
        name: item.name,
      })}
      data-testid="offer"
      data-item={item.name}
      data-label={offer.label}
    >
      <span className="customer-offer-label">{offer.labelText}</span>
      <span className="customer-offer-price">
        {offer.normalPrice !== null && (
          <s className="customer-offer-old">{formatPriceLong(offer.normalPrice)}</s>
        )}
        <span className={offer.normalPrice !== null ? 'customer-offer-action' : undefined}>
          {price}
        </span>
      </span>
      {count > 0 && (
        <span className="customer-offer-count" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}

/** The shop's menu by category; tapping a price adds one to the basket. */
export function MenuList({ categories, quantities, onAdd }: MenuListProps): ReactElement {
  const t = useT();
  return (
    <>
      <nav className="customer-category-nav" aria-label={t('customerOrder.menu.categories')}>
        {categories.map((category) => (
          <a key={category.id} href={`#categorie-${category.id}`}>
            {category.name}
          </a>
        ))}
      </nav>
      {categories.map((category) => (
        <section
          key={category.id}
          id={`categorie-${category.id}`}
          className="customer-category"
          aria-labelledby={`categorie-titel-${category.id}`}
        >
          <h2 id={`categorie-titel-${category.id}`} className="customer-category-title">
            {category.name}
          </h2>
          <ul className="customer-items">
            {category.items.map((item) => (
              <li key={item.rowId} className="customer-item" data-testid="menu-item">
                <div className="customer-item-head">
                  <span className="customer-item-name">{item.name}</span>
                  {item.isNew && (
                    <span className="customer-item-new">{t('customerOrder.menu.new')}</span>
                  )}
                </div>
                {item.description && <p className="customer-item-text">{item.description}</p>}
                <div className="customer-offers">
                  {item.offers.map((offer) => (
                    <OfferButton
                      key={offer.label}
                      item={item}
                      offer={offer}
                      count={quantities.get(`${item.itemKey}|${offer.label}`) ?? 0}
                      onAdd={onAdd}
                    />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
