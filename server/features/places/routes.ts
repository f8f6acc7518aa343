import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MapSettings, NearestZip, NearestZipQuery } from '../../../common/contracts/places';
import { NEAR_ME_MESSAGES, SEARCH_LIMIT_MESSAGES } from '../../../common/messages/search';
import { AppError } from '../../lib/app-error';
import { perIpRateLimit } from '../../plugins/rate-limit';
import { nearestZip } from './nearest-zip';

/** The search map's settings (decision 030): public, the same for everyone. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/map-settings',
    { schema: { tags: ['places'], response: { 200: MapSettings } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { tilesUrl: app.config.mapTiles.url, attribution: app.config.mapTiles.attribution };
    },
  );

  /* 'Use my location' (decision 043): public; a person asks once per search, not per keystroke. */
  app.get(
    '/api/places/nearest-zip',
    {
      config: {
        rateLimit: perIpRateLimit(
          { max: app.config.searchRateLimitPerMinute, timeWindowMs: 60_000 },
          SEARCH_LIMIT_MESSAGES.rateLimited,
        ),
      },
      schema: {
        tags: ['places'],
        querystring: NearestZipQuery,
        response: { 200: NearestZip },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const found = await nearestZip(app.database.db, request.query);
      if (!found) throw AppError.notFound(NEAR_ME_MESSAGES.noZipNear, 'NO_ZIP_NEAR');
      return found;
    },
  );
};
