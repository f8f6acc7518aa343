import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROOF_MAX_BYTES } from '../../../common/contracts/limits';
import { ProviderIdParams } from '../../../common/contracts/providers';
import {
  DeleteStaffTrainingResponse,
  OwnStaffTraining,
  OwnStaffTrainingsResponse,
  ProviderTrainingsParams,
  PublicStaffTrainingsResponse,
  RejectStaffTrainingBody,
  StaffTrainingBody,
  StaffTrainingDocumentLink,
  StaffTrainingIdParams,
  StaffTrainingQueueResponse,
} from '../../../common/contracts/staff-training';
import { PROFILE_MESSAGES } from '../../../common/messages/provider';
import { STAFF_TRAINING_ERRORS } from '../../../common/messages/staff-training';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireUser, sessionUser } from '../../plugins/auth';
import { perIpRateLimit } from '../../plugins/rate-limit';
import { moderatorOnly, requireModerator } from '../admin-access/require-role';
import { profileAccess } from '../provider-profile/get-provider-profile';
import { cutOffRefusedUpload } from '../uploads/cut-off-refused-upload';
import { malformedUpload } from '../uploads/sniff-file-type';
import { documentUploadLimits } from '../verification-documents/document-upload-limits';
import { decideTraining, trainingDocumentLink } from './decide-training';
import { refreshTrainedStaffFilter } from './refresh-filter';
import {
  createTraining,
  deleteTraining,
  listOwnTrainings,
  listPublicTrainings,
  listTrainingQueue,
  requireOwnTraining,
  updateTraining,
} from './staff-trainings';
import { removeTrainingDocument, saveTrainingDocument } from './training-document';

/* A business edits a handful of trainings; more than this in 15 minutes is a script. */
export const STAFF_TRAINING_WRITE_LIMIT = { max: 60, timeWindowMs: 15 * 60 * 1000 } as const;
const writeLimit = {
  rateLimit: perIpRateLimit(STAFF_TRAINING_WRITE_LIMIT, STAFF_TRAINING_ERRORS.rateLimited),
};
const noStore = { 'Cache-Control': 'private, no-store' };
const businessTags = ['business: staff training'];
const adminTags = ['admin: staff training'];

const noFile = () =>
  AppError.badRequest('NO_FILE', STAFF_TRAINING_ERRORS.noFile, { field: 'file' });

async function readFilePart(request: FastifyRequest) {
  if (!request.isMultipart()) throw noFile();
  const part = await request.file().catch((err: unknown) => {
    if ((err as { statusCode?: number }).statusCode === 413) throw err;
    throw malformedUpload();
  });
  if (part?.fieldname !== 'file') {
    part?.file.destroy();
    throw noFile();
  }
  return { source: part.file, wasTruncated: () => part.file.truncated };
}

/**
 * Staff training that can be checked (decision 071): the business lists its trainings with a
 * certificate, an admin or moderator verifies or rejects each (audited), and the public page
 * shows the verified ones until they expire.
 */
