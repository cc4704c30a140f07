/**
 * Images of the board (banner, logo, category pictures, 32x32 row images): fetched, drawn once
 * into a canvas at the size they are shown (contain or cover), and shared by reference count.
 * A missing or broken image resolves to null and the board shows nothing in its place: an
 * image never stops a price board.
 */
import { Texture } from 'pixi.js';
import type { ImageBox } from '../layout';

/** Turns an image key into a URL, or null when the key cannot be served (no image service). */
export type ImageResolver = (box: ImageBox) => string | null;

interface Entry {
  references: number;
  texture: Texture | null;
  ready: Promise<Texture | null>;
}

function decode(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  // Pictures come from the image service on another origin; WebGL needs them CORS-clean.
  if (!url.startsWith('data:') && new URL(url, location.href).origin !== location.origin) {
    image.crossOrigin = 'anonymous';
  }
  image.src = url;
  return image.decode().then(() => image);
}

/** Draws `image` into a canvas of `w` x `h` pixels, scaled to contain or to cover. */
function rasterise(image: HTMLImageElement, w: number, h: number, fit: ImageBox['fit']) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(w));
  canvas.height = Math.max(1, Math.round(h));
  const context = canvas.getContext('2d');
  if (!context) return null;
  // An SVG without a size reports 0 x 0: it is then drawn to fill the box.
  const iw = image.naturalWidth || canvas.width;
  const ih = image.naturalHeight || canvas.height;
  const scale =
    fit === 'cover'
      ? Math.max(canvas.width / iw, canvas.height / ih)
      : Math.min(canvas.width / iw, canvas.height / ih);
  const dw = iw * scale;
  const dh = ih * scale;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, (canvas.width - dw) / 2, (canvas.height - dh) / 2, dw, dh);
  return canvas;
}

/** Loads and shares image textures; counts what is still loading. */
export class ImageLoader {
  private readonly entries = new Map<string, Entry>();
  private loading = 0;

  /**
   * `resolution`: device pixels per stage pixel, so pictures stay sharp when scaled up.
   * `onSettled`: called whenever a picture finished loading, whether it worked or not.
   */
  constructor(
    private resolution: number,
    private readonly onSettled: () => void = () => undefined,
  ) {}

  /** Images still loading; a screenshot waits until this is 0. */
  get pending(): number {
    return this.loading;
  }

  /** Changes the resolution of images loaded from now on. */
  setResolution(resolution: number): void {
    this.resolution = resolution;
  }

  /** The texture of `url` drawn at `w` x `h`; take it back with `release` under the same key. */
  acquire(url: string, box: ImageBox): { key: string; ready: Promise<Texture | null> } {
    const res = this.resolution;
    const key = `${url}|${box.w}x${box.h}|${box.fit}|${res}`;
    let entry = this.entries.get(key);
    if (!entry) {
      this.loading += 1;
      const created: Entry = { references: 0, texture: null, ready: Promise.resolve(null) };
      created.ready = decode(url)
        .then((image) => {
          const canvas = rasterise(image, box.w * res, box.h * res, box.fit);
          if (!canvas || created.references === 0) return null;
          created.texture = Texture.from({ resource: canvas, resolution: res });
          return created.texture;
        })
        .catch(() => null)
        .finally(() => {
          this.loading -= 1;
          this.onSettled();
        });
      entry = created;
      this.entries.set(key, entry);
    }
    entry.references += 1;
    return { key, ready: entry.ready };
  }

  /** Gives back one reference; the last one destroys the texture and its GPU copy. */
  release(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.references -= 1;
    if (entry.references > 0) return;
    entry.texture?.destroy(true);
    this.entries.delete(key);
  }

  /** Destroys every texture. */
  destroy(): void {
    for (const entry of this.entries.values()) entry.texture?.destroy(true);
    this.entries.clear();
  }
}
