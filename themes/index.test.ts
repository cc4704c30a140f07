import { describe, expect, it } from 'vitest';
import {
  ALL_THEMES,
  DEFAULT_THEME,
  DE_STEEG_THEME,
  HEAD_SHOP_THEME,
  LIGHT_THEME,
  MISSISSIPPI_THEME,
  SLOT_THEMES,
  resolveTheme,
  type BoardTheme,
  type ThemeSlotIds,
} from './index';

const slots: ThemeSlotIds = { 'slot-1': 'id-harbour', 'slot-3': 'id-polder' };

describe('resolveTheme', () => {
  it.each<[string, string, string, boolean, ThemeSlotIds, string]>([
    ['Mississippi by name', 'random-1', 'Mississippi', false, {}, 'mississippi'],
    ['name matching ignores case and spaces', 'random-2', '  head shop ', false, {}, 'head-shop'],
    ['De Steeg by name', 'random-3', 'De Steeg', false, {}, 'de-steeg'],
    ['an unknown shop gets the default', 'random-4', 'Oudegracht', false, {}, 'default'],
    ['a slot by shop id', 'id-harbour', 'Oudegracht', false, slots, 'slot-1'],
    ['another slot', 'id-polder', 'Polder', false, slots, 'slot-3'],
    ['a slot wins over a demo name', 'id-harbour', 'Mississippi', false, slots, 'slot-1'],
    ['an id no slot names', 'id-other', 'Oudegracht', false, slots, 'default'],
    ['light for an unknown shop', 'random-5', 'Oudegracht', true, {}, 'light'],
    ['light for a shop with a theme', 'random-6', 'Mississippi', true, {}, 'mississippi-light'],
    ['light for a slot', 'id-polder', 'Polder', true, slots, 'slot-3-light'],
  ])('%s', (_, shopId, shopName, light, ids, expected) => {
    expect(resolveTheme({ shopId, shopName, light }, ids).id).toBe(expected);
  });

  it("keeps the shop's banner, logo and readings on its light board", () => {
    const theme = resolveTheme({ shopId: 'x', shopName: 'De Steeg', light: true });
    expect(theme.colors).toEqual(LIGHT_THEME.colors);
    expect(theme.images).toEqual(DE_STEEG_THEME.images);
    expect(theme.readings).toEqual(DE_STEEG_THEME.readings);
  });
});

describe('every theme', () => {
  const hex = /^#[0-9A-F]{6}$/;
  const colorsOf = (theme: BoardTheme): string[] => [
    theme.colors.background,
    ...Object.values(theme.colors.text),
    ...Object.values(theme.colors.muted),
    theme.colors.rowFallback,
    theme.colors.titleFallback,
    theme.colors.discount,
    theme.colors.oldPrice,
    theme.colors.star,
    ...Object.values(theme.colors.badges),
    theme.colors.badgeText,
    ...Object.values(theme.backgrounds),
  ];

  it('has a unique id', () => {
    const ids = ALL_THEMES.map((theme) => theme.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'default',
      'light',
      'mississippi',
      'head-shop',
      'de-steeg',
      'slot-1',
      'slot-2',
      'slot-3',
    ]);
  });

  it.each(ALL_THEMES.map((theme) => [theme.id, theme] as const))(
    '%s: data in the agreed shape',
    (_, theme) => {
      for (const color of colorsOf(theme)) expect(color).toMatch(hex);
      for (const font of Object.values(theme.fonts)) {
        expect(font.family).not.toBe('');
        expect(font.package).toMatch(/^@fontsource\/[a-z-]+$/);
        expect(font.scale).toBeGreaterThan(0.3);
        expect(font.scale).toBeLessThanOrEqual(1);
      }
      for (const image of Object.values(theme.images))
        expect(image).toMatch(/^assets\/(banners|logos)\//);
      expect(theme.backgrounds.base).toBe(theme.colors.background);
      expect(theme.rowRadiusVw).toBeGreaterThanOrEqual(0);
      expect(theme.titleAlpha).toBeGreaterThan(0);
      expect(theme.list.hiddenCategory).toBe('Edibles');
    },
  );

  it('the shop themes have their own banner and logo', () => {
    const shops = [
      MISSISSIPPI_THEME,
      HEAD_SHOP_THEME,
      DE_STEEG_THEME,
      ...Object.values(SLOT_THEMES),
    ];
    const images = shops.map((theme) => theme.images.banner);
    expect(new Set(images).size).toBe(shops.length);
    expect(images).not.toContain(DEFAULT_THEME.images.banner);
  });

  it('some themes round rows by 0.4vw, others less or not at all', () => {
    expect(DEFAULT_THEME.rowRadiusVw).toBe(0.4);
    expect(DE_STEEG_THEME.rowRadiusVw).toBe(0);
  });
});
