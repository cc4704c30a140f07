import type { ReactElement } from 'react';
import type { CurrentUser } from '../../api/types';
import { RoleBadge } from '../../components/RoleBadge';

export function AccountCard({ profile }: { profile: CurrentUser }): ReactElement {
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <section className="card" aria-labelledby="account-title" data-testid="account-card">
      <h2 id="account-title" className="card-title">
        Account
      </h2>
      <dl className="facts">
        {fullName && (
          <>
            <dt>Name</dt>
            <dd>{fullName}</dd>
          </>
        )}
        <dt>Username</dt>
        <dd data-testid="account-username">{profile.username}</dd>
        <dt>E-mail</dt>
        <dd data-testid="account-email">{profile.email}</dd>
        <dt>Roles</dt>
        <dd className="badges" data-testid="account-roles">
          {profile.roles.length === 0 && <span className="muted">-</span>}
          {profile.roles.map((role) => (
            <RoleBadge key={role.id} name={role.name} />
          ))}
          {profile.is_superuser && <span className="badge badge-green">superuser</span>}
        </dd>
      </dl>
    </section>
  );
}
