import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import cookieParser from 'cookie-parser';
import type { Server } from 'node:http';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { authenticate } from './auth/authenticate';
import { sessionControl, sessionCookiePolicy } from './auth/session-cookie';
import type { Viewer } from './auth/viewer';
import type { Config } from './config';
import { createErrorFormatter } from './errors';
import { graphqlTransportErrors, multipartGraphQL } from './graphql/transport';
import { jitGateway } from './graphql/executor';
import { graphqlHttpHandler } from './graphql/http-handler';
import { securityHeaders } from './http/security-headers';
import { chain } from './http/chain';
import { documentSizeLimit, graphqlLimits } from './graphql/limits';
import { noStoreAnswers, noStorePart } from './graphql/no-store';
import { requestParts } from './graphql/request-parts';
import { bodyIdleTimeout } from './http/body-timeout';
import { createApiBudget, restApiBudget } from './http/api-budget';
import { graphqlExplorer } from './http/explorer';
import { dataSourcePool } from './auth/rate-limit';
import { visitorResponseCache } from './graphql/visitor-cache';
import { apiBudgetPart } from './graphql/api-budget';
import { idempotentWrites } from './http/idempotency';
import { guardTextInput } from './http/input-guard';
import type { GraphQLContext } from './graphql/context';
import { createSchema } from './graphql/schema';
import { responseCompression } from './http/compression';
import { healthRouter } from './http/health';
import { databaseAnswers } from './db/db-availability';
import { requestLog } from './http/request-log';
import { apiNotFound, restErrorHandler } from './http/errors';
import { mediaRouter } from './http/media';
import { liveEvents } from './http/events';
import { createLivePubSub, NotificationPublisher } from './graphql/notification/notification.live';
import { graphqlSubscriptions } from './graphql/ws-transport';
import { NotificationFeed } from './services/notification-feed';
import { sameOriginWrites } from './http/same-origin';
import { crossOrigin } from './http/cors';
import { adminRoutes } from './rest/admin.routes';
import { authRoutes } from './rest/auth.routes';
import { commentRoutes } from './rest/comment.routes';
import { legacyRoutes } from './rest/legacy.routes';
import { likeRoutes } from './rest/like.routes';
import { noteRoutes } from './rest/note.routes';
import { savedNoteRoutes } from './rest/saved-note.routes';
import { searchRoutes } from './rest/search.routes';
import { restVisitorCache } from './rest/visitor-cache';
import { uploadTmpDir } from './services/note.service';
import { sweepSpool } from './files/spool';
import { googleRoutes } from './rest/google.routes';
import { userRoutes } from './rest/user.routes';
import { dataExportRoutes } from './rest/data-export.routes';
import { webAppRouter } from './http/web-app';
import type { Logger } from './logger';
import { graphqlMetricsPart } from './metrics/graphql-metrics';
import { httpMetrics } from './metrics/http-metrics';
import { metricsEndpoint } from './metrics/metrics-endpoint';
import { unwatchDataSource, watchDataSource } from './metrics/registry';
import type { AppServices } from './services';

declare module 'express-serve-static-core' {
  interface Request {
    viewer?: Viewer | null;
  }
}

/**
 * `router`, for requests whose path is one of `paths` (compared as Express routes compare them:
 * any case, one trailing slash allowed); every other request goes on without entering it.
 */
function onlyFor(paths: ReadonlySet<string>, router: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const path = req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
    return paths.has(path.toLowerCase()) ? router(req, res, next) : next();
  };
}
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);
const METRICS_PATHS = new Set(['/metrics']);

/** The explorer (mounted at /graphql) answers GETs and HEADs, and its own files' paths; GraphQL POSTs go on without entering it. */
function explorerRequests(explorer: RequestHandler): RequestHandler {
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' || /^\/explorer(?:\/|$)/i.test(req.path) ? explorer(req, res, next) : next());
}

export interface AppHandle {
  app: Express;
  /** Stops Apollo (call after the HTTP server stopped accepting). */
  stop(): Promise<void>;
  /** Ends the live event streams and subscription sockets, which would otherwise keep the server from closing. */
  closeStreams(): Promise<void>;
  /** Serves GraphQL subscriptions (WebSocket upgrades on /graphql) on the server that runs `app`. */
  attach(server: Server): void;
}

/**
 * What a process that died mid-upload left behind: spool files, and stored files whose note
 * row never committed (or whose removal never ran). Done before serving, so a restarted api
 * starts consistent; a failure here (database down) is logged, and the next start retries.
 */
async function sweepLeftovers(config: Config, services: AppServices, log: Logger): Promise<void> {
  try {
    const spool = await sweepSpool(uploadTmpDir(config.dataDir));
    const files = await services.notes.sweepAbandonedFiles();
    if (spool || files) log.info({ spool, files }, 'removed what interrupted uploads left behind');
  } catch (err) {
    log.warn({ err }, 'could not sweep what interrupted uploads left behind');
  }
}

