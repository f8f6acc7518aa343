import {
  ACCOMMODATION_CATEGORIES,
  type Accommodation,
  type AccommodationCategoryKey,
  ALL_ACCOMMODATIONS,
  categoryOfAccommodation,
  EXPERIENCE_TAGS,
  type ExperienceTag,
} from '../../../common/catalog/accommodations';
import {
  ALL_BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_GROUPS,
  type CategoryGroupKey,
} from '../../../common/catalog/business-categories';
import { formatAccommodationsText } from '../../../common/domain/accommodations-text';
import { computeProviderStats, providerStatsColumns } from '../../../common/domain/provider-stats';
import { derivedOverallRating, reviewSensoryMatchScore } from '../../../common/domain/review-score';
import { cityLocation, DEMO_CITIES, type DemoCity } from './cities';
import { createRng, type Rng } from './random';
import type { FavoriteRow, ProfileRow, ProviderRow, ReviewRow, UserRoleRow, UserRow } from './rows';
import { demoVisitDetails } from './visit-demo';

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

/** Every timestamp is an offset from this instant, so the data never depends on when it is made. */
export const DEMO_BASE_DATE = new Date('2025-06-01T12:00:00Z');
/*
 * Demo reviews written from this day on chose their stars; older ones look like reviews stored
 * before the form asked (decision 039): the spec's derived number, rating_chosen false.
 */
export const DEMO_STARS_CHOSEN_SINCE = new Date('2024-06-01T00:00:00Z');
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The first demo users moderate; the next ones own a listing each (provider 1 is kept free). */
const DEMO_MODERATORS = 2;
const DEMO_BUSINESS_ADMINS = 10;

export const DEMO_FEES = { enhanced: 49, premium: 99 } as const;

const daysBefore = (days: number, extraMinutes = 0) =>
  new Date(DEMO_BASE_DATE.getTime() - days * DAY + extraMinutes * 60_000);

/* ---------- people ---------- */

// biome-ignore format: a name list reads better packed
const FIRST_NAMES = [
  'Jamie', 'Alex', 'Morgan', 'Taylor', 'Jordan', 'Casey', 'Riley', 'Avery', 'Quinn', 'Rowan',
  'Maya', 'Priya', 'Elena', 'Sofia', 'Hannah', 'Grace', 'Leah', 'Nora', 'Aisha', 'Fatima',
  'Daniel', 'Marcus', 'Samuel', 'Gabriel', 'Noah', 'Ethan', 'Omar', 'Diego', 'Mateo', 'Kenji',
  'Rachel', 'Olivia', 'Chloe', 'Zoe', 'Lucia', 'Amara', 'Imani', 'Naomi', 'Ruth', 'Wendy',
  'Ben', 'Caleb', 'Isaac', 'Jonah', 'Luis', 'Andre', 'Tomas', 'Wei', 'Arjun', 'Malik',
] as const;

// biome-ignore format: a name list reads better packed
const LAST_NAMES = [
  'Rivera', 'Chen', 'Patel', 'Nguyen', 'Johnson', 'Garcia', 'Okafor', 'Kim', 'Brooks', 'Martinez',
  'Thompson', 'Shapiro', 'Hernandez', 'Walker', 'Ali', 'Kowalski', 'Sullivan', 'Reyes', 'Park',
  'Bennett', 'Foster', 'Lopez', 'Murphy', 'Singh', 'Tanaka', 'Adeyemi', 'Coleman', 'Dubois',
  'Ellis', 'Fischer', 'Gonzalez', 'Hayes', 'Ibrahim', 'Jensen', 'Khan', 'Larsen', 'Morales',
  'Novak', "O'Brien", 'Price', 'Ramirez', 'Stewart', 'Torres', 'Vasquez', 'Wright', 'Young',
] as const;

const emailPart = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/* ---------- businesses ---------- */

// biome-ignore format: a name list reads better packed
const CALM_PREFIXES = [
  'Quiet Harbor', 'Gentle Path', 'Calm Waters', 'Still Pond', 'Soft Light', 'Willow Tree',
  'Maple Grove', 'Bluebird', 'Cedar Hollow', 'Harbor Light', 'Stillwater', 'Evergreen',
  'Meadowbrook', 'Riverbend', 'Sunny Oak', 'Little Acorn', 'Kind Hands', 'Open Door',
  'Peaceful Pines', 'Lantern', 'Hummingbird', 'Juniper', 'Sparrow', 'Clear Sky', 'Steady Steps',
  'Safe Haven', 'Morning Dew', 'Blue Heron', 'Tall Grass', 'Whispering Pines', 'Slow Tide',
  'Golden Hour', 'Fern Valley', 'Moonbeam', 'Driftwood', 'Cozy Nest', 'Hearthside', 'Lighthouse',
  'Pebble Creek', 'Sunflower', 'Owl & Oak', 'Half Moon', 'Kindred', 'North Star', 'Seabreeze',
] as const;

