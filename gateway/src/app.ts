import { createServer } from 'node:http';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Request } from 'express';
import {
  DEVICE_COOKIE,
  fetchStatesFrom,
  readSessionToken,
  SESSION_COOKIE,
  SessionChecker,
  trustedAccounts,
} from './auth';
import type { GatewayConfig } from './config';
import { gatewayCaches } from './cache/caches';
import { localInvalidator } from './cache/invalidation';
import { anonymousQueryCache } from './graphql/anonymousCache';
import type { GatewayContext } from './context';
import { closeSubgraphConnections } from './graphql/dataSource';
import { openApiRouter } from './openapi/routes';
import { startGraphQLServer } from './graphql/server';
import { demoLoginsAllowed } from './rest/identity';
import { restRouter } from './rest/routes';
import { sendError } from './rest/respond';
import { graphqlUploads } from './rest/uploads';
import { eventFeedFrom } from './live/feed';
import { LiveHub } from './live/hub';
import { liveOptionsFromEnv } from './live/options';
import { firstImageLookup } from './web/firstImage';
import { firstViewRenderer, shellServerEntry } from './web/firstView';
import { originOf } from './web/seo/origin';
import { pageFactsLookup } from './web/seo/pageFacts';
import { robotsTxt } from './web/seo/robots';
import { sitemapRoutes } from './web/seo/sitemap';
import { faviconHandler } from './web/favicon';
import { localRemotes, mountFrontends, remoteManifest, shellFolder } from './web/frontends';
import { healthHandler } from './web/health';
import { baseMapRoutes, mapStyleFromEnv, mapTileOrigin } from './web/baseMap/routes';
import { calendarFeedProxy } from './web/calendarFeed';
import { imageProxy } from './web/images';
import { connectSharedState } from './shared-state';
import type { WriteEffects } from './writes/plugin';
import { type PlainMiddleware, publicListLane } from './web/publicLane';
import {
  boundedNesting,
  jsonWritesOnly,
  requestErrorMessage,
  sameOriginWrites,
  securityHeaders,
} from './web/security';

