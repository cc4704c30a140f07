/**
 * Benchmark of the layout engine alone: how long `layoutBoard` takes for boards of 50, 200 and
 * 1,000 rows built from the Mississippi feed, unthrottled, with the fixed-width measurer: the
 * first layout of each size (code not yet optimised, as on a board's first list) and the median
 * of 15 after it. Goal: 1,000 rows in 150 ms at most. Run with `npx tsx tests/bench/layout.ts`.
 */
import { benchLayout } from '../../renderer/layout/bench';
import { DEFAULT_THEME } from '../../themes';

const GOAL_MS = 150;
const RUNS = 15;

for (const orientation of ['landscape', 'portrait'] as const) {
  for (const variant of ['normal', 'horeca'] as const) {
    for (const result of benchLayout({ theme: DEFAULT_THEME, orientation, variant, runs: RUNS })) {
      const goal =
        result.items === 1000 ? (result.medianMs <= GOAL_MS ? ' (goal met)' : ' (over goal)') : '';
      console.log(
        `layout of ${String(result.items).padStart(4)} rows, ${variant} ${orientation}`.padEnd(40) +
          `median ${result.medianMs.toFixed(1).padStart(6)} ms of ${RUNS}, first ${result.firstMs.toFixed(1).padStart(6)} ms` +
          `, goal ${GOAL_MS} ms at 1,000 rows${goal}`,
      );
    }
  }
}
