import { describe, expect, it } from 'vitest';
import { capitalizeWords, normalizeProviderName, PROVIDER_NAME_TITLES } from './provider-name';

describe('provider name normalising: trim, lowercase, drop one leading title, collapse whitespace', () => {
  it('trims, lower-cases and collapses whitespace', () => {
    expect(normalizeProviderName('  Jane   \t Smith \n')).toBe('jane smith');
  });

  it('knows exactly the titles the spec names', () => {
    expect([...PROVIDER_NAME_TITLES].sort()).toEqual(
      [
        'doctor',
        'dr',
        'mister',
        'mr',
        'miss',
        'ms',
        'mrs',
        'professor',
        'prof',
        'therapist',
        'ot',
        'pt',
        'st',
        'slp',
      ].sort(),
    );
  });

  it.each([
    ['Doctor Jane Smith'],
    ['MISTER Jane Smith'],
    ['Miss Jane Smith'],
    ['Professor Jane Smith'],
    ['Therapist Jane Smith'],
    ['OT Jane Smith'],
    ['PT. Jane Smith'],
    ['St Jane Smith'],
    ['SLP  Jane   Smith'],
  ])("normalises '%s' to 'jane smith'", (name) => {
    expect(normalizeProviderName(name)).toBe('jane smith');
  });

  it.each(PROVIDER_NAME_TITLES)("drops the leading title '%s'", (title) => {
    expect(normalizeProviderName(`${title} Jane Smith`)).toBe('jane smith');
  });

  it('drops a title with a trailing period, with or without a space after it', () => {
    expect(normalizeProviderName('Dr. Jane Smith')).toBe('jane smith');
    expect(normalizeProviderName('Mrs.Smith')).toBe('smith');
    expect(normalizeProviderName('PROF.   Jane')).toBe('jane');
  });

  it('drops only one title', () => {
    expect(normalizeProviderName('Dr. Prof. Jane Smith')).toBe('prof. jane smith');
  });

  it('drops a title only as a whole word', () => {
    expect(normalizeProviderName('Drew Barrymore')).toBe('drew barrymore');
    expect(normalizeProviderName('Otto Weiss')).toBe('otto weiss');
    expect(normalizeProviderName('Stella Park')).toBe('stella park');
    expect(normalizeProviderName('Missy Elliott')).toBe('missy elliott');
  });

  it('drops a title only at the start', () => {
    expect(normalizeProviderName('Jane Smith OT')).toBe('jane smith ot');
  });

  it('keeps a name that is only a title', () => {
    expect(normalizeProviderName(' Dr ')).toBe('dr');
    expect(normalizeProviderName('Dr.')).toBe('dr.');
  });

  it('makes differently written names of one person equal', () => {
    expect(normalizeProviderName('Dr. Jane  Smith')).toBe(normalizeProviderName('jane smith'));
  });
});

describe('capitalizeWords', () => {
  it('capitalises the first letter of each word', () => {
    expect(capitalizeWords('jane smith')).toBe('Jane Smith');
  });

  it('leaves the rest of each word and the spacing as typed', () => {
    expect(capitalizeWords("mcKenzie  o'neil")).toBe("McKenzie  O'neil");
  });

  it('handles empty text', () => {
    expect(capitalizeWords('')).toBe('');
  });
});
