/**
 * The back office's pictures from the resize service, loaded a few at a time. The service draws
 * a size it has not drawn before on demand and lets one address have only a few drawings waiting
 * (`resizeWaitingPerAddress`, 4): a page of 40 new thumbnails asked for at once would get 429s
 * for most of them. A page therefore loads at most {@link PICTURE_LOADS_AT_ONCE} at once, in the
 * order they asked, and the next starts when one has loaded or failed.
 */

/** Pictures of one page loading at once: below the service's waiting share of an address. */
export const PICTURE_LOADS_AT_ONCE = 2;

/** A load that neither loads nor fails gives its place up after this long. */
export const PICTURE_LOAD_TIMEOUT_MS = 20_000;

/** A place in the line: `release` gives it up (loaded, failed, or no longer shown). */
export interface LoadTurn {
  release: () => void;
}

/** A first-come line of picture loads with `size` places. */
export class PictureLoadQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number = PICTURE_LOADS_AT_ONCE) {}

  /** Loads running and waiting now. */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Asks for a place: `start` runs once one is free (at once when one is). The turn's `release`
   * frees the place, or leaves the line when it has not started yet; a second call does nothing.
   */
  request(start: () => void): LoadTurn {
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    const begin = () => {
      state = 'running';
      this.running += 1;
      start();
    };
    if (this.running < this.size) begin();
    else this.waiting.push(begin);
    return {
      release: () => {
        if (state === 'running') {
          this.running -= 1;
          this.next();
        } else if (state === 'waiting') {
          const index = this.waiting.indexOf(begin);
          if (index >= 0) this.waiting.splice(index, 1);
        }
        state = 'done';
      },
    };
  }

  private next(): void {
    while (this.running < this.size) {
      const begin = this.waiting.shift();
      if (!begin) return;
      begin();
    }
  }
}

/** The line of this page's pictures. */
export const pictureLoads = new PictureLoadQueue();
