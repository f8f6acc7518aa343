import { and, eq, isNull } from 'drizzle-orm';
import { type OwnStaffTraining, todayIso } from '../../../common/contracts/staff-training';
import type { Db } from '../../db/client';
import { staff_trainings, stored_files } from '../../db/schema';
import type { Storage } from '../../plugins/storage';
import { storeUpload } from '../uploads/store-upload';
import { PROVIDER_DOCUMENT_BUCKET } from '../verification-documents/document-quota';
import { toOwnTraining, trainingNotFound } from './staff-trainings';

/*
 * Training documents sit beside verification documents in the private bucket, in a folder of
 * their own (staff-training/{provider id}/…), so a new verification document, which retires the
 * files under {provider id}/, never touches them (decision 071).
 */
const folderOf = (providerId: number) => `staff-training/${providerId}`;

/**
 * Stores a training's certificate (PDF, JPEG or PNG judged by its content, up to 5 MB, through
 * storeUpload) and records it on the training, which goes back to 'pending': a new document is
 * checked anew. The one it replaces is deleted; its stored_files row stays, marked removed.
 * Who may upload is the caller's decision.
 */
export async function saveTrainingDocument(
  deps: { db: Db; storage: Storage },
  input: {
    trainingId: string;
    providerId: number;
    userId: string;
    source: AsyncIterable<Buffer>;
    wasTruncated?: () => boolean;
    now?: Date;
  },
): Promise<OwnStaffTraining> {
  const now = input.now ?? new Date();
  let replaced: { key: string } | undefined;
  let saved: typeof staff_trainings.$inferSelect | undefined;
  await storeUpload(deps.db, deps.storage, {
    bucket: PROVIDER_DOCUMENT_BUCKET,
    folder: folderOf(input.providerId),
    ownerUserId: input.userId,
    source: input.source,
    wasTruncated: input.wasTruncated,
    record: async (tx, file) => {
      const [current] = await tx
        .select({ documentKey: staff_trainings.document_key })
        .from(staff_trainings)
        .where(eq(staff_trainings.id, input.trainingId))
        .for('update');
      if (!current) throw trainingNotFound();
      [saved] = await tx
        .update(staff_trainings)
        .set({
          document_key: file.fileId,
          status: 'pending',
          verified_at: null,
          verified_by: null,
          rejection_reason: null,
          updated_at: now,
        })
        .where(eq(staff_trainings.id, input.trainingId))
        .returning();
      if (current.documentKey) {
        [replaced] = await tx
          .update(stored_files)
          .set({ removed_at: now })
          .where(and(eq(stored_files.id, current.documentKey), isNull(stored_files.removed_at)))
          .returning({ key: stored_files.key });
      }
    },
  });
  if (replaced) await deps.storage.remove(PROVIDER_DOCUMENT_BUCKET, replaced.key);
  if (!saved) throw trainingNotFound();
  return toOwnTraining(saved, todayIso(now));
}

/** Deletes a removed training's document from storage and marks its row removed. */
export async function removeTrainingDocument(
  deps: { db: Db; storage: Storage },
  documentKey: string | null,
) {
  if (!documentKey) return;
  const [file] = await deps.db
    .update(stored_files)
    .set({ removed_at: new Date() })
    .where(and(eq(stored_files.id, documentKey), isNull(stored_files.removed_at)))
    .returning({ key: stored_files.key });
  if (file) await deps.storage.remove(PROVIDER_DOCUMENT_BUCKET, file.key);
}
