import type { ReactElement } from 'react';
import { useCurrentUser } from '../../api/hooks';
import { profileErrorMessage } from '../../components/formMessages';
import { useSession } from '../../stores/session';
import { useT } from '../../i18n';
import { AccountCard } from './AccountCard';
import { ActiveShopCard } from './ActiveShopCard';
import { ShopGroupsCard } from './ShopGroupsCard';
import { OpeningHoursCard } from '../../components/clock/OpeningHoursCard';
import { ScreenHealthPanel } from '../../components/ScreenHealth/ScreenHealthPanel';
import './StartPage.css';

/** The protected start page: who is signed in, their shop groups and the active shop. */
export function StartPage(): ReactElement {
  const t = useT();
  const { error } = useCurrentUser();
  const profile = useSession((state) => state.profile);
  const activeShop = useSession((state) => state.shop);

  if (!profile) {
    return (
      <div className="start-page">
        {error ? (
          <p className="form-message" role="alert">
            {profileErrorMessage(error)}
          </p>
        ) : (
          <p className="muted">{t('start.loading')}</p>
        )}
      </div>
    );
  }

  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <div className="start-page">
      <div className="start-page-heading">
        <h1 className="start-page-title">{fullName || profile.username}</h1>
        <p className="muted">{profile.email}</p>
      </div>
      {error && error.status !== 401 && (
        <p className="form-message" role="alert">
          {profileErrorMessage(error)}
        </p>
      )}
      <div className="start-page-grid">
        <AccountCard profile={profile} />
        <ActiveShopCard shop={activeShop} />
        <ShopGroupsCard groups={profile.shop_groups} activeShopId={activeShop?.id} />
        {activeShop && <OpeningHoursCard key={activeShop.id} shopId={activeShop.id} />}
      </div>
      {activeShop && !activeShop.isUsingMultiscreen && <ScreenHealthPanel shopId={activeShop.id} />}
    </div>
  );
}
