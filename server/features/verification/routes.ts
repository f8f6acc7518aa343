import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DbId } from '../../../common/contracts/primitives';
import {
  ApproveProviderBody,
  DocumentLinkResponse,
  RejectProviderBody,
  RequestDocumentsBody,
  VerificationDecisionResponse,
  VerificationQueueQuery,
  VerificationQueueResponse,
} from '../../../common/contracts/verification';
import { requireAdmin, requireModerator } from '../admin-access/require-role';
import { approveProvider } from './approve-provider';
import { getDocumentLink } from './get-document-link';
import { getVerificationQueue } from './get-verification-queue';
import { rejectProvider } from './reject-provider';
import { requestDocuments } from './request-documents';

const ProviderParams = z.object({ id: DbId });
const tags = ['admin: verification'];

/**
 * Provider Verification (provider-admin-side.md §2, §4, §6): admins read the queue and decide;
 * moderators and admins may open a document through a short-lived signed link.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/verification/queue',
    {
      schema: {
        tags,
        querystring: VerificationQueueQuery,
        response: { 200: VerificationQueueResponse },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      reply.header('Cache-Control', 'private, no-store');
      return getVerificationQueue(app.database.db, request.query.page);
    },
  );

  app.get(
    '/api/admin/verification/:id/document-link',
    { schema: { tags, params: ProviderParams, response: { 200: DocumentLinkResponse } } },
    async (request, reply) => {
      await requireModerator(app, request);
      reply.header('Cache-Control', 'private, no-store');
      return getDocumentLink(app.database.db, app.config.authSecret, request.params.id);
    },
  );

  app.post(
    '/api/admin/verification/:id/approve',
    {
      schema: {
        tags,
        params: ProviderParams,
        body: ApproveProviderBody,
        response: { 200: VerificationDecisionResponse },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return approveProvider(app.database.db, {
        admin,
        providerId: request.params.id,
        notes: request.body.notes,
        siteUrl: app.config.siteUrl,
      });
    },
  );

  app.post(
    '/api/admin/verification/:id/reject',
    {
      schema: {
        tags,
        params: ProviderParams,
        body: RejectProviderBody,
        response: { 200: VerificationDecisionResponse },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return rejectProvider(app.database.db, {
        admin,
        providerId: request.params.id,
        reason: request.body.reason,
      });
    },
  );

  app.post(
    '/api/admin/verification/:id/request-documents',
    {
      schema: {
        tags,
        params: ProviderParams,
        body: RequestDocumentsBody,
        response: { 200: VerificationDecisionResponse },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return requestDocuments(app.database.db, {
        admin,
        providerId: request.params.id,
        siteUrl: app.config.siteUrl,
        ...request.body,
      });
    },
  );
};
