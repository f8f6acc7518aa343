import { and, asc, eq } from 'drizzle-orm';
import {
  MAX_QUIET_HOURS,
  type QuietHour,
  QuietHourBody,
  type QuietHoursResponse,
  quietHourProblems,
  wallTimeMinutes,
} from '../../../common/contracts/quiet-hours';
import {
  minutesToTime,
  nextDateOf,
  timeZoneOfState,
  todayIn,
  weekdayMask,
  weekdaysOfMask,
} from '../../../common/domain/quiet-hours';
import { QUIET_HOURS_ERRORS } from '../../../common/messages/quiet-hours';
import { joinValidationErrors } from '../../../common/messages/shared';
import type { Db } from '../../db/client';
import { providers, quiet_hours } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writtenLanguage } from '../../lib/written-language';
import type { SessionUser } from '../../plugins/auth';
import { requireManagedProvider } from '../business/business-providers';
import { recordPlaceChange } from '../follow-changes/record-change';
import { VISIBLE } from '../providers/search-sql';
import { recomputeVisitBits } from './visit-bits';

type Row = typeof quiet_hours.$inferSelect;

function toQuietHour(row: Row, nextDate: string): QuietHour {
  return {
    id: row.id,
    kind: row.kind,
    weekdays: weekdaysOfMask(row.weekdays),
    onDate: row.on_date,
    untilDate: row.until_date,
    startTime: minutesToTime(row.start_minute),
    endTime: minutesToTime(row.end_minute),
    note: row.note,
    noteLang: writtenLanguage(row.note),
    nextDate,
  };
}

/** A place's current entries (lapsed ones left out: decision 068), soonest first. */
async function currentEntries(db: Db, providerId: number, state: string | null, now: Date) {
  const timeZone = timeZoneOfState(state);
  const today = todayIn(timeZone, now);
  const rows = await db
    .select()
    .from(quiet_hours)
    .where(eq(quiet_hours.provider_id, providerId))
    .orderBy(asc(quiet_hours.start_minute), asc(quiet_hours.created_at));
  const entries: { row: Row; entry: QuietHour }[] = [];
  for (const row of rows) {
    const next = nextDateOf(
      { weekdays: weekdaysOfMask(row.weekdays), onDate: row.on_date, untilDate: row.until_date },
      today,
    );
    if (next) entries.push({ row, entry: toQuietHour(row, next) });
  }
  entries.sort((a, b) => a.entry.nextDate.localeCompare(b.entry.nextDate));
  return { timeZone, today, entries };
}

/** The public provider page's and prep sheet's list; 404 for a place search does not show. */
export async function publicQuietHours(
  db: Db,
  providerId: number,
  now = new Date(),
): Promise<QuietHoursResponse & { providerName: string; location: string }> {
  const [place] = await db
    .select({ state: providers.state, name: providers.name, location: providers.location })
    .from(providers)
    .where(and(eq(providers.id, providerId), VISIBLE));
  if (!place) throw AppError.notFound(QUIET_HOURS_ERRORS.PROVIDER_NOT_FOUND, 'PROVIDER_NOT_FOUND');
  const { timeZone, entries } = await currentEntries(db, providerId, place.state, now);
  return {
    timeZone,
    entries: entries.map((e) => e.entry),
    providerName: place.name,
    location: place.location,
  };
}

/** The dashboard's list: the business admin's own place only. */
export async function managedQuietHours(
  db: Db,
  user: SessionUser,
  providerId: number,
  now = new Date(),
): Promise<QuietHoursResponse> {
  const place = await requireManagedProvider(db, user, providerId);
  const { timeZone, entries } = await currentEntries(db, providerId, place.state, now);
  return { timeZone, entries: entries.map((e) => e.entry) };
}

/** Adds one; refuses a wrong one with every problem named, and a 21st current one. */
export async function createQuietHour(
  db: Db,
  user: SessionUser,
  providerId: number,
  input: QuietHourBody,
  now = new Date(),
): Promise<QuietHour> {
  const place = await requireManagedProvider(db, user, providerId);
  const body = QuietHourBody.parse(input);
  const { today, entries } = await currentEntries(db, providerId, place.state, now);
  const problems = quietHourProblems(body, today);
  const [first] = problems;
  if (first) {
    throw AppError.badRequest(
      'INVALID_QUIET_HOUR',
      joinValidationErrors(problems.map((p) => p.message)),
      { field: first.field, problems },
    );
  }
  if (entries.length >= MAX_QUIET_HOURS) {
    throw AppError.conflict('TOO_MANY_QUIET_HOURS', QUIET_HOURS_ERRORS.TOO_MANY);
  }
  const weekdays = body.onDate ? 0 : weekdayMask(body.weekdays);
  /* The row, its search bit and the followers' change together (decision 072). */
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(quiet_hours)
      .values({
        provider_id: providerId,
        kind: body.kind,
        weekdays,
        on_date: body.onDate,
        until_date: body.onDate ? null : body.untilDate,
        start_minute: wallTimeMinutes(body.startTime),
        end_minute: wallTimeMinutes(body.endTime),
        note: body.note || null,
      })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    await recomputeVisitBits(tx, [providerId], now);
    await recordPlaceChange(tx, providerId, 'quiet-hours');
    return inserted;
  });
  const next = nextDateOf(
    { weekdays: weekdaysOfMask(row.weekdays), onDate: row.on_date, untilDate: row.until_date },
    today,
  );
  return toQuietHour(row, next ?? today);
}

/** Removes one of the business admin's own entries; 404 when it is not theirs or is gone. */
export async function deleteQuietHour(
  db: Db,
  user: SessionUser,
  providerId: number,
  quietHourId: string,
  now = new Date(),
): Promise<void> {
  await requireManagedProvider(db, user, providerId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(quiet_hours)
      .where(and(eq(quiet_hours.id, quietHourId), eq(quiet_hours.provider_id, providerId)))
      .returning({ id: quiet_hours.id });
    if (removed.length === 0) {
      throw AppError.notFound(QUIET_HOURS_ERRORS.NOT_FOUND, 'QUIET_HOUR_NOT_FOUND');
    }
    await recomputeVisitBits(tx, [providerId], now);
    await recordPlaceChange(tx, providerId, 'quiet-hours');
  });
}

/** One current entry of a visible place, for its calendar file; 404 when lapsed or unknown. */
export async function publicQuietHour(
  db: Db,
  providerId: number,
  quietHourId: string,
  now = new Date(),
) {
  const list = await publicQuietHours(db, providerId, now);
  const entry = list.entries.find((e) => e.id === quietHourId);
  if (!entry) throw AppError.notFound(QUIET_HOURS_ERRORS.NOT_FOUND, 'QUIET_HOUR_NOT_FOUND');
  return { entry, providerName: list.providerName, location: list.location };
}
