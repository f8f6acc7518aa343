import type { CategoryGroupKey } from '../../../common/catalog/business-categories';
import type { HeadsUpTrigger, VisitTime } from '../../../common/catalog/visits';
import type { ProfileReviewFacts } from '../../../common/domain/profile-stats';
import { mulberry32 } from './random';
import type { ProviderRow, ReviewRow } from './rows';

/**
 * The demo reviews' visit details (decision 028): when the visit was, how busy and loud it felt,
 * and any heads-up triggers. Drawn from a random stream of their own, keyed by the review id,
 * so the rest of the demo data (and every test that relies on it) is unchanged. The pattern is
 * the one a family would recognise: weekday mornings are calm, after-school afternoons and
 * Saturdays are busy and loud.
 */

function weighted<T>(next: () => number, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let roll = next() * total;
  for (const [value, w] of table) {
    roll -= w;
    if (roll < 0) return value;
  }
  return (table[table.length - 1] as readonly [T, number])[0];
}

/* Weekdays are visited most; Sunday least. 0 = Monday. */
const DAY_WEIGHTS = [
  [0, 17],
  [1, 17],
  [2, 16],
  [3, 16],
  [4, 14],
  [5, 14],
  [6, 6],
] as const;
const TIME_WEIGHTS = [
  ['morning', 35],
  ['midday', 20],
  ['afternoon', 32],
  ['evening', 13],
] as const satisfies readonly (readonly [VisitTime, number])[];

/* The typical busyness (1–5) of each time of day on a weekday, and the lift on weekends. */
const WEEKDAY_BASE: Record<VisitTime, number> = {
  morning: 1.4,
  midday: 2.4,
  afternoon: 3.5,
  evening: 2.8,
};
const WEEKEND_LIFT = [0, 0, 0, 0, 0.3, 1.3, 0.6];

const TRIGGERS_BY_GROUP: Record<CategoryGroupKey | 'other', readonly HeadsUpTrigger[]> = {
  healthcare: ['beeping_machines', 'strong_smells', 'long_waits', 'sudden_loud_sounds'],
  'personal-care': ['hand_dryers', 'strong_smells', 'sudden_loud_sounds', 'long_waits'],
  childcare: ['crowds', 'sudden_loud_sounds', 'hand_dryers', 'flickering_lights'],
  recreation: ['crowds', 'sudden_loud_sounds', 'hand_dryers', 'flickering_lights'],
  community: ['crowds', 'flickering_lights', 'long_waits', 'sudden_loud_sounds'],
  other: ['long_waits', 'flickering_lights', 'crowds', 'strong_smells'],
};

const OTHER_TEXTS = [
  'A fire drill alarm test on Tuesdays',
  'The automatic door chimes loudly',
  'A ticking clock in the treatment room',
];

export type VisitDetails = {
  visit_day: number | null;
  visit_time: VisitTime | null;
  busyness: number | null;
  heads_up: HeadsUpTrigger[];
  heads_up_other: string | null;
};

export function demoVisitDetails(
  reviewId: number,
  group: CategoryGroupKey | 'other',
  rating: number,
): VisitDetails {
  const next = mulberry32(0x5eed_0014 ^ Math.imul(reviewId, 2654435761));
  /* About one review in five leaves the optional visit questions blank. */
  const answered = next() < 0.8;
  let visit_day: number | null = null;
  let visit_time: VisitTime | null = null;
  let busyness: number | null = null;
  if (answered) {
    visit_day = weighted(next, DAY_WEIGHTS);
    visit_time = weighted(next, TIME_WEIGHTS);
    const noise = (next() + next() - 1) * 1.2;
    /* Unhappy visits felt a little louder. */
    const mood = rating <= 2 ? 0.5 : 0;
    const value = WEEKDAY_BASE[visit_time] + (WEEKEND_LIFT[visit_day] ?? 0) + noise + mood;
    busyness = Math.min(5, Math.max(1, Math.round(value)));
  }
  const heads_up: HeadsUpTrigger[] = [];
  let heads_up_other: string | null = null;
  if (next() < (rating <= 3 ? 0.6 : 0.3)) {
    const pool = TRIGGERS_BY_GROUP[group];
    heads_up.push(pool[Math.floor(next() * 2)] as HeadsUpTrigger);
    if (next() < 0.35) {
      const extra = pool[2 + Math.floor(next() * (pool.length - 2))] as HeadsUpTrigger;
      if (!heads_up.includes(extra)) heads_up.push(extra);
    }
    if (next() < 0.05) {
      heads_up.push('other');
      heads_up_other = OTHER_TEXTS[Math.floor(next() * OTHER_TEXTS.length)] as string;
    }
  }
  return { visit_day, visit_time, busyness, heads_up, heads_up_other };
}

/** Every demo provider with its approved reviews, as writeProfileStats takes them. */
export function demoProfileEntries(
  providerRows: readonly ProviderRow[],
  reviewRows: readonly ReviewRow[],
): { providerId: number; reviews: ProfileReviewFacts[] }[] {
  const byProvider = new Map<number, ProfileReviewFacts[]>();
  for (const r of reviewRows) {
    if (r.status !== 'approved' || r.provider_id == null) continue;
    const list = byProvider.get(r.provider_id) ?? [];
    list.push({
      created_at: r.created_at as Date,
      ticked: r.verified_accommodations ?? [],
      categoryMatches: (r.sensory_ratings?.category_matches ?? null) as Record<
        string,
        unknown
      > | null,
      visit_day: r.visit_day ?? null,
      visit_time: r.visit_time ?? null,
      busyness: r.busyness ?? null,
      heads_up: r.heads_up ?? [],
    });
    byProvider.set(r.provider_id, list);
  }
  return providerRows.map((p) => ({ providerId: p.id, reviews: byProvider.get(p.id) ?? [] }));
}
