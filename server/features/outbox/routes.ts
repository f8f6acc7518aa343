import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MailStatusQuery, MailStatusResponse } from '../../../common/contracts/outbox';
import { adminOnly } from '../admin-access/require-role';
import { mailStatusFor } from './mail-status';

/** Whether the e-mails about a target went out (the admin panel's "e-mail sent / retrying"). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail',
    {
      onRequest: adminOnly(app),
      schema: {
        tags: ['admin'],
        querystring: MailStatusQuery,
        response: { 200: MailStatusResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const ids = request.query.targetId.split(',');
      return { mails: await mailStatusFor(app.database.db, request.query.targetType, ids) };
    },
  );
};
