/*
 * Every Spanish area file, in one chunk of its own (decision 062): a Spanish page fetches its words
 * in one request instead of one per area, and an English page never fetches it.
 */
export const spanishAreas = import.meta.glob<Record<string, unknown>>(
  '../../../../common/messages/es/*.ts',
  { eager: true },
);
