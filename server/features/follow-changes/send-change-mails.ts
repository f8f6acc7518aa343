import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { PlaceChangeDetail, PlaceChangeKind } from '../../db/schema';
import { mailLocale } from '../../mail/locale';
import { enqueueMail } from '../outbox/enqueue-mail';
import { changeMail } from './change-mail';
import { signUnsubscribeToken } from './unsubscribe-token';

/* Changes within these minutes of the first one go out together in immediate mode. */
export const IMMEDIATE_COALESCE_MS = 5 * 60 * 1000;
export const WEEKLY_DIGEST_MS = 7 * 24 * 60 * 60 * 1000;

export type SendChangeMailsOptions = {
  siteUrl: string;
  authSecret: string;
  /** 'Now' for what is due (a parameter for tests). */
  now?: Date;
};

/*
 * The changes a member has not received yet, of places they follow (one by one while a favourite,
 * or every favourite), made after they started following it and after their e-mails were last
 * turned on.
 */
const pendingChanges = (userFilter: ReturnType<typeof sql>) => sql`
  WITH followed AS (
    SELECT pf.user_id, pf.provider_id, pf.created_at AS since
      FROM place_follows pf
      JOIN favorites f ON f.user_id = pf.user_id AND f.provider_id = pf.provider_id
    UNION ALL
    SELECT f.user_id, f.provider_id, greatest(f.created_at, p.follow_all_since)
      FROM favorites f
      JOIN follow_preferences p ON p.user_id = f.user_id AND p.follow_all_favorites
  )
  SELECT DISTINCT fo.user_id, c.id AS change_id, c.created_at
    FROM followed fo
    JOIN follow_preferences p ON p.user_id = fo.user_id AND p.mode <> 'off'
    JOIN place_changes c ON c.provider_id = fo.provider_id
                        AND c.created_at > fo.since AND c.created_at > p.active_since
   WHERE ${userFilter}
     AND NOT EXISTS (SELECT 1 FROM place_change_deliveries d
                      WHERE d.change_id = c.id AND d.user_id = fo.user_id)`;

/*
 * Due: immediate once its oldest waiting change is a few minutes old (so a business's edits in
 * one sitting make one e-mail); weekly a week after the last digest (or after choosing weekly).
 */
const dueCondition = (now: Date) => {
  const at = now.toISOString();
  return sql`(p.mode = 'immediate'
                AND min(w.created_at) <= ${at}::timestamptz - make_interval(secs => ${IMMEDIATE_COALESCE_MS / 1000}))
          OR (p.mode = 'weekly'
                AND coalesce(p.last_sent_at, p.active_since)
                    <= ${at}::timestamptz - make_interval(secs => ${WEEKLY_DIGEST_MS / 1000}))`;
};

async function dueUsers(db: DbOrTx, now: Date, userId?: string): Promise<string[]> {
  const filter = userId === undefined ? sql`true` : sql`fo.user_id = ${userId}`;
  const result = await db.execute<{ user_id: string }>(sql`
    SELECT w.user_id
      FROM (${pendingChanges(filter)}) AS w
      JOIN follow_preferences p ON p.user_id = w.user_id
     GROUP BY w.user_id, p.mode, p.last_sent_at, p.active_since
    HAVING ${dueCondition(now)}
     ORDER BY w.user_id`);
  return result.rows.map((row) => row.user_id);
}

type ClaimedChange = {
  change_id: number;
  provider_id: number;
  place_name: string;
  kind: PlaceChangeKind;
  detail: PlaceChangeDetail;
};

/**
 * Sends what is due for one member in one transaction (decision 072): their choice row is locked
 * with SKIP LOCKED, so another process working at the same moment passes them by; the waiting
 * changes are claimed by inserting delivery rows (the primary key admits each change for each
 * member once), the e-mail is queued in the outbox in the same transaction, and the outbox worker
 * sends it. Returns whether an e-mail was queued.
 */
async function sendForUser(db: Db, userId: string, opts: SendChangeMailsOptions, now: Date) {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{
      mode: string;
      email: string;
      name: string;
      locale: string;
    }>(sql`
      SELECT p.mode, u.email, u.name, u.locale
        FROM follow_preferences p JOIN users u ON u.id = p.user_id
       WHERE p.user_id = ${userId} AND u.email_verified
         FOR UPDATE OF p SKIP LOCKED`);
    const member = locked.rows[0];
    if (!member) return false;
    /* Looked at again under the lock: another process may have just sent this member's mail. */
    if ((await dueUsers(tx, now, userId)).length === 0) return false;
    const claimed = await tx.execute<ClaimedChange>(sql`
      WITH claimed AS (
        INSERT INTO place_change_deliveries (change_id, user_id)
        SELECT w.change_id, w.user_id FROM (${pendingChanges(sql`fo.user_id = ${userId}`)}) AS w
        ON CONFLICT DO NOTHING
        RETURNING change_id)
      SELECT c.id AS change_id, c.provider_id, pr.name AS place_name, c.kind, c.detail
        FROM claimed JOIN place_changes c ON c.id = claimed.change_id
        JOIN providers pr ON pr.id = c.provider_id
       ORDER BY c.created_at, c.id`);
    if (claimed.rows.length === 0) return false;
    const token = await signUnsubscribeToken(opts.authSecret, userId);
    const query = `token=${encodeURIComponent(token)}`;
    const outboxId = await enqueueMail(
      tx,
      changeMail({
        to: member.email,
        name: member.name,
        locale: mailLocale(member.locale),
        weekly: member.mode === 'weekly',
        changes: claimed.rows.map((row) => ({
          providerId: row.provider_id,
          placeName: row.place_name,
          kind: row.kind,
          detail: row.detail ?? {},
        })),
        unsubscribePageUrl: `${opts.siteUrl}/unsubscribe?${query}`,
        unsubscribePostUrl: `${opts.siteUrl}/api/follow-changes/unsubscribe?${query}`,
      }),
    );
    const ids = claimed.rows.map((row) => sql`${row.change_id}`);
    await tx.execute(sql`
      UPDATE place_change_deliveries SET outbox_id = ${outboxId}
       WHERE user_id = ${userId} AND change_id IN (${sql.join(ids, sql`, `)})`);
    await tx.execute(sql`
      UPDATE follow_preferences SET last_sent_at = ${now.toISOString()}::timestamptz
       WHERE user_id = ${userId}`);
    return true;
  });
}

/**
 * One round of the follow-changes job: queues one e-mail for every member whose changes are due.
 * Safe to run in several processes at once. Returns how many e-mails were queued.
 */
export async function sendChangeMails(db: Db, opts: SendChangeMailsOptions): Promise<number> {
  const now = opts.now ?? new Date();
  let queued = 0;
  for (const userId of await dueUsers(db, now)) {
    if (await sendForUser(db, userId, opts, now)) queued++;
  }
  return queued;
}
