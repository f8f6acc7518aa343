import {
  ACCOMMODATION_CATEGORIES,
  type Accommodation,
  type AccommodationCategoryKey,
  ALL_ACCOMMODATIONS,
  categoryOfAccommodation,
  EXPERIENCE_TAGS,
} from '../../../common/catalog/accommodations';
import {
  ALL_BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_GROUPS,
  type CategoryGroupKey,
} from '../../../common/catalog/business-categories';
import { formatAccommodationsText } from '../../../common/domain/accommodations-text';
import { derivedOverallRating, reviewSensoryMatchScore } from '../../../common/domain/review-score';
import { cityLocation, DEMO_CITIES, type DemoCity } from './cities';
import { DAY, DEMO_BASE_DATE, DEMO_STARS_CHOSEN_SINCE, daysBefore, HOUR } from './demo-time';
import type { Rng } from './random';
import type { ProfileRow, ProviderRow, ReviewRow, UserRow } from './rows';
import { demoVisitDetails } from './visit-demo';
import {
  BUSINESS_HOURS,
  CALM_PREFIXES,
  CATEGORY_COMMENT,
  CATEGORY_NAMING,
  CUSTOM_ACCOMMODATIONS,
  CUSTOM_CATEGORIES,
  DETAIL,
  FIRST_NAMES,
  LAST_NAMES,
  MISMATCH,
  MODERATOR_REJECTION_NOTES,
  NEGATIVE_TAGS,
  POSITIVE_TAGS,
  PRACTITIONER_TITLES,
  SUBJECTS,
  VERIFICATION_NOTES_PENDING,
  VERIFICATION_NOTES_REJECTED,
  VISIT_NOUN,
} from './words';

/*
 * The demo data's row builders: one user with their profile, one provider, one review, each drawn
 * from the word tables (words.ts) with the caller's random stream. The caller (generate.ts)
 * decides how many and in which order; the same stream in the same order gives the same rows.
 */

const DEMO_FEES = { enhanced: 49, premium: 99 } as const;

const emailPart = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

const GROUP_OF_CATEGORY = new Map<string, CategoryGroupKey>(
  BUSINESS_CATEGORY_GROUPS.flatMap((g) => g.categories.map((c) => [c, g.key] as const)),
);

/** Builds the review text from phrase pools; always under the form's 500-character limit. */
function reviewText(
  rng: Rng,
  rating: number,
  noun: string,
  selected: readonly string[],
  mismatches: readonly AccommodationCategoryKey[],
): string {
  const subject = rng.pick(SUBJECTS);
  const lower = subject.charAt(0).toLowerCase() + subject.slice(1);
  const openers =
    rating >= 4
      ? [
          `${subject} usually dreads a ${noun}, but this one went better than we hoped.`,
          `This was the calmest ${noun} we have had in years.`,
          `We finally found a place where ${lower} can relax.`,
          `${subject} walked out smiling, which almost never happens after a ${noun}.`,
          'Staff clearly understood sensory needs from the moment we arrived.',
        ]
      : rating === 3
        ? [
            `A mixed ${noun} overall.`,
            'Some things worked well for us, others less so.',
            `Good intentions, uneven follow-through on the day of our ${noun}.`,
          ]
        : [
            'Unfortunately this did not work for us.',
            `Not the sensory-friendly ${noun} we expected.`,
            `We had to leave the ${noun} early.`,
          ];
  const closers =
    rating >= 4
      ? [
          'We will be back.',
          'Highly recommend for sensory-sensitive kids.',
          'Thank you to the whole team.',
          'Already booked our next visit.',
          '',
        ]
      : rating === 3
        ? ['Worth trying at a quiet time of day.', 'Call ahead and ask for the quiet room.', '']
        : ['We will keep looking.', 'Hopefully things improve.', ''];

  const parts = [rng.pick(openers)];
  for (const item of rng.sample(selected, rating >= 3 ? 2 : 1)) {
    const detail = DETAIL[item];
    if (detail) parts.push(detail);
  }
  for (const category of mismatches) parts.push(rng.pick(MISMATCH[category]));
  parts.push(rng.pick(closers));
  let text = parts.filter(Boolean).join(' ');
  while (text.length > 500 && parts.length > 1) {
    parts.splice(1, 1);
    text = parts.filter(Boolean).join(' ');
  }
  return text;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const CATALOGUE_ORDER = new Map<string, number>(ALL_ACCOMMODATIONS.map((item, i) => [item, i]));

function sortByCatalogue<T extends string>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (CATALOGUE_ORDER.get(a) ?? 99) - (CATALOGUE_ORDER.get(b) ?? 99));
}

