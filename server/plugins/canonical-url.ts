/* Only a base for parsing: the host never leaves this file. */
const PARSE_BASE = 'http://canonical.invalid';

/**
 * One spelling per path, applied before routing (Fastify's rewriteUrl), so that the router, the
 * rate limiter, the same-origin check and Better Auth all see the same path: dot segments are
 * resolved (`/a/./b`, `/a/x/../b`, `%2e` and `%2E` included), backslashes become slashes,
 * tabs and line breaks are dropped (as the URL standard does), a `#fragment` is cut off and
 * repeated slashes collapse to one. The query string is kept.
 */
export function canonicalUrl(raw: string): string {
  /* `*` (OPTIONS) and absolute-form targets are left for the router to refuse. */
  if (!raw.startsWith('/') && !raw.startsWith('\\')) return raw;
  let parsed: URL;
  try {
    /* Appending to a fixed origin keeps `//host/path` a path instead of a host. */
    parsed = new URL(`${PARSE_BASE}${raw.startsWith('\\') ? '/' : ''}${raw}`);
  } catch {
    return raw;
  }
  const path = parsed.pathname.replace(/\/{2,}/g, '/');
  return `${path}${parsed.search}`;
}
