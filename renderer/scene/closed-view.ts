/**
 * The closed screen: outside a shop's opening hours the board shows its background and banner
 * (the shop's logo and name), "Gesloten" and when it opens, centred in the stage instead of the
 * menu. Drawn once: two texts and no effect, so a closed board costs nothing until it opens.
 */
import { Container, Text, TextStyle } from 'pixi.js';
import { FALLBACK_FAMILIES } from './fonts';
import type { SceneKit } from './text-pool';

/** What the closed screen says, in which font and colour. */
export interface ClosedSpec {
  title: string;
  /** When it opens, e.g. "Open vanaf dinsdag 10:00"; empty when no opening is planned. */
  subtitle: string;
  font: { family: string; weight: number };
  color: string;
}

export class ClosedView {
  private readonly container: Container;
  private readonly title: Text;
  private readonly subtitle: Text;
  private spec: ClosedSpec | null = null;

  constructor(parent: Container, kit: SceneKit) {
    this.container = kit.counter.track(new Container());
    this.title = kit.counter.track(new Text({ text: '' }));
    this.subtitle = kit.counter.track(new Text({ text: '' }));
    this.title.anchor.set(0.5);
    this.subtitle.anchor.set(0.5);
    this.container.addChild(this.title, this.subtitle);
    this.container.visible = false;
    parent.addChild(this.container);
  }

  /** Shows `spec` centred in a stage of this size (below the banner when there is one), or hides. */
  update(spec: ClosedSpec | null, stage: { width: number; height: number }, top: number): void {
    this.spec = spec;
    this.container.visible = spec !== null;
    if (!spec) return;
    const base = Math.round(Math.min(stage.width, stage.height) * 0.12);
    const style = (size: number, weight: number) =>
      new TextStyle({
        fontFamily: [spec.font.family, ...FALLBACK_FAMILIES],
        fontWeight: String(weight) as TextStyle['fontWeight'],
        fontSize: size,
        fill: spec.color,
        align: 'center',
        wordWrap: true,
        wordWrapWidth: stage.width * 0.85,
      });
    const replace = (text: Text, value: string, next: TextStyle) => {
      const old = text.style;
      text.style = next;
      if (old !== next) old.destroy();
      text.text = value;
    };
    replace(this.title, spec.title, style(base, spec.font.weight));
    replace(this.subtitle, spec.subtitle, style(Math.round(base * 0.42), 400));
    this.subtitle.visible = spec.subtitle !== '';
    const middle = top + (stage.height - top) / 2;
    this.title.position.set(Math.round(stage.width / 2), Math.round(middle - base * 0.35));
    this.subtitle.position.set(Math.round(stage.width / 2), Math.round(middle + base * 0.6));
  }

  /** What is shown, for tests; null while the board is open. */
  shown(): { title: string; subtitle: string } | null {
    return this.spec ? { title: this.spec.title, subtitle: this.spec.subtitle } : null;
  }
}
