import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MarkNeedsCardReadResponse,
  MyNeedsCardSend,
  MyNeedsCardSendsResponse,
  NeedsCardSendIdParams,
  NeedsCardSendOption,
  NeedsCardSendProviderParams,
  ReceivedNeedsCard,
  ReceivedNeedsCardsResponse,
  SendNeedsCardBody,
} from '../../../common/contracts/needs-card-sends';
import { requireUser } from '../../plugins/auth';
import { listMyNeedsCardSends, withdrawNeedsCardSend } from './member-sends';
import {
  listReceivedNeedsCards,
  markNeedsCardRead,
  readReceivedNeedsCard,
} from './received-needs-cards';
import { needsCardSendOption, sendNeedsCard } from './send-needs-card';

const ok = z.object({ ok: z.literal(true) });
/* A withdrawn card must vanish at once: no answer about a send may be kept by a cache. */
const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * Needs cards sent ahead (decision 070). The member's routes act on the session's own sends; the
 * business's routes answer only the receiving place's business admin (404 for everyone else,
 * moderators and admins included: they do not read needs cards). Sending is limited per member
 * in the use case (NEEDS_CARD_SEND_LIMIT, counted in the database, so every process agrees).
 */
export const needsCardSendRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/me/needs-card-sends',
    { schema: { tags: ['needs'], response: { 200: MyNeedsCardSendsResponse } } },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.headers(noStore);
      return { sends: await listMyNeedsCardSends(db, user.id) };
    },
  );

  app.get(
    '/api/me/needs-card-sends/providers/:providerId',
    {
      schema: {
        tags: ['needs'],
        params: NeedsCardSendProviderParams,
        response: { 200: NeedsCardSendOption },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.headers(noStore);
      return needsCardSendOption(db, user.id, request.params.providerId);
    },
  );

  app.post(
    '/api/me/needs-card-sends',
    { schema: { tags: ['needs'], body: SendNeedsCardBody, response: { 201: MyNeedsCardSend } } },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const send = await sendNeedsCard(db, {
        userId: user.id,
        providerId: request.body.providerId,
        siteUrl: app.config.siteUrl,
      });
      return reply.status(201).headers(noStore).send(send);
    },
  );

  app.delete(
    '/api/me/needs-card-sends/:id',
    { schema: { tags: ['needs'], params: NeedsCardSendIdParams, response: { 200: ok } } },
    async (request) => {
      const user = await requireUser(app, request);
      await withdrawNeedsCardSend(db, user.id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/business/providers/:providerId/needs-card-sends',
    {
      schema: {
        tags: ['business'],
        params: NeedsCardSendProviderParams,
        response: { 200: ReceivedNeedsCardsResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.headers(noStore);
      return { sends: await listReceivedNeedsCards(db, user, request.params.providerId) };
    },
  );

  app.get(
    '/api/business/needs-card-sends/:id',
    {
      schema: {
        tags: ['business'],
        params: NeedsCardSendIdParams,
        response: { 200: ReceivedNeedsCard },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.headers({ ...noStore, 'X-Robots-Tag': 'noindex, nofollow' });
      return readReceivedNeedsCard(db, user, request.params.id);
    },
  );

  app.post(
    '/api/business/needs-card-sends/:id/read',
    {
      schema: {
        tags: ['business'],
        params: NeedsCardSendIdParams,
        response: { 200: MarkNeedsCardReadResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.headers(noStore);
      return markNeedsCardRead(db, user, request.params.id);
    },
  );
};
