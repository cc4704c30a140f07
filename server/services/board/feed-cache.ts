import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { screens, shops } from '../../db/schema';
import { notFound } from '../../errors';
import {
  compressStored,
  encodedEtag,
  type ContentCoding,
  type Encoding,
} from '../../http/compression';
import { strongEtag } from '../../http/etag';
import type { PushBus } from '../../push/bus';
import { loadShopPriceItems, type FeedVariant } from './board-feed';
import { feedBoardLanguage } from './board-language';
import { getShopView, type ShopView } from '../accounts/shops';
import { loadShopClock, nextShopBoundary } from '../clock/clock-boundaries';
import { DEFAULT_TIME_ZONE, openingState } from '../../../src/domain';

/** One representation of a feed: its bytes and their validator. */
export interface EncodedBody {
  body: Buffer;
  etag: string;
}

export interface FeedEntry {
  /** The serialised response as bytes, computed once per version of the shop. */
  body: Buffer;
  etag: string;
  modifiedAt: string;
  /** When the content changes by the clock (ms), or null: the entry is not served past it. */
  expiresAt: number | null;
  /**
   * The answer in an encoding: the plain bytes, or br / gzip made on first use and kept with the
   * entry, so a version of a feed is compressed once whatever the number of boards.
   */
  encoded(encoding: Encoding): Promise<EncodedBody>;
}

interface CachedEntry extends FeedEntry {
  key: string;
  checkedAt: number;
  /** Compressed bodies made or being made. */
  variants: Partial<Record<ContentCoding, Promise<EncodedBody>>>;
  /** Bytes of finished compressed bodies, counted in the cache's total while it holds the entry. */
  variantBytes: number;
}

/** A shop's cache status as boards poll it: the answer's bytes, made once per change. */
export interface CacheStatus {
  modifiedAt: string;
  body: Buffer;
}

/**
 * What the cache knows of an existing shop: its cache status and the ids of its screens, read in
 * one statement. An unknown screen is answered from here without asking the database.
 */
interface ShopFacts extends CacheStatus {
  screenIds: ReadonlySet<string>;
  checkedAt: number;
}

export interface FeedCacheOptions {
  /** How long an entry is trusted without asking the database (bus messages can be lost). */
  revalidateMs?: number;
  now?: () => number;
  /** The wall clock that decides opening hours and time windows (ms); `Date.now` by default. */
  clock?: () => number;
  /**
   * Bytes of feed bodies kept at most, compressed ones included; the least recently used entries
   * go first.
   */
  maxBytes?: number;
  /** How long an unknown shop id is answered 404 from memory (ms). */
  missingTtlMs?: number;
  /** Unknown shop ids remembered at most; the oldest go first. */
  maxMissing?: number;
}

/**
 * The shop as the public feed shows it: the predecessor's fields and what boards read, nothing
 * internal (the list of every shop group holding the shop stays in the back office).
 */
function publicShop(shop: ShopView) {
  return {
    id: shop.id,
    name: shop.name,
    description: shop.description,
    is_using_multiscreen: shop.is_using_multiscreen,
    config: shop.config,
    shop_group_id: shop.shop_group_id,
    modified_at: shop.modified_at,
    shop_type: shop.shop_type,
  };
}

