import type { Application } from 'pixi.js';
import type { LayoutOrientation } from '../../renderer/layout';
import type { ShopFeed } from '../domain';

/** What a board page needs from its controller. */
export interface BoardCallbacks {
  /** A list failed ('…returned with HTTP status…'); null once the server answers again. */
  onFlash: (message: string | null) => void;
  /**
   * Mounts the board's Pixi application (made with `boardApplicationOptions`) in a
   * `.board-frame` in the host, and resolves with it once it runs. Its owner destroys it.
   */
  mountStage: (orientation: LayoutOrientation, background: string) => Promise<Application>;
  /** Every message of the board's own server on its socket (a paired stick hears `unpaired`). */
  onServerMessage?: (text: string) => void;
  /** Each list drawn: the hidden bar offers the other list of a shop of both types. */
  onList?: (feed: ShopFeed) => void;
}
