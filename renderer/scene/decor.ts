/**
 * The flat shapes of a row in one Graphics: its background, the pills behind kind badges and the
 * lines through old prices. One Graphics per row keeps the display list short, and it is only
 * redrawn when one of those shapes changed.
 */
import { Graphics, type Container } from 'pixi.js';
import type { Fill, TextRun } from '../layout';
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
