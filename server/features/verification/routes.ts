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
import { moderatorOnly, requireModerator } from '../admin-access/require-role';
import { approveProvider } from './approve-provider';
import { getDocumentLink } from './get-document-link';
import { getVerificationQueue } from './get-verification-queue';
import { rejectProvider } from './reject-provider';
import { requestDocuments } from './request-documents';

const ProviderParams = z.object({ id: DbId });
const tags = ['admin: verification'];

/**
 * Provider Verification (provider-admin-side.md §1, §2, §4, §6): moderators and admins read the
 * queue, open a document through a short-lived signed link and decide (decision 041).
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/verification/queue',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags,
        querystring: VerificationQueueQuery,
        response: { 200: VerificationQueueResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { page, ...filters } = request.query;
      return getVerificationQueue(app.database.db, page, filters);
    },
  );

  app.get(
    '/api/admin/verification/:id/document-link',
    {
      onRequest: moderatorOnly(app),
      schema: { tags, params: ProviderParams, response: { 200: DocumentLinkResponse } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return getDocumentLink(app.database.db, app.config.authSecret, request.params.id);
    },
  );

  app.post(
    '/api/admin/verification/:id/approve',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags,
        params: ProviderParams,
        body: ApproveProviderBody,
        response: { 200: VerificationDecisionResponse },
      },
    },
    async (request) => {
      const admin = await requireModerator(app, request);
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
      onRequest: moderatorOnly(app),
      schema: {
        tags,
        params: ProviderParams,
        body: RejectProviderBody,
        response: { 200: VerificationDecisionResponse },
      },
    },
    async (request) => {
      const admin = await requireModerator(app, request);
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
      onRequest: moderatorOnly(app),
      schema: {
        tags,
        params: ProviderParams,
        body: RequestDocumentsBody,
        response: { 200: VerificationDecisionResponse },
      },
    },
    async (request) => {
      const admin = await requireModerator(app, request);
      return requestDocuments(app.database.db, {
        admin,
        providerId: request.params.id,
        siteUrl: app.config.siteUrl,
        ...request.body,
      });
    },
  );
};
