/**
 * What surrounds the rows: the stage background (a soft gradient of the current background
 * colour), and the chrome the layout placed (banner, logo, version label).
 */
import { Container, FillGradient, Graphics, type Container as PixiContainer } from 'pixi.js';
import type { LayoutChrome } from '../layout';
import { ImageView, type ImageKit } from './image-view';
import { TextPool, type SceneKit } from './text-pool';

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `hex` moved `amount` of the way to `target` (white or black). */
export function mix(hex: string, target: '#FFFFFF' | '#000000', amount: number): string {
  const to = rgb(target);
  const out = rgb(hex).map((c, i) => Math.round(c + ((to[i] ?? 0) - c) * amount));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether `hex` is a light colour (a paper stage) rather than a dark one. */
function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 140;
}

/**
 * The stage background: the colour lit a little from the top and deepening towards the bottom,
 * which reads as depth on a shop screen without pulling attention from the prices.
 */
export class BackgroundView {
  private readonly graphics: Graphics;
  private gradient: FillGradient | null = null;
  private drawn = '';

  constructor(parent: PixiContainer, kit: SceneKit) {
    this.graphics = kit.counter.track(new Graphics());
    parent.addChildAt(this.graphics, 0);
  }

  /** Paints `color` over a `width` x `height` stage. */
  update(color: string, width: number, height: number): void {
    const key = `${color}|${width}x${height}`;
    if (key === this.drawn) return;
    this.drawn = key;
    this.gradient?.destroy();
    this.gradient = new FillGradient({
      type: 'linear',
      start: { x: 0, y: 0 },
      end: { x: 0, y: 1 },
      colorStops: [
        { offset: 0, color: mix(color, '#FFFFFF', 0.06) },
        { offset: 0.45, color },
        // Paper must not turn grey; a dark stage can deepen a lot before anyone notices.
        { offset: 1, color: mix(color, '#000000', isLight(color) ? 0.05 : 0.28) },
      ],
      textureSpace: 'local',
    });
    this.graphics.clear().rect(0, 0, width, height).fill(this.gradient);
  }

  objects(): Graphics[] {
    return [this.graphics];
  }

  destroy(): void {
    this.gradient?.destroy();
    this.graphics.destroy({ context: true });
  }
}

/** The strip standing in for a banner picture that is loading or failed: neutral grey. */
const BANNER_PLACEHOLDER = { color: 0x808080, alpha: 0.35 };

/** Banner, logo and version label. */
export class ChromeView {
  private readonly container: Container;
  private readonly banner: ImageView;
  private readonly logo: ImageView;
  private readonly texts: TextPool;

  constructor(parent: PixiContainer, kit: ImageKit) {
    this.container = kit.counter.track(new Container());
    parent.addChild(this.container);
    // The logo stands on the banner, so the banner's sprite must come first.
    const bannerLayer = kit.counter.track(new Container());
    const logoLayer = kit.counter.track(new Container());
    this.container.addChild(bannerLayer, logoLayer);
    // A banner that cannot be shown leaves a neutral strip, never a hole above the columns.
    this.banner = new ImageView(bannerLayer, kit, BANNER_PLACEHOLDER);
    this.logo = new ImageView(logoLayer, kit);
    this.texts = new TextPool(this.container, kit);
  }

  update(chrome: LayoutChrome): void {
    this.banner.update(chrome.banner);
    this.logo.update(chrome.logo);
    this.texts.sync(chrome.version ? [{ key: 'version', run: chrome.version }] : []);
  }

  /** What stands in the banner's place: its picture, the placeholder, or nothing. */
  bannerShown(): 'picture' | 'placeholder' | null {
    return this.banner.shown();
  }

  objects(): PixiContainer[] {
    return [
      this.container,
      ...this.banner.objects(),
      ...this.logo.objects(),
      ...this.texts.objects(),
    ];
  }

  destroy(): void {
    this.banner.destroy();
    this.logo.destroy();
    this.texts.destroy();
    this.container.destroy({ children: true });
  }
}
