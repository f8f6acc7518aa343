import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/*
 * The one rule that keeps bearer secrets out of the log (docs/decisions/036): a run of 16 or
 * more URL-safe characters with a digit or a capital letter in it may be a credential, whatever
 * route or message it turns up in. Every token this app issues is such a run (business and
 * needs-card links: 43 base64url characters; password reset: 24 letters and digits; e-mail
 * confirmation and file links: JWTs), so a new route's token is covered without anyone listing
 * it. Words and numbers people type stay readable; ids and long asset names may be hidden too,
 * which costs a log reader little.
 */
const RUN = /[A-Za-z0-9._~-]{16,}/g;
const mayBeSecret = (run: string) => /[0-9A-Z]/.test(run);

/** Free text (a log message, an error's message or stack) with every possible secret replaced. */
export function redactText(text: string): string {
  return text.replace(RUN, (run) => (mayBeSecret(run) ? REDACTED : run));
}

const holdsSecret = (value: string) => redactText(value) !== value;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * A URL as it may appear in the log: a path segment or a query value that holds a possible
 * secret (decoded, so a link nested in callbackURL counts) is replaced whole. Whoever reads the
 * log must not be able to open a private file or take over an account with what they read.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart))
    .split('/')
    .map((segment) => (holdsSecret(decoded(segment)) ? REDACTED : segment))
    .join('/');
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return holdsSecret(decoded(pair)) ? REDACTED : pair;
      const value = pair.slice(equals + 1);
      return holdsSecret(decoded(value)) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
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

function redactDeep(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  if (value instanceof Error) return serializeError(value, depth);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactDeep(item, depth + 1)]),
  );
}

/** Values logged beside a message (Better Auth's arguments), with every string redacted. */
export const redactDetail = (values: unknown[]) => redactDeep(values, 0);

/*
 * pino's error serializer, with every string in it redacted: an error's text may quote a URL or
 * a query's parameters (Better Auth, database drivers, SMTP replies).
 */
export function serializeError(
  err: Error,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  const own = redactDeep({ ...err }, depth + 1) as Record<string, unknown>;
  return {
    ...own,
    type: err.constructor.name,
    message: redactText(err.message),
    stack: redactText(err.stack ?? ''),
    ...(err.cause === undefined ? {} : { cause: redactDeep(err.cause, depth + 1) }),
  };
}

/*
 * pino's logMethod hook: the message of every line, and any string argument formatted into it,
 * goes through redactText. Structured fields are ours to choose (a mail line names its
 * recipient, subject and id), so they are left alone.
 */
export function redactLogMessage(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
) {
  method.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
  );
}
