/**
 * Snow: a few hundred soft flakes in one ParticleContainer (one draw call, and only the flakes'
 * positions go to the GPU each frame), on a transparent canvas of its own over the board. The
 * board canvas is not redrawn while it snows: the browser composes the two, so a frame costs
 * about what an empty stage costs. The snow exists only while it falls; stopping it frees its
 * canvas, particles and texture.
 */
import { Application, Particle, ParticleContainer, Texture, Ticker, type Container } from 'pixi.js';
import type { SceneKit } from './text-pool';

/** Flakes on a landscape stage; a portrait one gets as many. */
export const SNOWFLAKES = 240;
const FLAKE_PIXELS = 24;

interface Flake {
  particle: Particle;
  speed: number;
  sway: number;
  phase: number;
}

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
        // Flakes only move; their size, colour and texture never change after they are made.
        dynamicProperties: {
          position: true,
          vertex: false,
          rotation: false,
          uvs: false,
          color: false,
        },
      }),
    );
    const next = random(0x5eed);
    for (let i = 0; i < SNOWFLAKES; i += 1) {
      const scale = 0.25 + next() * 0.75;
      const particle = new Particle({
        texture: this.texture,
        x: next() * width,
        y: next() * height,
        scaleX: scale,
        scaleY: scale,
        alpha: 0.45 + scale * 0.5,
      });
      // Big flakes are near, so they fall faster: a cheap depth cue.
      this.flakes.push({
        particle,
        speed: 40 + scale * 90,
        sway: 10 + next() * 25,
        phase: next() * 6.3,
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

/** The snow's own canvas, stage and ticker, laid over the board's canvas. */
export class SnowLayer {
  private readonly effect: SnowEffect;
  private frames = 0;

  private constructor(
    private readonly app: Application,
    kit: SceneKit,
    size: { width: number; height: number },
  ) {
    this.effect = new SnowEffect(app.stage, kit, size.width, size.height);
    app.ticker.add(this.tick, this);
    app.ticker.start();
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
      resolution,
      backgroundAlpha: 0,
      autoStart: false,
      sharedTicker: false,
      gcActive: false,
      autoDensity: false,
    });
    // As for the board: no system ticker, and the layer renders its frames itself.
    Ticker.system.stop();
    app.ticker.remove(app.render, app);
    app.canvas.classList.add('board-effects');
    parent.appendChild(app.canvas);
    return new SnowLayer(app, kit, size);
  }

  private tick(ticker: Ticker): void {
    this.effect.step(Math.min(ticker.deltaMS, 100) / 1000, ticker.lastTime / 1000);
    this.frames += 1;
    this.app.render();
  }

  /** Frames drawn so far. */
  get framesDrawn(): number {
    return this.frames;
  }

  /** Whether the layer's ticker runs. */
  get running(): boolean {
    return this.app.ticker.started;
  }

  /** Follows the board's resolution when the window is resized. */
  resize(size: { width: number; height: number }, resolution: number): void {
    this.app.renderer.resize(size.width, size.height, resolution);
  }

  /** The layer's app, for benchmarks that time its frames. */
  application(): Application {
    return this.app;
  }

  /** Display objects of the layer. */
  objects(): Container[] {
    return [this.app.stage, ...this.effect.objects()];
  }

  /** Stops the ticker and frees the canvas, the particles and the renderer's context. */
  destroy(): void {
    this.app.ticker.remove(this.tick, this);
    this.app.ticker.stop();
    this.effect.destroy();
    this.app.destroy({ removeView: true }, { children: true });
  }
}
