import { describe, expect, it } from 'vitest';
import type { ScreenAdvancedOptions, ShopPriceItem } from '../../src/domain';
import { darken, lighten } from './colors';
import type { LayoutInput, ShowInput } from './input';
import { layoutBoard } from './layout';
import type { DataRow, TitleRow } from './output';
import { TEST_THEME, makeInput, makeItem, makeProduct } from './test-items';

function board(
  items: ShopPriceItem[],
  show: ShowInput = { variant: 'normal' },
  changes: Partial<LayoutInput> = {},
) {
  const layout = layoutBoard(makeInput(items, show, changes));
  return {
    layout,
    titles: layout.rows.filter((row): row is TitleRow => row.kind === 'title'),
    rows: layout.rows.filter((row): row is DataRow => row.kind === 'row'),
  };
}

const roles = (row: DataRow | undefined) =>
  row?.runs.filter((run) => run.role !== 'image-placeholder').map((run) => run.role) ?? [];
const screen = {
  id: 'screen-1',
  extra_config: { use_truncated_prices: false, big_screen_enable: false },
};

describe('row colours: category colour at color_opacity, even darker, odd lighter', () => {
  it.each<[string, Parameters<typeof makeItem>[0], { color: string; alpha: number }[]]>([
    [
      'custom colour, default opacity 0.35',
      { category_color: '2E7D32' },
      [
        { color: darken('#2E7D32', 0.25), alpha: 0.35 },
        { color: lighten('#2E7D32', 0.25), alpha: 0.35 },
        { color: darken('#2E7D32', 0.25), alpha: 0.35 },
      ],
    ],
    [
      'custom colour, opacity 0.6',
      { category_color: '0288D1', options: { color_opacity: 0.6 } },
      [
        { color: darken('#0288D1', 0.25), alpha: 0.6 },
        { color: lighten('#0288D1', 0.25), alpha: 0.6 },
        { color: darken('#0288D1', 0.25), alpha: 0.6 },
      ],
    ],
    [
      'use_custom_color off: the theme row colour',
      { category_color: '2E7D32', options: { use_custom_color: false } },
      [
        { color: darken(TEST_THEME.colors.rowFallback, 0.25), alpha: 0.35 },
        { color: lighten(TEST_THEME.colors.rowFallback, 0.25), alpha: 0.35 },
        { color: darken(TEST_THEME.colors.rowFallback, 0.25), alpha: 0.35 },
      ],
    ],
  ])('%s', (_, overrides, fills) => {
    const items = [1, 2, 3].map((n) => makeItem({ kind_name: `K${n}`, ...overrides }));
    const { rows } = board(items);
    expect(
      rows.map((row) => ({ color: row.background.color, alpha: row.background.alpha })),
    ).toEqual(fills);
    expect(rows.map((row) => row.parity)).toEqual(['even', 'odd', 'even']);
  });

  it('falls back to the theme colour for a colour that is no hex, and says so', () => {
    const { rows, layout } = board([makeItem({ category_color: 'groen' })]);
    expect(rows[0]?.background.color).toBe(darken(TEST_THEME.colors.rowFallback, 0.25));
    expect(layout.warnings?.map((w) => w.code)).toEqual(['invalid-color']);
  });

  it('rounds rows by the theme radius in vw (0.4vw of 1920 = 7.68px)', () => {
    const { rows, titles } = board([makeItem()]);
    expect(rows[0]?.background.radius).toBe(7.68);
    expect(titles[0]?.background.radius).toBe(7.68);
  });

  it('titles use the category colour at the theme title opacity, with readable text', () => {
    const { titles } = board([
      makeItem({ category_color: 'F9A825' }),
      makeItem({ category_id: 'c2', category_name: 'Groen', category_color: '1B5E20' }),
    ]);
    // 'Groen' before 'Wiet': same row and order number, so by name.
    expect(titles.map((t) => [t.background.color, t.background.alpha, t.title?.color])).toEqual([
      ['#1B5E20', 0.9, TEST_THEME.colors.text.light],
      ['#F9A825', 0.9, TEST_THEME.colors.text.dark],
    ]);
  });
});

