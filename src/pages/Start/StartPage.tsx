import type { ReactElement } from 'react';
import { useCurrentUser } from '../../api/hooks';
import { profileErrorMessage } from '../../components/auth/formMessages';
import { useSession } from '../../stores/session';
import { useT } from '../../i18n';
import { AccountCard } from './AccountCard';
import { ActiveShopCard } from './ActiveShopCard';
import { ShopGroupsCard } from './ShopGroupsCard';
import { Link } from 'react-router-dom';
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
        {activeShop && (
          <section className="card" aria-labelledby="start-shop-settings">
            <h2 id="start-shop-settings" className="card-title">
              {t('shopSettings.title')}
            </h2>
            <p className="muted">{t('shopSettings.startText')}</p>
            <Link className="button button-secondary" to={`/shops/${activeShop.id}/settings`}>
              {t('shopSettings.openOf', { name: activeShop.name })}
            </Link>
          </section>
        )}
      </div>
      {activeShop && !activeShop.isUsingMultiscreen && <ScreenHealthPanel shopId={activeShop.id} />}
    </div>
  );
}
