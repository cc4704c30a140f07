/**
 * The board scene: draws layouts on a fixed stage (1920x1080 or 1080x1920) letterboxed into its
 * host element, and renders only when something changed. Between data changes a static board
 * costs nothing: no ticker runs, no frame is drawn, and no texture is collected behind its back.
 * Only a running effect (snow) runs a ticker, on a canvas of its own.
 */
import { Application, Container, Sprite, Text, Ticker, type TextureSource } from 'pixi.js';
// Shader and uniform code without `new Function`: boards run under a CSP without 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import type { BoardLayout, LayoutOrientation, TextMeasurer } from '../layout';
import { STAGES } from '../layout';
import { limitBatchTextures } from './batch-limit';
import { ImageLoader, type ImageResolver } from './image-loader';
import type { ImageKit } from './image-view';
import { RenderLoop } from './render-loop';
import { fadeAlpha, nextFadeStep, TEXT_FADE } from './text-fade';
import { IdentifyOverlay } from './identify-overlay';
import { BannerTitle, type BannerTitleSpec } from './decor';
import { ClosedView, type ClosedSpec } from './closed-view';
import { createRowView, setTextsAlpha, type RowView } from './row-views';
import { SnowLayer } from './snow';
import { priceZones } from './snow-zones';
import { BackgroundView, ChromeView } from './stage-views';
import { CanvasTextMeasurer, TextStyles } from './text-styles';
import { ObjectCounter } from './text-pool';
import { boardApplicationOptions, type BoardRendererName, type SceneStats } from './scene-setup';

export { boardApplicationOptions, type BoardRendererName, type SceneStats } from './scene-setup';

/** The renderer's own texture list, where it keeps one (WebGL, WebGPU); null on canvas. */
function gpuTextureCount(renderer: unknown): number | null {
  const system = (renderer as { texture?: { managedTextures?: readonly unknown[] } }).texture;
  return Array.isArray(system?.managedTextures) ? system.managedTextures.length : null;
}

/** What a scene is made with. */
export interface BoardSceneOptions {
  /** The element the canvas fills; the stage is scaled to fit it without distortion. */
  host: HTMLElement;
  orientation: LayoutOrientation;
  /** The stage colour before a theme is known. */
  background: string;
  resolveImage: ImageResolver;
  /** A picture could not be shown (no service, missing, broken); called once per key. */
  onImageMissing?: (key: string) => void;
}

/** A PixiJS board scene; make one with `BoardScene.create` or `BoardScene.attach`. */
export class BoardScene {
  readonly measurer: TextMeasurer;
  private readonly textMeasurer: CanvasTextMeasurer;
  private readonly styles = new TextStyles();
  private readonly counter = new ObjectCounter();
  private readonly board: Container;
  /** Holds the board canvas and, while it snows, the snow canvas over it. */
  private readonly frame: HTMLDivElement;
  private readonly rowLayer: Container;
  private readonly background: BackgroundView;
  private readonly chrome: ChromeView;
  private readonly bannerTitle: BannerTitle;
  private readonly closedView: ClosedView;
  private readonly images: ImageLoader;
  private readonly kit: ImageKit;
  private readonly rows = new Map<string, RowView>();
  private readonly missing = new Set<string>();
  private readonly resizeObserver: ResizeObserver;
  private stage: { width: number; height: number };
  private color: string;
  private readonly loop: RenderLoop;
  private snow: SnowLayer | null = null;
  private snowStarting: Promise<void> | null = null;
  private snowWanted = false;
  private destroyed = false;
  private layout: BoardLayout | null = null;
  private fadeTimer: ReturnType<typeof setTimeout> | null = null;
  private closedSpec: ClosedSpec | null = null;
  private readonly identifyOverlay: IdentifyOverlay;

