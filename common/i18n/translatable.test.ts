import { describe, expect, it, vi } from 'vitest';

/*
 * Every English message object is made through translatable(area, name, …) with its own area and
 * name (decision 062): otherwise a Spanish page would show it in English. With translations in
 * place before the areas load, each object holding words must be the one handed over.
 */
const areas = Object.keys(import.meta.glob('../messages/*.ts')).filter(
  (file) => !file.endsWith('.test.ts'),
);
const areaOf = (file: string) => file.replace(/^.*\//, '').replace(/\.ts$/, '');
const HAS_LETTER = /\p{L}/u;
const holdsWords = (value: unknown): boolean =>
  typeof value === 'string'
    ? HAS_LETTER.test(value)
    : Array.isArray(value)
      ? value.some(holdsWords)
      : typeof value === 'object' && value !== null && Object.values(value).some(holdsWords);

describe('every English message object can be translated', () => {
  it('is made through translatable() with its own area and name', async () => {
    vi.resetModules();
    const { setTranslations } = await import('./translatable');
    const handed = new Map<string, object>();
    setTranslations(
      new Proxy(
        {},
        {
          get: (_, area: string) =>
            new Proxy(
              {},
              {
                get: (__, name: string) => {
                  const key = `${area}.${name}`;
                  if (!handed.has(key)) handed.set(key, { key });
                  return handed.get(key);
                },
              },
            ),
        },
      ),
    );
    const missing: string[] = [];
    for (const file of areas) {
      const area = areaOf(file);
      const module = (await import(`../messages/${area}.ts`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (typeof value !== 'object' || value === null) continue;
        if (value === handed.get(`${area}.${name}`)) continue;
        if (holdsWords(value)) missing.push(`${area}.${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('areas that come later', () => {
  it('an object made before its area came is written over in place when it comes', async () => {
    vi.resetModules();
    const { setTranslations, translatable } = await import('./translatable');
    setTranslations({ shared: { GREETING: { hello: 'Hola' } } });
    const greeting = translatable('shared', 'GREETING', { hello: 'Hello' });
    const admin = translatable('admin', 'ADMIN_WORDS', {
      approve: 'Approve',
      nested: { no: 'No' },
    });
    expect(greeting.hello).toBe('Hola');
    expect(admin.approve).toBe('Approve');
    setTranslations({
      admin: { ADMIN_WORDS: { approve: 'Aprobar', nested: { no: 'No, gracias' } } },
    });
    expect(admin.approve).toBe('Aprobar');
    expect(admin.nested.no).toBe('No, gracias');
    /* An object made after its area came is the translation itself; the earlier areas stay. */
    expect(translatable('admin', 'ADMIN_WORDS', { approve: 'Approve' }).approve).toBe('Aprobar');
    expect(translatable('shared', 'GREETING', { hello: 'Hello' }).hello).toBe('Hola');
  });
});
