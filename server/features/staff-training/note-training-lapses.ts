import { sql } from 'drizzle-orm';
import { todayIso } from '../../../common/contracts/staff-training';
import type { DbOrTx } from '../../db/client';

/**
 * Records a 'verification-lapsed' change, naming the training, for every verified staff training
 * whose expiry has passed (decision 072), so the place's followers hear of it through the
 * follow-changes job. "Passed" is the public page's rule: the expiry is before today's UTC date
 * (`todayIso`), the day it stops showing. One statement marks the training (lapse_noted_at) and
 * inserts the change: a second process running the same round at once waits on the row's lock,
 * then finds it marked, so each expiry is recorded once. Editing the expiry clears the mark.
 * Returns the places that got a change.
 */
export async function noteTrainingLapses(db: DbOrTx, now = new Date()): Promise<number[]> {
  const result = await db.execute<{ provider_id: number }>(sql`
    WITH lapsed AS (
      UPDATE staff_trainings SET lapse_noted_at = ${now.toISOString()}::timestamptz
       WHERE status = 'verified' AND lapse_noted_at IS NULL
         AND expires_on IS NOT NULL AND expires_on < ${todayIso(now)}::date
      RETURNING provider_id, name
    )
    INSERT INTO place_changes (provider_id, kind, detail)
    SELECT provider_id, 'verification-lapsed', jsonb_build_object('training', name) FROM lapsed
    RETURNING provider_id`);
  return [...new Set(result.rows.map((row) => Number(row.provider_id)))];
}
