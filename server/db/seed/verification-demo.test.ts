import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDuplicateEmails } from '../../features/duplicates/find-duplicate-emails';
import { getDocumentLink } from '../../features/verification/get-document-link';
import { getVerificationQueue } from '../../features/verification/get-verification-queue';
import { createTestApp, type TestApp } from '../../test/app';
import { seedDatabase } from './seed';
import { seedVerificationDemo, VERIFICATION_DEMO } from './verification-demo';

describe('verification demo rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDatabase(t.app.database.db, { providers: 40, reviews: 60, users: 20 });
    await seedVerificationDemo(t.app.database.db, t.app.storage);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('head the verification queue, with a readable PDF and PNG on file', async () => {
    const db = t.app.database.db;
    const { items } = await getVerificationQueue(db, 1);
    expect(items.slice(0, 5).map((i) => i.name)).toEqual([
      VERIFICATION_DEMO.withPdf,
      VERIFICATION_DEMO.withImage,
      VERIFICATION_DEMO.forRejection,
      VERIFICATION_DEMO.forDocumentRequest,
      VERIFICATION_DEMO.withoutEmail,
    ]);
    expect(items.slice(0, 2).map((i) => i.documentType)).toEqual(['application/pdf', 'image/png']);
    for (const item of items.slice(0, 2)) {
      const link = await getDocumentLink(db, t.config.authSecret, item.id);
      const file = await t.app.inject({ url: link.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe(
        item.documentType === 'application/pdf' ? '%PDF-' : '\x89PNG\r',
      );
    }
  });

  it('give the Duplicate Emails tab one shared e-mail with two accounts', async () => {
    const { groups } = await findDuplicateEmails(t.app.database.db);
    expect(groups).toEqual([
      expect.objectContaining({
        email: VERIFICATION_DEMO.sharedEmail,
        userCount: 2,
        providerCount: 1,
      }),
    ]);
  });
});