const CATALOGUE_INDEXES = ALL_ACCOMMODATIONS.map((_, i) => i);

/** count catalogue items in catalogue order; sorting indexes keeps 100k providers cheap. */
function catalogueSample(rng: Rng, count: number): Accommodation[] {
  return rng
    .sample(CATALOGUE_INDEXES, count)
    .sort((a, b) => a - b)
    .map((i) => ALL_ACCOMMODATIONS[i] as Accommodation);
}

/** One demo user and their profile; `emails` holds the addresses' local parts already taken. */
export function buildUser(
  rng: Rng,
  i: number,
  emails: Set<string>,
): { user: UserRow; profile: ProfileRow } {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  let local = `${emailPart(first)}.${emailPart(last)}`;
  for (let n = 2; emails.has(local); n++) local = `${emailPart(first)}.${emailPart(last)}${n}`;
  emails.add(local);
  const email = `${local}@example.com`;
  const name = `${first} ${last}`;
  const createdAt = daysBefore(rng.int(60, 900), rng.int(0, 1439));
  const id = `demo-user-${pad(i, 3)}`;
  const user: UserRow = { id, name, email, emailVerified: true, createdAt, updatedAt: createdAt };
  const home = rng.pick(DEMO_CITIES);
  const onboarded = rng.chance(0.9);
  const profile: ProfileRow = {
    id,
    email,
    full_name: name,
    created_at: createdAt,
    zip_code: onboarded ? rng.pick(home.zips) : null,
    accommodations: onboarded ? catalogueSample(rng, rng.int(0, 6)) : [],
  };
  return { user, profile };
}

/**
 * Provider `id` of the demo data and the catalogue accommodations it lists; `names` holds the
 * names already given (a repeated one becomes another branch).
 */
