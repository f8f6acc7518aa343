import { describe, expect, it } from 'vitest';
import { ALL_ACCOMMODATIONS } from '../catalog/accommodations';
import { ALL_BUSINESS_CATEGORIES } from '../catalog/business-categories';
import {
  ACCOMMODATION_SYNONYMS,
  CATEGORY_PLURALS,
  CATEGORY_SYNONYMS,
  US_STATES,
} from '../catalog/search-vocabulary';
import { readNearMe } from './near-me';
import { isVocabularyWord, parseSearchQuery, searchWords, stem } from './search-query';

const kinds = (q: string) => parseSearchQuery(q).units.map((u) => [u.kind, u.text]);

describe('search vocabulary', () => {
  it('maps only to catalogue categories and accommodations, and names every category', () => {
    for (const categories of Object.values(CATEGORY_SYNONYMS)) {
      for (const c of categories) expect(ALL_BUSINESS_CATEGORIES).toContain(c);
    }
    for (const items of Object.values(ACCOMMODATION_SYNONYMS)) {
      for (const item of items) expect(ALL_ACCOMMODATIONS).toContain(item);
    }
    expect(Object.keys(CATEGORY_PLURALS).sort()).toEqual([...ALL_BUSINESS_CATEGORIES].sort());
    expect(Object.keys(US_STATES)).toHaveLength(51);
  });

  it('drops a plural ending so singular and plural read the same', () => {
    expect(stem('Dentists')).toBe('dentist');
    expect(stem('stories')).toBe('story');
    expect(stem('glass')).toBe('glass');
    expect(stem('TX')).toBe('tx');
  });
});

describe('parseSearchQuery', () => {
  it('reads what and where in any order', () => {
    expect(kinds('pediatrician austin')).toEqual([
      ['category', 'pediatrician'],
      ['word', 'austin'],
    ]);
    expect(kinds('Austin pediatricians')).toEqual([
      ['word', 'Austin'],
      ['category', 'pediatricians'],
    ]);
    expect(kinds('preschool 78702')).toEqual([
      ['category', 'preschool'],
      ['zip', '78702'],
    ]);
  });

  it('reads states by name and by code, and lower-case codes that are words as words', () => {
    expect(parseSearchQuery('Texas').units[0]).toMatchObject({ kind: 'state', state: 'TX' });
    expect(parseSearchQuery('austin tx').units[1]).toMatchObject({ kind: 'state', state: 'TX' });
    expect(parseSearchQuery('Austin, TX').units[1]).toMatchObject({ kind: 'state', state: 'TX' });
    expect(parseSearchQuery('new york').units).toMatchObject([{ kind: 'state', state: 'NY' }]);
    expect(kinds('dentist in austin')).toEqual([
      ['category', 'dentist'],
      ['word', 'austin'],
    ]);
    expect(parseSearchQuery('Portland OR').units[1]).toMatchObject({ state: 'OR' });
    expect(kinds('PORTLAND OR')).toEqual([['word', 'PORTLAND']]);
  });

  it('maps everyday words and phrases to categories, groups and accommodations', () => {
    expect(parseSearchQuery('daycare').units[0]?.categories).toEqual(['Day Care Center']);
    expect(parseSearchQuery('day care').units[0]?.categories).toEqual(['Day Care Center']);
    expect(parseSearchQuery('haircut').units[0]?.categories).toEqual(['Hair Stylist / Barber']);
    expect(parseSearchQuery('swim lessons').units[0]?.categories).toEqual(['Swim Instructor']);
    expect(parseSearchQuery('OT').units[0]?.categories).toEqual(['Occupational Therapist']);
    expect(parseSearchQuery('doctor').units[0]?.categories).toEqual([
      'Pediatrician',
      'Family Physician',
    ]);
    expect(parseSearchQuery('Healthcare').units[0]).toMatchObject({
      kind: 'group',
      group: 'healthcare',
    });
    expect(parseSearchQuery('Rec & Fitness').units).toMatchObject([
      { kind: 'group', group: 'recreation', text: 'Rec & Fitness' },
    ]);
    expect(parseSearchQuery('Childcare').units[0]?.group).toBe('childcare');
    expect(parseSearchQuery('weighted blankets').units).toMatchObject([
      { kind: 'accommodation', accommodations: ['Weighted Blankets / Lap Pads'] },
    ]);
    expect(parseSearchQuery('visual schedules').units[0]?.accommodations).toEqual([
      'Visual Schedules or Social Stories',
    ]);
    expect(parseSearchQuery('quiet waiting area').units[0]?.accommodations).toEqual([
      'Quiet Waiting Area',
    ]);
    expect(parseSearchQuery('dim lights').units[0]?.accommodations).toEqual([
      'Dim or Adjustable Lighting',
    ]);
  });

  it('keeps the longest phrase: sensory-friendly hours is an accommodation, sensory alone is generic', () => {
    expect(kinds('sensory friendly hours')).toEqual([['accommodation', 'sensory friendly hours']]);
    expect(parseSearchQuery('sensory friendly')).toEqual({
      units: [],
      generic: ['sensory', 'friendly'],
      soft: [],
      dropped: [],
    });
    expect(parseSearchQuery('autism')).toEqual({
      units: [],
      generic: ['autism'],
      soft: [],
      dropped: [],
    });
    expect(kinds('autism dentist')).toEqual([['category', 'dentist']]);
  });

  it('keeps each unit as typed, a piece of the query', () => {
    const q = "Kids' Dentists near 78702, Austin";
    for (const unit of parseSearchQuery(q).units) {
      expect(q.slice(unit.start, unit.end)).toBe(unit.text);
    }
  });

  it('knows its own words, so they are not corrected as typos', () => {
    expect(isVocabularyWord('daycare')).toBe(true);
    expect(isVocabularyWord('Texas')).toBe(true);
    expect(isVocabularyWord('autism')).toBe(true);
    expect(isVocabularyWord('austen')).toBe(false);
  });
});

describe('the words a line costs (decision 035)', () => {
  it('skips one-letter words like stop words, but not a vocabulary phrase or a state code', () => {
    expect(kinds('plan b therapy 7')).toEqual([
      ['word', 'plan'],
      ['category', 'therapy'],
    ]);
    expect(kinds('a b c d e f g h')).toEqual([]);
    expect(kinds('dentist in Austin TX')).toEqual([
      ['category', 'dentist'],
      ['word', 'Austin'],
      ['state', 'TX'],
    ]);
  });

  it('counts each word once (as stemmed), without stop words or one-letter words', () => {
    expect(searchWords('Dentists dentist DENTIST in the a b c Austin, TX')).toEqual([
      'dentist',
      'austin',
      'tx',
    ]);
    expect(searchWords('a b c d e f g h i j k l m n o p q r s t u v w x y z')).toEqual([]);
  });
});

describe("'near me' (decision 043)", () => {
  it.each([
    ['swim lessons near me', 'swim lessons'],
    ['dentist nearby', 'dentist'],
    ['Dentist Near By please', 'Dentist please'],
    ['barber close to me', 'barber'],
    ['a park around me in summer', 'a park in summer'],
    ['close by: karate', ': karate'],
    ['near me', ''],
  ])('%s -> %s', (line, rest) => {
    expect(readNearMe(line)).toEqual({ line: rest, nearMe: true });
  });

  it.each([
    'dentist near 78704',
    'around denver',
    'close to austin',
    'Nearbrook Pediatrics',
    'meadow near mesa',
    'name me',
  ])('%s is left as typed', (line) => {
    expect(readNearMe(line)).toEqual({ line, nearMe: false });
  });
});
