/**
 * How much of the menu area a board fills, per menu shape: the share of the menu area each page
 * covers (columns from their first row to their last), the name size and the pages, in the
 * cannabis (normal) and hospitality (horeca) shows, both orientations, default theme; and two
 * screens of one shop (3 rows beside 72 rows) laid out alone and sharing a size.
 * Run with `npx tsx tests/bench/board3-fill.ts`.
 */
import { DEFAULT_THEME } from '../../themes';
import { fixedWidthMeasurer } from '../../renderer/layout/fixed-measurer';
import { boardFrame } from '../../renderer/layout/geometry';
import type { LayoutInput, LayoutOrientation, ShowVariant } from '../../renderer/layout/input';
import { layoutBoard } from '../../renderer/layout/layout';
import { pageUse, sharedRowHeights } from '../../renderer/layout/pages';
import { listOf } from '../../renderer/layout/select';
import { MENU_SHAPES, shapeFeed, type MenuShape } from '../../renderer/layout/shapes';

const measurer = fixedWidthMeasurer();
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

function input(
  shape: MenuShape,
  variant: ShowVariant,
  orientation: LayoutOrientation,
): LayoutInput {
  return {
    feed: shapeFeed(shape, listOf(variant)),
    show: { variant },
    orientation,
    theme: DEFAULT_THEME,
    measurer,
  };
}

function describe(label: string, layoutInput: LayoutInput): void {
  const layout = layoutBoard(layoutInput);
  const content = boardFrame(
    layoutInput.orientation,
    layoutInput.show.variant,
    DEFAULT_THEME.metrics[layoutInput.orientation],
  ).content;
  const uses = Array.from({ length: layout.fit.pages }, (_, page) =>
    pageUse(layout, page, content),
  );
  const columns = Array.from(
    { length: layout.fit.pages },
    (_, page) => layout.columns.filter((column) => column.page === page).length,
  );
  console.log(
    `${label.padEnd(44)} name ${String(layout.fit.fonts.name).padStart(2)} px, row ${layout.fit.rowHeight
      .toFixed(1)
      .padStart(5)} px, ${layout.fit.pages} page(s), area ${uses
      .map((use) => percent(use.area))
      .join(
        ' / ',
      )}, height ${uses.map((use) => percent(use.height)).join(' / ')}, columns ${columns.join(
      '/',
    )}${layout.fit.largest ? ', largest' : ''}`,
  );
}

for (const shape of MENU_SHAPES) {
  for (const variant of ['normal', 'horeca'] as ShowVariant[]) {
    for (const orientation of ['landscape', 'portrait'] as LayoutOrientation[]) {
      describe(`${shape.name}, ${variant} ${orientation}`, input(shape, variant, orientation));
    }
  }
}

console.log('\nTwo screens of one shop: 3 rows beside 72 rows (cannabis, landscape)');
const short = input({ name: '3 rows', rows: 3, categories: 1 }, 'normal', 'landscape');
const long = input({ name: '72 rows', rows: 72, categories: 8 }, 'normal', 'landscape');
const caps = sharedRowHeights([short, long]);
describe('3 rows alone', short);
describe('72 rows alone', long);
describe('3 rows sharing', { ...short, rowHeightCap: caps[0] ?? null });
describe('72 rows sharing', { ...long, rowHeightCap: caps[1] ?? null });
