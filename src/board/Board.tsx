import { Application } from 'pixi.js';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { BoardLayout, LayoutOrientation } from '../../renderer/layout';
import { boardApplicationOptions, type BoardScene } from '../../renderer/scene';
import { BoardController, type BackgroundKind, type BoardStats } from './board-controller';
import { otherListPath, parseBoardRoute } from './board-route';
import { boardText } from './board-words';
import type { BoardLanguage } from '../domain';
import { ControlBar, type OtherList } from './ControlBar';
import type { BoardReport } from './health-reporter';
import './board.css';

/** What a board page exposes for tests, benchmarks and diagnostics on a screen. */
export interface PricelistBoardHandle {
  stats(): BoardStats;
  rows(): BoardLayout | null;
  identities(): Record<string, number[]>;
  scene(): BoardScene | null;
  /** Shows page `page` of a paged board at once (0 is the first). */
  showPage(page: number): void;
  /** The language the board shows now. */
  language(): BoardLanguage;
  /** The board's health report as it would go now (its identity included). */
  healthReport(): BoardReport | null;
}

declare global {
  interface Window {
    pricelistBoard?: PricelistBoardHandle;
  }
}

/**
 * Whether this board is embedded (the preview and the back office show it in a frame). There,
 * staff want to read what failed; on the shop's screen, guests see the menu and a calm mark.
 */
function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A frame of another origin may not read its parent: embedded too.
    return true;
  }
}

/** Background order when the board itself is clicked (board.md: it cycles on click). */
const CYCLE: Record<BackgroundKind, BackgroundKind> = { base: 'green', green: 'red', red: 'base' };

/** The stage the controller asked for, and where its application goes once it runs. */
interface StageRequest {
  orientation: LayoutOrientation;
  background: string;
  onInit: (app: Application) => void;
}

/**
 * The board's Pixi application, started here and its canvas put in the frame: a board needs no
 * React renderer for Pixi (the scene's views are imperative and render on demand), and one would
 * add about a third to the script a screen loads cold. React renders this once per stage; the
 * application lives until the stage goes (an application still starting is destroyed once it
 * runs).
 */
const BoardStage = memo(function BoardStage({ stage }: { stage: StageRequest }) {
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const app = new Application();
    let gone = false;
    let running = false;
    void app.init(boardApplicationOptions(stage.orientation, stage.background)).then(() => {
      running = true;
      if (gone) {
        app.destroy(true, { children: true });
        return;
      }
      app.canvas.classList.add('board-canvas');
      frame.appendChild(app.canvas);
      stage.onInit(app);
    });
    return () => {
      gone = true;
      if (running) app.destroy(true, { children: true });
    };
  }, [stage]);
  return <div className="board-frame" ref={frameRef} />;
});

/**
 * The public board (`/pricelist/{shopId}/...`) of the address `pathname` + `search`: full
 * screen, no navigation, no scrollbars. The canvas shows the menu, which stays when the list
 * cannot be refreshed: a screen then shows a small offline mark in a corner (the failure in its
 * title), an embedded board (preview, back office) the spec's flash with the failure. It needs
 * no router: `board-main.tsx` mounts it alone, the back office's router through `BoardPage`.
 */
export function Board({
  pathname,
  search,
  onServerMessage,
}: {
  pathname: string;
  search: string;
  /** Hears every message of the board's server (a paired stick at /scherm listens for its own). */
  onServerMessage?: (text: string) => void;
}) {
  const route = useMemo(() => parseBoardRoute(pathname, search), [pathname, search]);
  const messageRef = useRef(onServerMessage);
  useEffect(() => {
    messageRef.current = onServerMessage;
  }, [onServerMessage]);
  const hostRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<BoardController | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const [background, setBackground] = useState<BackgroundKind>('base');
  const [snowing, setSnowing] = useState(false);
  const [stage, setStage] = useState<StageRequest | null>(null);
  const [otherList, setOtherList] = useState<OtherList | null>(null);
  const embedded = useMemo(() => isEmbedded(), []);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('board-document');
    return () => root.classList.remove('board-document');
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !route.shopId) return;
    const controller = new BoardController(host, route, {
      onFlash: setFlash,
      onServerMessage: (text) => messageRef.current?.(text),
      onList: (feed) => {
        const other = otherListPath(route, feed);
        setOtherList(
          other && {
            href: other.path,
            label: boardText(route.language === 'en' ? 'en' : 'nl', `${other.list}List`),
          },
        );
      },
      mountStage: (orientation, background) =>
        new Promise<Application>((resolve) =>
          setStage({ orientation, background, onInit: resolve }),
        ),
    });
    controllerRef.current = controller;
    const handle: PricelistBoardHandle = {
      stats: () => controller.stats(),
      rows: () => controller.rows(),
      identities: () => controller.identities(),
      scene: () => controller.sceneOf(),
      showPage: (page) => controller.showPage(page),
      language: () => controller.currentLanguage(),
      healthReport: () => controller.healthOf()?.report() ?? null,
    };
    window.pricelistBoard = handle;
    controller.start().catch((error: unknown) => {
      setFlash(error instanceof Error ? error.message : String(error));
    });
    return () => {
      controller.stop();
      if (window.pricelistBoard === handle) delete window.pricelistBoard;
      controllerRef.current = null;
      setStage(null);
      setSnowing(false);
      setBackground('base');
      setOtherList(null);
    };
  }, [route]);

  const handleBackground = (kind: BackgroundKind) => {
    controllerRef.current?.setBackground(kind);
    setBackground(kind);
  };
  const handleSnow = (on: boolean) => {
    controllerRef.current?.setSnow(on);
    setSnowing(on);
  };

  if (!route.shopId) {
    return (
      <main className="board-page board-empty">
        <p>Geen winkel in dit adres: /pricelist/&lt;winkel-id&gt;</p>
      </main>
    );
  }
  return (
    <main className="board-page" data-orientation={route.orientation}>
      <div
        ref={hostRef}
        className="board-host"
        data-testid="board-host"
        onClick={() => handleBackground(CYCLE[background])}
      >
        {stage && <BoardStage stage={stage} />}
      </div>
      {flash && embedded && (
        <div className="board-flash" role="alert">
          {flash}
        </div>
      )}
      {flash && !embedded && (
        <div className="board-offline" role="status" aria-label="Offline" title={flash}>
          <span className="board-offline-dot" aria-hidden="true" />
          offline
        </div>
      )}
      <ControlBar
        background={background}
        snowing={snowing}
        onBackground={handleBackground}
        onSnow={handleSnow}
        otherList={otherList}
      />
    </main>
  );
}
