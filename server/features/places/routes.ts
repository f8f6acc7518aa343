import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MapSettings } from '../../../common/contracts/places';

/** The search map's settings (issue 15, decision 030): public, the same for everyone. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/map-settings',
    { schema: { tags: ['places'], response: { 200: MapSettings } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { tilesUrl: app.config.mapTiles.url, attribution: app.config.mapTiles.attribution };
    },
  );
};
