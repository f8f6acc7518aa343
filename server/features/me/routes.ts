import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MeResponse, UpdateProfileBody } from '../../../common/contracts/me';
import {
  MyReviewStatusQuery,
  MyReviewStatusResponse,
  ReviewerTrustResponse,
} from '../../../common/contracts/reviews';
import { AppError } from '../../lib/app-error';
import { requireUser, sessionUser } from '../../plugins/auth';
import { getMe } from './get-me';
import { getMyReviewStatus } from './get-my-review-status';
import { getReviewerTrust } from './get-reviewer-trust';
import { updateProfile } from './update-profile';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  /* Before validation: a signed-out visitor gets 401, not a complaint about a field. */
  const signedIn = async (request: FastifyRequest) => {
    if (!(await sessionUser(app, request))) throw AppError.unauthorized();
  };

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

  app.get(
    '/api/me/reviewer-trust',
    {
      onRequest: signedIn,
      schema: { tags: ['reviews'], response: { 200: ReviewerTrustResponse } },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.header('Cache-Control', 'private, no-store');
      return getReviewerTrust(app.database.db, user.id);
    },
  );

  app.get(
    '/api/me/reviews/status',
    {
      onRequest: signedIn,
      schema: {
        tags: ['reviews'],
        querystring: MyReviewStatusQuery,
        response: { 200: MyReviewStatusResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.header('Cache-Control', 'private, no-store');
      return getMyReviewStatus(app.database.db, user.id, request.query.providerId);
    },
  );
};
