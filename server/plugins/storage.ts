import { createHash, randomBytes } from 'node:crypto';
import {
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { SignedLinkResponse } from '../../common/contracts/reviews';
import { DOCUMENT_VIEWER_MESSAGES } from '../../common/messages/admin';
import { STORAGE_BUCKETS, stored_files } from '../db/schema';
import { AppError } from '../lib/app-error';
import { createS3Storage } from '../storage/s3-storage';
import {
  type Bucket,
  fileTooLargeError,
  isValidStorageKey,
  type Storage,
  writeCapped,
} from '../storage/storage-contract';
import { requireUser, rolesOf } from './auth';

export type { Bucket, Storage };
export { fileTooLargeError, isValidStorageKey };

/** Where review proofs live, at {user id}/{timestamp}-{uuid}.{ext} (public-side.md §7, decision 018). */
export const REVIEW_PROOF_BUCKET: Bucket = 'review-verification';

/** Lifetimes of a signed file link (provider-admin-side.md §9). */
export const FILE_LINK_LIFETIME_SECONDS = 600;
export const ADMIN_VIEWER_LINK_LIFETIME_SECONDS = 300;

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/* Unfinished writes; swept at start-up when a crash left them behind. */
const TEMP_DIR = '.tmp';
const STALE_TEMP_MS = 60 * 60 * 1000;

export function createLocalStorage(root: string): Storage {
  const resolve = (bucket: Bucket, key: string) => {
    if (!STORAGE_BUCKETS.includes(bucket)) throw new Error(`Unknown storage bucket: ${bucket}`);
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, bucket, ...key.split('/'));
  };

  return {
    async saveStream(bucket, key, source, { maxBytes }) {
      const target = resolve(bucket, key);
      const tempDir = path.join(root, TEMP_DIR);
      const temp = path.join(tempDir, randomBytes(12).toString('hex'));
      await mkdir(tempDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      try {
        const size = await writeCapped(source, temp, maxBytes);
        /* link() refuses an existing name, so two uploads can never overwrite each other. */
        await link(temp, target);
        return { size };
      } finally {
        await unlink(temp).catch(() => {});
      }
    },

    async openStream(bucket, key) {
      const file = resolve(bucket, key);
      try {
        const handle = await open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          throw AppError.notFound(DOCUMENT_VIEWER_MESSAGES.notAvailable, 'FILE_NOT_FOUND');
        }
        throw err;
      }
    },

    async remove(bucket, key) {
      await rm(resolve(bucket, key), { force: true });
    },

    async probe() {
      const dir = path.join(root, TEMP_DIR);
      const file = path.join(dir, `ready-${randomBytes(8).toString('hex')}`);
      const token = randomBytes(8).toString('hex');
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(file, token, { mode: 0o600 });
        if ((await readFile(file, 'utf8')) !== token) throw new Error('read back other bytes');
      } finally {
        await unlink(file).catch(() => undefined);
      }
    },
  };
}

async function sweepStaleTempFiles(root: string) {
  const tempDir = path.join(root, TEMP_DIR);
  const names = await readdir(tempDir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const file = path.join(tempDir, name);
    const info = await stat(file).catch(() => null);
    /* Only old ones: another process sharing DATA_DIR may be writing the young ones. */
    if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
  }
}

/* A key of its own for file links, derived from the auth secret, so a file token can never
 * be mistaken for anything Better Auth signs with the same secret, and vice versa. */
function linkKey(authSecret: string): Uint8Array {
  return createHash('sha256').update(`calmpath file link\0${authSecret}`).digest();
}

const LINK_AUDIENCE = 'calmpath:file';

/** Signs a link token for one stored file. `lifetimeSeconds` may be negative (tests). */
export async function signFileToken(
  authSecret: string,
  fileId: string,
  lifetimeSeconds: number,
  now: number = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now / 1000);
  const exp = issuedAt + lifetimeSeconds;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(fileId)
    .setAudience(LINK_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(linkKey(authSecret));
  return { token, expiresAt: new Date(exp * 1000) };
}

/* No link lives longer than the longest lifetime we hand out. */
const MAX_LINK_LIFETIME_SECONDS = Math.max(
  FILE_LINK_LIFETIME_SECONDS,
  ADMIN_VIEWER_LINK_LIFETIME_SECONDS,
);

