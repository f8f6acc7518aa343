import { eq, inArray, sql } from 'drizzle-orm';
import type {
  MergePlacesBody,
  MergePlacesResponse,
} from '../../../common/contracts/place-duplicates';
import { PLACE_DUPLICATES_MESSAGES } from '../../../common/messages/place-duplicates';
import type { Db, Tx } from '../../db/client';
import { place_merges, providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { writeAudit } from '../audit/write-audit';
import { recomputeProviderStats } from '../providers/recompute-provider-stats';
import { recomputeVisitBits } from '../quiet-hours/visit-bits';
import { lockOpenPair } from './lock-open-pair';

const M = PLACE_DUPLICATES_MESSAGES;

/*
 * Every column of the schema that references providers(id), each moved to the survivor by one
 * statement below. merge-places.test.ts reads the database's foreign keys and fails on one that
 * this list does not name: a new table that points at a place must say here what a merge does
 * with its rows, or a merge would delete them with the removed listing (ON DELETE CASCADE).
 */
export const PROVIDER_REFERENCES = [
  'reviews.provider_id',
  'favorites.provider_id',
  'provider_photos.provider_id',
  'provider_profile_stats.provider_id',
  'business_signup_tokens.provider_id',
  'upload_tokens.provider_id',
  'place_duplicate_pairs.first_provider_id',
  'place_duplicate_pairs.second_provider_id',
  'place_merges.survivor_provider_id',
  'staff_trainings.provider_id',
  'quiet_hours.provider_id',
  'visit_threads.provider_id',
  'provider_contact_options.provider_id',
  'needs_card_sends.provider_id',
  'place_changes.provider_id',
  'place_follows.provider_id',
] as const;
export type ProviderReference = (typeof PROVIDER_REFERENCES)[number];

type Provider = typeof providers.$inferSelect;

/* How far a listing's verification went: the merged listing keeps the further one. */
const VERIFICATION_RANK = { unverified: 0, rejected: 1, pending: 2, verified: 3 } as const;

async function rowCount(tx: Tx, query: ReturnType<typeof sql>): Promise<number> {
  const result = await tx.execute(query);
  return Number(result.rowCount ?? 0);
}

/**
 * What the survivor becomes: its own fields, with what it lacks taken from the removed listing
 * (phone, e-mail, website, hours, description, accommodations, documents, the business account,
 * an active promotion, the further verification, the registry identity when it has none).
 */
function mergedFields(keep: Provider, drop: Provider): Partial<typeof providers.$inferInsert> {
  const dropVerification =
    VERIFICATION_RANK[drop.verification_status] > VERIFICATION_RANK[keep.verification_status];
  const verification = dropVerification ? drop : keep;
  const promotion =
    keep.promotion_status !== 'active' && drop.promotion_status === 'active' ? drop : keep;
  const takesIdentity = keep.source === null && drop.source !== null;
  const identity = takesIdentity ? drop : keep;
  const accommodations = keep.accommodations === '' ? drop : keep;
  return {
    contact_phone: keep.contact_phone ?? drop.contact_phone,
    contact_email: keep.contact_email ?? drop.contact_email,
    website: keep.website ?? drop.website,
    business_hours: keep.business_hours ?? drop.business_hours,
    description: keep.description ?? drop.description,
    location_count: keep.location_count ?? drop.location_count,
    family_feedback: keep.family_feedback ?? drop.family_feedback,
    submitted_by_user_id: keep.submitted_by_user_id ?? drop.submitted_by_user_id,
    consent_verification: keep.consent_verification || drop.consent_verification,
    accommodations: accommodations.accommodations,
    accommodations_declared_at: accommodations.accommodations_declared_at,
    document_verified_accommodations:
      verification.document_verified_accommodations ??
      keep.document_verified_accommodations ??
      drop.document_verified_accommodations,
    verification_status: verification.verification_status,
    verified: verification.verified,
    verified_at: verification.verified_at,
    verification_document_url:
      verification.verification_document_url ??
      keep.verification_document_url ??
      drop.verification_document_url,
    verification_notes: verification.verification_notes ?? keep.verification_notes,
    verification_requested_at:
      verification.verification_requested_at ?? keep.verification_requested_at,
    verification_requested_by:
      verification.verification_requested_by ?? keep.verification_requested_by,
    accommodation_status:
      keep.accommodation_status === 'verified' || drop.accommodation_status === 'verified'
        ? 'verified'
        : keep.accommodation_status,
    business_admin_user_id: keep.business_admin_user_id ?? drop.business_admin_user_id,
    promotion_tier: promotion.promotion_tier,
    promotion_status: promotion.promotion_status,
    monthly_promotion_fee: promotion.monthly_promotion_fee,
    promotion_expires_at: promotion.promotion_expires_at,
    source: identity.source,
    external_id: identity.external_id,
    source_date: identity.source_date,
    registry_status: identity.registry_status,
    /*
     * A merged listing holds what families or the business gave it: a later import only moves
     * its registry date, never rewrites its fields (decision 059's linked listings).
     */
    registry_linked:
      identity.source !== null &&
      (keep.registry_linked ||
        drop.registry_linked ||
        keep.source === null ||
        drop.source === null),
  };
}

/**
 * Merge (decision 063): the pair's other listing becomes part of the one the admin keeps, in one
 * transaction. Every row that points at the removed listing moves to the survivor (reviews,
 * favourites, photos, signup and upload links, other pairs, earlier merges); a member who
 * favourited both keeps one favourite, and a member with a live review of each keeps the
 * survivor's live (the other is kept, rejected with a note). The survivor fills what it lacks
 * from the removed listing; the removed row is kept whole in place_merges, with the registry
 * record it stood for, so its old address and a re-import both lead to the survivor. Audited.
 */
export async function mergePlaces(
  db: Db,
  input: { admin: SessionUser; pairId: number } & MergePlacesBody,
): Promise<MergePlacesResponse> {
  return db.transaction(async (tx) => {
    const pair = await lockOpenPair(tx, input.pairId);
    const ids = [pair.first_provider_id, pair.second_provider_id];
    if (!ids.includes(input.keepProviderId)) {
      throw AppError.badRequest('NOT_IN_PAIR', M.errors.notInPair);
    }
    const keepId = input.keepProviderId;
    const dropId = ids.find((id) => id !== keepId) as number;
    const rows = await tx
      .select()
      .from(providers)
      .where(inArray(providers.id, ids))
      .orderBy(providers.id)
      .for('update');
    const keep = rows.find((p) => p.id === keepId);
    const drop = rows.find((p) => p.id === dropId);
    if (!keep || !drop) throw AppError.notFound(M.errors.pairNotFound, 'PAIR_NOT_FOUND');
    if (
      keep.business_admin_user_id &&
      drop.business_admin_user_id &&
      keep.business_admin_user_id !== drop.business_admin_user_id
    ) {
      throw AppError.conflict('BOTH_CLAIMED', M.errors.bothClaimed);
    }

    const [snapshot] = (
      await tx.execute<{ row: Record<string, unknown> }>(
        sql`SELECT to_jsonb(p) AS row FROM providers p WHERE p.id = ${dropId}`,
      )
    ).rows;
    const removed =
      typeof snapshot?.row === 'string'
        ? (JSON.parse(snapshot.row) as Record<string, unknown>)
        : (snapshot?.row ?? {});

    const moved = {} as Record<ProviderReference, number>;
    /* One live review per member and place: the removed listing's gives way, kept but rejected. */
    await tx.execute(sql`
      UPDATE reviews r SET status = 'rejected',
        moderator_notes = ${M.mergedReviewNote(keepId)}, moderated_by = ${input.admin.id},
        moderated_at = now()
      WHERE r.provider_id = ${dropId} AND r.status IN ('pending', 'approved')
        AND EXISTS (SELECT 1 FROM reviews o WHERE o.provider_id = ${keepId}
                    AND o.user_id = r.user_id AND o.status IN ('pending', 'approved'))`);
    moved['reviews.provider_id'] = await rowCount(
      tx,
      sql`UPDATE reviews SET provider_id = ${keepId} WHERE provider_id = ${dropId}`,
    );
    /* A member who saved both keeps the one favourite. */
    await tx.execute(sql`
      DELETE FROM favorites f WHERE f.provider_id = ${dropId} AND EXISTS (
        SELECT 1 FROM favorites o WHERE o.provider_id = ${keepId} AND o.user_id = f.user_id)`);
    moved['favorites.provider_id'] = await rowCount(
      tx,
      sql`UPDATE favorites SET provider_id = ${keepId} WHERE provider_id = ${dropId}`,
    );
    /* The removed listing's photos follow the survivor's, in their own order. */
    moved['provider_photos.provider_id'] = await rowCount(
      tx,
      sql`
      UPDATE provider_photos SET provider_id = ${keepId},
        position = position + (SELECT coalesce(max(position) + 1, 0) FROM provider_photos
                               WHERE provider_id = ${keepId})
      WHERE provider_id = ${dropId}`,
    );
    /* Derived from the reviews: recomputed for the survivor below. */
    moved['provider_profile_stats.provider_id'] = 0;
    await tx.execute(sql`DELETE FROM provider_profile_stats WHERE provider_id = ${dropId}`);
    moved['business_signup_tokens.provider_id'] = await rowCount(
      tx,
      sql`UPDATE business_signup_tokens SET provider_id = ${keepId} WHERE provider_id = ${dropId}`,
    );
    moved['upload_tokens.provider_id'] = await rowCount(
      tx,
      sql`UPDATE upload_tokens SET provider_id = ${keepId} WHERE provider_id = ${dropId}`,
    );
    /*
     * The removed listing's other pairs become the survivor's (a pair kept apart stays kept
     * apart); a pair the survivor already has with that place wins; this pair ends here.
     */
    const pairsMoved = await rowCount(
      tx,
      sql`
      INSERT INTO place_duplicate_pairs (first_provider_id, second_provider_id, reason, status,
        created_at, decided_by, decided_at)
      SELECT least(${keepId}::int, o.other), greatest(${keepId}::int, o.other), o.reason, o.status,
        o.created_at, o.decided_by, o.decided_at
      FROM (
        SELECT CASE WHEN first_provider_id = ${dropId} THEN second_provider_id
                    ELSE first_provider_id END AS other, reason, status, created_at, decided_by,
               decided_at
        FROM place_duplicate_pairs
        WHERE (first_provider_id = ${dropId} OR second_provider_id = ${dropId})
          AND id <> ${pair.id}
      ) o
      WHERE o.other <> ${keepId}
      ON CONFLICT (first_provider_id, second_provider_id) DO NOTHING`,
    );
    await tx.execute(sql`
      DELETE FROM place_duplicate_pairs
      WHERE first_provider_id = ${dropId} OR second_provider_id = ${dropId}`);
    moved['place_duplicate_pairs.first_provider_id'] = pairsMoved;
    moved['place_duplicate_pairs.second_provider_id'] = 0;
    /* A listing merged into the removed one earlier now leads to the survivor (no chains). */
    moved['place_merges.survivor_provider_id'] = await rowCount(
      tx,
      sql`UPDATE place_merges SET survivor_provider_id = ${keepId} WHERE survivor_provider_id = ${dropId}`,
    );

    /*
     * What a family or the business arranged with the place (decisions 068–072): training records,
     * quiet hours, conversations, sent needs cards and changes recorded go with it. The removed
     * listing's booking link and text number count only where the survivor has none; a family's
     * second needs card or follow of the same place gives way to the one the survivor has.
     */
    for (const table of [
      'staff_trainings',
      'quiet_hours',
      'visit_threads',
      'place_changes',
    ] as const) {
      moved[`${table}.provider_id`] = await rowCount(
        tx,
        sql`UPDATE ${sql.identifier(table)} SET provider_id = ${keepId} WHERE provider_id = ${dropId}`,
      );
    }
    moved['provider_contact_options.provider_id'] = await rowCount(
      tx,
      sql`
      UPDATE provider_contact_options SET provider_id = ${keepId}
      WHERE provider_id = ${dropId}
        AND NOT EXISTS (SELECT 1 FROM provider_contact_options WHERE provider_id = ${keepId})`,
    );
    await tx.execute(sql`
      DELETE FROM needs_card_sends s WHERE s.provider_id = ${dropId} AND EXISTS (
        SELECT 1 FROM needs_card_sends o WHERE o.provider_id = ${keepId} AND o.user_id = s.user_id)`);
    moved['needs_card_sends.provider_id'] = await rowCount(
      tx,
      sql`UPDATE needs_card_sends SET provider_id = ${keepId} WHERE provider_id = ${dropId}`,
    );
    await tx.execute(sql`
      DELETE FROM place_follows f WHERE f.provider_id = ${dropId} AND EXISTS (
        SELECT 1 FROM place_follows o WHERE o.provider_id = ${keepId} AND o.user_id = f.user_id)`);
    moved['place_follows.provider_id'] = await rowCount(
      tx,
      sql`UPDATE place_follows SET provider_id = ${keepId} WHERE provider_id = ${dropId}`,
    );

    const fields = mergedFields(keep, drop);
    const identityMoved = fields.source === drop.source && fields.external_id === drop.external_id;
    await tx.delete(providers).where(eq(providers.id, dropId));
    await tx.update(providers).set(fields).where(eq(providers.id, keepId));
    await tx.insert(place_merges).values({
      removed_provider_id: dropId,
      survivor_provider_id: keepId,
      /* The registry record the survivor could not take over still leads a re-import to it. */
      source: identityMoved ? null : drop.source,
      external_id: identityMoved ? null : drop.external_id,
      removed,
      merged_by: input.admin.id,
    });
    await recomputeProviderStats(tx, [keepId]);
    await recomputeVisitBits(tx, [keepId]);
    await writeAudit(tx, {
      admin: input.admin,
      action: 'merge_places',
      targetType: 'provider',
      targetId: keepId,
      notes: `Merged place #${dropId} (${drop.name}) into #${keepId} (${keep.name}); moved ${Object.entries(
        moved,
      )
        .filter(([, n]) => n > 0)
        .map(([ref, n]) => `${n} ${ref.split('.')[0]}`)
        .join(', ')}`,
    });
    return { survivorId: keepId, survivorName: keep.name, removedId: dropId, moved };
  });
}
