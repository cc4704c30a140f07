import { describe, expect, it } from 'vitest';
import { BOARD_VERSION_LABEL } from '../../src/domain';
import { slotBox, STAGES } from './geometry';
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
  const many = (count: number, column: 'Left' | 'Right', category = `cat-${column}`) =>
    Array.from({ length: count }, () =>
      makeItem({
        category_id: category,
        category_name: category,
        category_pricelist_column: column,
      }),
    );

  it('side by side: equal columns across the content width, each the full height', () => {
    const layout = layoutBoard(makeInput([...many(12, 'Left'), ...many(12, 'Right')]));
    const [left, right] = layout.columns;
    const pad = TEST_THEME.metrics.landscape.padding;
    expect(left?.x).toBe(pad);
    expect(left?.w).toBe(right?.w);
    expect((right?.x ?? 0) + (right?.w ?? 0)).toBeCloseTo(1920 - pad, 1);
    expect(left?.h).toBe(right?.h);
  });

  it('rows fill whole pixels without gaps or overlaps', () => {
    const layout = layoutBoard(makeInput([...many(20, 'Left')], { variant: 'extra' }));
    const column = layout.columns[0];
    if (!column) throw new Error('no column');
    let bottom = column.y;
    for (let index = 0; index < column.capacity; index += 1) {
      const { y, h } = slotBox(column, index, 1);
      expect(y).toBe(bottom);
      bottom = y + h;
    }
    expect(bottom).toBe(Math.round(column.y + column.h));
  });

  it('stacked: each band as high as its rows, the next right below it', () => {
    const layout = layoutBoard(
      makeInput(
        [...many(5, 'Left'), ...many(3, 'Right')],
        { variant: 'normal' },
        { orientation: 'portrait' },
      ),
    );
    const [top, below] = layout.columns;
    const gap = TEST_THEME.metrics.portrait.columnGap;
    expect(top?.h).toBeCloseTo((top?.capacity ?? 0) * layout.fit.rowHeight, 1);
    expect(below?.y).toBeCloseTo((top?.y ?? 0) + (top?.h ?? 0) + gap, 1);
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