describe('what a row shows, by the category display options', () => {
  const full = {
    kind_name: 'Amnesia',
    new: true,
    strains: [{ name: 'Haze' }, { name: 'Skunk' }],
    flags: ['🇳🇱'],
    icons: ['💪'],
    kind_short_description_nl: 'Fris',
    image_1: 'kinds/amnesia.png',
    json_prices: [{ label: '1g', price: 10, quantity: 1 }],
  };
  it.each<[string, Partial<ScreenAdvancedOptions>, string[]]>([
    [
      'defaults: badge, name, star, icons, flags, strains',
      {},
      ['badge', 'name', 'star', 'icons', 'flags', 'strains'],
    ],
    ['no chis: no badge', { show_chis: false }, ['name', 'star', 'icons', 'flags', 'strains']],
    [
      'no flags: icons stay (the legend explains them)',
      { show_flags: false },
      ['badge', 'name', 'star', 'icons', 'strains'],
    ],
    ['no strains', { show_strains: false }, ['badge', 'name', 'star', 'icons', 'flags']],
    [
      'with description',
      { show_product_description: true },
      ['badge', 'name', 'star', 'icons', 'flags', 'strains', 'description'],
    ],
  ])('%s', (_, options, expected) => {
    const { rows } = board([makeItem({ ...full, options })]);
    expect(roles(rows[0])).toEqual(expected);
  });

  it.each([
    ['show_images on: a 32x32 image', true, { key: 'kinds/amnesia.png', w: 32, h: 32 }],
    ['show_images off: none', false, null],
  ])('%s', (_, show_images, image) => {
    const { rows } = board([makeItem({ ...full, options: { show_images } })]);
    const found = rows[0]?.image;
    expect(found ? { key: found.key, w: found.w, h: found.h } : null).toEqual(image);
  });

  it('puts a neutral tile under a row image, so a picture that fails leaves no gap', () => {
    const { rows } = board([makeItem({ ...full, options: { show_images: true } })]);
    const row = rows[0];
    const tile = row?.runs.find((run) => run.role === 'image-placeholder');
    expect(tile && [tile.x, tile.y, tile.w, tile.h]).toEqual(
      row?.image && [row.image.x, row.image.y, row.image.w, row.image.h],
    );
    expect(tile?.box?.alpha).toBeGreaterThan(0);
    const badge = row?.runs.find((run) => run.role === 'badge');
    expect(badge?.x).toBeGreaterThanOrEqual((tile?.x ?? 0) + (tile?.w ?? 0));
  });

  it('writes strains, flags and the product description of a horeca row', () => {
    const drink = makeProduct({
      product_name: 'Muntthee',
      product_short_description_nl: 'Verse munt',
      options: { show_product_description: true },
    });
    const { rows } = board([drink], { variant: 'horeca' });
    expect(rows[0]?.runs.map((run) => run.text)).toEqual(['Muntthee', 'Verse munt']);
  });

  it('places texts left to right without overlap, all before the first price column', () => {
    const { rows } = board(
      [
        makeItem({
          ...full,
          kind_name: 'Een heel lange naam van een soort die nooit past',
          options: { show_product_description: true },
        }),
      ],
      { variant: 'normal' },
      { orientation: 'portrait' },
    );
    const row = rows[0];
    const runs = row?.runs ?? [];
    for (let i = 1; i < runs.length; i += 1) {
      expect(runs[i]?.x).toBeGreaterThanOrEqual((runs[i - 1]?.x ?? 0) + (runs[i - 1]?.w ?? 0));
    }
    const firstPrice = Math.min(...(row?.prices.map((cell) => cell.x) ?? []));
    const last = runs.at(-1);
    expect((last?.x ?? 0) + (last?.w ?? 0)).toBeLessThanOrEqual(firstPrice);
  });

  it.each([
    ['a long description is cut with an ellipsis', 'description'],
    ['a too long name ends in an ellipsis', 'name'],
  ])('%s', (_, role) => {
    // Longer than even a column as wide as the stage holds.
    const long =
      'Zeer lange tekst die nooit op een enkele regel van deze kolom past, hoe dan ook '.repeat(3);
    const item = makeItem({
      ...full,
      kind_name: role === 'name' ? long : 'Kort',
      kind_short_description_nl: long,
      options: { show_product_description: true },
    });
    const { rows } = board([item]);
    // A name may take two lines first: the last of them is cut.
    const run = rows[0]?.runs.filter((r) => r.role === role || `${role}-more` === r.role).at(-1);
    expect(run?.text.endsWith('…')).toBe(true);
  });
});

