import type { ReactElement } from 'react';
import type { CurrentUser } from '../../api/types';
import { RoleBadge } from '../../components/auth/RoleBadge';
import { useT } from '../../i18n';

export function AccountCard({ profile }: { profile: CurrentUser }): ReactElement {
  const t = useT();
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <section className="card" aria-labelledby="account-title" data-testid="account-card">
      <h2 id="account-title" className="card-title">
        {t('start.account.title')}
      </h2>
      <dl className="facts">
        {fullName && (
          <>
            <dt>{t('start.account.name')}</dt>
            <dd>{fullName}</dd>
          </>
        )}
        <dt>{t('start.account.username')}</dt>
        <dd data-testid="account-username">{profile.username}</dd>
        <dt>{t('start.account.email')}</dt>
        <dd data-testid="account-email">{profile.email}</dd>
        <dt>{t('start.account.roles')}</dt>
        <dd className="badges" data-testid="account-roles">
          {profile.roles.length === 0 && <span className="muted">{t('start.none')}</span>}
          {profile.roles.map((role) => (
            <RoleBadge key={role.id} name={role.name} />
          ))}
          {profile.is_superuser && (
            <span className="badge badge-green">{t('start.superuser')}</span>
          )}
        </dd>
      </dl>
    </section>
  );
}
