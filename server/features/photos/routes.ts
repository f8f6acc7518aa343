import fastifyMultipart, { type MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProviderIdParams } from '../../../common/contracts/business';
import {
  BusinessPhoto,
  BusinessPhotosResponse,
  ModeratePhotoBody,
  ModeratePhotoResponse,
  PendingPhotosQuery,
  PendingPhotosResponse,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PER_PROVIDER,
  PHOTO_MESSAGES,
  PhotoDetailsBody,
  PhotoFileParams,
  PhotoIdParams,
  ProviderPhotoParams,
  PublicPhotosResponse,
  ReorderPhotosBody,
} from '../../../common/contracts/photos';
import { DbId } from '../../../common/contracts/primitives';
import { ProviderIdParams as PublicProviderIdParams } from '../../../common/contracts/providers';
import { AppError } from '../../lib/app-error';
import { requireUser, sessionUser } from '../../plugins/auth';
import { moderatorOnly, requireModerator } from '../admin-access/require-role';
import { cutOffRefusedUpload } from '../uploads/cut-off-refused-upload';
import { malformedUpload } from '../uploads/sniff-file-type';
import { addPhoto, checkPhotoCount, readPhotoUpload } from './add-photo';
import {
  deletePhoto,
  listBusinessPhotos,
  reorderPhotos,
  updatePhotoDetails,
} from './manage-photos';
import { listPendingPhotos, moderatePhoto } from './moderate-photos';
import { requirePhotoManager } from './photo-access';
import { findPhotoFile, listPublicPhotos } from './public-photos';

const noStore = { 'Cache-Control': 'private, no-store' };
/*
 * An approved photo's bytes never change under its URL (a new image is a new photo), but it
 * may be deleted or its business unlisted: an hour bounds how long a cache keeps showing it.
 */
const PUBLIC_PHOTO_CACHE = 'public, max-age=3600';

const noPhoto = () => AppError.badRequest('NO_FILE', PHOTO_MESSAGES.noFile, { field: 'file' });

const fieldValue = (part: { fields: Record<string, unknown> }, name: string) => {
  const field = part.fields[name] as MultipartValue<unknown> | undefined;
  if (field?.valueTruncated) return undefined;
  return typeof field?.value === 'string' ? field.value : undefined;
};

/**
 * The photo of a multipart upload: text fields `altText` and `caption` first, then `file`
 * (fields after the file are not read). The text is checked before the image is received.
 */
async function readPhotoPart(request: FastifyRequest) {
  if (!request.isMultipart()) throw noPhoto();
  const part = await request.file().catch((err: unknown) => {
    if ((err as { statusCode?: number }).statusCode === 413) throw err;
    throw malformedUpload();
  });
  if (part?.fieldname !== 'file') {
    part?.file.destroy();
    throw noPhoto();
  }
  const details = PhotoDetailsBody.safeParse({
    altText: fieldValue(part, 'altText') ?? '',
    caption: fieldValue(part, 'caption') ?? '',
  });
  if (!details.success) {
    part.file.destroy();
    const issue = details.error.issues[0];
    throw AppError.badRequest('VALIDATION_ERROR', issue?.message ?? PHOTO_MESSAGES.altRequired, {
      field: String(issue?.path[0] ?? 'altText'),
    });
  }
  return { part, details: details.data };
}

