import { describe, expect, it } from 'vitest';
import { layoutBoard } from '../layout';
import { makeInput, makeItem } from '../layout/test-items';
import { priceZones, snowVisibility, SNOW_FEATHER } from './snow-zones';

describe('snow gives way over the price columns', () => {
  const zones = [{ x: 100, y: 100, w: 200, h: 300 }];

  it.each([
    ['inside a price column', 150, 200, 0],
    ['on its edge', 100, 200, 0],
    ['half a feather left of it', 100 - SNOW_FEATHER / 2, 200, 0.5],
    ['a feather away', 100 - SNOW_FEATHER, 200, 1],
    ['far away', 10, 10, 1],
    ['half a feather below it', 150, 400 + SNOW_FEATHER / 2, 0.5],
  ])('a flake %s shows %s', (_, x, y, expected) => {
    expect(snowVisibility(x, y, zones)).toBeCloseTo(expected, 5);
  });

  it('shows fully with no zones', () => {
    expect(snowVisibility(150, 200, [])).toBe(1);
  });

  it("takes a board's zones from its price cells: names stay under the snow", () => {
    const items = [makeItem({ kind_name: 'Amnesia' }), makeItem({ kind_name: 'Haze' })];
    const layout = layoutBoard(makeInput(items));
    const found = priceZones(layout);
    expect(found).toHaveLength(1);
    const rows = layout.rows.filter((row) => row.kind === 'row');
    for (const row of rows) {
      if (row.kind !== 'row') continue;
      for (const cell of row.prices) {
        const middle = { x: row.x + cell.x + cell.w / 2, y: row.y + row.h / 2 };
        expect(snowVisibility(middle.x, middle.y, found)).toBe(0);
      }
      const name = row.runs.find((run) => run.role === 'name');
      if (name) {
        expect(snowVisibility(row.x + name.x + 2, row.y + row.h / 2, found)).toBeGreaterThan(0);
      }
    }
  });
});
