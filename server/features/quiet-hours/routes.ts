import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProviderIdParams } from '../../../common/contracts/business';
import { ProviderIdParams as PublicProviderIdParams } from '../../../common/contracts/providers';
import {
  PublicQuietHourParams,
  QuietHour,
  QuietHourBody,
  QuietHourParams,
  QuietHoursResponse,
} from '../../../common/contracts/quiet-hours';
import { isLocale } from '../../../common/i18n/locales';
import { QUIET_HOURS_ERRORS } from '../../../common/messages/quiet-hours';
import { requireUser } from '../../plugins/auth';
import { perIpRateLimit } from '../../plugins/rate-limit';
import { quietHourCalendar } from './quiet-hour-ics';
import {
  createQuietHour,
  deleteQuietHour,
  managedQuietHours,
  publicQuietHour,
  publicQuietHours,
} from './quiet-hours';

const noStore = { 'Cache-Control': 'private, no-store' };
/* A business edits a handful of entries; this only stops a script from churning (decision 068). */
const editLimit = {
  rateLimit: perIpRateLimit(
    { max: 60, timeWindowMs: 15 * 60_000 },
    QUIET_HOURS_ERRORS.RATE_LIMITED,
  ),
};

/** Quiet hours and sensory-friendly sessions (decision 068). */
export const quietHourRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/providers/:id/quiet-hours',
    {
      schema: {
        tags: ['quiet-hours'],
        params: PublicProviderIdParams,
        response: { 200: QuietHoursResponse },
      },
    },
    async (request) => {
      const { timeZone, entries } = await publicQuietHours(db, request.params.id);
      return { timeZone, entries };
    },
  );

  app.get(
    '/api/providers/:id/quiet-hours/:quietHourId/calendar.ics',
    {
      schema: {
        tags: ['quiet-hours'],
        params: PublicQuietHourParams,
        querystring: z.object({ lang: z.string().max(5).optional() }),
      },
    },
    async (request, reply) => {
      const { id, quietHourId } = request.params;
      const found = await publicQuietHour(db, id, quietHourId);
      const locale = isLocale(request.query.lang) ? request.query.lang : 'en';
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const body = quietHourCalendar(
        found.entry,
        found,
        `${app.config.siteUrl}${prefix}/providers/${id}`,
        locale,
      );
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="calmpath-${found.entry.kind}.ics"`)
        .header('Cache-Control', 'no-cache')
        .send(body);
    },
  );

  app.get(
    '/api/business/providers/:providerId/quiet-hours',
    {
      schema: {
        tags: ['quiet-hours'],
        params: ProviderIdParams,
        response: { 200: QuietHoursResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.headers(noStore);
      return managedQuietHours(db, user, request.params.providerId);
    },
  );

  app.post(
    '/api/business/providers/:providerId/quiet-hours',
    {
      config: editLimit,
      schema: {
        tags: ['quiet-hours'],
        params: ProviderIdParams,
        body: QuietHourBody,
        response: { 201: QuietHour },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const created = await createQuietHour(db, user, request.params.providerId, request.body);
      await app.searchCache.changed();
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/business/providers/:providerId/quiet-hours/:quietHourId',
    {
      config: editLimit,
      schema: { tags: ['quiet-hours'], params: QuietHourParams },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await deleteQuietHour(db, user, request.params.providerId, request.params.quietHourId);
      await app.searchCache.changed();
      return reply.status(204).send();
    },
  );
};