  private constructor(
    private readonly app: Application,
    private readonly options: BoardSceneOptions,
    /** The scene made the application (and its frame) and destroys them with itself. */
    private readonly ownsApplication: boolean,
  ) {
    // The renderer's scheduler keeps the system ticker (a requestAnimationFrame loop) alive
    // only for the texture collector, which is off: stop it, so an idle board wakes nothing.
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    // The app would render on every tick of its own ticker; the scene renders itself, counted.
    app.ticker.stop();
    app.ticker.remove(app.render, app);
    // Before the first render: Pixi makes its batchers with the limit of that moment.
    limitBatchTextures(app.renderer);
    this.stage = { ...STAGES[options.orientation] };
    this.color = options.background;
    this.loop = new RenderLoop({
      render: () => app.render(),
      // Nothing is worth a frame before the first layout: it would show an empty stage.
      ready: () => !this.destroyed && this.layout !== null,
      loadingImages: () => this.images.pending > 0,
    });
    this.images = new ImageLoader(app.renderer.resolution, () => {
      if (this.loop.renders === 0) this.loop.request();
    });
    this.kit = {
      styles: this.styles,
      counter: this.counter,
      requestRender: () => this.requestRender(),
      images: this.images,
      resolveImage: options.resolveImage,
      onImageMissing: (key) => {
        if (this.missing.has(key)) return;
        this.missing.add(key);
        options.onImageMissing?.(key);
      },
    };
    this.textMeasurer = new CanvasTextMeasurer(this.styles);
    this.measurer = this.textMeasurer;
    this.board = this.counter.track(new Container());
    app.stage.addChild(this.board);
    this.frame = app.canvas.parentElement as HTMLDivElement;
    this.background = new BackgroundView(this.board, this.kit);
    this.chrome = new ChromeView(this.board, this.kit);
    this.bannerTitle = new BannerTitle(this.board, this.kit);
    this.rowLayer = this.counter.track(new Container());
    this.board.addChild(this.rowLayer);
    this.closedView = new ClosedView(this.board, this.kit);
    this.identifyOverlay = new IdentifyOverlay(this.board);
    this.resizeObserver = new ResizeObserver(() => this.fit());
    this.resizeObserver.observe(options.host);
    this.fit();
  }

  /** Starts a renderer (WebGL, else WebGPU, else canvas) and mounts the canvas in `options.host`; nothing is drawn until `draw`. */
  static async create(options: BoardSceneOptions): Promise<BoardScene> {
    const app = new Application();
    await app.init(boardApplicationOptions(options.orientation, options.background));
    const frame = document.createElement('div');
    frame.className = 'board-frame';
    app.canvas.classList.add('board-canvas');
    frame.appendChild(app.canvas);
    options.host.appendChild(frame);
    return new BoardScene(app, options, true);
  }

  /**
   * A scene on an application someone else made with `boardApplicationOptions` and mounted
   * (the board page does, in `BoardStage`), its canvas inside a `.board-frame` element in
   * `options.host`. The scene draws on it and never destroys it: its owner does.
   */
  static attach(app: Application, options: BoardSceneOptions): BoardScene {
    return new BoardScene(app, options, false);
  }

  /**
   * Forgets cached text measurements; call after fonts or font subsets arrived, before the
   * next layout measures.
   */
  fontsChanged(): void {
    this.textMeasurer.clear();
  }

  /**
   * Draws `layout`: rows are kept by key and updated in place; one render follows. `title` is
   * the shop's name for a banner that leaves room for it.
   */
  draw(layout: BoardLayout, title: BannerTitleSpec | null = null): void {
    if (this.destroyed) return;
    this.layout = layout;
    this.snow?.setZones(priceZones(layout));
    if (layout.stage.width !== this.stage.width || layout.stage.height !== this.stage.height) {
      this.stage = { ...layout.stage };
      this.fit();
    }
    this.background.update(this.color, this.stage.width, this.stage.height);
    this.chrome.update(layout.chrome);
    this.bannerTitle.update(layout.chrome.banner, title);
    const seen = new Set<string>();
    for (const row of layout.rows) {
      let view = this.rows.get(row.key);
      if (!view) {
        const created = createRowView(row, this.rowLayer, this.kit);
        if (!created) continue;
        view = created;
        this.rows.set(row.key, view);
      }
      seen.add(row.key);
      view.update(row);
    }
    for (const [key, view] of this.rows) {
      if (seen.has(key)) continue;
      view.destroy();
      this.rows.delete(key);
    }
    this.requestRender();
  }

