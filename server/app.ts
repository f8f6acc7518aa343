import { createHash, randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { CALM_MODE_SCRIPT } from '../common/calm-mode';
import { type Config, mapTilesOrigin } from './config';
import type { Database } from './db/client';
import { applicationRoutes } from './features/applications/routes';
import { businessRoutes } from './features/business/routes';
import { duplicateEmailRoutes } from './features/duplicates/routes';
import { favoriteRoutes } from './features/favorites/routes';
import { followChangeRoutes } from './features/follow-changes/routes';
import { createReadiness, type Readiness } from './features/health/readiness';
import { healthRoutes } from './features/health/routes';
import { accountRoutes } from './features/me/account/routes';
import { needsRoutes } from './features/me/needs/routes';
import { meRoutes } from './features/me/routes';
import { reviewReportRoutes } from './features/moderation/report-routes';
import { moderationRoutes } from './features/moderation/routes';
import { needsCardSendRoutes } from './features/needs-card-sends/routes';
import { openDataRoutes } from './features/open-data/routes';
import { outboxRoutes } from './features/outbox/routes';
import { photoRoutes } from './features/photos/routes';
import { placesRoutes } from './features/places/routes';
import { practitionerRoutes } from './features/practitioners/routes';
import { promotionRoutes } from './features/promotion/routes';
import { profileRoutes } from './features/provider-profile/routes';
import { providerRoutes } from './features/providers/routes';
import { createSearchCache, type SearchCache } from './features/providers/search-cache';
import { type SearchCacheSync, startSearchCacheSync } from './features/providers/search-cache-sync';
import { quietHourRoutes } from './features/quiet-hours/routes';
import { reviewRoutes } from './features/reviews/routes';
import { staffTrainingRoutes } from './features/staff-training/routes';
import { suggestionRoutes } from './features/suggestions/routes';
import { uploadRoutes } from './features/uploads/routes';
import { verificationRoutes } from './features/verification/routes';
import { visitMessageRoutes } from './features/visit-messages/routes';
import { createMailer, type Mailer } from './mail/mailer';
import { type Auth, createAuth, registerAuthRoutes, type SessionUser } from './plugins/auth';
import { canonicalUrl } from './plugins/canonical-url';
import { registerCompression } from './plugins/compress';
import { registerErrorHandling } from './plugins/errors';
import { registerMetrics, routeLabel } from './plugins/metrics';
import { registerOverloadGuard } from './plugins/overload';
import { registerRateLimits } from './plugins/rate-limit';
import { redactLogMessage, serializeError, serializeRequest } from './plugins/request-log';
import { registerSameOriginCheck, trustedOrigins } from './plugins/same-origin';
import { registerStorage } from './plugins/storage';
import { registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    auth: Auth;
    mailer: Mailer;
    searchCache: SearchCache;
    /** Present on PostgreSQL with the cache on: how the other processes hear of changes here. */
    searchCacheSync?: SearchCacheSync;
    /** `/api/ready`'s checks, and the flag main.ts raises on SIGTERM (decision 054). */
    readiness: Readiness;
  }
  interface FastifyRequest {
    /** Cached per request by sessionUser(); undefined until asked. */
    sessionUser?: SessionUser | null;
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is (default dist/web; tests give a built app in miniature). */
  webRoot?: string;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Called for every route as it is registered (the authz matrix and the fuzzer list them). */
  onRoute?: (route: RouteOptions) => void;
};

/* The CSP source that allows the calm-mode script inlined into index.html, and nothing else. */
export const CALM_MODE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CALM_MODE_SCRIPT).digest('base64')}'`;

/* Methods that change nothing: everything else may change what a search finds. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/*
 * The app uses none of these browser features; neither may anything it embeds. Only features
 * Chromium knows: an unknown one ('bluetooth') made it log a warning on every page. The page
 * itself may ask for the position, after the visitor presses 'Use my location' (decision 043).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .concat('geolocation=(self)')
  .join(', ');

/*
 * A hop count trusts the nearest N peers whatever their address (Fastify itself refuses a bare
 * number since that cannot check the peer): right only when the proxies are the sole way in.
 */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * The request log (decision 058): one line per request, once it is answered, with its id (reqId),
 * method, URL with every possible secret hidden (serializeRequest, decision 036), route pattern,
 * status and time taken; no headers, so no cookie and no Authorization. Fastify's own lines for
 * the request's arrival and for an unknown route are left out: this line says both.
 */
