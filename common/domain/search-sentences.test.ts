import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_WORDS } from '../contracts/providers';
import { PLACES_MESSAGES } from '../messages/search';
import {
  parseSearchQuery,
  type QueryUnit,
  readNearCity,
  readNearPlace,
  searchWords,
  withNearPlace,
} from './search-query';
import { describeSearch } from './search-understood';

/* Sentences as parents type them (decision 053). */
const kinds = (q: string) => parseSearchQuery(q).units.map((u) => [u.kind, u.text]);
const CITIES: Record<string, string> = {
  seattle: 'Seattle, WA',
  'kansas city': 'Kansas City, MO',
  city: 'Kansas City, MO',
};
const understood = (q: string) =>
  describeSearch(parseSearchQuery(q).units, (u: QueryUnit) => CITIES[u.text.toLowerCase()] ?? null);

describe('a sentence reads as its short query', () => {
  it.each([
    ['sensory friendly pediatrician for my autistic son in Seattle', 'pediatrician seattle'],
    ['is there a daycare in boise that is good with autistic kids', 'daycare boise'],
    ['my daughter needs a barber around tucson', 'barber tucson'],
    ['looking for a patient behavior therapist in austin please', 'behavior therapist austin'],
    ['calm preschool kansas city for a kid who hates noise', 'preschool kansas city'],
    [
      'we need a pediatrician in chicago for our 4 year old who is autistic',
      'pediatrician chicago',
    ],
    ['looking for a speech therapist in boston for my 3yo', 'speech therapist boston'],
    ['our family needs a new pediatrician in los angeles', 'pediatrician los angeles'],
    ['dentist for special needs children in charlotte nc', 'dentist charlotte nc'],
    ['is there a karate place in raleigh for special needs kids', 'karate raleigh'],
    ['dance studio in philadelphia for my daughter with down syndrome', 'dance philadelphia'],
    [
      'hi, is there an occupational therapist anywhere in new orleans?',
      'occupational therapist new orleans',
    ],
  ])('“%s” as “%s”', (sentence, short) => {
    const read = (q: string) =>
      parseSearchQuery(q).units.map((u) => [u.kind, u.categories, u.state, u.accommodations]);
    expect(read(sentence)).toEqual(read(short));
  });

  it('says what it used in the understood line', () => {
    expect(understood('sensory friendly pediatrician for my autistic son in Seattle')).toBe(
      'Pediatricians in Seattle, WA',
    );
    expect(understood('calm preschool kansas city for a kid who hates noise')).toBe(
      'Preschools in Kansas City, MO',
    );
    expect(understood('dentist where we can visit first')).toBe(
      'Dentists with Option to Preview the Space Before Visit',
    );
    expect(understood('therapist who uses an AAC device with my nonverbal son')).toBe(
      'Providers matching “therapist” with Staff Use AAC, Sign Language, or Visual Cues',
    );
  });

  it('never requires a describing word, and keeps what backs it', () => {
    const read = parseSearchQuery(
      'a calm quiet patient dentist in austin for a kid who hates noise',
    );
    expect(read.units.map((u) => u.text)).toEqual(['dentist', 'austin']);
    expect(read.soft.map((s) => s.text)).toEqual(['calm', 'quiet', 'patient', 'noise']);
    const backing = Object.fromEntries(read.soft.map((s) => [s.text, s]));
    expect(backing.calm?.accommodations).toContain('Calm or Neutral Decor');
    expect(backing.calm?.tags).toContain('Calming');
    expect(backing.quiet?.accommodations).toContain('Quiet Waiting Area');
    expect(backing.noise?.accommodations).toContain('Noise-Dampening Materials');
    expect(backing.patient?.tags).toContain('Understanding');
    expect(read.dropped).toEqual(expect.arrayContaining(['who', 'hates']));
  });

  it('keeps a need said in words as a need the results must have', () => {
    expect(kinds('somewhere with dimmed lights in los angeles')).toEqual([
      ['accommodation', 'dimmed lights'],
      // One piece of text: 'los' alone is a Spanish word the line drops (decision 065).
      ['word', 'los angeles'],
    ]);
    expect(kinds('a barber who lets us see the room before the appointment')).toEqual([
      ['category', 'barber'],
      ['accommodation', 'see the room before'],
    ]);
  });

  it('drops a kind word only beside a kind of provider', () => {
    expect(kinds('dance studio in austin')).toEqual([
      ['category', 'dance'],
      ['word', 'austin'],
    ]);
    expect(kinds('studio in austin')).toEqual([
      ['word', 'studio'],
      ['word', 'austin'],
    ]);
    expect(kinds('therapist for my son in austin')).toEqual([
      ['word', 'therapist'],
      ['word', 'austin'],
    ]);
    // Every Speech Therapist is called one: the word narrows nothing, and is read as before.
    expect(kinds('speech therapist in austin')).toEqual([
      ['category', 'speech'],
      ['word', 'therapist'],
      ['word', 'austin'],
    ]);
    expect(understood('speech therapist in seattle')).toBe('Speech Therapists in Seattle, WA');
    // Typed in the plural it is in no listing ('Behavioral Therapist'): it goes.
    expect(kinds('any good behavior therapists in portland')).toEqual([
      ['category', 'behavior'],
      ['word', 'portland'],
    ]);
  });

  it('reads “special needs” as a kind only when it is not about the child', () => {
    expect(kinds('special needs preschool')).toEqual([
      ['category', 'special needs'],
      ['category', 'preschool'],
    ]);
    expect(kinds('preschool for special needs kids')).toEqual([['category', 'preschool']]);
  });

  it('keeps words a place is called ("new york", "salt lake city")', () => {
    expect(kinds('a new dentist in new york')).toEqual([
      ['category', 'dentist'],
      ['state', 'new york'],
    ]);
    expect(kinds('good speech therapist in new orleans')).toEqual([
      ['category', 'speech'],
      ['word', 'therapist'],
      ['word', 'new'],
      ['word', 'orleans'],
    ]);
    expect(kinds('summer camp in salt lake city')).toEqual([
      ['category', 'summer camp'],
      ['word', 'salt'],
      ['word', 'lake'],
      ['word', 'city'],
    ]);
  });

  it('searches a line of nothing but everyday words as typed, as before', () => {
    expect(kinds('please help')).toEqual([
      ['word', 'please'],
      ['word', 'help'],
    ]);
    expect(kinds('quiet')).toEqual([['word', 'quiet']]);
    // Only generic words left: the page says what to try (decision 021).
    expect(parseSearchQuery('for my autistic son')).toMatchObject({
      units: [],
      generic: ['autistic'],
    });
  });

  it('counts a sentence’s dropped words as free, but not a line of nothing else', () => {
    const sentence =
      'can anyone please recommend a really patient dentist in tucson that is good with special needs kids who get scared';
    expect(searchWords(sentence)).toEqual(['dentist', 'tucson', 'kid']);
    const filler =
      'please help us so someone who is really very nice and also here today or maybe soon thanks';
    expect(searchWords(filler).length).toBeGreaterThan(SEARCH_MAX_WORDS);
  });
});

