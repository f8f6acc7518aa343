import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs_card_send_attempts, visit_message_quota } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseModes } from '../test/databases';
import { signedInUser } from '../test/fixtures/uploads';
import { pruneSpentQuotas } from './prune-spent-quotas';

const HOUR_MS = 3_600_000;

describe.each(testDatabaseModes())('pruning spent rate-limit rows (%s)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mode);
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('deletes quota windows and send times that no longer count, and keeps current ones', async () => {
    const db = t.app.database.db;
    const { id } = await signedInUser(t, 'counted@prune.example');
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    await db.insert(visit_message_quota).values([
      { user_id: id, kind: 'thread', window_start: ago(72), used: 3 },
      { user_id: id, kind: 'thread', window_start: ago(5), used: 1 },
      { user_id: id, kind: 'member_message', window_start: ago(1), used: 2 },
    ]);
    await db.insert(needs_card_send_attempts).values([
      { user_id: id, sent_at: ago(30) },
      { user_id: id, sent_at: ago(2) },
    ]);

    expect(await pruneSpentQuotas(db, now)).toBe(2);
    const quotas = await db
      .select({ used: visit_message_quota.used })
      .from(visit_message_quota)
      .where(eq(visit_message_quota.user_id, id));
    expect(quotas.map((q) => q.used).sort()).toEqual([1, 2]);
    const sends = await db
      .select({ sentAt: needs_card_send_attempts.sent_at })
      .from(needs_card_send_attempts)
      .where(eq(needs_card_send_attempts.user_id, id));
    expect(sends.map((s) => s.sentAt.getTime())).toEqual([ago(2).getTime()]);
    expect(await pruneSpentQuotas(db, now)).toBe(0);
  });
});
