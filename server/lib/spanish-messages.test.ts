import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_SERVICE_MESSAGES, SERVER_ERROR_MESSAGES } from '../../common/messages/server-errors';
import { requestLocale } from '../plugins/error-language';
import { MESSAGE_AREAS } from './message-areas';
import { spanishTranslator, toSpanish } from './spanish-messages';

/* The server's English texts in Spanish (decision 067). */

describe('every message area is known to the server', () => {
  /*
   * The files git knows (a clean clone: every one); a file someone is still writing, not yet
   * committed, is not held against the list. Without git, every file in the folder.
   */
  function spanishAreaFiles(): string[] {
    const dir = path.join(import.meta.dirname, '../../common/messages/es');
    try {
      return execFileSync('git', ['ls-files', '.'], { cwd: dir, encoding: 'utf8' })
        .split('\n')
        .filter(Boolean);
    } catch {
      return readdirSync(dir);
    }
  }

  it('lists each Spanish area file of common/messages/es', () => {
    const areas = spanishAreaFiles()
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(MESSAGE_AREAS).sort()).toEqual(areas.sort());
  });
});

describe('English to Spanish', () => {
  const t = spanishTranslator({
    sample: {
      en: {
        M: {
          plain: 'Please sign in.',
          keep: (max: number) => `Please keep it to ${max} characters`,
          families: (count: number) => `${count} ${count === 1 ? 'family' : 'families'} said so`,
          named: (name: string, count: number) => `${name} has ${count} reviews`,
          wrapped: (field: string, message: string) => `Invalid value for ${field}: ${message}`,
          toast: (message: string) => ({ title: 'Error', description: `Failed: ${message}` }),
        },
      },
      es: {
        M: {
          plain: 'Inicie sesión.',
          keep: (max: number) => `Use ${max} caracteres o menos`,
          families: (count: number) =>
            `${count === 1 ? 'Lo dijo' : 'Lo dijeron'} ${count} familia${count === 1 ? '' : 's'}`,
          named: (name: string, count: number) => `${name} tiene ${count} reseñas`,
          wrapped: (field: string, message: string) => `Valor no válido en ${field}: ${message}`,
          toast: (message: string) => ({ title: 'Error', description: `Falló: ${message}` }),
        },
      },
    },
  });

  it('plain texts, and values put back where Spanish says them', () => {
    expect(t('Please sign in.')).toBe('Inicie sesión.');
    expect(t('Please keep it to 2000 characters')).toBe('Use 2000 caracteres o menos');
    expect(t('1 family said so')).toBe('Lo dijo 1 familia');
    expect(t('12 families said so')).toBe('Lo dijeron 12 familias');
    expect(t('Casey has 3 reviews')).toBe('Casey tiene 3 reseñas');
    expect(t('Failed: Please sign in.')).toBe('Falló: Inicie sesión.');
  });

  it('a value that is itself a message is translated too; anything unknown stays', () => {
    expect(t('Invalid value for rating: Please keep it to 5 characters')).toBe(
      'Valor no válido en rating: Use 5 caracteres o menos',
    );
    expect(t('Invalid value for name: something else')).toBe(
      'Valor no válido en name: something else',
    );
    expect(t('A review in the author’s own words.')).toBe('A review in the author’s own words.');
  });

  it('the real catalog: server texts, Better Auth, contracts', () => {
    expect(toSpanish(SERVER_ERROR_MESSAGES.signInToContinue)).toBe('Inicie sesión para continuar.');
    expect(toSpanish(AUTH_SERVICE_MESSAGES.invalidEmailOrPassword)).toBe(
      'El correo o la contraseña no son correctos',
    );
    expect(toSpanish('Please enter a 5-digit ZIP code')).not.toBe(
      'Please enter a 5-digit ZIP code',
    );
    expect(toSpanish('Invalid value for zipCode: Please enter a 5-digit ZIP code')).toMatch(
      /^Valor no válido en zipCode: \p{Lu}/u,
    );
  });
});

describe("a request's language", () => {
  const req = (headers: Record<string, string>) => ({ headers });
  it('Accept-Language first (the page sends its own), then the cookie, else English', () => {
    expect(requestLocale(req({ 'accept-language': 'es' }))).toBe('es');
    expect(requestLocale(req({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }))).toBe('es');
    expect(requestLocale(req({ 'accept-language': 'en', cookie: 'calmpath_lang=es' }))).toBe('en');
    expect(requestLocale(req({ 'accept-language': 'fr', cookie: 'calmpath_lang=es' }))).toBe('es');
    expect(requestLocale(req({ cookie: 'a=1; calmpath_lang=es' }))).toBe('es');
    expect(requestLocale(req({}))).toBe('en');
  });
});
