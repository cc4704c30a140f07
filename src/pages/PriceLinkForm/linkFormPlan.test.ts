import { describe, expect, it } from 'vitest';
import { plannedLinkChanges } from './linkFormPlan';
import type { PriceLinkValues } from './priceLinkFormModel';

const initial: PriceLinkValues = {
  priceId: 'p1',
  useExistingPrice: false,
  sourceLinkId: '',
  categoryId: 'c1',
  itemId: 'k1',
  active: true,
  isNew: false,
};

describe('the price-link form saved for a moment', () => {
  it('makes one scheduled change per field that can be scheduled', () => {
    expect(
      plannedLinkChanges(initial, { ...initial, categoryId: 'c2', active: false, isNew: true }),
    ).toEqual({
      ok: true,
      changes: [
        { type: 'category', category_id: 'c2' },
        { type: 'availability', active: false },
        { type: 'new', new: true },
      ],
    });
  });
  it('refuses other fields and an unchanged form', () => {
    expect(plannedLinkChanges(initial, { ...initial, priceId: 'p2', active: false })).toEqual({
      ok: false,
      key: 'schedule.linkForm.only',
    });
    expect(plannedLinkChanges(initial, initial)).toEqual({
      ok: false,
      key: 'schedule.linkForm.nothing',
    });
  });
});
