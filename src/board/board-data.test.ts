import { describe, expect, it } from 'vitest';
import type { ShopFeed, ShopPriceItem } from '../domain';
import {
  THEME_SLOTS_KEY,
  feedCharacters,
  feedGraphemes,
  isCategoryPicture,
  loadScreen,
  themeSlotIds,
  withoutPictures,
} from './board-data';

function memoryStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const item = (overrides: Partial<ShopPriceItem>) => overrides as ShopPriceItem;
const feed = (prices: ShopPriceItem[]) => ({ name: 'Mississippi', prices }) as ShopFeed;

describe('loadScreen', () => {
  const body = { id: 's1', orientation: 'portrait', extra_config: { big_screen_enable: true } };
  const ok = (async () => Response.json(body)) as typeof fetch;
  const down = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;

  it('reads orientation and options, and keeps a copy for offline starts', async () => {
    const storage = memoryStorage();
    expect(await loadScreen('', 's1', ok, storage)).toEqual({
      id: 's1',
      orientation: 'portrait',
      extra_config: { big_screen_enable: true, use_truncated_prices: false },
    });
    expect(await loadScreen('', 's1', down, storage)).toMatchObject({ orientation: 'portrait' });
  });

  it('shows a mobile screen in the address orientation, and knows nothing offline without a copy', async () => {
    const mobile = (async () => Response.json({ ...body, orientation: 'mobile' })) as typeof fetch;
    expect(await loadScreen('', 's1', mobile, null)).toMatchObject({ orientation: null });
    expect(await loadScreen('', 's1', down, memoryStorage())).toBeNull();
  });
});

describe('themeSlotIds', () => {
  it('binds slots from the build, overridden per device, ignoring anything malformed', () => {
    const env = { VITE_THEME_SLOTS: '{"slot-1":"a","slot-2":"b","slot-9":"x"}' };
    expect(themeSlotIds(env, null)).toEqual({ 'slot-1': 'a', 'slot-2': 'b' });
    const device = memoryStorage({ [THEME_SLOTS_KEY]: '{"slot-2":"c"}' });
    expect(themeSlotIds(env, device)).toEqual({ 'slot-1': 'a', 'slot-2': 'c' });
    expect(themeSlotIds({ VITE_THEME_SLOTS: 'not json' }, memoryStorage())).toEqual({});
  });
});

describe('feed texts and pictures', () => {
  const prices = [
    item({
      category_name: 'Wiet',
      kind_name: 'Łódź',
      flags: ['🇳🇱'],
      icons: ['💪'],
      strains: [],
      json_prices: [],
      category_image_1: 'c/wiet.jpg',
    }),
    item({
      category_name: 'Hasj',
      product_name: 'Thé',
      flags: [],
      icons: [],
      strains: [{ name: 'Kush' }],
      json_prices: [{ label: '1g', price: 1, quantity: 1 }],
      category_image_1: null,
      image_1: 'k/a.jpg',
    }),
  ];

  it('lists every character the board can draw, each once', () => {
    const text = feedCharacters(feed(prices), ['★']);
    for (const c of ['Ł', 'ó', 'é', '🇳', '💪', 'K', '€', '3']) expect(text).toContain(c);
    expect(new Set(Array.from(text)).size).toBe(Array.from(text).length);
  });

  it('lists whole flags and emoji among the graphemes, for choosing the emoji font', () => {
    const graphemes = feedGraphemes(feed(prices), ['★']);
    for (const g of ['🇳🇱', '💪', 'Ł', '★']) expect(graphemes).toContain(g);
    expect(graphemes).not.toContain('🇳');
  });

  it('takes out missing category pictures only', () => {
    const shown = withoutPictures(feed(prices), new Set(['c/wiet.jpg']));
    expect(shown.prices.map((p) => p.category_image_1)).toEqual([null, null]);
    expect(withoutPictures(feed(prices), new Set())).toEqual(feed(prices));
    expect(isCategoryPicture(feed(prices), 'c/wiet.jpg')).toBe(true);
    expect(isCategoryPicture(feed(prices), 'k/a.jpg')).toBe(false);
  });
});
