import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { osmPlacesCsv } from './osm-places-csv';

/**
 * Public downloads of the data we must share (decision 060, docs/open-data.md). Anyone may
 * download; a shared cache may keep the file an hour.
 */
export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/open-data/osm-places.csv',
    { schema: { tags: ['open-data'], produces: ['text/csv'] } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="calmpath-osm-places.csv"')
        .header('Cache-Control', 'public, max-age=3600')
        .send(Readable.from(osmPlacesCsv(app.database.db))),
  );
};
