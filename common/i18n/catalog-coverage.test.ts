import { describe, expect, it } from 'vitest';

/*
 * The Spanish catalog against the English one (decision 062). English is the code:
 * common/messages/<area>.ts. Spanish is common/messages/es/<area>.ts, one object per English
 * message object with the same name. For every Spanish area file this test fails on:
 *   - an English message object the Spanish file does not translate (a missing key fails the type
 *     check too; this catches a whole object left out);
 *   - a Spanish export English does not have (an unused key);
 *   - a key present on one side only, deep;
 *   - a Spanish string left empty, or left in English (the same words as the English one) unless
 *     SAME_IN_BOTH lists it with a reason;
 *   - a function taking a different number of arguments, or whose text drops a value the
 *     English one shows (a name, a count, a date);
 *   - a number or flag that differs (durations, limits are not words).
 */

type Module = Record<string, unknown>;

const english = import.meta.glob<Module>('../messages/*.ts', { eager: true });
const spanish = import.meta.glob<Module>('../messages/es/*.ts', { eager: true });

/** Words that read the same in Spanish, each with its reason. */
const SAME_IN_BOTH: Record<string, string> = {
  CalmPath: "The product's name.",
  Error: 'Spanish spells it the same.',
  'https://': 'The start of a web address, shown as a placeholder.',
  '⟦a⟧':
    'The made-up value this test passes to a message function; a toast whose whole description is a value given (a server message) passes it through in both languages.',
};

/*
 * English exports that are not wording, each with its reason. The client puts Spanish in place by
 * changing the English objects' properties before the app's modules run (decision 062); a
 * top-level string or function cannot be changed that way, so one a person reads must live in an
 * object, and a top-level function must take its words from an exported object.
 */
const NOT_WORDS: Record<string, string> = {
  PRODUCT_NAME: "The product's name is not translated.",
  OPEN_DATA_URL: 'An address, not words.',
  DEFAULT_LOCATION:
    "Stored in the database as a listing's location when none is given (the server's suggestion, application and profile routes) and compared with by the profile form: data, not a text; SUGGEST_MESSAGES.defaultLocation holds the words.",
  AUTH_SERVER_ERRORS:
    "The server's error texts, thrown by the server and matched by the client (business-signup.tsx): a protocol, not a text; a page shows AUTH_MESSAGES' words for them.",
};

/*
 * Objects of proper names, each with its reason: Spanish writes most of them as English does, so
 * a name left the same there is not a missed translation (the ones that differ are translated).
 */
const NAMES: Record<string, string> = {
  STATE_NAMES:
    "US states: Spanish keeps most names ('Texas', 'Ohio') and writes 14 its own way ('Nuevo México'), which common/messages/es/catalog.ts lists over the English ones.",
};
const inNames = (where: string) => Object.hasOwn(NAMES, where.split('.')[0] ?? '');

const HAS_LETTER = /\p{L}/u;

function areaOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.ts$/, '');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether an English export holds words (a message object or a string). */
function holdsWords(value: unknown): boolean {
  if (typeof value === 'string') return HAS_LETTER.test(value);
  if (typeof value === 'function') return true;
  if (Array.isArray(value)) return value.some(holdsWords);
  if (isPlainObject(value)) return Object.values(value).some(holdsWords);
  return false;
}

const SENTINELS = ['⟦a⟧', '⟦b⟧', '⟦c⟧', '⟦d⟧', '⟦e⟧'];

/** Calls an English and a Spanish message function with the same made-up values. */
function callBoth(
  en: (...args: unknown[]) => unknown,
  es: (...args: unknown[]) => unknown,
): { en: unknown; es: unknown } | null {
  const attempts: unknown[][] = [
    SENTINELS.slice(0, en.length),
    Array.from({ length: en.length }, (_, i) => 7 + i * 10),
    Array.from({ length: en.length }, (_, i) => (i === 0 ? 7 : SENTINELS[i])),
    Array.from({ length: en.length }, (_, i) => (i === 0 ? SENTINELS[0] : 7 + i * 10)),
  ];
  for (const args of attempts) {
    try {
      return { en: en(...args), es: es(...args) };
    } catch {
      /* try the next kind of values */
    }
  }
  return null;
}

