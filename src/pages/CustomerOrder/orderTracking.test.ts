import { describe, expect, it } from 'vitest';
import type { OrderStatusCheck } from '../../api/types';
import {
  anyOpen,
  keptAfterCheck,
  readTrackedIds,
  trackingKey,
  withPlacedOrder,
  writeTrackedIds,
} from './orderTracking';
import type { TrackingStorage } from './orderTracking';

function memoryStorage(initial: Record<string, string> = {}): TrackingStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function check(n: number, status: OrderStatusCheck['status']): OrderStatusCheck {
  return {
    id: id(n),
    customer_order_id: n,
    status,
    total: 10,
    created_at: '2024-07-19T09:00:00.000Z',
    completed_at: null,
    table_name: 'Tafel 1',
  };
}

describe('following a customer’s orders', () => {
  it('stores ids per shop, newest first, at most 10', () => {
    const storage = memoryStorage();
    let ids: string[] = [];
    for (let n = 1; n <= 12; n += 1)
      ids = writeTrackedIds(storage, 'shop-a', withPlacedOrder(ids, id(n)));
    expect(ids).toHaveLength(10);
    expect(ids[0]).toBe(id(12));
    expect(readTrackedIds(storage, 'shop-a')).toEqual(ids);
    expect(readTrackedIds(storage, 'shop-b')).toEqual([]);
    expect([...storage.data.keys()]).toEqual([trackingKey('shop-a')]);
  });

  it('ignores what is no list of order ids', () => {
    const key = trackingKey('s');
    expect(readTrackedIds(memoryStorage({ [key]: 'not json' }), 's')).toEqual([]);
    expect(readTrackedIds(memoryStorage({ [key]: '{"a":1}' }), 's')).toEqual([]);
    expect(readTrackedIds(memoryStorage({ [key]: JSON.stringify(['x', id(1), 3]) }), 's')).toEqual([
      id(1),
    ]);
    expect(readTrackedIds(null, 's')).toEqual([]);
  });

  it('removes the key when nothing is followed', () => {
    const storage = memoryStorage({ [trackingKey('s')]: JSON.stringify([id(1)]) });
    writeTrackedIds(storage, 's', []);
    expect(storage.data.size).toBe(0);
  });

  it('drops orders the server no longer knows (deleted)', () => {
    expect(
      keptAfterCheck([id(3), id(2), id(1)], [check(3, 'pending'), check(1, 'complete')]),
    ).toEqual([id(3), id(1)]);
  });

  it('keeps checking while an order is open', () => {
    expect(anyOpen([check(1, 'complete'), check(2, 'pending')])).toBe(true);
    expect(anyOpen([check(1, 'complete'), check(2, 'cancelled')])).toBe(false);
  });
});
