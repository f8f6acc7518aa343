import { and, eq } from 'drizzle-orm';
import {
  type OwnStaffTraining,
  type StaffTrainingDocumentLink,
  todayIso,
} from '../../../common/contracts/staff-training';
import { STAFF_TRAINING_ERRORS } from '../../../common/messages/staff-training';
import type { Db } from '../../db/client';
import { staff_trainings, stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { ADMIN_VIEWER_LINK_LIFETIME_SECONDS, signFileToken } from '../../plugins/storage';
import { writeAudit } from '../audit/write-audit';
import { toOwnTraining, trainingNotFound } from './staff-trainings';

type Decision = { kind: 'verify' } | { kind: 'reject'; reason: string };

/**
 * An admin's or moderator's decision on a pending training, with its audit row in the same
 * transaction (decision 016). Verifying needs a document on file: the badge says it was checked.
 * A training decided already, or changed by the business meanwhile, is a 409.
 */
export async function decideTraining(
  db: Db,
  admin: SessionUser,
  id: string,
  decision: Decision,
  now = new Date(),
): Promise<OwnStaffTraining> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staff_trainings)
      .where(eq(staff_trainings.id, id))
      .for('update');
    if (!row) throw trainingNotFound();
    if (row.status !== 'pending') {
      throw AppError.conflict('STAFF_TRAINING_DECIDED', STAFF_TRAINING_ERRORS.alreadyDecided);
    }
    if (decision.kind === 'verify' && row.document_key === null) {
      throw AppError.conflict('STAFF_TRAINING_NO_DOCUMENT', STAFF_TRAINING_ERRORS.noDocument);
    }
    const today = todayIso(now);
    /* Verified already past its expiry, it never shows: there is no lapse to tell (decision 072). */
    const lapsed = row.expires_on !== null && row.expires_on < today;
    const [updated] = await tx
      .update(staff_trainings)
      .set(
        decision.kind === 'verify'
          ? {
              status: 'verified',
              verified_at: now,
              verified_by: admin.id,
              rejection_reason: null,
              lapse_noted_at: lapsed ? now : null,
            }
          : {
              status: 'rejected',
              verified_at: null,
              verified_by: admin.id,
              rejection_reason: decision.reason,
            },
      )
      .where(and(eq(staff_trainings.id, id), eq(staff_trainings.status, 'pending')))
      .returning();
    if (!updated) throw trainingNotFound();
    await writeAudit(tx, {
      admin,
      action: decision.kind === 'verify' ? 'verify_staff_training' : 'reject_staff_training',
      targetType: 'staff_training',
      targetId: id,
      notes:
        decision.kind === 'verify'
          ? `${row.name} (${row.issuer}), provider ${row.provider_id}`
          : `${row.name} (${row.issuer}), provider ${row.provider_id}: ${decision.reason}`,
    });
    return toOwnTraining(updated, today);
  });
}

const EXTENSIONS: Record<StaffTrainingDocumentLink['contentType'], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** A signed link to a training's document for the admin viewer, valid 5 minutes. */
export async function trainingDocumentLink(
  db: Db,
  authSecret: string,
  id: string,
): Promise<StaffTrainingDocumentLink> {
  const [row] = await db
    .select({ documentKey: staff_trainings.document_key })
    .from(staff_trainings)
    .where(eq(staff_trainings.id, id));
  if (!row) throw trainingNotFound();
  const notAvailable = () =>
    AppError.notFound(STAFF_TRAINING_ERRORS.documentNotAvailable, 'FILE_NOT_FOUND');
  if (!row.documentKey) throw notAvailable();
  const [file] = await db
    .select({
      id: stored_files.id,
      contentType: stored_files.content_type,
      removedAt: stored_files.removed_at,
    })
    .from(stored_files)
    .where(eq(stored_files.id, row.documentKey));
  const contentType = file?.contentType as StaffTrainingDocumentLink['contentType'] | undefined;
  if (!file || file.removedAt || !contentType || !(contentType in EXTENSIONS)) throw notAvailable();
  const { token, expiresAt } = await signFileToken(
    authSecret,
    file.id,
    ADMIN_VIEWER_LINK_LIFETIME_SECONDS,
  );
  return {
    url: `/api/files/signed/${token}`,
    expiresAt: expiresAt.toISOString(),
    contentType,
    fileName: `staff-training-${id}.${EXTENSIONS[contentType]}`,
  };
}
