/** Which links the header shows, without React (spec: "Header"). */

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
  pathname: string;
}

const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * The navigation links: Producten (active anywhere under /products), /categories, /screens
 * (multiscreen shops only), /orders, /image-library, /shows (the start-a-show menu) and /admin
 * (superusers); none when logged out.
 */
export function headerNavLinks(context: HeaderContext): HeaderLink[] {
  if (!context.isLoggedIn) return [];
  const { pathname } = context;
  const links: HeaderLink[] = [
    { to: '/products/cannabis', label: 'Producten', active: within(pathname, '/products') },
    { to: '/categories', label: 'Categorieën', active: within(pathname, '/categories') },
  ];
  if (context.isUsingMultiscreen) {
    links.push({ to: '/screens', label: 'Schermen', active: within(pathname, '/screens') });
  }
  links.push({ to: '/orders', label: 'Orders', active: within(pathname, '/orders') });
  links.push({
    to: '/image-library',
    label: "Foto's",
    active: within(pathname, '/image-library'),
  });
  links.push({ to: '/shows', label: 'Shows', active: within(pathname, '/shows') });
  if (context.isSuperuser) {
    links.push({ to: '/admin', label: 'Admin', active: within(pathname, '/admin') });
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
      { to: '/manage/soorten', label: 'Soorten', active: within(pathname, '/manage/soorten') },
      { to: '/manage/horeca', label: 'Horeca', active: within(pathname, '/manage/horeca') },
    );
  }
  links.push({ to: '/history', label: 'Geschiedenis', active: within(pathname, '/history') });
  if (context.isSuperuser) {
    links.push({
      to: '/manage/quick-editor',
      label: 'Quick editor',
      active: within(pathname, '/manage/quick-editor'),
    });
  }
  return links;
}
