import fastifyMultipart, { type MultipartValue } from '@fastify/multipart';
import type { AuthContext } from 'better-auth';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessProvider,
  CompleteSignupBody,
  CompleteSignupResponse,
  CreateBusinessAccountBody,
  LINK_TOKEN_HEADER,
  MyProvidersResponse,
  ProviderIdParams,
  SIGNUP_LINK_ERRORS,
  SignupLinkResponse,
  UPLOAD_NOTES_TOO_LONG,
  UpdateBusinessProfileBody,
  UploadDocumentResponse,
  UploadLinkResponse,
  uploadNotesProblem,
} from '../../../common/contracts/business';
import { PROOF_MAX_BYTES } from '../../../common/contracts/limits';
import { DbId } from '../../../common/contracts/primitives';
import { SIGNUP_LINK_MESSAGES, UPLOAD_MESSAGES } from '../../../common/messages/business';
import { AppError } from '../../lib/app-error';
import { requireUser, sessionUser } from '../../plugins/auth';
import { perIpRateLimit, RATE_LIMITED_MESSAGE } from '../../plugins/rate-limit';
import { checkToken } from '../tokens/tokens';
import { cutOffRefusedUpload } from '../uploads/cut-off-refused-upload';
import { malformedUpload } from '../uploads/sniff-file-type';
import { documentUploadLimits } from '../verification-documents/document-upload-limits';
import { completeBusinessSignup } from './complete-business-signup';
import { createBusinessAccount } from './create-business-account';
import { getSignupLink } from './get-signup-link';
import { listMyProviders } from './list-my-providers';
import { updateBusinessProfile } from './update-business-profile';
import { checkDashboardUpload, uploadDashboardDocument } from './upload-dashboard-document';
import {
  getUploadLink,
  uploadLinkError,
  uploadRequestedDocuments,
} from './upload-requested-documents';

/*
 * Guessing a 256-bit token is hopeless, so this only keeps scripts from hammering the link
 * endpoints (per IP address, shared through Redis when REDIS_URL is set).
 */
export const LINK_RATE_LIMIT = { max: 60, timeWindowMs: 15 * 60 * 1000 } as const;
const linkRateLimit = { rateLimit: perIpRateLimit(LINK_RATE_LIMIT, RATE_LIMITED_MESSAGE) };

const linkToken = (request: FastifyRequest) => request.headers[LINK_TOKEN_HEADER];
const noStore = { 'Cache-Control': 'private, no-store' };

const noFile = () =>
  AppError.badRequest('NO_FILE', UPLOAD_MESSAGES.noFileSelected.description, { field: 'file' });

/**
 * The document part of a multipart upload: an optional `notes` field sent before the `file`
 * field (fields after the file are not read: the file is stored as it streams).
 */
