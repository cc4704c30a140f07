/**
 * Drawn decoration: the flat shapes of a row in one Graphics: its background, the pills behind kind badges and the
 * lines through old prices. One Graphics per row keeps the display list short, and it is only
 * redrawn when one of those shapes changed.
 */
import { CanvasTextMetrics, Graphics, Text, TextStyle, type Container } from 'pixi.js';
import type { Fill, TextRun } from '../layout';
import { FALLBACK_FAMILIES } from './fonts';
import type { SceneKit } from './text-pool';

/** A filled, optionally rounded rectangle in row coordinates. */
export interface DecorBox extends Fill {
  x: number;
  y: number;
  w: number;
  h: number;
  radius: number;
}

/** Everything a row's Graphics draws. */
export interface DecorShapes {
  boxes: DecorBox[];
  /** Runs drawn with a line through them. */
  strikes: TextRun[];
}

/** The pills of the runs that have one, and the runs that are struck through. */
export function runShapes(runs: readonly TextRun[]): DecorShapes {
  const boxes: DecorBox[] = [];
  const strikes: TextRun[] = [];
  for (const run of runs) {
    if (run.box) boxes.push({ ...run.box, x: run.x, y: run.y, w: run.w, h: run.h });
    if (run.strike) strikes.push(run);
  }
  return { boxes, strikes };
}

function signature(shapes: DecorShapes): string {
  const boxes = shapes.boxes.map(
    (b) => `${b.x},${b.y},${b.w},${b.h},${b.radius},${b.color},${b.alpha}`,
  );
  const strikes = shapes.strikes.map((s) => `${s.x},${s.y},${s.w},${s.h},${s.color}`);
  return `${boxes.join(';')}|${strikes.join(';')}`;
}

/** A row's Graphics, redrawn only when its shapes change. */
export class RowDecor {
  private readonly graphics: Graphics;
  private drawn = '';

  constructor(parent: Container, kit: SceneKit) {
    this.graphics = kit.counter.track(new Graphics());
    parent.addChildAt(this.graphics, 0);
  }

  /** Draws `shapes` unless exactly these are drawn already. */
  update(shapes: DecorShapes): void {
    const next = signature(shapes);
    if (next === this.drawn) return;
    this.drawn = next;
    const g = this.graphics.clear();
    for (const box of shapes.boxes) {
      if (box.alpha <= 0 || box.w <= 0 || box.h <= 0) continue;
      if (box.radius > 0) g.roundRect(box.x, box.y, box.w, box.h, box.radius);
      else g.rect(box.x, box.y, box.w, box.h);
      g.fill({ color: box.color, alpha: box.alpha });
    }
    for (const run of shapes.strikes) {
      // Through the middle of the digits, which sit a little below the middle of the line box.
      const y = Math.round(run.y + run.h * 0.54);
      const thickness = Math.max(2, Math.round(run.font.size * 0.09));
      g.rect(run.x - 2, y - thickness / 2, run.w + 4, thickness).fill({ color: run.color });
    }
  }

  /** The Graphics, for identity checks. */
  objects(): Graphics[] {
    return [this.graphics];
  }

  /** Destroys the Graphics and its geometry. */
  destroy(): void {
    this.graphics.destroy({ context: true });
  }
}

/** The shop's name over a banner that leaves room for it. */
export interface BannerTitleSpec {
  text: string;
  font: { family: string; weight: number };
  color: string;
}

/** Share of the banner's height the name's font takes, before it is fitted to the width. */
const BANNER_TITLE_SIZE = 0.46;

/**
 * The shop's name, centred on the banner strip between the logo's room on either side, and made
 * smaller only when a long name would not fit. Redrawn only when the name, font, colour or
 * banner changed.
 */
export class BannerTitle {
  private text: Text | null = null;
  private drawn = '';

  constructor(
    private readonly parent: Container,
    private readonly kit: SceneKit,
  ) {}

  /** Shows `title` over `banner`, or nothing when either is null. */
  update(
    banner: { x: number; y: number; w: number; h: number } | null,
    title: BannerTitleSpec | null,
  ): void {
    const next = banner && title?.text.trim() ? JSON.stringify([banner, title]) : '';
    if (next === this.drawn) return;
    this.drawn = next;
    if (!banner || !title || !next) {
      this.text?.destroy();
      this.text = null;
      return;
    }
    // The logo stands in a square at the left; the same room on the right keeps the name centred.
    const room = banner.w - 2 * (banner.h + banner.h * 0.25);
    let size = Math.round(banner.h * BANNER_TITLE_SIZE);
    const style = new TextStyle({
      fontFamily: [title.font.family, ...FALLBACK_FAMILIES],
      fontWeight: String(title.font.weight) as TextStyle['fontWeight'],
      fontSize: size,
      fill: title.color,
      letterSpacing: Math.round(size * 0.04),
    });
    const width = CanvasTextMetrics.measureText(title.text.trim(), style).width;
    if (width > room && room > 0) {
      size = Math.max(8, Math.floor((size * room) / width));
      style.fontSize = size;
      style.letterSpacing = Math.round(size * 0.04);
    }
    if (!this.text) {
      this.text = this.kit.counter.track(new Text({ text: '', style }));
      this.text.anchor.set(0.5);
      this.parent.addChild(this.text);
    } else {
      const old = this.text.style;
      this.text.style = style;
      old.destroy();
    }
    this.text.text = title.text.trim();
    this.text.position.set(
      Math.round(banner.x + banner.w / 2),
      Math.round(banner.y + banner.h / 2),
    );
  }

  /** What is shown: the name, its colour and size; null when nothing is. */
  shown(): { text: string; color: string; fontSize: number } | null {
    if (!this.text) return null;
    const fill = this.text.style.fill;
    return {
      text: this.text.text,
      color: typeof fill === 'string' ? fill : String(fill),
      fontSize: this.text.style.fontSize,
    };
  }

  /** The name's text object, when one is shown. */
  objects(): Text[] {
    return this.text ? [this.text] : [];
  }

  destroy(): void {
    this.text?.destroy();
    this.text = null;
  }
}
