import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyScope } from './auth/api-keys';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { PushBus } from './push/bus';
import type { Writer } from './services/writer/changes';
import type { FeedCache } from './services/board/feed-cache';
import type { AppMetrics } from './services/metrics/app-metrics';

/** The Fastify instance with TypeBox typing of route schemas. */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What routes are given: the database, the one way to write, the push bus, the configuration. */
import type { ViewerList } from './services/board/board-viewers';

export interface AppDeps {
  db: Database;
  database: DatabaseHandle;
  config: ServerConfig;
  bus: PushBus;
  write: Writer;
  /** The public price lists, serialised and cached per shop version. */
  feed: FeedCache;
  /** The wall clock (ms) of opening hours and time windows; tests inject their own. */
  clock: () => number;
  /** The operators' figures (`GET /metrics`); absent while they are off. */
  metrics?: AppMetrics;
  /** Browsers this process saw opening a board that are no screen (`board-viewers.ts`). */
  viewers: ViewerList;
  /** The app version the server serves now (`dist/app-version.txt`); null when unknown. */
  appVersion: string | null;
  /** The policy and security headers every answer carries (`http/security.ts`). */
  answerHeaders: Readonly<Record<string, string>>;
  /**
   * The `onRequest` hook of a route an API key with `scope` may call (else a login as
   * `app.authenticate` checks it): `auth/api-keys.ts`.
   */
  keyOrUser: (
    scope: ApiKeyScope,
  ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
