/**
 * A board's pictures of its canvas for staff ("Toon scherm" in the fleet): one when staff ask
 * (`screenshot_request` on the board's socket), and one by itself after each new list, at most
 * every 10 minutes. A picture is a JPEG of at most 640 px wide and 100 KB (the quality goes
 * down until it fits), sent with the board's secret. Everything platform-bound is injected.
 */

/** The widest picture a board sends. */
export const PICTURE_MAX_WIDTH = 640;
/** The most bytes of one picture. */
export const PICTURE_MAX_BYTES = 100 * 1024;
/** A board sends a picture by itself at most this often. */
export const AUTO_PICTURE_MS = 10 * 60_000;
/** After a new list, the board waits this long (pictures arriving) before its picture. */
export const AUTO_PICTURE_DELAY_MS = 3000;

/** The canvas as a JPEG of at most `maxBytes`, lowering the quality step by step; or null. */
export async function canvasToJpeg(
  canvas: HTMLCanvasElement,
  maxBytes = PICTURE_MAX_BYTES,
): Promise<Blob | null> {
  for (let quality = 0.8; quality >= 0.2; quality -= 0.15) {
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    );
    if (blob && blob.size <= maxBytes) return blob;
  }
  return null;
}

export interface BoardPicturesOptions {
  /** The stage as drawn now (at most 640 px wide), or null before the board draws. */
  snapshot: () => HTMLCanvasElement | null;
  /** Encodes a picture (JPEG, bounded). */
  encode: (canvas: HTMLCanvasElement) => Promise<Blob | null>;
  /** Sends it with the board's secret; false when the server refused it. */
  upload: (picture: Blob) => Promise<boolean>;
  timers: {
    setTimeout(callback: () => void, ms: number): unknown;
    clearTimeout(handle: unknown): void;
  };
  now: () => number;
}

export class BoardPictures {
  private lastAuto: number | null = null;
  private timer: unknown = null;
  private busy = false;
  /** Pictures sent, for tests and diagnostics. */
  sent = 0;

  constructor(private readonly options: BoardPicturesOptions) {}

  /** Staff asked for a picture: one now. */
  requested(): void {
    void this.send();
  }

  /** A new list is on the screen: a picture shortly, unless one went within 10 minutes. */
  listDrawn(): void {
    const { now, timers } = this.options;
    if (this.lastAuto !== null && now() - this.lastAuto < AUTO_PICTURE_MS) return;
    if (this.timer !== null) return;
    this.lastAuto = now();
    this.timer = timers.setTimeout(() => {
      this.timer = null;
      void this.send();
    }, AUTO_PICTURE_DELAY_MS);
  }

  stop(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private async send(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const canvas = this.options.snapshot();
      if (!canvas) return;
      const picture = await this.options.encode(canvas);
      if (picture && (await this.options.upload(picture))) this.sent += 1;
    } catch {
      // A picture is a courtesy: the board goes on without it.
    } finally {
      this.busy = false;
    }
  }
}
