/**
 * Runs one board: loads the screen (multi-screen addresses), starts the scene and the feed
 * source, and turns every new list into a layout the scene draws: the shop's stored theme, fonts and
 * glyphs first, then `layoutBoard`, then one render. Lists that arrive while one is being drawn
 * are coalesced: only the newest is drawn next.
 */
import {
  layoutLanguages,
  pageOf,
  sharedRowHeight,
  type BoardLayout,
  type LayoutInput,
  type LayoutOrientation,
} from '../../renderer/layout';
import { BoardScene, loadFonts, themeFontNeeds } from '../../renderer/scene';
import type { BannerTitleSpec, FontNeed } from '../../renderer/scene';
import { DEFAULT_THEME, resolveTheme, withShopMark, type BoardTheme } from '../../themes';
import {
  DEFAULT_BOARD_LANGUAGE,
  languagesOf,
  type BoardLanguage,
  type BoardLanguageSetting,
  type ShopFeed,
} from '../domain';
import {
  isCategoryPicture,
  loadScreen,
  themeSlotIds,
  withoutPictures,
  type BoardScreen,
} from './board-data';
import { feedIsHoreca, shownVariant, type BoardRoute } from './board-route';
import { startFeedSource, type FeedSource } from './feed-source';
import { boardImageResolver } from './image-url';
import { loadImageService } from './image-service';
import { prepareOfflineWhenIdle } from './offline';
import { loadListGlyphs } from './board-glyphs';
import { NO_SCENE_STATS, type BackgroundKind, type BoardStats } from './board-stats';
import { BOARD_ASSETS } from './board-assets';
import { PageTurner } from './page-turner';
import { startBoardHealth, uploadBoardPicture } from './board-health';
import { BoardPictures, canvasToJpeg, PICTURE_MAX_WIDTH } from './board-pictures';
import { openSocket, storage } from './browser-io';
import { BOARD_WORDS, closedScreenSpec, noticeScreenSpec, type BoardNotice } from './board-words';
import { withEarlyAnswers } from './early-fetch';
import { parseBoardServerMessage, type HealthReporter } from './health-reporter';
import { loadSiblingBoards, type SiblingBoard } from './sibling-screens';
import { LanguageTicker } from './language-ticker';
import { mark } from './stage-marks';
import type { BoardCallbacks } from './board-callbacks';

export type { BackgroundKind, BoardCallbacks, BoardStats };

/** How long an identified board shows its name. */
export const IDENTIFY_MS = 10_000;

const env = import.meta.env as Record<string, unknown>;

/** One running board. */
export class BoardController {
  private scene: BoardScene | null = null;
  private feedSource: FeedSource | null = null;
  private theme: BoardTheme | null = null;
  private needs: FontNeed[] = [];
  private screen: BoardScreen | null = null;
  private orientation: LayoutOrientation;
  private pending: { feed: ShopFeed; force: boolean } | null = null;
  private current: ShopFeed | null = null;
  private drawn = '';
  private working = false;
  private stopped = false;
  private layout: BoardLayout | null = null;
  /** The whole layout (every page); `layout` is the page drawn. */
  private fullLayout: BoardLayout | null = null;
  /** The shop's name over a banner without lettering of its own, or null. */
  private banner: BannerTitleSpec | null = null;
  private readonly pages = new PageTurner(
    {
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (h) => window.clearTimeout(h as number),
    },
    (page) => this.drawPage(page),
  );
  private readonly missingPictures = new Set<string>();
  /** The shop's other screens and their lists (multi-screen boards), as last read. */
  private siblings: SiblingBoard[] = [];
  private background: BackgroundKind = 'base';
  private readonly counts = {
    layouts: 0,
    dataVersion: 0,
    fontsReady: false,
    offlineReady: false,
    languageSwitches: 0,
  };
  /** Snow was switched on; it falls only while the shop is open. */
  private snowWanted = false;
  private closed = false;
  /** What the board says instead of a menu (shop not in use, empty list), or null. */
  private notice: BoardNotice | null = null;
  /** The whole layout of each language the board shows, computed when its list arrived. */
  private layouts = new Map<BoardLanguage, BoardLayout>();
  private language: BoardLanguage = 'nl';
  /** The alternation of a bilingual board, and its interval in seconds. */
  private readonly languageClock = new LanguageTicker(() => this.switchLanguage());
  /** Lists that could not be laid out or drawn. */
  private showErrors = 0;
  private health: HealthReporter | null = null;
  private pictures: BoardPictures | null = null;
  private identifyTimer: number | null = null;
  private offlineScheduled = false;
  /** The page's fetch, answering first from the requests `boot.ts` started. */
  private readonly fetch = withEarlyAnswers(fetch.bind(window));

