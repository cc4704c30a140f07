/**
 * Benchmark of the layout engine alone: how long `layoutBoard` takes for boards of 50, 200 and
 * 1,000 rows (median of 15 runs after a warm-up, unthrottled, fixed-width measurer), in both
 * orientations. Goal: 1,000 rows in 150 ms at most. Run with `npx tsx tests/bench/layout.ts`.
 */
import { benchLayout } from '../../renderer/layout/bench';
import { DEFAULT_THEME } from '../../themes';

const GOAL_MS = 150;

for (const orientation of ['landscape', 'portrait'] as const) {
  for (const variant of ['normal', 'horeca'] as const) {
    for (const result of benchLayout({ theme: DEFAULT_THEME, orientation, variant, runs: 15 })) {
      const verdict = result.items === 1000 ? (result.medianMs <= GOAL_MS ? ' ok' : ' SLOW') : '';
      console.log(
        `layout ${String(result.items).padStart(4)} rows ${variant.padEnd(7)} ${orientation.padEnd(9)} ` +
          `${result.medianMs.toFixed(1).padStart(7)} ms (median of 15, goal ${GOAL_MS} ms at 1,000 rows)${verdict}`,
      );
    }
  }
}
