import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MeResponse, UpdateProfileBody } from '../../../common/contracts/me';
import { requireUser, sessionUser } from '../../plugins/auth';
import { getMe } from './get-me';
import { updateProfile } from './update-profile';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    { schema: { tags: ['account'], response: { 200: MeResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getMe(app.database.db, await sessionUser(app, request));
    },
  );

  app.put(
    '/api/me/profile',
    {
      schema: {
        tags: ['account'],
        body: UpdateProfileBody,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      await updateProfile(app.database.db, user, request.body);
      return { ok: true as const };
    },
  );
};
