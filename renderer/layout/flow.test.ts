import { describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_ADVANCED_OPTIONS } from '../../src/domain';
import { flowColumns, type Flow } from './flow';
import { ROWS_PER_COLUMN, rowsPerColumn } from './layout';
import type { BoardItem } from './select';
import type { CategoryBlock } from './sort';

/** A category named `name` with `rows` products on `side`. */
function block(name: string, rows: number, side: 'left' | 'right' = 'left'): CategoryBlock {
  const items = Array.from(
    { length: rows },
    (_, n) => ({ key: `${name}${n + 1}`, name: `${name}${n + 1}` }) as BoardItem,
  );
  return {
    id: name,
    name,
    side,
    row: 0,
    order: 0,
    color: null,
    image: null,
    options: DEFAULT_SCREEN_ADVANCED_OPTIONS,
    items,
    labels: [],
  };
}

/** Placements as short strings: `c0#2 A1` a row, `T:A`/`T+:A` a (continued) title, `-` blank, `L` legend. */
function plan(flow: Flow): string[] {
  return flow.placements.map((p) => {
    const at = `c${p.column}#${p.index}`;
    if (p.kind === 'title') return `${at} T${p.continued ? '+' : ''}:${p.block.name}`;
    if (p.kind === 'row') return `${at} ${p.item.name}`;
    return `${at} ${p.kind === 'blank' ? '-' : 'L'}`;
  });
}

describe('rows per column', () => {
  it.each([
    ['normal', 20],
    ['cannabis', 20],
    ['extra', 34],
    ['horeca', 34],
  ] as const)('%s: %s rows', (variant, rows) => {
    expect(rowsPerColumn(variant)).toBe(rows);
  });

  it.each([
    [ROWS_PER_COLUMN.cannabis, 18, ['c0#0 T:A', 'c0#19 A18'], 2],
    // Keep with two: the continuation carries two rows, not one.
    [ROWS_PER_COLUMN.cannabis, 19, ['c0#18 A17', 'c1#0 T+:A', 'c1#2 A18', 'c1#3 A19'], 2],
    [ROWS_PER_COLUMN.hospitality, 32, ['c0#33 A32'], 2],
    [ROWS_PER_COLUMN.hospitality, 33, ['c0#32 A31', 'c1#0 T+:A', 'c1#2 A32', 'c1#3 A33'], 2],
  ])(
    'capacity %s with a %s-row category: %j, %s left column(s)',
    (capacity, rows, expected, leftColumns) => {
      const flow = flowColumns([block('A', rows)], [], capacity);
      expect(plan(flow)).toEqual(expect.arrayContaining(expected));
      expect(flow.sides.filter((side) => side === 'left')).toHaveLength(leftColumns);
      expect(flow.placements.every((p) => p.index < capacity)).toBe(true);
    },
  );
});

describe('a category title needs at least 2 free rows below it', () => {
  // Capacity 10: A takes title (2) + its rows; B then needs a blank, its title (2) and 2 rows.
  it.each([
    ['4 rows used: blank, title and 2 rows fit', 2, 'c0#5 T:B'],
    // Blank, title and 2 rows fit, but B's third row would stand alone under a repeated title.
    ['5 rows used: B would leave one row to continue, B moves on whole', 3, 'c1#0 T:B'],
    ['6 rows used: only 1 row would be left, B moves on', 4, 'c1#0 T:B'],
    ['9 rows used: B moves on', 7, 'c1#0 T:B'],
  ])('%s', (_, rowsOfA, titleOfB) => {
    expect(plan(flowColumns([block('A', rowsOfA), block('B', 3)], [], 10))).toContain(titleOfB);
  });
});