async function readDocumentPart(request: FastifyRequest) {
  if (!request.isMultipart()) throw noFile();
  const part = await request.file().catch((err: unknown) => {
    if ((err as { statusCode?: number }).statusCode === 413) throw err;
    throw malformedUpload();
  });
  if (part?.fieldname !== 'file') {
    part?.file.destroy();
    throw noFile();
  }
  const notesField = part.fields.notes as MultipartValue<unknown> | undefined;
  const notes = typeof notesField?.value === 'string' ? notesField.value : '';
  /* The parser cuts a field off at its size limit without an error: that is too long as well. */
  const problem = notesField?.valueTruncated ? UPLOAD_NOTES_TOO_LONG : uploadNotesProblem(notes);
  if (problem) {
    part.file.destroy();
    throw AppError.badRequest('INVALID_NOTES', problem, { field: 'notes' });
  }
  return { file: part.file, notes, wasTruncated: () => part.file.truncated };
}

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: {
      /* One byte over: our own counter refuses first, busboy's limit is the backstop. */
      fileSize: PROOF_MAX_BYTES + 1,
      files: 1,
      fields: 5,
      fieldSize: 8 * 1024,
      parts: 6,
      headerPairs: 50,
    },
  });
  /* An early refusal must not make us receive the rest of a huge body. */
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 && request.isMultipart()) cutOffRefusedUpload(request.raw);
  });
  const limitUploads = documentUploadLimits(app);

  /* ---------- Secure upload link (spec §2, decision 012) ---------- */

  app.get(
    '/api/business/upload-links/:providerId',
    {
      config: linkRateLimit,
      schema: {
        tags: ['business'],
        params: ProviderIdParams,
        response: { 200: UploadLinkResponse },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getUploadLink(app.database.db, request.params.providerId, linkToken(request));
    },
  );

  app.post(
    '/api/business/upload-links/:providerId',
    {
      config: linkRateLimit,
      /* Before the body is read: a dead link is refused without receiving the file. */
      onRequest: async (request, reply) => {
        const id = DbId.safeParse((request.params as { providerId?: unknown }).providerId);
        if (!id.success) throw uploadLinkError({ ok: false, reason: 'wrong_provider' });
        const check = await checkToken(app.database.db, 'upload', id.data, linkToken(request));
        if (!check.ok) throw uploadLinkError(check);
        const user = await sessionUser(app, request);
        await limitUploads(app.database.db, request, reply, {
          providerId: id.data,
          userId: user?.id ?? null,
        });
      },
      schema: {
        tags: ['business'],
        consumes: ['multipart/form-data'],
        params: ProviderIdParams,
        response: { 201: UploadDocumentResponse },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(app, request);
      const part = await readDocumentPart(request);
      const saved = await uploadRequestedDocuments({
        db: app.database.db,
        storage: app.storage,
        providerId: request.params.providerId,
        token: linkToken(request),
        userId: user?.id ?? null,
        ...part,
      });
      return reply.status(201).send(saved);
    },
  );

  /* ---------- Business signup link (spec §2, §4, §8) ---------- */

  app.get(
    '/api/business/signup-links/:providerId',
    {
      config: linkRateLimit,
      schema: {
        tags: ['business'],
        params: ProviderIdParams,
        response: { 200: SignupLinkResponse },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const user = await sessionUser(app, request);
      return getSignupLink(app.database.db, request.params.providerId, linkToken(request), user);
    },
  );

  app.post(
    '/api/business/signup-links/:providerId/complete',
    {
      config: linkRateLimit,
      schema: {
        tags: ['business'],
        params: ProviderIdParams,
        body: CompleteSignupBody,
        response: { 200: CompleteSignupResponse },
      },
    },
    async (request) => {
      const user = await sessionUser(app, request);
      if (!user) throw AppError.unauthorized(SIGNUP_LINK_MESSAGES.signInToComplete);
      return completeBusinessSignup(
        app.database.db,
        user,
        request.params.providerId,
        request.body.token,
      );
    },
  );

  /*
   * Signed out, from the link: the account is created confirmed and signed in (decision 044).
   * Signed in, the page offers Welcome Back and /complete instead.
   */
  app.post(
    '/api/business/signup-links/:providerId/account',
    {
      config: linkRateLimit,
      schema: {
        tags: ['business'],
        params: ProviderIdParams,
        body: CreateBusinessAccountBody,
        response: { 200: CompleteSignupResponse },
      },
    },
    async (request, reply) => {
      if (await sessionUser(app, request)) {
        throw AppError.conflict('ALREADY_SIGNED_IN', SIGNUP_LINK_ERRORS.ALREADY_SIGNED_IN);
      }
      const { providerId } = request.params;
      const authContext = (await app.auth.$context) as unknown as AuthContext;
      const account = await createBusinessAccount(
        app.database.db,
        authContext,
        providerId,
        request.body,
      );
      /* Better Auth makes the session and its cookie, as for any password sign-in. */
      const headers = fromNodeHeaders(request.headers);
      headers.set('x-forwarded-for', request.ip);
      const signedIn = await app.auth.api.signInEmail({
        body: { email: account.email, password: request.body.password },
        headers,
        returnHeaders: true,
      });
      const cookies = signedIn.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { ok: true as const, providerId };
    },
  );

  /* ---------- Provider dashboard (spec §2, decision 019) ---------- */

  app.get(
    '/api/business/providers',
    { schema: { tags: ['business'], response: { 200: MyProvidersResponse } } },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.headers(noStore);
      return { providers: await listMyProviders(app.database.db, user) };
    },
  );

  app.put(
    '/api/business/providers/:providerId/profile',
    {
      schema: {
        tags: ['business'],
        params: ProviderIdParams,
        body: UpdateBusinessProfileBody,
        response: { 200: BusinessProvider },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return updateBusinessProfile(app.database.db, user, request.params.providerId, request.body);
    },
  );

  app.post(
    '/api/business/providers/:providerId/documents',
    {
      onRequest: async (request, reply) => {
        const user = await sessionUser(app, request);
        if (!user) throw AppError.unauthorized();
        const id = DbId.safeParse((request.params as { providerId?: unknown }).providerId);
        if (!id.success) throw AppError.badRequest('VALIDATION_ERROR', 'Invalid provider id.');
        await checkDashboardUpload(app.database.db, user, id.data);
        await limitUploads(app.database.db, request, reply, {
          providerId: id.data,
          userId: user.id,
        });
      },
      schema: {
        tags: ['business'],
        consumes: ['multipart/form-data'],
        params: ProviderIdParams,
        response: { 201: UploadDocumentResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const part = await readDocumentPart(request);
      const saved = await uploadDashboardDocument({
        db: app.database.db,
        storage: app.storage,
        user,
        providerId: request.params.providerId,
        ...part,
      });
      return reply.status(201).send(saved);
    },
  );
};
