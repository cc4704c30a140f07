import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shops } from '../db/schema';
import { strongEtag } from '../http/etag';
import type { PushBus } from '../push/bus';
import { loadShopPriceItems, type FeedVariant } from './board-feed';
import { getShopView } from './shops';

export interface FeedEntry {
  /** The serialised response as bytes, computed once per version of the shop. */
  body: Buffer;
  etag: string;
  modifiedAt: string;
}

interface CachedEntry extends FeedEntry {
  checkedAt: number;
}

export interface FeedCacheOptions {
  /** How long an entry is trusted without asking the database (bus messages can be lost). */
  revalidateMs?: number;
  now?: () => number;
}

/**
 * The public price list of each shop, kept serialised in memory. Entries are dropped when the
 * push bus says the shop changed (every process hears it), and checked against the shop's
 * cache status at most every `revalidateMs` in case a message was lost. Concurrent requests
 * for the same entry share one computation.
 */
export class FeedCache {
  private readonly entries = new Map<string, CachedEntry>();
  private readonly keysByShop = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<FeedEntry>>();
  private readonly revalidateMs: number;
  private readonly now: () => number;
  private readonly unsubscribe: () => void;
  /** Counters for benchmarks and tests. */
  readonly stats = { hits: 0, builds: 0, revalidations: 0 };

  constructor(
    private readonly db: Database,
    bus: PushBus,
    options: FeedCacheOptions = {},
  ) {
    this.revalidateMs = options.revalidateMs ?? 2000;
    this.now = options.now ?? Date.now;
    this.unsubscribe = bus.subscribe((message) => {
      if (message.topic === 'shop') this.invalidate(message.shopId);
    });
  }

  invalidate(shopId: string): void {
    this.generations.set(shopId, (this.generations.get(shopId) ?? 0) + 1);
    for (const key of this.keysByShop.get(shopId) ?? []) this.entries.delete(key);
    this.keysByShop.delete(shopId);
  }

  /** The feed of a shop; throws the service's 404 when the shop does not exist. */
  get(shopId: string, variant: FeedVariant, screenId?: string): Promise<FeedEntry> {
    const key = `${shopId}|${variant}|${screenId ?? ''}`;
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.checkedAt < this.revalidateMs) {
      this.stats.hits++;
      return Promise.resolve(cached);
    }
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.refresh(key, shopId, variant, screenId, cached).finally(() =>
      this.inFlight.delete(key),
    );
    this.inFlight.set(key, work);
    return work;
  }

  private async refresh(
    key: string,
    shopId: string,
    variant: FeedVariant,
    screenId: string | undefined,
    cached: CachedEntry | undefined,
  ): Promise<FeedEntry> {
    const generation = this.generations.get(shopId) ?? 0;
    if (cached) {
      this.stats.revalidations++;
      const [row] = await this.db
        .select({ modifiedAt: shops.modifiedAt })
        .from(shops)
        .where(eq(shops.id, shopId));
      if (row && row.modifiedAt.toISOString() === cached.modifiedAt) {
        cached.checkedAt = this.now();
        return cached;
      }
    }
    this.stats.builds++;
    // One snapshot for the shop and its rows, so the entry matches its cache status.
    const entry = await this.db.transaction(
      async (tx) => {
        const shop = await getShopView(tx, shopId);
        const items = await loadShopPriceItems(tx, shopId, variant, screenId);
        const body = Buffer.from(JSON.stringify({ ...shop, prices: items }));
        return {
          body,
          etag: strongEtag(body),
          modifiedAt: shop.modified_at,
          checkedAt: this.now(),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // A write that committed while this was computed has invalidated the shop: do not keep
    // what may predate it.
    if ((this.generations.get(shopId) ?? 0) === generation) {
      this.entries.set(key, entry);
      let keys = this.keysByShop.get(shopId);
      if (!keys) this.keysByShop.set(shopId, (keys = new Set()));
      keys.add(key);
    }
    return entry;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
    this.keysByShop.clear();
  }
}
