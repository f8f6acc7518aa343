import { desc, eq } from 'drizzle-orm';
import type { MyDataExport } from '../../../../common/contracts/account';
import type { Db } from '../../../db/client';
import {
  favorites,
  needs_cards,
  profiles,
  providers,
  review_helpful_votes,
  review_reports,
  users,
} from '../../../db/schema/index';
import { rolesOf } from '../../../plugins/auth';
import { listMyReviews } from './list-my-reviews';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything CalmPath holds about the signed-in member, and nothing about anyone else: each
 * query is filtered by their id. Private files are not embedded; a review says whether it had
 * one (the member uploaded it and still has it). Reviews are My reviews' own projection, so the
 * copy can never show more than the page does (a published review's moderator notes are the
 * moderators' own, decision 025).
 */
export async function exportMyData(db: Db, userId: string): Promise<MyDataExport> {
  const [[account], [profile], roles, favs, own, votes, reports, cards] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(profiles).where(eq(profiles.id, userId)),
    rolesOf(db, userId),
    db
      .select({
        providerId: favorites.provider_id,
        providerName: providers.name,
        savedAt: favorites.created_at,
      })
      .from(favorites)
      .innerJoin(providers, eq(providers.id, favorites.provider_id))
      .where(eq(favorites.user_id, userId))
      .orderBy(desc(favorites.created_at)),
    listMyReviews(db, userId),
    db.select().from(review_helpful_votes).where(eq(review_helpful_votes.user_id, userId)),
    db.select().from(review_reports).where(eq(review_reports.reporter_user_id, userId)),
    db.select().from(needs_cards).where(eq(needs_cards.user_id, userId)),
  ]);
  if (!account) throw new Error('the signed-in account has no users row');
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      email: account.email,
      name: account.name,
      emailVerified: account.emailVerified,
      createdAt: account.createdAt.toISOString(),
    },
    profile: profile
      ? {
          fullName: profile.full_name,
          zipCode: profile.zip_code,
          accommodations: profile.accommodations,
          calmMode: profile.calm_mode,
          createdAt: profile.created_at.toISOString(),
        }
      : null,
    roles,
    favourites: favs.map((f) => ({ ...f, savedAt: f.savedAt.toISOString() })),
    reviews: own,
    helpfulVotes: votes.map((v) => ({
      reviewId: v.review_id,
      votedAt: v.created_at.toISOString(),
    })),
    reports: reports.map((r) => ({
      id: r.id,
      reviewId: r.review_id,
      reason: r.reason,
      details: r.details,
      status: r.status,
      createdAt: iso(r.created_at),
    })),
    needsCards: cards.map((c) => ({
      accommodations: c.accommodations,
      note: c.note,
      communication: c.communication,
      displayName: c.display_name,
      shared: c.share_token_hash !== null,
      updatedAt: iso(c.updated_at),
    })),
  };
}
