import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessThreadsResponse,
  ContactOptions,
  ContactOptionsBody,
  CreatedThreadResponse,
  CreateVisitThreadBody,
  MemberThreadsResponse,
  OkResponse,
  ProviderContactResponse,
  ProviderIdParams,
  ProviderPageParams,
  ReportIdParams,
  ReportVisitThreadBody,
  ThreadIdParams,
  VisitMessageBody,
  VisitReportsResponse,
  VisitThreadResponse,
} from '../../../common/contracts/visit-messages';
import { VISIT_MESSAGE_ERRORS } from '../../../common/messages/visit-messages';
import { AppError } from '../../lib/app-error';
import { requireUser, type SessionUser } from '../../plugins/auth';
import { moderatorOnly, requireModerator } from '../admin-access/require-role';
import { requireBusinessAdmin, requireManagedProvider } from '../business/business-providers';
import { providerContact, readContactOptions, saveContactOptions } from './contact-options';
import { closeVisitReport, listVisitReports, reportVisitThread } from './reports';
import { readThread, threadForSide } from './thread-access';
import {
  createVisitThread,
  listBusinessThreads,
  listMemberThreads,
  postVisitMessage,
} from './threads';

const noStore = { 'Cache-Control': 'private, no-store' };

/** The signed-in business admin (403 for anyone else, 401 signed out). */
async function businessUser(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(app, request);
  await requireBusinessAdmin(app.database.db, user);
  return user;
}

/*
 * Asking without a phone call (decision 069). Every route checks who asks: a member reads and
 * writes only their own threads (/api/me/…), a business admin only its provider's
 * (/api/business/…), a moderator only reported ones (/api/admin/…). Another account's thread is
 * a 404, as is one that does not exist. The per-account limits are counted in the database
 * (quota.ts), so they hold across processes.
 */
export const visitMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/providers/:id/contact',
    {
      schema: {
        tags: ['visit-messages'],
        params: ProviderPageParams,
        response: { 200: ProviderContactResponse },
      },
    },
    async (request) => {
      const contact = await providerContact(db(), request.params.id);
      if (!contact) throw AppError.notFound(VISIT_MESSAGE_ERRORS.CANNOT_RECEIVE, 'NOT_FOUND');
      return contact;
    },
  );

  /* ---------- The member's side ---------- */

  app.post(
    '/api/me/visit-threads',
    {
      schema: {
        tags: ['visit-messages'],
        body: CreateVisitThreadBody,
        response: { 201: CreatedThreadResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const created = await createVisitThread(
        db(),
        user,
        request.body as Required<CreateVisitThreadBody>,
        app.config.siteUrl,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/me/visit-threads',
    { schema: { tags: ['visit-messages'], response: { 200: MemberThreadsResponse } } },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.headers(noStore);
      return { threads: await listMemberThreads(db(), user) };
    },
  );

  /*
   * One thread, its replies and its report: the same on both sides but for the address and who
   * may ask (a member their own threads, a business admin its provider's; threadForSide).
   */
  const sides = [
    {
      side: 'member',
      prefix: '/api/me',
      who: (request: FastifyRequest) => requireUser(app, request),
    },
    {
      side: 'business',
      prefix: '/api/business',
      who: (request: FastifyRequest) => businessUser(app, request),
    },
  ] as const;
  for (const { side, prefix, who } of sides) {
    app.get(
      `${prefix}/visit-threads/:id`,
      {
        schema: {
          tags: ['visit-messages'],
          params: ThreadIdParams,
          response: { 200: VisitThreadResponse },
        },
      },
      async (request, reply) => {
        const user = await who(request);
        reply.headers(noStore);
        const thread = await threadForSide(db(), request.params.id, user.id, side);
        return readThread(db(), thread, side);
      },
    );

    app.post(
      `${prefix}/visit-threads/:id/messages`,
      {
        schema: {
          tags: ['visit-messages'],
          params: ThreadIdParams,
          body: VisitMessageBody,
          response: { 200: OkResponse },
        },
      },
      async (request) => {
        const user = await who(request);
        return postVisitMessage(
          db(),
          user,
          request.params.id,
          side,
          request.body.body,
          app.config.siteUrl,
        );
      },
    );

    app.post(
      `${prefix}/visit-threads/:id/report`,
      {
        schema: {
          tags: ['visit-messages'],
          params: ThreadIdParams,
          body: ReportVisitThreadBody,
          response: { 200: OkResponse },
        },
      },
      async (request) => {
        const user = await who(request);
        return reportVisitThread(db(), user, request.params.id, side, request.body);
      },
    );
  }

  /* ---------- The business's side ---------- */

  app.get(
    '/api/business/providers/:providerId/visit-threads',
    {
      schema: {
        tags: ['visit-messages'],
        params: ProviderIdParams,
        response: { 200: BusinessThreadsResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await requireManagedProvider(db(), user, request.params.providerId);
      reply.headers(noStore);
      return { threads: await listBusinessThreads(db(), request.params.providerId) };
    },
  );

  app.get(
    '/api/business/providers/:providerId/contact-options',
    {
      schema: {
        tags: ['visit-messages'],
        params: ProviderIdParams,
        response: { 200: ContactOptions },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      await requireManagedProvider(db(), user, request.params.providerId);
      reply.headers(noStore);
      return readContactOptions(db(), request.params.providerId);
    },
  );

  app.put(
    '/api/business/providers/:providerId/contact-options',
    {
      schema: {
        tags: ['visit-messages'],
        params: ProviderIdParams,
        body: ContactOptionsBody,
        response: { 200: ContactOptions },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      await requireManagedProvider(db(), user, request.params.providerId);
      return saveContactOptions(db(), request.params.providerId, request.body);
    },
  );

  /* ---------- Moderators: reported threads only ---------- */

  app.get(
    '/api/admin/visit-reports',
    {
      onRequest: moderatorOnly(app),
      schema: { tags: ['admin'], response: { 200: VisitReportsResponse } },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return listVisitReports(db());
    },
  );

  app.post(
    '/api/admin/visit-reports/:id/close',
    {
      onRequest: moderatorOnly(app),
      schema: { tags: ['admin'], params: ReportIdParams, response: { 200: OkResponse } },
    },
    async (request) => {
      const moderator = await requireModerator(app, request);
      return closeVisitReport(db(), moderator, request.params.id);
    },
  );
};