describe('readNearPlace', () => {
  it.each([
    ['barber near 85719', 'barber', '85719', null],
    ['barber around 85719', 'barber', '85719', null],
    ['preschool close to 78704 for my son', 'preschool for my son', '78704', null],
    ['occupational therapy in 70115 area', 'occupational therapy', '70115', null],
    ['swim lessons within 25 miles of 80218', 'swim lessons', '80218', 25],
    ['dentist 5 miles from 02115', 'dentist', '02115', 5],
    ['dentist near 02115 within 7 miles', 'dentist', '02115', 10],
    ['camp within 100 miles of 21211', 'camp', '21211', 50],
  ])('“%s”: %s near %s within %s', (line, rest, zip, within) => {
    expect(readNearPlace(line)).toEqual({ line: rest, near: { zip, within } });
  });

  it('leaves a ZIP typed alone, a city and a line without a ZIP to the words', () => {
    for (const line of ['dentist 78704', 'barber near tucson', 'near me', 'in 1234 steps']) {
      expect(readNearPlace(line)).toEqual({ line, near: null });
    }
  });
});

describe('withNearPlace', () => {
  it('turns the phrase into the request’s ZIP and radius, the rest into its line', () => {
    expect(withNearPlace({ q: 'barber near 85719', page: 2 })).toEqual({
      q: 'barber',
      near: '85719',
      within: undefined,
      page: 2,
    });
    expect(withNearPlace({ q: 'swim within 25 miles of 80218' })).toEqual({
      q: 'swim',
      near: '80218',
      within: 25,
    });
    /* The page's distance control, chosen after the line was typed, wins (decision 053). */
    expect(withNearPlace({ q: 'swim within 25 miles of 80218', within: 5 as const })).toEqual({
      q: 'swim',
      near: '80218',
      within: 5,
    });
    expect(withNearPlace({ q: 'barber near 85719', within: 50 as const })).toMatchObject({
      within: 50,
    });
  });

  it('keeps a request that names its ZIP, and a line with none', () => {
    const named = { q: 'barber near 85719', near: '78704' };
    expect(withNearPlace(named)).toBe(named);
    const plain = { q: 'barber tucson' };
    expect(withNearPlace(plain)).toBe(plain);
  });
});

