import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  mail_log,
  mail_outbox,
  moderation_logs,
  providers,
  review_helpful_votes,
  reviews,
  stored_files,
  users,
  verifications,
} from '../../../db/schema/index';
import { REVIEW_PROOF_BUCKET, type Storage } from '../../../plugins/storage';
import { deleteFileRows, removeFiles } from './own-pending-review';

/** What a deleted account's published reviews are shown as (decision 025). */
export const ANONYMOUS_REVIEWER = 'Anonymous';
/** What an audit note that named a deleted account says in its place (decision 038). */
export const DELETED_ACCOUNT_MARKER = '[deleted account]';

/**
 * Deletes a member's account as the privacy page says (docs/decisions/025): the account, its
 * sessions and sign-in methods, profile, favourites, roles, needs card and helpful votes go with
 * the users row (ON DELETE CASCADE); reviews that were never published are deleted; published
 * reviews stay, anonymised (no account, 'Anonymous', no proof), so the businesses' scores and
 * the other members' votes keep their meaning; review proofs and every other upload of theirs in
 * the review bucket are deleted; pending tokens and mail addressed to them are removed (the
 * outbox worker drops a send that was under way). Moderation records keep what they recorded,
 * without the link to the account (SET NULL) or its address; every column that names a user
 * is SET NULL or CASCADE (decision 038: nothing of the person is left).
 */
export async function deleteAccount(db: Db, storage: Storage, userId: string) {
  const removed = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account) return [];

    /* Their helpful votes go with the account: the counts they added go too. */
    await tx
      .update(reviews)
      .set({ helpful_count: sql`greatest(${reviews.helpful_count} - 1, 0)` })
      .where(
        inArray(
          reviews.id,
          tx
            .select({ id: review_helpful_votes.review_id })
            .from(review_helpful_votes)
            .where(eq(review_helpful_votes.user_id, userId)),
        ),
      );

    const own = await tx
      .select({ id: reviews.id, status: reviews.status, proof: reviews.verification_document_url })
      .from(reviews)
      .where(eq(reviews.user_id, userId));
    const unpublished = own.filter((r) => r.status !== 'approved').map((r) => r.id);
    if (unpublished.length > 0) await tx.delete(reviews).where(inArray(reviews.id, unpublished));
    await tx
      .update(reviews)
      .set({
        user_id: null,
        reviewer_name: ANONYMOUS_REVIEWER,
        verification_document_url: null,
        verification_document_type: null,
      })
      .where(eq(reviews.user_id, userId));

    const uploads = await tx
      .select({ id: stored_files.id })
      .from(stored_files)
      .where(
        and(eq(stored_files.owner_user_id, userId), eq(stored_files.bucket, REVIEW_PROOF_BUCKET)),
      );
    const proofIds = own.map((r) => r.proof).filter((p): p is string => p !== null);
    const files = await deleteFileRows(tx, [
      ...new Set([...uploads.map((u) => u.id), ...proofIds]),
    ]);

    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, userId),
          like(verifications.identifier, `signup-credential:${userId}:%`),
        ),
      );
    const address = account.email.toLowerCase();
    await tx.delete(mail_outbox).where(sql`lower(${mail_outbox.to_address}) = ${address}`);
    await tx.delete(mail_log).where(sql`lower(${mail_log.to_address}) = ${address}`);
    /*
     * The moderation record stays (the privacy page), anonymised (decision 038): what they decided
     * loses their address, and a note that names them (a 'link_user' audit) names a marker instead.
     */
    await tx
      .update(moderation_logs)
      .set({ admin_email: null })
      .where(
        or(
          eq(moderation_logs.admin_user_id, userId),
          sql`lower(${moderation_logs.admin_email}) = ${address}`,
        ),
      );
    await tx
      .update(moderation_logs)
      .set({
        admin_notes: sql`replace(replace(${moderation_logs.admin_notes}, ${account.email}, ${DELETED_ACCOUNT_MARKER}), ${userId}, ${DELETED_ACCOUNT_MARKER})`,
      })
      .where(
        sql`position(${account.email} in ${moderation_logs.admin_notes}) > 0 or position(${userId} in ${moderation_logs.admin_notes}) > 0`,
      );
    /* A listing whose contact address is theirs keeps everything else. */
    await tx
      .update(providers)
      .set({ contact_email: null })
      .where(sql`lower(${providers.contact_email}) = ${address}`);
    await tx.delete(users).where(eq(users.id, userId));
    return files;
  });
  await removeFiles(storage, removed);
}
