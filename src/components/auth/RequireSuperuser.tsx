import type { ReactElement, ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useSession } from '../../stores/session';
import './RequireLogin.css';
import { useT } from '../../i18n';

/**
 * Route guard of the admin routes (/admin, /manage/quick-editor): superusers see the page,
 * others 'Admin permissions required' with a link home. Sits inside `RequireLogin`.
 */
export function RequireSuperuser({ children }: { children?: ReactNode }): ReactElement {
  const t = useT();
  const isSuperuser = useSession((state) => state.profile?.is_superuser === true);
  if (isSuperuser) return <>{children ?? <Outlet />}</>;
  return (
    <div className="guard card">
      <h1 className="guard-title">{t('components.guard.adminTitle')}</h1>
      <p className="guard-text">{t('components.guard.adminText')}</p>
      <Link className="button" to="/">
        {t('components.guard.home')}
      </Link>
    </div>
  );
}