describe('readNearCity', () => {
  const first = (line: string) => readNearCity(line)[0];
  it.each([
    ['barber near denver', 'denver', null, 'barber', null],
    ['dentist around salt lake city', 'salt lake city', null, 'dentist', null],
    ['karate close to boise', 'boise', null, 'karate', null],
    ['dentist within 25 miles of boise', 'boise', null, 'dentist', 25],
    ['barber near denver within 5 miles', 'denver', null, 'barber', 5],
    ['swim 30 miles from ann arbor', 'ann arbor', null, 'swim', 50],
  ])(
    '“%s”: the longest reading is %s (%s), the rest “%s” within %s',
    (line, city, state, rest, within) => {
      expect(first(line)).toEqual({ city, state, line: rest, within });
    },
  );

  it('offers every reading, longest first, with the state typed after the city', () => {
    expect(
      readNearCity('day care close to pittsburgh for a sensory kid').map((r) => r.city),
    ).toEqual(['pittsburgh']);
    expect(readNearCity('barber near tucson az')[1]).toEqual({
      city: 'tucson',
      state: 'AZ',
      line: 'barber',
      within: null,
    });
    expect(readNearCity('dentist near kansas city, missouri please')).toContainEqual({
      city: 'kansas city',
      state: 'MO',
      line: 'dentist please',
      within: null,
    });
    /* 'or' is a state only at the end: 'portland or salem' is not Portland, OR. */
    expect(readNearCity('barber near portland or')[0]?.state).toBe('OR');
    expect(readNearCity('barber near portland or salem').every((r) => r.state === null)).toBe(true);
  });

  it('reads no city in a ZIP, “near me”, words the search knows, or “in <city>”', () => {
    for (const line of [
      'barber near 85719',
      'swim lessons near me',
      'dentist near utah',
      'dentist in denver',
      'barber denver',
    ])
      expect(readNearCity(line), line).toEqual([]);
  });
});

describe('the nearest-places notice', () => {
  const nearest = {
    zip: '60622',
    place: 'Chicago, IL',
    within: null,
    what: { one: 'pediatrician', many: 'pediatricians' },
    fromMiles: 2.1,
    toMiles: 9.8,
  };
  it('says the ZIP had none, what the nearest are and how far, one or many', () => {
    expect(PLACES_MESSAGES.nearestNotice(nearest, 5)).toBe(
      'None in 60622; the nearest pediatricians, 2.1 to 9.8 miles away',
    );
    expect(PLACES_MESSAGES.nearestNotice({ ...nearest, toMiles: 2.1 }, 1)).toBe(
      'None in 60622; the nearest pediatrician, 2.1 miles away',
    );
  });
  it('names the radius that had none, a city without a ZIP, and places for no kind', () => {
    expect(PLACES_MESSAGES.nearestNotice({ ...nearest, within: 10, what: null }, 3)).toBe(
      'None within 10 miles of 60622; the nearest places, 2.1 to 9.8 miles away',
    );
    expect(
      PLACES_MESSAGES.nearestNotice({ ...nearest, zip: null, place: 'Boise, ID', within: 10 }, 2),
    ).toBe('None within 10 miles of Boise, ID; the nearest pediatricians, 2.1 to 9.8 miles away');
  });
});
