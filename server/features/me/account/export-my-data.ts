import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { MyDataExport } from '../../../../common/contracts/account';
import type { Db } from '../../../db/client';
import {
  favorites,
  follow_preferences,
  needs_card_send_attempts,
  needs_card_sends,
  needs_cards,
  place_change_deliveries,
  place_changes,
  place_follows,
  profiles,
  providers,
  review_helpful_votes,
  review_reports,
  users,
  visit_messages,
  visit_thread_reports,
  visit_threads,
} from '../../../db/schema/index';
import { rolesOf } from '../../../plugins/auth';
import { listMyReviews } from './list-my-reviews';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything CalmPath holds about the signed-in member, and nothing about anyone else: each
 * query is filtered by their id (a thread's messages by the threads the member opened). Private files are not embedded; a review says whether it had
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
  const [follows, visits, sends] = await Promise.all([
    exportFollows(db, userId),
    exportVisitThreads(db, userId),
    exportNeedsCardSends(db, userId),
  ]);
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
    ...follows,
    visitThreads: visits,
    ...sends,
  };
}

/* The member's choice of change e-mails, the places followed one by one, the changes mailed. */
async function exportFollows(db: Db, userId: string) {
  const [[settings], places, mailed] = await Promise.all([
    db.select().from(follow_preferences).where(eq(follow_preferences.user_id, userId)),
    db
      .select({
        providerId: place_follows.provider_id,
        providerName: providers.name,
        followedAt: place_follows.created_at,
      })
      .from(place_follows)
      .innerJoin(providers, eq(providers.id, place_follows.provider_id))
      .where(eq(place_follows.user_id, userId))
      .orderBy(desc(place_follows.created_at)),
    db
      .select({
        providerId: place_changes.provider_id,
        providerName: providers.name,
        kind: place_changes.kind,
        mailedAt: place_change_deliveries.delivered_at,
      })
      .from(place_change_deliveries)
      .innerJoin(place_changes, eq(place_changes.id, place_change_deliveries.change_id))
      .innerJoin(providers, eq(providers.id, place_changes.provider_id))
      .where(eq(place_change_deliveries.user_id, userId))
      .orderBy(desc(place_change_deliveries.delivered_at), asc(place_changes.id)),
  ]);
  return {
    followSettings: settings
      ? {
          mode: settings.mode,
          followAllFavorites: settings.follow_all_favorites,
          followAllSince: iso(settings.follow_all_since),
          activeSince: settings.active_since.toISOString(),
          lastSentAt: iso(settings.last_sent_at),
        }
      : null,
    followedPlaces: places.map((p) => ({ ...p, followedAt: p.followedAt.toISOString() })),
    changesMailed: mailed.map((m) => ({ ...m, mailedAt: m.mailedAt.toISOString() })),
  };
}

/*
 * The threads the member opened, with every message in them (theirs and the business's
 * answers, by side: the business's own account is not the member's data) and the reports the
 * member made on them.
 */
async function exportVisitThreads(db: Db, userId: string) {
  const threads = await db
    .select({ thread: visit_threads, providerName: providers.name })
    .from(visit_threads)
    .innerJoin(providers, eq(providers.id, visit_threads.provider_id))
    .where(eq(visit_threads.member_user_id, userId))
    .orderBy(desc(visit_threads.created_at), desc(visit_threads.id));
  const ids = threads.map((r) => r.thread.id);
  const [messages, reports] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(visit_messages)
            .where(inArray(visit_messages.thread_id, ids))
            .orderBy(asc(visit_messages.id)),
          db
            .select()
            .from(visit_thread_reports)
            .where(
              and(
                inArray(visit_thread_reports.thread_id, ids),
                eq(visit_thread_reports.reporter_user_id, userId),
              ),
            )
            .orderBy(asc(visit_thread_reports.id)),
        ]);
  return threads.map(({ thread, providerName }) => ({
    id: thread.id,
    providerId: thread.provider_id,
    providerName,
    kind: thread.kind,
    preferredDays: thread.preferred_days,
    preferredTimes: thread.preferred_times,
    slotPreference: thread.slot_preference,
    shareEmail: thread.share_email,
    createdAt: thread.created_at.toISOString(),
    messages: messages
      .filter((m) => m.thread_id === thread.id)
      .map((m) => ({ from: m.author_side, body: m.body, sentAt: m.created_at.toISOString() })),
    myReports: reports
      .filter((r) => r.thread_id === thread.id)
      .map((r) => ({
        reason: r.reason,
        details: r.details,
        status: r.status,
        createdAt: r.created_at.toISOString(),
      })),
  }));
}

/* Needs cards sent ahead and not withdrawn, and the times of recent sends (withdrawn ones too). */
async function exportNeedsCardSends(db: Db, userId: string) {
  const [sends, times] = await Promise.all([
    db
      .select({ send: needs_card_sends, providerName: providers.name })
      .from(needs_card_sends)
      .innerJoin(providers, eq(providers.id, needs_card_sends.provider_id))
      .where(eq(needs_card_sends.user_id, userId))
      .orderBy(desc(needs_card_sends.sent_at), desc(needs_card_sends.id)),
    db
      .select({ sentAt: needs_card_send_attempts.sent_at })
      .from(needs_card_send_attempts)
      .where(eq(needs_card_send_attempts.user_id, userId))
      .orderBy(desc(needs_card_send_attempts.sent_at)),
  ]);
  return {
    needsCardSends: sends.map(({ send, providerName }) => ({
      providerId: send.provider_id,
      providerName,
      card: send.card,
      sentAt: send.sent_at.toISOString(),
      readAt: iso(send.read_at),
    })),
    needsCardSendTimes: times.map((t) => t.sentAt.toISOString()),
  };
}
