import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import { onPushSocketError } from './push/socket-errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions, LogController, type RouteOptions } from 'fastify';
import type { App, AppDeps } from './app-types';
import { authPlugin } from './auth/plugin';
import { DEFAULT_BOARD_ALERTS, DEFAULT_INTEGRATIONS, type ServerConfig } from './config';
import { createKeyAuth } from './auth/api-keys';
import { registerApiKeyRoutes } from './routes/api-keys';
import { registerRegisterCodeRoutes } from './routes/register-codes';
import { registerWebhookRoutes } from './routes/webhooks';
import { WebhookWorker } from './services/webhooks/webhook-worker';
import { registerBoardAlertRoutes } from './routes/board-alerts';
import { registerMetricsRoutes } from './routes/metrics';
import { OperatorAccess } from './auth/operator-access';
import { AppMetrics } from './services/metrics/app-metrics';
import { BoardAlertDetector } from './services/board/board-alerts';
import { boardHealthOf } from './services/board/board-health-config';
import {
  ADDRESS_BOARD_SWEEP_MS,
  DEFAULT_VIEWER_LIMITS,
  servedAppVersion,
  sweepAddressBoards,
  ViewerList,
} from './services/board/board-viewers';
import { createMailer } from './services/mailer';
import type { DatabaseHandle } from './db/client';
import { handleError, handleFrameworkError } from './http/error-handler';
import { serializeError } from './http/log-errors';
import { registerEtags } from './http/etag';
import { registerOpenApi, registerOpenApiRoutes } from './http/openapi';
import { registerCompression } from './http/compression';
import { buildSerializer, validatorCompiler } from './http/validation';
import { registerAuthRoutes } from './routes/auth';
import { registerCategoryRoutes } from './routes/categories';
import { registerClockRoutes } from './routes/clock';
import { registerHappyHourRoutes } from './routes/happy-hours';
import { registerMainCategoryRoutes } from './routes/main-categories';
import { registerScreenRoutes } from './routes/screens';
import { registerBoardLanguageRoutes } from './routes/board-language';
import { registerTableRoutes } from './routes/tables';
import { registerHealthRoutes } from './routes/health';
import { registerShopGroupRoutes } from './routes/shop-groups';
import { registerShopRoutes } from './routes/shops';
import { registerUserRoutes } from './routes/users';
import { registerPushRoutes } from './routes/push';
import { registerBoardRoutes } from './routes/boards';
import { registerFleetRoutes } from './routes/fleet';
import { registerPairingRoutes } from './routes/pairing';
import { registerVocabularyRoutes } from './routes/vocabulary';
import { registerProductRoutes } from './routes/products';
import { registerKindRoutes } from './routes/kinds';
import { registerKindRelationRoutes } from './routes/kind-relations';
import { registerPriceRoutes } from './routes/prices';
import { registerLinkRoutes } from './routes/links';
import { registerMenuSheetRoutes } from './routes/menu-sheet';
import { registerOrderRoutes } from './routes/orders';
import { registerFormRoutes } from './routes/forms';
import { registerMaintenanceRoutes } from './routes/maintenance';
import { registerHistoryRoutes } from './routes/history';
import { registerWorkflowRoutes } from './routes/wfo';
import { registerScheduledChangeRoutes } from './routes/scheduled-changes';
import { ScheduleRunner, type ScheduleClock } from './services/clock/schedule-runner';
import { runAsActor } from './services/writer/actor';
import { createContentGenerator } from './workflow/create-generator';
import { WorkflowRunner } from './workflow/runner';
import { registerImageRoutes, registerResizeRoutes } from './routes/images';
import { createPictureServices } from './images/pictures';
import { startUploadSweeper } from './images/sweeper';
import {
  answerPublicPreflights,
  imageServiceOrigins,
  answerHeaders,
  registerCors,
  registerSecurityHeaders,
} from './http/security';
import { createPushBus, type PushBus } from './push/bus';
import { PushHub } from './push/hub';
import { PairingSockets } from './push/pairing-sockets';
import { startBoundaryPushes } from './push/boundary-pushes';
import { createWriter } from './services/writer/changes';
import { FeedCache } from './services/board/feed-cache';
import { registerStaticApp } from './static';
import { DEFAULT_LIMITS } from './limits';
import { limitConnectionsPerAddress, serverTimeouts } from './http/connection-limits';

