import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DuplicateEmailsQuery,
  DuplicateEmailsResponse,
  LinkUserBody,
  LinkUserResponse,
} from '../../../common/contracts/duplicates';
import { adminOnly, requireAdmin } from '../admin-access/require-role';
import { findDuplicateEmails } from './find-duplicate-emails';
import { linkUserToProvider } from './link-user-to-provider';

const tags = ['admin: duplicates'];

/**
 * Duplicate Emails (provider-admin-side.md §2): accounts, so admins only (decision 041); Link User
 * is audited.
 */
export const duplicateEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/duplicate-emails',
    {
      onRequest: adminOnly(app),
      schema: {
        tags,
        querystring: DuplicateEmailsQuery,
        response: { 200: DuplicateEmailsResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { after, q, state } = request.query;
      return findDuplicateEmails(app.database.db, after, undefined, { q, state });
    },
  );

  app.post(
    '/api/admin/duplicate-emails/link',
    {
      onRequest: adminOnly(app),
      schema: { tags, body: LinkUserBody, response: { 200: LinkUserResponse } },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return linkUserToProvider(app.database.db, { admin, ...request.body });
    },
  );
};
