import { sql } from 'drizzle-orm';
import type { CategoryGroupKey } from '../common/catalog/business-categories';
import { ALL_BUSINESS_CATEGORIES } from '../common/catalog/business-categories';
import type { Db } from '../server/db/client';
import { DEMO_CITIES } from '../server/db/seed/cities';
import { SENTENCE_SET } from '../server/features/providers/relevance/sentence-set';

export type BenchQuery = {
  kind:
    | 'city'
    | 'state code'
    | 'zip prefix'
    | 'zip code'
    | 'partial name'
    | 'full name'
    | 'category'
    | 'quick category'
    | 'later page'
    | 'several words'
    | 'synonym'
    | 'state name'
    | 'accommodation'
    | 'sentence'
    | 'typo';
  q?: string;
  group?: CategoryGroupKey;
  page?: number;
};

/* Deterministic choices, so every run and every engine sees the same queries. */
function picker(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
}

/** One-edit typos: drop, double or swap a letter in the middle of the word. */
function typoOf(word: string, n: number): string {
  const i = Math.max(1, Math.floor(word.length / 2) - (n % 2));
  const dropped = word.slice(0, i) + word.slice(i + 1);
  const swapped = word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
  const replaced = word.slice(0, i) + (word[i] === 'e' ? 'a' : 'e') + word.slice(i + 1);
  const typo = [dropped, swapped, replaced][n % 3] ?? dropped;
  // Swapping a double letter changes nothing.
  return typo === word ? dropped : typo;
}

/**
 * About 240 searches and 40 typos: every demo city, state codes (including states with no
 * providers), ZIP prefixes and codes, fragments and whole names sampled from the loaded rows,
 * every category and category fragments, the four quick categories, and later pages of broad
 * queries. Mixed letter case on purpose.
 */