export interface AppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** A bus to use instead of the one the configuration names (tests share one). */
  bus?: PushBus;
  /** Called for every route as it is registered (tests enumerate the API with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Record writes in the history (default); off only to measure what the history costs. */
  history?: boolean;
  /** The wall clock (ms) of opening hours and time windows; `Date.now` unless a test sets it. */
  clock?: () => number;
  /** The clock of scheduled changes (tests move a fake one). */
  scheduleClock?: ScheduleClock;
}

const detectors = new WeakMap<App, BoardAlertDetector>();

/** The app's detector of dark boards (tests run it by hand with their own clock). */
export function boardAlertDetectorOf(app: App): BoardAlertDetector {
  const detector = detectors.get(app);
  if (!detector) throw new Error('not an app of buildApp');
  return detector;
}

/** Secrets and credentials never reach the logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-board-secret"]',
  'body.password',
  'body.new_password',
  'body.token',
];

/** Errors reach the log without the values of a query (`http/log-errors.ts`). */
const SERIALIZERS = { err: serializeError };

/** The logger's options: ours with `true`, or the caller's with our serializers added. */
function loggerOptions(
  logger: FastifyServerOptions['logger'],
  level: string,
): FastifyServerOptions['logger'] {
  if (logger === true) return { level, redact: REDACT, serializers: SERIALIZERS };
  if (logger && typeof logger === 'object') {
    return { ...logger, serializers: { ...logger.serializers, ...SERIALIZERS } };
  }
  return logger;
}