export function buildProvider(
  rng: Rng,
  id: number,
  names: Set<string>,
): { row: ProviderRow; listed: Accommodation[] } {
  // The first providers walk the catalogue so every category appears even in a small data set.
  const catalogueCategory =
    id <= ALL_BUSINESS_CATEGORIES.length
      ? (ALL_BUSINESS_CATEGORIES[id - 1] as string)
      : rng.pick(ALL_BUSINESS_CATEGORIES);
  const custom = id > ALL_BUSINESS_CATEGORIES.length && rng.chance(0.02);
  const customPick = custom ? rng.pick(CUSTOM_CATEGORIES) : undefined;
  const category = customPick ? customPick[0] : catalogueCategory;
  const naming = CATEGORY_NAMING[catalogueCategory] ?? { suffixes: ['Services'] };
  const city = id <= DEMO_CITIES.length ? (DEMO_CITIES[id - 1] as DemoCity) : rng.pick(DEMO_CITIES);
  const prefixPool = naming.prefixes && rng.chance(0.4) ? naming.prefixes : CALM_PREFIXES;
  const baseName = `${rng.pick(prefixPool)} ${customPick ? customPick[1] : rng.pick(naming.suffixes)}`;
  // A repeated name reads as another branch of the same business, as chains do.
  let name = names.has(baseName) ? `${baseName} – ${city.city}` : baseName;
  if (names.has(name)) name = `${baseName} – ${city.city} ${rng.pick(city.zips)}`;
  names.add(name);
  const slug = baseName
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');

  const listed = catalogueSample(rng, rng.int(3, 12));
  const accommodations = formatAccommodationsText(
    listed,
    rng.chance(0.12) ? rng.pick(CUSTOM_ACCOMMODATIONS) : null,
  );

  const accommodation_status = rng.weighted([
    ['verified', 90],
    ['pending', 7],
    ['rejected', 3],
  ] as const);
  const verification_status =
    accommodation_status === 'rejected'
      ? rng.weighted([
          ['rejected', 2],
          ['unverified', 1],
        ] as const)
      : rng.weighted([
          ['verified', 50],
          ['unverified', 25],
          ['pending', 17],
          ['rejected', 8],
        ] as const);
  const createdDaysAgo = rng.int(20, 1000);
  const created_at = daysBefore(createdDaysAgo, rng.int(0, 1439));
  const requestedDocs = verification_status === 'pending' && rng.chance(0.4);

  const promotion_tier =
    accommodation_status === 'verified'
      ? rng.weighted([
          ['basic', 80],
          ['enhanced', 12],
          ['premium', 8],
        ] as const)
      : 'basic';
  const promoted = promotion_tier !== 'basic';
  const promotion_status = promoted && rng.chance(0.75) ? 'active' : 'inactive';

  const row: ProviderRow = {
    id,
    name,
    category,
    location: cityLocation(city),
    zip_code: rng.pick(city.zips),
    contact_phone: rng.chance(0.88) ? `(${city.areaCode}) 555-01${pad(rng.int(0, 99), 2)}` : null,
    contact_email: rng.chance(0.82)
      ? `${rng.pick(['hello', 'info', 'frontdesk', 'office'])}@${slug}.example`
      : null,
    website: rng.chance(0.75) ? `https://www.${slug}.example` : null,
    accommodations,
    business_hours: rng.chance(0.85) ? rng.pick(BUSINESS_HOURS) : null,
    verification_status,
    verification_notes:
      verification_status === 'rejected'
        ? rng.pick(VERIFICATION_NOTES_REJECTED)
        : requestedDocs
          ? rng.pick(VERIFICATION_NOTES_PENDING)
          : null,
    verification_requested_at: requestedDocs
      ? daysBefore(rng.int(1, Math.min(createdDaysAgo - 1, 30)))
      : null,
    verified_at:
      verification_status === 'verified'
        ? daysBefore(rng.int(1, Math.max(1, createdDaysAgo - 5)))
        : null,
    accommodation_status,
    verified: verification_status === 'verified',
    /* Demo listings are unchanged since their approval, so all they list was approved (045). */
    document_verified_accommodations: verification_status === 'verified' ? accommodations : null,
    business_admin_user_id: null,
    promotion_tier,
    promotion_status,
    monthly_promotion_fee: promoted ? DEMO_FEES[promotion_tier] : 0,
    /*
     * Active promotions run out over six and a half years from the base date, so a demo made
     * today has running ones and some already past their expiry, which end at start-up
     * (decision 041).
     */
    promotion_expires_at: !promoted
      ? null
      : promotion_status === 'active'
        ? daysBefore(-rng.int(5, 2400))
        : daysBefore(rng.int(5, 120)),
    created_at,
  };
  return { row, listed };
}

/** What a review is drawn against: each provider's listed items, the users' sign-up dates, the moderators. */
export type ReviewContext = {
  listedByProvider: readonly (readonly string[])[];
  userCreated: ReadonlyMap<string, Date>;
  moderatorIds: readonly string[];
};

