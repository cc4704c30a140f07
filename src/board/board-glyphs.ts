/**
 * The glyphs a board's lists need before they are measured: the letters of every text it may
 * draw (unicode-range subsets of the theme's faces), the flags it shows (each its own face of
 * the board's emoji font) and, for an emoji beyond that font, the whole emoji font.
 */
import { emojiFontNeeds, loadFlags, loadFonts, loadGlyphs } from '../../renderer/scene';
import type { ShowInput } from '../../renderer/layout';
import type { BoardScene, FontNeed } from '../../renderer/scene';
import type { BoardTheme } from '../../themes';
import type { ShopFeed } from '../domain';
import { feedCharacters, feedGraphemes } from './board-data';
import { BOARD_WORDS } from './board-words';
import { shownFlags } from './shown-flags';

/**
 * Loads what `feeds` (this screen's list and its sibling screens', each shown by the show of
 * the same place in `shows`) need on `scene`, with the closed screen's words when it shows; tells the scene when its measurements went stale.
 * Resolves with the faces the board uses from now on (`needs`, and the whole emoji font once
 * a list needed it).
 */
export async function loadListGlyphs(
  scene: BoardScene,
  feeds: readonly ShopFeed[],
  shows: readonly ShowInput[],
  theme: BoardTheme,
  closed: { title: string; subtitle: string } | null,
  needs: readonly FontNeed[],
): Promise<FontNeed[]> {
  const feed = feeds[0];
  // The shop's name is drawn on some banners: its letters are glyphs the board needs too.
  const symbols = [
    theme.symbols.new,
    theme.symbols.strong,
    feed?.name ?? '',
    BOARD_WORDS.nl.price,
    BOARD_WORDS.en.price,
    BOARD_WORDS.nl.offer,
    BOARD_WORDS.en.offer,
  ];
  // The closed screen's words need their glyphs as much as the menu's.
  if (closed) symbols.push(closed.title, closed.subtitle);
  const texts = feeds.map((shown) => feedCharacters(shown, symbols)).join('');
  // An emoji beyond the board's own emoji font brings in the whole font, once.
  const graphemes = feeds.flatMap((shown) => [...feedGraphemes(shown, symbols)]);
  const extra = emojiFontNeeds(graphemes).filter(
    (need) => !needs.some((had) => had.family === need.family),
  );
  if (extra.length) {
    for (const problem of await loadFonts(extra)) console.warn(`Board font: ${problem}`);
    scene.fontsChanged();
  }
  // The flags the menus show, each its own face of the board's emoji font: only those of rows
  // the shows list.
  const flags = await loadFlags(
    feeds.flatMap((shown, index) =>
      shownFlags(shown, shows[index] ?? { variant: 'normal' }, theme.list),
    ),
  );
  const all = [...needs, ...extra];
  if ((await loadGlyphs(all, texts)) + flags > 0) scene.fontsChanged();
  return all;
}