describe('category titles', () => {
  const withImage = {
    category_image_1: 'categories/wiet.jpg',
    options: { enable_image_for_category: true },
  };
  it.each<[string, Parameters<typeof makeItem>[0], ShowInput, string | null]>([
    [
      'multi-screen with enable_image_for_category: the picture',
      withImage,
      { variant: 'normal', screen },
      'categories/wiet.jpg',
    ],
    ['not on a multi-screen board: the name', withImage, { variant: 'normal' }, null],
    [
      'multi-screen without the option: the name',
      { category_image_1: 'categories/wiet.jpg' },
      { variant: 'normal', screen },
      null,
    ],
    [
      'option on but no picture: the name',
      { options: { enable_image_for_category: true } },
      { variant: 'normal', screen },
      null,
    ],
  ])('%s', (_, overrides, show, image) => {
    const { titles } = board([makeItem(overrides)], show);
    expect(titles[0]?.image?.key ?? null).toBe(image);
    // The name stays readable over the picture, on a backing of the title colour.
    expect(titles[0]?.title?.text).toBe('Wiet');
    expect(Boolean(titles[0]?.title?.box)).toBe(image !== null);
  });

  it('shows the picture once: a repeated title in the next column names the category and says it continues', () => {
    const items = Array.from({ length: 30 }, () => makeItem(withImage));
    const { titles } = board(items, { variant: 'normal', screen });
    const shown = titles.map((title) => [title.continued, Boolean(title.image), title.title?.text]);
    expect(shown[0]).toEqual([false, true, 'Wiet']);
    expect(shown.length).toBeGreaterThan(1);
    for (const later of shown.slice(1)) expect(later).toEqual([true, false, 'Wiet (vervolg)']);
  });

  it('cuts a long continued title before its mark, so the mark shows', () => {
    const name = 'Een hele lange categorienaam die niet in een kolom past '.repeat(3);
    const items = Array.from({ length: 45 }, () => makeItem({ category_name: name }));
    const { titles } = board(items, { variant: 'normal' });
    const later = titles.filter((title) => title.continued);
    expect(later.length).toBeGreaterThan(0);
    for (const title of later) {
      expect(title.title?.text).toMatch(/… \(vervolg\)$/);
      expect((title.title?.x ?? 0) + (title.title?.w ?? 0)).toBeLessThanOrEqual(title.w);
    }
  });

  it('draws a category picture at 5:2.2 across the column, taking the slots it needs', () => {
    const { titles, rows } = board([makeItem(withImage), makeItem(withImage)], {
      variant: 'normal',
      screen,
    });
    const title = titles[0];
    const image = title?.image;
    expect(image?.w).toBe(title?.w);
    expect((image?.w ?? 0) / (image?.h ?? 1)).toBeCloseTo(5 / 2.2, 1);
    expect(image?.h).toBeLessThanOrEqual(title?.titleHeight ?? 0);
    expect(title?.slots).toBeGreaterThan(2);
    // The first row starts right under the title's header line.
    expect(rows[0]?.index).toBe((title?.index ?? 0) + (title?.slots ?? 0));
  });

  it('puts the headers in the lower half of the title', () => {
    const { titles } = board([makeItem()]);
    const title = titles[0];
    expect(title?.slots).toBe(2);
    expect(title?.headers[0]?.run.y).toBeGreaterThanOrEqual(title?.titleHeight ?? 0);
    expect((title?.title?.y ?? 0) + (title?.title?.h ?? 0)).toBeLessThanOrEqual(
      title?.titleHeight ?? 0,
    );
  });
});

describe('keys stay stable so a scene can reuse display objects', () => {
  it('keys data rows by link id, titles by category, and they are unique', () => {
    const items = Array.from({ length: 30 }, (_, n) => makeItem({ kind_name: `K${n}` }));
    const { layout, rows } = board(items);
    expect(rows.map((row) => row.key).sort()).toEqual(items.map((item) => item.id).sort());
    const keys = layout.rows.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('title:cat-wiet');
    // The category continues in further columns under titles of their own keys.
    expect(keys.filter((key) => key.startsWith('title:cat-wiet:')).length).toBeGreaterThan(0);
  });
});