export async function createApp(config: Config, services: AppServices, log: Logger): Promise<AppHandle> {
  const app = express();
  app.disable('x-powered-by');
  await sweepLeftovers(config, services, log);
  await services.jobs.start();
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');

  if (config.metrics.enabled) watchDataSource(services.dataSource);
  // What every request goes through, in this order, as one Express layer (http/chain.ts).
  app.use(
    chain(
      // The request log's one listener per request also feeds the HTTP metrics.
      requestLog(log, { sampleEvery: config.env === 'production' ? 20 : 1, slowMs: 500, answered: config.metrics.enabled ? httpMetrics() : undefined }),
      securityHeaders({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            // Chakra (emotion) injects style elements at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            connectSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            workerSrc: ["'self'", 'blob:'],
            upgradeInsecureRequests: config.env === 'production' ? [] : null,
          },
        },
        crossOriginEmbedderPolicy: false,
      }),
      responseCompression(config),
      // Routers entered only for their own paths: every other request skips them in one test.
      onlyFor(
        HEALTH_PATHS,
        healthRouter(() => databaseAnswers(services.dataSource)),
      ),
      onlyFor(METRICS_PATHS, metricsEndpoint(config, log)),
      bodyIdleTimeout(config.bodyIdleTimeoutMs),
      cookieParser(),
      crossOrigin(config),
      sameOriginWrites(config.publicUrl, config.corsOrigins),
    ),
  );
  const secureCookies = sessionCookiePolicy(config);
  const withSession: RequestHandler = (req, res, next) => {
    req.session = sessionControl(req, res, services.sessions, secureCookies);
    next();
  };
  const signedIn = [authenticate(services.sessions, services.apiTokens), withSession];
  // /graphql's own middlewares are one layer further down (GraphiQL first, then these); /api and /auth sign in here.
  app.use(['/api', '/auth'], ...signedIn);
  const apiBudget = createApiBudget(dataSourcePool(services.dataSource), config.apiPoints);

  const pubSub = createLivePubSub();
  const schema = await createSchema({ pubSub });
  const limits = graphqlLimits(config, schema);
  // One LISTEN/NOTIFY fan-out per process feeds both the event streams and the subscriptions.
  const feed = new NotificationFeed(services.notifications, services.dataSource, log);
  const subscriptions = graphqlSubscriptions({
    schema,
    validationRules: limits.validationRules,
    config,
    services,
    feed,
    publisher: new NotificationPublisher(feed, pubSub),
    pubSub,
    log,
  });
  const apollo = new ApolloServer<GraphQLContext>({
    // The schema arrives through the gateway interface, with graphql-jit as the executor (graphql/executor.ts).
    gateway: jitGateway(schema),
    // A browser cannot forge an Authorization header, so a bearer-token GET needs no preflight header.
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    allowBatchedHttpRequests: false,
    // server.ts owns shutdown; Apollo's own signal handlers would race it and re-raise the signal.
    stopOnTerminationSignals: false,
    formatError: createErrorFormatter(log),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      noStoreAnswers,
      // The app's own per-request plugins as one (graphql/request-parts.ts), in this order.
      requestParts<GraphQLContext>([
        noStorePart,
        ...limits.parts,
        apiBudgetPart(schema, apiBudget),
        ...(config.metrics.enabled ? [graphqlMetricsPart<GraphQLContext>()] : []),
      ]),
      ...visitorResponseCache(config.graphqlVisitorCacheSeconds),
      subscriptions.drainPlugin,
    ],
    validationRules: limits.validationRules,
    // graphql/limits.ts decides per request who may introspect; 'off' turns it off for everyone.
    introspection: config.graphqlIntrospection !== 'off',
  });
  await apollo.start();
  const contextFor = (req: Request, res: Response): GraphQLContext => ({
    viewer: req.viewer ?? null,
    services,
    loaders: services.loaders(req.viewer?.id),
    session: req.session!,
    ip: req.ip ?? '',
    res,
  });

  app.use(
    '/graphql',
    chain(
      // GraphiQL for browsers that open /graphql; GraphQL clients' GET queries ask for JSON and pass on.
      explorerRequests(graphqlExplorer()),
      ...signedIn,
      multipartGraphQL(config),
      express.json({ limit: '1mb' }),
      guardTextInput,
      documentSizeLimit,
      idempotentWrites(services.idempotency, log),
      graphqlHttpHandler(apollo, async ({ req, res }) => contextFor(req, res)),
    ),
  );

  app.use('/graphql', graphqlTransportErrors(log));

  app.use(googleRoutes(config, services, log));
  const events = liveEvents(feed, log);
  app.use('/api/events', events.router);
  const api = express.Router();
  api.use(restApiBudget(apiBudget), express.json({ limit: '1mb' }), guardTextInput);
  const visitorCache = restVisitorCache(config.graphqlVisitorCacheSeconds);
  api.use(
    authRoutes(services),
    userRoutes(services),
    searchRoutes(services, visitorCache),
    likeRoutes(services),
    commentRoutes(services),
    savedNoteRoutes(services),
  );
  api.use(noteRoutes(services, { tmpDir: uploadTmpDir(config.dataDir), maxBytes: config.uploadMaxBytes, visitorCache }));
  api.use(adminRoutes(services));
  api.use(dataExportRoutes(services));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(legacyRoutes(services, signedIn));
  app.use(mediaRouter(services.storage, { authenticate: signedIn[0], access: (viewer, key) => services.notes.previewImageAccess(viewer, key) }));
  // Public pages are rendered by the web app's components here, their data read through this same schema in process.
  app.use(
    webAppRouter(config, services, {
      authenticate: (req, res, next) => signedIn[0](req, res, (err?: unknown) => (err ? next(err) : signedIn[1](req, res, next))),
      executeFor: (req, res) => async (request) => {
        const response = await apollo.executeOperation(request, { contextValue: contextFor(req, res) });
        return response.body.kind === 'single' ? response.body.singleResult : { errors: [{ message: 'Incremental delivery is not used by pages.' }] };
      },
      log,
    }),
  );
  app.use(restErrorHandler(log));

  // The queue stops after Apollo: running jobs get a few seconds, then are handed back for a retry.
  const closeStreams = () => Promise.all([events.close(), subscriptions.close()]).then(() => feed.close());
  return {
    app,
    attach: subscriptions.attach,
    closeStreams,
    stop: () =>
      Promise.all([apollo.stop(), closeStreams()])
        .then(() => undefined)
        .finally(() => services.jobs.stop())
        .finally(() => unwatchDataSource(services.dataSource)),
  };
}
