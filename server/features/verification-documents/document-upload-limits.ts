import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_UPLOAD_MESSAGES } from '../../../common/messages/business';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkDocumentQuota, type DocumentUploader } from './document-quota';

/*
 * Requests, not stored files: refused uploads (a wrong type, too large, over the quota) cost
 * bandwidth too. Above the quota, so a person sending documents meets the quota's message first;
 * a script retrying in a loop meets this one.
 */
export const DOCUMENT_UPLOAD_RATE_LIMIT = {
  perIp: 30,
  perUploader: 20,
  windowMs: 15 * 60 * 1000,
} as const;

/* Keyed by the route Fastify matched, as every limit is (plugins/rate-limit.ts). */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

/**
 * The check every route that saves verification documents runs before reading the body: per IP
 * address, per signed-in uploader and per business (counters in Redis when REDIS_URL is set, as
 * for every limit), then the courtesy quota count. Made once per route plugin.
 */
export function documentUploadLimits(app: FastifyInstance) {
  const uploaders = new WeakMap<FastifyRequest, DocumentUploader>();
  const byIp = app.createRateLimit({
    max: DOCUMENT_UPLOAD_RATE_LIMIT.perIp,
    timeWindow: DOCUMENT_UPLOAD_RATE_LIMIT.windowMs,
    keyGenerator: (request) => `documents:ip:${request.ip}:${routeOf(request)}`,
  });
  const byUser = app.createRateLimit({
    max: DOCUMENT_UPLOAD_RATE_LIMIT.perUploader,
    timeWindow: DOCUMENT_UPLOAD_RATE_LIMIT.windowMs,
    keyGenerator: (request) =>
      `documents:user:${uploaders.get(request)?.userId}:${routeOf(request)}`,
  });
  const byProvider = app.createRateLimit({
    max: DOCUMENT_UPLOAD_RATE_LIMIT.perUploader,
    timeWindow: DOCUMENT_UPLOAD_RATE_LIMIT.windowMs,
    keyGenerator: (request) =>
      `documents:provider:${uploaders.get(request)?.providerId}:${routeOf(request)}`,
  });

  return async (db: Db, request: FastifyRequest, reply: FastifyReply, who: DocumentUploader) => {
    uploaders.set(request, who);
    const checks = [byIp(request), byProvider(request)];
    if (who.userId) checks.push(byUser(request));
    for (const result of await Promise.all(checks)) {
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(Math.max(1, result.ttlInSeconds)));
        throw new AppError(429, 'RATE_LIMITED', DOCUMENT_UPLOAD_MESSAGES.rateLimited);
      }
    }
    await checkDocumentQuota(db, who);
  };
}