type CategoryNaming = { prefixes?: readonly string[]; suffixes: readonly string[] };

/* Every category in ALL_BUSINESS_CATEGORIES has an entry; the test checks it. */
export const CATEGORY_NAMING: Readonly<Record<string, CategoryNaming>> = {
  Pediatrician: {
    suffixes: ['Pediatrics', "Children's Clinic", 'Pediatric Care', "Kids' Health Center"],
  },
  'Family Physician': {
    suffixes: ['Family Medicine', 'Family Practice', 'Primary Care', 'Family Health Clinic'],
  },
  Dentist: {
    prefixes: ['Bright Smile', 'Gentle Tooth', 'Little Molars'],
    suffixes: ['Dental', 'Family Dentistry', 'Pediatric Dentistry', 'Dental Studio'],
  },
  'Speech Therapist': {
    prefixes: ['Word Garden', 'Talk Tree', 'Small Voices'],
    suffixes: ['Speech Therapy', 'Speech & Language', 'Communication Center'],
  },
  'Occupational Therapist': {
    prefixes: ['Busy Hands', 'Sensory Bridge'],
    suffixes: ['Occupational Therapy', 'Pediatric OT', 'Sensory & OT Center', 'Therapy Works'],
  },
  'Physical Therapist': {
    prefixes: ['Steady Feet', 'Strong Roots'],
    suffixes: ['Physical Therapy', 'Movement Clinic', 'PT & Wellness', 'Pediatric PT'],
  },
  'Behavioral Therapist': {
    suffixes: ['Behavioral Health', 'ABA Center', 'Behavior Therapy', 'Family Counseling'],
  },
  'Hair Stylist / Barber': {
    prefixes: ['Gentle Shears', 'Quiet Clippers', 'Soft Comb', 'Calm Cuts'],
    suffixes: ['Barbershop', 'Hair Studio', 'Kids Cuts', 'Salon'],
  },
  'Nail Salon': {
    prefixes: ['Soft Polish', 'Quiet Nails'],
    suffixes: ['Nail Studio', 'Nail Bar', 'Nail Lounge'],
  },
  'Spa / Massage Therapist': {
    suffixes: ['Massage Therapy', 'Day Spa', 'Bodywork', 'Wellness Spa'],
  },
  Esthetician: {
    suffixes: ['Skin Studio', 'Skincare', 'Esthetics'],
  },
  'Day Care Center': {
    prefixes: ['Little Sprouts', 'Tiny Steps'],
    suffixes: ['Child Care Center', 'Early Learning Center', 'Day Care', 'Kids Club'],
  },
  Preschool: {
    suffixes: ['Preschool', 'Montessori', 'Nursery School', 'Early Learning'],
  },
  'Tutoring / Learning Center': {
    prefixes: ['Bright Minds', 'Open Book'],
    suffixes: ['Learning Center', 'Tutoring', 'Study Studio', 'Reading Lab'],
  },
  'Special Needs Educator': {
    suffixes: ['Learning Support', 'Inclusive Education', 'Special Education Services', 'Academy'],
  },
  'Swim Instructor': {
    prefixes: ['Little Fins', 'Calm Current'],
    suffixes: ['Swim School', 'Aquatics', 'Swim Lessons'],
  },
  'Martial Arts Studio': {
    suffixes: ['Martial Arts', 'Karate', 'Taekwondo', 'Jiu-Jitsu Academy'],
  },
  'Gymnastics Program': {
    prefixes: ['Tumbleweed', 'Soft Landing'],
    suffixes: ['Gymnastics', 'Tumbling Club', 'Gym & Tumble'],
  },
  'Dance Instructor': {
    suffixes: ['Dance Studio', 'Dance Academy', 'Movement Arts'],
  },
  'Adaptive Sports Coach': {
    suffixes: ['Adaptive Sports', 'Adaptive Athletics', 'All-Abilities Sports Club'],
  },
  'Camp Counselor': {
    suffixes: ['Day Camp', 'Summer Camp', 'Adventure Camp'],
  },
  'Birthday Entertainer': {
    prefixes: ['Bubble Moon', 'Quiet Confetti'],
    suffixes: ['Parties', 'Party Entertainment', 'Puppet Shows', 'Magic & Bubbles'],
  },
  'Art / Music Program': {
    suffixes: ['Art Studio', 'Music School', 'Arts Collective', 'Piano Studio'],
  },
};

