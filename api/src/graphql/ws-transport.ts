import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApolloServerPlugin } from '@apollo/server';
import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Context as WsServerContext } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { bearerTokenOf } from '../auth/authenticate';
import type { SessionControl } from '../auth/session-cookie';
import { SESSION_COOKIE } from '../auth/session-cookie';
import type { Viewer } from '../auth/viewer';
import type { Config } from '../config';
import { createErrorFormatter, forbidden } from '../errors';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { LIVE_CONNECTIONS_PER_USER_MAX, LIVE_CONNECTIONS_TOTAL_MAX, type NotificationFeed } from '../services/notification-feed';
import { GRAPHQL_LIMITS } from './limits';
import type { LiveContext, LivePubSub, NotificationPublisher } from './notification/notification.live';

export const GRAPHQL_WS_PATH = '/graphql';

/** Close codes a client can switch on (4xxx are the application's, as graphql-ws's own 4401/4403 are). */
export const WS_CLOSE = {
  /** No session cookie or token, or one that is not valid: sign in and connect again. */
  UNAUTHENTICATED: 4401,
  /** This account already holds LIVE_CONNECTIONS_PER_USER_MAX live connections. */
  TOO_MANY_CONNECTIONS: 4429,
  /** Live updates are unavailable for now (database away, process full): retry later. */
  TRY_AGAIN_LATER: 1013,
  /** The server is shutting down: reconnect (to another replica). */
  GOING_AWAY: 1001,
} as const;

/** Subscriptions one socket may run at once. */
export const SUBSCRIPTIONS_PER_SOCKET_MAX = 10;
/** Sockets still open this long after a close frame at shutdown are cut. */
const CLOSE_GRACE_MS = 2_000;

type Extra = {
  socket: WebSocket;
  request: IncomingMessage;
  viewer?: Viewer;
  /** Set once the socket holds a live-connection slot and a publisher membership. */
  leave?: () => void;
};
type WsContext = WsServerContext<Record<string, unknown> | undefined, Extra>;

export interface GraphQLSubscriptions {
  /** Serves WebSocket upgrades on /graphql of this HTTP server. */
  attach(server: Server): void;
  /** Closes every socket (1001) and stops accepting new ones; prompt even with unresponsive clients. */
  close(): Promise<void>;
  /** Apollo's drain hook: stopping Apollo closes the sockets too. */
  drainPlugin: ApolloServerPlugin;
}

interface Options {
  schema: GraphQLSchema;
  validationRules: ValidationRule[];
  config: Config;
  services: Services;
  feed: NotificationFeed;
  publisher: NotificationPublisher;
  pubSub: LivePubSub;
  log: Logger;
}

