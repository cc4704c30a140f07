import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePermissions } from '../../hooks/usePermissions';
import { useSession } from '../../stores/session';
import { usePendingOrders } from '../../hooks/usePendingOrders';
import { headerIconLinks, headerNavLinks } from './headerLinks';
import type { HeaderLink } from './headerLinks';
import {
  BoltIcon,
  BrandIcon,
  CupIcon,
  HistoryIcon,
  LeafIcon,
  LoginIcon,
  LogoutIcon,
  MoonIcon,
  SunIcon,
} from '../ui/Icons';
import { LanguageSwitch } from './LanguageSwitch';
import { ShopSwitcher } from './ShopSwitcher';
import { Tooltip } from '../ui/Tooltip';
import { useT } from '../../i18n';
import { ScreenHealthWarning } from '../ScreenHealth/ScreenHealthWarning';
import './Header.css';

const ICONS: Record<string, () => ReactElement> = {
  '/manage/soorten': LeafIcon,
  '/manage/horeca': CupIcon,
  '/manage/quick-editor': BoltIcon,
  '/history': HistoryIcon,
};

function IconLink({ link }: { link: HeaderLink }): ReactElement {
  const Icon = ICONS[link.to] ?? BoltIcon;
  // The label shows as a tooltip on hover and keyboard focus, and names the link.
  return (
    <Tooltip text={link.label} placement="bottom">
      <Link
        className={link.active ? 'icon-button is-active' : 'icon-button'}
        to={link.to}
        aria-label={link.label}
        aria-current={link.active ? 'page' : undefined}
      >
        <Icon />
      </Link>
    </Tooltip>
  );
}

/**
 * Title, navigation, the user's name and role, manage icons, shop switcher, dark mode and
 * login/logout; which links show follows the spec (see `headerLinks.ts`).
 */
export function Header(): ReactElement {
  const { pathname } = useLocation();
  // The links' labels are read in the current language; `t` makes the header follow a change.
  const t = useT();
  const { isLoggedIn, isSuperuser, isGroupAdmin, isInternalStaff } = usePermissions();
  const profile = useSession((state) => state.profile);
  const shop = useSession((state) => state.shop);
  const darkMode = useSession((state) => state.darkMode);
  const setDarkMode = useSession((state) => state.setDarkMode);
  const role = profile?.roles.map((r) => r.name).join(', ') ?? '';
  const context = {
    isLoggedIn,
    isSuperuser,
    isInternalStaff,
    isGroupAdmin,
    isUsingMultiscreen: shop?.isUsingMultiscreen === true,
    shopId: shop?.id ?? null,
    pathname,
  };
  const navLinks = headerNavLinks(context);
  const pendingOrders = usePendingOrders();
  const iconLinks = headerIconLinks(context);

  function handleToggleDarkMode(): void {
    setDarkMode(!darkMode);
    // The whole page is styled at start, so the new theme applies on the next load.
    window.location.reload();
  }

  return (
    <header className="app-header">
      <Link className="app-header-brand" to="/start">
        <BrandIcon />
        <span>{t('shell.brand')}</span>
      </Link>
      {navLinks.length > 0 && (
        <nav className="app-header-nav" aria-label={t('shell.mainMenu')}>
          {navLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={link.active ? 'app-header-link is-active' : 'app-header-link'}
              aria-current={link.active ? 'page' : undefined}
            >
              {link.label}
              {link.to === '/orders' && pendingOrders !== null && pendingOrders > 0 && (
                <span className="app-header-count" data-testid="pending-order-count">
                  {pendingOrders}
                  <span className="visually-hidden"> {t('shell.pendingOpen')}</span>
                </span>
              )}
            </Link>
          ))}
        </nav>
      )}
      <div className="app-header-actions">
        {isLoggedIn && profile && (
          <div className="app-header-user">
            <span className="app-header-username">{profile.username}</span>
            {role && <span className="app-header-role">{role}</span>}
          </div>
        )}
        {iconLinks.map((link) => (
          <IconLink key={link.to} link={link} />
        ))}
        {isLoggedIn && <ScreenHealthWarning />}
        {isLoggedIn && <ShopSwitcher id="header-shop-switcher" compact />}
        <LanguageSwitch />
        <Tooltip
          text={darkMode ? t('shell.lightMode') : t('shell.darkMode')}
          placement="bottom"
          align="end"
        >
          <button
            type="button"
            className="icon-button"
            onClick={handleToggleDarkMode}
            aria-label={darkMode ? t('shell.lightMode') : t('shell.darkMode')}
          >
            {darkMode ? <SunIcon /> : <MoonIcon />}
          </button>
        </Tooltip>
        {isLoggedIn ? (
          <Link className="icon-button icon-button-text" to="/logout" title={t('shell.logout')}>
            <LogoutIcon />
            <span>{t('shell.logout')}</span>
          </Link>
        ) : (
          <Link className="icon-button icon-button-text" to="/login" title={t('shell.login')}>
            <LoginIcon />
            <span>{t('shell.login')}</span>
          </Link>
        )}
      </div>
    </header>
  );
}
