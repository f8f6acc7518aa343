import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/spanish-glossary.md: CalmPath says usted, everywhere. These words only ever belong to tú
 * (its pronouns and the second-person forms of the verbs our texts use most), so a Spanish
 * message holding one slipped into tú. Imperatives are left to the reader's review: 'busca' is
 * also 'usted busca'.
 */
const TU_WORDS = [
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'puedes',
  'tienes',
  'quieres',
  'necesitas',
  'eres',
  'estás',
  'sabes',
  'debes',
  'vas',
  'has',
  'buscas',
  'encuentras',
  'escribes',
];
const TU = new RegExp(`(?<![\\p{L}\\d])(${TU_WORDS.join('|')})(?![\\p{L}\\d])`, 'iu');

const DIR = path.resolve(import.meta.dirname, '../messages/es');

/** The quoted texts of a file: what a reader sees (comments and code left out). */
function texts(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(/'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
}

describe('the Spanish says usted', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('reads every area file', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const file of files) {
    it(`${file} has no tú`, () => {
      const found = texts(readFileSync(path.join(DIR, file), 'utf8')).filter((t) => TU.test(t));
      expect(found).toEqual([]);
    });
  }

  it('would catch tú', () => {
    expect(
      texts("const a = { x: 'Puedes escribir tu código postal.' };").some((t) => TU.test(t)),
    ).toBe(true);
    expect(
      texts("const a = { x: 'Puede escribir su código postal.' };").some((t) => TU.test(t)),
    ).toBe(false);
  });
});
