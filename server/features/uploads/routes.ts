import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UploadProofResponse } from '../../../common/contracts/reviews';
import { REVIEW_MESSAGES } from '../../../common/messages/review';
import { AppError } from '../../lib/app-error';
import { requireUser, sessionUser } from '../../plugins/auth';
import { noFileSelected, readFilePart, registerFileUploads } from './file-uploads';
import { checkUploadQuota, saveReviewProof } from './save-review-proof';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFileUploads(app);

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
      if (!request.isMultipart()) throw noFileSelected();
      await checkUploadQuota(app.database.db, user.id);
      const part = await readFilePart(request);
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
