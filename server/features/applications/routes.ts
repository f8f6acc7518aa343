import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_RATE_LIMITED_MESSAGE,
  ApplicationQuery,
  ProviderApplicationSubmission,
  SubmitApplicationResponse,
  UploadVerificationDocumentResponse,
} from '../../../common/contracts/applications';
import { DbId } from '../../../common/contracts/primitives';
import { UPLOAD_MESSAGES } from '../../../common/messages/business';
import { AppError } from '../../lib/app-error';
import { requireUser, sessionUser } from '../../plugins/auth';
import { perIpRateLimit } from '../../plugins/rate-limit';
import { readFilePart, registerFileUploads } from '../uploads/file-uploads';
import { documentUploadLimits } from '../verification-documents/document-upload-limits';
import { saveVerificationDocument } from '../verification-documents/save-verification-document';
import { assertMayUploadDocuments } from './assert-may-upload-documents';
import { invalidApplication } from './invalid-application';
import { submitApplication } from './submit-application';

/**
 * Anyone may apply, signed in or not, so applications are limited per IP address (counted before
 * the body is read; shared through Redis when REDIS_URL is set). A business applies once; ten an
 * hour, as for suggestions, leaves room for corrections and for colleagues behind one office
 * address, and bounds the receipt e-mails one sender can cause.
 */
export const APPLICATION_RATE_LIMIT = { max: 10, timeWindowMs: 60 * 60 * 1000 } as const;

const ProviderParams = z.object({ id: DbId });

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/provider-applications',
    {
      config: {
        rateLimit: perIpRateLimit(APPLICATION_RATE_LIMIT, APPLICATION_RATE_LIMITED_MESSAGE),
      },
      /* The handler answers with every broken rule at once, in the spec's words. */
      attachValidation: true,
      schema: {
        tags: ['applications'],
        querystring: ApplicationQuery,
        body: ProviderApplicationSubmission,
        response: { 201: SubmitApplicationResponse },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw invalidApplication(request.validationError);
      const user = await sessionUser(app, request);
      const saved = await submitApplication(
        app.database.db,
        request.body,
        user,
        app.config.siteUrl,
        request.query.claim,
      );
      return reply.status(201).send(saved);
    },
  );

  /* In a plugin of its own: the multipart parser and its cut-off hook concern this route only. */
  await app.register(documentRoutes);
};

/**
 * The applicant attaches a verification document to the application they submitted (or the
 * business admin to their listing): provider-admin-side.md §5 "Document upload", §7 "Record upload".
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFileUploads(app);
  const limitUploads = documentUploadLimits(app);
  app.post(
    '/api/provider-applications/:id/documents',
    {
      /*
       * Before the body is read, so a refused upload is not received. Who may upload is checked
       * before the limits, so nobody else can use up a business's allowance.
       */
      onRequest: async (request, reply) => {
        const user = await sessionUser(app, request);
        if (!user) throw AppError.unauthorized(UPLOAD_MESSAGES.uploadAfterAccount);
        const id = ProviderParams.safeParse(request.params);
        /* A malformed id is left to the schema's 400. */
        if (!id.success) return;
        const db = app.database.db;
        await assertMayUploadDocuments(db, id.data.id, user.id);
        await limitUploads(db, request, reply, { providerId: id.data.id, userId: user.id });
      },
      schema: {
        tags: ['applications'],
        consumes: ['multipart/form-data'],
        params: ProviderParams,
        response: { 201: UploadVerificationDocumentResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const part = await readFilePart(request);
      const saved = await saveVerificationDocument(
        { db: app.database.db, storage: app.storage },
        {
          providerId: request.params.id,
          uploadedBy: user.id,
          source: part.file,
          wasTruncated: () => part.file.truncated,
        },
      );
      return reply.status(201).send(saved);
    },
  );
};
