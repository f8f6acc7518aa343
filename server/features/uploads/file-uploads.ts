import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROOF_MAX_BYTES } from '../../../common/contracts/limits';
import { UPLOAD_MESSAGES } from '../../../common/messages/business';
import { AppError } from '../../lib/app-error';
import { cutOffRefusedUpload } from './cut-off-refused-upload';
import { malformedUpload } from './sniff-file-type';

/**
 * Lets the routes of a plugin receive one file (the multipart parser is scoped to the plugin that
 * registers it). Every upload route shares these limits and the lingering close of refused
 * uploads.
 */
export async function registerFileUploads(app: FastifyInstance) {
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
}

export const noFileSelected = () =>
  AppError.badRequest('NO_FILE', UPLOAD_MESSAGES.noFileSelected.description, { field: 'file' });

/**
 * The multipart field `file`, not yet read: the caller streams it to storage. 400 NO_FILE when
 * the request is not a form or has no such field, 400 MALFORMED_UPLOAD for a broken body.
 */
export async function readFilePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw noFileSelected();
  const part = await request.file().catch((err: unknown) => {
    /* Limits the parser enforces carry their own 4xx status; anything else is a bad body. */
    if ((err as { statusCode?: number }).statusCode === 413) throw err;
    throw malformedUpload();
  });
  if (part?.fieldname !== 'file') {
    part?.file.destroy();
    throw noFileSelected();
  }
  return part;
}
