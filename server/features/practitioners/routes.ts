import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PractitionerDecisionBody,
  PractitionerDecisionParams,
  PractitionerDecisionResponse,
  PractitionerListQuery,
  PractitionerListResponse,
} from '../../../common/contracts/practitioners';
import { moderatorOnly, requireModerator } from '../admin-access/require-role';
import { decidePractitioner } from './decide-practitioner';
import { listPractitioners } from './list-practitioners';

/**
 * Practitioner approvals: moderators and admins, checked on the server (the spec checked nothing;
 * decisions 016, 041).
 */
export const practitionerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/practitioners',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: ['admin'],
        querystring: PractitionerListQuery,
        response: { 200: PractitionerListResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listPractitioners(app.database.db, request.query);
    },
  );

  app.post(
    '/api/admin/practitioners/:reviewId',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: ['admin'],
        params: PractitionerDecisionParams,
        body: PractitionerDecisionBody,
        response: { 200: PractitionerDecisionResponse },
      },
    },
    async (request) => {
      const admin = await requireModerator(app, request);
      return decidePractitioner(app.database.db, admin, {
        reviewId: request.params.reviewId,
        ...request.body,
      });
    },
  );
};
