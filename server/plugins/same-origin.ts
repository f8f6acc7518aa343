import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/*
 * CSRF defence for cookie-authenticated requests: a state-changing request that carries cookies
 * must come from one of our own origins (Origin header, or Referer when a browser omits Origin).
 * Requests without cookies carry no ambient authority, so they pass (API clients, tests).
 */
export function registerSameOriginCheck(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/api/')) return;
    if (!request.headers.cookie) return;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (!origin || !allowed.has(origin)) {
      throw AppError.forbidden('This request did not come from CalmPath.', 'BAD_ORIGIN');
    }
  });
}

function originOf(url: string | undefined) {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
