import { describe, expect, it } from 'vitest';
import { isNewOrder, titleWithCount } from './pendingOrders';

describe('the pending-order count', () => {
  it('puts the count in front of the title, replacing an older count, and drops it at 0', () => {
    expect(titleWithCount('Pricelist', 3)).toBe('(3) Pricelist');
    expect(titleWithCount('(3) Pricelist', 4)).toBe('(4) Pricelist');
    expect(titleWithCount('(4) Pricelist', 0)).toBe('Pricelist');
  });

  it('calls a grown count a new order, but not the first count of a page or shop', () => {
    expect(isNewOrder(null, 5)).toBe(false);
    expect(isNewOrder(2, 3)).toBe(true);
    expect(isNewOrder(3, 3)).toBe(false);
    expect(isNewOrder(3, 2)).toBe(false);
  });
});