export async function benchQueries(db: Db): Promise<BenchQuery[]> {
  const pick = picker(7);
  const queries: BenchQuery[] = [];

  for (const [i, city] of DEMO_CITIES.entries()) {
    queries.push({ kind: 'city', q: i % 3 === 0 ? city.city.toLowerCase() : city.city });
    if (i % 3 === 1) queries.push({ kind: 'city', q: `${city.city}, ${city.state}` });
  }

  const states = [...new Set(DEMO_CITIES.map((c) => c.state))];
  for (const [i, state] of states.entries()) {
    queries.push({ kind: 'state code', q: i % 2 ? state : state.toLowerCase() });
  }
  for (const absent of ['WY', 'ND', 'AK', 'HI', 'SD', 'MT', 'wv']) {
    queries.push({ kind: 'state code', q: absent });
  }

  const zips = DEMO_CITIES.flatMap((c) => c.zips);
  for (const prefix of new Set(zips.map((z) => z.slice(0, 2)))) {
    queries.push({ kind: 'zip prefix', q: prefix });
  }
  for (let i = 0; i < 15; i++) queries.push({ kind: 'zip prefix', q: pick(zips).slice(0, 3) });
  for (const absent of ['99', '000', '4']) queries.push({ kind: 'zip prefix', q: absent });
  for (let i = 0; i < 15; i++) queries.push({ kind: 'zip code', q: pick(zips) });

  // Names as the directory holds them: fragments people type, and a few exact names.
  const sampled = await db.execute<{ name: string }>(
    sql`SELECT name FROM providers WHERE accommodation_status <> 'pending' AND id % 997 = 0 ORDER BY id LIMIT 40`,
  );
  const names = sampled.rows.map((r) => r.name);
  for (const [i, name] of names.entries()) {
    const words = name.split(/\s+/).filter((w) => /^[A-Za-z]{3,}$/.test(w));
    const word = words[i % Math.max(1, words.length)] ?? name;
    if (i % 4 === 0) queries.push({ kind: 'partial name', q: word });
    else if (i % 4 === 1) queries.push({ kind: 'partial name', q: word.slice(1, 5).toLowerCase() });
    else if (i % 4 === 2) queries.push({ kind: 'partial name', q: words.slice(0, 2).join(' ') });
    else queries.push({ kind: 'full name', q: name });
  }
  for (const fragment of ['harb', 'Quiet', 'willow t', 'blue', 'Pediatric Dentistry', 'kids']) {
    queries.push({ kind: 'partial name', q: fragment });
  }

  for (const [i, category] of ALL_BUSINESS_CATEGORIES.entries()) {
    queries.push({ kind: 'category', q: i % 2 ? category : category.toLowerCase() });
  }
  for (const fragment of ['therap', 'Therapy', 'dent', 'salon', 'tutor', 'swim', 'Dance', 'camp']) {
    queries.push({ kind: 'category', q: fragment });
  }

  const groups: CategoryGroupKey[] = ['healthcare', 'personal-care', 'childcare', 'recreation'];
  for (const group of groups) {
    queries.push({ kind: 'quick category', group });
    queries.push({ kind: 'quick category', group, page: 2 });
    queries.push({ kind: 'quick category', group, q: pick(DEMO_CITIES).city });
  }

  for (const [q, page] of [
    ['TX', 2],
    ['TX', 5],
    ['austin', 3],
    ['therapy', 2],
    ['New York', 4],
    ['78', 2],
    ['dental', 3],
    ['a', 10],
  ] as const) {
    queries.push({ kind: 'later page', q, page });
  }
  // Decision 021: what and where in one line, everyday words, state names, accommodations.
  const kinds = [
    'pediatrician',
    'dentist',
    'speech therapy',
    'preschool',
    'haircut',
    'OT',
    'swim lessons',
    'karate',
  ];
  for (let i = 0; i < 16; i++) {
    const city = pick(DEMO_CITIES);
    const what = pick(kinds);
    queries.push({
      kind: 'several words',
      q: i % 2 ? `${what} ${city.city}` : `${city.city}, ${city.state} ${what}`,
    });
  }
  for (const zip of zips.slice(0, 4))
    queries.push({ kind: 'several words', q: `preschool ${zip}` });
  for (const q of [
    'daycare',
    'day care',
    'haircut',
    'swimming',
    'doctor',
    'nails',
    'Healthcare',
    'Rec & Fitness',
    'Childcare',
    'therapy',
  ]) {
    queries.push({ kind: 'synonym', q });
  }
  for (const q of [
    'Texas',
    'California',
    'new york',
    'Arizona',
    'Wyoming',
    'Pennsylvania',
    'dentist texas',
    'pediatrician california',
  ]) {
    queries.push({ kind: 'state name', q });
  }
  for (const q of [
    'weighted blankets',
    'visual schedules',
    'quiet waiting area',
    'dim lights',
    'sensory friendly hours',
    'fidget toys',
    'weighted blankets austin',
    'dentist quiet waiting area',
    'sign language seattle',
    'haircut sensory friendly hours',
  ]) {
    queries.push({ kind: 'accommodation', q });
  }
  /* Sentences as parents write them (decision 053): every fourth of the labelled set. */
  for (const [i, { q }] of SENTENCE_SET.entries()) {
    if (i % 4 === 0) queries.push({ kind: 'sentence', q });
  }
  return queries;
}

/** Misspelt cities, categories and name words: the typo fallback's work. */
export function typoQueries(): BenchQuery[] {
  const words = [
    ...DEMO_CITIES.map((c) => c.city).filter((c) => c.length >= 6 && !c.includes(' ')),
    'Pediatrician',
    'Dentist',
    'Occupational',
    'Gymnastics',
    'Esthetician',
    'Preschool',
    'Montessori',
    'Massage',
    'Barbershop',
    'Hummingbird',
    'Evergreen',
    'Lighthouse',
    'Meadowbrook',
    'Sunflower',
  ];
  const typos: BenchQuery[] = [
    { kind: 'typo', q: 'Austen' },
    { kind: 'typo', q: 'pediatrcian' },
  ];
  for (const [i, word] of words.entries()) typos.push({ kind: 'typo', q: typoOf(word, i) });
  return typos;
}

/**
 * A misspelt word beside others ('dentst austin'), each with the line it should be read as: the
 * typo path when the rest narrows the answer, even to nothing (decision 043). The bench times
 * both and checks that the misspelt line is understood and offered the same as the corrected one.
 */
export function sentenceTypoQueries(): { typo: string; corrected: string }[] {
  const pairs: [string, string][] = [
    ['dentst austin', 'dentist austin'],
    ['pediatrcian portland', 'pediatrician portland'],
    ['dentist austen', 'dentist austin'],
    ['gymnastcs denver', 'gymnastics denver'],
    ['barbershp seattle', 'barbershop seattle'],
    ['preschol boston', 'preschool boston'],
    ['occupatonal therapist chicago', 'occupational therapist chicago'],
    ['massge therapist atlanta', 'massage therapist atlanta'],
  ];
  return pairs.map(([typo, corrected]) => ({ typo, corrected }));
}
