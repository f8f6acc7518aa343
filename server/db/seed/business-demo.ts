import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, eq, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import { createBusinessLink } from '../../features/business/create-business-link';
import type { Storage } from '../../plugins/storage';
import type { Db, Tx } from '../client';
import { accounts, users } from '../schema/auth';
import { profiles, providers, user_roles, VERIFICATION_STATUSES } from '../schema/directory';
import { stored_files } from '../schema/system';
import { DEMO_BASE_DATE } from './demo-time';
import { DEMO_OWNER_PROVIDER_ID, DEMO_PASSWORD } from './seed';

/**
 * The business side of the demo (decisions 012 and 019), loaded after seedDatabase:
 * - owner@calmpath.local administers one business in each verification state (unverified,
 *   pending with a document, verified with ratings, rejected), so every dashboard badge and the
 *   business switcher can be seen;
 * - unlinked@calmpath.local is a business account with no business ('No Provider Account Found');
 * - outside production, one live signup link and one live upload link, written to
 *   DATA_DIR/demo-links.json, so the signup and upload pages can be tried (and the
 *   browser tests can use them) before the admin panel has sent any e-mail.
 * Everything but the two random tokens is deterministic.
 */

export const DEMO_OWNER_ID = 'demo-owner';

export const DEMO_UNLINKED_ACCOUNT = {
  id: 'demo-unlinked',
  email: 'unlinked@calmpath.local',
  password: DEMO_PASSWORD,
  name: 'Uma Unlinked',
  role: 'business_admin',
} as const;

export const DEMO_DOCUMENT_NOTE = 'Our state professional license is attached.';

/* A one-page PDF small enough to keep in the source. */
export const DEMO_DOCUMENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export type DemoLink = { providerId: number; url: string };
export type BusinessDemo = {
  /** The owner's business in each verification state. */
  ownerProviders: Record<VerificationStatus, number>;
  /** Only outside production. */
  links?: { signup: DemoLink; upload: DemoLink };
};

async function firstProvider(tx: Tx, where: SQL | undefined): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(where)
    .orderBy(asc(providers.id))
    .limit(1);
  return row?.id;
}

async function pickOwnerProviders(tx: Tx): Promise<Record<VerificationStatus, number>> {
  const [first] = await tx
    .select({ status: providers.verification_status })
    .from(providers)
    .where(eq(providers.id, DEMO_OWNER_PROVIDER_ID));
  const picked: Partial<Record<VerificationStatus, number>> = {};
  if (first) picked[first.status] = DEMO_OWNER_PROVIDER_ID;
  for (const status of VERIFICATION_STATUSES) {
    if (picked[status]) continue;
    const id = await firstProvider(
      tx,
      and(
        isNull(providers.business_admin_user_id),
        eq(providers.verification_status, status),
        /* The verified one shows the metrics, which need ratings. */
        status === 'verified' ? isNotNull(providers.average_rating) : undefined,
      ),
    );
    if (id === undefined) throw new Error(`Demo data has no free provider that is ${status}`);
    picked[status] = id;
  }
  return picked as Record<VerificationStatus, number>;
}

export async function seedBusinessDemo(
  db: Db,
  opts: { storage?: Storage; siteUrl?: string } = {},
): Promise<BusinessDemo> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = DEMO_BASE_DATE;
  const requestedAt = new Date(DEMO_BASE_DATE.getTime() - 3 * 86_400_000);

  return db.transaction(async (tx) => {
    const ownerProviders = await pickOwnerProviders(tx);
    for (const id of Object.values(ownerProviders)) {
      await tx
        .update(providers)
        .set({ business_admin_user_id: DEMO_OWNER_ID })
        .where(eq(providers.id, id));
    }

    const pendingId = ownerProviders.pending;
    const documentKey = `${pendingId}/demo-business-license.pdf`;
    const [file] = await tx
      .insert(stored_files)
      .values({
        bucket: 'provider-verification',
        key: documentKey,
        owner_user_id: DEMO_OWNER_ID,
        content_type: 'application/pdf',
        size_bytes: DEMO_DOCUMENT_PDF.length,
        created_at: requestedAt,
      })
      .returning({ id: stored_files.id });
    await tx
      .update(providers)
      .set({
        verification_document_url: file?.id,
        verification_notes: DEMO_DOCUMENT_NOTE,
        verification_requested_at: requestedAt,
        verification_requested_by: DEMO_OWNER_ID,
      })
      .where(eq(providers.id, pendingId));

    const a = DEMO_UNLINKED_ACCOUNT;
    await tx.insert(users).values({
      id: a.id,
      name: a.name,
      email: a.email,
      emailVerified: true,
      createdAt: created,
      updatedAt: created,
    });
    await tx.insert(accounts).values({
      id: `${a.id}-credential`,
      accountId: a.id,
      providerId: 'credential',
      userId: a.id,
      password: passwordHash,
      createdAt: created,
      updatedAt: created,
    });
    await tx
      .insert(profiles)
      .values({ id: a.id, email: a.email, full_name: a.name, created_at: created });
    await tx.insert(user_roles).values({ user_id: a.id, role: a.role, created_at: created });

    if (opts.storage) {
      await opts.storage
        .saveStream('provider-verification', documentKey, Readable.from([DEMO_DOCUMENT_PDF]), {
          maxBytes: DEMO_DOCUMENT_PDF.length,
        })
        .catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'EEXIST') throw err;
        });
    }

    if (!opts.siteUrl) return { ownerProviders };
    const free = isNull(providers.business_admin_user_id);
    const signupId = await firstProvider(
      tx,
      and(
        free,
        isNotNull(providers.contact_email),
        eq(providers.verification_status, 'verified'),
        eq(providers.accommodation_status, 'verified'),
      ),
    );
    const uploadId = await firstProvider(
      tx,
      and(
        free,
        eq(providers.verification_status, 'pending'),
        isNotNull(providers.verification_notes),
        ne(providers.id, pendingId),
      ),
    );
    if (signupId === undefined || uploadId === undefined) return { ownerProviders };
    const siteUrl = opts.siteUrl;
    const link = async (providerId: number, kind: 'signup' | 'upload') => ({
      providerId,
      url: await createBusinessLink(tx, { providerId, kind, siteUrl }),
    });
    return {
      ownerProviders,
      links: { signup: await link(signupId, 'signup'), upload: await link(uploadId, 'upload') },
    };
  });
}

export const DEMO_LINKS_FILE = 'demo-links.json';

/**
 * After demo data is loaded: the business demo, plus (outside production) its two links in
 * DATA_DIR/demo-links.json (readable by the owner only, like DATA_DIR/auth-secret), which the
 * log names.
 */
export async function loadBusinessDemo(input: {
  db: Db;
  storage: Storage;
  config: { env: string; siteUrl: string; dataDir: string };
  log: (message: string) => void;
}): Promise<BusinessDemo> {
  const production = input.config.env === 'production';
  const demo = await seedBusinessDemo(input.db, {
    storage: input.storage,
    siteUrl: production ? undefined : input.config.siteUrl,
  });
  if (demo.links) {
    await writeFile(
      path.join(input.config.dataDir, DEMO_LINKS_FILE),
      `${JSON.stringify(demo.links, null, 2)}\n`,
      { mode: 0o600 },
    );
    /* Not the links themselves: the log is no place for a credential (decision 036). */
    input.log(
      `Demo business links (single use, 7 days): ${path.join(input.config.dataDir, DEMO_LINKS_FILE)}`,
    );
  }
  return demo;
}
