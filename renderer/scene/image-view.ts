/**
 * One placed image (a row image, a category picture, the banner or the logo). Until the picture
 * has arrived, or when it never does, nothing is shown.
 */
import { Sprite, type Container } from 'pixi.js';
import type { ImageBox } from '../layout';
import type { ImageLoader, ImageResolver } from './image-loader';
import type { SceneKit } from './text-pool';

/** What an image view needs besides the scene kit. */
export interface ImageKit extends SceneKit {
  images: ImageLoader;
  resolveImage: ImageResolver;
  /** Told when a picture cannot be shown, so the board can draw what stands in for it. */
  onImageMissing: (key: string) => void;
}

/** A sprite showing one image box; reuses itself while the box shows the same picture. */
export class ImageView {
  private sprite: Sprite | null = null;
  private loaded: { key: string; source: string } | null = null;
  private box: ImageBox | null = null;
  private destroyed = false;

  constructor(
    private readonly parent: Container,
    private readonly kit: ImageKit,
  ) {}

  /** Shows `box` (or nothing for null), loading its picture when the picture changed. */
  update(box: ImageBox | null): void {
    this.box = box;
    const url = box ? this.kit.resolveImage(box) : null;
    const source = box && url ? `${url}|${box.w}x${box.h}|${box.fit}` : null;
    if (source !== (this.loaded?.source ?? null)) this.load(box, url, source);
    if (box && !url) this.kit.onImageMissing(box.key);
    this.place();
  }

  private load(box: ImageBox | null, url: string | null, source: string | null): void {
    this.unload();
    if (!box || !url || !source) return;
    const { key, ready } = this.kit.images.acquire(url, box);
    this.loaded = { key, source };
    void ready.then((texture) => {
      if (this.destroyed || this.loaded?.key !== key) return;
      if (!texture) {
        this.kit.onImageMissing(box.key);
        return;
      }
      if (!this.sprite) {
        this.sprite = this.kit.counter.track(new Sprite(texture));
        this.parent.addChild(this.sprite);
      } else {
        this.sprite.texture = texture;
      }
      this.place();
      this.kit.requestRender();
    });
  }

  private place(): void {
    if (!this.sprite || !this.box) return;
    this.sprite.position.set(this.box.x, this.box.y);
    this.sprite.setSize(this.box.w, this.box.h);
  }

  private unload(): void {
    if (this.loaded) this.kit.images.release(this.loaded.key);
    this.loaded = null;
    // The sprite goes with its picture; the texture belongs to the loader.
    this.sprite?.destroy({ texture: false });
    this.sprite = null;
  }

  /** The sprite, when a picture is shown. */
  objects(): Sprite[] {
    return this.sprite ? [this.sprite] : [];
  }

  /** Releases the picture and removes the sprite. */
  destroy(): void {
    this.destroyed = true;
    this.unload();
  }
}
