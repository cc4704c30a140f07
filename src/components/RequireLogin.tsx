import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../stores/session';
import './RequireLogin.css';

/** Route guard: shows its children only to signed-in users. */
export function RequireLogin({ children }: { children: ReactNode }): ReactElement {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  if (isLoggedIn) return <>{children}</>;
  return (
    <div className="guard card">
      <h1 className="guard-title">Login required</h1>
      <Link className="button" to="/login">
        Login
      </Link>
    </div>
  );
}
