import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * The English words a Spanish page must never show (decision 062): every English catalog
 * string (common/messages/<area>.ts) whose Spanish twin (common/messages/es/<area>.ts) differs,
 * of two words or more (one word, such as "Error" or a name, is too likely to be someone's own
 * text or the same in both). Message functions that take no value are called; those that take
 * values are left out (their text changes with them).
 */

type Module = Record<string, unknown>;

const MESSAGES_DIR = path.resolve('common/messages');

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

const wordCount = (text: string) => text.split(' ').filter((word) => /\p{L}/u.test(word)).length;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(en: unknown, es: unknown, where: string, out: Map<string, string>): void {
  if (typeof en === 'function' && en.length === 0) {
    try {
      walk(en(), typeof es === 'function' ? es() : es, `${where}()`, out);
    } catch {
      /* a function that needs its values after all */
    }
    return;
  }
  if (typeof en === 'string') {
    const english = normalize(en);
    if (typeof es !== 'string' || normalize(es) === english) return;
    if (wordCount(english) < 2) return;
    if (!out.has(english)) out.set(english, where);
    return;
  }
  if (Array.isArray(en)) {
    en.forEach((item, i) => {
      walk(item, Array.isArray(es) ? es[i] : undefined, `${where}[${i}]`, out);
    });
    return;
  }
  if (isPlainObject(en)) {
    const other = isPlainObject(es) ? es : {};
    for (const [key, value] of Object.entries(en)) walk(value, other[key], `${where}.${key}`, out);
  }
}

/** English text (whitespace collapsed, trimmed) → where it lives ("search.SEARCH_MESSAGES.key"). */
export async function englishOnlyStrings(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const areas = readdirSync(path.join(MESSAGES_DIR, 'es'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''));
  for (const area of areas) {
    const en = (await import(pathToFileURL(path.join(MESSAGES_DIR, `${area}.ts`)).href)) as Module;
    const es = (await import(
      pathToFileURL(path.join(MESSAGES_DIR, 'es', `${area}.ts`)).href
    )) as Module;
    for (const [name, value] of Object.entries(en)) walk(value, es[name], `${area}.${name}`, out);
  }
  return out;
}

export { normalize as normalizeText };
