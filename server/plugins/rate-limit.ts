import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export type RateLimitSettings = {
  /** Requests per IP address per window, per endpoint. */
  perIp: number;
  /** Requests per e-mail address per window, per endpoint. */
  perEmail: number;
  windowMs: number;
  redisUrl?: string;
};

/*
 * Counters are keyed by the route Fastify matched (its registered pattern), never by the URL as
 * sent: every spelling of a path that reaches a handler is counted under that handler.
 */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

/**
 * A route's per-IP limit (its `config.rateLimit`), refused with a message of its own: counted
 * before the handler, by the route, in Redis when REDIS_URL is set.
 */
export function perIpRateLimit(limit: { max: number; timeWindowMs: number }, message: string) {
  return {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', message),
  };
}

/** Who an attempt is about: the e-mail address in the body, or the signed-in account's. */
export type AttemptSubject = (request: FastifyRequest) => Promise<string | undefined>;

export type AuthLimiter = (
  subject: AttemptSubject,
  opts?: { failuresOnly?: boolean },
) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The answer that makes an attempt count when only failures do: a wrong e-mail or password. */
const FAILED_ATTEMPT_STATUS = 401;

/**
 * Registers @fastify/rate-limit (counters in Redis when REDIS_URL is set, so several server
 * processes share them; in memory otherwise) and returns a maker of pre-handlers for the auth
 * routes that count each request twice: once by IP address and once by the account it is about.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<AuthLimiter> {
  /* ioredis is loaded only when a Redis is configured. */
  const redis = settings.redisUrl
    ? new (await import('ioredis')).Redis(settings.redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate limit: Redis error'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'calmpath-rl:',
    skipOnError: true,
  });
  const byIp = app.createRateLimit({
    max: settings.perIp,
    timeWindow: settings.windowMs,
    keyGenerator: (request) => `ip:${request.ip}:${routeOf(request)}`,
  });
  const subjects = new WeakMap<FastifyRequest, string>();
  const bySubject = app.createRateLimit({
    max: settings.perEmail,
    timeWindow: settings.windowMs,
    keyGenerator: (request) => `email:${subjects.get(request)}:${routeOf(request)}`,
  });

  /*
   * Failures-only counting (sign-in): the check before the handler only reads the counter, and a
   * 401 adds to it before the answer leaves (onSend), so the next attempt already sees it. Attempts
   * still in flight count as failures, so a burst of parallel guesses cannot all pass one read.
   */
  const pendingFailures = new WeakMap<FastifyRequest, string>();
  const inFlight = new Map<string, number>();
  const settle = (key: string) => {
    const n = (inFlight.get(key) ?? 1) - 1;
    if (n > 0) inFlight.set(key, n);
    else inFlight.delete(key);
  };
  app.addHook('onSend', async (request, reply) => {
    const key = pendingFailures.get(request);
    if (key === undefined) return;
    pendingFailures.delete(request);
    settle(key);
    if (reply.statusCode === FAILED_ATTEMPT_STATUS) await bySubject(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    const key = pendingFailures.get(request);
    if (key === undefined) return;
    pendingFailures.delete(request);
    settle(key);
  });

  const refuse = (reply: FastifyReply, ttlInSeconds: number) => {
    reply.header('Retry-After', String(Math.max(1, ttlInSeconds)));
    return new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
  };

  return (subject, opts = {}) =>
    async (request, reply) => {
      const who = (await subject(request))?.trim().toLowerCase();
      const checks = [byIp(request)];
      if (who) {
        subjects.set(request, who);
        if (!opts.failuresOnly) checks.push(bySubject(request));
      }
      for (const result of await Promise.all(checks)) {
        if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttlInSeconds);
      }
      if (who && opts.failuresOnly) {
        const key = `${who}:${routeOf(request)}`;
        const failed = await bySubject(request, { increment: false });
        const pending = inFlight.get(key) ?? 0;
        if (!failed.isAllowed && failed.remaining - pending <= 0)
          throw refuse(reply, failed.ttlInSeconds || Math.ceil(settings.windowMs / 1000));
        inFlight.set(key, pending + 1);
        pendingFailures.set(request, key);
      }
    };
}
