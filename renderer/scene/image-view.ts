/**
 * One placed image (a row image, a category picture, the banner or the logo). Until the picture
 * has arrived, or when it never does, nothing is shown, or a neutral placeholder for views made
 * with one (the banner: a missing banner must not leave a hole above the columns).
 */
import { Graphics, Sprite, type Container } from 'pixi.js';
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

/** A neutral tile drawn where the picture stands while it is not shown. */
export interface ImagePlaceholder {
  color: number;
  alpha: number;
}

/** A sprite showing one image box; reuses itself while the box shows the same picture. */
export class ImageView {
  private sprite: Sprite | null = null;
  private loaded: { key: string; source: string } | null = null;
  private box: ImageBox | null = null;
  private destroyed = false;
  private readonly tile: Graphics | null;
  private tileDrawn = '';

  constructor(
    private readonly parent: Container,
    private readonly kit: ImageKit,
    private readonly placeholder: ImagePlaceholder | null = null,
  ) {
    // The tile goes first, so a picture that arrives later covers it.
    this.tile = placeholder ? kit.counter.track(new Graphics()) : null;
    if (this.tile) parent.addChild(this.tile);
  }

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
    this.placeTile();
    if (!this.sprite || !this.box) return;
    this.sprite.position.set(this.box.x, this.box.y);
    this.sprite.setSize(this.box.w, this.box.h);
  }

  /** The placeholder, shown while a box has no picture on it (loading, missing or failed). */
  private placeTile(): void {
    if (!this.tile || !this.placeholder) return;
    const box = this.sprite ? null : this.box;
    const next = box ? `${box.x},${box.y},${box.w},${box.h}` : '';
    if (next === this.tileDrawn) return;
    this.tileDrawn = next;
    this.tile.clear();
    if (box) {
      this.tile.rect(box.x, box.y, box.w, box.h).fill({
        color: this.placeholder.color,
        alpha: this.placeholder.alpha,
      });
    }
  }

  /** What stands in the box: the picture, the placeholder, or nothing. */
  shown(): 'picture' | 'placeholder' | null {
    if (!this.box) return null;
    if (this.sprite) return 'picture';
    return this.tile ? 'placeholder' : null;
  }

  private unload(): void {
    if (this.loaded) this.kit.images.release(this.loaded.key);
    this.loaded = null;
    // The sprite goes with its picture; the texture belongs to the loader.
    this.sprite?.destroy({ texture: false });
    this.sprite = null;
  }

  /** The sprite, when a picture is shown. */
  objects(): (Sprite | Graphics)[] {
    return [...(this.tile ? [this.tile] : []), ...(this.sprite ? [this.sprite] : [])];
  }

  /** Releases the picture and removes the sprite. */
  destroy(): void {
    this.destroyed = true;
    this.unload();
    this.tile?.destroy({ context: true });
  }
}
