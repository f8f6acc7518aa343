import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DbId } from '../../../common/contracts/primitives';
import {
  PromotedQuery,
  PromotedResponse,
  PromotionItem,
  PromotionStatusBody,
  PromotionSummary,
  UpdatePromotionBody,
} from '../../../common/contracts/promotion';
import { adminOnly, requireAdmin } from '../admin-access/require-role';
import { getPromotedProviders } from './get-promoted-providers';
import { getPromotionSummary } from './get-promotion-summary';
import { getProviderPromotion } from './get-provider-promotion';
import { setPromotionStatus } from './set-promotion-status';
import { updatePromotion } from './update-promotion';

const ProviderParams = z.object({ id: DbId });
const tags = ['admin: promotion'];

/**
 * Promotion Dashboard (provider-admin-side.md §2, §4, §6): money, so admins only (decision 041),
 * every change audited.
 */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/promotion/summary',
    { onRequest: adminOnly(app), schema: { tags, response: { 200: PromotionSummary } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return getPromotionSummary(app.database.db);
    },
  );

  app.get(
    '/api/admin/promotion/providers',
    {
      onRequest: adminOnly(app),
      schema: { tags, querystring: PromotedQuery, response: { 200: PromotedResponse } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return getPromotedProviders(app.database.db, request.query.page);
    },
  );

  app.get(
    '/api/admin/promotion/providers/:id',
    {
      onRequest: adminOnly(app),
      schema: { tags, params: ProviderParams, response: { 200: PromotionItem } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return getProviderPromotion(app.database.db, request.params.id);
    },
  );

  app.post(
    '/api/admin/promotion/providers/:id/status',
    {
      onRequest: adminOnly(app),
      schema: {
        tags,
        params: ProviderParams,
        body: PromotionStatusBody,
        response: { 200: PromotionItem },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return setPromotionStatus(app.database.db, {
        admin,
        providerId: request.params.id,
        status: request.body.status,
      });
    },
  );

  app.put(
    '/api/admin/promotion/providers/:id',
    {
      onRequest: adminOnly(app),
      schema: {
        tags,
        params: ProviderParams,
        body: UpdatePromotionBody,
        response: { 200: PromotionItem },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app, request);
      return updatePromotion(app.database.db, {
        admin,
        providerId: request.params.id,
        ...request.body,
      });
    },
  );
};
