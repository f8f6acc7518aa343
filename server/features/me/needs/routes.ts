import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MyNeedsCardResponse,
  NeedsCardContent,
  NeedsCardShare,
  NeedsCardTokenParams,
  SaveNeedsCardBody,
  UpdateNeedsBody,
} from '../../../../common/contracts/needs';
import { NEEDS_MESSAGES } from '../../../../common/messages/needs';
import { AppError } from '../../../lib/app-error';
import { requireUser } from '../../../plugins/auth';
import { perIpRateLimit } from '../../../plugins/rate-limit';
import {
  getMyNeedsCard,
  readSharedNeedsCard,
  revokeNeedsCardShare,
  saveNeedsCard,
  shareNeedsCard,
} from './needs-card';
import { updateNeeds } from './update-needs';

/**
 * Anyone holding a share link may read the card, so the public read is limited per IP address
 * (a guesser gets nowhere anyway: 256-bit tokens; this keeps the lookups cheap).
 */
export const SHARED_CARD_RATE_LIMIT = { max: 60, timeWindowMs: 60 * 1000 } as const;

const ok = z.object({ ok: z.literal(true) });
const noStore = { 'Cache-Control': 'private, no-store' };

export const needsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/me/needs',
    { schema: { tags: ['account'], body: UpdateNeedsBody, response: { 200: ok } } },
    async (request) => {
      const user = await requireUser(app, request);
      await updateNeeds(app.database.db, user, request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me/needs-card',
    { schema: { tags: ['account'], response: { 200: MyNeedsCardResponse } } },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.headers(noStore);
      return getMyNeedsCard(app.database.db, app.config.authSecret, user.id);
    },
  );

  app.put(
    '/api/me/needs-card',
    { schema: { tags: ['account'], body: SaveNeedsCardBody, response: { 200: ok } } },
    async (request) => {
      const user = await requireUser(app, request);
      await saveNeedsCard(app.database.db, user.id, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/me/needs-card/share',
    { schema: { tags: ['account'], response: { 201: NeedsCardShare } } },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const share = await shareNeedsCard(app.database.db, app.config.authSecret, user.id);
      return reply.status(201).headers(noStore).send(share);
    },
  );

  app.delete(
    '/api/me/needs-card/share',
    { schema: { tags: ['account'], response: { 200: ok } } },
    async (request) => {
      const user = await requireUser(app, request);
      await revokeNeedsCardShare(app.database.db, user.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/needs-cards/:token',
    {
      config: {
        rateLimit: perIpRateLimit(SHARED_CARD_RATE_LIMIT, NEEDS_MESSAGES.sharedRateLimited),
      },
      schema: {
        tags: ['needs'],
        params: NeedsCardTokenParams,
        response: { 200: NeedsCardContent },
      },
    },
    async (request, reply) => {
      /* A turned-off link must stop working at once: nothing may keep a copy. */
      reply.headers({ ...noStore, 'X-Robots-Tag': 'noindex, nofollow' });
      const card = await readSharedNeedsCard(app.database.db, request.params.token);
      if (!card) throw AppError.notFound(NEEDS_MESSAGES.sharedNotFound, 'NEEDS_CARD_NOT_FOUND');
      return card;
    },
  );
};
