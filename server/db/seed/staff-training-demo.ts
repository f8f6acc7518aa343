import { Readable } from 'node:stream';
import { and, asc, eq, ne } from 'drizzle-orm';
import { todayIso } from '../../../common/contracts/staff-training';
import { recomputeVisitBits } from '../../features/quiet-hours/visit-bits';
import type { Storage } from '../../plugins/storage';
import type { Db } from '../client';
import { providers, staff_trainings, stored_files } from '../schema';
import { DEMO_OWNER_PROVIDER_ID } from './seed';
import { demoPdf } from './verification-demo';

/*
 * Staff training for trying the Profile tab, the verification tab's checks and the public badge
 * (decision 071): the demo owner's business has one verified training (with its badge) and one
 * waiting to be checked; another listed place has one that expired (shown to nobody). Expiries
 * are counted from the day the seed runs, so the verified one stays current.
 */

export const STAFF_TRAINING_DEMO = {
  verified: 'Autism Acceptance Training',
  pending: 'Sensory-Friendly Service Certificate',
  expired: 'Calm Clinic Foundations',
} as const;

const BUCKET = 'provider-verification';

async function storeCertificate(db: Db, storage: Storage, providerId: number, name: string) {
  const key = `staff-training/${providerId}/demo-${name.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`;
  const data = demoPdf(`CalmPath demo certificate: ${name}`);
  await storage.remove(BUCKET, key);
  await storage.saveStream(BUCKET, key, Readable.from([data]), { maxBytes: 5 * 1024 * 1024 });
  const [file] = await db
    .insert(stored_files)
    .values({ bucket: BUCKET, key, content_type: 'application/pdf', size_bytes: data.length })
    .returning({ id: stored_files.id });
  if (!file) throw new Error('stored_files insert returned no row');
  return file.id;
}

const yearsFrom = (now: Date, years: number) =>
  todayIso(new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), 1)));

/** Adds the demo trainings (after seedDatabase, which lists the owner's business). */
export async function seedStaffTrainingDemo(db: Db, storage: Storage, now = new Date()) {
  const [own] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, DEMO_OWNER_PROVIDER_ID));
  const [elsewhere] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(ne(providers.id, DEMO_OWNER_PROVIDER_ID), eq(providers.accommodation_status, 'verified')),
    )
    .orderBy(asc(providers.id))
    .limit(1);
  if (!own) return;
  const rows: (typeof staff_trainings.$inferInsert)[] = [
    {
      provider_id: own.id,
      name: STAFF_TRAINING_DEMO.verified,
      issuer: 'Autism Society of Texas',
      completed_on: '2025-03-14',
      expires_on: yearsFrom(now, 2),
      document_key: await storeCertificate(db, storage, own.id, STAFF_TRAINING_DEMO.verified),
      status: 'verified',
      verified_at: now,
      verified_by: 'demo-admin',
    },
    {
      provider_id: own.id,
      name: STAFF_TRAINING_DEMO.pending,
      issuer: 'Sensory Inclusion Network',
      completed_on: '2025-05-02',
      expires_on: yearsFrom(now, 3),
      document_key: await storeCertificate(db, storage, own.id, STAFF_TRAINING_DEMO.pending),
    },
  ];
  if (elsewhere) {
    rows.push({
      provider_id: elsewhere.id,
      name: STAFF_TRAINING_DEMO.expired,
      issuer: 'Calm Care Academy',
      completed_on: '2022-09-10',
      expires_on: '2024-09-10',
      document_key: await storeCertificate(db, storage, elsewhere.id, STAFF_TRAINING_DEMO.expired),
      status: 'verified',
      verified_at: new Date('2022-09-20T10:00:00Z'),
      verified_by: 'demo-admin',
      /* Lapsed long ago: old news, never sent to followers (decision 072). */
      lapse_noted_at: new Date('2024-09-11T00:00:00Z'),
    });
  }
  await db.insert(staff_trainings).values(rows);
  await recomputeVisitBits(
    db,
    rows.map((r) => r.provider_id),
    now,
  );
}
