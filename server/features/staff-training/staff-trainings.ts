import { and, asc, count, eq, gte, isNull, or } from 'drizzle-orm';
import {
  type OwnStaffTraining,
  type PublicStaffTraining,
  STAFF_TRAININGS_PER_PROVIDER,
  type StaffTrainingBody,
  type StaffTrainingQueueItem,
  staffTrainingDateProblem,
  todayIso,
} from '../../../common/contracts/staff-training';
import {
  STAFF_TRAINING_ERRORS,
  STAFF_TRAINING_PROBLEMS,
} from '../../../common/messages/staff-training';
import type { Db, DbOrTx } from '../../db/client';
import { providers, staff_trainings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writtenLanguage } from '../../lib/written-language';
import type { SessionUser } from '../../plugins/auth';
import { requireManagedProvider } from '../business/business-providers';

type TrainingRow = typeof staff_trainings.$inferSelect;

export const trainingNotFound = () =>
  AppError.notFound(STAFF_TRAINING_ERRORS.notFound, 'STAFF_TRAINING_NOT_FOUND');

export function toOwnTraining(row: TrainingRow, today: string): OwnStaffTraining {
  return {
    id: row.id,
    providerId: row.provider_id,
    name: row.name,
    issuer: row.issuer,
    nameLang: writtenLanguage(row.name),
    issuerLang: writtenLanguage(row.issuer),
    completedOn: row.completed_on,
    expiresOn: row.expires_on,
    status: row.status,
    hasDocument: row.document_key !== null,
    expired: row.expires_on !== null && row.expires_on < today,
    rejectionReason: row.rejection_reason,
    verifiedAt: row.verified_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

function checkDates(body: StaffTrainingBody, today: string, isNew: boolean) {
  const found = staffTrainingDateProblem(body, today, isNew);
  if (found) {
    throw AppError.badRequest('INVALID_STAFF_TRAINING', STAFF_TRAINING_PROBLEMS[found.problem], {
      field: found.field,
    });
  }
}

/**
 * The training, if the user is the business admin of its provider: 404 for an unknown id, 403
 * (NOT_YOUR_PROVIDER, as every dashboard route) for another business's.
 */
export async function requireOwnTraining(db: Db, user: SessionUser, id: string) {
  const [row] = await db.select().from(staff_trainings).where(eq(staff_trainings.id, id));
  if (!row) throw trainingNotFound();
  await requireManagedProvider(db, user, row.provider_id);
  return row;
}

export async function listOwnTrainings(
  db: Db,
  user: SessionUser,
  providerId: number,
  now = new Date(),
): Promise<OwnStaffTraining[]> {
  await requireManagedProvider(db, user, providerId);
  const rows = await db
    .select()
    .from(staff_trainings)
    .where(eq(staff_trainings.provider_id, providerId))
    .orderBy(asc(staff_trainings.created_at), asc(staff_trainings.id));
  const today = todayIso(now);
  return rows.map((row) => toOwnTraining(row, today));
}

export async function createTraining(
  db: Db,
  user: SessionUser,
  providerId: number,
  body: StaffTrainingBody,
  now = new Date(),
): Promise<OwnStaffTraining> {
  await requireManagedProvider(db, user, providerId);
  const today = todayIso(now);
  checkDates(body, today, true);
  return db.transaction(async (tx) => {
    /* Locked: two requests at once cannot both pass the count. */
    await tx
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.id, providerId))
      .for('update');
    const [listed] = await tx
      .select({ n: count() })
      .from(staff_trainings)
      .where(eq(staff_trainings.provider_id, providerId));
    if ((listed?.n ?? 0) >= STAFF_TRAININGS_PER_PROVIDER) {
      throw AppError.conflict('TOO_MANY_STAFF_TRAININGS', STAFF_TRAINING_ERRORS.tooMany);
    }
    const [row] = await tx
      .insert(staff_trainings)
      .values({
        provider_id: providerId,
        name: body.name,
        issuer: body.issuer,
        completed_on: body.completedOn,
        expires_on: body.expiresOn,
      })
      .returning();
    if (!row) throw new Error('staff_trainings insert returned no row');
    return toOwnTraining(row, today);
  });
}

