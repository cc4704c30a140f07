import { describe, expect, it } from 'vitest';
import type { BoardReportBody } from '../../../src/domain/contract';
import { ViewerList } from './board-viewers';

const SHOP_A = '00000000-0000-4000-8000-00000000000a';
const SHOP_B = '00000000-0000-4000-8000-00000000000b';

function report(shopId: string, n: number): BoardReportBody {
  return {
    shop_id: shopId,
    board_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'device',
    version: '1.0.0',
    feed_etag: null,
    feed_modified_at: null,
    last_render_at: null,
    render_errors: 0,
    uptime_s: 1,
    heap_bytes: null,
    stage_width: 1280,
    stage_height: 720,
    page_url: `http://kiosk/pricelist/${shopId}`,
  };
}

describe('ViewerList', () => {
  it('keeps the latest viewers per shop and in all, and forgets one unseen for too long', () => {
    let now = 0;
    const list = new ViewerList({ perShop: 3, total: 5, maxAgeMs: 1000 }, () => now);
    for (let n = 0; n < 10; n++) {
      now += 10;
      list.see(report(SHOP_A, n));
    }
    // Per shop: the three seen last.
    expect(list.list(new Set([SHOP_A])).map((v) => v.boardId.slice(-1))).toEqual(['9', '8', '7']);
    for (let n = 10; n < 14; n++) {
      now += 10;
      list.see(report(SHOP_B, n));
    }
    // In all: five, the ones seen longest ago dropped first.
    expect(list.size).toBe(5);
    expect(list.list(new Set([SHOP_A, SHOP_B])).map((v) => v.boardId.slice(-2))).toEqual([
      '13',
      '12',
      '11',
      '09',
      '08',
    ]);
    // Seen again: it stays; unseen for longer than maxAgeMs: gone.
    now += 500;
    expect(list.touch(report(SHOP_A, 8))).toBe(true);
    now += 600;
    expect(list.touch(report(SHOP_B, 11))).toBe(false);
    expect(list.list(new Set([SHOP_A, SHOP_B])).map((v) => v.boardId.slice(-2))).toEqual(['08']);
    expect(list.get(SHOP_A, report(SHOP_A, 8).board_id)?.stageWidth).toBe(1280);
    expect(list.remove(SHOP_A, report(SHOP_A, 8).board_id)).toBe(true);
    expect(list.remove(SHOP_A, report(SHOP_A, 8).board_id)).toBe(false);
    expect(list.size).toBe(0);
  });

  it('stays within its bounds under a flood of new ids', () => {
    const list = new ViewerList(undefined, () => 1);
    for (let n = 0; n < 50_000; n++) list.see(report(n % 2 ? SHOP_A : SHOP_B, n));
    expect(list.list(new Set([SHOP_A])).length).toBe(20);
    expect(list.size).toBe(40);
    // One viewer each of 20,000 shops: 5,000 in all.
    for (let n = 0; n < 20_000; n++)
      list.see(report(`00000000-0000-4000-9000-${String(n).padStart(12, '0')}`, n));
    expect(list.size).toBe(5000);
  });
});
