/*
 * The Spanish area files a page may need from its first view, in one chunk of their own (decision
 * 062): a Spanish page fetches its words in one request instead of one per area, and an English
 * page never fetches it. Left out: the admin's areas (spanish-admin-areas.ts, fetched only for the
 * admin page) and the ones only the server reads (mails, error answers).
 */
export const spanishAreas = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../common/messages/es/*.ts',
    '!../../../../common/messages/es/admin.ts',
    '!../../../../common/messages/es/place-duplicates.ts',
    '!../../../../common/messages/es/mail.ts',
    '!../../../../common/messages/es/server-errors.ts',
    '!../../../../common/messages/es/*.test.ts',
  ],
  { eager: true },
);
