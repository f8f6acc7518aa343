import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SuggestBusinessBody,
  SuggestBusinessResponse,
} from '../../../common/contracts/suggestions';
import { perIpRateLimit } from '../../plugins/rate-limit';
import { suggestBusiness } from './suggest-business';

/**
 * Anyone may nominate a business, signed in or not, so the endpoint is limited per IP address
 * instead (counted before the body is read; shared through Redis when REDIS_URL is set).
 */
export const SUGGESTION_RATE_LIMIT = { max: 10, timeWindowMs: 60 * 60 * 1000 } as const;

export const SUGGESTION_RATE_LIMITED_MESSAGE =
  'You have sent a lot of suggestions in a short time. Thank you! Please try again in an hour.';

export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/provider-suggestions',
    {
      config: {
        rateLimit: perIpRateLimit(SUGGESTION_RATE_LIMIT, SUGGESTION_RATE_LIMITED_MESSAGE),
      },
      schema: {
        tags: ['suggestions'],
        body: SuggestBusinessBody,
        response: { 201: SuggestBusinessResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await suggestBusiness(app.database.db, request.body)),
  );
};