/**
 * The file id a valid, unexpired token names; null for anything else. A token must say when it
 * was issued and when it expires, and may not live longer than MAX_LINK_LIFETIME_SECONDS: a
 * token without `exp` would be a link that never dies.
 */
export async function verifyFileToken(authSecret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, linkKey(authSecret), {
      algorithms: ['HS256'],
      audience: LINK_AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp'],
      maxTokenAge: MAX_LINK_LIFETIME_SECONDS,
    });
    const { sub, iat, exp } = payload;
    if (typeof sub !== 'string' || iat === undefined || exp === undefined) return null;
    if (exp - iat > MAX_LINK_LIFETIME_SECONDS) return null;
    return sub;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

const FileIdParams = z.object({ fileId: z.string().uuid() });
const LinkQuery = z.object({ viewer: z.enum(['document', 'admin']).optional() });
/* A wildcard, not `:token`: Fastify caps named parameters at 100 characters and a JWT is longer. */
const TokenParams = z.object({ '*': z.string().min(1).max(2048) });

/**
 * Decorates app.storage (local disk under DATA_DIR/storage, or the bucket STORAGE_URL names) and
 * mounts the two file routes: a signed-link issuer for owners and moderators, and the link
 * itself. Both drivers are served through our own signed links (decision 057).
 */
export async function registerStorage(app: FastifyInstance) {
  if (app.config.storage.kind === 's3') {
    const bucket = createS3Storage(app.config.storage);
    app.addHook('onClose', async () => bucket.destroy());
    app.decorate('storage', bucket);
  } else {
    const root = path.join(app.config.dataDir, 'storage');
    await mkdir(root, { recursive: true, mode: 0o700 });
    await sweepStaleTempFiles(root);
    app.decorate('storage', createLocalStorage(root));
  }

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/files/:fileId/link',
    {
      schema: {
        tags: ['files'],
        params: FileIdParams,
        querystring: LinkQuery,
        response: { 200: SignedLinkResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const [file] = await app.database.db
        .select({ id: stored_files.id, owner: stored_files.owner_user_id })
        .from(stored_files)
        .where(eq(stored_files.id, request.params.fileId));
      if (file?.owner !== user.id) {
        const roles = await rolesOf(app.database.db, user.id);
        if (!roles.includes('admin') && !roles.includes('moderator')) {
          throw AppError.forbidden(
            DOCUMENT_VIEWER_MESSAGES.accessDenied.description,
            'ACCESS_DENIED',
          );
        }
      }
      if (!file) throw AppError.notFound(DOCUMENT_VIEWER_MESSAGES.notAvailable, 'FILE_NOT_FOUND');
      const lifetime =
        request.query.viewer === 'admin'
          ? ADMIN_VIEWER_LINK_LIFETIME_SECONDS
          : FILE_LINK_LIFETIME_SECONDS;
      const { token, expiresAt } = await signFileToken(app.config.authSecret, file.id, lifetime);
      reply.header('Cache-Control', 'private, no-store');
      return { url: `/api/files/signed/${token}`, expiresAt: expiresAt.toISOString() };
    },
  );

  routes.get(
    '/api/files/signed/*',
    { schema: { tags: ['files'], params: TokenParams } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const fileId = await verifyFileToken(app.config.authSecret, request.params['*']);
      if (!fileId) {
        throw AppError.forbidden(
          'This document link has expired or is not valid. Please open the document again.',
          'LINK_INVALID',
        );
      }
      /* Only our own signer makes these; still, a subject that is no file id names no file. */
      if (!z.uuid().safeParse(fileId).success) {
        throw AppError.notFound(DOCUMENT_VIEWER_MESSAGES.notAvailable, 'FILE_NOT_FOUND');
      }
      const [file] = await app.database.db
        .select()
        .from(stored_files)
        .where(eq(stored_files.id, fileId));
      if (!file) throw AppError.notFound(DOCUMENT_VIEWER_MESSAGES.notAvailable, 'FILE_NOT_FOUND');
      const { stream, size } = await app.storage.openStream(file.bucket, file.key);
      /* Our own document viewer may frame the file; no other site may. */
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        reply.header(
          'Content-Security-Policy',
          csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        );
      }
      return reply
        .header('Content-Type', file.content_type)
        .header('Content-Length', size)
        .header('Content-Disposition', 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer')
        .send(stream);
    },
  );
}
