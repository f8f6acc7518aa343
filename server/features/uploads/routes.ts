import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROOF_MAX_BYTES, UploadProofResponse } from '../../../common/contracts/reviews';
import { REVIEW_MESSAGES, UPLOAD_MESSAGES } from '../../../common/messages';
import { AppError } from '../../lib/app-error';
import { requireUser, sessionUser } from '../../plugins/auth';
import { cutOffRefusedUpload } from './cut-off-refused-upload';
import { checkUploadQuota, saveReviewProof } from './save-review-proof';
import { malformedUpload } from './sniff-file-type';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: {
      /* One byte over the limit: our own counter refuses first, and busboy's cut-off is the
       * backstop that can never let more than this through. */
      fileSize: PROOF_MAX_BYTES + 1,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 50,
    },
  });

  /* An early refusal must not make us receive the rest of a huge body. */
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400) cutOffRefusedUpload(request.raw);
  });

  app.post(
    '/api/uploads/review-proof',
    {
      /* Before the body is read, so an anonymous upload is refused without receiving it. */
      onRequest: async (request) => {
        if (!(await sessionUser(app, request))) {
          throw AppError.unauthorized(REVIEW_MESSAGES.authRequired.description);
        }
      },
      schema: {
        tags: ['reviews'],
        consumes: ['multipart/form-data'],
        response: { 201: UploadProofResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const noFile = () =>
        AppError.badRequest('NO_FILE', UPLOAD_MESSAGES.noFileSelected.description, {
          field: 'file',
        });
      if (!request.isMultipart()) throw noFile();
      await checkUploadQuota(app.database.db, user.id);
      const part = await request.file().catch((err: unknown) => {
        /* Limits the parser enforces carry their own 4xx status; anything else is a bad body. */
        if ((err as { statusCode?: number }).statusCode === 413) throw err;
        throw malformedUpload();
      });
      if (part?.fieldname !== 'file') {
        part?.file.destroy();
        throw noFile();
      }
      const saved = await saveReviewProof(
        { db: app.database.db, storage: app.storage },
        user.id,
        part.file,
        { wasTruncated: () => part.file.truncated },
      );
      return reply.status(201).send(saved);
    },
  );
};
