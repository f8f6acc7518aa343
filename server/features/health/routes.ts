import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReadyResponse } from './readiness';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    mode: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const started = performance.now();
      let ok = false;
      try {
        await app.database.db.execute(sql`select 1`);
        ok = true;
      } catch (err) {
        app.log.error({ err }, 'health check: database did not answer');
      }
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: {
          mode: app.database.mode,
          ok,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
        },
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );

  /*
   * Readiness (decision 054): may this process get traffic? 503 while the database, Redis (when
   * configured) or the file storage does not answer, and from the first shutdown signal on.
   */
  app.get(
    '/api/ready',
    { schema: { tags: ['system'], response: { 200: ReadyResponse, 503: ReadyResponse } } },
    async (_request, reply) => {
      const body = await app.readiness.check();
      reply.header('Cache-Control', 'no-store');
      return reply.status(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
};
