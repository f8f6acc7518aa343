import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/* Path segments that are bearer secrets: signed file links and password-reset links. */
const SECRET_PATH_SEGMENTS = [
  /^(\/api\/files\/signed\/)[^/?]+/,
  /^(\/api\/auth\/reset-password\/)[^/?]+/,
];
/* Query parameters that are bearer secrets (e-mail confirmation, sign-up and upload links). */
const SECRET_QUERY_KEYS = new Set(['token', 't']);

/**
 * A URL as it may appear in the request log: whoever can read the log must not be able to open
 * a private file or take over an account with what they read there.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_PATH_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=')[0] ?? '';
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {}
      return SECRET_QUERY_KEYS.has(name) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
