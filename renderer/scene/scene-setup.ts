/**
 * How a board's Pixi application is set up (renderers, stage size, no ticker) and what its
 * scene counts.
 */
import type { LayoutOrientation } from '../layout';
import { STAGES } from '../layout';

/** The renderers Pixi may pick, best first: a stick without WebGL gets the canvas fallback. */
export type BoardRendererName = 'webgl' | 'webgpu' | 'canvas';
const RENDERER_PREFERENCE: BoardRendererName[] = ['webgl', 'webgpu', 'canvas'];

/**
 * How a board's Pixi application is started: the stage's fixed size, no ticker and no texture
 * collector (the scene renders on demand), WebGL first. Whoever makes the application uses
 * these, so a board behaves the same however it is mounted.
 */
export function boardApplicationOptions(orientation: LayoutOrientation, background: string) {
  const { width, height } = STAGES[orientation];
  return {
    // WebGL first; a device without it (a screen stick) gets WebGPU or the canvas fallback.
    preference: RENDERER_PREFERENCE,
    width,
    height,
    background,
    antialias: true,
    autoStart: false,
    sharedTicker: false,
    // A static board renders rarely; a time-based collector would evict its textures.
    gcActive: false,
    resolution: 1,
    autoDensity: false,
    // Not Pixi's browser extras (pointer events, accessibility, DOM elements, filters): the board
    // uses none of them (clicks go to its page), and they were about 10 KB of its cold load.
    skipExtensionImports: true,
  };
}

/** The scene's counters, for tests, benchmarks and diagnostics. */
export interface SceneStats {
  renders: number;
  /** Frames the running effect (snow) drew; the board's own renders are `renders`. */
  effectFrames: number;
  /** Display objects in the scene now. */
  displayObjects: number;
  /** Display objects made since the scene started. */
  created: number;
  /**
   * Textures the renderer holds now: on the GPU with WebGL and WebGPU; with the fallback canvas
   * renderer (no GPU), the picture sources and texts the scene draws from.
   */
  textures: number;
  /** The renderer Pixi picked on this device: 'webgl', 'webgpu' or 'canvas'. */
  renderer: BoardRendererName;
  tickerRunning: boolean;
  /** Pictures still loading. */
  pendingImages: number;
  /** A render is requested for the next frame. */
  framePending: boolean;
  /** When the first frame was drawn, in ms since the page's navigation started. */
  firstFrameMs: number | null;
  /** Renders that failed since the scene started. */
  renderErrors: number;
  /** When the last render completed, in ms since the epoch; null before the first. */
  lastRenderAt: number | null;
  /** How long each of the last 20 renders took, in ms, the newest last. */
  renderMs: number[];
}
