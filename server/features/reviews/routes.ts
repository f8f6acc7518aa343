import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SubmitReviewBody, SubmitReviewResponse } from '../../../common/contracts/reviews';
import { REVIEW_MESSAGES } from '../../../common/messages/review';
import { AppError } from '../../lib/app-error';
import { requireUser, sessionUser } from '../../plugins/auth';
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
};