describe('keep with two: a continued category carries at least two rows', () => {
  it.each([
    [19, 20],
    [20, 20],
    [37, 20],
    [38, 20],
    [5, 6],
    [33, 34],
  ])('%s rows at %s slots a column', (rows, capacity) => {
    const flow = flowColumns([block('X', 3), block('A', rows)], [], capacity);
    const byColumn = new Map<number, number>();
    for (const p of flow.placements) {
      if (p.kind === 'row' && p.block.name === 'A') {
        byColumn.set(p.column, (byColumn.get(p.column) ?? 0) + 1);
      }
    }
    const continued = flow.placements.filter((p) => p.kind === 'title' && p.continued);
    for (const title of continued)
      expect(byColumn.get(title.column) ?? 0).toBeGreaterThanOrEqual(2);
    expect([...byColumn.values()].reduce((sum, n) => sum + n, 0)).toBe(rows);
    expect(flow.placements.every((p) => p.index < capacity)).toBe(true);
  });

  it('holds under a low balancing limit and on paged boards too (2,000 seeded shapes)', () => {
    let seed = 7;
    const draw = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let shape = 0; shape < 2000; shape += 1) {
      const capacity = 6 + draw(29);
      const left = Array.from({ length: 1 + draw(6) }, (_, n) =>
        block(`L${n}`, 1 + draw(capacity + 5)),
      );
      const right = Array.from({ length: draw(3) }, (_, n) =>
        block(`R${n}`, 1 + draw(capacity), 'right'),
      );
      const perPage = draw(2) === 0 ? undefined : 1 + draw(3);
      const flow = flowColumns(left, right, {
        capacity: () => capacity,
        ...(draw(2) === 0 && { limit: { left: 3 + draw(capacity), right: 3 + draw(capacity) } }),
        ...(perPage && { perPage, continuous: true }),
      });
      const rows = new Map<string, number>();
      for (const p of flow.placements)
        if (p.kind === 'row')
          rows.set(`${p.block.id}@${p.column}`, (rows.get(`${p.block.id}@${p.column}`) ?? 0) + 1);
      for (const p of flow.placements)
        if (p.kind === 'title' && p.continued)
          expect(
            rows.get(`${p.block.id}@${p.column}`) ?? 0,
            `shape ${shape}: ${JSON.stringify({ capacity, perPage, l: left.map((b) => b.items.length), r: right.map((b) => b.items.length) })} ${plan(flow).join(' | ')}`,
          ).toBeGreaterThanOrEqual(2);
      expect(flow.placements.every((p) => p.index < capacity)).toBe(true);
    }
  });
});

