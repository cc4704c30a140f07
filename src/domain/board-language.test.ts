import { describe, expect, it } from 'vitest';
import {
  feedInLanguage,
  languagePartners,
  languagesOf,
  resolveBoardLanguage,
} from './board-language';
import type { ShopFeed, ShopPriceItem } from './contract/feed';

const item = (fields: Partial<ShopPriceItem>): ShopPriceItem =>
  ({
    category_name: 'Wiet',
    category_name_en: null,
    main_category_name: null,
    main_category_name_en: null,
    kind_short_description_nl: null,
    kind_short_description_en: null,
    product_short_description_nl: null,
    product_short_description_en: null,
    ...fields,
  }) as ShopPriceItem;

const feedOf = (prices: ShopPriceItem[]) => ({ prices }) as ShopFeed;

describe('feedInLanguage', () => {
  it('takes each English text where set, the Dutch one per field where not', () => {
    const feed = feedOf([
      item({ category_name_en: 'Weed', kind_short_description_nl: 'Fris' }),
      item({
        category_name: 'Dranken',
        category_name_en: '',
        product_short_description_nl: 'Koud',
        product_short_description_en: 'Cold',
        main_category_name: 'Horeca',
        main_category_name_en: 'Hospitality',
      }),
    ]);
    const [first, second] = feedInLanguage(feed, 'en').prices;
    expect(first).toMatchObject({ category_name: 'Weed', kind_short_description_nl: 'Fris' });
    expect(second).toMatchObject({
      category_name: 'Dranken',
      product_short_description_nl: 'Cold',
      main_category_name: 'Hospitality',
    });
    expect(feedInLanguage(feed, 'nl')).toBe(feed);
  });

  it('pairs each Dutch text with its English one, both ways', () => {
    const partners = languagePartners(feedOf([item({ category_name_en: 'Weed' })]));
    expect([...(partners.get('Wiet') ?? [])]).toEqual(['Weed']);
    expect([...(partners.get('Weed') ?? [])]).toEqual(['Wiet']);
  });
});

describe('resolveBoardLanguage', () => {
  it("follows the shop unless the screen has its own mode, with the shop's interval as default", () => {
    const shop = { mode: 'both', seconds: 20 };
    expect(resolveBoardLanguage(shop)).toEqual({ mode: 'both', seconds: 20 });
    expect(resolveBoardLanguage(shop, { mode: null, seconds: null })).toEqual({
      mode: 'both',
      seconds: 20,
    });
    expect(resolveBoardLanguage(shop, { mode: 'en', seconds: null })).toEqual({
      mode: 'en',
      seconds: 20,
    });
    expect(resolveBoardLanguage(shop, { mode: 'both', seconds: 5 })).toEqual({
      mode: 'both',
      seconds: 5,
    });
    expect(resolveBoardLanguage({ mode: 'xx', seconds: 0 })).toEqual({ mode: 'nl', seconds: 15 });
    expect(languagesOf('both')).toEqual(['nl', 'en']);
    expect(languagesOf('en')).toEqual(['en']);
  });
});

describe('free price labels in English', () => {
  const wine = item({
    category_name: 'Wijn',
    json_prices: [
      { label: 'Glas', label_en: 'Glass', price: 4.5, quantity: 1 },
      { label: 'Fles', label_en: 'Bottle', price: 24, quantity: 1 },
      { label: 'Karaf', price: 12, quantity: 1 },
    ],
    deactivated_labels: ['Karaf'],
    action_labels: [{ label: 'Fles', price: 20 }],
  });

  it('names columns, switched-off and discounted labels by their English text where set', () => {
    const [english] = feedInLanguage(feedOf([wine]), 'en').prices;
    expect(english?.json_prices.map((e) => e.label)).toEqual(['Glass', 'Bottle', 'Karaf']);
    expect(english?.deactivated_labels).toEqual(['Karaf']);
    expect(english?.action_labels).toEqual([{ label: 'Bottle', price: 20 }]);
    expect(feedInLanguage(feedOf([wine]), 'nl').prices[0]?.json_prices[0]?.label).toBe('Glas');
  });

  it('pairs each free label with its English text, so both languages share one price grid', () => {
    const partners = languagePartners(feedOf([wine]));
    expect([...(partners.get('Glas') ?? [])]).toEqual(['Glass']);
    expect([...(partners.get('Bottle') ?? [])]).toEqual(['Fles']);
    expect(partners.has('Karaf')).toBe(false);
  });
});
