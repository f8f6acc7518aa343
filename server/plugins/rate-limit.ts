import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';

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

/**
 * Registers @fastify/rate-limit (counters in Redis when REDIS_URL is set, so several server
 * processes share them; in memory otherwise) and returns the pre-handlers for the auth routes:
 * one keyed by IP, one keyed by e-mail address.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<preHandlerAsyncHookHandler[]> {
  const redis = settings.redisUrl
    ? new Redis(settings.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'calmpath-rl-',
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: RATE_LIMITED_MESSAGE,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
  const notLimited = (request: FastifyRequest) =>
    request.method !== 'POST' || !LIMITED_AUTH_PATHS.has(pathOf(request));
  const byIp = app.rateLimit({
    max: settings.perIp,
    timeWindow: settings.windowMs,
    allowList: notLimited,
    keyGenerator: (request) => `ip:${request.ip}:${pathOf(request)}`,
  });
  const byEmail = app.rateLimit({
    max: settings.perEmail,
    timeWindow: settings.windowMs,
    allowList: (request) => notLimited(request) || emailOf(request) === '',
    keyGenerator: (request) => `email:${emailOf(request)}:${pathOf(request)}`,
  });
  return [byIp, byEmail] as preHandlerAsyncHookHandler[];
}