/* Businesses that chose 'Other (please specify)' are stored under their own words. */
const CUSTOM_CATEGORIES: readonly (readonly [string, string])[] = [
  ['Optometrist', 'Vision Care'],
  ['Audiologist', 'Hearing Center'],
  ['Music Therapist', 'Music Therapy'],
  ['Family Photographer', 'Photography'],
  ['Pediatric Chiropractor', 'Chiropractic'],
];

const GROUP_OF_CATEGORY = new Map<string, CategoryGroupKey>(
  BUSINESS_CATEGORY_GROUPS.flatMap((g) => g.categories.map((c) => [c, g.key] as const)),
);

const VISIT_NOUN: Record<CategoryGroupKey | 'other', readonly string[]> = {
  healthcare: ['appointment', 'check-up', 'visit'],
  'personal-care': ['appointment', 'visit'],
  childcare: ['visit', 'first week', 'drop-off'],
  recreation: ['class', 'lesson', 'session'],
  community: ['session', 'event', 'afternoon'],
  other: ['appointment', 'visit'],
};

const CUSTOM_ACCOMMODATIONS = [
  'Noise-cancelling headphones to borrow',
  'Separate side entrance',
  'Visual timer in every room',
  'Social story emailed before the first visit',
  'Same staff member every visit',
  'Text message when the room is ready',
  'Quiet parking-lot check-in',
  'Scent-free building',
] as const;

const BUSINESS_HOURS = [
  'Mon–Fri 8:00 AM – 5:00 PM',
  'Mon–Fri 9:00 AM – 6:00 PM; Sat 9:00 AM – 1:00 PM',
  'Tue–Sat 10:00 AM – 6:00 PM',
  'Mon–Thu 7:30 AM – 4:30 PM; Fri 7:30 AM – 12:00 PM',
  'Mon–Fri 7:00 AM – 6:00 PM',
  'Mon–Sat 9:00 AM – 7:00 PM; sensory-friendly hour Sat 9:00–10:00 AM',
  'By appointment',
] as const;

const VERIFICATION_NOTES_REJECTED = [
  'The license number could not be confirmed with the state board.',
  'The uploaded document was unreadable and the business did not respond.',
  'Business registration lists a different name and address.',
] as const;

const VERIFICATION_NOTES_PENDING = [
  'Please upload a current state-issued professional license.',
  'Please upload your business registration or EIN letter.',
  'Insurance certificate received; waiting for the professional certification.',
] as const;

/* ---------- reviews ---------- */

const SUBJECTS = [
  'My son',
  'My daughter',
  'Our 7-year-old',
  'My teenager',
  'My nephew',
  'Our youngest',
  'My grandson',
  'My granddaughter',
  'Our 4-year-old',
] as const;

const DETAIL: Record<string, string> = {
  'Quiet Waiting Area': 'The quiet waiting area meant no meltdown before we were even called in.',
  'Private/Low-Stimulation Rooms': 'They took us straight to a low-stimulation room.',
  'Sensory-Friendly Hours': 'We booked the sensory-friendly hour and it was nearly empty.',
  'Dim or Adjustable Lighting': 'They dimmed the lights without us having to ask twice.',
  'Noise-Dampening Materials': 'The rooms are noticeably quieter than most places we go.',
  'Calm or Neutral Decor': 'The decor is soft and uncluttered, nothing flashing or busy.',
  'Manual Tools / Noise-Free Equipment': 'They used quiet manual tools instead of buzzing ones.',
  'Weighted Blankets / Lap Pads': 'A weighted lap pad was offered right away.',
  'Fidget Toys or Stress Balls': 'There was a basket of fidgets to choose from.',
  'Sunglasses / Eye Shields': 'They offered sunglasses for the bright overhead light.',
  'Sensory Toolkits': 'The sensory toolkit at the front desk had ear defenders and chewies.',
  'Personal Screen Devices Allowed': 'Nobody minded the tablet, which kept things steady.',
  'Visual Schedules or Social Stories':
    'They sent a social story beforehand so we could prepare together.',
  'Staff Use AAC, Sign Language, or Visual Cues':
    'Staff were comfortable with the AAC device and used picture cues.',
  'Flexible Scheduling / Extended Appointments':
    'They booked a longer slot so nothing felt rushed.',
  'Option to Preview the Space Before Visit':
    'We visited the week before just to look around, which helped a lot.',
  'Clear Step-by-Step Instructions': 'Every step was explained before it happened.',
  'Ability to Pause or Take Breaks': 'When it got to be too much we took a break and came back.',
};

const MISMATCH: Record<AccommodationCategoryKey, readonly string[]> = {
  environment: [
    'The waiting room was loud and crowded despite what the listing says.',
    'The lights were harsh and there was music playing the whole time.',
  ],
  tools: [
    'We asked about the listed sensory tools and nobody knew where they were.',
    'The equipment was loud and no quieter option was offered.',
  ],
  communication: [
    'Nobody explained what was going to happen next.',
    'We felt rushed and there was no chance to take a break.',
  ],
};

