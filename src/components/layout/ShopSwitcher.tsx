import type { ChangeEvent, ReactElement } from 'react';
import { shopsOfGroups } from '../../stores/activeShop';
import { useSession } from '../../stores/session';
import { useT } from '../../i18n';

interface ShopSwitcherProps {
  /** The select's id; the start page's switcher keeps the default. */
  id?: string;
  /** The header's form: the label is for screen readers only. */
  compact?: boolean;
}

/** Lists all shops of all the user's shop groups; choosing one makes it the active shop. */
export function ShopSwitcher({
  id = 'shop-switcher',
  compact = false,
}: ShopSwitcherProps): ReactElement | null {
  const t = useT();
  const profile = useSession((state) => state.profile);
  const activeShop = useSession((state) => state.shop);
  const switchShop = useSession((state) => state.switchShop);
  const shops = shopsOfGroups(profile?.shop_groups ?? []);
  if (shops.length === 0) return null;

  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    const shop = shops.find((candidate) => candidate.id === event.target.value);
    if (!shop) return;
    switchShop(shop);
    // Pages read the active shop once when they load; reloading makes all of them follow.
    window.location.reload();
  }

  return (
    <label className={compact ? 'shop-switcher-compact' : 'field'}>
      <span className={compact ? 'visually-hidden' : 'field-label'}>{t('shell.shop')}</span>
      <select id={id} className="select" value={activeShop?.id ?? ''} onChange={handleChange}>
        {!activeShop && <option value="" disabled />}
        {shops.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </select>
    </label>
  );
}
