import { useCallback, useEffect, useRef, useState } from 'react';
import {
  loadFonts,
  PairingView,
  type PairingFont,
  type PairingScreenSpec,
} from '../../../renderer/scene';
import { DEFAULT_THEME } from '../../../themes';
import { formatPairingCode } from '../../domain/pairing-code';
import { Board } from '../Board';
import { storage } from '../browser-io';
import { PairingWatch, type PairingSocket } from './pairing-watch';
import { fetchMove, readCodeState, requestCode } from './stick-client';
import {
  boardAddress,
  forgetPairing,
  readBoardSecret,
  readPairing,
  readWaiting,
  savePairing,
  saveWaiting,
  type StickPairing,
} from './stick-store';
import { STICK_WORDS, validUntil } from './stick-words';
import '../board.css';
import './stick.css';

/** After a refused or failed request for a code, the stick tries again this much later. */
const RETRY_MS = 30_000;

/**
 * The pairing screen is set in the board's own faces (the default theme's title and detail
 * fonts), as the board it turns into: never a system fallback.
 */
const STICK_FONTS: { title: PairingFont; body: PairingFont } = {
  title: { family: DEFAULT_THEME.fonts.title.family, weight: DEFAULT_THEME.fonts.title.weight },
  body: { family: DEFAULT_THEME.fonts.detail.family, weight: DEFAULT_THEME.fonts.detail.weight },
};

/** What a stick's pairing screen exposes for tests and diagnostics. */
export interface PricelistStickHandle {
  /** The code shown now, or null. */
  code(): string | null;
  /** Status reads made while the pairing socket was down (the slow fallback). */
  polls(): number;
  /** The font families the pairing screen is drawn in; empty until it is drawn. */
  fonts(): string[];
  /** The board address a paired stick shows (`/pricelist/…`); null while it shows a code. */
  address(): string | null;
}

/** A browser WebSocket whose close event names its code. */
function openPairingSocket(url: string): PairingSocket {
  const socket = new WebSocket(url);
  const like: PairingSocket = {
    onopen: null,
    onmessage: null,
    onclose: null,
    send: (text) => socket.send(text),
    close: () => socket.close(),
  };
  socket.onopen = () => like.onopen?.();
  socket.onmessage = (event) => like.onmessage?.({ data: event.data });
  socket.onclose = (event) => like.onclose?.({ code: event.code });
  return like;
}

function pairingSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/v1/pairing/ws`;
}

declare global {
  interface Window {
    pricelistStick?: PricelistStickHandle;
  }
}

/**
 * The pairing screen: a code asked for once (and kept across restarts until it expires), drawn
 * large by the board's renderer with the instructions in both languages; the stick waits on its
 * pairing socket (`pairing-watch.ts`: a slow poll only while the socket is down) and shows its
 * board the moment staff pair it.
 */
function PairingScreen({ onPaired }: { onPaired: (pairing: StickPairing) => void }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState<string | null>(null);
  const [footer, setFooter] = useState<string>(STICK_WORDS.asking);
  const viewRef = useRef<PairingView | null>(null);
  const pollsRef = useRef<() => number>(() => 0);
  const specRef = useRef<PairingScreenSpec | null>(null);
  const orientation = window.innerHeight > window.innerWidth ? 'portrait' : 'landscape';

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let stopped = false;
    let timer: number | null = null;
    let watch: PairingWatch | null = null;
    let polls = 0;
    // The faces are loaded before the first drawing: canvas text does not wait for a face.
    const faces = loadFonts([STICK_FONTS.title, STICK_FONTS.body]).then((failed) => {
      for (const problem of failed) console.warn(`Pairing screen font: ${problem}`);
    });
    void Promise.all([PairingView.mount(host, orientation), faces]).then(([view]) => {
      if (stopped) {
        view.destroy();
        return;
      }
      viewRef.current = view;
      // What was to be shown before the view was up.
      if (specRef.current) view.show(specRef.current);
    });
    const later = (run: () => void, ms: number) => {
      if (!stopped) timer = window.setTimeout(run, ms);
    };
    pollsRef.current = () => polls + (watch?.polls ?? 0);

    const ask = async () => {
      let waiting = readWaiting(storage());
      if (!waiting || Date.parse(waiting.expiresAt) <= Date.now()) {
        saveWaiting(storage(), null);
        setCode(null);
        setFooter(STICK_WORDS.asking);
        waiting = await requestCode(fetch).catch(() => null);
        if (stopped) return;
        if (!waiting) {
          setFooter(STICK_WORDS.failed);
          later(() => void ask(), RETRY_MS);
          return;
        }
        saveWaiting(storage(), waiting);
      }
      setCode(waiting.code);
      setFooter(validUntil(waiting.expiresAt));
      const current = waiting;
      if (watch) polls += watch.polls;
      watch?.stop();
      watch = new PairingWatch({
        waiting: current,
        url: pairingSocketUrl(),
        openSocket: openPairingSocket,
        readState: (w) => readCodeState(fetch, w),
        timers: {
          setTimeout: (run, ms) => window.setTimeout(run, ms),
          clearTimeout: (handle) => window.clearTimeout(handle as number),
        },
        onPaired: (pairing) => {
          if (stopped) return;
          savePairing(storage(), pairing, current.secret);
          onPaired(pairing);
        },
        onGone: () => {
          if (stopped) return;
          saveWaiting(storage(), null);
          void ask();
        },
      });
      watch.start();
    };

    void ask();
    return () => {
      stopped = true;
      watch?.stop();
      if (timer !== null) window.clearTimeout(timer);
      viewRef.current?.destroy();
      viewRef.current = null;
    };
  }, [onPaired, orientation]);

  useEffect(() => {
    const spec: PairingScreenSpec = {
      code: code === null ? null : formatPairingCode(code),
      languages: [STICK_WORDS.nl, STICK_WORDS.en].map((words) => ({
        title: words.title,
        lines: [...words.lines],
      })),
      footer,
      fonts: STICK_FONTS,
    };
    // Drawn now, or as soon as the view is up.
    specRef.current = spec;
    viewRef.current?.show(spec);
    window.pricelistStick = {
      code: () => code,
      polls: () => pollsRef.current(),
      fonts: () => viewRef.current?.drawnFamilies() ?? [],
      address: () => null,
    };
  }, [code, footer]);

  return (
    <main className="board-page" data-orientation={orientation}>
      <div ref={hostRef} className="board-host" data-testid="pairing-host" />
      {/* What the canvas says, for screen readers (and tests). */}
      <div className="stick-mirror" aria-live="polite">
        <p data-testid="pairing-code">{code ?? ''}</p>
        <p>{STICK_WORDS.nl.title}</p>
        <p>{STICK_WORDS.en.title}</p>
        <p>{footer}</p>
      </div>
    </main>
  );
}

/**
 * A paired stick's board: the board page of what staff chose (its list or show, theme and
 * orientation, or its wall screen), as the old addresses show it.
 * When the server says the stick was unpaired (or its secret is refused), it forgets its
 * pairing and shows a new code; when staff moved it (`moved` on its socket, or a report
 * refused as `moved`), it fetches its new board and secret and shows that board.
 */
function PairedBoard({
  pairing,
  onUnpaired,
  onMoved,
}: {
  pairing: StickPairing;
  onUnpaired: (from: StickPairing) => void;
  onMoved: (from: StickPairing) => void;
}) {
  const { pathname, search } = boardAddress(pairing);
  useEffect(() => {
    window.pricelistStick = {
      code: () => null,
      polls: () => 0,
      fonts: () => [],
      address: () => `${pathname}${search}`,
    };
  }, [pathname, search]);
  const handleMessage = useCallback(
    (text: string) => {
      let message: { type?: unknown; reason?: unknown };
      try {
        message = JSON.parse(text) as typeof message;
      } catch {
        return;
      }
      if (
        message.type === 'moved' ||
        (message.type === 'health_refused' && message.reason === 'moved')
      )
        onMoved(pairing);
      else if (
        message.type === 'unpaired' ||
        (message.type === 'health_refused' && message.reason === 'secret')
      )
        onUnpaired(pairing);
    },
    [onUnpaired, onMoved, pairing],
  );
  return <Board pathname={pathname} search={search} onServerMessage={handleMessage} />;
}

/** Registers the board's service worker for `/scherm` too, so a stick restarts offline. */
function keepOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/board-sw.js', { scope: '/scherm' }).catch(() => undefined);
}

/**
 * A screen stick at `/scherm`: a code until staff pair it, then its board, without a reload;
 * paired, it starts with its board after a reboot or while the server is away.
 */
export function Stick() {
  const [pairing, setPairing] = useState<StickPairing | null>(() => readPairing(storage()));

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('board-document');
    keepOffline();
    return () => root.classList.remove('board-document');
  }, []);

  const handlePaired = useCallback((next: StickPairing) => setPairing(next), []);
  // One fetch at a time: the socket's `moved` and a refused report may both ask for it.
  const moving = useRef(false);
  // A late message of a board the stick has left (moved away from) changes nothing.
  const current = useRef(pairing);
  useEffect(() => {
    current.current = pairing;
  }, [pairing]);
  const handleUnpaired = useCallback((from: StickPairing) => {
    if (moving.current || current.current !== from) return;
    forgetPairing(storage(), from);
    setPairing(null);
  }, []);
  const handleMoved = useCallback((from: StickPairing) => {
    if (moving.current || current.current !== from) return;
    const secret = readBoardSecret(storage(), from);
    if (!secret) return;
    moving.current = true;
    void fetchMove(fetch, secret)
      .catch(() => null)
      .then((moved) => {
        // No move waits (already fetched, or undone): the next report decides.
        if (moved && current.current === from) {
          forgetPairing(storage(), from);
          savePairing(storage(), moved.pairing, moved.secret);
          current.current = moved.pairing;
          setPairing(moved.pairing);
        }
        moving.current = false;
      });
  }, []);

  if (pairing)
    return (
      <PairedBoard
        key={`${pairing.shopId}/${pairing.boardId}/${pairing.orientation}/${pairing.view}/${pairing.theme}`}
        pairing={pairing}
        onUnpaired={handleUnpaired}
        onMoved={handleMoved}
      />
    );
  return <PairingScreen onPaired={handlePaired} />;
}
