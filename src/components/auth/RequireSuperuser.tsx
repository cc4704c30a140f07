import type { ReactElement, ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { usePermissions } from '../../hooks/usePermissions';
import './RequireLogin.css';
import { useT } from '../../i18n';

interface GuardProps {
  children?: ReactNode;
  /** Group admins pass too (the Admin page shows them the shops of their groups). */
  groupAdmins?: boolean;
}

/**
 * Route guard of the admin routes (/admin, /manage/quick-editor): superusers see the page (and
 * group admins where `groupAdmins`), others 'Admin permissions required' with a link home. Sits
 * inside `RequireLogin`.
 */
export function RequireSuperuser({ children, groupAdmins = false }: GuardProps): ReactElement {
  const t = useT();
  const { isSuperuser, isGroupAdmin } = usePermissions();
  if (isSuperuser || (groupAdmins && isGroupAdmin)) return <>{children ?? <Outlet />}</>;
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

/** The guard of /admin: superusers and group admins. */
export function RequireGroupAdmin({ children }: { children?: ReactNode }): ReactElement {
  return <RequireSuperuser groupAdmins>{children}</RequireSuperuser>;
}
