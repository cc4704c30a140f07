/**
 * The board's name, large over the whole stage, while staff identify it (screen health). Drawn
 * once when it appears and once when it goes: the scene still renders on demand.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { FALLBACK_FAMILIES } from './fonts';

export class IdentifyOverlay {
  private layer: Container | null = null;
  private shownName: string | null = null;

  constructor(private readonly parent: Container) {}

  /** Shows `name` over a stage of this size; null takes it away. */
  update(name: string | null, stage: { width: number; height: number }): void {
    this.clear();
    if (name === null) return;
    const layer = new Container();
    const shade = new Graphics()
      .rect(0, 0, stage.width, stage.height)
      .fill({ color: 0x000000, alpha: 0.82 });
    const text = new Text({
      text: name,
      style: {
        fontFamily: [...FALLBACK_FAMILIES],
        fontSize: Math.round(Math.min(stage.width, stage.height) * 0.16),
        fontWeight: '700',
        fill: 0xffffff,
        align: 'center',
        wordWrap: true,
        wordWrapWidth: stage.width * 0.9,
      },
    });
    text.anchor.set(0.5);
    text.position.set(stage.width / 2, stage.height / 2);
    layer.addChild(shade, text);
    this.parent.addChild(layer);
    this.layer = layer;
    this.shownName = name;
  }

  /** The name shown now, or null. */
  shown(): string | null {
    return this.shownName;
  }

  clear(): void {
    this.layer?.destroy({ children: true });
    this.layer = null;
    this.shownName = null;
  }
}
