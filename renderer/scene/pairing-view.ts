/**
 * What a screen stick at `/scherm` shows until staff pair it: the pairing code, large, and the
 * instructions in Dutch and English, drawn by the board's own renderer on a stage of the
 * board's size (letterboxed in the window like a board). Drawn once per change: no ticker.
 */
import { Application, Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import { STAGES, type LayoutOrientation } from '../layout';
import { limitBatchTextures } from './batch-limit';
import { boardApplicationOptions } from './board-scene';
import { FALLBACK_FAMILIES } from './fonts';

/** A face the pairing screen draws with (loaded before it is drawn). */
export interface PairingFont {
  family: string;
  weight: number;
}

/** What the pairing screen says; each language's lines are drawn side by side (or stacked). */
export interface PairingScreenSpec {
  /** The code as shown ('ACD 479'), or null while it is being asked for. */
  code: string | null;
  /** A title and instructions per language, Dutch first. */
  languages: { title: string; lines: string[] }[];
  /** A line under everything (the code's expiry, or a problem). */
  footer: string;
  /** The board's faces: `title` for the code and the titles, `body` for everything else. */
  fonts: { title: PairingFont; body: PairingFont };
}

const BACKGROUND = '#10241a';
const INK = 0xf4f1ea;
const MUTED = 0xb9c7bd;
const ACCENT = 0xf2c14e;

/** The pairing screen on its own Pixi application. */
export class PairingView {
  private readonly content = new Container();
  private readonly observer: ResizeObserver;
  private readonly stage: { width: number; height: number };
  private families: string[] = [];

  private constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
    private readonly frame: HTMLElement,
    orientation: LayoutOrientation,
  ) {
    this.stage = { ...STAGES[orientation] };
    app.ticker.stop();
    app.stage.addChild(this.content);
    this.observer = new ResizeObserver(() => this.fit());
    this.observer.observe(host);
    this.fit();
  }

  /** Starts a renderer and mounts its canvas in a `.board-frame` in `host`. */
  static async mount(host: HTMLElement, orientation: LayoutOrientation): Promise<PairingView> {
    const app = new Application();
    await app.init(boardApplicationOptions(orientation, BACKGROUND));
    limitBatchTextures(app.renderer);
    const frame = document.createElement('div');
    frame.className = 'board-frame';
    app.canvas.classList.add('board-canvas');
    frame.appendChild(app.canvas);
    host.appendChild(frame);
    return new PairingView(app, host, frame, orientation);
  }

  /** Draws the screen for `spec` (replacing what was drawn). */
  show(spec: PairingScreenSpec): void {
    for (const child of this.content.removeChildren()) child.destroy({ children: true });
    const { width, height } = this.stage;
    const landscape = width > height;
    const unit = Math.min(width, height) / 1080;
    const { title: titleFont, body: bodyFont } = spec.fonts;
    const text = (value: string, font: PairingFont, style: TextStyleOptions) =>
      new Text({
        text: value,
        style: {
          fontFamily: [font.family, ...FALLBACK_FAMILIES],
          fontWeight: String(font.weight) as TextStyleOptions['fontWeight'],
          ...style,
        },
      });
    this.families = [...new Set([titleFont.family, bodyFont.family])];

    const code = text(spec.code ?? '· · ·', titleFont, {
      fontSize: Math.round(230 * unit),
      fill: ACCENT,
      letterSpacing: Math.round(24 * unit),
    });
    code.anchor.set(0.5, 0);
    code.position.set(width / 2, height * (landscape ? 0.1 : 0.12));
    const box = new Graphics()
      .roundRect(
        width / 2 - code.width / 2 - 60 * unit,
        code.y - 30 * unit,
        code.width + 120 * unit,
        code.height + 60 * unit,
        24 * unit,
      )
      .stroke({ color: ACCENT, width: 6 * unit });
    this.content.addChild(box, code);

    const top = code.y + code.height + 110 * unit;
    const columns = spec.languages.length;
    const columnWidth = landscape ? (width * 0.84) / columns : width * 0.84;
    spec.languages.forEach((language, index) => {
      const x = landscape ? width * 0.08 + index * columnWidth : width * 0.08;
      const y = landscape ? top : top + index * (height - top) * 0.42;
      const title = text(language.title, titleFont, {
        fontSize: Math.round(72 * unit),
        fill: INK,
      });
      title.position.set(x, y);
      const body = text(language.lines.join('\n'), bodyFont, {
        fontSize: Math.round(40 * unit),
        fill: INK,
        lineHeight: Math.round(60 * unit),
        wordWrap: true,
        wordWrapWidth: columnWidth - 60 * unit,
      });
      body.position.set(x, y + title.height + 24 * unit);
      this.content.addChild(title, body);
    });
    const footer = text(spec.footer, bodyFont, {
      fontSize: Math.round(34 * unit),
      fill: MUTED,
      align: 'center',
      wordWrap: true,
      wordWrapWidth: width * 0.9,
    });
    footer.anchor.set(0.5, 1);
    footer.position.set(width / 2, height - 50 * unit);
    this.content.addChild(footer);
    this.app.render();
  }

  /** The font families the screen is drawn in now (for tests and diagnostics). */
  drawnFamilies(): string[] {
    return [...this.families];
  }

  /** Scales the stage to the host, as a board is: whole, centred, aspect ratio kept. */
  private fit(): void {
    const { clientWidth, clientHeight } = this.host;
    if (!clientWidth || !clientHeight) return;
    const scale = Math.min(clientWidth / this.stage.width, clientHeight / this.stage.height);
    const resolution = Math.max(0.25, scale * (window.devicePixelRatio || 1));
    if (this.app.renderer.resolution !== resolution)
      this.app.renderer.resize(this.stage.width, this.stage.height, resolution);
    this.frame.style.width = `${Math.round(this.stage.width * scale)}px`;
    this.frame.style.height = `${Math.round(this.stage.height * scale)}px`;
    this.app.render();
  }

  destroy(): void {
    this.observer.disconnect();
    this.app.destroy({ removeView: true }, { children: true, texture: true });
    this.frame.remove();
  }
}
