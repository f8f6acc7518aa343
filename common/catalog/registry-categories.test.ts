import { describe, expect, it } from 'vitest';
import { ALL_BUSINESS_CATEGORIES } from './business-categories';
import {
  categoryForOsmTags,
  categoryForTaxonomies,
  NPPES_TAXONOMY_CATEGORIES,
  OSM_TAG_RULES,
} from './registry-categories';

describe('registry categories (decision 059)', () => {
  it.each([
    ['208000000X', 'Pediatrician'],
    ['2080P0006X', 'Pediatrician'],
    ['1223P0221X', 'Dentist'],
    ['1223G0001X', 'Dentist'],
    ['235Z00000X', 'Speech Therapist'],
    ['225X00000X', 'Occupational Therapist'],
    ['225XP0200X', 'Occupational Therapist'],
    ['103K00000X', 'Behavioral Therapist'],
    ['225100000X', 'Physical Therapist'],
  ])('lists NPPES taxonomy %s as %s', (code, category) => {
    expect(categoryForTaxonomies([{ code, primary: true }])).toBe(category);
  });

  it('prefers the primary taxonomy, else the first one we list; none of ours is no category', () => {
    expect(
      categoryForTaxonomies([
        { code: '1223G0001X', primary: false },
        { code: '208000000X', primary: true },
      ]),
    ).toBe('Pediatrician');
    expect(
      categoryForTaxonomies([
        { code: '207R00000X', primary: true },
        { code: '235Z00000X', primary: false },
      ]),
    ).toBe('Speech Therapist');
    expect(categoryForTaxonomies([{ code: '207R00000X', primary: true }])).toBeUndefined();
  });

  it.each([
    [{ shop: 'hairdresser' }, 'Hair Stylist / Barber'],
    [{ amenity: 'childcare' }, 'Day Care Center'],
    [{ amenity: 'kindergarten' }, 'Preschool'],
    [{ leisure: 'swimming_pool' }, 'Swim Instructor'],
    [{ leisure: 'sports_centre', sport: 'swimming' }, 'Swim Instructor'],
    [{ leisure: 'sports_centre', sport: 'tennis;swimming' }, 'Swim Instructor'],
    [{ healthcare: 'dentist' }, 'Dentist'],
    [{ amenity: 'dentist' }, 'Dentist'],
    [{ healthcare: 'doctor', 'healthcare:speciality': 'paediatrics' }, 'Pediatrician'],
    [{ healthcare: 'doctor' }, 'Family Physician'],
    [{ amenity: 'doctors' }, 'Family Physician'],
    [{ healthcare: 'speech_therapist' }, 'Speech Therapist'],
    [{ healthcare: 'occupational_therapist' }, 'Occupational Therapist'],
    [{ healthcare: 'physiotherapist' }, 'Physical Therapist'],
    [{ healthcare: 'psychotherapist' }, 'Behavioral Therapist'],
  ])('lists OpenStreetMap tags %o as %s', (tags, category) => {
    expect(categoryForOsmTags(tags)).toBe(category);
  });

  it('skips other tags, a sports centre without swimming and private places', () => {
    expect(categoryForOsmTags({ amenity: 'cafe' })).toBeUndefined();
    expect(categoryForOsmTags({ leisure: 'sports_centre', sport: 'tennis' })).toBeUndefined();
    expect(categoryForOsmTags({ leisure: 'swimming_pool', access: 'private' })).toBeUndefined();
  });

  it('maps only to categories of our catalogue', () => {
    const targets = [
      ...Object.values(NPPES_TAXONOMY_CATEGORIES),
      ...OSM_TAG_RULES.map((r) => r.category),
    ];
    for (const category of targets) expect(ALL_BUSINESS_CATEGORIES).toContain(category);
  });
});
