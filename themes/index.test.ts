import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOARD_THEMES } from '../src/domain';
import {
  ALL_THEMES,
  DEFAULT_THEME,
  DE_STEEG_THEME,
  HEAD_SHOP_THEME,
  LIGHT_THEME,
  MISSISSIPPI_THEME,
  SLOT_THEMES,
  resolveTheme,
  usesDrinksMark,
  withShopMark,
  type BoardTheme,
  type MarkRequest,
  type ThemeSlotIds,
} from './index';

const slots: ThemeSlotIds = { 'slot-1': 'id-harbour', 'slot-3': 'id-polder' };

describe('resolveTheme', () => {
  it.each<[string, string, string | undefined, boolean, ThemeSlotIds, string]>([
    ['the stored theme', 'random-1', 'mississippi', false, {}, 'mississippi'],
    ['another stored theme', 'random-3', 'de-steeg', false, {}, 'de-steeg'],
    ['a stored slot theme', 'random-7', 'slot-2', false, {}, 'slot-2'],
    ['no stored theme: the default', 'random-4', undefined, false, {}, 'default'],
    ['an unknown stored theme: the default', 'random-4', 'disco', false, {}, 'default'],
    ['a slot by shop id', 'id-harbour', 'default', false, slots, 'slot-1'],
    ['another slot', 'id-polder', undefined, false, slots, 'slot-3'],
    [
      'a slot binding wins over the stored theme',
      'id-harbour',
      'mississippi',
      false,
      slots,
      'slot-1',
    ],
    ['an id no slot names', 'id-other', 'default', false, slots, 'default'],
    ['light for a shop on the default', 'random-5', 'default', true, {}, 'light'],
    ['the light theme stored', 'random-5', 'light', false, {}, 'light'],
    ['light for a shop with a theme', 'random-6', 'mississippi', true, {}, 'mississippi-light'],
    ['light for a slot', 'id-polder', undefined, true, slots, 'slot-3-light'],
  ])('%s', (_, shopId, theme, light, ids, expected) => {
    expect(resolveTheme({ shopId, theme, light }, ids).id).toBe(expected);
  });

  it('is the same list of ids the server accepts for a shop', () => {
    expect(ALL_THEMES.map((theme) => theme.id)).toEqual(BOARD_THEMES.map((theme) => theme.id));
  });

  it("keeps the shop's banner, logo and readings on its light board", () => {
    const theme = resolveTheme({ shopId: 'x', theme: 'de-steeg', light: true });
    expect(theme.colors).toEqual(LIGHT_THEME.colors);
    expect(theme.images).toEqual(DE_STEEG_THEME.images);
    expect(theme.drinksImages).toEqual(DE_STEEG_THEME.drinksImages);
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

describe('the mark a board carries', () => {
  it.each<[string, MarkRequest, boolean]>([
    ["a café's board", { shopType: 'horeca', hospitality: false, cannabisRows: false }, true],
    [
      "a café's hospitality list",
      { shopType: 'horeca', hospitality: true, cannabisRows: false },
      true,
    ],
    [
      'a café with a stray kind',
      { shopType: 'horeca', hospitality: false, cannabisRows: true },
      true,
    ],
    [
      "a coffeeshop's board",
      { shopType: 'cannabis', hospitality: false, cannabisRows: true },
      false,
    ],
    [
      'the hospitality list of a shop with edibles and joints',
      { shopType: 'both', hospitality: true, cannabisRows: true },
      false,
    ],
    [
      'the hospitality list of a shop without cannabis on its list',
      { shopType: 'both', hospitality: true, cannabisRows: false },
      true,
    ],
    [
      'the cannabis list of a shop of both',
      { shopType: 'both', hospitality: false, cannabisRows: true },
      false,
    ],
    [
      "an older server's feed",
      { shopType: undefined, hospitality: false, cannabisRows: true },
      false,
    ],
  ])('%s', (_, request, drinks) => {
    expect(usesDrinksMark(request)).toBe(drinks);
    const theme = withShopMark(DEFAULT_THEME, request);
    expect(theme.images).toEqual(drinks ? DEFAULT_THEME.drinksImages : DEFAULT_THEME.images);
  });

  /** The petals of the leaf every theme's cannabis mark is drawn from. */
  const LEAF = /<path d="M0,0 Q/;

  it.each(ALL_THEMES.map((theme) => [theme.id, theme] as const))(
    '%s: a drinks mark of its own, without a leaf',
    (_, theme) => {
      expect(theme.drinksImages.logo).not.toBe(theme.images.logo);
      for (const image of Object.values(theme.drinksImages)) {
        expect(image).toMatch(/^assets\/(banners|logos)\//);
        const file = `${process.cwd()}/${String(image)}`;
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file, 'utf8'), file).not.toMatch(LEAF);
      }
      const light = resolveTheme({ shopId: 'x', theme: theme.id, light: true });
      expect(light.drinksImages.logo).not.toBe(theme.images.logo);
    },
  );
});