class RequestLog extends LogController {
  override incomingRequest() {}
  override routeNotFound() {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      req: request,
      route: routeLabel(request),
      res: { statusCode: reply.statusCode },
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/**
 * The Fastify instance: external plugins, then our plugins, then routes, in a fixed order.
 * Tests use it through app.inject against a real database.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            serializers: { req: serializeRequest, err: serializeError },
            hooks: { logMethod: redactLogMessage },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: trustedProxies(config.trustProxy),
    logController: new RequestLog(),
    /* Unique across processes and restarts, where Fastify's own ids ('req-1') repeat in each. */
    genReqId: () => randomUUID(),
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    bodyLimit: 1024 * 1024,
    /*
     * On shutdown, a request on a connection accepted before it is served, not refused: Fastify
     * marks its answer Connection: close, so the drain still ends (decision 054).
     */
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  /* First of all hooks: an overloaded server refuses before doing any work (decision 054). */
  await registerOverloadGuard(app, { maxEventLoopDelayMs: config.overloadMaxEventLoopDelayMs });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    opts.mailer ??
    createMailer({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      mailDir: `${config.dataDir}/mail`,
      db: database.db,
      log: app.log,
      logLinks: config.mailLinksInLog,
    });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('auth', createAuth({ config, db: database.db, mailer, log: app.log }));
  app.decorateRequest('sessionUser', undefined);
  const readiness = createReadiness({
    database,
    /* app.storage is decorated by registerStorage below, before any check can run. */
    storageProbe: () => app.storage.probe(),
    redisUrl: config.redisUrl,
    log: app.log,
  });
  app.decorate('readiness', readiness);
  app.addHook('onClose', () => readiness.close());

  /*
   * Anonymous search answers are kept a few seconds (decision 033). Any change made through this
   * server empties the cache before its answer leaves, so nobody sees a search older than a change
   * they were told about.
   */
  const searchCache = createSearchCache({ ttlMs: config.searchCacheMs });
  app.decorate('searchCache', searchCache);
  /*
   * On PostgreSQL several processes may share the database: each listens for the others' changes
   * and tells them of its own (search-cache-sync.ts, decision 055). PGlite is one process.
   */
  if (searchCache.enabled && database.mode === 'postgres' && database.url) {
    const sync = await startSearchCacheSync({
      url: database.url,
      db: database.db,
      cache: searchCache,
      log: app.log,
    });
    app.decorate('searchCacheSync', sync);
    app.addHook('onClose', () => sync.close());
  }
  registerMetrics(app, { token: config.metricsToken, database, searchCache });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) await searchCache.changed();
    return payload;
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', mapTilesOrigin(config.mapTiles.url)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        /* The one inline script: calm mode before the first paint (decision 026). */
        scriptSrc: ["'self'", CALM_MODE_SCRIPT_HASH],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    /* Over plain HTTP in development, HSTS would only pin localhost to HTTPS in the browser. */
    strictTransportSecurity: config.env === 'production',
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'CalmPath API', version: '1.0.0' },
      servers: [{ url: config.siteUrl }],
    },
    transform: jsonSchemaTransform,
  });

  registerErrorHandling(app);
  await registerCompression(app);
  registerSameOriginCheck(app, trustedOrigins(config));
  const authLimits = await registerRateLimits(app, {
    ...config.authRateLimit,
    redisUrl: config.redisUrl,
  });
  registerAuthRoutes(app, app.auth, authLimits);
  await registerStorage(app);

  await app.register(healthRoutes);
  await app.register(meRoutes);
  await app.register(providerRoutes);
  await app.register(placesRoutes);
  await app.register(favoriteRoutes);
  await app.register(uploadRoutes);
  await app.register(reviewRoutes);
  await app.register(suggestionRoutes);
  await app.register(needsRoutes);
  await app.register(applicationRoutes);
  await app.register(businessRoutes);
  await app.register(moderationRoutes);
  await app.register(practitionerRoutes);
  await app.register(verificationRoutes);
  await app.register(promotionRoutes);
  await app.register(duplicateEmailRoutes);
  await app.register(outboxRoutes);
  await app.register(photoRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(reviewReportRoutes);
  await app.register(openDataRoutes);
  await app.register(staffTrainingRoutes);
  await app.register(quietHourRoutes);
  await app.register(visitMessageRoutes);
  await app.register(needsCardSendRoutes);
  await app.register(followChangeRoutes);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (opts.serveWeb !== false) await registerWebApp(app, opts.webRoot);

  app.addHook('onClose', async () => mailer.close());
  return app;
}
