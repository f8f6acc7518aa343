import type { BUSINESS_CATEGORY_GROUPS } from './business-categories';

type Category = (typeof BUSINESS_CATEGORY_GROUPS)[number]['categories'][number];

/*
 * The one table from public registries' classifications to our business categories (decision
 * 059). A record whose classification is not here is not one of the places our families visit and
 * is skipped by the importers.
 */

/** NPPES healthcare provider taxonomy codes (the NUCC code set) and the category each lists as. */
export const NPPES_TAXONOMY_CATEGORIES: Readonly<Record<string, Category>> = {
  '208000000X': 'Pediatrician',
  '2080P0006X': 'Pediatrician',
  '207Q00000X': 'Family Physician',
  '1223G0001X': 'Dentist',
  '1223P0221X': 'Dentist',
  '235Z00000X': 'Speech Therapist',
  '225X00000X': 'Occupational Therapist',
  '225XP0200X': 'Occupational Therapist',
  '225100000X': 'Physical Therapist',
  '2251P0200X': 'Physical Therapist',
  '103K00000X': 'Behavioral Therapist',
};

/** One OpenStreetMap rule: every listed tag must hold (a value of '*' means any value). */
export type OsmTagRule = { tags: Readonly<Record<string, string>>; category: Category };

/* First match wins: the narrower rules come before the broader ones. */
export const OSM_TAG_RULES: readonly OsmTagRule[] = [
  { tags: { shop: 'hairdresser' }, category: 'Hair Stylist / Barber' },
  { tags: { amenity: 'childcare' }, category: 'Day Care Center' },
  { tags: { amenity: 'kindergarten' }, category: 'Preschool' },
  { tags: { leisure: 'swimming_pool' }, category: 'Swim Instructor' },
  { tags: { leisure: 'sports_centre', sport: 'swimming' }, category: 'Swim Instructor' },
  { tags: { healthcare: 'dentist' }, category: 'Dentist' },
  { tags: { amenity: 'dentist' }, category: 'Dentist' },
  {
    tags: { healthcare: 'doctor', 'healthcare:speciality': 'paediatrics' },
    category: 'Pediatrician',
  },
  { tags: { healthcare: 'doctor' }, category: 'Family Physician' },
  { tags: { amenity: 'doctors' }, category: 'Family Physician' },
  { tags: { healthcare: 'speech_therapist' }, category: 'Speech Therapist' },
  { tags: { healthcare: 'occupational_therapist' }, category: 'Occupational Therapist' },
  { tags: { healthcare: 'physiotherapist' }, category: 'Physical Therapist' },
  { tags: { healthcare: 'psychotherapist' }, category: 'Behavioral Therapist' },
];

/** The category of an NPPES record: its primary taxonomy's, else its first listed one's. */
export function categoryForTaxonomies(
  taxonomies: readonly { code: string; primary: boolean }[],
): Category | undefined {
  const primary = taxonomies.find((t) => t.primary && NPPES_TAXONOMY_CATEGORIES[t.code]);
  if (primary) return NPPES_TAXONOMY_CATEGORIES[primary.code];
  for (const t of taxonomies) {
    const category = NPPES_TAXONOMY_CATEGORIES[t.code];
    if (category) return category;
  }
  return undefined;
}

/*
 * A value may list several ('paediatrics;orthodontics'), as OSM does. Private places (a backyard
 * pool) are not listed.
 */
export function categoryForOsmTags(tags: Readonly<Record<string, string>>): Category | undefined {
  if (tags.access === 'private' || tags.access === 'no') return undefined;
  const holds = (key: string, value: string) => {
    const actual = tags[key];
    if (actual === undefined) return false;
    return value === '*' || actual.split(';').some((v) => v.trim() === value);
  };
  return OSM_TAG_RULES.find((rule) => Object.entries(rule.tags).every(([k, v]) => holds(k, v)))
    ?.category;
}
