import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DecideReportBody,
  DecideReportResponse,
  ReviewIdParams,
  ReviewReportsQuery,
  ReviewReportsResponse,
} from '../../../common/contracts/provider-profile';
import { moderatorOnly, requireModerator } from '../admin-access/require-role';
import { decideReviewReport, listReviewReports } from './review-reports';

/** Reported reviews in the Review Moderation tab: moderators and admins, like the review queue. */
export const reviewReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/review-reports',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: ['admin'],
        querystring: ReviewReportsQuery,
        response: { 200: ReviewReportsResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listReviewReports(app.database.db, request.query);
    },
  );

  app.post(
    '/api/admin/review-reports/:id/decide',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: ['admin'],
        params: ReviewIdParams,
        body: DecideReportBody,
        response: { 200: DecideReportResponse },
      },
    },
    async (request) => {
      const admin = await requireModerator(app, request);
      return decideReviewReport(app.database.db, admin, request.params.id, request.body);
    },
  );
};
