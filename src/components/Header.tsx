import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../stores/session';
import { BrandIcon, LoginIcon, LogoutIcon, MoonIcon, SunIcon } from './Icons';
import './Header.css';

export function Header(): ReactElement {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const profile = useSession((state) => state.profile);
  const darkMode = useSession((state) => state.darkMode);
  const setDarkMode = useSession((state) => state.setDarkMode);
  const role = profile?.roles.map((r) => r.name).join(', ') ?? '';

  function handleToggleDarkMode(): void {
    setDarkMode(!darkMode);
    // The whole page is styled at start, so the new theme applies on the next load.
    window.location.reload();
  }

  return (
    <header className="app-header">
      <Link className="app-header-brand" to="/">
        <BrandIcon />
        <span>Pricelist</span>
      </Link>
      <div className="app-header-actions">
        {isLoggedIn && profile && (
          <div className="app-header-user">
            <span className="app-header-username">{profile.username}</span>
            {role && <span className="app-header-role">{role}</span>}
          </div>
        )}
        <button
          type="button"
          className="icon-button"
          onClick={handleToggleDarkMode}
          aria-label={darkMode ? 'Light mode' : 'Dark mode'}
          title={darkMode ? 'Light mode' : 'Dark mode'}
        >
          {darkMode ? <SunIcon /> : <MoonIcon />}
        </button>
        {isLoggedIn ? (
          <Link className="icon-button icon-button-text" to="/logout" title="Logout">
            <LogoutIcon />
            <span>Logout</span>
          </Link>
        ) : (
          <Link className="icon-button icon-button-text" to="/login" title="Login">
            <LoginIcon />
            <span>Login</span>
          </Link>
        )}
      </div>
    </header>
  );
}
