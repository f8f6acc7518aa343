import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  editDistance,
  escapeLike,
  gramsOf,
  isCorrectable,
  normalizeQuery,
  queryWords,
  trigramWords,
} from './search-text';

describe('search text helpers', () => {
  it('trims and turns control characters into spaces', () => {
    expect(normalizeQuery('  Austin\n')).toBe('Austin');
    expect(normalizeQuery('a\nb\tc')).toBe('a b c');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery(' \t ')).toBe('');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
  });

  it('finds the words pg_trgm can look up', () => {
    expect(trigramWords('Lantern Learning')).toEqual(['Lantern', 'Learning']);
    expect(trigramWords('Austin, TX 78701')).toEqual(['Austin', '78701']);
    expect(trigramWords('a bcd bcd')).toEqual(['bcd']);
    expect(['TX', '78', 'a b', 'ab-c'].map(trigramWords)).toEqual([[], [], [], []]);
  });

  it('splits short terms into the 1-2 character pieces the grams index holds', () => {
    expect(gramsOf('TX')).toEqual(['TX']);
    expect(gramsOf('7')).toEqual(['7']);
    expect(gramsOf('a b')).toEqual(['a', 'b']);
    expect(gramsOf('ab-c')).toEqual(['ab', 'b-', '-c']);
  });

  it('finds the words of a query and where they are', () => {
    expect(queryWords('Austen, TX')).toEqual([
      { word: 'austen', start: 0, end: 6 },
      { word: 'tx', start: 8, end: 10 },
    ]);
    expect(queryWords('café 78701').map((w) => w.word)).toEqual(['café', '78701']);
  });

  it('corrects words of three or more letters, never plain numbers', () => {
    expect(['austen', 'tx', '78701', '5th'].map(isCorrectable)).toEqual([true, false, false, true]);
  });

  it('counts edits, a swapped pair as one', () => {
    expect(editDistance('austen', 'austin')).toBe(1);
    expect(editDistance('devner', 'denver')).toBe(1);
    expect(editDistance('boton', 'boston')).toBe(1);
    expect(editDistance('pediatrcian', 'pediatrician')).toBe(1);
    expect(editDistance('dentl', 'dental')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
    expect([allowedEdits('boton'), allowedEdits('austen')]).toEqual([1, 2]);
  });
});
