import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MyReviewStatusQuery,
  MyReviewStatusResponse,
  ReviewerTrustResponse,
  SubmitReviewBody,
  SubmitReviewResponse,
} from '../../../common/contracts/reviews';
import { REVIEW_MESSAGES } from '../../../common/messages';
import { AppError } from '../../lib/app-error';
import { requireUser, sessionUser } from '../../plugins/auth';
import { getMyReviewStatus } from './get-my-review-status';
import { getReviewerTrust } from './get-reviewer-trust';
import { submitReview } from './submit-review';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = (message?: string) => async (request: FastifyRequest) => {
    if (!(await sessionUser(app, request))) throw AppError.unauthorized(message);
  };

  app.post(
    '/api/reviews',
    {
      /* Before validation: a signed-out visitor is told to sign in, not that a field is wrong. */
      onRequest: signedIn(REVIEW_MESSAGES.authRequired.description),
      schema: {
        tags: ['reviews'],
        body: SubmitReviewBody,
        response: { 201: SubmitReviewResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      return reply.status(201).send(await submitReview(app.database.db, user, request.body));
    },
  );

  app.get(
    '/api/me/reviewer-trust',
    {
      onRequest: signedIn(),
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
      onRequest: signedIn(),
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
