/**
 * The PixiJS scene of the board: draws `layoutBoard` output, owns the effects (snow, background)
 * and renders on demand. It reads layout records and decides nothing about them.
 */
export { BoardScene, boardApplicationOptions } from './board-scene';
export type { BoardRendererName, BoardSceneOptions, SceneStats } from './board-scene';
export {
  BOARD_EMOJI_FAMILY,
  boardEmojiDraws,
  EMOJI_FAMILY,
  emojiFontNeeds,
  isBundled,
  loadFonts,
  loadFlags,
  loadGlyphs,
  themeFontNeeds,
} from './fonts';
export type { FontNeed } from './fonts';
export type { ImageResolver } from './image-loader';
export { SNOWFLAKES } from './snow';
export type { BannerTitleSpec } from './decor';
export type { ClosedSpec } from './closed-view';
export { PairingView } from './pairing-view';
export type { PairingFont, PairingScreenSpec } from './pairing-view';
