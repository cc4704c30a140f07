import { describe, expect, it } from 'vitest';
import {
  addEmoji,
  canEditItem,
  checkText,
  detailTypeOf,
  emojiLimitText,
  removeEmoji,
} from './detailModel';

describe('the product detail page', () => {
  it('knows its two types', () => {
    expect(detailTypeOf('/view/cannabis/k1')).toBe('cannabis');
    expect(detailTypeOf('/view/product/p1')).toBe('product');
    expect(detailTypeOf('/view/categorys/c1')).toBeNull();
  });

  it('lets staff edit their group items and only superusers the global ones', () => {
    expect(canEditItem({ shop_group_id: 'g1' }, false)).toBe(true);
    expect(canEditItem({ shop_group_id: null }, false)).toBe(false);
    expect(canEditItem({ shop_group_id: null }, true)).toBe(true);
  });

  it('refuses an empty name but not an empty description', () => {
    expect(checkText('name', '  ')).toBe('Vul een naam in.');
    expect(checkText('description_nl', '')).toBeNull();
  });
});

describe('emoji lists', () => {
  it('adds a trimmed emoji once', () => {
    expect(addEmoji(['🇳🇱'], ' 🇺🇸 ')).toEqual({ ok: true, list: ['🇳🇱', '🇺🇸'] });
    expect(addEmoji(['🇳🇱'], '🇳🇱')).toEqual({ ok: false, message: 'Staat al in de lijst.' });
    expect(addEmoji([], ' ')).toMatchObject({ ok: false });
  });

  it('keeps to 10 entries of at most 16 characters', () => {
    const ten = Array.from({ length: 10 }, (_, index) => String(index));
    expect(addEmoji(ten, '🔥')).toEqual({ ok: false, message: 'Hooguit 10.' });
    expect(addEmoji([], 'x'.repeat(17))).toMatchObject({ ok: false });
    expect(emojiLimitText('flags')).toBe('maximaal 10 flags');
  });

  it('removes by position', () => {
    expect(removeEmoji(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