/**
 * An edit by the business: a change of name, issuer or dates sends a verified (or rejected)
 * training back to 'pending', since what was checked is no longer what is shown (decision 071).
 * An expiry already passed is allowed here (the record of an old course), not for a new one.
 */
export async function updateTraining(
  db: Db,
  user: SessionUser,
  id: string,
  body: StaffTrainingBody,
  now = new Date(),
): Promise<OwnStaffTraining> {
  const current = await requireOwnTraining(db, user, id);
  const today = todayIso(now);
  checkDates(body, today, false);
  const changed =
    current.name !== body.name ||
    current.issuer !== body.issuer ||
    current.completed_on !== body.completedOn ||
    current.expires_on !== body.expiresOn;
  if (!changed) return toOwnTraining(current, today);
  const [row] = await db
    .update(staff_trainings)
    .set({
      name: body.name,
      issuer: body.issuer,
      completed_on: body.completedOn,
      expires_on: body.expiresOn,
      status: 'pending',
      verified_at: null,
      verified_by: null,
      rejection_reason: null,
      /* A new expiry is a new date to lapse on (decision 072): its lapse is news again. */
      ...(current.expires_on !== body.expiresOn ? { lapse_noted_at: null } : {}),
      updated_at: now,
    })
    .where(eq(staff_trainings.id, id))
    .returning();
  if (!row) throw trainingNotFound();
  return toOwnTraining(row, today);
}

/** Removes the row; returns the document's stored file id for the caller to delete. */
export async function deleteTraining(db: Db, user: SessionUser, id: string) {
  const current = await requireOwnTraining(db, user, id);
  await db.delete(staff_trainings).where(eq(staff_trainings.id, id));
  return current;
}

/**
 * What families see: verified trainings of a public page whose expiry has not passed, judged
 * against today's date when read, so an expired one disappears on its own.
 */
export async function listPublicTrainings(
  db: DbOrTx,
  providerId: number,
  now = new Date(),
): Promise<PublicStaffTraining[]> {
  const rows = await db
    .select()
    .from(staff_trainings)
    .where(
      and(
        eq(staff_trainings.provider_id, providerId),
        eq(staff_trainings.status, 'verified'),
        or(isNull(staff_trainings.expires_on), gte(staff_trainings.expires_on, todayIso(now))),
      ),
    )
    .orderBy(asc(staff_trainings.completed_on), asc(staff_trainings.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    nameLang: writtenLanguage(row.name),
    issuerLang: writtenLanguage(row.issuer),
    completedOn: row.completed_on,
    expiresOn: row.expires_on,
  }));
}

export const STAFF_TRAINING_QUEUE_LIMIT = 50;

/** The admin panel's checks: pending trainings, oldest first (the first 50, and how many wait). */
export async function listTrainingQueue(
  db: Db,
  now = new Date(),
): Promise<{ items: StaffTrainingQueueItem[]; total: number }> {
  const pending = eq(staff_trainings.status, 'pending');
  const rows = await db
    .select({ training: staff_trainings, providerName: providers.name })
    .from(staff_trainings)
    .innerJoin(providers, eq(providers.id, staff_trainings.provider_id))
    .where(pending)
    .orderBy(asc(staff_trainings.created_at), asc(staff_trainings.id))
    .limit(STAFF_TRAINING_QUEUE_LIMIT);
  const [total] = await db.select({ n: count() }).from(staff_trainings).where(pending);
  const today = todayIso(now);
  return {
    items: rows.map((r) => ({ ...toOwnTraining(r.training, today), providerName: r.providerName })),
    total: total?.n ?? 0,
  };
}
