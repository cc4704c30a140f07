import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../api/types';
import {
  STATUS_OF_ACTION,
  actionIsNoop,
  isOrderStatus,
  orderActions,
  unknownStatusText,
  orderLinePriceText,
  orderLineText,
  orderTableName,
} from './orderRows';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

function line(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    quantity: 2,
    description: '1g',
    kind_id: 'k',
    product_id: null,
    kind_name: 'Amnesia Haze',
    product_name: null,
    internal_product_id: '1011g',
    price: 11,
    line_total: 22,
    ...overrides,
  };
}

describe('order actions', () => {
  it('offers mark complete and cancel for pending orders, and delete once handled', () => {
    expect(orderActions('pending')).toEqual(['complete', 'cancel']);
    expect(orderActions('complete')).toEqual(['complete', 'cancel', 'delete']);
    expect(orderActions('cancelled')).toEqual(['complete', 'cancel', 'delete']);
  });

  it('names an unknown status on its own row', () => {
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus('pending')).toBe(true);
    expect(unknownStatusText('shipped')).toBe('Onbekende status: shipped');
  });

  it('raises an error for an unknown status', () => {
    expect(() => orderActions('shipped')).toThrow('Unknown order status: shipped');
  });

  it('cancels with the status cancelled', () => {
    expect(STATUS_OF_ACTION).toEqual({ complete: 'complete', cancel: 'cancelled' });
  });

  it('knows which action would change nothing', () => {
    expect(actionIsNoop('complete', 'complete')).toBe(true);
    expect(actionIsNoop('cancel', 'cancelled')).toBe(true);
    expect(actionIsNoop('complete', 'cancelled')).toBe(false);
    expect(actionIsNoop('cancel', 'pending')).toBe(false);
    expect(actionIsNoop('delete', 'complete')).toBe(false);
  });
});

describe('order lines', () => {
  it('reads quantity x label and item name', () => {
    expect(orderLineText(line())).toBe('2 x 1g Amnesia Haze');
    expect(
      orderLineText(
        line({ quantity: 1, description: '1st', kind_name: null, product_name: 'Cola' }),
      ),
    ).toBe('1 x 1st Cola');
  });

  it('shows the line total, with the unit price when several were ordered', () => {
    expect(nbsp(orderLinePriceText(line()))).toBe('€ 22,00 (2 x € 11,00)');
    expect(nbsp(orderLinePriceText(line({ quantity: 1, line_total: 3, price: 3 })))).toBe('€ 3,00');
  });

  it('shows a dash for orders without a table', () => {
    expect(orderTableName({ table_name: null })).toBe('-');
    expect(orderTableName({ table_name: 'Tafel 1' })).toBe('Tafel 1');
  });
});
