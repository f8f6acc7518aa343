import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import { createUser } from '../features/users/create-user';
import { CookieJar, createTestApp, type TestApp } from '../test/app';
import { testDatabaseModes } from '../test/databases';

/*
 * Decision 067: a Spanish request's error answers are in Spanish, on real routes. Each case is
 * asked twice, in English and in Spanish: the English answer is what it always was, and the
 * Spanish one shares none of its sentences.
 */
describe.each(testDatabaseModes())('error answers in the request language (%s)', (mode) => {
  let t: TestApp;
  let db: Db;
  const member = new CookieJar();
  const email = 'errores@example.com';
  const password = 'calm-pass-1';

  beforeAll(async () => {
    t = await createTestApp(mode);
    db = t.app.database.db;
    await seedDatabase(db);
    await createUser(t.app.auth, db, { email, password });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      headers: { origin: t.origin },
    });
    expect(signIn.statusCode).toBe(200);
    member.store(signIn);
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  type Ask = {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: Record<string, unknown>;
    signedIn?: boolean;
  };

  async function both(ask: Ask, status: number) {
    const answer = async (language: Record<string, string>) => {
      const r = await t.app.inject({
        method: ask.method,
        url: ask.url,
        ...(ask.payload ? { payload: ask.payload } : {}),
        headers: {
          origin: t.origin,
          ...(ask.signedIn
            ? { cookie: [member.header(), language.cookie].filter(Boolean).join('; ') }
            : {}),
          ...(!ask.signedIn && language.cookie ? { cookie: language.cookie } : {}),
          ...(language['accept-language']
            ? { 'accept-language': language['accept-language'] }
            : {}),
        },
      });
      expect(r.statusCode).toBe(status);
      expect(String(r.headers.vary)).toMatch(/Accept-Language/);
      const body = r.json() as { error?: { message: string }; message?: string };
      return body.error?.message ?? body.message ?? '';
    };
    const en = await answer({ 'accept-language': 'en-US,en;q=0.9' });
    const es = await answer({ 'accept-language': 'es' });
    const esByCookie = await answer({ cookie: 'calmpath_lang=es' });
    return { en, es, esByCookie };
  }

  /** No sentence of the English answer is left in the Spanish one. */
  function expectSpanish({ en, es, esByCookie }: { en: string; es: string; esByCookie: string }) {
    expect(en).not.toBe('');
    expect(es).not.toBe(en);
    expect(esByCookie).toBe(es);
    for (const sentence of en.split(/(?<=[.:!?])\s+/)) {
      if (/\p{L}{3,}.*\s\p{L}{2,}/u.test(sentence)) expect(es).not.toContain(sentence);
    }
  }

  it('sign-in with a wrong password (Better Auth)', async () => {
    const r = await both(
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'wrong-pass-9' },
      },
      401,
    );
    expect(r.en).toBe('Invalid email or password');
    expect(r.es).toBe('El correo o la contraseña no son correctos');
    expectSpanish(r);
  });

  it('a review that fails its checks: the field named, the check in Spanish', async () => {
    const r = await both({ method: 'POST', url: '/api/reviews', payload: {}, signedIn: true }, 400);
    expect(r.en).toMatch(/^Invalid value for /);
    expect(r.es).toMatch(/^Valor no válido en /);
    expectSpanish(r);
  });

  it('a review with a rating out of range: the contract’s own message in Spanish', async () => {
    const payload = {
      providerId: 1,
      categoryExperiences: { environment: [], tools: [], communication: [] },
      categoryComments: { environment: '', tools: '', communication: '' },
      categoryMatches: { environment: true, tools: true, communication: true },
      feedbackTags: [],
      overallRating: 9,
      overallFeedback: 'Calm visit.',
      verifiedExperience: true,
    };
    const r = await both({ method: 'POST', url: '/api/reviews', payload, signedIn: true }, 400);
    expect(r.en).toMatch(/^Invalid value for overallRating: /);
    expectSpanish(r);
  });

  it('a review signed out', async () => {
    expectSpanish(await both({ method: 'POST', url: '/api/reviews', payload: {} }, 401));
  });

  it('saving a favourite signed out', async () => {
    const r = await both(
      { method: 'POST', url: '/api/favorites/toggle', payload: { providerId: 1 } },
      401,
    );
    expect(r.en).toBe('Must be logged in to save favorites');
    expectSpanish(r);
  });

  it('favourites page signed out', async () => {
    expectSpanish(await both({ method: 'GET', url: '/api/favorites/providers' }, 401));
  });

  it('a search near a ZIP code that does not exist', async () => {
    const r = await both({ method: 'GET', url: '/api/providers/search?q=dentist&near=00000' }, 400);
    expect(r.en).toBe('We could not find that ZIP code. Check it, or search without a distance.');
    expectSpanish(r);
  });

  it('an unknown API path and a provider that does not exist', async () => {
    expectSpanish(await both({ method: 'GET', url: '/api/no-such-thing' }, 404));
    expectSpanish(await both({ method: 'GET', url: '/api/providers/999999' }, 404));
  });

  it('a control character in a field', async () => {
    expectSpanish(
      await both(
        {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: 'a\u0000b', password },
        },
        400,
      ),
    );
  });
});
