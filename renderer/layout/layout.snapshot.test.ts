/**
 * Every demo feed laid out in every show and orientation with its shop's real theme, pinned as
 * readable text (one line per row) in __snapshots__/. Read them as boards: a change in a
 * snapshot is a change in what a shop shows.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_EXTRA_CONFIG, DEMO_SHOP_THEMES, type ShopFeed } from '../../src/domain';
import { resolveTheme } from '../../themes';
import { describeLayout } from './describe';
import { fixedWidthMeasurer } from './fixed-measurer';
import type { LayoutOrientation, LayoutTheme, ShowVariant } from './input';
import { layoutBoard } from './layout';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixtures = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();
const VARIANTS: ShowVariant[] = ['normal', 'extra', 'horeca', 'cannabis'];
const ORIENTATIONS: LayoutOrientation[] = ['landscape', 'portrait'];

function feedOf(name: string): ShopFeed {
  return JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as ShopFeed;
}

/** The screen fixture is one screen of a multi-screen shop; the others are whole shops. */
const screenOf = (name: string) =>
  name.endsWith('-screen') ? { id: name, extra_config: DEFAULT_SCREEN_EXTRA_CONFIG } : null;

describe.each(fixtures)('%s', (name) => {
  const feed = feedOf(name);
  // The fixtures were saved before shops stored their theme: the demo shops' themes by name.
  const stored = feed.config.theme ?? DEMO_SHOP_THEMES[feed.name.trim().toLowerCase()];
  const theme: LayoutTheme = resolveTheme({ shopId: feed.id, theme: stored, light: false });
  const cases = VARIANTS.flatMap((variant) => ORIENTATIONS.map((o) => [variant, o] as const));

  it.each(cases)('%s %s', async (variant, orientation) => {
    const layout = layoutBoard({
      feed,
      show: { variant, screen: screenOf(name) },
      orientation,
      theme,
      measurer: fixedWidthMeasurer(),
    });
    await expect(describeLayout(layout)).toMatchFileSnapshot(
      `__snapshots__/${name}/${variant}-${orientation}.txt`,
    );
  });
});
