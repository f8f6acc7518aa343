import { and, eq, or, sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../../common/domain/quiet-hours';
import { recomputeVisitBits } from '../../features/quiet-hours/visit-bits';
import type { DbOrTx } from '../client';
import { providers, quiet_hours } from '../schema';

const DEMO_OWNER_ID = 'demo-owner';
/* Every n-th public place gets quiet hours, so the search filter has something in each city. */
const EVERY = 8;

type Entry = Omit<typeof quiet_hours.$inferInsert, 'provider_id'>;

/* Weekly ones never lapse; the dated session is a few days after the seed ran. */
function entriesFor(index: number, today: string): Entry[] {
  const quietHour: Entry = {
    kind: 'quiet-hour',
    weekdays: 2, // Tuesdays
    start_minute: 8 * 60,
    end_minute: 9 * 60,
    note: 'Lights dimmed, music off, no more than three families at a time.',
  };
  const firstLast: Entry = {
    kind: 'first-last-appointment',
    weekdays: 1 | 4 | 16, // Mondays, Wednesdays and Fridays
    start_minute: 8 * 60,
    end_minute: 8 * 60 + 30,
    note: 'Ask for the first appointment of the day: no waiting room.',
  };
  const session: Entry = {
    kind: 'sensory-session',
    weekdays: 0,
    on_date: addDays(today, 3 + (index % 4)),
    start_minute: 10 * 60,
    end_minute: 11 * 60 + 30,
    note: null,
  };
  return index % 3 === 0
    ? [quietHour, firstLast, session]
    : index % 3 === 1
      ? [quietHour]
      : [firstLast, session];
}

/**
 * Demo quiet hours and sensory-friendly sessions (decision 068): the places owner@calmpath.local
 * manages and every eighth other public place publish some, so the provider page, the prep sheet,
 * the calendar files and search's 'open for a quiet hour this week' filter show them on a fresh
 * start. Runs inside the seed's transaction, after the owner's place is linked.
 */
export async function seedQuietHoursDemo(tx: DbOrTx, now = new Date()): Promise<void> {
  const places = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(
        eq(providers.accommodation_status, 'verified'),
        or(
          eq(providers.business_admin_user_id, DEMO_OWNER_ID),
          sql`${providers.id} % ${EVERY} = 0`,
        ),
      ),
    )
    .orderBy(providers.id);
  if (places.length === 0) return;
  /* The demo cities span the zones; a day's difference only moves the dated session. */
  const today = todayIn('America/Chicago', now);
  await tx
    .insert(quiet_hours)
    .values(
      places.flatMap((place, i) =>
        entriesFor(i, today).map((entry) => ({ ...entry, provider_id: place.id })),
      ),
    );
  await recomputeVisitBits(
    tx,
    places.map((p) => p.id),
    now,
  );
}