/** Photos and the what-to-expect story (decision 029). */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: {
      /* One byte over: our own counter refuses first, busboy's limit is the backstop. */
      fileSize: PHOTO_MAX_BYTES + 1,
      files: 1,
      fields: 4,
      fieldSize: 4 * 1024,
      parts: 5,
      headerPairs: 50,
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 && request.isMultipart()) cutOffRefusedUpload(request.raw);
  });

  const managerOf = async (request: FastifyRequest, providerId: number) => {
    const user = await requireUser(app, request);
    await requirePhotoManager(app.database.db, user, providerId);
    return user;
  };

  /* ---------- Public ---------- */

  app.get(
    '/api/providers/:id/photos',
    {
      schema: {
        tags: ['photos'],
        params: PublicProviderIdParams,
        response: { 200: PublicPhotosResponse },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(app, request);
      reply.headers(noStore);
      return { photos: await listPublicPhotos(app.database.db, user, request.params.id) };
    },
  );

  app.get(
    '/api/photos/:photoId/:size',
    { schema: { tags: ['photos'], params: PhotoFileParams } },
    async (request, reply) => {
      const user = await sessionUser(app, request);
      const { file, isPublic } = await findPhotoFile(
        app.database.db,
        user,
        request.params.photoId,
        request.params.size,
      );
      const { stream, size } = await app.storage.openStream(file.bucket, file.key);
      return reply
        .header('Cache-Control', isPublic ? PUBLIC_PHOTO_CACHE : 'private, no-store')
        .header('Content-Type', file.content_type)
        .header('Content-Length', size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(stream);
    },
  );

  /* ---------- Business dashboard ---------- */

  app.get(
    '/api/business/providers/:providerId/photos',
    {
      schema: {
        tags: ['photos'],
        params: ProviderIdParams,
        response: { 200: BusinessPhotosResponse },
      },
    },
    async (request, reply) => {
      await managerOf(request, request.params.providerId);
      reply.headers(noStore);
      return {
        photos: await listBusinessPhotos(app.database.db, request.params.providerId),
        maxPhotos: PHOTO_MAX_PER_PROVIDER,
      };
    },
  );

  app.post(
    '/api/business/providers/:providerId/photos',
    {
      /* Before the body is read: a refused upload is not received. */
      onRequest: async (request) => {
        const user = await sessionUser(app, request);
        if (!user) throw AppError.unauthorized();
        const id = DbId.safeParse((request.params as { providerId?: unknown }).providerId);
        if (!id.success) throw AppError.badRequest('VALIDATION_ERROR', 'Invalid provider id.');
        await requirePhotoManager(app.database.db, user, id.data);
        await checkPhotoCount(app.database.db, id.data);
      },
      schema: {
        tags: ['photos'],
        consumes: ['multipart/form-data'],
        params: ProviderIdParams,
        response: { 201: BusinessPhoto },
      },
    },
    async (request, reply) => {
      const user = await managerOf(request, request.params.providerId);
      const { part, details } = await readPhotoPart(request);
      const image = await readPhotoUpload(part.file, () => part.file.truncated);
      const photo = await addPhoto({
        db: app.database.db,
        storage: app.storage,
        user,
        providerId: request.params.providerId,
        image,
        details,
      });
      return reply.status(201).send(photo);
    },
  );

  app.patch(
    '/api/business/providers/:providerId/photos/:photoId',
    {
      schema: {
        tags: ['photos'],
        params: ProviderPhotoParams,
        body: PhotoDetailsBody,
        response: { 200: z.object({ photo: BusinessPhoto, backToReview: z.boolean() }) },
      },
    },
    async (request) => {
      await managerOf(request, request.params.providerId);
      return updatePhotoDetails(
        app.database.db,
        request.params.providerId,
        request.params.photoId,
        request.body,
      );
    },
  );

  app.put(
    '/api/business/providers/:providerId/photos/order',
    {
      schema: {
        tags: ['photos'],
        params: ProviderIdParams,
        body: ReorderPhotosBody,
        response: { 200: BusinessPhotosResponse },
      },
    },
    async (request) => {
      await managerOf(request, request.params.providerId);
      return {
        photos: await reorderPhotos(
          app.database.db,
          request.params.providerId,
          request.body.photoIds,
        ),
        maxPhotos: PHOTO_MAX_PER_PROVIDER,
      };
    },
  );

  app.delete(
    '/api/business/providers/:providerId/photos/:photoId',
    { schema: { tags: ['photos'], params: ProviderPhotoParams } },
    async (request, reply) => {
      await managerOf(request, request.params.providerId);
      await deletePhoto(
        app.database.db,
        app.storage,
        request.params.providerId,
        request.params.photoId,
      );
      return reply.status(204).send();
    },
  );

  /* ---------- Photo moderation (moderators and admins, decisions 016, 041) ---------- */

  app.get(
    '/api/admin/photos/pending',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: ['admin'],
        querystring: PendingPhotosQuery,
        response: { 200: PendingPhotosResponse },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listPendingPhotos(app.database.db, request.query);
    },
  );

  app.post(
    '/api/admin/photos/:photoId/moderate',
    {
      onRequest: moderatorOnly(app),
      schema: {
        tags: ['admin'],
        params: PhotoIdParams,
        body: ModeratePhotoBody,
        response: { 200: ModeratePhotoResponse },
      },
    },
    async (request) => {
      const admin = await requireModerator(app, request);
      const { moderatedAt } = await moderatePhoto(
        app.database.db,
        admin,
        request.params.photoId,
        request.body,
      );
      return {
        id: request.params.photoId,
        status: request.body.status,
        moderatedAt: moderatedAt.toISOString(),
      };
    },
  );
};
