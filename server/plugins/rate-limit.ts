import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** The auth endpoints that can be abused to guess passwords or flood inboxes. */
export const LIMITED_AUTH_PATHS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/send-verification-email',
  '/api/auth/request-password-reset',
]);

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export type RateLimitSettings = {
  /** Requests per IP address per window, per endpoint. */
  perIp: number;
  /** Requests per e-mail address per window, per endpoint. */
  perEmail: number;
  windowMs: number;
  redisUrl?: string;
};

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export type AuthLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Registers @fastify/rate-limit (counters in Redis when REDIS_URL is set, so several server
 * processes share them; in memory otherwise) and returns a pre-handler for the auth routes that
 * counts each request twice: once by IP address and once by e-mail address.
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
    keyGenerator: (request) => `ip:${request.ip}:${pathOf(request)}`,
  });
  const byEmail = app.createRateLimit({
    max: settings.perEmail,
    timeWindow: settings.windowMs,
    keyGenerator: (request) => `email:${emailOf(request)}:${pathOf(request)}`,
  });

  return async (request, reply) => {
    if (request.method !== 'POST' || !LIMITED_AUTH_PATHS.has(pathOf(request))) return;
    const checks = [byIp(request)];
    if (emailOf(request)) checks.push(byEmail(request));
    for (const result of await Promise.all(checks)) {
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(result.ttlInSeconds));
        throw new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
    }
  };
}
