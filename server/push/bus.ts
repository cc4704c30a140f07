import { Redis } from 'ioredis';
import mitt from 'mitt';

/** What a push tells clients to reload: a shop's boards, or its pending/completed orders. */
export const PUSH_TOPICS = ['shop', 'pending_orders', 'completed_orders'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

export interface TopicMessage {
  topic: PushTopic;
  shopId: string;
}

/**
 * What staff may ask one board of a shop to do (screen health): reload, show its name, send a
 * picture of its canvas; or what the board is told: it was unpaired, or moved (it fetches its
 * new board and secret with its old secret, `POST /v1/boards/moved`).
 */
export const BOARD_ACTIONS = ['reload', 'identify', 'screenshot', 'unpair', 'move'] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

/** A command for one board of a shop; only that shop's board sockets with this board id hear it. */
export interface BoardCommand {
  topic: 'board';
  shopId: string;
  boardId: string;
  action: BoardAction;
  /** The board's name, which `identify` shows. */
  name: string;
}

/**
 * A user's sessions ended (deactivated, new password, reset): every process closes the push
 * sockets that user opened, since their token is refused from now on.
 */
export interface SessionsEnded {
  topic: 'sessions_ended';
  userId: string;
}

/**
 * A stick's code was paired: the process holding the stick's pairing socket tells it at once
 * what it shows now (no secret travels: the stick's own secret became its board's).
 */
export interface PairedMessage {
  topic: 'paired';
  pairingId: string;
  shopId: string;
  boardId: string;
  kind: 'screen' | 'device';
  screenId: string | null;
  orientation: 'landscape' | 'portrait';
  /** What the stick shows (`src/domain/board-view.ts`) and its theme. */
  view: string;
  theme: 'dark' | 'light';
}

export type PushMessage = TopicMessage | BoardCommand | SessionsEnded | PairedMessage;

/**
 * Carries push messages to every server process: in-process for one process, Redis pub/sub
 * when several serve the same data. Listeners of every process (this one included) receive
 * each published message once.
 */
export interface PushBus {
  readonly kind: 'in-process' | 'redis';
  publish(messages: PushMessage[]): Promise<void>;
  subscribe(listener: (message: PushMessage) => void): () => void;
  close(): Promise<void>;
}

type Events = { message: PushMessage };

export function createInProcessBus(): PushBus {
  const emitter = mitt<Events>();
  return {
    kind: 'in-process',
    publish: async (messages) => {
      for (const message of messages) emitter.emit('message', message);
    },
    subscribe: (listener) => {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    close: async () => emitter.all.clear(),
  };
}

const CHANNEL = 'pricelist:push';

function parsePaired(value: Record<string, unknown>): PairedMessage | null {
  const { pairingId, shopId, boardId, kind, screenId, orientation, view, theme } = value;
  if (typeof pairingId !== 'string' || typeof shopId !== 'string' || typeof boardId !== 'string')
    return null;
  if (kind !== 'screen' && kind !== 'device') return null;
  if (orientation !== 'landscape' && orientation !== 'portrait') return null;
  if (screenId !== null && typeof screenId !== 'string') return null;
  return {
    topic: 'paired',
    pairingId,
    shopId,
    boardId,
    kind,
    screenId,
    orientation,
    view: typeof view === 'string' ? view : 'board',
    theme: theme === 'light' ? 'light' : 'dark',
  };
}

function parseMessage(text: string): PushMessage | null {
  try {
    const value = JSON.parse(text) as Partial<TopicMessage> &
      Partial<Omit<BoardCommand, 'topic'>> &
      Partial<Omit<SessionsEnded, 'topic'>>;
    if ((value.topic as string) === 'paired') return parsePaired(value);
    if ((value.topic as string) === 'sessions_ended') {
      return typeof value.userId === 'string'
        ? { topic: 'sessions_ended', userId: value.userId }
        : null;
    }
    if (typeof value.shopId !== 'string') return null;
    if ((value.topic as string) === 'board') {
      if (
        typeof value.boardId !== 'string' ||
        typeof value.name !== 'string' ||
        !BOARD_ACTIONS.includes(value.action as BoardAction)
      )
        return null;
      return {
        topic: 'board',
        shopId: value.shopId,
        boardId: value.boardId,
        action: value.action as BoardAction,
        name: value.name,
      };
    }
    if (!PUSH_TOPICS.includes(value.topic as PushTopic)) return null;
    return { topic: value.topic as PushTopic, shopId: value.shopId };
  } catch {
    return null;
  }
}

/** A bus over Redis pub/sub: one connection publishes, one subscribes. */
export async function createRedisBus(url: string): Promise<PushBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3, enableAutoPipelining: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // Connection trouble is retried by ioredis; an error event without a listener would crash.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  const emitter = mitt<Events>();
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parseMessage(text);
    if (message) emitter.emit('message', message);
  });
  return {
    kind: 'redis',
    publish: async (messages) => {
      await Promise.all(messages.map((m) => publisher.publish(CHANNEL, JSON.stringify(m))));
    },
    subscribe: (listener) => {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    close: async () => {
      emitter.all.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** The bus the configuration asks for: Redis when a URL is given, else in-process. */
export async function createPushBus(redisUrl: string | undefined): Promise<PushBus> {
  return redisUrl ? createRedisBus(redisUrl) : createInProcessBus();
}