  /**
   * Draws `layout` when only its texts changed (the other language of the same grid): one
   * render with the new texts faint, then `TEXT_FADE.steps` renders as they reach full strength.
   */
  drawFaded(layout: BoardLayout, title: BannerTitleSpec | null = null): void {
    if (this.destroyed) return;
    this.stopFade();
    this.draw(layout, title);
    this.setTextAlpha(TEXT_FADE.from);
    let step = 0;
    const started = performance.now();
    const next = () => {
      // A device that draws slower than the fade's pace (a busy stick) gets the texts at full
      // strength at once: the fade never runs into the next switch.
      step = nextFadeStep(step, performance.now() - started);
      this.setTextAlpha(fadeAlpha(step));
      this.requestRender();
      this.fadeTimer = step < TEXT_FADE.steps ? setTimeout(next, TEXT_FADE.stepMs) : null;
    };
    this.fadeTimer = setTimeout(next, TEXT_FADE.stepMs);
  }

  /** Ends a running fade with every text at full strength (no render of its own). */
  private stopFade(): void {
    if (this.fadeTimer === null) return;
    clearTimeout(this.fadeTimer);
    this.fadeTimer = null;
    this.setTextAlpha(1);
  }

  private setTextAlpha(alpha: number): void {
    setTextsAlpha(this.rowLayer, alpha);
  }

  /**
   * Shows the closed screen over the drawn layout's background and banner instead of its rows
   * (`spec`), or the rows again (null); one render follows.
   */
  showClosed(spec: ClosedSpec | null): void {
    if (this.destroyed) return;
    if (JSON.stringify(spec) === JSON.stringify(this.closedSpec)) return;
    this.closedSpec = spec;
    const banner = this.layout?.chrome.banner;
    this.closedView.update(spec, this.stage, banner ? banner.y + banner.h : 0);
    this.rowLayer.visible = spec === null;
    this.requestRender();
  }

  /** The closed screen's texts while it shows, else null. */
  closedShown(): { title: string; subtitle: string } | null {
    return this.closedView.shown();
  }

  /** The stage colour (theme base, green or red); one render follows. */
  setBackground(color: string): void {
    this.color = color;
    this.app.renderer.background.color = color;
    // The letterbox bars around the stage take the stage colour too.
    this.options.host.style.background = color;
    this.background.update(color, this.stage.width, this.stage.height);
    this.requestRender();
  }

  /**
   * Shows the board's name large over the stage (staff identify the board), or takes it away
   * (null): one render each.
   */
  identify(name: string | null): void {
    if (this.destroyed) return;
    this.identifyOverlay.update(name, this.stage);
    // Shown before the first list too: then the overlay is all there is to draw.
    if (this.layout) this.requestRender();
    else this.loop.renderNow();
  }

  /** The name shown by `identify`, or null: for tests and diagnostics. */
  identifyShown(): string | null {
    return this.identifyOverlay.shown();
  }

  /** Starts or stops the snow; the board itself is not redrawn while it falls. */
  setSnow(on: boolean): void {
    this.snowWanted = on && !this.destroyed;
    if (!this.snowWanted) {
      this.snow?.destroy();
      this.snow = null;
      return;
    }
    if (this.snow || this.snowStarting) return;
    this.snowStarting = SnowLayer.start(
      this.frame,
      this.kit,
      this.stage,
      this.app.renderer.resolution,
      this.rendererName(),
    ).then((layer) => {
      this.snowStarting = null;
      // Stopped (or the board went away) while WebGL was starting.
      if (!this.snowWanted) layer.destroy();
      else {
        this.snow = layer;
        if (this.layout) layer.setZones(priceZones(this.layout));
      }
    });
  }

  /** The snow layer while it falls, for benchmarks. */
  snowLayer(): SnowLayer | null {
    return this.snow;
  }

  /** Asks for one render on the next animation frame; requests before it coalesce. */
  requestRender(): void {
    this.loop.request();
  }

  /**
   * The stage as drawn now on a canvas of its own, at most `maxWidth` px wide (what staff see of
   * the board): one render, copied in the same task, so a WebGL canvas still holds the frame.
   */
  snapshot(maxWidth: number): HTMLCanvasElement {
    this.app.render();
    const scale = Math.min(1, maxWidth / this.stage.width);
    const copy = document.createElement('canvas');
    copy.width = Math.round(this.stage.width * scale);
    copy.height = Math.round(this.stage.height * scale);
    copy.getContext('2d')?.drawImage(this.app.canvas, 0, 0, copy.width, copy.height);
    return copy;
  }

