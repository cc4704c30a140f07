import type { ReactElement, ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useSession } from '../../stores/session';
import './RequireLogin.css';
import { useT } from '../../i18n';

/**
 * Route guard: shows its children (or, as a route element, the child route) only to
 * signed-in users; others see 'Login required' with a link to the login page.
 */
export function RequireLogin({ children }: { children?: ReactNode }): ReactElement {
  const t = useT();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  if (isLoggedIn) return <>{children ?? <Outlet />}</>;
  return (
    <div className="guard card">
      <h1 className="guard-title">{t('auth.login.required')}</h1>
      <Link className="button" to="/login">
        {t('components.guard.login')}
      </Link>
    </div>
  );
}
