import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

export type ErrorBody = {
  error: { code: string; message: string; field?: string; details?: Record<string, unknown> };
};

/** Maps every error to one JSON shape; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
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
      const message = where
        ? `Invalid value for ${where}: ${first?.message}`
        : (first?.message ?? 'Invalid request.');
      return reply.status(400).send({
        error: { code: 'VALIDATION_ERROR', message, ...(where ? { field: where } : {}) },
      } satisfies ErrorBody);
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
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
          message: `No API route ${request.method} ${request.url.split('?')[0]}`,
        },
      } satisfies ErrorBody);
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
}
