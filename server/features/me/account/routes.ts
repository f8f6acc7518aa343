import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalmModeBody,
  DeleteAccountBody,
  EditMyReviewResponse,
  MyDataExport,
  MyReviewsResponse,
  OkResponse,
  ReviewIdParams,
} from '../../../../common/contracts/account';
import { AccountLocaleBody, AccountLocaleResponse } from '../../../../common/contracts/locale';
import { SubmitReviewBody } from '../../../../common/contracts/reviews';
import { ACCOUNT_MESSAGES } from '../../../../common/messages/account';
import { AppError } from '../../../lib/app-error';
import { requireUser, sessionUser } from '../../../plugins/auth';
import { perIpRateLimit } from '../../../plugins/rate-limit';
import { deleteAccount } from './delete-account';
import { editMyReview } from './edit-my-review';
import { exportMyData } from './export-my-data';
import { listMyReviews } from './list-my-reviews';
import { setCalmMode } from './set-calm-mode';
import { getAccountLocale, setAccountLocale } from './set-locale';
import { withdrawMyReview } from './withdraw-my-review';

/** Per IP and route (plugins/rate-limit.ts's store): the costly or sensitive account actions. */
export const ACCOUNT_RATE_LIMITS = {
  reviewChange: { max: 30, timeWindowMs: 10 * 60 * 1000 },
  export: { max: 10, timeWindowMs: 60 * 60 * 1000 },
  deleteAccount: { max: 10, timeWindowMs: 15 * 60 * 1000 },
} as const;

const limited = (limit: { max: number; timeWindowMs: number }) => ({
  rateLimit: perIpRateLimit(limit, ACCOUNT_MESSAGES.rateLimited),
});

/* Better Auth's session cookies, expired: the account they belonged to is gone. */
function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const names = (request.headers.cookie ?? '')
    .split(';')
    .map((c) => c.split('=')[0]?.trim() ?? '')
    .filter((name) => /^(__Secure-)?better-auth\./.test(name));
  if (names.length === 0) return;
  reply.header(
    'set-cookie',
    names.map(
      (name) =>
        `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
    ),
  );
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  /* Before validation: a signed-out visitor is told to sign in, not that a field is wrong. */
  const signedIn = async (request: FastifyRequest) => {
    if (!(await sessionUser(app, request))) throw AppError.unauthorized();
  };
  const privately = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

  app.get(
    '/api/me/reviews',
    {
      onRequest: signedIn,
      schema: { tags: ['account'], response: { 200: MyReviewsResponse } },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      privately(reply);
      return { reviews: await listMyReviews(app.database.db, user.id) };
    },
  );

  app.put(
    '/api/me/reviews/:id',
    {
      onRequest: signedIn,
      config: limited(ACCOUNT_RATE_LIMITS.reviewChange),
      schema: {
        tags: ['account'],
        params: ReviewIdParams,
        body: SubmitReviewBody,
        response: { 200: EditMyReviewResponse },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return editMyReview(app.database.db, app.storage, user, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/me/reviews/:id',
    {
      onRequest: signedIn,
      config: limited(ACCOUNT_RATE_LIMITS.reviewChange),
      schema: { tags: ['account'], params: ReviewIdParams, response: { 200: OkResponse } },
    },
    async (request) => {
      const user = await requireUser(app, request);
      await withdrawMyReview(app.database.db, app.storage, user.id, request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/me/calm-mode',
    {
      onRequest: signedIn,
      schema: { tags: ['account'], body: CalmModeBody, response: { 200: OkResponse } },
    },
    async (request) => {
      const user = await requireUser(app, request);
      await setCalmMode(app.database.db, user, request.body.calmMode);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me/locale',
    {
      onRequest: signedIn,
      schema: { tags: ['account'], response: { 200: AccountLocaleResponse } },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return { locale: await getAccountLocale(app.database.db, user) };
    },
  );

  app.put(
    '/api/me/locale',
    {
      onRequest: signedIn,
      schema: { tags: ['account'], body: AccountLocaleBody, response: { 200: OkResponse } },
    },
    async (request) => {
      const user = await requireUser(app, request);
      await setAccountLocale(app.database.db, user, request.body.locale);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me/export',
    {
      onRequest: signedIn,
      config: limited(ACCOUNT_RATE_LIMITS.export),
      schema: { tags: ['account'], response: { 200: MyDataExport } },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const data = await exportMyData(app.database.db, user.id);
      privately(reply);
      reply.header(
        'Content-Disposition',
        `attachment; filename="calmpath-my-data-${data.exportedAt.slice(0, 10)}.json"`,
      );
      return data;
    },
  );

  app.post(
    '/api/me/delete-account',
    {
      onRequest: signedIn,
      config: limited(ACCOUNT_RATE_LIMITS.deleteAccount),
      schema: { tags: ['account'], body: DeleteAccountBody, response: { 200: OkResponse } },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      /* The password is checked by Better Auth, against the account's own hash. */
      const verified = await app.auth.api
        .verifyPassword({
          body: { password: request.body.password },
          headers: fromNodeHeaders(request.headers),
        })
        .then(
          () => true,
          () => false,
        );
      if (!verified)
        throw AppError.badRequest('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongPassword, {
          field: 'password',
        });
      await deleteAccount(app.database.db, app.storage, user.id);
      clearSessionCookies(request, reply);
      return { ok: true as const };
    },
  );
};
