import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The origins our pages may come from: SITE_URL's, and in development only its other loopback
 * spelling (a newcomer who opens http://127.0.0.1:3000 while SITE_URL says localhost can still
 * sign in). Production trusts SITE_URL alone.
 */
export function trustedOrigins(config: { siteUrl: string; env: string }): string[] {
  const site = new URL(config.siteUrl);
  if (config.env !== 'development' || !LOOPBACK_HOSTS.includes(site.hostname)) {
    return [site.origin];
  }
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(site.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

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
