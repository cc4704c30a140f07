/**
 * Snow: soft flakes in one ParticleContainer (one draw call, and only the flakes' positions go
 * to the GPU each frame), on a transparent canvas of its own over the board. The board canvas is
 * not redrawn while it snows: the browser composes the two. A screen stick often draws in
 * software, where every frame costs a fill of the whole canvas, so the snow is made cheap where
 * nobody can see it: its canvas has 0.4 of the board's resolution (the flakes are soft blurs
 * anyway, the browser scales it up), it draws SNOW_FPS frames a second from a timer (slow flakes
 * need no more), and a frame moves the flakes without allocating anything. The snow exists only while
 * it falls; stopping it frees its canvas, particles and texture. Flakes fade out over the
 * board's price columns, so snow never stands on a price.
 */
import { Application, Particle, ParticleContainer, Texture, Ticker, type Container } from 'pixi.js';
import { snowVisibility, type SnowZone } from './snow-zones';
import type { SceneKit } from './text-pool';

/** Flakes on a landscape stage; a portrait one gets as many. */
export const SNOWFLAKES = 160;
/** Most snow frames a second. */
export const SNOW_FPS = 10;
/** The snow canvas's resolution against the board's. */
export const SNOW_RESOLUTION_SHARE = 0.4;
const FLAKE_PIXELS = 24;

interface Flake {
  particle: Particle;
  speed: number;
  sway: number;
  phase: number;
  /** Where the flake starts, so the snow can be put back to its first frame. */
  startX: number;
  startY: number;
  /** Its opacity away from the price columns. */
  alpha: number;
}

/** The seed of the flakes: every snowfall starts alike, so a frame can be pinned in a test. */
export const SNOW_SEED = 0x5eed;

/** A round flake with a soft edge, drawn once into a small canvas. */
function flakeTexture(): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = FLAKE_PIXELS;
  canvas.height = FLAKE_PIXELS;
  const context = canvas.getContext('2d');
  if (context) {
    const r = FLAKE_PIXELS / 2;
    const glow = context.createRadialGradient(r, r, 0, r, r, r);
    glow.addColorStop(0, 'rgba(255,255,255,1)');
    glow.addColorStop(0.45, 'rgba(255,255,255,0.85)');
    glow.addColorStop(1, 'rgba(255,255,255,0)');
    context.fillStyle = glow;
    context.fillRect(0, 0, FLAKE_PIXELS, FLAKE_PIXELS);
  }
  return Texture.from(canvas);
}

/** A small deterministic random source, so that two runs of the effect look alike. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Falling snow over a stage of `width` x `height`. */
export class SnowEffect {
  private readonly container: ParticleContainer;
  private readonly texture: Texture;
  private readonly flakes: Flake[] = [];
  /** The board's price columns: flakes fade out over them (`snow-zones.ts`). */
  private zones: readonly SnowZone[] = [];

  constructor(
    parent: Container,
    kit: SceneKit,
    private readonly width: number,
    private readonly height: number,
  ) {
    this.texture = flakeTexture();
    this.container = kit.counter.track(
      new ParticleContainer({
        texture: this.texture,
        // Flakes move and fade over the price columns; their size and texture never change.
        dynamicProperties: {
          position: true,
          vertex: false,
          rotation: false,
          uvs: false,
          color: true,
        },
      }),
    );
    const next = random(SNOW_SEED);
    for (let i = 0; i < SNOWFLAKES; i += 1) {
      const scale = 0.25 + next() * 0.75;
      const startX = next() * width;
      const startY = next() * height;
      const alpha = 0.45 + scale * 0.5;
      const particle = new Particle({
        texture: this.texture,
        x: startX,
        y: startY,
        scaleX: scale,
        scaleY: scale,
        alpha,
      });
      // Big flakes are near, so they fall faster: a cheap depth cue.
      this.flakes.push({
        particle,
        speed: 40 + scale * 90,
        sway: 10 + next() * 25,
        phase: next() * 6.3,
        startX,
        startY,
        alpha,
      });
    }
    this.container.addParticle(...this.flakes.map((flake) => flake.particle));
    parent.addChild(this.container);
  }

  /** Moves every flake `seconds` further; flakes that leave the bottom come back at the top. */
  step(seconds: number, time: number): void {
    const margin = FLAKE_PIXELS;
    for (const flake of this.flakes) {
      const p = flake.particle;
      p.y += flake.speed * seconds;
      p.x += Math.sin(time * 0.8 + flake.phase) * flake.sway * seconds;
      if (p.y > this.height + margin) p.y = -margin;
      if (p.x > this.width + margin) p.x = -margin;
      else if (p.x < -margin) p.x = this.width + margin;
      this.fade(flake);
    }
  }