/** One demo review of `provider` by `reviewer` (anonymous when undefined). */
export function buildReview(
  rng: Rng,
  context: ReviewContext,
  id: number,
  provider: ProviderRow,
  status: 'approved' | 'pending' | 'rejected',
  reviewer: UserRow | undefined,
): ReviewRow {
  const { listedByProvider, userCreated, moderatorIds } = context;
  const listed = listedByProvider[provider.id - 1] ?? [];
  const catalogueListed = listed.filter((item) => categoryOfAccommodation(item));
  // The family's judgement of the visit, positively skewed: the stars they choose, the tone of
  // their words and tags. How many accommodations they ticked is drawn beside it.
  const rating = Number(
    rng.weighted([
      ['5', 46],
      ['4', 27],
      ['3', 14],
      ['2', 8],
      ['1', 5],
    ] as const),
  );
  const count = Math.max(1, Math.min(rating < 5 ? rating : rng.int(5, 8), catalogueListed.length));
  const selected = sortByCatalogue(rng.sample(catalogueListed, count));
  const score = reviewSensoryMatchScore(selected.length);

  const category_experiences = Object.fromEntries(
    ACCOMMODATION_CATEGORIES.map((c) => [
      c.key,
      selected.filter((item) => categoryOfAccommodation(item) === c.key),
    ]),
  ) as Record<AccommodationCategoryKey, string[]>;
  const mismatchChance = rating <= 2 ? 0.5 : rating === 3 ? 0.2 : 0.03;
  const category_matches = Object.fromEntries(
    ACCOMMODATION_CATEGORIES.map((c) => [c.key, !rng.chance(mismatchChance)]),
  ) as Record<AccommodationCategoryKey, boolean>;
  const mismatches = ACCOMMODATION_CATEGORIES.map((c) => c.key).filter((k) => !category_matches[k]);
  const category_comments = Object.fromEntries(
    ACCOMMODATION_CATEGORIES.map((c) => {
      if (!category_matches[c.key]) return [c.key, rng.pick(MISMATCH[c.key])];
      const used = category_experiences[c.key].length > 0;
      return [c.key, used && rng.chance(0.5) ? rng.pick(CATEGORY_COMMENT[c.key]) : ''];
    }),
  ) as Record<AccommodationCategoryKey, string>;
  const tagPool = rating >= 4 ? POSITIVE_TAGS : rating === 3 ? EXPERIENCE_TAGS : NEGATIVE_TAGS;
  const feedback_tags = rng.sample(tagPool, rng.int(0, 3));

  const group = GROUP_OF_CATEGORY.get(provider.category) ?? 'other';
  const userCreatedAt = reviewer ? (userCreated.get(reviewer.id) as Date) : DEMO_BASE_DATE;
  const earliest = Math.max(
    (provider.created_at as Date).getTime(),
    reviewer ? userCreatedAt.getTime() : 0,
  );
  const spanDays = Math.max(1, Math.floor((DEMO_BASE_DATE.getTime() - earliest) / DAY) - 1);
  const created_at = new Date(earliest + rng.int(1, spanDays) * DAY - rng.int(0, 600) * 60_000);
  const is_verified = rng.chance(0.35);
  const practitioner = rng.chance(0.18)
    ? [rng.pick(PRACTITIONER_TITLES[group]), rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES)]
        .filter(Boolean)
        .join(' ')
    : null;
  const chosen = created_at >= DEMO_STARS_CHOSEN_SINCE;
  const stored = chosen ? rating : derivedOverallRating(score);
  const moderated = status !== 'pending';
  const moderated_at = moderated
    ? new Date(
        Math.min(created_at.getTime() + rng.int(2, 72) * HOUR, DEMO_BASE_DATE.getTime() - HOUR),
      )
    : null;

  return {
    id,
    provider: provider.name,
    provider_id: provider.id,
    user_id: reviewer?.id ?? null,
    reviewer_name: reviewer ? (reviewer.email.split('@')[0] as string) : 'Anonymous',
    created_at,
    overall_rating: stored,
    rating_chosen: chosen,
    review_text: reviewText(rng, rating, rng.pick(VISIT_NOUN[group]), selected, mismatches),
    sensory_ratings: {
      category_experiences,
      category_comments,
      category_matches,
      feedback_tags,
      sensory_match_score: score,
      has_mismatch: mismatches.length > 0,
    },
    sensory_tags: [...selected],
    custom_sensory_feature: rng.chance(0.05) ? rng.pick(CUSTOM_ACCOMMODATIONS) : null,
    is_verified,
    status,
    moderator_notes:
      status === 'rejected'
        ? rng.pick(MODERATOR_REJECTION_NOTES)
        : moderated && rng.chance(0.1)
          ? 'Looks genuine.'
          : null,
    moderated_by: moderated && moderatorIds.length > 0 ? rng.pick(moderatorIds) : null,
    moderated_at,
    accommodation_notes: practitioner,
    // Practitioner highlight needs a verified review of 4+ stars (provider-admin-side.md §4).
    practitioner_approved:
      status === 'approved' &&
      practitioner !== null &&
      is_verified &&
      stored >= 4 &&
      rng.chance(0.7),
    verified_accommodations: [...selected],
    ...demoVisitDetails(id, group, rating),
  };
}

/* The admin's practitioner decision agrees with the flag (practitioner_approved mirrors it). */
export function withPractitionerStatus(review: ReviewRow): ReviewRow {
  return {
    ...review,
    practitioner_status: review.practitioner_approved ? 'approved' : 'pending',
  };
}
