import { describe, expect, it } from 'vitest';
import { BOARD_VERSION_LABEL } from '../../src/domain';
import { columnBoxes, slotBox, STAGES } from './geometry';
import type { LayoutOrientation, ShowVariant } from './input';
import { layoutBoard } from './layout';
import { TEST_THEME, makeInput, makeItem, makeProduct } from './test-items';

describe('stage and chrome per show', () => {
  it.each<[ShowVariant, LayoutOrientation, boolean]>([
    ['normal', 'landscape', true],
    ['normal', 'portrait', true],
    ['extra', 'portrait', true],
    ['horeca', 'landscape', false],
    ['cannabis', 'landscape', false],
    ['cannabis', 'portrait', false],
  ])(
    '%s %s: banner and logo %s, version label on full-screen displays',
    (variant, orientation, chrome) => {
      const layout = layoutBoard(
        makeInput([makeItem(), makeProduct()], { variant }, { orientation }),
      );
      expect(layout.stage).toEqual(STAGES[orientation]);
      expect(layout.chrome.banner?.key ?? null).toBe(chrome ? TEST_THEME.images.banner : null);
      expect(layout.chrome.logo?.key ?? null).toBe(chrome ? TEST_THEME.images.logo : null);
      expect(layout.chrome.version?.text ?? null).toBe(chrome ? null : BOARD_VERSION_LABEL);
      if (layout.chrome.version) {
        // Bottom left.
        expect(layout.chrome.version.x).toBe(TEST_THEME.metrics[orientation].padding);
        expect(layout.chrome.version.y).toBeGreaterThan(layout.stage.height / 2);
      }
      const top = chrome ? TEST_THEME.metrics[orientation].bannerHeight : 0;
      expect(Math.min(...layout.rows.map((row) => row.y))).toBeGreaterThan(top);
      for (const row of layout.rows) {
        expect(row.y + row.h).toBeLessThanOrEqual(layout.stage.height);
        expect(row.x + row.w).toBeLessThanOrEqual(layout.stage.width);
      }
    },
  );
});

describe('columns side by side or stacked', () => {
  const content = { x: 0, y: 0, w: 1000, h: 800 };
  const metrics = TEST_THEME.metrics.landscape;
  it.each([
    [
      'side-by-side',
      2,
      [
        [0, 0, 490, 800],
        [510, 0, 490, 800],
      ],
    ],
    [
      'side-by-side',
      3,
      [
        [0, 0, 320, 800],
        [340, 0, 320, 800],
        [680, 0, 320, 800],
      ],
    ],
    [
      'stacked',
      2,
      [
        [0, 0, 1000, 390],
        [0, 410, 1000, 390],
      ],
    ],
  ] as const)('%s, %s columns', (columns, count, boxes) => {
    const sides: ('left' | 'right')[] = Array.from({ length: count }, (_, i) =>
      i === 0 ? 'left' : 'right',
    );
    const result = columnBoxes(content, sides, 20, { ...metrics, columns });
    expect(result.map((c) => [c.x, c.y, c.w, c.h])).toEqual(boxes);
    expect(result.map((c) => c.rowHeight)).toEqual(boxes.map((b) => b[3] / 20));
  });

  it('rows fill whole pixels without gaps or overlaps', () => {
    const [column] = columnBoxes(content, ['left'], 34, { ...metrics, columns: 'side-by-side' });
    if (!column) throw new Error('no column');
    let bottom = column.y;
    for (let index = 0; index < 34; index += 1) {
      const { y, h } = slotBox(column, index, 1);
      expect(y).toBe(bottom);
      bottom = y + h;
    }
    expect(bottom).toBe(column.y + column.h);
  });

  it('portrait boards stack their columns when the theme says so', () => {
    const items = [
      makeItem(),
      makeItem({ category_id: 'r', category_name: 'Hasj', category_pricelist_column: 'Right' }),
    ];
    const layout = layoutBoard(
      makeInput(items, { variant: 'normal' }, { orientation: 'portrait' }),
    );
    const [left, right] = layout.columns;
    expect(left?.x).toBe(right?.x);
    expect(right?.y).toBeGreaterThan((left?.y ?? 0) + (left?.h ?? 0) - 1);
    expect(left?.w).toBe(1080 - 2 * TEST_THEME.metrics.portrait.padding);
  });
});

describe('big screens', () => {
  it.each([
    [false, 1],
    [true, TEST_THEME.bigScreenFontScale],
  ])('big_screen_enable %s grows fonts by %s', (big_screen_enable, factor) => {
    const show = {
      variant: 'normal' as const,
      screen: { id: 's', extra_config: { big_screen_enable, use_truncated_prices: false } },
    };
    const layout = layoutBoard(makeInput([makeItem({ kind_name: 'Kort' })], show));
    const row = layout.rows.find((r) => r.kind === 'row');
    const name = row?.kind === 'row' ? row.runs.find((run) => run.role === 'name') : undefined;
    const rowHeight = layout.columns[0]?.rowHeight ?? 0;
    expect(name?.font.size).toBe(Math.round(rowHeight * TEST_THEME.fonts.name.scale * factor));
  });
});