/** When nothing is configured: several hundred feeds of a large menu. */
export const DEFAULT_FEED_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The public price list of each shop, kept serialised in memory. Entries are dropped when the
 * push bus says the shop changed (every process hears it), and checked against the shop's
 * cache status at most every `revalidateMs` in case a message was lost. Concurrent requests
 * for the same entry share one computation.
 *
 * Anyone may ask for any shop and screen, so the cache is bounded: only a screen of the shop
 * gets an entry (others are 404), and past `maxBytes` the least recently used entries go
 * (the map's order is the order of use). A shop's screen ids are kept with its cache status, so
 * an unknown screen of a known shop is a 404 from memory, and an unknown shop id is remembered
 * for `missingTtlMs` (at most `maxMissing` of them): a flood of made-up ids costs no transaction. Each entry holds the plain bytes and, once asked for,
 * the brotli and gzip bytes, each with its own ETag (`encodedEtag`); all of them count.
 */
export class FeedCache {
  private readonly entries = new Map<string, CachedEntry>();
  private readonly keysByShop = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<FeedEntry>>();
  /** Cache status and screen ids per existing shop (unknown ids are 404 and leave nothing here). */
  private readonly statuses = new Map<string, ShopFacts>();
  private readonly statusesInFlight = new Map<string, Promise<ShopFacts>>();
  /** Unknown shop ids and until when (ms) they are answered 404 from memory; oldest first. */
  private readonly missing = new Map<string, number>();
  private readonly missingTtlMs: number;
  private readonly maxMissing: number;
  private readonly revalidateMs: number;
  private readonly now: () => number;
  private readonly clock: () => number;
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly unsubscribe: () => void;
  /** Counters for benchmarks and tests. */
  readonly stats = {
    hits: 0,
    builds: 0,
    revalidations: 0,
    evictions: 0,
    statusReads: 0,
    /** Requests answered 404 from memory: an unknown screen of a known shop, or an unknown shop. */
    unknownFromMemory: 0,
  };

  constructor(
    private readonly db: Database,
    bus: PushBus,
    options: FeedCacheOptions = {},
  ) {
    this.revalidateMs = options.revalidateMs ?? 2000;
    this.now = options.now ?? Date.now;
    this.clock = options.clock ?? Date.now;
    this.maxBytes = options.maxBytes ?? DEFAULT_FEED_CACHE_BYTES;
    this.missingTtlMs = options.missingTtlMs ?? 5000;
    this.maxMissing = options.maxMissing ?? 10_000;
    this.unsubscribe = bus.subscribe((message) => {
      if (message.topic === 'shop') this.invalidate(message.shopId);
    });
  }

  invalidate(shopId: string): void {
    this.generations.set(shopId, (this.generations.get(shopId) ?? 0) + 1);
    for (const key of this.keysByShop.get(shopId) ?? []) this.forget(key);
    this.keysByShop.delete(shopId);
    this.statuses.delete(shopId);
    this.missing.delete(shopId);
  }

  /**
   * The shop's cache status (`shops.modified_at`) from memory: read from the database once, then
   * kept until the push bus says the shop changed, and checked again at most every
   * `revalidateMs` as the feeds are. Throws the 404 of an unknown shop and keeps nothing for it
   * but the id, for `missingTtlMs`.
   */
  cacheStatus(shopId: string): Promise<CacheStatus> {
    return this.facts(shopId);
  }

  private facts(shopId: string): Promise<ShopFacts> {
    const cached = this.statuses.get(shopId);
    if (cached && this.now() - cached.checkedAt < this.revalidateMs) return Promise.resolve(cached);
    if (this.isMissing(shopId)) {
      this.stats.unknownFromMemory++;
      return Promise.reject(notFound('Shop'));
    }
    const running = this.statusesInFlight.get(shopId);
    if (running) return running;
    const work = this.readFacts(shopId).finally(() => this.statusesInFlight.delete(shopId));
    this.statusesInFlight.set(shopId, work);
    return work;
  }

  /** The shop's cache status and screen ids in one statement, without a transaction. */
  private async readFacts(shopId: string): Promise<ShopFacts> {
    const generation = this.generations.get(shopId) ?? 0;
    this.stats.statusReads++;
    const rows = await this.db
      .select({ modifiedAt: shops.modifiedAt, screenId: screens.id })
      .from(shops)
      .leftJoin(screens, eq(screens.shopId, shops.id))
      .where(eq(shops.id, shopId));
    const [first] = rows;
    if (!first) {
      this.rememberMissing(shopId);
      throw notFound('Shop');
    }
    const modifiedAt = first.modifiedAt.toISOString();
    const facts: ShopFacts = {
      modifiedAt,
      body: Buffer.from(JSON.stringify({ modified_at: modifiedAt })),
      screenIds: new Set(rows.flatMap((row) => (row.screenId ? [row.screenId] : []))),
      checkedAt: this.now(),
    };
    // A change that arrived while this was read may postdate it: keep only what is current.
    if ((this.generations.get(shopId) ?? 0) === generation) this.statuses.set(shopId, facts);
    return facts;
  }

  private isMissing(shopId: string): boolean {
    const until = this.missing.get(shopId);
    if (until === undefined) return false;
    if (this.now() < until) return true;
    this.missing.delete(shopId);
    return false;
  }

  /** Remembers an unknown shop id for a short while; past `maxMissing` the oldest go. */
  private rememberMissing(shopId: string): void {
    this.missing.delete(shopId);
    this.missing.set(shopId, this.now() + this.missingTtlMs);
    for (const [oldest] of this.missing) {
      if (this.missing.size <= this.maxMissing) break;
      this.missing.delete(oldest);
    }
  }

  /** Bytes of feed bodies held now (every encoding), how many entries, and how many cache statuses. */
  size(): { bytes: number; entries: number; statuses: number } {
    return { bytes: this.bytes, entries: this.entries.size, statuses: this.statuses.size };
  }

  /** Unknown shop ids remembered now. */
  missingShops(): number {
    return this.missing.size;
  }

  /**
   * The feed of a shop; throws the service's 404 when the shop does not exist, or the screen is
   * not one of the shop's. Only a screen the shop's facts name reaches the entries (or the
   * database); the facts themselves are read at most once per `revalidateMs`.
   */
  async get(shopId: string, variant: FeedVariant, screenId?: string): Promise<FeedEntry> {
    if (screenId) {
      const facts = await this.facts(shopId);
      if (!facts.screenIds.has(screenId)) {
        this.stats.unknownFromMemory++;
        throw notFound('Screen');
      }
    }
    return this.entryOf(shopId, variant, screenId);
  }

  private entryOf(shopId: string, variant: FeedVariant, screenId?: string): Promise<FeedEntry> {
    const key = `${shopId}|${variant}|${screenId ?? ''}`;
    const found = this.entries.get(key);
    // Past its next change by the clock an entry is made again, whatever its cache status.
    const cached = found && !this.expired(found) ? found : undefined;
    if (cached && this.now() - cached.checkedAt < this.revalidateMs) {
      this.stats.hits++;
      this.touch(key, cached);
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

  private expired(entry: FeedEntry): boolean {
    return entry.expiresAt !== null && this.clock() >= entry.expiresAt;
  }

  private async refresh(
    key: string,
    shopId: string,
    variant: FeedVariant,
    screenId: string | undefined,
    cached: CachedEntry | undefined,
  ): Promise<FeedEntry> {
    const generation = this.generations.get(shopId) ?? 0;
    // The shop's facts are read at most once per `revalidateMs` for all its variants and screens;
    // an unknown shop is found out by that plain read (and then remembered), not a transaction.
    const facts = await this.facts(shopId);
    if (cached) {
      this.stats.revalidations++;
      if (facts.modifiedAt === cached.modifiedAt) {
        // Trusted as long as the facts it was checked against.
        cached.checkedAt = facts.checkedAt;
        if (this.entries.get(key) === cached) this.touch(key, cached);
        return cached;
      }
    }
    this.stats.builds++;
    // One snapshot for the shop and its rows, so the entry matches its cache status.
    const entry = await this.db.transaction(
      async (tx) => {
        const shop = await getShopView(tx, shopId);
        if (screenId) {
          const [screen] = await tx
            .select({ id: screens.id })
            .from(screens)
            .where(and(eq(screens.id, screenId), eq(screens.shopId, shopId)));
          if (!screen) throw notFound('Screen');
        }
        const now = this.clock();
        const clock = await loadShopClock(tx, shopId);
        const zone = clock?.timeZone ?? DEFAULT_TIME_ZONE;
        const items = await loadShopPriceItems(tx, shopId, variant, screenId, { zone, now });
        const opening = openingState(clock?.openingHours ?? null, zone, now);
        const language = await feedBoardLanguage(tx, shopId, screenId);
        const nextChange = clock ? await nextShopBoundary(tx, shopId, now, clock) : null;
        const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
        // The clock's fields only where the clock matters: a shop without opening hours and
        // time windows answers exactly as before.
        const body = Buffer.from(
          JSON.stringify({
            ...publicShop(shop),
            ...(clock?.openingHours && {
              time_zone: zone,
              closed: !opening.open,
              opens_at: iso(opening.opensAt),
            }),
            ...(nextChange !== null && { time_zone: zone, next_change_at: iso(nextChange) }),
            prices: items,
            board_language: language,
          }),
        );
        return this.entry(key, body, shop.modified_at, nextChange);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // A write that committed while this was computed has invalidated the shop: do not keep
    // what may predate it.
    if ((this.generations.get(shopId) ?? 0) === generation) this.store(key, shopId, entry);
    return entry;
  }

  private entry(
    key: string,
    body: Buffer,
    modifiedAt: string,
    expiresAt: number | null,
  ): CachedEntry {
    const etag = strongEtag(body);
    const entry: CachedEntry = {
      key,
      body,
      etag,
      modifiedAt,
      expiresAt,
      checkedAt: this.now(),
      variants: {},
      variantBytes: 0,
      encoded: (encoding) => {
        if (encoding === 'identity') return Promise.resolve({ body, etag });
        let variant = entry.variants[encoding];
        if (!variant) {
          variant = compressStored(body, encoding).then((compressed) => {
            this.counted(entry, compressed.length);
            return { body: compressed, etag: encodedEtag(etag, encoding) };
          });
          // A failure is not kept: the next request tries again.
          variant.catch(() => {
            if (entry.variants[encoding] === variant) entry.variants[encoding] = undefined;
          });
          entry.variants[encoding] = variant;
        }
        return variant;
      },
    };
    return entry;
  }

  /** Counts a compressed body of an entry the cache holds, and keeps the total in bounds. */
  private counted(entry: CachedEntry, bytes: number): void {
    if (this.entries.get(entry.key) !== entry) return;
    entry.variantBytes += bytes;
    this.bytes += bytes;
    this.evictOverflow();
  }

  /** Marks an entry as the most recently used. */
  private touch(key: string, entry: CachedEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private store(key: string, shopId: string, entry: CachedEntry): void {
    this.forget(key);
    // A feed larger than the whole cache is served but not kept.
    if (entry.body.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    let keys = this.keysByShop.get(shopId);
    if (!keys) this.keysByShop.set(shopId, (keys = new Set()));
    keys.add(key);
    this.evictOverflow();
  }

  private evictOverflow(): void {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
      this.stats.evictions++;
    }
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length + entry.variantBytes;
    const shopId = key.slice(0, key.indexOf('|'));
    const keys = this.keysByShop.get(shopId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByShop.delete(shopId);
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
    this.keysByShop.clear();
    this.statuses.clear();
    this.missing.clear();
    this.bytes = 0;
  }
}