/* Kept generic so a comment never contradicts the items ticked in its category. */
const CATEGORY_COMMENT: Record<AccommodationCategoryKey, readonly string[]> = {
  environment: [
    'Quiet and calm.',
    'Felt peaceful.',
    'Much calmer than other places we have tried.',
  ],
  tools: ['Helpful tools on hand.', 'Offered without us asking.', 'Had what we needed.'],
  communication: ['Clear explanations throughout.', 'Staff were patient.', 'Never felt hurried.'],
};

const POSITIVE_TAGS: readonly ExperienceTag[] = [
  'Calming',
  'Welcoming Staff',
  'Well-Organized',
  'Professional',
  'Understanding',
  'Flexible',
  'Accommodating',
];
const NEGATIVE_TAGS: readonly ExperienceTag[] = EXPERIENCE_TAGS.filter(
  (t) => !POSITIVE_TAGS.includes(t),
);

const PRACTITIONER_TITLES: Record<CategoryGroupKey | 'other', readonly string[]> = {
  healthcare: ['Dr.'],
  'personal-care': ['', 'Ms.', 'Mr.'],
  childcare: ['Ms.', 'Mr.', ''],
  recreation: ['Coach', ''],
  community: ['', 'Ms.', 'Mr.'],
  other: ['Dr.', ''],
};

const MODERATOR_REJECTION_NOTES = [
  'Describes a different business.',
  'Contains personal information about a staff member.',
  'Duplicate of an earlier review by the same family.',
  'Off-topic: no sensory experience described.',
] as const;

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

/** Index into cumulative weights by binary search, so drawing stays O(log n). */
function drawIndex(rng: Rng, cumulative: readonly number[]): number {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const roll = rng.next() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cumulative[mid] ?? 0) > roll) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function cumulativeOf(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => {
    sum += w;
    return sum;
  });
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
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    let local = `${emailPart(first)}.${emailPart(last)}`;
    for (let n = 2; emails.has(local); n++) local = `${emailPart(first)}.${emailPart(last)}${n}`;
    emails.add(local);
    const email = `${local}@example.com`;
    const name = `${first} ${last}`;
    const createdAt = daysBefore(rng.int(60, 900), rng.int(0, 1439));
    const id = `demo-user-${pad(i, 3)}`;
    userRows.push({ id, name, email, emailVerified: true, createdAt, updatedAt: createdAt });
    const home = rng.pick(DEMO_CITIES);
    const onboarded = rng.chance(0.9);
    profileRows.push({
      id,
      email,
      full_name: name,
      created_at: createdAt,
      zip_code: onboarded ? rng.pick(home.zips) : null,
      accommodations: onboarded ? catalogueSample(rng, rng.int(0, 6)) : [],
    });
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
    // The first providers walk the catalogue so every category appears even in a small data set.
    const catalogueCategory =
      id <= ALL_BUSINESS_CATEGORIES.length
        ? (ALL_BUSINESS_CATEGORIES[id - 1] as string)
        : rng.pick(ALL_BUSINESS_CATEGORIES);
    const custom = id > ALL_BUSINESS_CATEGORIES.length && rng.chance(0.02);
    const customPick = custom ? rng.pick(CUSTOM_CATEGORIES) : undefined;
    const category = customPick ? customPick[0] : catalogueCategory;
    const naming = CATEGORY_NAMING[catalogueCategory] ?? { suffixes: ['Services'] };
    const city =
      id <= DEMO_CITIES.length ? (DEMO_CITIES[id - 1] as DemoCity) : rng.pick(DEMO_CITIES);
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
    listedByProvider.push(listed);

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

    providerRows.push({
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
    });
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

  function buildReview(
    id: number,
    provider: ProviderRow,
    status: 'approved' | 'pending' | 'rejected',
    reviewer: UserRow | undefined,
  ): ReviewRow {
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
    const count = Math.max(
      1,
      Math.min(rating < 5 ? rating : rng.int(5, 8), catalogueListed.length),
    );
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
    const mismatches = ACCOMMODATION_CATEGORIES.map((c) => c.key).filter(
      (k) => !category_matches[k],
    );
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
  function withPractitionerStatus(review: ReviewRow): ReviewRow {
    return {
      ...review,
      practitioner_status: review.practitioner_approved ? 'approved' : 'pending',
    };
  }

  const reviewRows: ReviewRow[] = [];
  const livePairs = new Set<string>();
  const userCreated = new Map(userRows.map((u) => [u.id, u.createdAt as Date]));
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
      withPractitionerStatus(buildReview(reviewRows.length + 1, provider, status, reviewer)),
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
