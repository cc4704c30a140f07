/**
 * Text styles and the measurer the layout engine uses: both come from one place, so a text is
 * measured in exactly the style it is drawn in and the layout's widths hold on screen.
 */
import { CanvasTextMetrics, TextStyle } from 'pixi.js';
import type { FontFace, TextMeasurer } from '../layout';
import { FALLBACK_FAMILIES } from './fonts';

/**
 * Shares one TextStyle per font and colour. Pixi keys text textures by style, so equal texts in
 * equal styles (every '1g' header, every '12,50') share one texture as well.
 */
export class TextStyles {
  private readonly styles = new Map<string, TextStyle>();

  /** The style of `font` in `color`. */
  get(font: FontFace, color: string): TextStyle {
    const key = `${font.family}|${font.weight}|${font.size}|${color}`;
    let style = this.styles.get(key);
    if (!style) {
      style = new TextStyle({
        fontFamily: [font.family, ...FALLBACK_FAMILIES],
        fontWeight: String(font.weight) as TextStyle['fontWeight'],
        fontSize: font.size,
        fill: color,
        // Emoji and the star are drawn by fallback fonts whose ink may reach past the box.
        padding: Math.ceil(font.size * 0.1),
      });
      this.styles.set(key, style);
    }
    return style;
  }

  /** Drops every style; call when the board goes away. */
  destroy(): void {
    for (const style of this.styles.values()) style.destroy();
    this.styles.clear();
  }
}

/**
 * Measures texts with the canvas the board draws them with. Results are cached per font and
 * text: a board lays out the same few hundred strings on every data change.
 */
export class CanvasTextMeasurer implements TextMeasurer {
  private readonly cache = new Map<string, { width: number; height: number }>();

  constructor(private readonly styles: TextStyles) {}

  measure(text: string, font: FontFace): { width: number; height: number } {
    const key = `${font.family}|${font.weight}|${font.size}|${text}`;
    let size = this.cache.get(key);
    if (!size) {
      // Colour does not change a text's size; one colour keeps the style cache small.
      const metrics = CanvasTextMetrics.measureText(text, this.styles.get(font, '#000000'));
      size = { width: metrics.width, height: metrics.height };
      this.cache.set(key, size);
    }
    return size;
  }

  /** Forgets every measurement: after a new font subset arrived, old widths may be wrong. */
  clear(): void {
    this.cache.clear();
  }
}
