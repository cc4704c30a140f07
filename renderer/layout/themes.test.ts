/**
 * The board themes as the engine uses them: each is a `LayoutTheme` (checked by the compiler
 * here), readable from across the shop, and lays out every demo board without complaint.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ShopFeed } from '../../src/domain';
import { ALL_THEMES } from '../../themes';
import { blend, contrastRatio, legibleFill, rowFill } from './colors';
import { fixedWidthMeasurer } from './fixed-measurer';
import type { LayoutTheme } from './input';
import { layoutBoard } from './layout';

const themes: [string, LayoutTheme][] = ALL_THEMES.map((theme) => [theme.id, theme]);
const feedOf = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as ShopFeed;
const feed = feedOf('mississippi');
/** Every category colour of the demo shops. */
const demoColors = [
  ...new Set(
    ['mississippi', 'head-shop', 'de-steeg', 'oudegracht'].flatMap((name) =>
      feedOf(name).prices.map((item) => `#${item.category_color}`),
    ),
  ),
];

describe.each(themes)('theme %s', (_, theme) => {
  const { colors } = theme;
  const tone =
    contrastRatio(colors.background, colors.text.light) >
    contrastRatio(colors.background, colors.text.dark)
      ? 'light'
      : 'dark';

  it('has text of at least 7:1 on its stage (readable from 5 metres)', () => {
    expect(contrastRatio(colors.background, colors.text[tone])).toBeGreaterThanOrEqual(7);
  });

  it('has muted text, prices in discount and the star at least 4.5:1 on its stage', () => {
    for (const color of [colors.muted[tone], colors.discount, colors.oldPrice, colors.star]) {
      expect(contrastRatio(colors.background, color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has badge letters of at least 4.5:1 on their badges', () => {
    for (const badge of Object.values(colors.badges)) {
      expect(contrastRatio(badge, colors.badgeText)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts text of at least 4.5:1 on every demo category colour, rows and titles', () => {
    const surfaces = demoColors.flatMap((color) => [
      rowFill(color, 0.35, 0),
      rowFill(color, 0.35, 1),
      { color, alpha: theme.titleAlpha },
    ]);
    for (const fill of surfaces) {
      const drawn = legibleFill(fill, colors.background, colors.text.light, colors.text.dark);
      const ink = colors.text[drawn.tone];
      expect(contrastRatio(blend(drawn.fill, colors.background), ink)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['normal', 'extra'] as const)('lays out Mississippi (%s) without warnings', (variant) => {
    const layout = layoutBoard({
      feed,
      show: { variant },
      orientation: 'landscape',
      theme,
      measurer: fixedWidthMeasurer(),
    });
    expect(layout.warnings).toBeUndefined();
    expect(layout.rows.filter((row) => row.kind === 'row').length).toBeGreaterThan(20);
  });
});
