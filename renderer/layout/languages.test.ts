import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_THEMES, type ShopFeed, type ShopPriceItem } from '../../src/domain';
import { resolveTheme } from '../../themes';
import { fixedWidthMeasurer } from './fixed-measurer';
import type { LayoutInput, LayoutOrientation, ShowVariant } from './input';
import { layoutLanguages } from './languages';
import type { BoardLayout } from './output';
import { PRICE_HEADER } from './single-price';
import { makeInput, makeItem, makeProduct } from './test-items';

const WORDS = { nl: { price: PRICE_HEADER }, en: { price: 'Price' } };

function feedOf(name: string): ShopFeed {
  const url = new URL(`./fixtures/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as ShopFeed;
}

/** Everything about a board's grid: each row's box and each price column's place. */
function grid(layout: BoardLayout) {
  return {
    fit: layout.fit,
    columns: layout.columns,
    rows: layout.rows.map((row) => ({
      key: row.key,
      kind: row.kind,
      box: [row.page, row.column, row.x, row.y, row.w, row.h],
      prices:
        row.kind === 'row'
          ? row.prices.map((cell) => [cell.x, cell.w])
          : row.kind === 'title'
            ? row.headers.map((cell) => [cell.x, cell.w])
            : [],
    })),
  };
}

/** Every text a layout draws. */
function texts(layout: BoardLayout): string[] {
  return layout.rows.flatMap((row) => {
    if (row.kind === 'row') return row.runs.map((run) => run.text);
    if (row.kind === 'title') return [row.title?.text ?? '', ...row.headers.map((h) => h.run.text)];
    return [];
  });
}

describe('a board in both languages', () => {
  const cases: [string, ShowVariant, LayoutOrientation][] = [
    ['oudegracht', 'normal', 'landscape'],
    ['oudegracht', 'extra', 'portrait'],
    ['mississippi', 'extra', 'landscape'],
    ['head-shop', 'horeca', 'portrait'],
    ['de-steeg', 'cannabis', 'landscape'],
    ['head-shop-portrait-screen', 'normal', 'portrait'],
  ];

  it.each(cases)('%s %s %s: the same price grid in Dutch and English', (name, variant, o) => {
    const feed = feedOf(name);
    const stored = feed.config.theme ?? DEMO_SHOP_THEMES[feed.name.trim().toLowerCase()];
    const input: LayoutInput = {
      feed,
      show: { variant },
      orientation: o,
      theme: resolveTheme({ shopId: feed.id, theme: stored, light: false }),
      measurer: fixedWidthMeasurer(),
    };
    const layouts = layoutLanguages(input, ['nl', 'en'], WORDS);
    const nl = layouts.get('nl') as BoardLayout;
    const en = layouts.get('en') as BoardLayout;
    expect(nl.rows.length).toBeGreaterThan(0);
    expect(grid(en)).toEqual(grid(nl));
    // The texts do change: the English board is not the Dutch one.
    expect(texts(en)).not.toEqual(texts(nl));
  });

  it("marks a continued category's title in the language shown", () => {
    const items = Array.from({ length: 45 }, (_, n) =>
      makeItem({ id: `k${n}`, kind_name: `Soort ${n + 1}` }),
    );
    const input = makeInput(items, { variant: 'normal' });
    const layouts = layoutLanguages(input, ['nl', 'en'], WORDS);
    const titles = (language: 'nl' | 'en') =>
      (layouts.get(language) as BoardLayout).rows.flatMap((row) =>
        row.kind === 'title' ? [[row.continued, row.title?.text]] : [],
      );
    expect(titles('nl')).toContainEqual([true, 'Wiet (vervolg)']);
    expect(titles('en')).toContainEqual([true, 'Weed (cont.)']);
    expect(titles('nl')).toContainEqual([false, 'Wiet']);
    // Given words win over the defaults.
    const given = layoutLanguages(input, ['nl'], {
      ...WORDS,
      nl: { ...WORDS.nl, continued: 'verder' },
    });
    const texts = (given.get('nl') as BoardLayout).rows.map((row) =>
      row.kind === 'title' ? row.title?.text : null,
    );
    expect(texts).toContain('Wiet (verder)');
  });

  it('tags a row on offer in the language shown, on the same grid', () => {
    const items = [
      makeItem({
        kind_name: 'Amnesia Haze',
        json_prices: [
          { label: '1g', price: 12.5, quantity: 1 },
          { label: '5g', price: 57.5, quantity: 5 },
        ],
        action_labels: [{ label: '1g', price: 11 }],
      }),
      // A list long enough for rows of an everyday size, whose names leave room for a tag.
      ...Array.from({ length: 24 }, (_, n) => makeItem({ kind_name: `Kind ${n}` })),
    ];
    const input = makeInput(
      items,
      { variant: 'normal' },
      { theme: resolveTheme({ shopId: 'x', theme: 'default', light: false }) },
    );
    const words = { nl: { price: 'Prijs', offer: 'ACTIE' }, en: { price: 'Price', offer: 'SALE' } };
    const layouts = layoutLanguages(input, ['nl', 'en'], words);
    const nl = layouts.get('nl') as BoardLayout;
    const en = layouts.get('en') as BoardLayout;
    expect(texts(nl)).toContain('ACTIE');
    expect(texts(en)).toContain('SALE');
    expect(texts(en)).not.toContain('ACTIE');
    expect(grid(en)).toEqual(grid(nl));
  });

  it('keeps the grid when only one language would need a wider price column or title', () => {
    const items = [
      makeProduct({
        category_id: 'drinks',
        category_name: 'Dranken',
        category_name_en: 'Refreshing cold and hot beverages of the house',
        json_prices: [{ label: '1st', price: 2.5, quantity: 1 }],
      }),
      makeProduct({
        category_id: 'drinks',
        category_name: 'Dranken',
        category_name_en: 'Refreshing cold and hot beverages of the house',
        json_prices: [{ label: '2st', price: 4, quantity: 2 }],
      }),
    ];
    const words = { nl: { price: 'Prijs' }, en: { price: 'Price per glass or piece' } };
    const layouts = layoutLanguages(makeInput(items, { variant: 'horeca' }), ['nl', 'en'], words);
    const nl = layouts.get('nl') as BoardLayout;
    const en = layouts.get('en') as BoardLayout;
    expect(grid(en)).toEqual(grid(nl));
    expect(texts(en)).toContain('Price per glass or piece');
    expect(texts(nl)).toContain('Prijs');
    // Alone, each language lays out its own grid: the pairing is what keeps them equal.
    const alone = (language: 'nl' | 'en') =>
      layoutLanguages(makeInput(items, { variant: 'horeca' }), [language], words).get(language);
    expect(grid(alone('en') as BoardLayout)).not.toEqual(grid(alone('nl') as BoardLayout));
  });

  it('shows English texts, and Dutch ones field by field where English is missing', () => {
    const items: ShopPriceItem[] = [
      makeItem({
        category_id: 'a',
        category_name: 'Wiet',
        category_name_en: 'Weed',
        kind_name: 'Amnesia',
        kind_short_description_nl: 'Fris en helder',
        kind_short_description_en: 'Fresh and clear',
        options: { show_product_description: true },
      }),
      makeItem({
        category_id: 'b',
        category_name: 'Hasj',
        category_name_en: null,
        kind_name: 'Marokkaan',
        kind_short_description_nl: 'Zacht en kruidig',
        kind_short_description_en: '  ',
        options: { show_product_description: true },
      }),
    ];
    const layouts = layoutLanguages(makeInput(items), ['en'], WORDS);
    const en = texts(layouts.get('en') as BoardLayout);
    expect(en).toEqual(
      expect.arrayContaining(['Weed', 'Fresh and clear', 'Hasj', 'Zacht en kruidig']),
    );
    expect(en).not.toContain('Wiet');
    expect(en.filter((text) => text === '')).toEqual([]);
    const nl = texts(layoutLanguages(makeInput(items), ['nl'], WORDS).get('nl') as BoardLayout);
    expect(nl).toEqual(expect.arrayContaining(['Wiet', 'Fris en helder', 'Hasj']));
  });
});
