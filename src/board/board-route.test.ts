import { describe, expect, it } from 'vitest';
import {
  feedIsHoreca,
  parseBoardRoute,
  type BoardRoute,
  otherListPath,
  shownVariant,
} from './board-route';

const SHOP = '5c61a4ba-08c8-4221-b102-6ff5c927485b';
const SCREEN = '0f2a0d36-2b4c-4e0e-9a55-1b7d2c3e4f50';

const route = (overrides: Partial<BoardRoute>): BoardRoute => ({
  shopId: SHOP,
  variant: 'normal',
  orientation: 'landscape',
  light: false,
  screenId: null,
  language: null,
  ...overrides,
});

describe('parseBoardRoute (board.md section 2)', () => {
  it.each<[string, string, string, BoardRoute]>([
    ['the standard show', `/pricelist/${SHOP}`, '', route({})],
    [
      'portrait by mode',
      `/pricelist/${SHOP}`,
      '?mode=portrait',
      route({ orientation: 'portrait' }),
    ],
    [
      'light theme, portrait',
      `/pricelist/${SHOP}/light`,
      '?mode=portrait',
      route({ light: true, orientation: 'portrait' }),
    ],
    [
      'hospitality list, portrait',
      `/pricelist/${SHOP}/extra`,
      '?mode=portrait',
      route({ variant: 'extra', orientation: 'portrait' }),
    ],
    [
      'light theme with the hospitality list',
      `/pricelist/${SHOP}/light/extra`,
      '?mode=portrait',
      route({ variant: 'extra', light: true, orientation: 'portrait' }),
    ],
    ['full-screen hospitality list', `/pricelist/${SHOP}/horeca`, '', route({ variant: 'horeca' })],
    [
      'full-screen cannabis list',
      `/pricelist/${SHOP}/cannabis`,
      '',
      route({ variant: 'cannabis' }),
    ],
    ['portrait layout', `/pricelist/${SHOP}/portrait`, '', route({ orientation: 'portrait' })],
    ['landscape layout', `/pricelist/${SHOP}/landscape`, '', route({})],
    ['light', `/pricelist/${SHOP}/light`, '', route({ light: true })],
    [
      'one screen, portrait',
      `/pricelist/${SHOP}/portrait/${SCREEN}`,
      '',
      route({ orientation: 'portrait', screenId: SCREEN }),
    ],
    [
      'one screen, landscape',
      `/pricelist/${SHOP}/landscape/${SCREEN}`,
      '',
      route({ screenId: SCREEN }),
    ],
    [
      'keywords ignore case',
      `/pricelist/${SHOP}/LIGHT/Extra`,
      '',
      route({ variant: 'extra', light: true }),
    ],
    ['no shop', '/pricelist', '', route({ shopId: null })],
    [
      'English by lang',
      `/pricelist/${SHOP}/extra`,
      '?lang=EN',
      route({ variant: 'extra', language: 'en' }),
    ],
    [
      'both languages',
      `/pricelist/${SHOP}`,
      '?mode=portrait&lang=both',
      route({ orientation: 'portrait', language: 'both' }),
    ],
    ['an unknown lang follows the setting', `/pricelist/${SHOP}`, '?lang=de', route({})],
    ['no shop but a keyword', '/pricelist/light', '', route({ shopId: null, light: true })],
  ])('%s', (_, path, search, expected) => {
    expect(parseBoardRoute(path, search)).toEqual(expected);
  });
});

describe('feedIsHoreca', () => {
  it('fetches the hospitality lists whole: edibles and joints are kind rows', () => {
    expect(feedIsHoreca(route({ variant: 'extra' }))).toBeUndefined();
    expect(feedIsHoreca(route({ variant: 'horeca' }))).toBeUndefined();
    expect(feedIsHoreca(route({ variant: 'normal' }))).toBeUndefined();
  });

  it('asks for the cannabis rows alone on the full-screen cannabis display', () => {
    expect(feedIsHoreca(route({ variant: 'cannabis' }))).toBe(false);
    expect(feedIsHoreca(route({ variant: 'cannabis', screenId: SCREEN }))).toBeUndefined();
  });
});

describe('the list a board shows by default', () => {
  const shop = '0b3c8f8e-1d2a-4c5b-9e6f-7a8b9c0d1e2f';
  const route = (path: string, search = '') => parseBoardRoute(path, search);

  it("shows a café's hospitality list at the shop's own address, and a coffeeshop's cannabis list", () => {
    expect(shownVariant(route(`/pricelist/${shop}`), { default_list: 'horeca' })).toBe('horeca');
    expect(shownVariant(route(`/pricelist/${shop}/light`), { default_list: 'horeca' })).toBe(
      'horeca',
    );
    expect(shownVariant(route(`/pricelist/${shop}`), { default_list: 'cannabis' })).toBe('normal');
    // An older server's feed names no list: the standard show.
    expect(shownVariant(route(`/pricelist/${shop}`), {})).toBe('normal');
  });

  it("keeps the spec's list addresses and a multi-screen screen as written", () => {
    const horecaShop = { default_list: 'horeca' } as const;
    expect(shownVariant(route(`/pricelist/${shop}/cannabis`), horecaShop)).toBe('cannabis');
    expect(shownVariant(route(`/pricelist/${shop}/extra`), horecaShop)).toBe('extra');
    expect(shownVariant(route(`/pricelist/${shop}/portrait/${shop}`), horecaShop)).toBe('normal');
  });

  it('offers the other list of a shop of both types, one click away', () => {
    const both = { shop_type: 'both', default_list: 'cannabis' } as const;
    expect(otherListPath(route(`/pricelist/${shop}`), both)).toEqual({
      path: `/pricelist/${shop}/horeca`,
      list: 'horeca',
    });
    expect(otherListPath(route(`/pricelist/${shop}/light/horeca`, '?mode=portrait'), both)).toEqual(
      {
        path: `/pricelist/${shop}/light/cannabis?mode=portrait`,
        list: 'cannabis',
      },
    );
    expect(otherListPath(route(`/pricelist/${shop}`), { shop_type: 'horeca' })).toBeNull();
  });
});