  constructor(
    private readonly host: HTMLElement,
    private readonly route: BoardRoute,
    private readonly callbacks: BoardCallbacks,
  ) {
    this.orientation = route.orientation;
  }

  /** Starts the board; resolves once the scene is up (the first list may still be loading). */
  async start(): Promise<void> {
    const { shopId, screenId } = this.route;
    if (!shopId) return;
    // A screen's address names its orientation (`/{orientation}/{screenId}`): that is the glass
    // the board fills, whatever the screen's record says; the layout follows the stage.
    const screen = screenId ? loadScreen('', screenId, this.fetch, storage()) : null;
    const imageService = loadImageService('', env, this.fetch, storage());
    if (screenId) this.screen = await screen;
    if (this.stopped) return;
    const app = await this.callbacks.mountStage(this.orientation, DEFAULT_THEME.backgrounds.base);
    mark('stage');
    if (this.stopped) return;
    const images = boardImageResolver(await imageService, BOARD_ASSETS);
    if (this.stopped) return;
    const scene = BoardScene.attach(app, {
      host: this.host,
      orientation: this.orientation,
      background: DEFAULT_THEME.backgrounds.base,
      resolveImage: images,
      onImageMissing: (key) => this.handleMissingImage(key),
    });
    this.scene = scene;
    this.feedSource = startFeedSource({
      apiBase: '',
      shopId,
      isHoreca: feedIsHoreca(this.route),
      screenId: screenId ?? undefined,
      fetch: this.fetch,
      openSocket,
      storage: storage(),
      timers: {
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (h) => window.clearTimeout(h as number),
      },
      onFeed: (feed) => this.accept(feed),
      onError: (message) => this.callbacks.onFlash(message),
      onReachable: () => this.callbacks.onFlash(null),
      onSocketUp: () => this.health?.reportNow(),
      onServerMessage: (text, origin) => this.handleServerMessage(text, origin),
    });
    this.health = startBoardHealth({
      shopId,
      screenId,
      storage: storage(),
      vitals: () => {
        const stats = this.scene?.stats();
        const shown = this.feedSource?.shown();
        return {
          feedEtag: shown?.etag ?? null,
          feedModifiedAt: this.current?.modified_at ?? shown?.modifiedAt ?? null,
          lastRenderAt: stats?.lastRenderAt ?? null,
          renderErrors: (stats?.renderErrors ?? 0) + this.showErrors,
          stage: { width: this.host.clientWidth, height: this.host.clientHeight },
        };
      },
      send: (text) => this.feedSource?.send(text) ?? false,
    });
    const health = this.health;
    this.pictures = new BoardPictures({
      snapshot: () => this.scene?.snapshot(PICTURE_MAX_WIDTH) ?? null,
      encode: (canvas) => canvasToJpeg(canvas),
      upload: (picture) => uploadBoardPicture(health, picture),
      timers: {
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (h) => window.clearTimeout(h as number),
      },
      now: Date.now,
    });
  }

  /**
   * A message of the board's server: a health answer, or staff asking this board to reload or
   * show its name. Only messages on a socket to the page's own server count.
   */
  private handleServerMessage(text: string, origin: string): void {
    if (origin !== window.location.origin) return;
    this.callbacks.onServerMessage?.(text);
    const message = parseBoardServerMessage(text);
    if (!message) return;
    if (message.type === 'health_ok') {
      if (message.secret !== null) this.health?.acceptSecret(message.secret);
      this.health?.setHeartbeat(message.heartbeatMs);
      this.health?.firstAnswered();
    } else if (message.type === 'health_refused') this.health?.firstAnswered();
    else if (message.type === 'reload') window.location.reload();
    else if (message.type === 'identify') this.identify(message.name);
    else if (message.type === 'screenshot_request') this.pictures?.requested();
  }

  /** Shows the board's name large for `IDENTIFY_MS`. */
  identify(name: string): void {
    const scene = this.scene;
    if (!scene) return;
    const shown = name.trim() || this.health?.report().board_id.slice(0, 8) || '';
    scene.identify(shown);
    if (this.identifyTimer !== null) window.clearTimeout(this.identifyTimer);
    this.identifyTimer = window.setTimeout(() => {
      this.identifyTimer = null;
      this.scene?.identify(null);
    }, IDENTIFY_MS);
  }

