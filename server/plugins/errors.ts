import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CONTROL_CHARACTER_MESSAGE } from '../../common/contracts/primitives';
import { SERVER_ERROR_MESSAGES } from '../../common/messages/server-errors';
import { AppError } from '../lib/app-error';
import { registerErrorLanguage, requestLocale, validationMessage } from './error-language';

export type ErrorBody = {
  error: { code: string; message: string; field?: string; details?: Record<string, unknown> };
};

/*
 * The safety net under the contracts (common/contracts/primitives.ts is the fix; this is what
 * keeps a field someone forgot from ever being a 500).
 *
 * 1. No string anywhere in params, query or body, keys included, may hold NUL or a lone UTF-16
 *    surrogate: PostgreSQL cannot store NUL in text, and UTF-8 cannot carry a lone surrogate.
 *    This runs for every route, Better Auth's included, before its own validation.
 * 2. A PostgreSQL data exception (SQLSTATE class 22: NUL 22021/22P05, out of range 22003, not a
 *    number or uuid 22P02, too long 22001, …) or a value too large for an index (54000) was
 *    caused by what the request sent: 400 UNSUPPORTED_VALUE, logged as a warning because a
 *    contract let it through. The fuzzer (server/test/fuzz.test.ts) fails on that code.
 */

/* NUL, or half a surrogate pair without its other half. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string in value (keys included) that cannot be stored, or null. */
export function findUnstorableString(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      if (UNSTORABLE.test(item.value)) return item.path;
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        if (UNSTORABLE.test(key)) return path;
        stack.push({ value: child, path });
      }
    }
  }
  return null;
}

export const UNSUPPORTED_VALUE_CODE = 'UNSUPPORTED_VALUE';

function sqlStateOf(err: unknown): string | undefined {
  /* Drizzle wraps the driver's error; the SQLSTATE is on the cause. */
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const isBadInputSqlState = (code: string | undefined) =>
  code !== undefined && (code.startsWith('22') || code === '54000');

/** Maps every error to one JSON shape; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  /* Every error answer in the request's language (decision 067). */
  registerErrorLanguage(app);
  app.addHook('preValidation', async (request, reply) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const where = findUnstorableString(value);
      if (where === null) continue;
      /* The same answer a contract's storedLine() gives, so the client cannot tell them apart. */
      const field = where || part;
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_ERROR',
          message: SERVER_ERROR_MESSAGES.invalidValueFor(field, CONTROL_CHARACTER_MESSAGE),
          field,
        },
      } satisfies ErrorBody);
    }
  });

  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      /* A use case that names the offending field puts it where validation errors do. */
      const field = typeof err.details?.field === 'string' ? err.details.field : undefined;
      const body: ErrorBody = {
        error: {
          code: err.code,
          message: err.message,
          ...(field ? { field } : {}),
          ...(err.details ? { details: err.details } : {}),
        },
      };
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const issuePath = (first?.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue
        ?.path;
      const where = issuePath?.map(String).join('.') || field;
      const said = validationMessage(first, requestLocale(request));
      const message = where
        ? SERVER_ERROR_MESSAGES.invalidValueFor(where, String(said))
        : (said ?? SERVER_ERROR_MESSAGES.invalidRequest);
      return reply.status(400).send({
        error: { code: 'VALIDATION_ERROR', message, ...(where ? { field: where } : {}) },
      } satisfies ErrorBody);
    }
    const sqlState = sqlStateOf(err);
    if (isBadInputSqlState(sqlState)) {
      request.log.warn({ err, sqlState }, 'input reached the database unchecked: fix its contract');
      return reply.status(400).send({
        error: {
          code: UNSUPPORTED_VALUE_CODE,
          message: SERVER_ERROR_MESSAGES.unsupportedValue,
        },
      } satisfies ErrorBody);
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({
        error: { code: 'INTERNAL', message: SERVER_ERROR_MESSAGES.internal },
      } satisfies ErrorBody);
    }
    const code = (err as FastifyError).code ?? 'BAD_REQUEST';
    return reply.status(status).send({ error: { code, message: err.message } } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) {
      return reply.status(404).send({
        error: {
          code: 'NOT_FOUND',
          message: SERVER_ERROR_MESSAGES.noApiRoute(
            request.method,
            request.url.split('?')[0] ?? '',
          ),
        },
      } satisfies ErrorBody);
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: SERVER_ERROR_MESSAGES.notFound } });
  });
}