export interface RunningGateway {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The only public server: the graph, the REST adapters, images, health and the front ends, on one port. Its
 * request paths and caches are drawn in docs/backend.md, "Read path and caches".
 */
export async function startGateway(
  config: GatewayConfig,
  log: (message: string) => void = console.log,
): Promise<RunningGateway> {
  // Every data cache of the gateway (cache/caches.ts, lifetimes from cache/config.ts).
  const caches = gatewayCaches(config.caches);
  // Limits and cache changes every gateway of a fleet shares, in the subgraphs' database (shared-state/).
  const shared = await connectSharedState({ ...config.sharedState, log });
  // The write table's effects (writes/table.ts): set below, once the invalidator and the live hub exist.
  let writeEffects: WriteEffects | null = null;
  const { server } = await startGraphQLServer(config, log, {
    entities: caches.entities,
    counter: shared.counter,
    writeEffects: () => writeEffects,
  });
  const shellEntry = shellServerEntry(config.frontendRoot, shellFolder, log);
  const siteOrigin = originOf(config.env);
  const sitemap = sitemapRoutes({
    server,
    pagePaths: () => shellEntry()?.publicPagePaths?.() ?? null,
    originOf: siteOrigin,
    log,
  });
  // Every request's token is checked against its account's current state (revocation.ts): a logged-out,
  // blocked or re-roled session is anonymous at the next request, and the role passed on is the current one.
  const sessions = new SessionChecker(
    fetchStatesFrom(config.subgraphs.users, config.internalToken),
    config.caches.sessionsMs,
  );
  // The one way a cache is emptied before its time: every write's row of the write table tells this what it
  // changed. Carried to the other gateways through the change log, and theirs applied here.
  const invalidator = shared.shareInvalidation(
    localInvalidator([
      ...Object.values(caches),
      sessions,
      { invalidate: (change) => void ((change.all || change.lists) && sitemap.clear()) },
    ]),
  );
  // Once per request: the access check at the door and the adapter behind it share it.
  const contexts = new WeakMap<Request, Promise<GatewayContext>>();
  const contextOf = (req: Request): Promise<GatewayContext> => {
    let context = contexts.get(req);
    if (!context) {
      const cookies = req.cookies as Record<string, unknown> | undefined;
      context = sessions
        .callerFor(readSessionToken(cookies?.[SESSION_COOKIE], config.jwtSecret))
        .then((caller) => ({
          caller,
          ip: req.ip,
          knownDevices: trustedAccounts(cookies?.[DEVICE_COOKIE], config.jwtSecret),
        }));
      contexts.set(req, context);
    }
    return context;
  };
  const behindTls = config.env.BEHIND_TLS === 'true';
  // GET /api/events: one poll loop of the events collection for every stream this process holds (live/hub.ts).
  const hub = new LiveHub({
    feed: eventFeedFrom(config.subgraphs.notifications, config.internalToken),
    callerFor: (claims) => sessions.callerFor(claims),
    endOf: (claims) => sessions.endOf(claims),
    options: liveOptionsFromEnv(config.env),
    log,
  });
  sessions.onForget((userId) => hub.recheck(userId));
  // A write's events are stored before it answers: this gateway's streams read them at once.
  writeEffects = { invalidate: (change) => invalidator.invalidate(change), eventsStored: () => hub.nudge() };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const mapStyle = mapStyleFromEnv(config.env);
  const mapOrigin = mapTileOrigin(mapStyle);
  const headers = securityHeaders({
    remoteUrls: Object.values(remoteManifest(config.env)),
    behindTls,
    imageOrigins: mapOrigin ? [mapOrigin] : [],
  });
  const compress = compression();
  app.use(headers);
  app.use(compress);
  app.use(cookieParser());

  app.get('/healthz', healthHandler(config.subgraphs, config.internalToken));
  app.get('/favicon.ico', faviconHandler());
  app.get('/robots.txt', robotsTxt(siteOrigin));
  app.use(sitemap.router);
  app.use(baseMapRoutes(mapStyle));
  app.get('/images/:id', imageProxy(config.subgraphs.properties, config.internalToken, caches.images));
  app.get('/ical/:propertyId/:token.ics', calendarFeedProxy(config.subgraphs.bookings, config.internalToken));

  const uploads = {
    contextOf,
    propertiesBaseUrl: config.subgraphs.properties,
    internalToken: config.internalToken,
    counter: shared.counter,
  };
  app.use(
    '/graphql',
    // GraphQL multipart uploads (uploadImage): the file is stored first, the operation then runs as JSON.
    graphqlUploads(uploads),
    express.json({ limit: '1mb' }),
    boundedNesting({ graphql: true }),
    anonymousQueryCache(caches.publicReads),
    expressMiddleware(server, { context: ({ req }) => contextOf(req) }),
  );

  // Writes from other sites are refused before anything else reads them (CSRF, including body-less writes).
  app.use('/api', sameOriginWrites());
  app.use('/api', openApiRouter());
  // Each row behind its door (401 signed out, 403 for a role that can never make the call), then its body.
  app.use(
    '/api',
    restRouter(
      {
        server,
        contextOf,
        cache: caches.publicReads,
        jwtSecret: config.jwtSecret,
        behindTls,
        demoLogins: demoLoginsAllowed(config.env),
        hub,
        streams: shared.streams,
        propertiesBaseUrl: config.subgraphs.properties,
        notificationsUrl: config.subgraphs.notifications,
        internalToken: config.internalToken,
        counter: shared.counter,
      },
      [jsonWritesOnly(), express.json({ limit: '1mb' }), boundedNesting({ graphql: false })],
    ),
  );
  app.use('/api', (_req, res) => sendError(res, 404, 'Not found'));

  mountFrontends(app, {
    root: config.frontendRoot,
    env: config.env,
    log,
    firstImage: firstImageLookup(server, caches.firstImages),
    firstView: firstViewRenderer({
      root: config.frontendRoot,
      shellFolder,
      localRemotes: localRemotes(config.env),
      server,
      cache: caches.firstViews,
      log,
    }),
    pageFacts: pageFactsLookup({
      server,
      isKnownPage: (pathname) => shellEntry()?.isKnownPage?.(pathname) ?? null,
      cache: caches.pageFacts,
    }),
    contextOf,
    originOf: siteOrigin,
  });

  app.use((_req, res) => sendError(res, 404, 'Not found'));
  // Malformed JSON bodies and anything unexpected: JSON, never an HTML stack trace.
  app.use(
    (
      error: { status?: number; type?: string },
      _req: Request,
      res: express.Response,
      _next: express.NextFunction,
    ) => {
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
      if (status === 500) log(`unexpected error: ${(error as Error).stack ?? String(error)}`);
      sendError(res, status, requestErrorMessage(status));
    },
  );

  // The anonymous public list reads are answered in front of Express (web/publicLane.ts), everything else by it.
  const lane = publicListLane({
    server,
    cache: caches.publicReads,
    before: [headers, compress] as PlainMiddleware[],
    parseQuery: app.get('query parser fn') as (text: string) => Record<string, string | string[]>,
    etagOf: app.get('etag fn') as (body: string) => string | undefined,
    log,
  });
  const httpServer = createServer((req, res) => lane(req, res) || void app(req, res));
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(`gateway listening on http://localhost:${port}`);

  let stopping: Promise<void> | null = null;
  return {
    url: `http://localhost:${port}`,
    port,
    stop() {
      stopping ??= (async () => {
        // Open streams would keep the server from closing.
        await hub.stop();
        await new Promise<void>((resolve) => {
          httpServer.close(() => resolve());
          httpServer.closeIdleConnections();
        });
        await server.stop();
        closeSubgraphConnections();
        await shared.stop();
      })();
      return stopping;
    },
  };
}