  private accept(feed: ShopFeed, force = false): void {
    if (!this.current && !this.pending) mark('list');
    // A forced redraw stays forced when a newer list overtakes it.
    this.pending = { feed, force: force || (this.pending?.force ?? false) };
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.working) return;
    this.working = true;
    try {
      while (this.pending && !this.stopped) {
        const { feed, force } = this.pending;
        this.pending = null;
        try {
          const before = this.drawn;
          await this.show(feed, force);
          // A new list on the screen: say so at once, so staff see it is current.
          if (this.drawn !== before) {
            this.health?.reportNow();
            this.pictures?.listDrawn();
          }
        } catch (error) {
          this.showErrors += 1;
          console.error('Board list could not be drawn', error);
        }
      }
    } finally {
      this.working = false;
    }
  }

  /** Draws `feed` unless exactly this list (with these pictures) is drawn already. */
  private async show(feed: ShopFeed, force = false): Promise<void> {
    const scene = this.scene;
    if (!scene) return;
    const text = JSON.stringify(feed);
    if (!force && text === this.drawn) return;
    this.current = feed;
    const theme = withShopMark(
      resolveTheme(
        { shopId: this.route.shopId ?? '', theme: feed.config?.theme, light: this.route.light },
        themeSlotIds(env, storage()),
      ),
      {
        shopType: feed.shop_type,
        hospitality: this.route.variant === 'extra' || this.route.variant === 'horeca',
        cannabisRows: feed.prices.some((item) => item.kind_id !== null),
      },
    );
    if (theme.id !== this.theme?.id) {
      this.needs = themeFontNeeds(theme);
      const failed = await loadFonts(this.needs);
      for (const problem of failed) console.warn(`Board font: ${problem}`);
      this.theme = theme;
      if (!this.counts.fontsReady) mark('fonts');
      this.counts.fontsReady = true;
      scene.fontsChanged();
      scene.setBackground(theme.backgrounds[this.background]);
    }
    const setting = this.languageSetting(feed);
    const languages = languagesOf(setting.mode);
    const closed =
      feed.closed === true ? closedScreenSpec(feed, theme, languages, Date.now()) : null;
    // A new list of this screen means the shop changed: its other screens' lists may have too.
    const siblings = await this.siblingBoards(text !== this.drawn);
    const shownFeeds = [feed, ...siblings.map((sibling) => sibling.feed)];
    const shows = [
      { variant: this.route.variant, screen: this.screen },
      ...siblings.map((sibling) => ({ variant: this.route.variant, screen: sibling.screen })),
    ];
    this.needs = await loadListGlyphs(scene, shownFeeds, shows, theme, closed, this.needs);
    if (this.stopped) return;
    const variant = shownVariant(this.route, feed);
    this.callbacks.onList?.(feed);
    const input: LayoutInput = {
      feed: withoutPictures(feed, this.missingPictures),
      show: { variant, screen: this.screen },
      orientation: this.orientation,
      theme,
      measurer: scene.measurer,
    };
    // The screens of one shop share the smallest row size any of them needs, as far as this
    // screen stays well filled (`sharedRowHeights`).
    const rowHeightCap = siblings.length
      ? sharedRowHeight([
          input,
          ...siblings.map((sibling): LayoutInput => ({
            ...input,
            feed: sibling.feed,
            show: { variant, screen: sibling.screen },
            orientation: sibling.screen.orientation,
          })),
        ])
      : null;
    // Every language the board shows is laid out now, on one grid: a switch only draws.
    this.layouts = layoutLanguages({ ...input, rowHeightCap }, languages, BOARD_WORDS);
    if (!languages.includes(this.language)) this.language = languages[0] ?? 'nl';
    const layout = this.layouts.get(this.language) as BoardLayout;
    this.counts.layouts += 1;
    if (text !== this.drawn) this.counts.dataVersion += 1;
    this.drawn = text;
    this.fullLayout = layout;
    // A closed board shows one still screen in every language at once: it does not take turns.
    this.alternate(languages.length > 1 && feed.closed !== true ? setting.seconds : null);
    const banner = theme.bannerTitle;
    this.banner = banner ? { text: feed.name, font: theme.fonts.title, color: banner.color } : null;
    // A board never shows an empty menu without a word, nor the menu of a shop not in use.
    this.notice =
      feed.active === false ? 'notInUse' : layout.rows.length === 0 ? 'emptyMenu' : null;
    // A closed board shows one still screen: no page turns, no snow.
    this.closed = feed.closed === true || this.notice !== null;
    this.pages.update(this.closed ? 1 : layout.fit.pages, layout.fit.pageSeconds);
    this.drawPage(this.pages.page);
    scene.showClosed(this.noticeSpec() ?? closed);
    scene.setSnow(this.snowWanted && !this.closed);
    this.scheduleOffline();
  }

  /** The language setting this board follows: the address's pick, else the feed's. */
  private languageSetting(feed: ShopFeed): BoardLanguageSetting {
    const stored = feed.board_language ?? DEFAULT_BOARD_LANGUAGE;
    return this.route.language ? { ...stored, mode: this.route.language } : stored;
  }

  /** Alternates the languages every `seconds`, or stops alternating (null). */
  private alternate(seconds: number | null): void {
    this.languageClock.every(this.stopped ? null : seconds);
  }

  /** Shows the other language: the same grid with other texts, one render and a short fade. */
  private switchLanguage(): void {
    const next = this.language === 'nl' ? 'en' : 'nl';
    const layout = this.layouts.get(next);
    if (!layout || !this.scene) return;
    this.language = next;
    this.fullLayout = layout;
    this.counts.languageSwitches += 1;
    this.layout = pageOf(layout, this.pages.page);
    this.scene.drawFaded(this.layout, this.banner);
    const notice = this.noticeSpec();
    if (notice) this.scene.showClosed(notice);
  }

  /** The still screen of the board's notice in the language showing now, or null. */
  private noticeSpec() {
    if (!this.notice || !this.theme) return null;
    return noticeScreenSpec(this.notice, this.theme, this.language);
  }

  /**
   * The language the board shows now: what it writes itself (headers, and the closed screen)
   * follows it.
   */
  currentLanguage(): BoardLanguage {
    return this.language;
  }

  /** The other screens of a multi-screen shop, read again when `refresh` (kept if that fails). */
  private async siblingBoards(refresh: boolean): Promise<SiblingBoard[]> {
    const { shopId, screenId } = this.route;
    if (!shopId || !screenId || !this.screen) return [];
    if (refresh) {
      const read = await loadSiblingBoards('', shopId, screenId, fetch.bind(window));
      if (read) this.siblings = read;
    }
    return this.siblings;
  }

  /** Draws one page of the current layout: a menu too long for one screen turns its pages. */
  private drawPage(page: number): void {
    if (!this.scene || !this.fullLayout) return;
    this.layout = pageOf(this.fullLayout, page);
    this.scene.draw(this.layout, this.banner);
  }

  /** Makes the page loadable offline once, after its first frame (`prepareOfflineWhenIdle`). */
  private scheduleOffline(): void {
    if (this.offlineScheduled) return;
    this.offlineScheduled = true;
    prepareOfflineWhenIdle({
      stopped: () => this.stopped,
      drawn: () => this.scene?.stats().firstFrameMs != null,
      ready: (ready) => {
        this.counts.offlineReady = ready;
      },
    });
  }

  /** A category picture that cannot be shown is replaced by the category's name. */
  private handleMissingImage(key: string): void {
    const feed = this.current;
    if (!feed || !isCategoryPicture(feed, key) || this.missingPictures.has(key)) return;
    this.missingPictures.add(key);
    this.accept(this.pending?.feed ?? feed, true);
  }

  /** Switches the stage colour. */
  setBackground(kind: BackgroundKind): void {
    this.background = kind;
    this.scene?.setBackground((this.theme ?? DEFAULT_THEME).backgrounds[kind]);
  }

  /** The current stage colour. */
  backgroundKind(): BackgroundKind {
    return this.background;
  }

  /** Shows page `page` of a paged board now (the pages then turn on from there). */
  showPage(page: number): void {
    this.pages.show(page);
  }

  /** Starts or stops the snow. */
  setSnow(on: boolean): void {
    this.snowWanted = on;
    this.scene?.setSnow(on && !this.closed);
  }

  /** The closed screen's texts while the board shows it, else null. */
  closedShown(): { title: string; subtitle: string } | null {
    return this.scene?.closedShown() ?? null;
  }

  /** The board's health reporter (its identity and reports), for tests and diagnostics. */
  healthOf(): HealthReporter | null {
    return this.health;
  }

  /** Counters for tests, benchmarks and diagnostics. */
  stats(): BoardStats {
    const scene = this.scene?.stats() ?? NO_SCENE_STATS;
    return { ...scene, ...this.counts, theme: this.theme?.id ?? null, language: this.language };
  }

  /** The layout drawn now. */
  rows(): BoardLayout | null {
    return this.layout;
  }

  /** The ids of each row's display objects, by row key. */
  identities(): Record<string, number[]> {
    return this.scene?.identities() ?? {};
  }

  /** The scene, for benchmarks. */
  sceneOf(): BoardScene | null {
    return this.scene;
  }

  /** Stops the feed and frees the scene. */
  stop(): void {
    this.stopped = true;
    this.alternate(null);
    this.pages.stop();
    this.health?.stop();
    this.pictures?.stop();
    if (this.identifyTimer !== null) window.clearTimeout(this.identifyTimer);
    this.feedSource?.stop();
    this.scene?.destroy();
    this.scene = null;
  }
}
