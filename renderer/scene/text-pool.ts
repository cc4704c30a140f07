/**
 * The texts of one scene object, keyed by what they are (the name, the price of '1g'), so an
 * update changes a text in place instead of replacing it: the display object survives, only its
 * string, style or position changes.
 */
import { Text, type Container } from 'pixi.js';
import type { TextRun } from '../layout';
import type { TextStyles } from './text-styles';

/** Counts display objects as scene objects make them, for tests and benchmarks. */
export class ObjectCounter {
  created = 0;

  /** Records one new display object and hands it back. */
  track<T extends Container>(object: T): T {
    this.created += 1;
    return object;
  }
}

/** What a scene object needs to make and style its display objects. */
export interface SceneKit {
  styles: TextStyles;
  counter: ObjectCounter;
  /** Asks for one render on the next frame (coalesced with any other request). */
  requestRender: () => void;
}

/** A run to draw under a key that stays the same across updates. */
export interface KeyedRun {
  key: string;
  run: TextRun;
}

/**
 * Where a run's text goes: at the run's position, or centred in its box (badges), so that the
 * letters sit in the middle of the pill whatever the font's side bearings.
 */
function place(text: Text, run: TextRun): void {
  if (run.box) {
    text.x = Math.round(run.x + (run.w - text.width) / 2);
    text.y = Math.round(run.y + (run.h - text.height) / 2);
  } else {
    text.x = run.x;
    text.y = run.y;
  }
}

/** A keyed set of Text objects under one parent. */
export class TextPool {
  private readonly texts = new Map<string, Text>();

  constructor(
    private readonly parent: Container,
    private readonly kit: SceneKit,
  ) {}

  /** Makes the pool hold exactly `runs`: new keys get a Text, gone keys lose theirs. */
  sync(runs: readonly KeyedRun[]): void {
    const seen = new Set<string>();
    for (const { key, run } of runs) {
      seen.add(key);
      const style = this.kit.styles.get(run.font, run.color);
      let text = this.texts.get(key);
      if (!text) {
        text = this.kit.counter.track(new Text({ text: run.text, style }));
        this.texts.set(key, text);
        this.parent.addChild(text);
      } else {
        if (text.text !== run.text) text.text = run.text;
        if (text.style !== style) text.style = style;
      }
      place(text, run);
    }
    for (const [key, text] of this.texts) {
      if (seen.has(key)) continue;
      text.destroy();
      this.texts.delete(key);
    }
  }

  /** The display objects of the pool, for identity checks. */
  objects(): Text[] {
    return [...this.texts.values()];
  }

  /** Destroys every Text; their textures go back to Pixi's shared text cache. */
  destroy(): void {
    for (const text of this.texts.values()) text.destroy();
    this.texts.clear();
  }
}
