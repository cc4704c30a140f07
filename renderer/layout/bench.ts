/**
 * How long a layout takes for boards of 50, 200 and 1000 rows, built from the Mississippi feed
 * (its rows copied under new ids, names and categories). Exported for `npm run bench`; the
 * theme and the clock are passed in, so the engine's folder stays free of themes and timers.
 */
import type { ShopFeed, ShopPriceItem } from '../../src/domain';
import mississippi from './fixtures/mississippi.json';
import { fixedWidthMeasurer } from './fixed-measurer';
import type { LayoutOrientation, LayoutTheme, ShowVariant } from './input';
import { layoutBoard } from './layout';
import { listOf } from './select';
import { MENU_SHAPES, shapeFeed, type MenuShape } from './shapes';

/** Board sizes the benchmark times by default. */
export const BENCH_SIZES = [50, 200, 1000] as const;

/** One measured board size. */
export interface BenchResult {
  items: number;
  /** Median time of one layout, in milliseconds. */
  medianMs: number;
  /** Time of the first layout of this size (the warm-up: code not yet optimised), in ms. */
  firstMs: number;
  /** Rows (titles, products, blanks, legend) the layout placed. */
  rows: number;
  /** Products on later pages (a 1000-row list does not fit 6 columns): shown as pages turn. */
  dropped: number;
}

/** What to time. */
export interface BenchOptions {
  theme: LayoutTheme;
  sizes?: readonly number[];
  runs?: number;
  variant?: ShowVariant;
  orientation?: LayoutOrientation;
  /** Milliseconds from some fixed point; `performance.now` by default. */
  now?: () => number;
}

const SOURCE = mississippi as unknown as ShopFeed;
/** Rows per generated category, so that big boards have many categories, as real ones do. */
const ROWS_PER_CATEGORY = 12;

/** A feed of `count` active rows copied from the Mississippi feed. */
export function benchFeed(count: number): ShopFeed {
  const active = SOURCE.prices.filter((item) => item.active);
  const prices: ShopPriceItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const base = active[index % active.length] as ShopPriceItem;
    const group = Math.floor(index / ROWS_PER_CATEGORY);
    prices.push({
      ...base,
      id: `bench-${index}`,
      kind_name: base.kind_name === null ? null : `${base.kind_name} ${index}`,
      product_name: base.product_name === null ? null : `${base.product_name} ${index}`,
      category_id: `${base.category_id}-${group}`,
      category_name: `${base.category_name} ${group}`,
      category_pricelist_row: group,
    });
  }
  return { ...SOURCE, prices };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Times `layoutBoard` for each size: a warm-up run, then the median of `runs` runs. */
export function benchLayout(options: BenchOptions): BenchResult[] {
  const now = options.now ?? (() => performance.now());
  const measurer = fixedWidthMeasurer();
  return (options.sizes ?? BENCH_SIZES).map((items) => {
    const input = {
      feed: benchFeed(items),
      show: { variant: options.variant ?? 'normal' },
      orientation: options.orientation ?? 'landscape',
      theme: options.theme,
      measurer,
    };
    const first = now();
    let layout = layoutBoard(input);
    const firstMs = now() - first;
    const times: number[] = [];
    for (let run = 0; run < (options.runs ?? 9); run += 1) {
      const start = now();
      layout = layoutBoard(input);
      times.push(now() - start);
    }
    const dropped = (layout.warnings ?? []).filter((w) => w.code === 'overflow').length;
    return { items, medianMs: median(times), firstMs, rows: layout.rows.length, dropped };
  });
}

/** One shape of the layout check, timed and described. */
export interface ShapeResult {
  shape: string;
  variant: ShowVariant;
  orientation: LayoutOrientation;
  medianMs: number;
  rowHeight: number;
  /** Font sizes of names, prices, headers and the legend. */
  fonts: { name: number; price: number; header: number; legend: number };
  /** Share of the usable column height the fullest column of a page fills. */
  heightUsed: number;
  /** Rows at the theme's largest size. */
  largest: boolean;
  pages: number;
  columns: number;
}

/** Times and describes the layout of every menu shape in every show and orientation. */
export function benchShapes(options: {
  theme: LayoutTheme;
  runs?: number;
  shapes?: readonly MenuShape[];
  now?: () => number;
}): ShapeResult[] {
  const now = options.now ?? (() => performance.now());
  const measurer = fixedWidthMeasurer();
  const results: ShapeResult[] = [];
  for (const shape of options.shapes ?? MENU_SHAPES) {
    for (const variant of ['normal', 'extra'] as ShowVariant[]) {
      for (const orientation of ['landscape', 'portrait'] as LayoutOrientation[]) {
        const input = {
          feed: shapeFeed(shape, listOf(variant)),
          show: { variant },
          orientation,
          theme: options.theme,
          measurer,
        };
        let layout = layoutBoard(input);
        const times: number[] = [];
        for (let run = 0; run < (options.runs ?? 9); run += 1) {
          const start = now();
          layout = layoutBoard(input);
          times.push(now() - start);
        }
        const { fit } = layout;
        results.push({
          shape: shape.name,
          variant,
          orientation,
          medianMs: median(times),
          rowHeight: fit.rowHeight,
          fonts: {
            name: fit.fonts.name,
            price: fit.fonts.price,
            header: fit.fonts.header,
            legend: fit.fonts.legend,
          },
          heightUsed: fit.heightUsed,
          largest: fit.largest,
          pages: fit.pages,
          columns: layout.columns.filter((column) => column.page === 0).length,
        });
      }
    }
  }
  return results;
}
