import { describe, expect, it } from 'vitest';
import {
  bulkBody,
  discountPercent,
  selectFilteredText,
  selectedText,
  targetCategories,
} from './bulkSelection';
import { translate } from '../../i18n';
import type { Translate } from '../../i18n';

const nl: Translate = (key, params) => translate('nl', key, params);
const en: Translate = (key, params) => translate('en', key, params);

describe('bulk bar', () => {
  it('reads in Dutch', () => {
    expect(selectedText(nl, 3)).toBe('3 geselecteerd');
    expect(selectFilteredText(nl, 57)).toBe('Selecteer alle 57 (filter)');
    expect(selectedText(en, 3)).toBe('3 selected');
  });

  it('offers the categories of the tab', () => {
    const categories = [
      { id: 'w', cannabis: true },
      { id: 'd', cannabis: false },
    ];
    expect(targetCategories(categories, 'cannabis').map((c) => c.id)).toEqual(['w']);
    expect(targetCategories(categories, 'horeca').map((c) => c.id)).toEqual(['d']);
  });

  it('takes whole percentages from 1 to 90', () => {
    expect(discountPercent('15')).toBe(15);
    expect(discountPercent(' 90 ')).toBe(90);
    for (const text of ['', '0', '91', '12,5', 'tien']) expect(discountPercent(text)).toBeNull();
  });

  it('builds the request', () => {
    expect(bulkBody('s', ['a'], { type: 'discount', percent: 10 })).toEqual({
      shop_id: 's',
      ids: ['a'],
      action: { type: 'discount', percent: 10 },
    });
  });
});
