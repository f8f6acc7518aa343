import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { testDatabaseModes } from '../../test/databases';
import { asPersona, type Personas, signInPersonas } from '../../test/fixtures/verification';

/* Decision 045: 'Document-verified' only for what the admin approved at Approve & Verify. */
describe.each(testDatabaseModes())('evidence grades after verification (%s)', (mode) => {
  let t: TestApp;
  let people: Personas;

  beforeAll(async () => {
    t = await createTestApp(mode, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    people = await signInPersonas(t, 'evidence');
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const grades = async (id: number) => {
    const r = await t.app.inject({ url: `/api/providers/${id}/profile` });
    expect(r.statusCode).toBe(200);
    return (
      r.json() as {
        evidence: { accommodation: string; grade: string; documentVerified: boolean }[];
      }
    ).evidence.map((e) => [e.accommodation, e.grade, e.documentVerified]);
  };

  it("an accommodation the owner adds after Approve & Verify is 'declared', not 'document_verified'", async () => {
    const [row] = await t.app.database.db
      .insert(providers)
      .values({
        name: 'Harbor Light Swim School',
        category: 'Swim Instructor',
        contact_email: 'hello@harborlight.example',
        accommodations: 'Quiet Waiting Area',
        accommodation_status: 'pending',
        verification_status: 'pending',
        business_admin_user_id: people.businessAdmin.id,
      })
      .returning({ id: providers.id });
    const id = row?.id ?? 0;

    const approve = await asPersona(
      t,
      people,
      'admin',
    )({
      method: 'POST',
      url: `/api/admin/verification/${id}/approve`,
      payload: {},
    });
    expect(approve.statusCode).toBe(200);
    expect(await grades(id)).toEqual([['Quiet Waiting Area', 'document_verified', true]]);

    const edit = await asPersona(
      t,
      people,
      'businessAdmin',
    )({
      method: 'PUT',
      url: `/api/business/providers/${id}/profile`,
      payload: {
        phone: '',
        website: '',
        location: 'Austin, TX',
        zipCode: '78704',
        businessHours: '',
        accommodations: ['Sensory-Friendly Hours', 'Quiet Waiting Area'],
        customAccommodation: 'Warm pool on request',
        description: '',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(await grades(id)).toEqual([
      ['Quiet Waiting Area', 'document_verified', true],
      ['Sensory-Friendly Hours', 'declared', false],
    ]);
  });

  it('a provider whose verification was withdrawn has nothing document-verified', async () => {
    const [row] = await t.app.database.db
      .insert(providers)
      .values({
        name: 'Withdrawn Calm Dental',
        category: 'Dentist',
        accommodations: 'Quiet Waiting Area',
        accommodation_status: 'verified',
        verification_status: 'rejected',
        document_verified_accommodations: 'Quiet Waiting Area',
      })
      .returning({ id: providers.id });
    expect(await grades(row?.id ?? 0)).toEqual([['Quiet Waiting Area', 'declared', false]]);
    await t.app.database.db
      .update(providers)
      .set({ verification_status: 'verified' })
      .where(eq(providers.id, row?.id ?? 0));
    expect(await grades(row?.id ?? 0)).toEqual([['Quiet Waiting Area', 'document_verified', true]]);
  });
});
