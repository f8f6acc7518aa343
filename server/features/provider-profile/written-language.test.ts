import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { insertReview } from '../../test/fixtures/admin';
import { listPendingReviews } from '../moderation/list-pending-reviews';
import { insertProvider } from '../providers/provider-factory';

/*
 * People's own words stay theirs (decision 062 follow-up): reviews and descriptions come back with the
 * language they were written in, so the page marks them (`lang`) and a screen reader reads them
 * in the right voice, on an English page or a Spanish one. Too short to tell: null.
 */
describe.each(testDatabaseModes())('the language of what people wrote (%s)', (mode) => {
  let t: TestApp;
  const db = () => t.app.database.db;
  let place: number;
  const ids = {} as Record<'spanish' | 'english' | 'short' | 'pending', number>;

  beforeAll(async () => {
    t = await createTestApp(mode);
    place = await insertProvider(db(), {
      name: 'Clínica Dental Sonrisa',
      location: 'San Antonio, TX',
      description:
        'Atendemos a niños con sensibilidad sensorial con calma, luz tenue y sin prisas.',
    });
    const approved = { status: 'approved' as const };
    ids.spanish = await insertReview(db(), place, {
      ...approved,
      review_text: 'La sala de espera estaba tranquila y apagaron las luces para mi hijo.',
    });
    ids.english = await insertReview(db(), place, {
      ...approved,
      review_text: 'The waiting room was quiet and the staff dimmed the lights for my son.',
    });
    ids.short = await insertReview(db(), place, { ...approved, review_text: 'Great!' });
    ids.pending = await insertReview(db(), place, {
      status: 'pending',
      review_text: 'El dentista fue muy paciente con mi hijo autista. Volveremos.',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('marks each published review with its language, and a two-word one with none', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/providers/${place}/reviews?limit=10`,
    });
    expect(res.statusCode).toBe(200);
    const byId = new Map(
      (res.json().reviews as { id: number; lang: string | null }[]).map((r) => [r.id, r.lang]),
    );
    expect(byId.get(ids.spanish)).toBe('es');
    expect(byId.get(ids.english)).toBe('en');
    expect(byId.get(ids.short)).toBeNull();
  });

  it("marks the business's description with its language", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/providers/${place}/profile` });
    expect(res.statusCode).toBe(200);
    expect(res.json().provider.description_lang).toBe('es');
  });

  it("marks the business's typed opening hours with their language, and short ones with none", async () => {
    const hours = {
      es: 'De lunes a viernes de nueve a cinco; los sábados solo por la mañana con cita previa.',
      en: 'Monday to Friday from nine to five; on Saturdays only in the morning by appointment.',
      short: 'Mon-Fri 9-5',
    };
    for (const [lang, business_hours] of Object.entries(hours)) {
      const id = await insertProvider(db(), { location: 'Austin, TX', business_hours });
      const res = await t.app.inject({ method: 'GET', url: `/api/providers/${id}/profile` });
      expect(res.statusCode).toBe(200);
      expect(res.json().provider).toMatchObject({
        business_hours,
        business_hours_lang: lang === 'short' ? null : lang,
      });
    }
  });

  it("marks a review waiting in the moderators' queue", async () => {
    const queue = await listPendingReviews(db(), { limit: 50 });
    expect(queue.reviews.find((r) => r.id === ids.pending)?.lang).toBe('es');
  });
});
