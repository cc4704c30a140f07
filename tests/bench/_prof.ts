import { benchFeed } from '../../renderer/layout/bench';
import { layoutBoard } from '../../renderer/layout/layout';
import { DEFAULT_THEME } from '../../themes';
import { fixedWidthMeasurer } from '../../renderer/layout/fixed-measurer';
const base = fixedWidthMeasurer();
let calls = 0; let memo=0;
const measurer = { measure(t: string, f: any) { calls++; return base.measure(t, f); } };
const feed = benchFeed(1000);
for (const orientation of ['landscape','portrait'] as const) {
  calls = 0;
  const t0 = performance.now();
  const l = layoutBoard({ feed, show: { variant: 'normal' }, orientation, theme: DEFAULT_THEME, measurer });
  console.log(orientation, performance.now() - t0, 'calls', calls, 'pages', l.fit.pages, l.fit.fonts);
}
for (let i=0;i<5;i++){ const t0 = performance.now(); layoutBoard({ feed, show: { variant: 'normal' }, orientation:'landscape', theme: DEFAULT_THEME, measurer }); console.log(performance.now()-t0);}