  /** The price columns flakes fade out over; the flakes take them at once. */
  setZones(zones: readonly SnowZone[]): void {
    this.zones = zones;
    for (const flake of this.flakes) this.fade(flake);
  }

  private fade(flake: Flake): void {
    const p = flake.particle;
    p.alpha = this.zones.length ? flake.alpha * snowVisibility(p.x, p.y, this.zones) : flake.alpha;
  }

  /** Puts every flake back where the snowfall started. */
  reset(): void {
    for (const flake of this.flakes) {
      flake.particle.x = flake.startX;
      flake.particle.y = flake.startY;
      this.fade(flake);
    }
  }

  /** The particle container (particles are not display objects of their own). */
  objects(): ParticleContainer[] {
    return [this.container];
  }

  /** Removes the flakes and frees their texture. */
  destroy(): void {
    this.container.destroy({ children: true });
    this.texture.destroy(true);
  }
}

/**
 * The snow's own canvas and stage, laid over the board's canvas, drawn by a timer at SNOW_FPS.
 * A timer rather than a ticker: a requestAnimationFrame loop wakes the page and the compositor
 * on every display frame even when it draws nothing, which costs a software-rendering stick more
 * than the snow frames themselves.
 */
export class SnowLayer {
  private readonly effect: SnowEffect;
  private frames = 0;
  private timer: ReturnType<typeof setInterval> | null;
  private last = performance.now();

  private constructor(
    private readonly app: Application,
    kit: SceneKit,
    size: { width: number; height: number },
  ) {
    this.effect = new SnowEffect(app.stage, kit, size.width, size.height);
    this.timer = setInterval(() => this.tick(), 1000 / SNOW_FPS);
  }

  /** Starts falling snow over a stage of `size` in `parent`, at the board's resolution. */
  static async start(
    parent: HTMLElement,
    kit: SceneKit,
    size: { width: number; height: number },
    resolution: number,
    renderer: 'webgl' | 'webgpu' | 'canvas' = 'webgl',
  ): Promise<SnowLayer> {
    const app = new Application();
    await app.init({
      // The board's own renderer: a device without WebGL draws the snow on canvas too.
      preference: renderer,
      width: size.width,
      height: size.height,
      resolution: resolution * SNOW_RESOLUTION_SHARE,
      backgroundAlpha: 0,
      autoStart: false,
      sharedTicker: false,
      gcActive: false,
      autoDensity: false,
      // As for the board: none of Pixi's browser extras (events, accessibility, DOM, filters).
      skipExtensionImports: true,
    });
    // As for the board: no system ticker, and no ticker of its own; the layer draws its frames.
    Ticker.system.stop();
    app.ticker.remove(app.render, app);
    app.ticker.stop();
    app.canvas.classList.add('board-effects');
    parent.appendChild(app.canvas);
    return new SnowLayer(app, kit, size);
  }

  private tick(): void {
    const now = performance.now();
    // A stalled page (a busy stick, a hidden tab) does not make the flakes jump.
    this.drawFrame(Math.min(now - this.last, 100));
    this.last = now;
  }

  /** Moves the flakes `ms` further and draws one frame. */
  drawFrame(ms: number): void {
    this.effect.step(ms / 1000, performance.now() / 1000);
    this.frames += 1;
    this.app.render();
  }

  /**
   * Draws the frame the snowfall shows `seconds` after it started, in the timer's steps and
   * whatever was drawn before: the same picture every time (pinned snapshots use it). Call
   * `pause` first, or the timer moves on from there.
   */
  drawAt(seconds: number): void {
    this.effect.reset();
    const step = 1 / SNOW_FPS;
    for (let t = step; t <= seconds + 1e-9; t += step) this.effect.step(step, t);
    this.frames += 1;
    this.app.render();
  }

  /** Stops the timer: frames are then drawn only by `drawFrame` (benchmarks drive it). */
  pause(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Frames drawn so far. */
  get framesDrawn(): number {
    return this.frames;
  }

  /** Whether the layer's timer runs. */
  get running(): boolean {
    return this.timer !== null;
  }

  /** The price columns of the board drawn: flakes fade out over them. */
  setZones(zones: readonly SnowZone[]): void {
    this.effect.setZones(zones);
  }

  /** Follows the board's resolution when the window is resized. */
  resize(size: { width: number; height: number }, resolution: number): void {
    this.app.renderer.resize(size.width, size.height, resolution * SNOW_RESOLUTION_SHARE);
  }

  /** The layer's app, for benchmarks that time its frames. */
  application(): Application {
    return this.app;
  }

  /** Display objects of the layer. */
  objects(): Container[] {
    return [this.app.stage, ...this.effect.objects()];
  }

  /** Stops the timer and frees the canvas, the particles and the renderer's context. */
  destroy(): void {
    this.pause();
    this.effect.destroy();
    this.app.destroy({ removeView: true }, { children: true });
  }
}
