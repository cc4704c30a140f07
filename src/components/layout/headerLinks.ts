/** Which links the header shows, without React (spec: "Header"). */
import { t } from '../../i18n';

export interface HeaderLink {
  to: string;
  label: string;
  active: boolean;
}

export interface HeaderContext {
  isLoggedIn: boolean;
  isSuperuser: boolean;
  /** An internal staff account (see `isInternalStaffEmail`). */
  isInternalStaff: boolean;
  /** The active shop uses multiscreen. */
  isUsingMultiscreen: boolean;
  /** An admin of a shop group (or a superuser): the "Koppelingen" page is theirs. */
  isGroupAdmin?: boolean;
  /** The active shop, whose settings page the menu links to; none without one. */
  shopId?: string | null;
  pathname: string;
}

const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * The navigation links: Producten (active anywhere under /products), /categories, /screens
 * (multiscreen shops only), /orders, /image-library, /shows (the start-a-show menu), /fleet (every
 * board of every shop the user may see), the active shop's settings (/shops/{id}/settings),
 * /integrations (Koppelingen, group admins) and /admin (superusers and group admins: a group
 * admin manages the shops of their groups there); none when logged out.
 */
export function headerNavLinks(context: HeaderContext): HeaderLink[] {
  if (!context.isLoggedIn) return [];
  const { pathname } = context;
  const links: HeaderLink[] = [
    {
      to: '/products/cannabis',
      label: t('shell.nav.products'),
      active: within(pathname, '/products'),
    },
    {
      to: '/categories',
      label: t('shell.nav.categories'),
      active: within(pathname, '/categories'),
    },
  ];
  if (context.isUsingMultiscreen) {
    links.push({
      to: '/screens',
      label: t('shell.nav.screens'),
      active: within(pathname, '/screens'),
    });
  }
  links.push({ to: '/orders', label: t('shell.nav.orders'), active: within(pathname, '/orders') });
  links.push({
    to: '/image-library',
    label: t('shell.nav.pictures'),
    active: within(pathname, '/image-library'),
  });
  links.push({ to: '/shows', label: t('shell.nav.shows'), active: within(pathname, '/shows') });
  links.push({ to: '/fleet', label: t('fleet.nav'), active: within(pathname, '/fleet') });
  if (context.shopId) {
    const to = `/shops/${context.shopId}/settings`;
    links.push({ to, label: t('shopSettings.nav'), active: within(pathname, '/shops') });
  }
  if (context.isGroupAdmin) {
    links.push({
      to: '/integrations',
      label: t('integrations.nav'),
      active: within(pathname, '/integrations'),
    });
  }
  if (context.isSuperuser || context.isGroupAdmin) {
    links.push({ to: '/admin', label: t('shell.nav.admin'), active: within(pathname, '/admin') });
  }
  return links;
}

/**
 * The icon links: /manage/soorten and /manage/horeca for accounts outside the internal staff
 * domain, /history (Geschiedenis) for everyone, /manage/quick-editor for superusers.
 */
export function headerIconLinks(context: HeaderContext): HeaderLink[] {
  if (!context.isLoggedIn) return [];
  const { pathname } = context;
  const links: HeaderLink[] = [];
  if (!context.isInternalStaff) {
    links.push(
      {
        to: '/manage/soorten',
        label: t('shell.nav.kinds'),
        active: within(pathname, '/manage/soorten'),
      },
      {
        to: '/manage/horeca',
        label: t('shell.nav.horeca'),
        active: within(pathname, '/manage/horeca'),
      },
    );
  }
  links.push({
    to: '/history',
    label: t('shell.nav.history'),
    active: within(pathname, '/history'),
  });
  if (context.isSuperuser) {
    links.push({
      to: '/manage/quick-editor',
      label: t('shell.nav.quickEditor'),
      active: within(pathname, '/manage/quick-editor'),
    });
  }
  return links;
}
