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

/** Who an attempt is about: the e-mail address in the body, or the signed-in account's. */
export type AttemptSubject = (request: FastifyRequest) => Promise<string | undefined>;

export type AuthLimiter = (
  subject: AttemptSubject,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

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

  return (subject) => async (request, reply) => {
    const who = (await subject(request))?.trim().toLowerCase();
    const checks = [byIp(request)];
    if (who) {
      subjects.set(request, who);
      checks.push(bySubject(request));
    }
    for (const result of await Promise.all(checks)) {
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(result.ttlInSeconds));
        throw new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
    }
  };
}
