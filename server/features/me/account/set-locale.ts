import { eq } from 'drizzle-orm';
import type { Locale } from '../../../../common/i18n/locales';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import type { SessionUser } from '../../../plugins/auth';

/** The account's language (users.locale, migration 0027; decision 062). */
export async function getAccountLocale(db: Db, user: SessionUser): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
  return row?.locale ?? 'en';
}

/** Remembers the account's language: the switcher calls it; mails to the account are in it. */
export async function setAccountLocale(db: Db, user: SessionUser, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, user.id));
}