function refuseUpgrade(socket: Duplex, status: number, reason: string, code: string, message: string): void {
  const body = JSON.stringify({ success: false, message, code });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The CSRF rule of http/same-origin.ts for sockets: a browser always sends Origin on a
 * WebSocket handshake, so a page of another site (cross-site WebSocket hijacking with the
 * victim's cookie) is refused unless listed in CORS_ORIGINS. No Origin means no browser.
 */
function originAllowed(req: IncomingMessage, publicHost: string, trusted: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  if (trusted.has(origin.toLowerCase())) return true;
  try {
    const host = new URL(origin).host;
    return host === req.headers.host || host === publicHost;
  } catch {
    return false;
  }
}

const parseCookies = cookieParser();

/** The session cookie of the handshake, read as the HTTP middleware reads it. */
function sessionIdOf(req: IncomingMessage): string | null {
  const carrier = req as Request;
  if (!carrier.cookies) parseCookies(carrier, {} as Response, () => undefined);
  const sid: unknown = carrier.cookies?.[SESSION_COOKIE];
  return typeof sid === 'string' && sid ? sid : null;
}

/** Resolvers over the socket never sign in or out; the HTTP endpoints do. */
const noSession: SessionControl = {
  start: () => Promise.reject(forbidden('Sign in over HTTP, not over the subscription socket.')),
  end: () => Promise.reject(forbidden('Sign out over HTTP, not over the subscription socket.')),
};

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the api's own HTTP server and port.
 * The socket is authenticated once, at connection_init: an API token in the connection params
 * (`authorization: "Bearer <token>"`) or in the handshake's Authorization header, else the
 * session cookie. Visitors are closed with 4401. Only subscriptions run here; queries and
 * mutations go over HTTP, where the API budget and CSRF rules apply.
 */
export function graphqlSubscriptions(options: Options): GraphQLSubscriptions {
  const { schema, config, services, feed, publisher, pubSub, log } = options;
  const publicHost = new URL(config.publicUrl).host;
  const trusted = new Set(config.corsOrigins.map((o) => o.toLowerCase()));
  const rules = [...specifiedRules, ...options.validationRules];
  const formatError = createErrorFormatter(log);
  const format = (errors: readonly GraphQLError[]) => errors.map((error) => formatError(error.toJSON(), error));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  let closing: Promise<void> | null = null;

  const closeWith = (ctx: WsContext, code: number, reason: string): false => {
    ctx.extra.socket.close(code, reason);
    return false;
  };

  const authenticateSocket = async (ctx: WsContext): Promise<Viewer | 'bad-token' | null> => {
    const param = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
    const token = bearerTokenOf(typeof param === 'string' ? param : undefined) ?? bearerTokenOf(ctx.extra.request.headers.authorization);
    if (token !== null) return (await services.apiTokens.resolve(token)) ?? 'bad-token';
    const sid = sessionIdOf(ctx.extra.request);
    return sid ? services.sessions.resolve(sid) : null;
  };

  const cleanup = useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema,
      onConnect: async (ctx) => {
        if (closing) return closeWith(ctx, WS_CLOSE.GOING_AWAY, 'The server is shutting down; reconnect.');
        const viewer = await authenticateSocket(ctx);
        if (viewer === 'bad-token') return closeWith(ctx, WS_CLOSE.UNAUTHENTICATED, 'The API token is not valid or was revoked.');
        if (!viewer) return closeWith(ctx, WS_CLOSE.UNAUTHENTICATED, 'Sign in first: subscriptions need a session or an API token.');
        const admission = feed.admit(viewer.id);
        if (!admission.ok) {
          if (admission.reason === 'per-user')
            return closeWith(ctx, WS_CLOSE.TOO_MANY_CONNECTIONS, `At most ${LIVE_CONNECTIONS_PER_USER_MAX} live connections per account.`);
          return closeWith(ctx, WS_CLOSE.TRY_AGAIN_LATER, 'Too many live connections right now; try again soon.');
        }
        const joined = await publisher.join(viewer.id);
        const leave = () => {
          publisher.leave(viewer.id);
          admission.release();
        };
        if (!joined) {
          admission.release();
          return closeWith(ctx, WS_CLOSE.TRY_AGAIN_LATER, 'Live updates are unavailable right now; try again soon.');
        }
        // The client may have gone while we checked: onClose already ran without a slot to give back.
        if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN || closing) {
          leave();
          return false;
        }
        ctx.extra.viewer = viewer;
        ctx.extra.leave = leave;
        return true;
      },
      onClose: (ctx) => {
        ctx.extra.leave?.();
        ctx.extra.leave = undefined;
      },
      onSubscribe: (ctx, _id, payload) => {
        const refuse = (message: string) => [new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } })];
        if (payload.query.length > GRAPHQL_LIMITS.maxCharacters)
          return refuse(`The query has ${payload.query.length} characters; the limit is ${GRAPHQL_LIMITS.maxCharacters}.`);
        if (Object.keys(ctx.subscriptions).length > SUBSCRIPTIONS_PER_SOCKET_MAX)
          return refuse(`At most ${SUBSCRIPTIONS_PER_SOCKET_MAX} subscriptions per socket.`);
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
        } catch (err) {
          return [err instanceof GraphQLError ? err : new GraphQLError('The query could not be parsed.')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return refuse('Say which operation to run (operationName).');
        if (operation.operation !== 'subscription')
          return refuse('This socket carries subscriptions only: send queries and mutations over HTTP (POST /graphql).');
        const viewer = ctx.extra.viewer ?? null;
        const contextValue: LiveContext = {
          viewer,
          services,
          loaders: services.loaders(viewer?.id),
          session: noSession,
          ip: ctx.extra.request.socket.remoteAddress ?? '',
          // No HTTP response exists for a socket's operations; subscription resolvers set no headers.
          res: undefined as unknown as Response,
          pubSub,
        };
        const args: ExecutionArgs = { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
        return args;
      },
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: format(result.errors) } : undefined),
      onError: (_ctx, _id, _payload, errors) => format(errors),
    },
    wss,
  );

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== GRAPHQL_WS_PATH) return refuseUpgrade(socket, 404, 'Not Found', 'NOT_FOUND', 'WebSockets are served at /graphql only.');
    if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable', 'SERVICE_UNAVAILABLE', 'The server is shutting down.');
    if (!originAllowed(req, publicHost, trusted)) return refuseUpgrade(socket, 403, 'Forbidden', 'FORBIDDEN', 'Cross-site WebSocket refused.');
    if (wss.clients.size >= LIVE_CONNECTIONS_TOTAL_MAX)
      return refuseUpgrade(socket, 503, 'Service Unavailable', 'SERVICE_UNAVAILABLE', 'Too many live connections right now; try again soon.');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };

  const close = (): Promise<void> => {
    closing ??= (async () => {
      const open = [...wss.clients];
      for (const ws of open) ws.close(WS_CLOSE.GOING_AWAY, 'The server is shutting down; reconnect.');
      const gone = Promise.all(open.map((ws) => (ws.readyState === ws.CLOSED ? Promise.resolve() : new Promise((resolve) => ws.once('close', resolve)))));
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref())]);
      for (const ws of wss.clients) ws.terminate();
      await Promise.resolve(cleanup.dispose()).catch((err: unknown) => log.warn({ err }, 'closing the subscription server failed'));
    })();
    return closing;
  };

  return {
    attach(server) {
      server.on('upgrade', onUpgrade);
    },
    close,
    drainPlugin: {
      async serverWillStart() {
        return { drainServer: close };
      },
    },
  };
}