export const staffTrainingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: PROOF_MAX_BYTES + 1,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      parts: 3,
      headerPairs: 50,
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 && request.isMultipart()) cutOffRefusedUpload(request.raw);
  });
  const limitUploads = documentUploadLimits(app);
  const db = () => app.database.db;
  const refresh = (providerId: number) => refreshTrainedStaffFilter(db(), providerId);

  /* ---------- The public page ---------- */

  app.get(
    '/api/providers/:id/staff-trainings',
    {
      schema: {
        tags: ['providers'],
        params: ProviderIdParams,
        response: { 200: PublicStaffTrainingsResponse },
      },
    },
    async (request, reply) => {
      const viewer = await sessionUser(app, request);
      const [row] = await db()
        .select({
          accommodation_status: providers.accommodation_status,
          business_admin_user_id: providers.business_admin_user_id,
        })
        .from(providers)
        .where(eq(providers.id, request.params.id));
      const access = row ? await profileAccess(db(), row, viewer) : 'hidden';
      if (access === 'hidden') {
        throw AppError.notFound(PROFILE_MESSAGES.notFoundBody, 'PROVIDER_NOT_FOUND');
      }
      /* A preview of an unlisted business is for its owner and admins: never cached. */
      if (access === 'preview') reply.headers(noStore);
      return { trainings: await listPublicTrainings(db(), request.params.id) };
    },
  );

  /* ---------- The business dashboard ---------- */

  app.get(
    '/api/business/providers/:providerId/staff-trainings',
    {
      schema: {
        tags: businessTags,
        params: ProviderTrainingsParams,
        response: { 200: OwnStaffTrainingsResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.headers(noStore);
      return { trainings: await listOwnTrainings(db(), user, request.params.providerId) };
    },
  );

  app.post(
    '/api/business/providers/:providerId/staff-trainings',
    {
      config: writeLimit,
      schema: {
        tags: businessTags,
        params: ProviderTrainingsParams,
        body: StaffTrainingBody,
        response: { 201: OwnStaffTraining },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const saved = await createTraining(db(), user, request.params.providerId, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/business/staff-trainings/:id',
    {
      config: writeLimit,
      schema: {
        tags: businessTags,
        params: StaffTrainingIdParams,
        body: StaffTrainingBody,
        response: { 200: OwnStaffTraining },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      const saved = await updateTraining(db(), user, request.params.id, request.body);
      await refresh(saved.providerId);
      return saved;
    },
  );

  app.delete(
    '/api/business/staff-trainings/:id',
    {
      config: writeLimit,
      schema: {
        tags: businessTags,
        params: StaffTrainingIdParams,
        response: { 200: DeleteStaffTrainingResponse },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      const removed = await deleteTraining(db(), user, request.params.id);
      await removeTrainingDocument({ db: db(), storage: app.storage }, removed.document_key);
      await refresh(removed.provider_id);
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/business/staff-trainings/:id/document',
    {
      /* Before the body is read: someone else's training is refused without receiving the file. */
      onRequest: async (request, reply) => {
        const user = await sessionUser(app, request);
        if (!user) throw AppError.unauthorized();
        const id = StaffTrainingIdParams.safeParse(request.params);
        if (!id.success)
          throw AppError.notFound(STAFF_TRAINING_ERRORS.notFound, 'STAFF_TRAINING_NOT_FOUND');
        const training = await requireOwnTraining(db(), user, id.data.id);
        await limitUploads(db(), request, reply, {
          providerId: training.provider_id,
          userId: user.id,
        });
      },
      schema: {
        tags: businessTags,
        consumes: ['multipart/form-data'],
        params: StaffTrainingIdParams,
        response: { 201: OwnStaffTraining },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const training = await requireOwnTraining(db(), user, request.params.id);
      const part = await readFilePart(request);
      const saved = await saveTrainingDocument(
        { db: db(), storage: app.storage },
        {
          trainingId: training.id,
          providerId: training.provider_id,
          userId: user.id,
          ...part,
        },
      );
      await refresh(saved.providerId);
      return reply.status(201).send(saved);
    },
  );

  /* ---------- The admin panel ---------- */

  app.get(
    '/api/admin/staff-trainings',
    {
      onRequest: moderatorOnly(app),
      schema: { tags: adminTags, response: { 200: StaffTrainingQueueResponse } },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return listTrainingQueue(db());
    },
  );

  app.get(
    '/api/admin/staff-trainings/:id/document-link',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: adminTags,
        params: StaffTrainingIdParams,
        response: { 200: StaffTrainingDocumentLink },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return trainingDocumentLink(db(), app.config.authSecret, request.params.id);
    },
  );

  app.post(
    '/api/admin/staff-trainings/:id/verify',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: adminTags,
        params: StaffTrainingIdParams,
        response: { 200: OwnStaffTraining },
      },
    },
    async (request) => {
      const admin = await requireModerator(app, request);
      const decided = await decideTraining(db(), admin, request.params.id, { kind: 'verify' });
      await refresh(decided.providerId);
      return decided;
    },
  );

  app.post(
    '/api/admin/staff-trainings/:id/reject',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: adminTags,
        params: StaffTrainingIdParams,
        body: RejectStaffTrainingBody,
        response: { 200: OwnStaffTraining },
      },
    },
    async (request) => {
      const admin = await requireModerator(app, request);
      const decided = await decideTraining(db(), admin, request.params.id, {
        kind: 'reject',
        reason: request.body.reason,
      });
      await refresh(decided.providerId);
      return decided;
    },
  );
};
