import { describe, expect, it } from 'vitest';
import { headerIconLinks, headerNavLinks } from './headerLinks';
import type { HeaderContext } from './headerLinks';

const staff: HeaderContext = {
  isLoggedIn: true,
  isSuperuser: false,
  isInternalStaff: false,
  isUsingMultiscreen: false,
  pathname: '/',
};

const targets = (links: { to: string }[]) => links.map((link) => link.to);

describe('header navigation', () => {
  it('shows nothing but the login icon when logged out', () => {
    const loggedOut = { ...staff, isLoggedIn: false, isSuperuser: true };
    expect(headerNavLinks(loggedOut)).toEqual([]);
    expect(headerIconLinks(loggedOut)).toEqual([]);
  });

  it("links to the active shop's settings page when there is one", () => {
    const links = headerNavLinks({ ...staff, shopId: 'abc', pathname: '/shops/abc/settings' });
    expect(links.at(-1)).toEqual({
      to: '/shops/abc/settings',
      label: 'Shop instellingen',
      active: true,
    });
    expect(targets(headerNavLinks({ ...staff, shopId: null }))).not.toContain(
      '/shops/abc/settings',
    );
  });

  it('links staff to products, categories, orders, the image library, shows and the fleet', () => {
    expect(targets(headerNavLinks(staff))).toEqual([
      '/products/cannabis',
      '/categories',
      '/orders',
      '/image-library',
      '/shows',
      '/fleet',
    ]);
  });

  it('adds screens for multiscreen shops and admin for superusers', () => {
    expect(
      targets(headerNavLinks({ ...staff, isUsingMultiscreen: true, isSuperuser: true })),
    ).toEqual([
      '/products/cannabis',
      '/categories',
      '/screens',
      '/orders',
      '/image-library',
      '/shows',
      '/fleet',
      '/admin',
    ]);
  });

  it('offers a group admin the Admin page for the shops of their groups', () => {
    expect(targets(headerNavLinks({ ...staff, isGroupAdmin: true })).slice(-2)).toEqual([
      '/integrations',
      '/admin',
    ]);
    expect(targets(headerNavLinks(staff))).not.toContain('/admin');
  });

  it('marks Producten active for any path under /products', () => {
    for (const pathname of [
      '/products/cannabis',
      '/products/horeca',
      '/products/edit-product/horeca/x',
    ]) {
      const [products] = headerNavLinks({ ...staff, pathname });
      expect(products).toEqual({ to: '/products/cannabis', label: 'Producten', active: true });
    }
    expect(headerNavLinks({ ...staff, pathname: '/productsx' })[0]?.active).toBe(false);
    const categories = headerNavLinks({ ...staff, pathname: '/categories' })[1];
    expect(categories?.active).toBe(true);
  });

  it('marks Shows active on the start-a-show menu', () => {
    const shows = headerNavLinks({ ...staff, pathname: '/shows' }).find((l) => l.to === '/shows');
    expect(shows).toEqual({ to: '/shows', label: 'Shows', active: true });
  });
});

describe('header icons', () => {
  it('gives accounts outside the internal staff domain the manage icons', () => {
    expect(targets(headerIconLinks(staff))).toEqual([
      '/manage/soorten',
      '/manage/horeca',
      '/history',
    ]);
    // Geschiedenis is everyone's.
    expect(targets(headerIconLinks({ ...staff, isInternalStaff: true }))).toEqual(['/history']);
  });

  it('gives superusers the quick editor', () => {
    expect(targets(headerIconLinks({ ...staff, isSuperuser: true }))).toEqual([
      '/manage/soorten',
      '/manage/horeca',
      '/history',
      '/manage/quick-editor',
    ]);
    expect(
      targets(headerIconLinks({ ...staff, isSuperuser: true, isInternalStaff: true })),
    ).toEqual(['/history', '/manage/quick-editor']);
  });
});
