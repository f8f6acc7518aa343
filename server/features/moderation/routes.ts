import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkModerateBody,
  BulkModerateResponse,
  ModerateReviewBody,
  ModerateReviewParams,
  ModerateReviewResponse,
  PendingQueueQuery,
  PendingQueueResponse,
} from '../../../common/contracts/moderation';
import { moderatorOnly, requireModerator } from '../admin-access/require-role';
import { listPendingReviews } from './list-pending-reviews';
import { moderateReviews } from './moderate-reviews';

/** Review moderation: moderators and admins, checked on the server (decisions 016, 041). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reviews/pending',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: ['admin'],
        querystring: PendingQueueQuery,
        response: { 200: PendingQueueResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listPendingReviews(app.database.db, request.query);
    },
  );

  app.post(
    '/api/admin/reviews/:id/moderate',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: ['admin'],
        params: ModerateReviewParams,
        body: ModerateReviewBody,
        response: { 200: ModerateReviewResponse },
      },
    },
    async (request) => {
      const admin = await requireModerator(app, request);
      const { moderatedAt } = await moderateReviews(app.database.db, admin, {
        reviewIds: [request.params.id],
        status: request.body.status,
        notes: request.body.notes,
        scope: 'single',
      });
      return {
        id: request.params.id,
        status: request.body.status,
        moderatedAt: moderatedAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/admin/reviews/moderate',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: ['admin'],
        body: BulkModerateBody,
        response: { 200: BulkModerateResponse },
      },
    },
    async (request) => {
      const admin = await requireModerator(app, request);
      const { count } = await moderateReviews(app.database.db, admin, {
        ...request.body,
        scope: 'bulk',
      });
      return { count, status: request.body.status };
    },
  );
};
