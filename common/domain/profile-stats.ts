import { ACCOMMODATION_CATEGORIES, ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import {
  HEADS_UP_TRIGGERS,
  type HeadsUpTrigger,
  VISIT_DAYS,
  VISIT_TIMES,
  type VisitTime,
} from '../catalog/visits';
import type {
  AccommodationEvidence,
  HeadsUpCount,
  ProfileStats,
  VisitCell,
} from '../contracts/profile-stats';

/**
 * The profile page's derived facts (decision 028): how well each accommodation is
 * backed, which heads-up triggers families named, and when visits felt calmest. Pure: the caller
 * passes the provider's approved reviews only, and 'now' (so the 24-month rule can be tested).
 */

/** Confirmations older than this count half (they still show, with their month). */
export const RECENT_CONFIRMATION_MONTHS = 24;
export const OLD_CONFIRMATION_WEIGHT = 0.5;
/** Weighted confirmations needed for 'Confirmed by N families'. */
export const CONFIRMED_MIN_WEIGHT = 1;
/** Below this many complete visits (day, time and busyness) the grid says 'Not enough visits yet'. */
export const MINIMUM_VISITS = 5;

export interface ProfileReviewFacts {
  created_at: Date;
  /** The accommodations the review ticked (reviews.verified_accommodations). */
  ticked: readonly string[];
  /** sensory_ratings.category_matches: false = 'Matched what was listed' unticked. */
  categoryMatches: Readonly<Record<string, unknown>> | null;
  visit_day: number | null;
  visit_time: string | null;
  busyness: number | null;
  heads_up: readonly string[];
}

export interface ProfileProviderFacts {
  /** Listed accommodations (providers.accommodations, parsed). */
  declared: readonly string[];
  /**
   * The accommodations an admin approved from the provider's documents (Approve & Verify, decision
   * 045): only these are 'Document-verified'; one listed later stays 'declared' until approved.
   */
  documentVerified: readonly string[];
}

const key = (name: string) => name.trim().toLowerCase();

/** The first instant that still counts as recent: 'now' minus 24 calendar months (UTC). */
export function recentCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RECENT_CONFIRMATION_MONTHS);
  /* 29 February 2028 minus 24 months is 28 February 2026, not 1 March. */
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