describe('filling columns', () => {
  it('separates two categories of a column by one blank row, none at the top', () => {
    expect(plan(flowColumns([block('A', 2), block('B', 1)], [], 20))).toEqual([
      'c0#0 T:A',
      'c0#2 A1',
      'c0#3 A2',
      'c0#4 -',
      'c0#5 T:B',
      'c0#7 B1',
      'c0#8 -',
      'c0#9 L',
    ]);
  });

  it('continues an overflowing category in the next column under a repeated title', () => {
    expect(plan(flowColumns([block('A', 8)], [], 6))).toEqual([
      'c0#0 T:A',
      'c0#2 A1',
      'c0#3 A2',
      'c0#4 A3',
      'c0#5 A4',
      'c1#0 T+:A',
      'c1#2 A5',
      'c1#3 A6',
      'c1#4 A7',
      'c1#5 A8',
      'c2#0 L',
    ]);
  });

  it('keeps a category that fits a column of its own whole (keepTogether) instead of splitting it', () => {
    const blocks = [block('A', 3), block('B', 5)];
    // Split: B starts below A and continues under a repeated title.
    expect(plan(flowColumns(blocks, [], 10))).toContain('c1#0 T+:B');
    const whole = plan(flowColumns(blocks, [], { capacity: () => 10, keepTogether: true }));
    expect(whole).toContain('c1#0 T:B');
    expect(whole.filter((p) => p.includes('T+:'))).toEqual([]);
    // One too long for any column is still split.
    const long = plan(
      flowColumns([block('A', 3), block('C', 9)], [], { capacity: () => 10, keepTogether: true }),
    );
    expect(long).toContain('c1#0 T+:C');
  });

  it('keeps a category whole within its page, and splits it only where a page ends', () => {
    const blocks = [block('A', 5), block('B', 5), block('C', 5)];
    // Two columns a page: B does not fit under A, so it starts the page's second column whole;
    // C does not fit under B there and the page ends: it starts there and runs on to page 2.
    const paged = plan(
      flowColumns(blocks, [], {
        capacity: () => 12,
        keepTogether: true,
        perPage: 2,
        legend: false,
      }),
    );
    expect(paged).toContain('c1#0 T:B');
    expect(paged).toContain('c1#8 T:C');
    expect(paged).toContain('c2#0 T+:C');
    // One page (no `perPage`): C moves whole to a third column instead.
    const one = plan(flowColumns(blocks, [], { capacity: () => 12, keepTogether: true }));
    expect(one).toContain('c2#0 T:C');
    expect(one.filter((p) => p.includes('T+:'))).toEqual([]);
  });

  it('lets a whole category run past the soft fill limit up to the capacity', () => {
    const flow = flowColumns([block('A', 7)], [], {
      capacity: () => 10,
      fill: () => 6,
      keepTogether: true,
      legend: false,
    });
    expect(plan(flow)).toContain('c0#8 A7');
    expect(flow.sides).toHaveLength(1);
    // Without keeping it whole the fill limit splits it.
    const split = flowColumns([block('A', 7)], [], { capacity: () => 10, fill: () => 6 });
    expect(plan(split)).toContain('c1#0 T+:A');
  });

  it('runs a category on into the band below without a title on stacked pages (seamless)', () => {
    const options = { capacity: () => 10, perPage: 2, seamless: true, keepTogether: true };
    const flow = plan(flowColumns([block('A', 3), block('B', 8), block('C', 12)], [], options));
    // B goes on in the second band of page 1 untitled; C, on page 2, starts its band titled and
    // runs on into the band below, again untitled.
    expect(flow).toContain('c0#6 T:B');
    expect(flow).toContain('c1#0 B3');
    expect(flow.filter((p) => p.includes('T+:'))).toEqual([]);
    // A band that starts a new page repeats the title.
    const long = plan(flowColumns([block('A', 3), block('D', 30)], [], options));
    expect(long).toContain('c2#0 T+:D');
    expect(long).toContain('c1#0 D3');
  });

  it('starts the right categories in the column after the left side ends', () => {
    const flow = flowColumns([block('A', 8)], [block('R', 1, 'right')], 6);
    expect(plan(flow)).toContain('c2#0 T:R');
    expect(flow.sides).toEqual(['left', 'left', 'right']);
  });

  it('gives an empty side no column: only right categories start in the first column', () => {
    const flow = flowColumns([], [block('R', 2, 'right')], 20);
    expect(plan(flow)).toEqual(['c0#0 T:R', 'c0#2 R1', 'c0#3 R2', 'c0#4 -', 'c0#5 L']);
    expect(flow.sides).toEqual(['right']);
  });

  it('leaves out categories without rows', () => {
    expect(plan(flowColumns([block('Empty', 0), block('A', 1)], [], 20))).toEqual([
      'c0#0 T:A',
      'c0#2 A1',
      'c0#3 -',
      'c0#4 L',
    ]);
  });

  it('fills a side no further than its limit (balancing), never past the capacity', () => {
    const flow = flowColumns([block('A', 20)], [], { capacity: () => 20, limit: { left: 12 } });
    expect(flow.used).toEqual([12, 14]); // the second column ends with a blank and the legend
    expect(plan(flow)).toContain('c1#0 T+:A');
  });

  it('gives a title as many slots as its picture asks', () => {
    const flow = flowColumns([block('A', 2)], [], { capacity: () => 20, titleSlots: () => 6 });
    expect(plan(flow).slice(0, 2)).toEqual(['c0#0 T:A', 'c0#6 A1']);
  });
});

describe('the legend follows the last row of the right side, with no hole above it', () => {
  it.each([
    ['after one blank slot', 3, 'c1#6 L', 2],
    ['right after a column filled to its last but one slot', 7, 'c1#9 L', 2],
    ['in a column of its own when the right column is full', 8, 'c2#0 L', 3],
  ])('%s', (_, rightRows, legend, columns) => {
    const flow = flowColumns([block('A', 1)], [block('R', rightRows, 'right')], 10);
    expect(plan(flow).filter((line) => line.endsWith(' L'))).toEqual([legend]);
    expect(flow.sides).toHaveLength(columns);
  });

  it('follows the left side when no category stands on the right', () => {
    const flow = flowColumns([block('A', 3)], [], 10);
    expect(plan(flow).at(-1)).toBe('c0#6 L');
    expect(flow.sides).toEqual(['left']);
  });
});
