import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** What an overloaded server asks a client to wait before trying again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/*
 * Probes answer whatever the load: a busy process is alive (restarting it would lose its work),
 * and a readiness that failed under load would take every equally busy process out at once.
 * /metrics too: an overloaded process is the one whose figures the operator needs (058).
 */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * Sheds load instead of queueing it without bound (decision 054): while the event loop's mean
 * delay over the last second is above the limit, new requests are answered 503 OVERLOADED with
 * Retry-After at once, before any other work is done for them. Registered first, so its check
 * is the first onRequest hook.
 */
export async function registerOverloadGuard(
  app: FastifyInstance,
  opts: { maxEventLoopDelayMs: number },
) {
  if (opts.maxEventLoopDelayMs <= 0) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    sampleInterval: 1000,
    pressureHandler: async (request, reply, type, value) => {
      if (PROBES.has(request.routeOptions.url ?? '')) return;
      request.log.warn({ type, value }, 'overloaded: request refused with 503');
      reply.header('Retry-After', String(OVERLOAD_RETRY_AFTER_SECONDS));
      throw new AppError(
        503,
        'OVERLOADED',
        'The site is very busy right now. Please try again in a few seconds.',
      );
    },
  });
}
