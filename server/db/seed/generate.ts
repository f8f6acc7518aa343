import { computeProviderStats, providerStatsColumns } from '../../../common/domain/provider-stats';
import { daysBefore } from './demo-time';
import { createRng, cumulativeOf, drawIndex } from './random';
import {
  buildProvider,
  buildReview,
  buildUser,
  type ReviewContext,
  withPractitionerStatus,
} from './row-builders';
import type { FavoriteRow, ProfileRow, ProviderRow, ReviewRow, UserRoleRow, UserRow } from './rows';

/*
 * The demo data: how many of each row, in which order, and how they relate (who moderates, who
 * owns a listing, who reviews what, favourites, the providers' derived statistics). One random
 * stream (random.ts) feeds the row builders (row-builders.ts), which draw from the word tables
 * (words.ts); every date is counted back from demo-time.ts.
 */

export type DemoData = {
  users: UserRow[];
  profiles: ProfileRow[];
  providers: ProviderRow[];
  reviews: ReviewRow[];
  favorites: FavoriteRow[];
  user_roles: UserRoleRow[];
};

export type GenerateOptions = {
  seed?: number;
  providers?: number;
  reviews?: number;
  users?: number;
};

/** The first demo users moderate; the next ones own a listing each (provider 1 is kept free). */
const DEMO_MODERATORS = 2;
const DEMO_BUSINESS_ADMINS = 10;

/**
 * Realistic, deterministic demo rows: the same options always give deep-equal output. Linear in
 * providers and reviews so a benchmark can ask for 100k providers.
 */
export function generateDemoData({
  seed = 42,
  providers: providerCount = 320,
  reviews: reviewCount = 1200,
  users: userCount = 150,
}: GenerateOptions = {}): DemoData {
  const rng = createRng(seed);

  /* Users and profiles */
  const userRows: UserRow[] = [];
  const profileRows: ProfileRow[] = [];
  const emails = new Set<string>();
  for (let i = 1; i <= userCount; i++) {
    const { user, profile } = buildUser(rng, i, emails);
    userRows.push(user);
    profileRows.push(profile);
  }

  const roleRows: UserRoleRow[] = [];
  const moderatorIds = userRows.slice(0, DEMO_MODERATORS).map((u) => u.id);
  for (const [i, user] of userRows.slice(0, DEMO_MODERATORS).entries()) {
    roleRows.push({ user_id: user.id, role: 'moderator', created_at: daysBefore(400 - i * 30) });
  }
  const businessAdmins = userRows.slice(DEMO_MODERATORS, DEMO_MODERATORS + DEMO_BUSINESS_ADMINS);
  for (const [i, user] of businessAdmins.entries()) {
    roleRows.push({
      user_id: user.id,
      role: 'business_admin',
      created_at: daysBefore(300 - i * 7),
    });
  }

  /* Providers */
  const providerRows: ProviderRow[] = [];
  const listedByProvider: string[][] = [];
  const names = new Set<string>();
  for (let id = 1; id <= providerCount; id++) {
    const { row, listed } = buildProvider(rng, id, names);
    listedByProvider.push(listed);
    providerRows.push(row);
  }
  for (const [i, user] of businessAdmins.entries()) {
    const provider = providerRows[i + 1];
    if (provider) provider.business_admin_user_id = user.id;
  }

  /* Reviews: on visible providers, popular ones drawing more, one live review per user and business */
  const visible = providerRows.filter((p) => p.accommodation_status === 'verified');
  const providerCumulative = cumulativeOf(
    visible.map(() => (rng.chance(0.2) ? 0 : 0.3 + 4 * rng.next() ** 2)),
  );
  const reviewers = userRows.slice(DEMO_MODERATORS);
  const reviewerCumulative = cumulativeOf(
    reviewers.map(() => (rng.chance(0.12) ? 0 : 0.2 + 3 * rng.next() ** 2)),
  );
  const canReview =
    reviewCount > 0 &&
    (providerCumulative[providerCumulative.length - 1] ?? 0) > 0 &&
    (reviewerCumulative[reviewerCumulative.length - 1] ?? 0) > 0;

  const reviewRows: ReviewRow[] = [];
  const livePairs = new Set<string>();
  const context: ReviewContext = {
    listedByProvider,
    userCreated: new Map(userRows.map((u) => [u.id, u.createdAt as Date])),
    moderatorIds,
  };
  let attempts = 0;
  while (canReview && reviewRows.length < reviewCount && attempts < reviewCount * 20) {
    attempts++;
    const provider = visible[drawIndex(rng, providerCumulative)] as ProviderRow;
    const anonymous = rng.chance(0.02);
    const reviewer = anonymous ? undefined : reviewers[drawIndex(rng, reviewerCumulative)];
    const status = rng.weighted([
      ['approved', 85],
      ['pending', 10],
      ['rejected', 5],
    ] as const);
    const user_id = reviewer?.id ?? null;
    if (user_id && user_id === provider.business_admin_user_id) continue;
    const pair = `${user_id}:${provider.id}`;
    if (user_id && status !== 'rejected') {
      if (livePairs.has(pair)) continue;
      livePairs.add(pair);
    }
    reviewRows.push(
      withPractitionerStatus(
        buildReview(rng, context, reviewRows.length + 1, provider, status, reviewer),
      ),
    );
  }

  /* Derived provider statistics, from approved reviews only */
  const approvedByProvider = new Map<number, ReviewRow[]>();
  for (const review of reviewRows) {
    if (review.status !== 'approved' || review.provider_id == null) continue;
    const list = approvedByProvider.get(review.provider_id);
    if (list) list.push(review);
    else approvedByProvider.set(review.provider_id, [review]);
  }
  // Without reviews nothing depends on the listing, so one answer serves every such provider.
  const noReviewStats = computeProviderStats([], []);
  for (const provider of providerRows) {
    const approved = approvedByProvider.get(provider.id);
    const stats = !approved
      ? noReviewStats
      : computeProviderStats(
          listedByProvider[provider.id - 1] ?? [],
          approved.map((r) => ({
            user_id: r.user_id ?? null,
            overall_rating: r.overall_rating,
            rating_chosen: r.rating_chosen ?? false,
            is_verified: r.is_verified ?? false,
            verified_accommodations: r.verified_accommodations ?? [],
          })),
        );
    Object.assign(provider, providerStatsColumns(stats));
  }

  /* Favorites: a handful of visible businesses per user */
  const favoriteRows: FavoriteRow[] = [];
  if (visible.length > 0) {
    for (const user of userRows) {
      const chosen = new Set<number>();
      const wanted = rng.chance(0.3) ? 0 : rng.int(1, 8);
      for (let k = 0; k < wanted; k++) chosen.add((rng.pick(visible) as ProviderRow).id);
      for (const provider_id of chosen) {
        favoriteRows.push({
          user_id: user.id,
          provider_id,
          created_at: daysBefore(rng.int(1, 60), rng.int(0, 1439)),
        });
      }
    }
  }

  return {
    users: userRows,
    profiles: profileRows,
    providers: providerRows,
    reviews: reviewRows,
    favorites: favoriteRows,
    user_roles: roleRows,
  };
}