/** Builds the whole server: API under /v1 and the browser app. Tests use it with `inject`. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const limits = config.limits ?? DEFAULT_LIMITS;
  const logger = options.logger === undefined ? false : options.logger;
  const app = Fastify({
    logger: loggerOptions(logger, config.logLevel),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    bodyLimit: 1024 * 1024,
    // Behind nginx (README, "Running for many shops"): client addresses from X-Forwarded-For.
    ...(config.trustProxy && { trustProxy: config.trustProxy }),
    return503OnClosing: true,
    // Half-sent and idle connections are dropped in seconds (server/limits.ts).
    ...serverTimeouts(limits),
    // Boards poll all day: a log line per request would cost more than the request itself.
    logController: new LogController({ disableRequestLogging: true }),
    // An address the router cannot take answers in our shape, without repeating it.
    frameworkErrors: handleFrameworkError,
    // Response serializers are compiled on a route's first answer (server/http/validation.ts).
    schemaController: { compilersFactory: { buildSerializer } },
  }).withTypeProvider<TypeBoxTypeProvider>() as App;
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Each request acts as nobody until `app.authenticate` names its user (for the history).
  app.addHook('onRequest', (_request, _reply, done) =>
    runAsActor({ userId: null, request: true }, done),
  );
  limitConnectionsPerAddress(app.server, limits.connectionsPerAddress);

  const bus = options.bus ?? (await createPushBus(config.redisUrl));
  const clock = options.clock ?? Date.now;
  const health = boardHealthOf(config);
  const thresholds = {
    offlineAfterMs: health.offlineAfterMs,
    outdatedAfterMs: health.outdatedAfterMs,
  };
  // The operators' figures (`GET /metrics`) are counted only while someone may read them.
  const operators = new OperatorAccess(config.metrics);
  const appVersion =
    config.appVersion !== undefined ? config.appVersion : servedAppVersion(config.staticDir);
  const metrics = operators.enabled
    ? new AppMetrics(database.db, clock, thresholds, appVersion)
    : null;
  const webhooks = new WebhookWorker(
    database.db,
    config.integrations ?? DEFAULT_INTEGRATIONS,
    app.log,
    undefined,
    metrics ? (outcome) => metrics.webhookDelivery(outcome) : undefined,
  );
  app.addHook('onReady', async () => webhooks.start());
  app.addHook('onClose', async () => webhooks.stop());
  const deps: AppDeps = {
    db: database.db,
    database,
    config,
    bus,
    write: createWriter(database.db, bus, app.log, {
      history: options.history ?? true,
      onQueued: () => webhooks.wake(),
    }),
    feed: new FeedCache(database.db, bus, { maxBytes: limits.feedCacheMaxBytes, clock }),
    clock,
    ...(metrics && { metrics }),
    viewers: new ViewerList(DEFAULT_VIEWER_LIMITS, clock),
    appVersion,
    answerHeaders: answerHeaders(imageServiceOrigins(process.env)),
    keyOrUser: createKeyAuth(app, {
      db: database.db,
      redisUrl: config.redisUrl,
      secretKey: config.secretKey,
      requestsPerMinute: (config.integrations ?? DEFAULT_INTEGRATIONS).keyRequestsPerMinute,
    }),
  };
  app.addHook('onClose', async () => deps.feed.close());
  // Address boards of before, silent for a week, are forgotten (also on every read of the list).
  const sweeper = setInterval(() => {
    sweepAddressBoards(database.db, clock()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'address boards not swept'),
    );
  }, ADDRESS_BOARD_SWEEP_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  const alertConfig = config.boardAlerts ?? DEFAULT_BOARD_ALERTS;
  const mailer = createMailer(alertConfig.smtpUrl, alertConfig.mailFrom, app.log);
  const alerts = new BoardAlertDetector({
    db: database.db,
    config: alertConfig,
    thresholds,
    clock,
    ...(metrics && { onMailTried: (outcome) => metrics.alertMail(outcome) }),
    mailer,
    log: app.log,
    onQueued: () => webhooks.wake(),
    fallbackUrl: () => {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      return `http://${host}:${port}`;
    },
  });
  detectors.set(app, alerts);
  app.addHook('onReady', async () => alerts.start());
  app.addHook('onClose', async () => {
    await alerts.stop();
    mailer?.close();
  });
  const runner = new WorkflowRunner({
    db: database.db,
    write: deps.write,
    generator: createContentGenerator(config.content),
    config: config.content,
    log: app.log,
  });
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
  const schedule = new ScheduleRunner({ ...deps, log: app.log, clock: options.scheduleClock });
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
  const hub = new PushHub(bus);
  const pairingSockets = new PairingSockets(bus);
  app.addHook('preClose', async () => pairingSockets.close());
  // Sockets hear "going away" before the server stops, and reconnect elsewhere.
  app.addHook('preClose', async () => hub.close());
  if (!options.bus) app.addHook('onClose', async () => bus.close());
  startBoundaryPushes(app, deps, hub);
  const pictures = createPictureServices(config);
  let stopSweeper = () => {};
  app.addHook('onReady', async () => {
    stopSweeper = startUploadSweeper(database.db, pictures.storage, app.log);
  });
  app.addHook('onClose', async () => {
    stopSweeper();
    pictures.storage.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);
  registerSecurityHeaders(app, deps.answerHeaders);
  answerPublicPreflights(app);
  await registerCors(app, config.corsOrigins ?? []);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 401) reply.header('www-authenticate', 'Bearer');
    done(null, payload);
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(authPlugin, {
    db: database.db,
    secretKey: config.secretKey,
    accessTokenMinutes: config.accessTokenMinutes,
  });
  registerEtags(app);
  registerCompression(app);
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    errorHandler: onPushSocketError,
  });

  // Before any route: the OpenAPI document is collected from the routes as they are added.
  await registerOpenApi(app);
  await app.register(
    async (v1) => {
      const api = v1 as App;
      registerOpenApiRoutes(api);
      registerHealthRoutes(api, deps);
      registerAuthRoutes(api, deps);
      registerUserRoutes(api, deps);
      registerShopGroupRoutes(api, deps);
      registerShopRoutes(api, deps);
      registerVocabularyRoutes(api, deps);
      registerProductRoutes(api, deps);
      registerKindRoutes(api, deps);
      registerKindRelationRoutes(api, deps);
      registerMainCategoryRoutes(api, deps);
      registerCategoryRoutes(api, deps);
      registerClockRoutes(api, deps);
      registerHappyHourRoutes(api, deps);
      registerScreenRoutes(api, deps);
      registerBoardLanguageRoutes(api, deps);
      registerTableRoutes(api, deps);
      registerPriceRoutes(api, deps);
      registerLinkRoutes(api, deps);
      registerMenuSheetRoutes(api, deps);
      registerPushRoutes(api, deps, hub);
      registerBoardRoutes(api, deps);
      registerPairingRoutes(api, deps, pairingSockets);
      registerFleetRoutes(api, deps);
      registerBoardAlertRoutes(api, deps);
      registerFormRoutes(api, deps);
      registerMaintenanceRoutes(api, deps, () => schedule.wake());
      registerHistoryRoutes(api, deps);
      registerWorkflowRoutes(api, deps, runner);
      registerScheduledChangeRoutes(api, deps, schedule);
      registerApiKeyRoutes(api, deps);
      registerRegisterCodeRoutes(api, deps);
      registerWebhookRoutes(api, deps, webhooks);
      await registerImageRoutes(api, deps, pictures);
    },
    { prefix: '/v1' },
  );
  registerMetricsRoutes(app, operators, metrics);
  await registerOrderRoutes(app, deps);
  registerResizeRoutes(app, pictures, config.images.drawsPerMinute);
  await registerStaticApp(app, config.staticDir);
  return app;
}