function compare(en: unknown, es: unknown, where: string, problems: string[]): void {
  if (typeof en === 'string') {
    if (typeof es !== 'string') problems.push(`${where}: English is text, Spanish is ${typeof es}`);
    else if (HAS_LETTER.test(en) && es.trim() === '') problems.push(`${where}: Spanish is empty`);
    else if (HAS_LETTER.test(en) && es === en && !(en in SAME_IN_BOTH) && !inNames(where))
      problems.push(`${where}: still in English ("${en.slice(0, 60)}")`);
    return;
  }
  if (typeof en === 'function') {
    if (typeof es !== 'function') {
      problems.push(`${where}: English is a function, Spanish is ${typeof es}`);
      return;
    }
    if (en.length !== es.length) {
      problems.push(`${where}: takes ${es.length} values in Spanish, ${en.length} in English`);
      return;
    }
    const both = callBoth(
      en as (...args: unknown[]) => unknown,
      es as (...args: unknown[]) => unknown,
    );
    if (!both) return;
    if (typeof both.en === 'string' && typeof both.es === 'string') {
      for (const sentinel of SENTINELS)
        if (both.en.includes(sentinel) && !both.es.includes(sentinel))
          problems.push(`${where}: the Spanish text leaves out a value the English one shows`);
      if (both.en.trim() !== '' && both.es.trim() === '')
        problems.push(`${where}: Spanish text is empty`);
      if (HAS_LETTER.test(both.en.replace(/⟦.⟧/g, '')) && both.en === both.es)
        problems.push(`${where}: still in English ("${both.en.slice(0, 60)}")`);
    } else compare(both.en, both.es, `${where}()`, problems);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es) || es.length !== en.length) {
      problems.push(`${where}: the Spanish list has a different length`);
      return;
    }
    en.forEach((item, i) => {
      compare(item, es[i], `${where}[${i}]`, problems);
    });
    return;
  }
  if (isPlainObject(en)) {
    if (!isPlainObject(es)) {
      problems.push(`${where}: English is an object, Spanish is ${typeof es}`);
      return;
    }
    for (const key of Object.keys(en))
      if (!(key in es)) problems.push(`${where}.${key}: missing in Spanish`);
      else compare(en[key], es[key], `${where}.${key}`, problems);
    for (const key of Object.keys(es))
      if (!(key in en)) problems.push(`${where}.${key}: Spanish only (English has no such key)`);
    return;
  }
  if (en !== es) problems.push(`${where}: ${String(es)} in Spanish, ${String(en)} in English`);
}

const spanishAreas = Object.keys(spanish).map(areaOf);
const englishByArea = new Map(Object.entries(english).map(([file, mod]) => [areaOf(file), mod]));

describe('the Spanish catalog matches the English one', () => {
  it('has an English area for every Spanish file', () => {
    expect(spanishAreas.filter((area) => !englishByArea.has(area))).toEqual([]);
  });

  for (const [file, es] of Object.entries(spanish)) {
    const area = areaOf(file);
    it(`translates every message of ${area}`, () => {
      const en = englishByArea.get(area) ?? {};
      const problems: string[] = [];
      for (const [name, value] of Object.entries(en)) {
        if (name in NOT_WORDS || typeof value === 'function') continue;
        if (typeof value === 'string' && HAS_LETTER.test(value))
          problems.push(`${name}: a top-level string cannot be translated; move it into an object`);
        else if (holdsWords(value) && !(name in es)) problems.push(`${name}: not translated`);
      }
      for (const [name, value] of Object.entries(es)) {
        if (!(name in en)) problems.push(`${name}: Spanish only (English has no such export)`);
        else if (typeof en[name] === 'function' || typeof en[name] === 'string')
          problems.push(`${name}: only objects are translated; a top-level export cannot be`);
        else compare(en[name], value, name, problems);
      }
      expect(problems).toEqual([]);
    });
  }
});