const monthOf = (d: Date) =>
  `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * What approved reviews add up to, per provider: the sums the profile is made from. Built in
 * memory here (aggregateReviews) or by one SQL statement on the server (the same rules, checked
 * against this one by a test), then turned into stats by profileFromAggregates.
 */
export interface ProfileAggregates {
  accommodations: {
    /** Trimmed and lower-cased name. */
    key: string;
    name: string;
    confirmations: number;
    /** Confirmations on or after recentCutoff(now). */
    recent: number;
    latest: Date | null;
    mismatches: number;
  }[];
  headsUp: { trigger: string; count: number }[];
  visits: { day: number; time: string; count: number; busynessSum: number }[];
}

const weight = (e: Pick<AccommodationEvidence, 'confirmations' | 'recentConfirmations'>) =>
  e.recentConfirmations + (e.confirmations - e.recentConfirmations) * OLD_CONFIRMATION_WEIGHT;

const CATALOGUE_ORDER = new Map(ALL_ACCOMMODATIONS.map((name, i) => [key(name), i]));

/**
 * The rules, review by review: a review confirms each accommodation it ticked (once); an unticked
 * 'Matched what was listed' speaks against each catalogue accommodation of that category the
 * review did not itself confirm (the whole catalogue, so a later change of the listing needs no
 * re-reading of reviews); each trigger counts once a review; a visit counts in the grid when it
 * has a day, a time and a busyness.
 */
export function aggregateReviews(
  approvedReviews: readonly ProfileReviewFacts[],
  now: Date,
): ProfileAggregates {
  const cutoff = recentCutoff(now).getTime();
  const accommodations = new Map<string, ProfileAggregates['accommodations'][number]>();
  const tally = (k: string, name: string) => {
    let t = accommodations.get(k);
    if (!t) {
      t = { key: k, name, confirmations: 0, recent: 0, latest: null, mismatches: 0 };
      accommodations.set(k, t);
    }
    return t;
  };
  const headsUp = new Map<string, number>();
  const visits = new Map<string, ProfileAggregates['visits'][number]>();

  for (const review of approvedReviews) {
    const ticked = new Map(review.ticked.map((name) => [key(name), name.trim()] as const));
    ticked.delete('');
    const at = review.created_at;
    for (const [k, name] of ticked) {
      const t = tally(k, name);
      t.confirmations += 1;
      if (at.getTime() >= cutoff) t.recent += 1;
      if (!t.latest || at > t.latest) t.latest = at;
    }
    const matches = review.categoryMatches ?? {};
    for (const category of ACCOMMODATION_CATEGORIES) {
      if (matches[category.key] !== false) continue;
      for (const item of category.items) {
        if (!ticked.has(key(item))) tally(key(item), item).mismatches += 1;
      }
    }
    for (const trigger of new Set(review.heads_up)) {
      headsUp.set(trigger, (headsUp.get(trigger) ?? 0) + 1);
    }
    const { visit_day: day, visit_time: time, busyness } = review;
    if (day !== null && time !== null && busyness !== null) {
      const cellKey = `${day}:${time}`;
      const cell = visits.get(cellKey) ?? { day, time, count: 0, busynessSum: 0 };
      cell.count += 1;
      cell.busynessSum += busyness;
      visits.set(cellKey, cell);
    }
  }
  return {
    accommodations: [...accommodations.values()],
    headsUp: [...headsUp].map(([trigger, count]) => ({ trigger, count })),
    visits: [...visits.values()],
  };
}

/**
 * What approved reviews say, before the listing is applied: a tally for every accommodation a
 * review confirmed or spoke against (declared false, graded by confirmations alone), heads-up
 * counts and the visit grid. This is what provider_profile_stats stores, so a change of the
 * listing or of the provider's verification re-grades it (applyListing) without reading reviews.
 */
export function tallyProfile(
  approvedReviews: readonly ProfileReviewFacts[],
  now: Date,
): ProfileStats {
  return profileFromAggregates(aggregateReviews(approvedReviews, now));
}

export function profileFromAggregates(aggregates: ProfileAggregates): ProfileStats {
  const tallies = aggregates.accommodations.map((a) => {
    const catalogueIndex = CATALOGUE_ORDER.get(a.key);
    return {
      ...a,
      name: catalogueIndex === undefined ? a.name : (ALL_ACCOMMODATIONS[catalogueIndex] as string),
    };
  });
  const headsUp = new Map<HeadsUpTrigger, number>();
  for (const { trigger, count } of aggregates.headsUp) {
    if ((HEADS_UP_TRIGGERS as readonly string[]).includes(trigger) && count > 0) {
      headsUp.set(trigger as HeadsUpTrigger, count);
    }
  }
  const cells = new Map<string, { visits: number; busyness: number }>();
  let visitCount = 0;
  for (const { day, time, count, busynessSum } of aggregates.visits) {
    if (
      !Number.isInteger(day) ||
      day < 0 ||
      day >= VISIT_DAYS.length ||
      !(VISIT_TIMES as readonly string[]).includes(time) ||
      count <= 0
    ) {
      continue;
    }
    visitCount += count;
    cells.set(`${day}:${time}`, { visits: count, busyness: busynessSum });
  }

  const evidence: AccommodationEvidence[] = tallies
    .sort(
      (a, b) =>
        (CATALOGUE_ORDER.get(key(a.name)) ?? Number.MAX_SAFE_INTEGER) -
          (CATALOGUE_ORDER.get(key(b.name)) ?? Number.MAX_SAFE_INTEGER) ||
        a.name.localeCompare(b.name),
    )
    .map((t) => ({
      accommodation: t.name,
      grade:
        weight({ confirmations: t.confirmations, recentConfirmations: t.recent }) >=
        CONFIRMED_MIN_WEIGHT
          ? 'confirmed'
          : 'declared',
      declared: false,
      confirmations: t.confirmations,
      recentConfirmations: t.recent,
      latestConfirmedMonth: t.latest ? monthOf(t.latest) : null,
      mismatchReports: t.mismatches,
      documentVerified: false,
    }));

  const headsUpCounts: HeadsUpCount[] = HEADS_UP_TRIGGERS.flatMap((trigger) => {
    const count = headsUp.get(trigger) ?? 0;
    return count > 0 ? [{ trigger, count }] : [];
  }).sort((a, b) => b.count - a.count);

  const gridCells: VisitCell[] = VISIT_DAYS.flatMap((_, day) =>
    VISIT_TIMES.map((time: VisitTime) => {
      const cell = cells.get(`${day}:${time}`);
      return {
        day,
        time,
        visits: cell?.visits ?? 0,
        averageBusyness: cell ? Math.round((cell.busyness / cell.visits) * 100) / 100 : null,
      };
    }),
  );

  return {
    evidence,
    headsUp: headsUpCounts,
    visitGrid: { visitCount, minimumVisits: MINIMUM_VISITS, cells: gridCells },
  };
}

/**
 * Applies the provider's current listing and verification to review tallies: every listed
 * accommodation in listing order (graded), then catalogue accommodations the business does not
 * list that families confirmed.
 */
export function applyListing(tallies: ProfileStats, provider: ProfileProviderFacts): ProfileStats {
  const byKey = new Map(tallies.evidence.map((e) => [key(e.accommodation), e]));
  const declared = new Map<string, string>();
  for (const name of provider.declared) {
    const k = key(name);
    if (k && !declared.has(k)) declared.set(k, name.trim());
  }
  const documented = new Set(provider.documentVerified.map(key));
  const evidence: AccommodationEvidence[] = [...declared].map(([k, name]) => {
    const t = byKey.get(k);
    const documentVerified = documented.has(k);
    const confirmations = t?.confirmations ?? 0;
    const recentConfirmations = t?.recentConfirmations ?? 0;
    const confirmed = weight({ confirmations, recentConfirmations }) >= CONFIRMED_MIN_WEIGHT;
    return {
      accommodation: name,
      grade: documentVerified ? 'document_verified' : confirmed ? 'confirmed' : 'declared',
      declared: true,
      confirmations,
      recentConfirmations,
      latestConfirmedMonth: t?.latestConfirmedMonth ?? null,
      mismatchReports: t?.mismatchReports ?? 0,
      documentVerified,
    };
  });
  for (const t of tallies.evidence) {
    const k = key(t.accommodation);
    if (declared.has(k) || !CATALOGUE_ORDER.has(k)) continue;
    if (weight(t) < CONFIRMED_MIN_WEIGHT) continue;
    evidence.push({ ...t, grade: 'confirmed', declared: false, documentVerified: false });
  }
  return { ...tallies, evidence };
}

export function computeProfileStats(
  provider: ProfileProviderFacts,
  approvedReviews: readonly ProfileReviewFacts[],
  now: Date,
): ProfileStats {
  return applyListing(tallyProfile(approvedReviews, now), provider);
}

/** The stats of a provider no approved review has spoken about yet. */
export function emptyProfileStats(provider?: ProfileProviderFacts): ProfileStats {
  return computeProfileStats(provider ?? { declared: [], documentVerified: [] }, [], new Date(0));
}

/** True when the grid has enough visits to show ('Not enough visits yet' otherwise). */
export const hasEnoughVisits = (stats: ProfileStats) =>
  stats.visitGrid.visitCount >= stats.visitGrid.minimumVisits;
