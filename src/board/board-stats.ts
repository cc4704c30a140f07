/** What a running board counts, as `window.pricelistBoard.stats()` gives it. */
import type { BoardRendererName, SceneStats } from '../../renderer/scene';
import type { BoardLanguage } from '../domain';

/** The stage backgrounds the hidden bar and clicks switch between. */
export type BackgroundKind = 'base' | 'green' | 'red';

/** Counters of a running board, as `window.pricelistBoard.stats()` gives them. */
export interface BoardStats extends Omit<SceneStats, 'renderer'> {
  /** The renderer Pixi picked; null until the scene is up. */
  renderer: BoardRendererName | null;
  layouts: number;
  /** Distinct lists drawn so far. */
  dataVersion: number;
  fontsReady: boolean;
  /** The page can start again while the server is away. */
  offlineReady: boolean;
  /** The id of the theme drawn (the shop's stored theme, or its light variant); null before. */
  theme: string | null;
  /** The language shown now. */
  language: BoardLanguage;
  /** Times an alternating board switched language. */
  languageSwitches: number;
}

/** The scene's counters before the scene is up. */
export const NO_SCENE_STATS: Omit<SceneStats, 'renderer'> & { renderer: null } = {
  renders: 0,
  effectFrames: 0,
  displayObjects: 0,
  created: 0,
  textures: 0,
  renderer: null,
  tickerRunning: false,
  pendingImages: 0,
  framePending: false,
  firstFrameMs: null,
  renderErrors: 0,
  lastRenderAt: null,
  renderMs: [],
};