  /** Scales the stage to the host: whole stage visible, centred, aspect ratio kept. */
  private fit(): void {
    const { clientWidth, clientHeight } = this.options.host;
    if (!clientWidth || !clientHeight) return;
    const scale = Math.min(clientWidth / this.stage.width, clientHeight / this.stage.height);
    const resolution = Math.max(0.25, scale * (window.devicePixelRatio || 1));
    if (
      this.app.renderer.resolution !== resolution ||
      this.app.renderer.width !== this.stage.width ||
      this.app.renderer.height !== this.stage.height
    ) {
      this.app.renderer.resize(this.stage.width, this.stage.height, resolution);
      this.images.setResolution(resolution);
      this.snow?.resize(this.stage, resolution);
    }
    this.frame.style.width = `${Math.round(this.stage.width * scale)}px`;
    this.frame.style.height = `${Math.round(this.stage.height * scale)}px`;
    if (this.layout) this.requestRender();
  }

  /** The scene's counters. */
  stats(): SceneStats {
    let displayObjects = 0;
    const walk = (node: Container) => {
      displayObjects += 1;
      for (const child of node.children) walk(child);
    };
    walk(this.app.stage);
    for (const object of this.snow?.objects() ?? []) walk(object);
    return {
      renders: this.loop.renders,
      displayObjects,
      created: this.counter.created,
      textures: gpuTextureCount(this.app.renderer) ?? this.drawnSources(),
      renderer: this.rendererName(),
      tickerRunning:
        this.app.ticker.started ||
        (this.snow?.running ?? false) ||
        Ticker.system.started ||
        Ticker.shared.started,
      effectFrames: this.snow?.framesDrawn ?? 0,
      pendingImages: this.images.pending,
      framePending: this.loop.pending || this.fadeTimer !== null,
      firstFrameMs: this.loop.firstFrameMs,
      renderErrors: this.loop.errors,
      lastRenderAt: this.loop.lastCompleteAt,
      renderMs: this.loop.renderMs,
    };
  }

  /** What stands in the banner's place (picture, placeholder or none): for tests and diagnostics. */
  bannerShown(): 'picture' | 'placeholder' | null {
    return this.chrome.bannerShown();
  }

  /** The shop's name on the banner (text, colour, size), or null: for tests and diagnostics. */
  bannerTitleShown(): { text: string; color: string; fontSize: number } | null {
    return this.bannerTitle.shown();
  }

  /** The renderer Pixi picked. */
  rendererName(): BoardRendererName {
    const name = this.app.renderer.name;
    return name === 'webgpu' || name === 'canvas' ? name : 'webgl';
  }

  /**
   * What the canvas renderer draws from: each picture source once, and each text (a canvas of
   * its own). A leak shows here as it does in the GPU's texture list.
   */
  private drawnSources(): number {
    const sources = new Set<TextureSource>();
    let texts = 0;
    const walk = (node: Container) => {
      if (node instanceof Text) texts += 1;
      else if (node instanceof Sprite) sources.add(node.texture.source);
      for (const child of node.children) walk(child);
    };
    walk(this.app.stage);
    return sources.size + texts;
  }

  /** The ids of each row's display objects, by row key: what an update kept or replaced. */
  identities(): Record<string, number[]> {
    const ids: Record<string, number[]> = {};
    for (const [key, view] of this.rows) ids[key] = view.objects().map((object) => object.uid);
    return ids;
  }

  /** Stops everything, frees every texture and removes the canvas. */
  destroy(): void {
    if (this.destroyed) return;
    this.setSnow(false);
    this.destroyed = true;
    if (this.fadeTimer !== null) clearTimeout(this.fadeTimer);
    this.fadeTimer = null;
    this.loop.stop();
    this.resizeObserver.disconnect();
    for (const view of this.rows.values()) view.destroy();
    this.rows.clear();
    this.identifyOverlay.clear();
    this.chrome.destroy();
    this.bannerTitle.destroy();
    this.background.destroy();
    this.images.destroy();
    this.styles.destroy();
    if (this.ownsApplication) {
      this.app.destroy(
        { removeView: true },
        { children: true, texture: true, textureSource: true },
      );
      this.frame.remove();
    } else {
      // The owner destroys the application; what the scene put on its stage goes now.
      this.board.destroy({ children: true, texture: true, textureSource: true });
    }
  }
}
